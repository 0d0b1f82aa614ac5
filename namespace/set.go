// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"iter"
	"maps"
	"slices"
	"strings"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
)

// RFC 8141 leaves two things to each namespace: which NSSs are valid,
// and rules that make more URNs equivalent than its own (section 3.1).
// A Rules holds those rules for one NID; a Set holds a set of them and
// applies them to URNs.
//
// Rules see the NSS in RFC 8141 canonical form ([urn.URN.CanonicalNSS]),
// and the namespace-aware canonical form of a URN is computed from its
// RFC 8141 canonical form. So two URNs that RFC 8141 calls equivalent
// are always equivalent under any rules: rules can only add
// equivalences.

// maxNID is the length limit of a NID (RFC 8141, section 2).
const maxNID = 32

// A Rules holds the rules of one URN namespace, applied on top of
// RFC 8141 by a [Set]. A Rules is a plain value: build one with a
// composite literal to give rules to a namespace of your own.
//
// The functions of a Rules are called by many goroutines at once and
// must not keep state. They receive the NSS in RFC 8141 canonical form:
// as written, except that the hex digits of percent-encoded octets are
// in upper case.
type Rules struct {
	// NID is the namespace identifier, matched without regard to case.
	NID string

	// Source names the document and section that define the rules,
	// for example "RFC 9562, section 4".
	Source string

	// Validate checks nss against the syntax of the namespace. It
	// returns nil when nss is valid; otherwise the length n of the
	// longest prefix of nss that could begin a valid NSS (so nss[n] is
	// the first byte that cannot belong, or n == len(nss) when nss ends
	// too early) and an error that says why, in a short phrase without
	// a "urn:" prefix. A nil Validate accepts every NSS.
	Validate func(nss string) (n int, err error)

	// Canonical returns the canonical form of nss, a valid NSS: the
	// namespace's own equivalence rules applied (for example, hex
	// digits in lower case). Two valid NSSs are equivalent in the
	// namespace exactly when their canonical forms are equal.
	// Canonical must return a valid NSS that it maps to itself. A nil
	// Canonical adds no equivalence to RFC 8141.
	Canonical func(nss string) string

	// Note says what the rules know of a valid NSS without refusing
	// it (see [Note]): a value of the right shape outside a list that
	// the namespace's text says grows, or a check character that does
	// not match where the text does not make it a part of the syntax.
	// It is called only with an nss that Validate accepts, and returns
	// the offset in nss of what it notes and a short phrase without a
	// "urn:" prefix, or "" when there is nothing to note. A nil Note
	// notes nothing.
	Note func(nss string) (n int, note string)
}

// A Set is an immutable set of namespace rules, at most one per NID
// (compared without regard to case). The zero Set holds no rules;
// [Builtin] holds the rules this package knows, and [Set.With] adds
// more. A Set may be shared by many goroutines.
//
// A URN whose NID has no rules in the set is treated by RFC 8141 alone:
// any NSS is valid and equivalence is [urn.URN.Equal].
type Set struct {
	m map[string]*Rules // keyed by lower-case NID; never modified
	x *index            // the rules of m; nil in the zero Set
}

// newSet returns the set of the rules of m, keyed by lower-case NID.
// Every Set but the zero Set is made by it.
func newSet(m map[string]*Rules) Set { return Set{m, newIndex(m)} }

// With returns a set holding the rules of s and rules. A Rules in rules
// replaces the one of s with the same NID, and a later one in rules
// replaces an earlier one. s itself is unchanged. A Rules whose NID is
// not a valid RFC 8141 NID can never apply to a URN; With keeps it
// anyway, so that Lookup finds it.
func (s Set) With(rules ...Rules) Set {
	m := make(map[string]*Rules, len(s.m)+len(rules))
	for k, v := range s.m {
		m[k] = v
	}
	for i := range rules {
		r := rules[i]
		m[lowerASCII(r.NID)] = &r
	}
	return newSet(m)
}

