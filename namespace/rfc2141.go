// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// Many registrations define their NSSs by RFC 2141, section 2.2, which
// RFC 8141 has since widened; RFC 8254, section 4, says such a
// registration is to "be read as not requiring or allowing any features
// that were not allowed and specified by the earlier URN [RFC2141]".

var (
	errRFC2141 = errors.New("not allowed in an RFC 2141 NSS (RFC 2141, section 2.2)")
	errEmpty   = errors.New("want a name (it cannot be empty)")
)

// rfc2141 marks the bytes that RFC 2141, section 2.2, allows in an NSS
// as they are, beside "%" and two hex digits:
//
//	<trans>    ::= <upper> | <lower> | <number> | <other> | <reserved>
//	<other>    ::= "(" | ")" | "+" | "," | "-" | "." | ":" | "=" | "@" | ";" | "$" | "_" | "!" | "*" | "'"
//	<reserved> ::= '%" | "/" | "?" | "#"
//
// An RFC 8141 NSS can hold two bytes that RFC 2141 does not allow: '~'
// and '&'. The table holds 1 for such a byte and 0 for any other, so
// that scanRFC2141 can test eight bytes with one branch.
var rfc2141 = func() (t [256]uint8) {
	for c := '0'; c <= '9'; c++ {
		t[c] = 1
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = 1, 1
	}
	for _, c := range "()+,-.:=@;$_!*'/?#" {
		t[c] = 1
	}
	return t
}()

// scanRFC2141 checks that s is made of the characters of an RFC 2141
// NSS (section 2.2): the bytes of rfc2141 and "%" followed by two hex
// digits. It returns len(s) and nil if so, and otherwise the offset of
// the first byte that cannot belong and an error. It does not check
// that s is not empty.
func scanRFC2141(s string) (int, error) {
	i := 0
	for {
		// Most bytes are letters and digits: take eight a step while
		// every one of them is a plain RFC 2141 character.
		for ; len(s)-i >= 8; i += 8 {
			if rfc2141[s[i]]&rfc2141[s[i+1]]&rfc2141[s[i+2]]&rfc2141[s[i+3]]&
				rfc2141[s[i+4]]&rfc2141[s[i+5]]&rfc2141[s[i+6]]&rfc2141[s[i+7]] == 0 {
				break
			}
		}
		for ; i < len(s) && rfc2141[s[i]] != 0; i++ {
		}
		switch {
		case i == len(s):
			return i, nil
		case s[i] != '%' || i+2 >= len(s) || !ascii.IsHex(s[i+1]) || !ascii.IsHex(s[i+2]):
			return i, errRFC2141
		}
		i += 3
	}
}

// scanTokens checks that s is one or more tokens of RFC 2141 NSS
// characters other than ':', separated by single colons, in one pass.
// It returns len(s) and nil if so, and otherwise the offset of the
// first byte that cannot belong (or of the empty token) and an error.
func scanTokens(s string) (int, error) {
	begin, i := 0, 0 // the start of the current token, and the next byte
	for {
		for ; len(s)-i >= 8; i += 8 {
			if tokenChar[s[i]]&tokenChar[s[i+1]]&tokenChar[s[i+2]]&tokenChar[s[i+3]]&
				tokenChar[s[i+4]]&tokenChar[s[i+5]]&tokenChar[s[i+6]]&tokenChar[s[i+7]] == 0 {
				break
			}
		}
		for ; i < len(s) && tokenChar[s[i]] != 0; i++ {
		}
		switch {
		case i == len(s) || s[i] == ':':
			if i == begin {
				return i, errEmpty
			}
			if i == len(s) {
				return i, nil
			}
			i++
			begin = i
		case s[i] == '%' && i+2 < len(s) && ascii.IsHex(s[i+1]) && ascii.IsHex(s[i+2]):
			i += 3
		default:
			return i, errRFC2141
		}
	}
}

// tokenChar is rfc2141 without ':'.
var tokenChar = func() [256]uint8 {
	t := rfc2141
	t[':'] = 0
	return t
}()

// validateRFC2141 is a Validate function for an NSS that must be an
// RFC 2141 NSS: one or more of its characters.
func validateRFC2141(nss string) (int, error) {
	if nss == "" {
		return 0, errEmpty
	}
	if n, err := scanRFC2141(nss); err != nil {
		return n, err
	}
	return 0, nil
}

// scanUnreserved returns the end of the run of RFC 2141 NSS characters
// that begins at s[i:], leaving out the <reserved> characters "/", "?"
// and "#" (a '%' counts when two hex digits follow it), and leaving out
// ':' too unless colon is true. Several registrations build their
// fields from these characters.
func scanUnreserved(s string, i int, colon bool) int {
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case c == '%':
			if i+2 >= len(s) || !ascii.IsHex(s[i+1]) || !ascii.IsHex(s[i+2]) {
				return i
			}
			i += 2
		case c == ':' && !colon || c == '/' || c == '?' || c == '#' || rfc2141[c] == 0:
			return i
		}
	}
	return i
}
