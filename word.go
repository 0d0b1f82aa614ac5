// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import "math/bits"

// The word-at-a-time helpers of the parser and of equivalence: they
// read eight bytes of a string as one little-endian word and find the
// byte they look for with bit tricks, rather than look at the bytes one
// by one.

// eachByte has a one in the low bit of every byte.
const eachByte = 0x0101010101010101

// load64 returns the eight bytes of s at i as a little-endian word.
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// mismatch returns the index of the first byte at or after i where a
// and b, as long as each other, differ, or len(a) if there is none. It
// compares a word, then ever longer pieces with ==, and halves the
// first piece that differs down to a word; so it finds a near
// difference at once and a far one reading about twice the bytes up to
// it, at about the speed of one string comparison of them.
func mismatch(a, b string, i int) int {
	for n := 8; len(a)-i >= n; n *= 2 {
		if n > 8 {
			if a[i:i+n] == b[i:i+n] {
				i += n
				continue
			}
			for n > 8 { // n is a power of two
				if n /= 2; a[i:i+n] == b[i:i+n] {
					i += n
				}
			}
		}
		if d := load64(a, i) ^ load64(b, i); d != 0 {
			return i + bits.TrailingZeros64(d)/8
		}
		i += n
	}
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i
}

// runOf returns the index of the first byte of s at or after i that
// lacks the class bit m, or len(s). It is the hot loop of the scanner
// and takes eight bytes a step: most steps only learn that all eight
// have m, and the step that ends the run finds the first that lacks it
// with firstLacking.
func runOf(s string, i int, m uint8) int {
	for len(s)-i >= 8 {
		w := s[i : i+8]
		if class[w[0]]&class[w[1]]&class[w[2]]&class[w[3]]&
			class[w[4]]&class[w[5]]&class[w[6]]&class[w[7]]&m == 0 {
			return i + firstLacking(w, m)
		}
		i += 8
	}
	for i < len(s) && class[s[i]]&m != 0 {
		i++
	}
	return i
}

// firstLacking returns the index of the first of the eight bytes of w
// whose class lacks the bit m; one of them must. It gathers their
// classes into one word and counts trailing zeros, rather than look at
// the bytes one by one.
func firstLacking(w string, m uint8) int {
	x := uint64(class[w[0]]) | uint64(class[w[1]])<<8 |
		uint64(class[w[2]])<<16 | uint64(class[w[3]])<<24 |
		uint64(class[w[4]])<<32 | uint64(class[w[5]])<<40 |
		uint64(class[w[6]])<<48 | uint64(class[w[7]])<<56
	miss := eachByte * uint64(m) &^ x // m in every byte that lacks it
	return bits.TrailingZeros64(miss) / 8
}

// countLowerHex returns how many bytes of the run of triplets t are
// lower-case hex digits. In a triplet, only they have both bit 6 and
// bit 5 set: '%' is 0x25, the digits 0x30 to 0x39, "A" to "F" 0x41 to
// 0x46 and "a" to "f" 0x61 to 0x66.
func countLowerHex(t string) uint32 {
	n := 0
	for ; len(t) >= 8; t = t[8:] {
		w := load64(t, 0)
		n += bits.OnesCount64(w & (w << 1) & (eachByte * 0x40))
	}
	for i := 0; i < len(t); i++ {
		n += int(t[i] & (t[i] << 1) >> 6 & 1)
	}
	return uint32(n)
}

// tripletDigits returns 0x20 in every byte of the NSS word w that is a
// hex digit of a triplet that begins in w: one or two bytes after a
// '%'. next is the same for the two bytes of the next word that the
// last two bytes of w make hex digits.
//
// It finds the '%' bytes with the short zero-byte idiom, whose only
// false positive is a byte that follows a '%' and is '$', and no valid
// NSS has one; one multiplication then moves 0x20 to the one and two
// bytes after each of them (products that cannot overlap, since no
// valid NSS has a '%' one or two bytes after another).
func tripletDigits(w uint64) (digits, next uint64) {
	x := w ^ eachByte*'%'
	pct := (x - eachByte) &^ x & (eachByte * 0x80) // 0x80 in every '%'
	next, digits = bits.Mul64(pct, 0x4040)         // pct<<6 | pct<<14, 128 bits
	return digits, next
}
