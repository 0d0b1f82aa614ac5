// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// ietfRules holds the rules of the "ietf" namespace, registered by
// RFC 2648 (section 2, the registration template), with its "params"
// subtree for registered protocol parameters (RFC 3553, section 3) and
// the SCIM subtree of that (RFC 7643, section 10.2.1).
//
// Syntax. RFC 2648, section 2, gives the ABNF
//
//	NSS = rfc-nss / fyi-nss / std-nss / bcp-nss / draft-nss / mtg-nss / other-nss
//	rfc-nss = "rfc:" 1*DIGIT      (and so fyi-nss, std-nss, bcp-nss)
//	draft-nss = "id:" string      (and so mtg-nss = "mtg:" string)
//	other-nss = string            ; beginning with a prefix other than one of those above
//	string = 1*(DIGIT / ALPHA / "-")
//
// as in urn:ietf:rfc:2141 and urn:ietf:id:ietf-urn-ietf-06; its
// literals, such as "rfc:", match in any case. RFC 3553, section 3, adds
// the sub-namespace "params", where "The colon character (":") is used
// to denote a very limited concept of hierarchy. If a colon is present
// then the items on both sides of it are valid names", as in
// urn:ietf:params:dns:rr-type-codes:soa; so a params NSS is "params:"
// and names separated by single colons, of RFC 2141 NSS characters
// (RFC 3553 compares by "the rules for URN syntax found in RFC 2141").
// Under params:scim: the structure of [SCIM] applies as well
// (RFC 7643, section 10.2.1).
//
// Equivalence depends on the subtree, and each text rules the part of
// the NSS that it defines. RFC 2648, section 2: "The entire URN is
// case-insensitive." So outside params the canonical form is in lower
// case, and so is the label "params", which names a series of the ietf
// namespace: "params" matches in any case, here and in [SCIM]. RFC
// 3553, section 3, for what follows "params:": "Lexical equivalence is
// achieved by exact string match according to the rules for URN syntax
// found in RFC 2141", and RFC 7643, section 10.2.1, for SCIM: "No
// special considerations; the rules for lexical equivalence specified
// in [RFC2141] apply." So the rest of a params URN is kept as written:
// urn:ietf:PARAMS:scim:api:x equals urn:ietf:params:scim:api:x, while
// urn:ietf:params:SCIM:api:x names another sub-namespace, "SCIM", valid
// as a params URN but not a SCIM URN.
var ietfRules = Rules{
	NID:       "ietf",
	Source:    "RFC 2648, section 2; RFC 3553, section 3; RFC 7643, section 10.2.1",
	Validate:  validateIETF,
	Canonical: canonicalIETF,
}

var (
	errIETFNumber = errors.New("want a decimal number")
	errIETFString = errors.New("want a letter, digit or '-'")
	errIETFSeries = errors.New("unknown series (RFC 2648 has rfc, fyi, std, bcp, id and mtg; RFC 3553 has params)")
	errIETFEmpty  = errors.New("a params URN has a name on both sides of each ':'")
)

func validateIETF(nss string) (int, error) {
	// Most ietf URNs are params URNs, written in lower case.
	const params = "params:"
	if len(nss) > len(params) && nss[:len(params)] == params {
		if rest := nss[len(params):]; tokensValid(rest) && scimTypeValid(rest) {
			return 0, nil
		}
	} else if ietfSeriesValid(nss) {
		return 0, nil
	}
	return checkIETF(nss)
}

// scimTypeValid reports whether rest, what follows "params:" in an
// ietf NSS whose names are valid, is valid: when it begins "scim:" it
// must go on with a SCIM type and ':' (parseSCIMTail finds nothing
// else wrong with valid names).
func scimTypeValid(rest string) bool {
	if len(rest) < len("scim:") || rest[:len("scim:")] != "scim:" {
		return true
	}
	t := rest[len("scim:"):]
	switch {
	case len(t) > len("api:") && t[:len("api:")] == "api:",
		len(t) > len("param:") && t[:len("param:")] == "param:",
		len(t) > len("schemas:") && t[:len("schemas:")] == "schemas:":
		return true
	}
	return false
}

// ietfSeriesValid reports whether nss is a valid ietf NSS of RFC 2648:
// a number after rfc:, fyi:, std: or bcp:, or a string after id: or
// mtg:. It is false for any other NSS, valid or not.
func ietfSeriesValid(nss string) bool {
	if len(nss) < 4 {
		return false
	}
	// A byte ORed with 0x20 is a lower-case letter exactly when the
	// byte is that letter in either case: so one OR folds a series.
	w := uint32(nss[0]) | uint32(nss[1])<<8 | uint32(nss[2])<<16 | 0x202020
	if nss[3] == ':' {
		switch w {
		case 'r' | 'f'<<8 | 'c'<<16, 'f' | 'y'<<8 | 'i'<<16, 's' | 't'<<8 | 'd'<<16, 'b' | 'c'<<8 | 'p'<<16:
			return allDigits(nss[4:])
		case 'm' | 't'<<8 | 'g'<<16:
			return allLDH(nss[4:])
		}
		return false
	}
	return nss[2] == ':' && w&0xFFFF == 'i'|'d'<<8 && allLDH(nss[3:])
}

