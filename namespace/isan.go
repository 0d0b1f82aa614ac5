// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// isanRules holds the rules of the "isan" namespace (International
// Standard Audiovisual Number), registered by RFC 4246 (sections 2 and
// 3).
//
// Syntax. Section 3 gives, in augmented BNF with the elements of RFC
// 2141,
//
//	<ISAN-NSS>     ::= <root> <episode> [version]
//	<root>         ::= 3*(<hexnum> "-")
//	<episode>      ::= <hexnum> "-" <check>
//	<version>      ::= 2*("-" <hexnum>) "-" <check>
//	<hexnum>       ::= 4*(<hex>)
//	<check>        ::= <upper> | <lower> | <number>
//
// So the NSS is groups separated by '-': four or more groups of four or
// more hex digits and a check character, then optionally two or more
// such groups and a check character, as in the examples of section 2,
// URN:ISAN:0123-1230-3210-2310-1 and
// URN:ISAN:1881-66C7-3420-6541-9-9F3A-0245-U. ("3*" and "4*" are "at
// least" in this notation.)
//
// Check characters. Section 2: the ISAN "includes check characters"
// computed by ISO 7064 MOD 37,36, which the registration does not
// spell out. The rules compute each by the hybrid system that ISO/TC
// 46/SC 9/WG 1 N 130 (the method for calculating the ISAN check digit,
// 2000-04-13) describes, with the values and modulus of MOD 37,36 that
// it names for alphanumeric strings: the first over the hex digits of
// the root and episode, the second over those of the root, episode and
// version (not over the first check character), as in the ISAN
// 0000-0000-9E59-0000-O-0000-0000-2. A check character that differs, in
// either case, is refused. Neither example of section 2 passes: the
// check character of 0123-1230-3210-2310 is J, not 1, and those of
// 1881-66C7-3420-6541-9-9F3A-0245-U would be Y and O, not 9 and U. The
// rules refuse both, as a program that checks ISANs does.
//
// Equivalence. "The ISAN-NSS is case-insensitive. Upper and lower case
// characters are treated as identical." The canonical form of the NSS
// is in lower case.
var isanRules = Rules{
	NID:       "isan",
	Source:    "RFC 4246, sections 2 and 3; ISO/TC 46/SC 9/WG 1 N 130 (ISO 7064 MOD 37,36)",
	Validate:  validateISAN,
	Canonical: lowerOutsidePercent,
}

var errISAN = errors.New("want groups of 4 or more hex digits separated by '-', each run ending in '-' and a check character (a root of 3 groups, an episode group and its check, optionally a version of 2 or more groups and its check)")

func validateISAN(nss string) (int, error) {
	// Groups separated by '-': a group of one letter or digit is a
	// check character, ending a run of hexnums; the first run (root and
	// episode) has at least 4 groups, the second (version) at least 2.
	// p runs over the hex digits of every group but the check
	// characters.
	hexnums, runs := 0, 0
	p := newMod3736()
	for start := 0; ; {
		end := start
		for end < len(nss) && nss[end] != '-' {
			end++
		}
		g := nss[start:end]
		switch {
		case len(g) == 1 && isAlnum(g[0]) && hexnums >= 4-2*runs:
			if c := p.check(); ascii.Upper(g[0]) != c {
				return start, &checkError{"check character", "ISO 7064 MOD 37,36", g, string(c)}
			}
			runs, hexnums = runs+1, 0
			if end == len(nss) {
				return 0, nil
			}
			if runs == 2 {
				return end, errISAN
			}
		case len(g) >= 4 && allHex(g):
			for i := 0; i < len(g); i++ {
				p = p.add(g[i])
			}
			hexnums++
			if end == len(nss) {
				return end, errISAN
			}
		default:
			k := 0
			for k < len(g) && ascii.IsHex(g[k]) {
				k++
			}
			return start + k, errISAN
		}
		start = end + 1
	}
}

// allHex reports whether s is all hex digits.
func allHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if !ascii.IsHex(s[i]) {
			return false
		}
	}
	return true
}
