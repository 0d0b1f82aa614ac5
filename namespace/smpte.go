// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// smpteRules holds the rules of the "smpte" namespace (Society of
// Motion Picture and Television Engineers), registered by RFC 5119
// (section 2, the registration template).
//
// Syntax. "The Namespace Specific String (NSS) of all URNs that use the
// "smpte" NID shall be conformant to the URN syntax requirements
// defined in [RFC2141]", and "SMPTE (or it successor) may add additional
// subnamespaces in the future". The template then gives the structure
// "for informative purposes" in ABNF:
//
//	NSS       = UL-NSS / other-NSS
//	UL-NSS    = "ul:" UL
//	UL        = QUADBYTE *(DOT QUADBYTE)
//	QUADBYTE  = 4BYTE
//	BYTE      = 2HEXDIG
//	other-NSS = 1*(DIGIT / ALPHA / "-" / ":")
//	; other-NSS that conforms with [RFC2141] for future expansion
//
// So an NSS that begins with "ul:" (in any case, as an ABNF literal) is
// a Universal Label, groups of 8 hex digits separated by '.', as in the
// example of section 3, ul:060E2B34.04010103.04010202.01011100: "The
// values of ULs in the "urn:smpte:ul" subnamespace shall be
// constrained as defined in [SMPTE298M]". Any other NSS, such as the
// other example, newnss:future-urn-2105, is held to what the text
// requires of every NSS, one or more RFC 2141 NSS characters: the
// informative other-NSS production is narrower than the RFC 2141
// syntax its comment refers to. The ABNF would also read a malformed
// label such as ul:xyz as an other-NSS; the rule does not, since the
// "ul" subnamespace is the one of Universal Labels.
//
// Equivalence. "Lexical equivalence of URNs in the "urn:smpte:ul"
// subnamespace is defined by case-insensitive string match", and
// "lexical equivalence of URNs in the "urn:smpte:" namespace outside of
// the "urn:smpte:ul" subnamespace is defined by exact string match". So
// a Universal Label compares without regard to case, and its canonical
// form is in lower case; no equivalence is added for other NSSs.
var smpteRules = Rules{
	NID:       "smpte",
	Source:    "RFC 5119, section 2",
	Validate:  validateSMPTE,
	Canonical: canonicalSMPTE,
}

var (
	errSMPTEHex = errors.New("want a hex digit (a Universal Label is groups of 8 hex digits separated by '.')")
	errSMPTEDot = errors.New("want '.' (a Universal Label is groups of 8 hex digits separated by '.')")
)

func validateSMPTE(nss string) (int, error) {
	if !smpteULPrefix(nss) {
		return validateRFC2141(nss)
	}
	if smpteUL(nss) {
		return 0, nil
	}
	for i := 3; ; i++ {
		// i is the offset of a QUADBYTE.
		for k := i; k < i+8; k++ {
			if k == len(nss) || !ascii.IsHex(nss[k]) {
				return k, errSMPTEHex
			}
		}
		i += 8
		if i == len(nss) {
			return 0, nil
		}
		if nss[i] != '.' {
			return i, errSMPTEDot
		}
	}
}

// canonicalSMPTE returns a Universal Label in lower case and any other
// NSS as it is.
func canonicalSMPTE(nss string) string {
	if !smpteULPrefix(nss) {
		return nss
	}
	if hasNoUpperOrPercent(nss) {
		return nss // as lowerOutsidePercent would return it
	}
	return lowerOutsidePercent(nss)
}

// hasNoUpperOrPercent reports whether s holds no ASCII upper-case
// letter and no '%', looking at eight bytes at a time. It is exact for
// a Universal Label, whose bytes are letters, digits, '.' and ':', and
// may report false for other strings that hold neither: it tests that
// each byte has the bit 0x20 set, which the upper-case letters alone of
// those bytes lack, and that none is zero in x^('%'*ones).
func hasNoUpperOrPercent(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := load64(s[i : i+8])
		p := x ^ '%'*ones8
		if x&(0x20*ones8) != 0x20*ones8 || (p-ones8)&^p&high8 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i]&0x20 == 0 || s[i] == '%' {
			return false
		}
	}
	return true
}

// smpteULPrefix reports whether nss begins with "ul:", in any case.
func smpteULPrefix(nss string) bool {
	return len(nss) >= 3 && nss[0]|0x20 == 'u' && nss[1]|0x20 == 'l' && nss[2] == ':'
}

// smpteUL reads nss, which begins with "ul:" in some case, as a
// Universal Label: it reports whether the rest is groups of 8 hex
// digits separated by '.', testing a group at a time with hexBits.
func smpteUL(nss string) bool {
	s := nss[3:]
	if len(s)%9 != 8 {
		return false
	}
	for i := 0; ; i += 9 {
		if hexBits(load64(s[i:i+8])) != high8 {
			return false
		}
		if i+8 == len(s) {
			return true
		}
		if s[i+8] != '.' {
			return false
		}
	}
}
