// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// isoRules holds the rules of the "iso" namespace (documents of the
// International Organization for Standardization), registered by
// RFC 5141 (section 2, the registration template).
//
// Syntax. RFC 5141, section 2.4.1: "The Namespace Specific Strings
// (NSSs) of all URNs assigned by ISO will conform to the syntax defined
// in Section 2.2 of [RFC2141]", and
//
//	std-nss       = "std:" docidentifier *supplement *docelement [addition]
//	docidentifier = originator [":" type] ":" docnumber [":" partnumber]
//	                [[":" status] ":" edition] [":" docversion] [":" language]
//	originator    = "iso" / "iso-iec" / "iso-cie" / "iso-astm" / "iso-ieee" / "iec"
//	type          = "data" / "guide" / "isp" / "iwa" / "pas" / "r" / "tr" / "ts" / "tta"
//	docnumber     = DIGITS
//	addition      = techdefined / isodefined
//	techdefined   = ":tech" *techelement
//	isodefined    = <unspecified>
//
// As ABNF literals, the words match in any case. Every element after
// the docnumber is optional, and the last, the addition, has no syntax:
// "The syntax of the <addition> element is not specified in this RFC",
// and "The definition of an <addition> element beginning with any
// symbol other than <tech> is reserved to the ISO Central Secretariat."
// Whatever follows the docnumber can therefore be an addition, so the
// check covers what the grammar fixes: "std:", an originator, an
// optional type and a docnumber, then either the end of the NSS or ':'
// and at least one more character, all of them RFC 2141 NSS characters
// (no '~' or '&'). So std:iso:9999:-1:ed-1:en and std:iso-iec:tr:9999
// are valid, and std:ansi:9999 and std:iso:99a are not.
//
// Equivalence. RFC 5141, section 2.9: "URNs are lexically equivalent if
// they are octet-by-octet equal after the following preprocessing: 1.
// normalize the case of the leading "urn:" token 2. normalize the case
// of the NID 3. normalize the case of any %-escaping 4. normalize the
// case of all elements". The canonical form is in lower case, as the
// examples are written and as section 2.8 converts the NSS for
// resolution (the hex digits of percent-encoded octets stay in upper
// case, as RFC 8141 normalizes them).
var isoRules = Rules{
	NID:       "iso",
	Source:    "RFC 5141, sections 2.4.1 and 2.9",
	Validate:  validateISO,
	Canonical: lowerOutsidePercent,
}

var (
	errISOStd        = errors.New(`want "std:" (RFC 5141 defines only the std-nss)`)
	errISOOriginator = errors.New("unknown originator (want iso, iso-iec, iso-cie, iso-astm, iso-ieee or iec)")
	errISONumber     = errors.New("want the document number, a decimal number")
	errISOAfter      = errors.New("want ':' and the next element after the document number")
)

var (
	isoOriginators = []string{"iso", "iso-iec", "iso-cie", "iso-astm", "iso-ieee", "iec"}
	isoTypes       = []string{"data", "guide", "isp", "iwa", "pas", "r", "tr", "ts", "tta"}
)

func validateISO(nss string) (int, error) {
	if isoValid(nss) {
		return 0, nil
	}
	return scanISO(nss)
}

// isoValid reports whether nss is "std:" in any case, an originator in
// lower case, a document number and what may follow it, without a type
// of document: the common form of an iso NSS, checked in one pass.
// scanISO accepts every NSS it accepts, and finds what is wrong with
// the others.
func isoValid(nss string) bool {
	if len(nss) < 5 || nss[0]|0x20 != 's' || nss[1]|0x20 != 't' || nss[2]|0x20 != 'd' || nss[3] != ':' {
		return false
	}
	i := 4
	switch rest := nss[4:]; {
	case strings.HasPrefix(rest, "iso:"), strings.HasPrefix(rest, "iec:"):
		i += 4
	case strings.HasPrefix(rest, "iso-iec:"), strings.HasPrefix(rest, "iso-cie:"):
		i += 8
	case strings.HasPrefix(rest, "iso-astm:"), strings.HasPrefix(rest, "iso-ieee:"):
		i += 9
	default:
		return false
	}
	start := i
	for i < len(nss) && ascii.IsDigit(nss[i]) {
		i++
	}
	if i == start || i < len(nss) && (nss[i] != ':' || i+1 == len(nss)) {
		return false
	}
	// The rest is made of RFC 2141 NSS characters: the parser has let
	// only '&' and '~' through besides them.
	for ; i < len(nss); i++ {
		if nss[i] == '&' || nss[i] == '~' {
			return false
		}
	}
	return true
}

// scanISO checks nss against the iso rules, and returns the offset of
// the first byte that cannot belong and why.
func scanISO(nss string) (int, error) {
	if !hasPrefixFold(nss, "std:") {
		for i := 0; i < len(nss) && i < 4; i++ {
			if ascii.Lower(nss[i]) != "std:"[i] {
				return i, errISOStd
			}
		}
		return len(nss), errISOStd
	}
	i := 4
	tok, _, _ := strings.Cut(nss[i:], ":")
	if n, ok := matchWord(tok, isoOriginators); !ok {
		return i + n, errISOOriginator
	}
	i += len(tok) + 1
	if tok, _, _ = strings.Cut(nss[min(i, len(nss)):], ":"); i < len(nss) {
		if _, ok := matchWord(tok, isoTypes); ok {
			i += len(tok) + 1
		}
	}
	i = min(i, len(nss))
	start := i
	for i < len(nss) && ascii.IsDigit(nss[i]) {
		i++
	}
	switch {
	case i == start:
		return i, errISONumber
	case i < len(nss) && nss[i] != ':':
		return i, errISOAfter
	case i+1 == len(nss):
		return len(nss), errISOAfter
	}
	if n, err := scanRFC2141(nss); err != nil {
		return n, err
	}
	return 0, nil
}
