// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"cmp"
	"encoding/binary"
	"math/bits"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
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
//
// Normalize is for writing a URN in canonical form with its components.
// To store, index or key a URN by equivalence, use [URN.Key]: it is
// u.Normalize().AssignedName() without building the components.
func (u URN) Normalize() URN {
	// Small enough to inline: a URN already in canonical form, the
	// common case, costs its callers no call.
	if u.form != canonicalForm {
		u.normalize()
	}
	return u
}

// normalize puts u in canonical form in place; it is Normalize for a URN
// that the parser did not find canonical.
func (u *URN) normalize() {
	i := u.firstNonCanonical(0)
	if i < 0 {
		return
	}
	var b strings.Builder
	b.Grow(len(u.s))
	b.WriteString(u.s[:i])
	nidEnd, nssEnd := int(u.nidEnd), int(u.nssEnd)
	for ; i < nidEnd; i++ {
		b.WriteByte(ascii.Lower(u.s[i]))
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
		var carry uint64
		for ; nssEnd-i >= 8; i += 8 {
			w := load64(u.s, i)
			digits, next := tripletDigits(w)
			letters := w & (eachByte * 0x40) >> 1 // 0x20 in every letter (hex digits A-F, a-f)
			binary.LittleEndian.PutUint64(buf[n:], w&^((digits|carry)&letters))
			carry = next
			if n += 8; n == len(buf) {
				b.Write(buf[:])
				n = 0
			}
		}
		b.Write(buf[:n])
		for ; i < nssEnd; i++ {
			c := u.s[i]
			if u.s[i-1] == '%' || u.s[i-2] == '%' {
				c = ascii.Upper(c)
			}
			b.WriteByte(c)
		}
	}
	b.WriteString(u.s[i:])
	u.s = b.String()
	u.form, u.lowerHex = canonicalForm, 0
}

// Key returns the key of u under the equivalence of RFC 8141 (section
// 3.1): its assigned-name in canonical form, without the components,
// which equivalence ignores. u.Key() == v.Key() exactly when
// u.Equal(v), so Key is what to store, index or use as a map key. It
// returns the text of u itself, without allocating, when u is already
// in canonical form, and "" for the zero URN.
//
// Key is the one way to key a URN by RFC 8141 equivalence;
// [URN.Normalize] keeps the components, and [URN.CanonicalNSS] gives
// the NSS part of the key alone.
func (u URN) Key() string {
	if u.form == canonicalForm {
		return u.AssignedName()
	}
	// Normalize the assigned-name alone: the components, which Normalize
	// keeps as written, are no part of the key.
	return u.WithoutComponents().Normalize().s
}

// CanonicalNSS returns the NSS of u in the canonical form of RFC 8141
// (section 3.1): with the hex digits of every percent-encoded octet in
// upper case. It is the NSS of [URN.Normalize], and what [URN.Equal]
// compares after the NID. CanonicalNSS returns u.NSS() itself, without
// allocating, when no such digit is in lower case.
//
// CanonicalNSS is the NSS of [URN.Key], for code that works on the NSS
// alone (the rules of a namespace, which see it in this form): it does
// not allocate the canonical form of the scheme and the NID, as
// slicing Key would when they are not in lower case.
func (u URN) CanonicalNSS() string {
	if u.form&nssCanonical != 0 { // never set in the zero URN
		return u.s[u.nidEnd+1 : u.nssEnd]
	}
	return canonicalNSS(u)
}

// canonicalNSS returns u.CanonicalNSS() where the NSS of u has a
// percent-encoded octet in lower case, or u is the zero URN. It is
// apart so that CanonicalNSS, for the common case of an NSS already
// canonical, is inlined where it is called.
//
//go:noinline
func canonicalNSS(u URN) string { return u.Normalize().NSS() }

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

// canonByte returns byte i of the assigned-name of u as it is in the
// canonical form. i is at least 4: "urn:" is the same in every URN.
func (u URN) canonByte(i int) byte {
	c := u.s[i]
	switch {
	case i < int(u.nidEnd):
		return ascii.Lower(c)
	case i > int(u.nidEnd) && (u.s[i-1] == '%' || u.s[i-2] == '%'):
		// A '%' in a valid NSS always begins a triplet, so byte i is
		// one of its two hex digits.
		return ascii.Upper(c)
	}
	return c
}

