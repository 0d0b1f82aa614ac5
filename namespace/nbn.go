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
//
// Check digits of URN:NBN:DE. The German National Library (DNB), which
// assigns the NBNs of the prefix de, ends them in a check digit
// computed over the whole URN by its published algorithm ("Description
// of algorithm for calculation of URN check digit", DNB): each
// character becomes a number by a table (the digits 0 to 8 are 1 to 9,
// 9 is 41, each letter, in either case, a number from 11 to 42, and
// '+', ':', '_', '-', '.', '/' numbers of their own); the digits of
// those numbers, written one after the other, are multiplied by their
// positions, counted from 1, and summed; the sum divided by the last of
// those digits gives a quotient whose last digit before the decimal
// point is the check digit. For urn:nbn:de:gbv:089-332175294 it is 5,
// the DNB's example urn:nbn:de:gbv:089-3321752945.
//
// The URN:NBN:DEs of library networks, of institutions and of the DNB
// carry it (urn:nbn:de:kobv:83-opus4-39397,
// urn:nbn:de:0030-drops-130471, urn:nbn:de:101:1-201102033592), except
// the NBNs that the DNB has assigned in its own sub-namespace 101:1
// since about 2019: 22 digits, a time stamp and more
// (urn:nbn:de:101:1-2022072702462487314192), whose last digit the
// algorithm does not give. So the rules compute the digit for a
// URN:NBN:DE that ends in a digit and is made of the table's characters
// alone, except an NBN string of more than 12 characters under
// de:101:1 (the DNB's earlier NBNs there have 12).
//
// A digit that does not match is reported by [Set.Note], and the URN
// stays valid. RFC 8458 leaves the NBN string to the library that
// assigns it, and section 7 says that "no validation mechanisms are
// specified on the global level", though NBNs of an authority "can
// have a well-specified and rich syntax (including, e.g., fixed length
// and checksum)": the check digit is the DNB's rule for the NBNs it
// registers, not a part of the namespace's syntax, and forms of the
// DNB's own (as the one above) can go without it.
var nbnRules = Rules{
	NID:       "nbn",
	Source:    "RFC 8458, sections 4.2, 4.3 and 5; for de, the DNB's URN check digit algorithm",
	Validate:  validateNBN,
	Canonical: canonicalNBN,
	Note:      noteNBN,
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

// dnbValues holds the numbers of the DNB's check digit table, 0 for a
// character the table does not give.
var dnbValues = func() (v [256]uint8) {
	const digits = "0123456789"
	for i, n := range [...]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 41} {
		v[digits[i]] = n
	}
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	for i, n := range [...]uint8{18, 14, 19, 15, 16, 21, 22, 23, 24, 25, 42, 26, 27, 13, 28, 29, 31, 12, 32, 33, 11, 34, 35, 36, 37, 38} {
		v[letters[i]] = n
		v[letters[i]|0x20] = n
	}
	v['+'], v[':'], v['_'], v['-'], v['.'], v['/'] = 49, 17, 43, 39, 47, 45
	return v
}()

// dnbCheckDigit returns the check digit of the DNB's algorithm for the
// URN urn:nbn: followed by nss, and whether the table gives every
// character of it.
func dnbCheckDigit(nss string) (byte, bool) {
	sum, pos, last := 0, 0, 0
	add := func(s string) bool {
		for i := 0; i < len(s); i++ {
			n := int(dnbValues[s[i]])
			if n == 0 {
				return false
			}
			if n >= 10 {
				pos++
				sum += pos * (n / 10)
			}
			pos++
			last = n % 10
			sum += pos * last
		}
		return true
	}
	if !add("urn:nbn:") || !add(nss) {
		return 0, false
	}
	return byte('0' + sum/last%10), true
}

// noteNBN notes a URN:NBN:DE whose last digit is not the check digit
// of the DNB's algorithm.
func noteNBN(nss string) (int, string) {
	if len(nss) < 4 || !equalLower(nss[:3], "de:") {
		return 0, ""
	}
	n, _ := nbnPrefix(nss)
	last := len(nss) - 1
	// The NBN string nss[n+1:] has last-n characters.
	if n == len("de:101:1") && equalLower(nss[:n], "de:101:1") && last-n > 12 {
		return 0, "" // the DNB's time-stamped NBNs, without the digit
	}
	if ascii.IsDigit(nss[last]) {
		if c, ok := dnbCheckDigit(nss[:last]); ok && c != nss[last] {
			return last, "check digit '" + nss[last:] + "' does not match: the DNB's algorithm gives '" + string(c) + "'"
		}
	}
	return 0, ""
}
