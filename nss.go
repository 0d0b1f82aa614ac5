// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import "math/bits"

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

// eachByte has a one in the low bit of every byte.
const eachByte = 0x0101010101010101

// scanPercent checks the percent-encoded octets that begin with the '%'
// at s[i], as many as follow one another, and returns the index just
// past the last one. Encoded text comes in such runs (the euro sign is
// "%E2%82%AC"), so they are checked here in a tight loop rather than one
// call per triplet. On failure it returns the offset of the first byte
// that cannot belong and the reason.
func scanPercent(s string, i int, noNUL bool) (int, reason) {
	for len(s)-i >= 3 && s[i] == '%' {
		hi, lo := s[i+1], s[i+2]
		if class[hi]&class[lo]&cHex == 0 || noNUL && hi == '0' && lo == '0' {
			break
		}
		i += 3
	}
	if i == len(s) || s[i] != '%' {
		return i, 0
	}
	// s[i] begins a bad triplet: say where and why.
	switch {
	case i+1 >= len(s):
		return len(s), rPctHex
	case class[s[i+1]]&cHex == 0:
		return i + 1, rPctHex
	case i+2 >= len(s):
		return len(s), rPctHex
	case class[s[i+2]]&cHex == 0:
		return i + 2, rPctHex
	}
	return i + 2, rPctNUL
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

// ValidNSS reports whether nss is a namespace-specific string under
// RFC 8141 (section 2): not empty, not beginning with '/', and made of
// pchar and '/', where '%' begins a percent-encoded octet,
//
//	NSS = pchar *(pchar / "/")
//
// so that "urn:" + nid + ":" + nss is a URN, with no component, for
// every valid nid. It does not allocate.
func ValidNSS(nss string) bool {
	i, r := std.scanNSS(nss, 0)
	return r == 0 && i == len(nss) && nss != ""
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
