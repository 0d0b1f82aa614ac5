// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import "strings"

// New returns the URN "urn:" + nid + ":" + nss, validated as RFC 8141.
// The NSS must already be in URN form: use [EscapeNSS] to make one from
// a native identifier. New(nid, EscapeNSS(id)) succeeds for every
// non-empty id and every valid nid.
//
// The result has exactly the given NID and NSS: an nss that contains
// '?' or '#' is an error, not the start of a component. An error is a
// [*ParseError] whose Input is the text "urn:" + nid + ":" + nss and
// whose Offset points into that text. New allocates only the text of
// the URN.
//
// [Parser.New] builds a URN in another syntax.
func New(nid, nss string) (URN, error) {
	if err := buildTooLong("urn:", nid, ":", nss); err != nil {
		return URN{}, err
	}
	return std.build("urn:"+nid+":"+nss, len(nid))
}

// buildTooLong returns the error for a URN made of parts, in order, when
// it would be longer than a URN can hold, or nil. The text is not
// built, so that no oversized argument is ever copied: the error's
// Input is the first part, the text that the constructor keeps or
// writes before what it is given ("urn:" for New, the text before the
// NSS for WithNSS, the assigned-name for the component methods).
func buildTooLong(parts ...string) error {
	n := uint64(0)
	for _, p := range parts {
		n += uint64(len(p))
	}
	if n <= maxLength {
		return nil
	}
	return &ParseError{Input: parts[0], Offset: len(parts[0]), Err: ErrTooLong, reason: rBuildTooLong}
}

// New returns the URN "urn:" + nid + ":" + nss, validated in the
// Parser's syntax and limits: exactly the URN that [Parser.Parse]
// returns for that text, or its error. The NSS must already be in URN
// form for that syntax: use [Parser.EscapeNSS] to make one from a
// native identifier.
//
// New has the guarantees of the function [New] in every syntax: the
// result has exactly the given NID and NSS and no component (in the
// Draft14 syntax, a '?' in nss is an error, not the start of a
// q-component), an error is a [*ParseError] with an offset into the
// text "urn:" + nid + ":" + nss (a text longer than MaxLength fails
// with [ErrTooLong] at offset MaxLength), and New allocates only the
// text of the URN.
//
// In the RFC 2141 syntax, the NID may have a single character or end
// in '-' and must not be "urn", and the NSS holds only ALPHA, DIGIT,
// the characters "()+,-.:=@;$_!*'" and percent-encoded octets other
// than "%00" (RFC 2141 sections 2.1, 2.2 and 2.4).
//
// The URN remembers the Parser's syntax (see [URN.Syntax]), and its With
// and Without methods write and validate their copies in it.
func (p Parser) New(nid, nss string) (URN, error) {
	if err := buildTooLong("urn:", nid, ":", nss); err != nil {
		return URN{}, err
	}
	s := "urn:" + nid + ":" + nss
	g := p.grammar()
	if g == nil {
		return URN{}, syntaxError(s)
	}
	if p.MaxLength > 0 && len(s) > p.MaxLength {
		return URN{}, &ParseError{Input: s, Offset: p.MaxLength, Err: ErrTooLong, reason: rTooLong}
	}
	return g.build(s, len(nid))
}

// build parses s, the text "urn:" + nid + ":" + nss for a nid of
// nidLen bytes, and checks that it has exactly that NID and NSS.
func (g *grammar) build(s string, nidLen int) (URN, error) {
	u, off, r := g.parseURN(s)
	if r == 0 {
		// The NID and the NSS must come out exactly as given.
		switch {
		case int(u.nidEnd) != 4+nidLen:
			off, r = int(u.nidEnd), rNIDChar // a ':' inside the NID
		case int(u.nssEnd) != len(s):
			off, r = int(u.nssEnd), rNSSChar // a '?' or '#' inside the NSS
		}
	}
	if r != 0 {
		return URN{}, newError(s, off, r)
	}
	return u, nil
}