// allLDH reports whether s is one or more ASCII letters, digits and
// '-': an RFC 2648 string. It reads s eight bytes at a time.
func allLDH(s string) bool {
	if len(s) < 8 {
		for i := 0; i < len(s); i++ {
			if !ldh[s[i]] {
				return false
			}
		}
		return s != ""
	}
	ok := uint64(0x8080808080808080)
	i := 0
	for ; i <= len(s)-8; i += 8 {
		ok &= ldhBits(load64(s[i:]))
	}
	if i < len(s) {
		ok &= ldhBits(load64(s[len(s)-8:])) // overlaps bytes already read
	}
	return ok == 0x8080808080808080
}

// ldhBits returns a word with the high bit of each byte set where that
// byte of x is an ASCII letter, digit or '-', and every other bit
// clear.
func ldhBits(x uint64) uint64 {
	const low7 = 0x7F7F7F7F7F7F7F7F
	// As in hexBits: for a byte b below 0x80, b+(0x80-lo) has its high
	// bit set when b >= lo, and b+(0x7F-hi) when b > hi; ORing 0x20
	// makes a letter lower case and keeps every other byte out of
	// 'a'..'z'. A byte from 0x80 up, whose sums may carry into the
	// next byte, is none of these, and x clears its bit.
	lower := x | 0x20*ones8
	digit := (x + (0x80-'0')*ones8) &^ (x + (0x7F-'9')*ones8)
	letter := (lower + (0x80-'a')*ones8) &^ (lower + (0x7F-'z')*ones8)
	dash := ^(x ^ '-'*ones8 + low7)
	return (digit | letter | dash) &^ x & high8
}

// ldh marks the ASCII letters, digits and '-'.
var ldh = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = isLDH(byte(c))
	}
	return t
}()

// checkIETF judges any ietf NSS, valid or not, and reports the offset
// of the first byte that cannot belong.
func checkIETF(nss string) (int, error) {
	if rest, ok := strings.CutPrefix(nss, "params:"); ok {
		return validateIETFParams(rest, len("params:"))
	}
	i := strings.IndexByte(nss, ':')
	if i < 0 {
		return scanIETFString(nss, 0)
	}
	series, rest := nss[:i], nss[i+1:]
	at := i + 1 // offset of rest in nss
	switch ietfSeriesOf(series) {
	case ietfNumber:
		if !allDigits(rest) {
			return at + max(0, firstNonDigit(rest)), errIETFNumber
		}
		return 0, nil
	case ietfString:
		return scanIETFString(rest, at)
	case ietfParams:
		return validateIETFParams(rest, at)
	}
	if n, err := scanIETFString(series, 0); err != nil {
		return n, err
	}
	return len(series), errIETFSeries
}

// validateIETFParams checks rest, what follows "params:" in an ietf NSS
// at offset at.
func validateIETFParams(rest string, at int) (int, error) {
	// RFC 3553: a name on both sides of every ':'. The series "params"
	// itself is letters.
	if n, err := scanTokens(rest); err == errEmpty {
		return at + n, errIETFEmpty
	} else if err != nil {
		return at + n, err
	}
	if tail, ok := strings.CutPrefix(rest, "scim:"); ok {
		if _, n, err := parseSCIMTail(tail); err != nil {
			return at + len("scim:") + n, err
		}
	}
	return 0, nil
}

// The kinds of series of an ietf NSS.
const (
	ietfUnknown = iota
	ietfNumber  // rfc, fyi, std, bcp: a number follows
	ietfString  // id, mtg: a string follows
	ietfParams  // params: names separated by ':' follow (RFC 3553)
)

// ietfSeriesOf returns the kind of the series s, compared without
// regard to case.
func ietfSeriesOf(s string) int {
	var buf [6]byte
	if len(s) > len(buf) {
		return ietfUnknown
	}
	for i := 0; i < len(s); i++ {
		buf[i] = ascii.Lower(s[i])
	}
	switch string(buf[:len(s)]) {
	case "rfc", "fyi", "std", "bcp":
		return ietfNumber
	case "id", "mtg":
		return ietfString
	case "params":
		return ietfParams
	}
	return ietfUnknown
}

// scanIETFString checks that s is an RFC 2648 string, 1*(ALPHA / DIGIT
// / "-"), and reports an offset into the NSS, where s begins at at.
func scanIETFString(s string, at int) (int, error) {
	for i := 0; i < len(s); i++ {
		if !isLDH(s[i]) {
			return at + i, errIETFString
		}
	}
	if s == "" {
		return at, errIETFString
	}
	return 0, nil
}

// firstNonDigit returns the index of the first byte of s that is not a
// digit, or len(s).
func firstNonDigit(s string) int {
	for i := 0; i < len(s); i++ {
		if !ascii.IsDigit(s[i]) {
			return i
		}
	}
	return len(s)
}

// canonicalIETF returns the canonical form of a valid ietf NSS: in lower
// case (RFC 2648), except what follows "params:" in a params URN, which
// RFC 3553 keeps as written.
func canonicalIETF(nss string) string {
	// Of the series that a valid NSS can begin with, "params" alone
	// has six letters: the first ':' is at 6 in a params NSS, and in
	// no other valid NSS.
	if len(nss) > len("params") && nss[len("params")] == ':' {
		if nss[:len("params")] == "params" {
			return nss // "params" is in lower case, and the rest is kept
		}
		if hasPrefixFold(nss, "params") {
			return lowerPrefix(nss, len("params"))
		}
	}
	return lowerOutsidePercent(nss)
}
