// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// nbnRules holds the rules of the "nbn" namespace (National Bibliography
// Numbers), registered by RFC 8458 (section 5, the registration
// template, which refers to sections 4.2 and 4.3).
//
// Syntax. RFC 8458, section 4.2:
//
//	nbn-nss     = prefix "-" nbn-string
//	prefix      = iso-cc *( ":" subspc )
//	iso-cc      = 2ALPHA
//	subspc      = 1*(ALPHA / DIGIT)
//	nbn-string  = path-rootless
//
// where path-rootless (RFC 3986) is a segment of one or more pchar
// followed by any number of "/" segment: in an RFC 8141 NSS, a
// non-empty string that does not begin with '/'. For example
// fi-fe201003181510 and se:uu:diva-3475. Whether the two letters are an
// assigned ISO 3166-1 code is not checked: "All two-letter codes are
// reserved by the ISO 3166 Maintenance Agency".
//
// Equivalence. RFC 8458, section 4.3: "two URN:NBNs are lexically
// equivalent if they are octet-by-octet equal after the following
// (conceptional) preprocessing: 1. convert all characters in the
// leading "urn:nbn:" token to a single case; 2. convert all characters
// in the prefix (country code and its optional sub-divisions) to a
// single case; and, 3. convert all characters embedded in any
// percent-encodings to a single case." Section 4.2: "NBN strings can
// be case sensitive at the preference of the assigning authority;
// parsers therefore MUST treat these as case sensitive". The canonical
// form has the prefix in lower case, as all the examples of RFC 8458
// write it, and the NBN string as written: URN:NBN:FI-fe1 becomes
// urn:nbn:fi-fe1.
var nbnRules = Rules{
	NID:       "nbn",
	Source:    "RFC 8458, sections 4.2, 4.3 and 5",
	Validate:  validateNBN,
	Canonical: canonicalNBN,
}

var (
	errNBNCountry = errors.New("want a letter (an NBN begins with an ISO 3166-1 alpha-2 country code)")
	errNBNSubspc  = errors.New("want a letter or digit (a sub-namespace code)")
	errNBNDelim   = errors.New("want '-' or ':' (the prefix ends with '-')")
	errNBNString  = errors.New("want the NBN string (path-rootless: not empty, not beginning with '/')")
)

func validateNBN(nss string) (int, error) {
	n, err := nbnPrefix(nss)
	if err != nil {
		return n, err
	}
	if n+1 == len(nss) || nss[n+1] == '/' {
		return n + 1, errNBNString
	}
	return 0, nil
}

// nbnPrefix scans the prefix of an NBN NSS and returns the index of the
// '-' that ends it, or the offset of the first byte that cannot belong
// and an error.
func nbnPrefix(nss string) (int, error) {
	for i := 0; i < 2; i++ {
		if i == len(nss) || !ascii.IsLetter(nss[i]) {
			return i, errNBNCountry
		}
	}
	i := 2
	for {
		switch {
		case i == len(nss):
			return i, errNBNDelim
		case nss[i] == '-':
			return i, nil
		case nss[i] != ':':
			return i, errNBNDelim
		}
		i++
		start := i
		for i < len(nss) && (ascii.IsLetter(nss[i]) || ascii.IsDigit(nss[i])) {
			i++
		}
		if i == start {
			return i, errNBNSubspc
		}
	}
}

// canonicalNBN returns a valid NBN NSS with its prefix in lower case
// (RFC 8458, section 4.3).
func canonicalNBN(nss string) string {
	n, _ := nbnPrefix(nss)
	return lowerPrefix(nss, n)
}
