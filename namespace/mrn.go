// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// mrnRules holds the rules of the "mrn" namespace (Maritime Resource
// Names, of IALA), as its IANA registration template, version 2 of
// 2024-08-26, states them.
//
// Syntax. The template's section "Syntax" gives the ABNF
//
//	MRN   = "urn" ":" "mrn" ":" OID ":" OSS [ rq-components ] [ "#" f-component ]
//	OID   = (alphanum) 0*20(alphanum / "-") (alphanum) ; Organization ID
//	OSS   = OSNID ":" OSNS ; Organization-specific string
//	OSNID = (alphanum) 0*32(alphanum / "-") (alphanum) ; Organization-specific namespace ID
//	OSNS  = pchar *(pchar / "/") ; Organization-specific namespace string
//
// with alphanum and pchar as RFC 3986 defines them. So the NSS is an
// organization ID of 2 to 22 letters, digits and '-', neither first
// nor last a '-'; ':'; an organization-specific namespace ID of the
// same characters, 2 to 34 of them; ':'; and a string that has the
// syntax of an RFC 8141 NSS, as in the template's examples
// urn:mrn:imo:imo-number:9743368 and
// urn:mrn:iala:publications:recommendation:e-nav-140.
//
// Equivalence. Its section "Rules for Lexical Equivalence": "Case
// normalization must be applied to both the OID and OSNID part before
// determining lexical equivalence." The rules of the OSNS are each
// organization's, and none is registered, so the OSNS is compared as
// RFC 8141 compares it. The canonical form has the OID and the OSNID
// in lower case ("The namespace, “mrn”, OID, and OSNID tokens are
// conventionally written in lower case") and the OSNS as written.
var mrnRules = Rules{
	NID:       "mrn",
	Source:    "IANA registration template of mrn, version 2 (2024-08-26): Syntax; Rules for Lexical Equivalence",
	Validate:  validateMRN,
	Canonical: canonicalMRN,
}

var (
	errMRNOID   = errors.New("want an organization ID: 2 to 22 letters, digits or '-', not beginning or ending with '-', then ':'")
	errMRNOSNID = errors.New("want an organization-specific namespace ID: 2 to 34 letters, digits or '-', not beginning or ending with '-', then ':'")
	errMRNOSNS  = errors.New("want an organization-specific namespace string, which cannot be empty or begin with '/'")
)

func validateMRN(nss string) (int, error) {
	i, ok := scanMRNID(nss, 0, 22)
	if !ok {
		return i, errMRNOID
	}
	j, ok := scanMRNID(nss, i+1, 34)
	if !ok {
		return j, errMRNOSNID
	}
	// The NSS as a whole is an RFC 8141 NSS, so its rest is one too
	// once it is not empty and does not begin with '/'.
	if j+1 == len(nss) || nss[j+1] == '/' {
		return j + 1, errMRNOSNS
	}
	return 0, nil
}

// scanMRNID scans an OID or an OSNID of at most limit characters at
// nss[start:], followed by ':'. It returns the offset of that ':' and
// true, or the offset of the first byte that cannot belong and false.
func scanMRNID(nss string, start, limit int) (int, bool) {
	i := start
	for i < len(nss) && i-start < limit && (isAlnum(nss[i]) || nss[i] == '-' && i > start) {
		i++
	}
	if i-start >= 2 && nss[i-1] != '-' && i < len(nss) && nss[i] == ':' {
		return i, true
	}
	return i, false
}

// isAlnum reports whether c is an ASCII letter or digit.
func isAlnum(c byte) bool { return ascii.IsLetter(c) || ascii.IsDigit(c) }

// canonicalMRN returns a valid mrn NSS with its OID and OSNID in lower
// case.
func canonicalMRN(nss string) string {
	i := 0
	for colons := 0; colons < 2; i++ {
		if nss[i] == ':' {
			colons++
		}
	}
	return lowerPrefix(nss, i-1)
}
