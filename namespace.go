// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"slices"
	"strconv"
	"strings"
)

// RFC 8141 leaves two things to each namespace: which NSSs are valid,
// and rules that make more URNs equivalent than its own (section 3.1).
// A Namespace holds those rules for one NID; a Namespaces holds a set of
// them and applies them to URNs.
//
// Namespace rules see the NSS in RFC 8141 canonical form, and the
// namespace-aware canonical form of a URN is computed from its RFC 8141
// canonical form. So two URNs that RFC 8141 calls equivalent are always
// equivalent under any rules: rules can only add equivalences.

// ErrNamespace reports an NSS that breaks the rules of its namespace.
// A [*NamespaceError] wraps it.
var ErrNamespace = errors.New("urn: NSS not valid in its namespace")

// A Namespace holds the rules of one URN namespace, applied on top of
// RFC 8141 by a [Namespaces]. A Namespace is a plain value: build one
// with a composite literal to give rules to a namespace of your own.
//
// The functions of a Namespace are called by many goroutines at once
// and must not keep state. They receive the NSS in RFC 8141 canonical
// form: as written, except that the hex digits of percent-encoded
// octets are in upper case.
type Namespace struct {
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
}

// A NamespaceError reports an NSS that breaks the rules of its
// namespace. It unwraps to both [ErrNamespace] and the reason given by
// the namespace's Validate function.
type NamespaceError struct {
	// Input is the whole URN, as written.
	Input string

	// Offset is the byte offset in Input of the first byte that cannot
	// belong, or len of the assigned-name when the NSS ends too early.
	Offset int

	// NID is the namespace identifier of the rules that failed, as
	// written in the rules (Namespace.NID).
	NID string

	// Err says why.
	Err error
}

// Error returns a message that says what is wrong, where and why, for
// example:
//
//	urn: NSS not valid in namespace uuid in "urn:uuid:x" at offset 9 ('x'): want a hex digit
func (e *NamespaceError) Error() string {
	b := make([]byte, 0, 128)
	b = append(b, "urn: NSS not valid in namespace "...)
	b = append(b, e.NID...)
	b = append(b, " in "...)
	b = appendQuotedAround(b, e.Input, e.Offset)
	b = append(b, " at offset "...)
	b = strconv.AppendInt(b, int64(e.Offset), 10)
	if e.Offset >= 0 && e.Offset < len(e.Input) {
		b = append(b, " ("...)
		b = appendByteName(b, e.Input[e.Offset])
		b = append(b, ')')
	}
	if e.Err != nil {
		b = append(b, ": "...)
		b = append(b, e.Err.Error()...)
	}
	return string(b)
}

// Unwrap returns ErrNamespace and e.Err, so that errors.Is works with
// both.
func (e *NamespaceError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrNamespace}
	}
	return []error{ErrNamespace, e.Err}
}

// Namespaces is an immutable set of namespace rules, at most one per
// NID (compared without regard to case). The zero Namespaces holds no
// rules; [BuiltinNamespaces] holds the rules this package knows, and
// [Namespaces.With] adds more. A Namespaces may be shared by many
// goroutines.
//
// A URN whose NID has no rules in the set is treated by RFC 8141 alone:
// any NSS is valid and equivalence is [URN.Equal].
type Namespaces struct {
	m map[string]*Namespace // keyed by lower-case NID; never modified
}

// With returns a set holding the rules of s and ns. A Namespace in ns
// replaces the one of s with the same NID, and a later one in ns
// replaces an earlier one. s itself is unchanged. A Namespace whose NID
// is not a valid RFC 8141 NID can never apply to a URN; With keeps it
// anyway, so that Lookup finds it.
func (s Namespaces) With(ns ...Namespace) Namespaces {
	m := make(map[string]*Namespace, len(s.m)+len(ns))
	for k, v := range s.m {
		m[k] = v
	}
	for i := range ns {
		n := ns[i]
		m[strings.ToLower(n.NID)] = &n
	}
	return Namespaces{m}
}

// Lookup returns the rules for nid, compared without regard to case,
// and reports whether s has any. It does not allocate.
func (s Namespaces) Lookup(nid string) (Namespace, bool) {
	if n := s.lookup(nid); n != nil {
		return *n, true
	}
	return Namespace{}, false
}

func (s Namespaces) lookup(nid string) *Namespace {
	if len(nid) > maxNID || len(s.m) == 0 {
		return nil
	}
	var buf [maxNID]byte
	for i := 0; i < len(nid); i++ {
		buf[i] = lower(nid[i])
	}
	return s.m[string(buf[:len(nid)])]
}

// All returns the rules of s sorted by NID.
func (s Namespaces) All() []Namespace {
	all := make([]Namespace, 0, len(s.m))
	for _, n := range s.m {
		all = append(all, *n)
	}
	slices.SortFunc(all, func(a, b Namespace) int {
		return strings.Compare(strings.ToLower(a.NID), strings.ToLower(b.NID))
	})
	return all
}