// Lookup returns the rules for nid, compared without regard to case,
// and reports whether s has any. It does not allocate.
func (s Set) Lookup(nid string) (Rules, bool) {
	if r := s.lookup(nid); r != nil {
		return *r, true
	}
	return Rules{}, false
}

func (s Set) lookup(nid string) *Rules {
	if s.x == nil {
		return nil // the zero Set
	}
	return s.x.find(nid)
}

// An index finds the rules for a NID in any case without first writing
// the NID in lower case, as a map keyed by the lower-case NID would
// need. Every URN that a Set checks costs one lookup, so a lookup must
// cost little next to parsing the URN. The index is an open-addressing
// hash table with linear probing, keyed by the first sixteen bytes of
// the NID in lower case, packed into two words (nidKey), and the NID's
// length; the hash reads the first word and the length. It has at least
// twice as many slots as NIDs, and its hash multiplier is chosen when
// it is built so that few NIDs share a slot: a lookup then reads one
// slot of 32 bytes, and compares more only for a NID longer than
// sixteen bytes. The NIDs are put in the table in order, so a set's
// slots are the same in every run of a program.
type index struct {
	slots []indexSlot // 1<<(64-shift) long
	mult  uint64      // the hash multiplier; odd
	shift uint64      // a hash >> shift is a slot index
}

type indexSlot struct {
	key  uint64 // nidKey(r.NID)
	key2 uint64 // nidKey(r.NID[8:]), or 0 for a NID of eight bytes or fewer
	n    int    // len(r.NID)
	r    *Rules // nil in an empty slot
}

// newIndex returns an index of the rules of m, keyed by lower-case NID.
func newIndex(m map[string]*Rules) *index {
	bits := uint64(3)
	for 1<<bits < 2*len(m) {
		bits++
	}
	entries := make([]indexSlot, 0, len(m))
	for _, nid := range slices.Sorted(maps.Keys(m)) {
		entries = append(entries, indexSlot{nidKey(nid), nidKey2(nid), len(nid), m[nid]})
	}
	// Try a few multipliers and keep the one that leaves the fewest
	// NIDs out of their first slot.
	x := &index{slots: make([]indexSlot, 1<<bits), shift: 64 - bits}
	best, bestCollisions := uint64(0), len(m)+1
	mult := uint64(0x9E3779B97F4A7C15)
	for try := 0; try < 32 && bestCollisions > 0; try++ {
		x.mult = mult
		if c := x.fill(entries); c < bestCollisions {
			best, bestCollisions = mult, c
		}
		mult = mult*0x5851F42D4C957F2D + 0x14057B7EF767814F | 1
	}
	x.mult = best
	x.fill(entries)
	return x
}

// fill empties x, puts entries into its slots in order, and returns
// how many of them did not land in their first slot.
func (x *index) fill(entries []indexSlot) (collisions int) {
	clear(x.slots)
	mask := uint64(len(x.slots) - 1)
	for _, e := range entries {
		i := x.hash(e.key, e.n)
		for x.slots[i].r != nil {
			i = (i + 1) & mask
			collisions++
		}
		x.slots[i] = e
	}
	return collisions
}

func (x *index) hash(key uint64, n int) uint64 {
	return ((key ^ uint64(n)) * x.mult) >> (x.shift & 63)
}

// find returns the rules for nid, compared without regard to ASCII
// case, or nil.
func (x *index) find(nid string) *Rules {
	key, key2, n := nidKey(nid), nidKey2(nid), len(nid)
	mask := uint64(len(x.slots) - 1)
	for i := x.hash(key, n); ; i = (i + 1) & mask {
		e := &x.slots[i]
		if e.r == nil {
			return nil
		}
		if e.key == key && e.key2 == key2 && e.n == n && (n <= 16 || equalFold(nid[16:], e.r.NID[16:])) {
			return e.r
		}
	}
}

