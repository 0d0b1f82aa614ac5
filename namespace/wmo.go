// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// wmoRules holds the rules of the "wmo" namespace (World Meteorological
// Organization), as its IANA registration template, version 1 of
// 2025-06-04, states them.
//
// Syntax. The template's section "Syntax": "Defined schemas will be
// identified by the wmo NID and will include other attributes that are
// encoded in IRA T.50 without spaces, semicolons, or accented
// characters. The syntax of wmo NID-based URNs has the following
// structure: urn:wmo:{resource-type}:{centre-id}:{local-id}". So the
// NSS is a resource type, ':', a centre identifier, ':' and a local
// identifier, none of them empty, the first two without ':' (the local
// identifier is the Member's, and may hold more ':'); and no ';', no
// space (%20) and no octet outside IRA T.50, the 7-bit code of US-ASCII
// (%80 to %FF), where an accented character would be. "Currently, only
// the "md" NSS is defined", and "Future NSS values will be defined as
// required by WMO": the structure holds for every resource type, and
// the rules accept any. The examples of the template are
// urn:wmo:md:ca-eccc-msc:weather.observations.swob-realtime,
// urn:wmo:md:de-dwd:icon-eps.ALL and
// urn:wmo:md:fr-meteofrance-global-broker:gb.
//
// Equivalence. The template states no rule of its own, so two wmo URNs
// are equivalent exactly when RFC 8141 says so.
var wmoRules = Rules{
	NID:      "wmo",
	Source:   "IANA registration template of wmo, version 1 (2025-06-04): Syntax",
	Validate: validateWMO,
}

var (
	errWMOParts = errors.New("want {resource-type}:{centre-id}:{local-id}, none of them empty")
	errWMOChar  = errors.New("not allowed in a wmo URN: no semicolons, spaces or characters outside IRA T.50")
)

func validateWMO(nss string) (int, error) {
	if wmoValid(nss) {
		return 0, nil
	}
	return scanWMO(nss)
}

// wmoValid reports whether nss is three non-empty parts separated by
// ':', the last of which may hold ':', with no ';' and no
// percent-encoded octet. scanWMO accepts every NSS it accepts, and
// finds what is wrong with the others.
func wmoValid(nss string) bool {
	a := strings.IndexByte(nss, ':')
	if a <= 0 {
		return false
	}
	b := strings.IndexByte(nss[a+1:], ':')
	if b <= 0 || a+b+2 == len(nss) {
		return false
	}
	// No ';' or '%', eight bytes at a time: a byte of x is one of them
	// where x^(c*ones) has a zero byte, and the lowest byte of y marked
	// in (y-ones)&^y is its first zero byte (bytes above it may be
	// marked by its borrow, which does not matter here).
	i := 0
	for ; i+8 <= len(nss); i += 8 {
		x := load64(nss[i : i+8])
		c, d := x^';'*ones8, x^'%'*ones8
		if ((c-ones8)&^c|(d-ones8)&^d)&high8 != 0 {
			return false
		}
	}
	for ; i < len(nss); i++ {
		if nss[i] == ';' || nss[i] == '%' {
			return false
		}
	}
	return true
}

// scanWMO checks nss against the wmo rules, and returns the offset of
// the first byte that cannot belong and why.
func scanWMO(nss string) (int, error) {
	// The characters first, so that a bad one is named wherever it is.
	for i := 0; i < len(nss); i++ {
		switch c := nss[i]; {
		case c == ';':
			return i, errWMOChar
		case c == '%' && (nss[i+1] >= '8' || nss[i+1:i+3] == "20" || nss[i+1:i+3] == "3B"):
			// The NSS is in RFC 8141 canonical form: "%" and two
			// upper-case hex digits.
			return i, errWMOChar
		}
	}
	// resource-type ":" centre-id ":" local-id
	return validateParts(nss, 3, errWMOParts)
}