// Validate checks the NSS of u against the rules for its NID. It
// returns nil when s has no rules for the NID or the NSS is valid, and
// otherwise a [*NamespaceError] whose offset is into u.String(). It
// does not allocate when the NSS is valid and its percent-encoding
// (if any) is in canonical case.
func (s Namespaces) Validate(u URN) error {
	n := s.lookup(u.NID())
	if n == nil || n.Validate == nil || u.s == "" {
		return nil
	}
	nss := canonicalNSS(u)
	off, err := n.Validate(nss)
	if err == nil {
		return nil
	}
	return &NamespaceError{
		Input:  u.s,
		Offset: int(u.nidEnd) + 1 + min(max(off, 0), len(nss)),
		NID:    n.NID,
		Err:    err,
	}
}

// Normalize returns u in canonical form under the rules of s: first
// the RFC 8141 canonical form ([URN.Normalize]), then, when s has rules
// for the NID and the NSS is valid under them, the NSS in the
// namespace's canonical form. The components are kept verbatim. An NSS
// that is not valid in its namespace keeps its RFC 8141 canonical form.
//
// Two URNs are equivalent under s exactly when their normalized
// assigned-names are equal, so u.AssignedName() of the result can key a
// map. Normalize returns u itself, without allocating, when it is
// already canonical.
func (s Namespaces) Normalize(u URN) URN {
	u = u.Normalize()
	n := s.lookup(u.NID())
	if n == nil || u.s == "" {
		return u
	}
	nss := u.NSS()
	key := n.key(nss)
	if key == nss {
		return u
	}
	d := len(key) - len(nss)
	v := u
	v.s = u.s[:u.nidEnd+1] + key + u.s[u.nssEnd:]
	v.nssEnd = shift(u.nssEnd, d)
	v.rStart, v.rEnd = shift(u.rStart, d), shift(u.rEnd, d)
	v.qStart, v.qEnd = shift(u.qStart, d), shift(u.qEnd, d)
	v.fStart = shift(u.fStart, d)
	_, v.lowerHex, _ = std.scanNSSHex(key, 0)
	v.form = formOf(0, v.lowerHex) // the NID is in lower case already
	return v
}

// shift moves the offset x, which lies at or after the end of the NSS,
// by d bytes; 0 stands for an absent part and stays 0.
func shift(x uint32, d int) uint32 {
	if x == 0 {
		return 0
	}
	return uint32(int(x) + d)
}

// Equal reports whether u and v are equivalent under the rules of s:
// equivalent under RFC 8141 ([URN.Equal]), or with the same NID and
// NSSs that the namespace's rules make equivalent. Components are
// ignored.
func (s Namespaces) Equal(u, v URN) bool {
	if u.Equal(v) {
		return true
	}
	if u.s == "" || v.s == "" || !strings.EqualFold(u.NID(), v.NID()) {
		return false
	}
	n := s.lookup(u.NID())
	if n == nil || n.Canonical == nil {
		return false
	}
	return n.key(canonicalNSS(u)) == n.key(canonicalNSS(v))
}

// key returns what an NSS in RFC 8141 canonical form is compared as:
// its canonical form in the namespace when it is valid there, and
// itself otherwise. A Canonical function that returns something other
// than an RFC 8141 NSS is ignored.
func (n *Namespace) key(nss string) string {
	if n.Canonical == nil {
		return nss
	}
	if n.Validate != nil {
		if _, err := n.Validate(nss); err != nil {
			return nss
		}
	}
	k := n.Canonical(nss)
	if !isNSS(k) {
		return nss
	}
	return k
}

// isNSS reports whether s is an NSS under RFC 8141.
func isNSS(s string) bool {
	if s == "" {
		return false
	}
	i, r := std.scanNSS(s, 0)
	return r == 0 && i == len(s)
}

// canonicalNSS returns the NSS of u in RFC 8141 canonical form. It
// allocates only when a percent-encoded octet has a lower-case hex
// digit.
func canonicalNSS(u URN) string {
	nss := u.NSS()
	i := strings.IndexByte(nss, '%')
	for i >= 0 && i+2 < len(nss) {
		if class[nss[i+1]]&cLowerHex != 0 || class[nss[i+2]]&cLowerHex != 0 {
			b := []byte(nss)
			for ; i+2 < len(b); i++ {
				if b[i] == '%' {
					b[i+1], b[i+2] = upper(b[i+1]), upper(b[i+2])
				}
			}
			return string(b)
		}
		j := strings.IndexByte(nss[i+3:], '%')
		if j < 0 {
			break
		}
		i += 3 + j
	}
	return nss
}
