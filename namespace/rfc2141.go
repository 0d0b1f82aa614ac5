// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

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
// that a scanner can test eight bytes with one branch.
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
//
// s is what rules receive, an RFC 8141 NSS, or a part of one that does
// not begin inside a percent-encoded octet. The parser has checked its
// characters against RFC 8141's, which allow all of RFC 2141's and
// two more, '&' and '~': so scanRFC2141 looks for those two alone.
func scanRFC2141(s string) (int, error) {
	if i := indexAmpTilde(s); i >= 0 {
		return i, errRFC2141
	}
	return len(s), nil
}

// indexAmpTilde returns the index of the first '&' or '~' in s, or -1.
func indexAmpTilde(s string) int {
	i := strings.IndexByte(s, '&')
	if i >= 0 {
		s = s[:i] // a '~' after it does not matter
	}
	if j := strings.IndexByte(s, '~'); j >= 0 {
		return j
	}
	return i
}

// scanTokens checks that s is one or more tokens of RFC 2141 NSS
// characters other than ':', separated by single colons. It returns
// len(s) and nil if so, and otherwise the offset of the first byte that
// cannot belong (or of the end of the first empty token) and an error.
// Like scanRFC2141, it takes s from an RFC 8141 NSS.
func scanTokens(s string) (int, error) {
	n, err := scanRFC2141(s) // the first byte that cannot belong, or len(s)
	// The first empty token ends at the first of: a leading ':', the
	// second of "::", and the end after a trailing ':' (or of "").
	e := -1
	switch {
	case s == "" || s[0] == ':':
		e = 0
	default:
		if k := strings.Index(s[:n], "::"); k >= 0 {
			e = k + 1
		} else if n == len(s) && s[n-1] == ':' {
			e = n
		}
	}
	if e >= 0 && e <= n {
		return e, errEmpty
	}
	return n, err
}

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