// findURN returns the rules for the NID s[:n] of a URN, where s is the
// URN from its NID on, or nil. It reads a NID of up to eight bytes in
// one eight-byte load and one of nine to sixteen bytes in two, whatever
// n is: s goes on past the NID. A longer NID, or an s too short for the
// loads, falls back to find. A NID is made of ASCII
// letters, digits and '-' (RFC 8141, section 2), whose lower case is
// the byte with bit 0x20 set: the key needs no more.
func (x *index) findURN(s string, n int) *Rules {
	var key, key2 uint64
	switch {
	case n < 8 && len(s) >= 8:
		key = (load64(s) | lower8) & keyMask[n&7] // the bytes past the NID
	case n == 8:
		key = load64(s) | lower8
	case n > 8 && n <= 16 && len(s) >= 16:
		key = load64(s) | lower8
		key2 = load64(s[8:]) | lower8
		if n < 16 {
			key2 &= keyMask[n&7]
		}
	default:
		return x.find(s[:n])
	}
	// As find does, written out for a NID of sixteen bytes or fewer.
	mask := uint64(len(x.slots) - 1)
	for i := x.hash(key, n); ; i = (i + 1) & mask {
		e := &x.slots[i]
		if e.r == nil || e.key == key && e.key2 == key2 && e.n == n {
			return e.r
		}
	}
}

// lower8 has bit 0x20, the bit of ASCII lower case, set in every byte.
const lower8 = 0x20 * ones8

// keyMask[n] keeps the first n bytes of a word, for n below eight.
var keyMask = [8]uint64{0, 0xFF, 0xFFFF, 0xFFFFFF, 0xFFFFFFFF, 0xFFFFFFFFFF, 0xFFFFFFFFFFFF, 0xFFFFFFFFFFFFFF}

// lowerASCII returns s with its ASCII letters in lower case. NIDs are
// compared without regard to ASCII case alone: the NID of a Rules that
// holds other bytes is matched by those bytes as they are.
func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		b[i] = ascii.Lower(c)
	}
	return string(b)
}

// equalFold reports whether s and t, as long as each other, are equal
// without regard to ASCII case.
func equalFold(s, t string) bool {
	for i := 0; i < len(s); i++ {
		if ascii.Lower(s[i]) != ascii.Lower(t[i]) {
			return false
		}
	}
	return true
}

// nidKey returns the first eight bytes of s in ASCII lower case, packed
// into a word with s[0] in its low byte and zero bytes past the end of
// s. Two strings as long as each other and no longer than eight bytes
// are equal without regard to ASCII case exactly when their keys are.
func nidKey(s string) uint64 {
	// Two loads that overlap where s is shorter than the two of them
	// put each byte in its place without a loop.
	var x uint64
	switch n := len(s); {
	case n >= 8:
		x = load64(s)
	case n >= 4:
		x = uint64(load32(s)) | uint64(load32(s[n-4:]))<<(8*(n-4))
	case n >= 2:
		x = uint64(s[0]) | uint64(s[1])<<8 | (uint64(s[n-2])|uint64(s[n-1])<<8)<<(8*(n-2))
	case n == 1:
		x = uint64(s[0])
	}
	return lowerWord(x)
}

// nidKey2 returns the key of the eight bytes of s after its first
// eight, as nidKey does, or 0 when s has no more than eight bytes.
func nidKey2(s string) uint64 {
	if len(s) <= 8 {
		return 0
	}
	return nidKey(s[8:])
}

