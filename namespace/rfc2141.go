// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"math/bits"
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
	if rfc2141Valid(s) {
		return len(s), nil
	}
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

// The fast scanners below read eight bytes at a time into a uint64,
// s[i] in its low byte, and look for several bytes at once with one
// pass over s, where the careful scanners above call strings.IndexByte
// once for each byte they look for. Each reports true only for an s
// that the careful scanner accepts; it may report false for some
// others that the careful scanner accepts too (those with a byte beyond
// '~', which an NSS holds only percent-encoded), and its caller then
// asks the careful scanner, which finds the offset of the error too.

// ampTildeBits returns a word whose bytes have their high bit set where
// x has a '&' or a '~'; the other bits mean nothing. It marks other
// bytes too, never in an NSS: 0x7F, and at least the first byte of x
// beyond US-ASCII, above which its marks mean nothing; so it misses no
// '&' or '~' unless it marks a byte below. For a byte b below 0x80,
// 0x80-(b^'&') has its high bit set when b is '&', and b+2 when b is
// '~' or 0x7F, and neither borrows nor carries across bytes.
func ampTildeBits(x uint64) uint64 {
	return (high8 - (x ^ '&'*ones8)) | (x + (0x80-'~')*ones8)
}

// colonBits returns a word whose bytes have their high bit set where x
// has a ':', and may have it set in the bytes above the first ':' too
// (like ampTildeBits for '&'): the lowest byte marked is the first ':'.
// The other bits mean nothing.
func colonBits(x uint64) uint64 {
	c := x ^ ':'*ones8
	return (c - ones8) &^ c
}

// rfc2141Valid reports whether s, a part of an RFC 8141 NSS, is made
// of the characters of an RFC 2141 NSS, as scanRFC2141 checks them.
func rfc2141Valid(s string) bool {
	if len(s) < 8 {
		for i := 0; i < len(s); i++ {
			if c := s[i]; c == '&' || c >= '~' {
				return false
			}
		}
		return true
	}
	var bad uint64
	for i := 0; i < len(s)-8; i += 8 {
		bad |= ampTildeBits(load64(s[i : i+8]))
	}
	// The last eight bytes, which may overlap bytes already read.
	bad |= ampTildeBits(load64(s[len(s)-8:]))
	return bad&high8 == 0
}

// colonRFC2141 returns the index of the first ':' in s, or -1, and
// whether s is made of the characters of an RFC 2141 NSS, as
// rfc2141Valid reports it. The index is right whatever ok.
func colonRFC2141(s string) (colon int, ok bool) {
	colon = -1
	if len(s) < 8 {
		ok = true
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case c == ':':
				if colon < 0 {
					colon = i
				}
			case c == '&' || c >= '~':
				ok = false
			}
		}
		return colon, ok
	}
	var bad uint64
	i := 0
	for ; i < len(s)-8; i += 8 {
		x := load64(s[i : i+8])
		bad |= ampTildeBits(x)
		if colon < 0 {
			if m := colonBits(x) & high8; m != 0 {
				colon = i + bits.TrailingZeros64(m)>>3
			}
		}
	}
	// The last eight bytes, which may overlap bytes already read: if
	// they hold the first ':', it is not in the overlap.
	i = len(s) - 8
	x := load64(s[i : i+8])
	bad |= ampTildeBits(x)
	if colon < 0 {
		if m := colonBits(x) & high8; m != 0 {
			colon = i + bits.TrailingZeros64(m)>>3
		}
	}
	return colon, bad&high8 == 0
}

// tokensValid reports whether s, a part of an RFC 8141 NSS, is one or
// more tokens separated by single colons, as scanTokens checks it: it
// looks for '&', '~' and colons that leave a token empty.
func tokensValid(s string) bool {
	if len(s) < 8 {
		prev := byte(':') // so that a leading ':' leaves a token empty
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c == '&' || c >= '~' || c == ':' && prev == ':' {
				return false
			}
			prev = c
		}
		return prev != ':'
	}
	// colon marks each ':' in its high bit and may mark a byte above
	// one; colon<<8 marks the byte after each, and before the byte
	// after a ':' just before the word. Where both are set, two colons
	// are in a row, or a byte taken for one follows a ':', and
	// tokensValid reports false, which it may do for a valid s.
	before := uint64(0x80) // s begins after a ':', as a leading ':' leaves a token empty
	var bad uint64
	i := 0
	for ; i <= len(s)-8; i += 8 {
		x := load64(s[i : i+8])
		colon := colonBits(x)
		bad |= ampTildeBits(x) | colon&(colon<<8|before)
		before = colon >> 56
	}
	if i < len(s) {
		// The last eight bytes overlap bytes already read, and the
		// byte before them too: no colon needs to be carried.
		x := load64(s[len(s)-8:])
		colon := colonBits(x)
		bad |= ampTildeBits(x) | colon&(colon<<8)
	}
	return bad&high8 == 0 && s[len(s)-1] != ':'
}

// scanTokens checks that s is one or more tokens of RFC 2141 NSS
// characters other than ':', separated by single colons. It returns
// len(s) and nil if so, and otherwise the offset of the first byte that
// cannot belong (or of the end of the first empty token) and an error.
// Like scanRFC2141, it takes s from an RFC 8141 NSS.
func scanTokens(s string) (int, error) {
	if tokensValid(s) {
		return len(s), nil
	}
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
	if nss != "" && rfc2141Valid(nss) {
		return 0, nil
	}
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
