// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

// The bytes of a URN are ASCII, and every syntax is written in terms
// of a few classes of them. This file holds the table of those classes
// and the small ASCII helpers built on it.

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

// isAlnum reports whether c is an ASCII letter or digit.
func isAlnum(c byte) bool { return class[c]&cAlnum != 0 }

// isSpace reports whether c is ASCII white space that separates words
// and lines: space, tab, carriage return or line feed.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }
