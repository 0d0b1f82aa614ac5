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

// The constants of the scanners that test eight bytes at a step.
const (
	ones8 = 0x0101010101010101 // 0x01 in each byte
	high8 = 0x8080808080808080 // the high bit of each byte
)

// load64 returns the first eight bytes of s, s[0] in the low byte: one
// load, for the scanners that test eight bytes at a step.
func load64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// store64 stores x in the first eight bytes of b, the low byte first:
// one store, the converse of load64.
func store64(b []byte, x uint64) {
	_ = b[7]
	b[0], b[1], b[2], b[3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
	b[4], b[5], b[6], b[7] = byte(x>>32), byte(x>>40), byte(x>>48), byte(x>>56)
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
	if n <= 0 {
		return s
	}
	// Most NSSs are in lower case already: look for an upper-case
	// letter, a '%' or a byte beyond US-ASCII eight bytes at a time,
	// and leave the rest to lowerFrom from the word that holds one.
	p := s[:n]
	i := 0
	for ; i <= len(p)-8; i += 8 {
		if lowerStops(load64(p[i:])) != 0 {
			return lowerFrom(s, n, i)
		}
	}
	if i == len(p) {
		return s
	}
	// Fewer than eight bytes of the prefix are left: read them as a
	// word too, with the bytes after them when s has eight from i on
	// (the sums in lowerStops carry only upward, so the bytes after n
	// change nothing below them), or else as the last eight bytes of
	// the prefix, read already but for these.
	switch {
	case i <= len(s)-8:
		if lowerStops(load64(s[i:]))&(1<<(8*(len(p)-i)&63)-1) == 0 {
			return s
		}
	case len(p) >= 8:
		if lowerStops(load64(p[len(p)-8:])) == 0 {
			return s
		}
	}
	return lowerFrom(s, n, i)
}

// lowerFrom is lowerPrefix from s[i], where i is not inside a
// percent-encoded octet.
func lowerFrom(s string, n, i int) string {
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
	// One allocation, for the string: most NSSs fit in buf.
	var buf [64]byte
	var b []byte
	if len(s) <= len(buf) {
		b = buf[:len(s)]
	} else {
		b = make([]byte, len(s))
	}
	copy(b, s)
	for i < n {
		// Eight bytes at a time while they hold neither '%' nor a byte
		// beyond US-ASCII: then the high bit of each upper-case letter
		// shifted to 0x20 makes it lower case.
		if i <= n-8 {
			if x := load64(s[i:]); (percentBits(x)|x)&high8 == 0 {
				store64(b[i:], x|upperBits(x)&high8>>2)
				i += 8
				continue
			}
		}
		if c := s[i]; c == '%' {
			i += 3
		} else {
			b[i] = ascii.Lower(c)
			i++
		}
	}
	return string(b)
}

// lowerStops returns x with the high bit of each byte set where x has
// an upper-case letter, '%' or a byte beyond US-ASCII, and each other
// bit clear. A byte beyond US-ASCII may set or clear the bit in the
// bytes above it, never in those below.
func lowerStops(x uint64) uint64 {
	return (upperBits(x) | percentBits(x) | x) & high8
}

// upperBits returns a word with the high bit of each byte set where x
// has an upper-case letter, for the bytes of x below 0x80; the other
// bits mean nothing. For such a byte b, b+0x3F has its high bit set
// when b >= 'A', and 0xDA-b when b <= 'Z', and neither carries nor
// borrows across bytes.
func upperBits(x uint64) uint64 {
	return (x + (0x80-'A')*ones8) & ((0x80+'Z')*ones8 - x)
}

// percentBits returns a word with the high bit of each byte set where x
// has a '%', for the bytes of x below 0x80; the other bits mean
// nothing. For such a byte b, 0x80-(b^'%') has its high bit set when
// b is '%', and borrows from no other byte.
func percentBits(x uint64) uint64 {
	return high8 - (x ^ '%'*ones8)
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
