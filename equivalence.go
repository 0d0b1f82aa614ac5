// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"cmp"
	"encoding/binary"
	"strings"
)

// RFC 8141 section 3: two URNs are equivalent when their assigned-names
// are equal octet by octet after the scheme and the NID are lower-cased
// and the hex digits of every "%XX" in the NSS are upper-cased. The
// components are ignored, percent-encoding is never decoded, and the
// rest of the NSS is case-sensitive. Every syntax of this package uses
// the same rule, so URNs parsed with different syntaxes compare.
//
// None of the three steps changes the length of a URN, so the canonical
// form of byte i of a URN depends only on where byte i is.

// Normalize returns u in canonical form: "urn" and the NID lower-cased,
// and the hex digits of every percent-encoded octet in the NSS
// upper-cased. The components are kept verbatim. Normalize returns u
// itself, without allocating, when u is already canonical; otherwise it
// allocates the new text once. The zero URN normalizes to itself.
func (u URN) Normalize() URN {
	i := u.firstNonCanonical(0)
	if i < 0 {
		return u
	}
	var b strings.Builder
	b.Grow(len(u.s))
	b.WriteString(u.s[:i])
	nidEnd, nssEnd := int(u.nidEnd), int(u.nssEnd)
	for ; i < nidEnd; i++ {
		b.WriteByte(lower(u.s[i]))
	}
	// The NSS: copy what comes before its first '%' as it is, then
	// upper-case the hex digits of the triplets eight bytes a step. i
	// may already lie inside the NSS, but never inside a triplet:
	// firstNonCanonical returns the '%'.
	if j := strings.IndexByte(u.s[i:nssEnd], '%'); j >= 0 {
		b.WriteString(u.s[i : i+j])
		i += j
		var buf [64]byte
		n := 0
		var digits, carry uint64
		for ; nssEnd-i >= 8; i += 8 {
			w := load64(u.s, i)
			digits, carry = tripletDigits(w, carry)
			letters := w & (eachByte * 0x40) >> 1 // 0x20 in every letter (hex digits A-F, a-f)
			binary.LittleEndian.PutUint64(buf[n:], w&^(digits>>2&letters))
			if n += 8; n == len(buf) {
				b.Write(buf[:])
				n = 0
			}
		}
		b.Write(buf[:n])
		for ; i < nssEnd; i++ {
			c := u.s[i]
			if u.s[i-1] == '%' || u.s[i-2] == '%' {
				c = upper(c)
			}
			b.WriteByte(c)
		}
	}
	b.WriteString(u.s[i:])
	u.s = b.String()
	return u
}

// CanonicalNSS returns the NSS of u in the canonical form of RFC 8141
// (section 3.1): with the hex digits of every percent-encoded octet in
// upper case. It is the NSS of [URN.Normalize], and what [URN.Equal]
// compares after the NID. CanonicalNSS returns u.NSS() itself, without
// allocating, when no such digit is in lower case.
func (u URN) CanonicalNSS() string {
	if u.firstNonCanonical(int(u.nidEnd)) < 0 {
		return u.NSS()
	}
	return u.Normalize().NSS()
}

// firstNonCanonical returns the index of the first byte of u at or after
// from that Normalize must change (for a percent-encoded octet, the
// index of its '%'), or -1 when there is none. from is 0, or the end of
// the NID to look at the NSS alone.
func (u URN) firstNonCanonical(from int) int {
	if u.s == "" {
		return -1
	}
	s := u.s
	for i := from; i < int(u.nidEnd); i++ {
		if class[s[i]]&cUpper != 0 {
			return i
		}
	}
	end := int(u.nssEnd)
	for i := int(u.nidEnd) + 1; i < end; {
		j := strings.IndexByte(s[i:end], '%')
		if j < 0 {
			break
		}
		// Encoded text comes in runs of triplets: check a run in a
		// tight loop rather than search again for each '%'.
		for i += j; i < end && s[i] == '%'; i += 3 {
			if class[s[i+1]]&cLowerHex != 0 || class[s[i+2]]&cLowerHex != 0 {
				return i
			}
		}
	}
	return -1
}

// upper returns the upper case of the hex digit c (other bytes as is).
func upper(c byte) byte {
	if class[c]&cLowerHex != 0 {
		return c - ('a' - 'A')
	}
	return c
}

// canonByte returns byte i of the assigned-name of u as it is in the
// canonical form. i is at least 4: "urn:" is the same in every URN.
func (u URN) canonByte(i int) byte {
	c := u.s[i]
	switch {
	case i < int(u.nidEnd):
		return lower(c)
	case i > int(u.nidEnd) && (u.s[i-1] == '%' || u.s[i-2] == '%'):
		// A '%' in a valid NSS always begins a triplet, so byte i is
		// one of its two hex digits.
		return upper(c)
	}
	return c
}

