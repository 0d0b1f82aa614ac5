// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// The ASCII helpers of the namespace rules. NIDs and the NSSs they
// look at are ASCII: the bytes of a UTF-8 character are percent-encoded
// in a URN.

// hasPrefixFold reports whether s begins with prefix, which is in lower
// case, ignoring the ASCII case of s.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		if lower(s[i]) != prefix[i] {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// isHex reports whether c is a hex digit, in either case.
func isHex(c byte) bool { return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }

// isLDH reports whether c is an ASCII letter, digit or '-' (RFC 8141
// ldh).
func isLDH(c byte) bool { return isLetter(c) || isDigit(c) || c == '-' }

// lower returns the ASCII lower case of c.
func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}
