// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

// maxNID is the length limit of a NID in every syntax.
const maxNID = 32

// scanNID scans the NID that begins at s[start] and returns the index of
// the ':' that closes it.
//
// RFC 8141: NID = alphanum 0*30ldh alphanum (2 to 32 characters, no '-'
// at either end). RFC 2141: NID = let-num [ 1*31let-num-hyp ] (1 to 32
// characters, may end in '-', and not "urn").
func (g *grammar) scanNID(s string, start int) (int, reason) {
	i := start
	if i == len(s) {
		return i, rNIDMissing
	}
	if class[s[i]]&cAlnum == 0 {
		return i, rNIDFirst
	}
	i++
	for i < len(s) && class[s[i]]&cLDH != 0 {
		n := i - start // characters before s[i]
		if n == maxNID {
			return i, rNIDLong
		}
		if n == maxNID-1 && s[i] == '-' && !g.nidHyphenLast {
			// No NID that continues with this '-' can end in alphanum
			// within 32 characters.
			return i, rNIDHyphenLong
		}
		i++
	}
	switch {
	case i == len(s):
		return i, rNIDColon
	case s[i] != ':':
		return i, rNIDChar
	case i-start < g.nidMin:
		return i, rNIDShort
	case s[i-1] == '-' && !g.nidHyphenLast:
		return i, rNIDHyphen
	case g.reserveURN && i-start == 3 && lower(s[start]) == 'u' &&
		lower(s[start+1]) == 'r' && lower(s[start+2]) == 'n':
		return i, rNIDReserved
	}
	return i, 0
}