// Equal reports whether u and v are equivalent under RFC 8141: whether
// their assigned-names are equal in canonical form. Components are
// ignored. Two zero URNs are equal; a zero URN equals no valid one.
//
// Equal costs about as much as comparing the two assigned-names with
// ==: two names in canonical form are compared just so, and otherwise
// only the bytes from the first one that differs as written are read
// in canonical form.
func (u URN) Equal(v URN) bool {
	a, b := u.AssignedName(), v.AssignedName()
	if len(a) != len(b) {
		return false
	}
	if u.form&v.form == canonicalForm {
		return a == b
	}
	if a == "" {
		return true // both are the zero URN
	}
	if u.nidEnd != v.nidEnd {
		// NIDs of different lengths differ where the shorter ends.
		return false
	}
	if u.form&v.form&nameCanonical != 0 {
		// Two NIDs in lower case are equal as written: where one NSS
		// is in canonical form too, one pass compares the two names
		// from the NID on.
		switch {
		case u.lowerHex == 0:
			return equalToCanonical(a, b, 4, v.lowerHex)
		case v.lowerHex == 0:
			return equalToCanonical(b, a, 4, u.lowerHex)
		}
	}
	nss := int(u.nidEnd) + 1
	if !equalNID(a[4:nss], b[4:nss]) {
		return false
	}
	switch {
	case u.form&v.form&nssCanonical != 0:
		return equalFrom(a, b, nss)
	case u.lowerHex == 0:
		return equalToCanonical(a, b, nss, v.lowerHex)
	case v.lowerHex == 0:
		return equalToCanonical(b, a, nss, u.lowerHex)
	}
	return nssMismatch(a, b, nss) == len(a)
}

// equalFrom reports whether a[i:] and b[i:], as long as each other,
// are equal, and compareFrom compares them byte by byte. Both hand the
// runtime's string comparison the text from the first offset after i
// that is a multiple of 32 (see aligned), where it reads aligned memory
// when the two texts begin at aligned addresses, as large allocations
// do; it runs faster there.
func equalFrom(a, b string, i int) bool {
	k := aligned(i, len(a))
	return a[i:k] == b[i:k] && a[k:] == b[k:]
}

func compareFrom(a, b string, i int) int {
	k := aligned(i, min(len(a), len(b)))
	if c := strings.Compare(a[i:k], b[i:k]); c != 0 {
		return c
	}
	return strings.Compare(a[k:], b[k:])
}

// aligned returns the first multiple of 32 at or after i, or n if that
// is beyond n.
func aligned(i, n int) int { return min((i+31)&^31, n) }

// equalToCanonical reports whether the assigned-names a and b, as long
// as each other, are equal in canonical form from byte i on, when a is
// in canonical form there and b differs from its canonical form only in
// lowerHex hex digits of its NSS, which are in lower case: i is the
// start of the NSS, or 4 when the NIDs of both are in lower case. It
// reads them once, eight bytes a step, without looking for their
// triplets:
//
// Two valid names that differ only in bit 5 (the ASCII case bit) have
// their '%' at the same places (no valid byte differs from '%' in bit 5
// alone), so the same triplets, and differ only in letters. A triplet
// digit of b in lower case is in upper case in a, which is canonical:
// they differ there, in exactly lowerHex bytes. They are equal in
// canonical form when they differ nowhere else: in exactly lowerHex
// bytes in all.
func equalToCanonical(a, b string, i int, lowerHex uint32) bool {
	b = b[:len(a)]
	left := int(lowerHex) // differences still to be accounted for
	// Eight words a step. Where the words differ in bit 5 alone, the
	// sum of four of their differences holds 0x20 in a byte lane for
	// each byte that does, and cannot overflow; any other difference
	// shows in diff, and then the sums do not matter.
	for len(a)-i >= 64 {
		pa, pb := a[i:i+64], b[i:i+64]
		d0, d1 := load64(pa, 0)^load64(pb, 0), load64(pa, 8)^load64(pb, 8)
		d2, d3 := load64(pa, 16)^load64(pb, 16), load64(pa, 24)^load64(pb, 24)
		d4, d5 := load64(pa, 32)^load64(pb, 32), load64(pa, 40)^load64(pb, 40)
		d6, d7 := load64(pa, 48)^load64(pb, 48), load64(pa, 56)^load64(pb, 56)
		diff := d0 | d1 | d2 | d3 | d4 | d5 | d6 | d7
		if diff == 0 {
			// Sixty-four bytes equal as written: skip the rest of the
			// stretch at the speed of ==.
			i = mismatch(a, b, i+64)
			continue
		}
		sum := (d0+d1+d2+d3)>>5 + (d4+d5+d6+d7)>>5 // at most 8 in a lane
		i += 64
		left -= int(sum * eachByte >> 56) // the sum of the lanes, at most 64
		if diff&^(eachByte*0x20) != 0 || left < 0 {
			return false
		}
		if left == 0 {
			// Every digit in lower case is accounted for: the rest
			// must be equal as written.
			return a[i:] == b[i:]
		}
	}
	var diff, sum uint64
	for ; len(a)-i >= 8; i += 8 {
		d := load64(a, i) ^ load64(b, i)
		diff |= d
		sum += d // at most 7 words: at most 0xe0 in a lane
	}
	n := int(sum >> 5 * eachByte >> 56)
	if r := len(a) - i; r > 0 {
		// The last r bytes: the last word of the names, shifted right
		// to drop the 8-r bytes before i, which are counted already.
		// A name with a triplet is at least "urn:x:%xx", nine bytes.
		d := (load64(a, len(a)-8) ^ load64(b, len(a)-8)) >> (64 - 8*r)
		diff |= d
		n += int(d >> 5 * eachByte >> 56)
	}
	return diff&^(eachByte*0x20) == 0 && left == n
}

