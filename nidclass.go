// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import "strconv"

// An NIDClass says what kind of namespace identifier a NID is under
// the registration rules of RFC 8141 section 5.1 and draft 14 section 6.
// These rules say which NIDs IANA may assign, not which NIDs a parser
// accepts: every class but NIDInvalid parses.
//
// Whether a NID is actually assigned is a separate question, answered
// by [LookupNID].
type NIDClass uint8

const (
	// NIDInvalid is the class of a string that is not a NID under
	// RFC 8141: not 2 to 32 ASCII letters, digits and hyphens, or
	// beginning or ending with '-'.
	NIDInvalid NIDClass = iota

	// NIDFormal is the class of a NID that IANA may assign as a formal
	// namespace: one that falls in none of the classes below.
	NIDFormal

	// NIDInformal is the class of an informal NID: "urn-" followed by
	// a positive decimal number without leading zeros, such as "urn-7".
	NIDInformal

	// NIDUnassignable is the class of a valid NID that can be neither
	// formal nor informal: "urn-" followed by anything but a number
	// without leading zeros ("urn-0", "urn-07", "urn-x"), and the
	// two-character NIDs that are not two letters ("a1", "42"), since a
	// formal NID must be longer than two characters.
	NIDUnassignable

	// NIDCountryCode is the class of the NIDs reserved for ISO 3166
	// country codes and their subdivisions: exactly two letters ("de"),
	// or two letters, '-' and more ("de-bw").
	NIDCountryCode

	// NIDDNSLike is the class of the NIDs that begin with two letters
	// and two hyphens, as the ACE labels of internationalized domain
	// names do ("xn--..."). RFC 8141 keeps them out of the formal
	// namespaces.
	NIDDNSLike

	// NIDExperimental is the class of the experimental NIDs of RFC 3406,
	// which begin with "X-" in any case ("x-acme"). RFC 8141 retired
	// them: they may still appear, but none can be assigned.
	NIDExperimental

	// NIDReserved is the class of the NID "urn" (in any case), which
	// RFC 2141 reserves.
	NIDReserved

	numNIDClasses
)

var nidClassNames = [numNIDClasses]string{
	NIDInvalid:      "invalid",
	NIDFormal:       "formal",
	NIDInformal:     "informal",
	NIDUnassignable: "unassignable",
	NIDCountryCode:  "country-code",
	NIDDNSLike:      "dns-like",
	NIDExperimental: "experimental",
	NIDReserved:     "reserved",
}

// String returns the name of c: "invalid", "formal", "informal",
// "unassignable", "country-code", "dns-like", "experimental" or
// "reserved".
func (c NIDClass) String() string {
	if c < numNIDClasses {
		return nidClassNames[c]
	}
	return "NIDClass(" + strconv.Itoa(int(c)) + ")"
}

// ClassifyNID returns the class of nid, which is compared without
// regard to case. It returns NIDInvalid unless nid is a NID under
// RFC 8141 (so the one-character NIDs and the NIDs ending in '-' that
// RFC 2141 allowed are invalid). ClassifyNID does not allocate.
//
// When a NID fits more than one description, the more specific wins:
// "xn--a" is DNS-like rather than a country code, and "x-a" is
// experimental.
func ClassifyNID(nid string) NIDClass {
	if !validNID(nid) {
		return NIDInvalid
	}
	letter := func(i int) bool { return class[nid[i]]&cAlnum != 0 && !isDigit(nid[i]) }
	switch {
	case len(nid) == 3 && hasPrefixFold(nid, "urn"):
		return NIDReserved
	case hasPrefixFold(nid, "urn-"):
		if n := nid[4:]; n[0] != '0' && allDigits(n) {
			return NIDInformal
		}
		return NIDUnassignable
	case hasPrefixFold(nid, "x-"):
		return NIDExperimental
	case letter(0) && letter(1) && len(nid) >= 4 && nid[2] == '-' && nid[3] == '-':
		return NIDDNSLike
	case letter(0) && letter(1) && (len(nid) == 2 || nid[2] == '-'):
		return NIDCountryCode
	case len(nid) == 2:
		return NIDUnassignable
	}
	return NIDFormal
}

// validNID reports whether nid is a NID under RFC 8141:
// alphanum 0*30ldh alphanum.
func validNID(nid string) bool {
	if len(nid) < 2 || len(nid) > maxNID ||
		class[nid[0]]&cAlnum == 0 || class[nid[len(nid)-1]]&cAlnum == 0 {
		return false
	}
	for i := 1; i < len(nid)-1; i++ {
		if class[nid[i]]&cLDH == 0 {
			return false
		}
	}
	return true
}

// hasPrefixFold reports whether s begins with prefix, which is in lower
// case, ignoring the ASCII case of s.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		if lower(s[i]) != prefix[i] {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}
