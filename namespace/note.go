// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "github.com/urnkit/urn"

// A Note is what the rules of a namespace say about a URN that they
// accept. It is not an error: the URN is valid, and a program decides
// what to do with the note. The rules of [Builtin] note two things:
//
//   - a value of the right shape that is not among the values the
//     rules know, in a list that the namespace's text says grows, such
//     as a format code of the meta namespace that the National Library
//     of Finland added after the rules were written;
//   - a check character that does not match, where the namespace's
//     text does not make it a part of the syntax, such as the check
//     digit of a URN:NBN:DE.
type Note struct {
	// Input is the whole URN, as written.
	Input string

	// Offset is the byte offset in Input of what the note is about.
	Offset int

	// NID is the namespace whose rules made the note, as written in
	// its rules ([Rules].NID).
	NID string

	// Text says what the rules note, in a short phrase, for example
	// "format code "xyz" is not among the codes the rules know".
	Text string
}

// String returns the note with the URN and the offset, for example:
//
//	urn: note of namespace meta on "urn:meta:xyz-a" at offset 9 ('x'): format code "xyz" is not among the codes the rules know
//
// A long input is quoted shortened around the offset; Input holds it
// whole.
func (n *Note) String() string {
	b := make([]byte, 0, 128)
	b = append(b, "urn: note of namespace "...)
	b = append(b, n.NID...)
	b = append(b, " on "...)
	b = appendAt(b, n.Input, n.Offset)
	b = append(b, ": "...)
	b = append(b, n.Text...)
	return string(b)
}

// Note returns what the rules for the NID of u note about it, or nil:
// when s has no rules for the NID, when the rules have no [Rules].Note
// or nothing to note, and when u is not valid under them (then
// [Set.Validate] says why).
func (s Set) Note(u urn.URN) *Note {
	n, _ := s.Examine(u)
	return n
}

// Examine returns both s.Note(u) and s.Validate(u), applying the rules
// for the NID of u once where calling the two would apply them twice:
// for a program that reports the URNs that break their rules and notes
// on the others. When u is not valid, the note is nil. Like Validate,
// it does not allocate when the NSS is valid, its percent-encoding (if
// any) is in canonical case and the rules have nothing to note.
func (s Set) Examine(u urn.URN) (*Note, error) {
	// As Validate, with the note after it: the path of a URN whose
	// rules have no Note costs what Validate costs.
	text := u.String()
	if s.x == nil || text == "" {
		return nil, nil
	}
	r := s.x.findURN(text[len("urn:"):], len(u.NID()))
	if r == nil || r.Validate == nil {
		if r == nil || r.Note == nil {
			return nil, nil
		}
		return newNote(u, r, u.CanonicalNSS()), nil
	}
	nss := u.CanonicalNSS()
	off, err := r.Validate(nss)
	if err != nil {
		return nil, newError(u, r, nss, off, err)
	}
	if r.Note != nil {
		return newNote(u, r, nss), nil
	}
	return nil, nil
}

// newNote returns the note of r on u, whose NSS in RFC 8141 canonical
// form nss is valid under r, or nil.
func newNote(u urn.URN, r *Rules, nss string) *Note {
	off, note := r.Note(nss)
	if note == "" {
		return nil
	}
	return &Note{
		Input:  u.String(),
		Offset: nssStart(u) + min(max(off, 0), len(nss)),
		NID:    r.NID,
		Text:   note,
	}
}