// WithNSS returns a copy of u with its NSS replaced by nss, which must
// be in URN form (see [EscapeNSS]). The scheme, the NID and the
// components are kept exactly as written, and nss is validated as an
// NSS of the syntax of u (see [URN.Syntax]), as [Parser.New] validates
// one: an nss that contains '?' or '#' is an error, not the start of a
// component. The error is a [*ParseError] with an offset into the text
// of the copy; u is not changed. WithNSS returns u itself when nss is
// its NSS already, and otherwise allocates only the text of the copy.
func (u URN) WithNSS(nss string) (URN, error) {
	if u.s == "" {
		// As for every With method, the zero URN has no scheme.
		return URN{}, newError("", 0, rSchemeShort)
	}
	if nss == u.NSS() {
		return u, nil
	}
	start, end := int(u.nidEnd)+1, int(u.nssEnd)
	if err := buildTooLong(u.s[:start], nss, u.s[end:]); err != nil {
		return URN{}, err
	}
	s := concat(u.s[:start], nss, u.s[end:])
	i, lowerHex, r := u.grammar().scanNSSHex(s, start)
	switch {
	case r != 0:
	case i == start:
		r = rNSSEmpty
	case i != start+len(nss):
		r = rNSSChar // a '?' or '#' inside the NSS, or the end of s
	}
	if r != 0 {
		return URN{}, newError(s, i, r)
	}
	v := u
	v.s = s
	v.nssEnd = uint32(start + len(nss))
	v.shift(end, len(nss)-(end-start))
	v.lowerHex = lowerHex
	v.form = u.form&nameCanonical | formOf(0, lowerHex)&nssCanonical
	return v, nil
}

// grammar returns the grammar of the syntax of u, without the NUL
// check of [Parser.RejectNUL], which a URN does not record.
func (u URN) grammar() *grammar { return &grammars[u.syntax][0] }

// shift moves by d the bounds of the components of u that lie at or
// after the index from of its text.
func (u *URN) shift(from, d int) {
	for _, x := range [...]*uint32{&u.rStart, &u.rEnd, &u.qStart, &u.qEnd, &u.fStart} {
		if *x != 0 && int(*x) >= from { // 0: an absent part
			*x = uint32(int(*x) + d)
		}
	}
}

// WithRComponent returns a copy of u with its r-component set to r,
// which must be in URN form: [Parser.EscapeRComponent] with the syntax
// of u makes one from any string. The copy is
// written and validated in the syntax of u (see [URN.Syntax]): "?+" r
// in RFC 8141, "??" r in Draft 14, where it follows the q-component.
// A URN of the RFC 2141 syntax has no components, and every With
// method but WithNSS fails on it with an error that wraps
// [ErrComponent] at the end of its text. The error is a [*ParseError]
// with an offset into the text of the copy; u is not changed.
func (u URN) WithRComponent(r string) (URN, error) {
	c := u.components()
	c.r, c.hasR = r, true
	return u.rebuild(c)
}

// WithQComponent returns a copy of u with its q-component set to q,
// which must be in URN form ([Parser.EscapeQComponent] with the syntax
// of u makes one): "?=" q in RFC 8141, "?" q in Draft 14, where it ends
// at "??". It works like [URN.WithRComponent].
func (u URN) WithQComponent(q string) (URN, error) {
	c := u.components()
	c.q, c.hasQ = q, true
	return u.rebuild(c)
}

// WithFComponent returns a copy of u with its f-component set to f,
// which must be in URN form (see [EscapeFComponent]) and may be empty:
// WithFComponent("") gives a URN that ends in '#'. It works like
// [URN.WithRComponent].
func (u URN) WithFComponent(f string) (URN, error) {
	c := u.components()
	c.f, c.hasF = f, true
	return u.rebuild(c)
}

// WithoutRComponent returns a copy of u without its r-component and its
// delimiter, in the syntax of u. What remains of a URN is a URN of the
// same syntax, so this cannot fail, as [net/netip.Prefix.Masked] cannot.
// WithoutRComponent returns u itself when u has no r-component, and the
// zero URN for the zero URN. It allocates the text of the copy, unless
// the copy is a prefix of the text of u.
func (u URN) WithoutRComponent() URN {
	if u.rStart == u.rEnd {
		return u
	}
	// The delimiter is "?+" in RFC 8141 and "??" in Draft 14.
	return u.cut(int(u.rStart)-2, int(u.rEnd))
}

// WithoutQComponent returns a copy of u without its q-component and its
// delimiter. It works like [URN.WithoutRComponent].
func (u URN) WithoutQComponent() URN {
	if u.qStart == u.qEnd {
		return u
	}
	open := 2 // "?=" in RFC 8141
	if u.syntax == Draft14 {
		open = 1 // "?"
	}
	return u.cut(int(u.qStart)-open, int(u.qEnd))
}