// equalNID reports whether the NIDs a and b, as long as each other, are
// equal but for the case of their letters.
func equalNID(a, b string) bool {
	if a == b {
		return true
	}
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] && ascii.Lower(a[i]) != ascii.Lower(b[i]) {
			return false
		}
	}
	return true
}

// Compare returns an integer comparing the canonical assigned-names of
// u and v byte by byte: 0 if u and v are equivalent (exactly when
// [URN.Equal] reports true), -1 if u sorts first, +1 otherwise. The zero
// URN sorts before every valid URN. Sorting with Compare groups
// equivalent URNs together.
//
// Like Equal, Compare costs about as much as comparing the two
// assigned-names as strings.
func (u URN) Compare(v URN) int {
	a, b := u.AssignedName(), v.AssignedName()
	if u.form&v.form == canonicalForm {
		return strings.Compare(a, b)
	}
	if a == "" || b == "" {
		return cmp.Compare(len(a), len(b))
	}
	// The scheme and the NID, up to the ':' after the shorter NID: a
	// ':' sorts against a letter of a longer NID as any byte does.
	// Two NIDs in lower case compare as written.
	nidEnd := int(min(u.nidEnd, v.nidEnd))
	if u.form&v.form&nameCanonical != 0 {
		if x, y := a[4:nidEnd+1], b[4:nidEnd+1]; x != y {
			return strings.Compare(x, y)
		}
	} else {
		for i := 4; i <= nidEnd; i++ {
			if a[i] != b[i] {
				if c := cmp.Compare(ascii.Lower(a[i]), ascii.Lower(b[i])); c != 0 {
					return c
				}
			}
		}
	}
	// The NIDs are equal in canonical form, and so as long as each
	// other: the NSSs begin at the same place.
	nss := nidEnd + 1
	switch {
	case u.form&v.form&nssCanonical != 0:
		return compareFrom(a, b, nss)
	case len(a) != len(b):
	case u.lowerHex == 0 && equalToCanonical(a, b, nss, v.lowerHex),
		v.lowerHex == 0 && equalToCanonical(b, a, nss, u.lowerHex):
		return 0
	}
	n := min(len(a), len(b))
	i := nssMismatch(a[:n], b[:n], nss)
	if i == n {
		return cmp.Compare(len(a), len(b))
	}
	return cmp.Compare(u.canonByte(i), v.canonByte(i))
}

// nssMismatch returns the index of the first byte at or after nss where
// a and b, as long as each other, differ in canonical form, or len(a)
// if there is none. a and b are valid assigned-names, or such names cut
// to the same length, whose NSSs begin at nss and which are equal in
// canonical form before nss.
//
// The common prefix of the two texts is skipped with string comparisons,
// at the speed of the runtime's own; where they differ, it compares
// eight bytes a step. Two words are equal in canonical form when they
// differ only in bit 5 (the ASCII case bit), and only at bytes that are
// hex digits of a triplet of a: one or two bytes after a '%'. While a
// and b are equal in canonical form, their triplets begin at the same
// places (a '%' in a valid NSS always begins one, and no valid byte
// differs from '%' in bit 5 alone), and a byte at such a place is a hex
// digit in both; so the triplets of a are all it needs.
func nssMismatch(a, b string, nss int) int {
	b = b[:len(a)]
	i := mismatch(a, b, nss)
	for len(a)-i >= 8 {
		// The digits of the triplets that begin before i.
		var carry uint64
		if a[i-1] == '%' {
			carry = 0x2020
		} else if a[i-2] == '%' {
			carry = 0x20
		}
		// Words that differ as written, up to one that does not.
		for len(a)-i >= 8 {
			wa, wb := load64(a, i), load64(b, i)
			if wa == wb {
				break
			}
			digits, next := tripletDigits(wa)
			if d := (wa ^ wb) &^ (digits | carry); d != 0 {
				return i + bits.TrailingZeros64(d)/8
			}
			carry = next
			i += 8
		}
		i = mismatch(a, b, i)
	}
	for ; i < len(a); i++ {
		if a[i] != b[i] && !sameHexDigit(a, b, i) {
			return i
		}
	}
	return len(a)
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

// Equivalent reports whether a and b are equivalent URNs under RFC 8141
// (see [URN.Equal]). It parses both with [Parse] and returns the error
// of the first that is not a valid URN. It allocates nothing when both
// are valid.
//
// Equivalent is for two texts compared once, where an input that is
// not a URN is an error to report, not "not equivalent". To compare a
// URN with several others, or URNs of another [Syntax], parse them and
// use [URN.Equal].
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
