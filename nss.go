// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

// Character classes. Each byte value has a set of class bits in the
// table class; a syntax says which bit a part of the URN needs.
const (
	cAlnum    = 1 << iota // ALPHA / DIGIT
	cLDH                  // ALPHA / DIGIT / "-" (RFC 8141 ldh)
	cPath                 // pchar / "/" without "%": RFC 8141 NSS and component bytes
	cTrans                // RFC 2141 trans: ALPHA / DIGIT / other
	cHex                  // HEXDIG, either case
	cUpper                // ALPHA upper case
	cLowerHex             // "a" to "f"
	cFrag                 // cPath and "?": f-component bytes (RFC 3986 fragment)
)

// class holds the class bits of every byte value. Bytes outside ASCII,
// controls, space and the characters no URN syntax allows have none.
var class = func() (t [256]uint8) {
	set := func(chars string, bits uint8) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= bits
		}
	}
	const (
		upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
		lower  = "abcdefghijklmnopqrstuvwxyz"
		digits = "0123456789"
	)
	set(upper+lower+digits, cAlnum|cLDH|cPath|cTrans)
	set(upper, cUpper)
	set("-", cLDH)
	// unreserved / sub-delims / ":" / "@" / "/" (RFC 3986), without ALPHA and DIGIT.
	set("-._~!$&'()*+,;=:@/", cPath)
	for c := range t {
		if t[c]&cPath != 0 || c == '?' {
			t[c] |= cFrag
		}
	}
	// RFC 2141 "other".
	set("()+,-.:=@;$_!*'", cTrans)
	set(digits+"abcdefABCDEF", cHex)
	set("abcdef", cLowerHex)
	return t
}()

// runOf returns the index of the first byte of s at or after i that
// lacks the class bit m, or len(s). It is the hot loop of the scanner:
// runs of ordinary characters are checked eight bytes a step.
func runOf(s string, i int, m uint8) int {
	for len(s)-i >= 8 {
		w := s[i : i+8]
		if class[w[0]]&class[w[1]]&class[w[2]]&class[w[3]]&
			class[w[4]]&class[w[5]]&class[w[6]]&class[w[7]]&m == 0 {
			break
		}
		i += 8
	}
	for i < len(s) && class[s[i]]&m != 0 {
		i++
	}
	return i
}

// scanPercent checks the triplet that begins with the '%' at s[i] and
// returns the index just past it. On failure it returns the offset of
// the first byte that cannot belong and the reason.
func scanPercent(s string, i int, noNUL bool) (int, reason) {
	switch {
	case i+1 >= len(s):
		return len(s), rPctHex
	case class[s[i+1]]&cHex == 0:
		return i + 1, rPctHex
	case i+2 >= len(s):
		return len(s), rPctHex
	case class[s[i+2]]&cHex == 0:
		return i + 2, rPctHex
	case noNUL && s[i+1] == '0' && s[i+2] == '0':
		return i + 2, rPctNUL
	}
	return i + 3, 0
}

// scanNSS scans the NSS that begins at s[i] and returns the index of
// its end: the end of s or the first byte that is not part of it. The
// caller decides what that byte means.
func (g *grammar) scanNSS(s string, i int) (int, reason) {
	if i < len(s) && s[i] == '/' && g.noLeadingSlash {
		return i, rNSSSlash
	}
	for {
		i = runOf(s, i, g.nssClass)
		if i == len(s) || s[i] != '%' {
			return i, 0
		}
		var r reason
		if i, r = scanPercent(s, i, g.noNUL); r != 0 {
			return i, r
		}
	}
}

// nssStopReason says why the byte c cannot continue the NSS, given that
// it does not open a component.
func (g *grammar) nssStopReason(c byte) reason {
	if g.legacyMessages {
		switch c {
		case '/', '?', '#':
			return rNSSReserved2141
		case '&', '~':
			return rNSSExcluded2141
		}
	}
	return rNSSChar
}