// WithoutFComponent returns a copy of u without its f-component and
// its '#'. It works like [URN.WithoutRComponent], and never allocates:
// the copy is a prefix of the text of u.
func (u URN) WithoutFComponent() URN {
	if u.fStart == 0 {
		return u
	}
	return u.cut(int(u.fStart)-1, len(u.s))
}

// cut returns u without the bytes u.s[i:j]: one component and its
// delimiter. The bounds of that component, which lie in (i, j], are
// cleared, and those after it move back.
func (u URN) cut(i, j int) URN {
	v := u
	if j == len(u.s) {
		v.s = u.s[:i]
	} else {
		v.s = concat(u.s[:i], u.s[j:])
	}
	for _, x := range [...]*uint32{&v.rStart, &v.rEnd, &v.qStart, &v.qEnd, &v.fStart} {
		if *x != 0 && i < int(*x) && int(*x) <= j {
			*x = 0 // the part removed
		}
	}
	v.shift(j+1, i-j)
	return v
}

// components holds the r-, q- and f-components of a URN, each with
// whether it is present: an f-component can be present and empty.
type components struct {
	r, q, f          string
	hasR, hasQ, hasF bool
}

// components returns the components of u.
func (u URN) components() components {
	r, q := u.RComponent(), u.QComponent()
	return components{r: r, q: q, f: u.FComponent(), hasR: r != "", hasQ: q != "", hasF: u.HasFComponent()}
}

// rebuild returns the URN made of the assigned-name of u and the
// components c, in the syntax of u. It returns u itself when that is
// its text already.
func (u URN) rebuild(c components) (URN, error) {
	if u.s == "" {
		return URN{}, newError("", 0, rSchemeShort)
	}
	name := u.AssignedName()
	if u.syntax == RFC2141 {
		if c.hasR || c.hasQ || c.hasF {
			return URN{}, newError(u.s, len(u.s), rNoComponents2141)
		}
		return u, nil
	}
	// parts holds the assigned-name, then the delimiter and the text of
	// each component present, in the order of the syntax.
	var parts [7]string
	parts[0] = name
	rAt, qAt := 1, 3 // RFC 8141: [ "?+" r ] [ "?=" q ]
	rOpen, qOpen := "?+", "?="
	if u.syntax == Draft14 {
		rAt, qAt = 3, 1 // Draft 14: [ "?" q ] [ "??" r ]
		rOpen, qOpen = "??", "?"
	}
	if c.hasR {
		parts[rAt], parts[rAt+1] = rOpen, c.r
	}
	if c.hasQ {
		parts[qAt], parts[qAt+1] = qOpen, c.q
	}
	if c.hasF {
		parts[5], parts[6] = "#", c.f
	}
	if isConcat(u.s, parts[:]) {
		// Nothing changes: u is the answer, and no new text is needed.
		return u, nil
	}
	if err := buildTooLong(parts[:]...); err != nil {
		return URN{}, err
	}
	s := concat(parts[:]...)
	// The start of the text of each part.
	at := func(k int) int {
		n := 0
		for _, p := range parts[:k] {
			n += len(p)
		}
		return n
	}
	rStart, qStart := at(rAt+1), at(qAt+1)
	fStart := 0
	if c.hasF {
		fStart = len(s) - len(c.f)
	}
	v, off, rsn := u.grammar().parseURN(s)
	if rsn == 0 {
		// Each part must come out exactly as given: a delimiter inside
		// a component would otherwise open the next one.
		switch {
		case c.hasR && (v.rStart != uint32(rStart) || v.rEnd != uint32(rStart+len(c.r))):
			off, rsn = int(v.rEnd), rCharR
		case c.hasQ && (v.qStart != uint32(qStart) || v.qEnd != uint32(qStart+len(c.q))):
			off, rsn = int(v.qEnd), rCharQ
		case v.nssEnd != uint32(len(name)) || v.fStart != uint32(fStart):
			off, rsn = int(v.nssEnd), rNSSChar
		}
	}
	if rsn != 0 {
		return URN{}, newError(s, off, rsn)
	}
	return v, nil
}

// isConcat reports whether s is the concatenation of parts.
func isConcat(s string, parts []string) bool {
	for _, p := range parts {
		if len(s) < len(p) || s[:len(p)] != p {
			return false
		}
		s = s[len(p):]
	}
	return s == ""
}

// concat joins its arguments with one allocation.
func concat(parts ...string) string {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	var b strings.Builder
	b.Grow(n)
	for _, p := range parts {
		b.WriteString(p)
	}
	return b.String()
}