// Equal reports whether u and v are equivalent under RFC 8141: whether
// their assigned-names are equal in canonical form. Components are
// ignored. Two zero URNs are equal; a zero URN equals no valid one.
func (u URN) Equal(v URN) bool {
	a, b := u.AssignedName(), v.AssignedName()
	if len(a) != len(b) {
		return false
	}
	if a == b {
		return true
	}
	if a == "" || b == "" || u.nidEnd != v.nidEnd {
		// NIDs of different lengths differ where the shorter ends.
		return false
	}
	nss := int(u.nidEnd) + 1
	for i := 4; i < nss; i++ {
		if a[i] != b[i] && lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	// Most often the NSSs are equal as written, which the string
	// comparison settles at memory speed.
	return a[nss:] == b[nss:] || equalNSS(a, b, nss)
}

// equalNSS reports whether the NSSs that begin at a[nss] and b[nss],
// which are as long as each other, are equal in canonical form: equal
// but for the case of the hex digits of percent-encoded octets.
//
// It compares eight bytes a step. Two words are equal in canonical
// form when they differ only in bit 5 (the ASCII case bit), and only at
// bytes that are hex digits of a triplet of a: one or two bytes after a
// '%'. While a and b are equal in canonical form, their triplets begin
// at the same places (a '%' in a valid NSS always begins one, and no
// valid byte differs from '%' in bit 5 alone), and a byte at such a
// place is a hex digit in both; so the triplets of a are all it needs.
func equalNSS(a, b string, nss int) bool {
	b = b[:len(a)]
	i := nss
	var digits, carry uint64
	for ; len(a)-i >= 8; i += 8 {
		wa := load64(a, i)
		digits, carry = tripletDigits(wa, carry)
		if (wa^load64(b, i))&^(digits>>2) != 0 { // digits>>2 is 0x20 in every hex digit
			return false
		}
	}
	for ; i < len(a); i++ {
		if a[i] != b[i] && !sameHexDigit(a, b, i) {
			return false
		}
	}
	return true
}

// tripletDigits returns 0x80 in every byte of the NSS word w that is a
// hex digit of a triplet: one or two bytes after a '%'. carry gives the
// bytes that the last two bytes of the word before make hex digits
// (zero for the first word); tripletDigits returns the carry for the
// next word.
func tripletDigits(w, carry uint64) (digits, next uint64) {
	pct := zeroBytes(w ^ eachByte*'%') // 0x80 in every '%'
	return pct<<8 | pct<<16 | carry, pct>>48 | pct>>56
}

// zeroBytes returns 0x80 in every byte of x that is zero and 0 in the
// others, exactly (without the false positives of the shorter idiom).
func zeroBytes(x uint64) uint64 {
	const low7 = eachByte * 0x7f
	nonzero := (x&low7 + low7) | x // high bit set in every nonzero byte
	return ^(nonzero | low7)
}

// sameHexDigit reports whether a[i] and b[i], which differ, are the
// same hex digit of a triplet in different case. a and b are valid
// NSSs that are equal in canonical form before i; so their triplets
// begin at the same places, and byte i is a hex digit of a triplet in
// both or in neither.
func sameHexDigit(a, b string, i int) bool {
	c, d := a[i], b[i]
	return c|0x20 == d|0x20 && class[c]&class[d]&cHex != 0 &&
		(a[i-1] == '%' || a[i-2] == '%')
}

// load64 returns the eight bytes of s at i as a little-endian word.
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// Compare returns an integer comparing the canonical assigned-names of
// u and v byte by byte: 0 if u and v are equivalent (exactly when
// [URN.Equal] reports true), -1 if u sorts first, +1 otherwise. The zero
// URN sorts before every valid URN. Sorting with Compare groups
// equivalent URNs together.
func (u URN) Compare(v URN) int {
	a, b := u.AssignedName(), v.AssignedName()
	if a == b {
		return 0
	}
	if a == "" || b == "" {
		return cmp.Compare(len(a), len(b))
	}
	// While the raw bytes agree, the two names have their NIDs and
	// triplets at the same places, so their canonical bytes agree too.
	for i := 4; i < min(len(a), len(b)); i++ {
		if a[i] == b[i] {
			continue
		}
		if c := cmp.Compare(u.canonByte(i), v.canonByte(i)); c != 0 {
			return c
		}
	}
	return cmp.Compare(len(a), len(b))
}

// Equivalent reports whether a and b are equivalent URNs under RFC 8141
// (see [URN.Equal]). It parses both with [Parse] and returns the error
// of the first that is not a valid URN. It allocates nothing when both
// are valid.
func Equivalent(a, b string) (bool, error) {
	u, err := Parse(a)
	if err != nil {
		return false, err
	}
	v, err := Parse(b)
	if err != nil {
		return false, err
	}
	return u.Equal(v), nil
}
