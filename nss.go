// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

// scanPercent checks the percent-encoded octets that begin with the '%'
// at s[i], as many as follow one another, and returns the index just
// past the last one. Encoded text comes in such runs (the euro sign is
// "%E2%82%AC"), so they are checked here in a tight loop rather than one
// call per triplet. On failure it returns the offset of the first byte
// that cannot belong and the reason.
func scanPercent(s string, i int, noNUL bool) (int, reason) {
	i, _, r := scanTriplets(s, i, noNUL)
	return i, r
}

// scanTriplets is scanPercent that also returns the class bits of all
// the hex digits it accepted together (cLowerHex tells whether one of
// them is lower case).
func scanTriplets(s string, i int, noNUL bool) (int, uint8, reason) {
	var seen uint8
	for len(s)-i >= 3 {
		t := s[i : i+3]
		ch, cl := class[t[1]], class[t[2]]
		if t[0] != '%' || ch&cl&cHex == 0 || noNUL && t[1] == '0' && t[2] == '0' {
			break
		}
		seen |= ch | cl
		i += 3
	}
	if i == len(s) || s[i] != '%' {
		return i, seen, 0
	}
	// s[i] begins a bad triplet: say where and why.
	switch {
	case i+1 >= len(s):
		return len(s), 0, rPctHex
	case class[s[i+1]]&cHex == 0:
		return i + 1, 0, rPctHex
	case i+2 >= len(s):
		return len(s), 0, rPctHex
	case class[s[i+2]]&cHex == 0:
		return i + 2, 0, rPctHex
	}
	return i + 2, 0, rPctNUL
}

// scanNSS scans the NSS that begins at s[i] and returns the index of
// its end: the end of s or the first byte that is not part of it. The
// caller decides what that byte means.
func (g *grammar) scanNSS(s string, i int) (int, reason) {
	i, _, r := g.scanNSSHex(s, i)
	return i, r
}

// scanNSSHex is scanNSS that also returns how many hex digits of the
// NSS's triplets are in lower case. It counts them only in the runs of
// triplets that have one, so that an NSS in canonical form costs no
// more to scan.
func (g *grammar) scanNSSHex(s string, i int) (int, uint32, reason) {
	if i < len(s) && s[i] == '/' && g.noLeadingSlash {
		return i, 0, rNSSSlash
	}
	var lowerHex uint32
	for {
		i = runOf(s, i, g.nssClass)
		if i == len(s) || s[i] != '%' {
			return i, lowerHex, 0
		}
		start := i
		var seen uint8
		var r reason
		if i, seen, r = scanTriplets(s, i, g.noNUL); r != 0 {
			return i, 0, r
		}
		if seen&cLowerHex != 0 {
			lowerHex += countLowerHex(s[start:i])
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
