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
// [ISO7064]", whose computation the registration does not give; the
// rules check that it is a letter or digit.
//
// Equivalence. "Lexical equivalence of the URN-EIDR is defined by
// case-insensitive string match." The canonical form of the NSS is in
// lower case.
var eidrRules = Rules{
	NID:       "eidr",
	Source:    "RFC 7972, section 2",
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
	for k := 0; k < 25; k++ {
		at := start + k
		if at == len(nss) || k%5 == 4 && nss[at] != '-' || k%5 != 4 && !ascii.IsHex(nss[at]) {
			return at, errEIDRSuffix
		}
	}
	switch at := start + 25; {
	case at == len(nss) || !isAlnum(nss[at]):
		return at, errEIDRSuffix
	case at+1 < len(nss):
		return at + 1, errEIDRSuffix
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
