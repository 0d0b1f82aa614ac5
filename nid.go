// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import "github.com/urnkit/urn/internal/ascii"

// maxNID is the length limit of a NID in every syntax.
const maxNID = 32

// scanNID scans the NID that begins at s[start] and returns the index of
// the ':' that closes it, and the class bits of all its characters
// together (cUpper tells whether it has an upper-case letter).
//
// RFC 8141: NID = alphanum 0*30ldh alphanum (2 to 32 characters, no '-'
// at either end). RFC 2141: NID = let-num [ 1*31let-num-hyp ] (1 to 32
// characters, may end in '-', and not "urn").
func (g *grammar) scanNID(s string, start int) (int, uint8, reason) {
	i := start
	if i == len(s) {
		return i, 0, rNIDMissing
	}
	seen := class[s[i]]
	if seen&cAlnum == 0 {
		return i, 0, rNIDFirst
	}
	i++
	for i < len(s) && class[s[i]]&cLDH != 0 {
		seen |= class[s[i]]
		n := i - start // characters before s[i]
		if n == maxNID {
			return i, 0, rNIDLong
		}
		if n == maxNID-1 && s[i] == '-' && !g.nidHyphenLast {
			// No NID that continues with this '-' can end in alphanum
			// within 32 characters.
			return i, 0, rNIDHyphenLong
		}
		i++
	}
	switch {
	case i == len(s):
		return i, 0, rNIDColon
	case s[i] != ':':
		return i, 0, rNIDChar
	}
	if r := g.nidEndReason(s[start:i]); r != 0 {
		return i, 0, r
	}
	if g.reserveURN && i-start == 3 && ascii.Lower(s[start]) == 'u' &&
		ascii.Lower(s[start+1]) == 'r' && ascii.Lower(s[start+2]) == 'n' {
		return i, 0, rNIDReserved
	}
	return i, seen, 0
}

// nidEndReason says why nid, a run of letters, digits and '-' that
// scanNID took in, is too short or ends badly to be a NID of g, or
// returns 0.
func (g *grammar) nidEndReason(nid string) reason {
	switch {
	case len(nid) < g.nidMin:
		return rNIDShort
	case nid[len(nid)-1] == '-' && !g.nidHyphenLast:
		return rNIDHyphen
	}
	return 0
}

// ValidNID reports whether nid is a namespace identifier under RFC 8141
// (section 2): 2 to 32 ASCII letters, digits and hyphens that begin and
// end with a letter or digit,
//
//	NID = (alphanum) 0*30(ldh) (alphanum)
//
// It applies the parser's own rule: ValidNID(nid) reports whether
// "urn:" + nid + ":x" parses. It does not allocate.
func ValidNID(nid string) bool {
	// Scanned on its own, a NID of acceptable bytes runs to the end of
	// the string, where the ':' that closes it would be: scanNID stops
	// there with rNIDColon.
	_, _, r := std.scanNID(nid, 0)
	return r == rNIDColon && std.nidEndReason(nid) == 0
}
