// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "github.com/urnkit/urn/internal/ascii"

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
		if ascii.Lower(s[i]) != prefix[i] {
			return false
		}
	}
	return true
}

// load64 returns the first eight bytes of s, s[0] in the low byte: one
// load, for the scanners that test eight bytes at a step.
func load64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// alnum marks the ASCII letters and digits, the bytes that most NSSs
// are made of: scanners test them first, with one load.
var alnum = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = ascii.IsLetter(byte(c)) || ascii.IsDigit(byte(c))
	}
	return t
}()

// isLDH reports whether c is an ASCII letter, digit or '-' (RFC 8141
// ldh).
func isLDH(c byte) bool { return ascii.IsLetter(c) || ascii.IsDigit(c) || c == '-' }

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !ascii.IsDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// lowerOutsidePercent returns s with its ASCII letters in lower case,
// except the hex digits of percent-encoded octets. It returns s itself
// when nothing changes.
func lowerOutsidePercent(s string) string { return lowerPrefix(s, len(s)) }

// lowerPrefix returns s with the ASCII letters of s[:n] in lower case,
// except the hex digits of percent-encoded octets. It returns s itself,
// without allocating, when nothing changes.
func lowerPrefix(s string, n int) string {
	// Most NSSs are in lower case already: look for the first upper
	// case letter eight bytes at a time, then a byte at a time from
	// the word that holds one, or a '%' or a byte beyond US-ASCII.
	i := 0
	for ; i+8 <= n; i += 8 {
		w := s[i : i+8]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		if stopsLower(x) {
			break
		}
	}
scan:
	for i < n {
		switch c := s[i]; {
		case !upperOrPercent[c]:
			i++
		case c == '%':
			i += 3
		default:
			break scan // an upper-case letter
		}
	}
	if i >= n {
		return s
	}
	b := []byte(s)
	for ; i < n; i++ {
		if b[i] == '%' {
			i += 2
		} else {
			b[i] = ascii.Lower(b[i])
		}
	}
	return string(b)
}

// stopsLower reports whether one of the eight bytes of x is an
// upper-case letter, '%' or beyond US-ASCII.
func stopsLower(x uint64) bool {
	const (
		ones = 0x0101010101010101
		high = 0x8080808080808080
	)
	// For bytes below 0x80, no sum below carries into the next byte:
	// b+0x3F has its high bit set when b >= 'A', b+0x25 when b > 'Z',
	// and (b^'%')+0x7F when b != '%'.
	upper := (x + (0x80-'A')*ones) &^ (x + (0x80-'Z'-1)*ones)
	percent := ^((x ^ '%'*ones) + 0x7F*ones)
	return (upper|percent|x)&high != 0
}

// upperOrPercent marks the bytes where lowerPrefix stops looking: the
// upper-case letters and '%'.
var upperOrPercent = func() (t [256]bool) {
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = true
	}
	t['%'] = true
	return t
}()

// matchWord reports whether s equals one of words, which are in lower
// case, without regard to ASCII case. If not, it returns the length of
// the longest prefix of s that begins one of words: s[n] is the first
// byte that cannot belong, or n == len(s) when s ends too early.
func matchWord(s string, words []string) (n int, ok bool) {
	for _, w := range words {
		if len(s) == len(w) && equalLower(s, w) {
			return len(s), true
		}
	}
	for _, w := range words {
		k := 0
		for k < len(s) && k < len(w) && ascii.Lower(s[k]) == w[k] {
			k++
		}
		n = max(n, k)
	}
	return n, false
}

// matchWordExact is matchWord with case: it reports whether s is one
// of words, and if not, the length of the longest prefix of s that
// begins one of them.
func matchWordExact(s string, words []string) (n int, ok bool) {
	for _, w := range words {
		if s == w {
			return len(s), true
		}
	}
	for _, w := range words {
		k := 0
		for k < len(s) && k < len(w) && s[k] == w[k] {
			k++
		}
		n = max(n, k)
	}
	return n, false
}
