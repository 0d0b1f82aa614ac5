// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// eidrRules holds the rules of the "eidr" namespace (Entertainment
// Identifier Registry), registered by RFC 7972 (section 2, the
// registration template).
//
// Syntax. The declaration of syntactic structure gives
//
//	URN-EIDR = "urn:eidr:" EIDR-NSS
//	EIDR-NSS = EIDR-PREFIX ":" EIDR-SUFFIX
//	EIDR-PREFIX = 1*EIDR-CHARS
//	EIDR-SUFFIX = 1*EIDR-CHARS
//	EIDR-CHARS = ALPHA / DIGIT / "-" / "." / "_"
//
// and "When EIDR-PREFIX is equal to "10.5240", the syntax of
// EIDR-SUFFIX is further constrained":
//
//	RP2079-SUFFIX = 5(4HEXDIG "-") CHECK
//	CHECK         = DIGIT / ALPHA
//
// So the NSS is a prefix, ':' and a suffix of letters, digits, '-', '.'
// and '_'; under the prefix 10.5240 the suffix is five groups of four
// hex digits, each followed by '-', and a check character, as in the
// example urn:eidr:10.5240:7791-8534-2C23-9030-8610-5. The check
// character is "the Mod 37,36 check character as specified in
// [ISO7064]": the rules compute it over the 20 hex digits of the five
// groups, by the hybrid system that ISO/TC 46/SC 9/WG 1 N 130 (the
// method for calculating the ISAN check digit, 2000-04-13) describes,
// with the values and modulus of MOD 37,36 that it names for
// alphanumeric strings, and refuse a suffix whose check character
// differs, in either case: the example's is 5, and
// urn:eidr:10.5240:7791-8534-2C23-9030-8610-X is not valid.
//
// Equivalence. "Lexical equivalence of the URN-EIDR is defined by
// case-insensitive string match." The canonical form of the NSS is in
// lower case.
var eidrRules = Rules{
	NID:       "eidr",
	Source:    "RFC 7972, section 2; ISO/TC 46/SC 9/WG 1 N 130 (ISO 7064 MOD 37,36)",
	Validate:  validateEIDR,
	Canonical: lowerOutsidePercent,
}

var (
	errEIDRChars  = errors.New("want EIDR-PREFIX:EIDR-SUFFIX, each of letters, digits, '-', '.' or '_'")
	errEIDRSuffix = errors.New("under the prefix 10.5240, want five groups of 4 hex digits, each followed by '-', and a check character")
)

func validateEIDR(nss string) (int, error) {
	i := scanEIDR(nss, 0)
	if i == 0 || i == len(nss) || nss[i] != ':' {
		return i, errEIDRChars
	}
	start := i + 1
	if j := scanEIDR(nss, start); j == start || j < len(nss) {
		return j, errEIDRChars
	}
	if nss[:i] != "10.5240" {
		return 0, nil
	}
	// RP2079-SUFFIX = 5(4HEXDIG "-") CHECK
	p := newMod3736()
	for k := 0; k < 25; k++ {
		at := start + k
		if at == len(nss) || k%5 == 4 && nss[at] != '-' || k%5 != 4 && !ascii.IsHex(nss[at]) {
			return at, errEIDRSuffix
		}
		if k%5 != 4 {
			p = p.add(nss[at])
		}
	}
	switch at := start + 25; {
	case at == len(nss) || !isAlnum(nss[at]):
		return at, errEIDRSuffix
	case at+1 < len(nss):
		return at + 1, errEIDRSuffix
	case ascii.Upper(nss[at]) != p.check():
		return at, &checkError{"check character", "ISO 7064 MOD 37,36", nss[at:], string(p.check())}
	}
	return 0, nil
}

// scanEIDR returns the end of the run of EIDR-CHARS at nss[i:].
func scanEIDR(nss string, i int) int {
	for i < len(nss) && (ascii.IsLetter(nss[i]) || ascii.IsDigit(nss[i]) || nss[i] == '-' || nss[i] == '.' || nss[i] == '_') {
		i++
	}
	return i
}