// load32 returns the first four bytes of s, s[0] in the low byte.
func load32(s string) uint32 {
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// lowerWord returns x with each of its eight bytes in ASCII lower case.
func lowerWord(x uint64) uint64 {
	// For a byte b below 0x80, b+0x3F has its high bit set when
	// b >= 'A' and b+0x25 when b > 'Z'; no sum carries into the next
	// byte. Bytes from 0x80 up are left as they are.
	upper := (x + (0x80-'A')*ones8) &^ (x + (0x80-'Z'-1)*ones8) &^ x & high8
	return x | upper>>2
}

// equalLower reports whether s, in any case, equals lower, which is
// in lower case and as long as s.
func equalLower(s, lower string) bool {
	for i := 0; i < len(lower); i++ {
		if ascii.Lower(s[i]) != lower[i] {
			return false
		}
	}
	return true
}

// Union returns a set holding the rules of s and of t. Where both have
// rules for a NID, those of t replace those of s, as [Set.With] does.
// s and t are unchanged.
func (s Set) Union(t Set) Set {
	if len(t.m) == 0 {
		return s
	}
	if len(s.m) == 0 {
		return t
	}
	m := make(map[string]*Rules, len(s.m)+len(t.m))
	for k, v := range s.m {
		m[k] = v
	}
	for k, v := range t.m {
		m[k] = v
	}
	return newSet(m)
}

// All returns an iterator over the rules of s, sorted by NID compared
// without regard to case. Collect them with [slices.Collect].
func (s Set) All() iter.Seq[Rules] {
	return func(yield func(Rules) bool) {
		keys := make([]string, 0, len(s.m))
		for k := range s.m {
			keys = append(keys, k)
		}
		slices.Sort(keys) // the keys are the NIDs in lower case
		for _, k := range keys {
			if !yield(*s.m[k]) {
				return
			}
		}
	}
}

// Validate checks the NSS of u against the rules for its NID. It
// returns nil when s has no rules for the NID or the NSS is valid, and
// otherwise an [*Error] that wraps [ErrInvalid], with an offset into
// u.String(). It does not allocate when the NSS is valid and its
// percent-encoding (if any) is in canonical case.
func (s Set) Validate(u urn.URN) error {
	// Each method of u called here copies u: call few.
	text := u.String()
	if s.x == nil || text == "" {
		return nil
	}
	r := s.x.findURN(text[len("urn:"):], len(u.NID()))
	if r == nil || r.Validate == nil {
		return nil
	}
	nss := u.CanonicalNSS()
	off, err := r.Validate(nss)
	if err == nil {
		return nil
	}
	return newError(u, r, nss, off, err)
}

// newError returns the error of u, whose NSS in RFC 8141 canonical form
// nss the Validate function of r refused with off and err.
func newError(u urn.URN, r *Rules, nss string, off int, err error) *Error {
	return &Error{
		Input:  u.String(),
		Offset: nssStart(u) + min(max(off, 0), len(nss)),
		NID:    r.NID,
		Err:    err,
	}
}

// nssStart returns the byte offset of the NSS in u.String().
func nssStart(u urn.URN) int { return len(u.AssignedName()) - len(u.NSS()) }

// Normalize returns u in canonical form under the rules of s: first
// the RFC 8141 canonical form ([urn.URN.Normalize]), then, when s has
// rules for the NID and the NSS is valid under them, the NSS in the
// namespace's canonical form. The components are kept verbatim. An NSS
// that is not valid in its namespace keeps its RFC 8141 canonical form.
//
// Two URNs are equivalent under s exactly when their normalized
// assigned-names are equal, so u.AssignedName() of the result can key a
// map. Normalize returns u itself, without allocating, when it is
// already canonical.
func (s Set) Normalize(u urn.URN) urn.URN {
	return s.normalize(u)
}

// Check returns both s.Normalize(u) and s.Validate(u), applying the
// rules for the NID of u once where calling the two would apply them
// twice: for a program that reports the URNs that break their rules
// and writes the others in canonical form. Like those two, it does not
// allocate when u is canonical and valid.
func (s Set) Check(u urn.URN) (urn.URN, error) {
	v := u.Normalize()
	// As rulesOf, written out: a call would copy v once more.
	text := v.String()
	if s.x == nil || text == "" {
		return v, nil
	}
	r := s.x.findURN(text[len("urn:"):], len(v.NID()))
	if r == nil {
		return v, nil
	}
	nss := v.NSS()
	if r.Validate != nil {
		if off, err := r.Validate(nss); err != nil {
			return v, newError(u, r, nss, off, err)
		}
	}
	if key := r.canonical(nss); key != nss {
		return withNSS(v, key), nil
	}
	return v, nil
}

// normalize is Check without the error: the body of Normalize, which
// must not allocate an error it does not return.
func (s Set) normalize(u urn.URN) urn.URN {
	v := u.Normalize()
	r, nss := s.rulesOf(v)
	if r == nil {
		return v
	}
	if r.Validate != nil {
		if _, err := r.Validate(nss); err != nil {
			return v
		}
	}
	if key := r.canonical(nss); key != nss {
		return withNSS(v, key)
	}
	return v
}

// rulesOf returns the rules for the NID of u, a URN in RFC 8141
// canonical form, and its NSS; or nil when s has none or u is the zero
// URN. Each method of u it calls copies u: it calls few.
func (s Set) rulesOf(u urn.URN) (*Rules, string) {
	text := u.String()
	if s.x == nil || text == "" {
		return nil, ""
	}
	r := s.x.findURN(text[len("urn:"):], len(u.NID()))
	if r == nil {
		return nil, ""
	}
	return r, u.NSS()
}

// withNSS returns u with the NSS key, the canonical form of its NSS
// under its namespace's rules.
func withNSS(u urn.URN, key string) urn.URN {
	if v, err := u.WithNSS(key); err == nil {
		return v
	}
	return u // not reached: key is an RFC 8141 NSS
}

// Equal reports whether u and v are equivalent under the rules of s:
// equivalent under RFC 8141 ([urn.URN.Equal]), or with the same NID and
// NSSs that the namespace's rules make equivalent. Components are
// ignored.
func (s Set) Equal(u, v urn.URN) bool {
	if u.Equal(v) {
		return true
	}
	if !u.IsValid() || !v.IsValid() || !strings.EqualFold(u.NID(), v.NID()) {
		return false
	}
	r := s.lookup(u.NID())
	if r == nil || r.Canonical == nil {
		return false
	}
	return r.key(u.CanonicalNSS()) == r.key(v.CanonicalNSS())
}

// Key returns the key of u under the rules of s: the assigned-name of
// s.Normalize(u). s.Key(u) == s.Key(v) exactly when s.Equal(u, v), so
// Key is what to store, index or use as a map key, as [urn.URN.Key] is
// under RFC 8141 alone. It returns "" for the zero URN.
//
// The keys of [Builtin] and [Conventions], and of sets made of them,
// change only with [RulesVersion], which CHANGES.md explains: a stored
// key matches the keys computed under the same RulesVersion. Keys
// under rules of a program's own change when those rules do.
func (s Set) Key(u urn.URN) string { return s.Normalize(u).AssignedName() }

// Compare returns an integer comparing u and v under the rules of s:
// 0 exactly when s.Equal(u, v), and otherwise -1 or +1 in the order of
// their keys ([Set.Key]), a total order. So [slices.SortFunc] with
// s.Compare puts URNs that s holds equal next to each other, and
// [slices.CompactFunc] with s.Equal then keeps one of each, as
// [urn.URN.Compare] and [urn.URN.Equal] do under RFC 8141. The zero URN
// sorts first. Compare allocates only where [Set.Normalize] does.
func (s Set) Compare(u, v urn.URN) int {
	if s.Equal(u, v) {
		return 0
	}
	return strings.Compare(s.Key(u), s.Key(v))
}

// key returns what an NSS in RFC 8141 canonical form is compared as:
// its canonical form in the namespace when it is valid there, and
// itself otherwise.
func (r *Rules) key(nss string) string {
	if r.Canonical == nil {
		return nss
	}
	if r.Validate != nil {
		if _, err := r.Validate(nss); err != nil {
			return nss
		}
	}
	return r.canonical(nss)
}

// canonical returns the canonical form in the namespace of nss, an NSS
// in RFC 8141 canonical form that is valid there. A Canonical function
// that returns something other than an RFC 8141 NSS is ignored.
func (r *Rules) canonical(nss string) string {
	if r.Canonical == nil {
		return nss
	}
	k := r.Canonical(nss)
	if k != nss && !urn.ValidNSS(k) {
		return nss
	}
	return k
}
