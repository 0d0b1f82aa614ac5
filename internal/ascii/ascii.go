// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ascii holds the ASCII byte helpers that the urn packages
// share. The grammar of a URN (RFC 8141, section 2) admits ASCII bytes
// only.
//
// Every function is small enough for the compiler to inline it, since
// the parser and the namespace rules call them once per byte.
package ascii

// Lower returns the ASCII lower case of c, and c itself if it is not
// an upper-case ASCII letter.
func Lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// Upper returns the ASCII upper case of c, and c itself if it is not a
// lower-case ASCII letter.
func Upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// IsDigit reports whether c is an ASCII digit.
func IsDigit(c byte) bool { return '0' <= c && c <= '9' }

// IsLetter reports whether c is an ASCII letter.
func IsLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// IsHex reports whether c is a hex digit, in either case (HEXDIG of
// RFC 5234, appendix B.1, which is case-insensitive).
func IsHex(c byte) bool { return IsDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }

// Unhex returns the value of the hex digit c, in either case. The
// result for any other byte is meaningless: callers check c first,
// with IsHex or a table of their own.
func Unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}
