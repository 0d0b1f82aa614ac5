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
// The URN's With and Without methods, like those of any URN, write the
// copy in RFC 8141 syntax and validate it as RFC 8141: on a URN of the
// RFC 2141 syntax they convert it to RFC 8141, and they fail where it
// is not valid RFC 8141 (a NID of one character or ending in '-').
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
// components are kept exactly as written, in the syntax u was parsed
// with. nss is validated as an RFC 8141 NSS, as [New] validates one: an
// nss that contains '?' or '#' is an error, not the start of a
// component. (So for a URN parsed as RFC 2141, which allows fewer bytes
// in the NSS, the copy parses as RFC 2141 only when nss is an RFC 2141
// NSS too.) The error is a [*ParseError] with an offset into the text
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
	i, lowerHex, r := std.scanNSSHex(s, start)
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
	shift := func(x uint32) uint32 {
		if x == 0 { // an absent part
			return 0
		}
		return uint32(int(x) + len(nss) - (end - start))
	}
	v := u
	v.s = s
	v.nssEnd = uint32(start + len(nss))
	v.rStart, v.rEnd = shift(u.rStart), shift(u.rEnd)
	v.qStart, v.qEnd = shift(u.qStart), shift(u.qEnd)
	v.fStart = shift(u.fStart)
	v.lowerHex = lowerHex
	v.form = u.form&nameCanonical | formOf(0, lowerHex)&nssCanonical
	return v, nil
}

// WithRComponent returns a copy of u with its r-component set to r,
// which must be in URN form (see [EscapeRComponent]). The copy is
// written in RFC 8141 syntax, as "?+" r, and validated as RFC 8141.
// The error is a [*ParseError] with an offset into the text of the
// copy; u is not changed.
func (u URN) WithRComponent(r string) (URN, error) {
	c := u.components()
	c.r, c.hasR = r, true
	return u.rebuild(c)
}

// WithQComponent returns a copy of u with its q-component set to q,
// which must be in URN form (see [EscapeQComponent]). It works like
// [URN.WithRComponent].
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

// WithoutRComponent returns a copy of u without its r-component. When
// u has none and is written in RFC 8141 syntax it returns u itself.
// The copy is validated as RFC 8141, so it fails only for a URN that
// was parsed with another syntax and is not valid RFC 8141, and for the
// zero URN (an error that wraps [ErrScheme]), as every With and Without
// method does.
func (u URN) WithoutRComponent() (URN, error) {
	c := u.components()
	c.r, c.hasR = "", false
	return u.rebuild(c)
}

// WithoutQComponent returns a copy of u without its q-component. It
// works like [URN.WithoutRComponent].
func (u URN) WithoutQComponent() (URN, error) {
	c := u.components()
	c.q, c.hasQ = "", false
	return u.rebuild(c)
}

// WithoutFComponent returns a copy of u without its f-component (and
// without its '#'). It works like [URN.WithoutRComponent].
func (u URN) WithoutFComponent() (URN, error) {
	c := u.components()
	c.f, c.hasF = "", false
	return u.rebuild(c)
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
// components c, in RFC 8141 syntax. It returns u itself when that is
// its text already.
func (u URN) rebuild(c components) (URN, error) {
	name := u.AssignedName()
	var parts [7]string
	parts[0] = name
	if c.hasR {
		parts[1], parts[2] = "?+", c.r
	}
	if c.hasQ {
		parts[3], parts[4] = "?=", c.q
	}
	if c.hasF {
		parts[5], parts[6] = "#", c.f
	}
	if isConcat(u.s, parts[:]) {
		// Nothing changes. If u also splits the same way as RFC 8141,
		// it is the answer, and no new text is needed.
		if v, _, r := std.parseURN(u.s); r == 0 && v == u {
			return u, nil
		}
	}
	if err := buildTooLong(parts[:]...); err != nil {
		return URN{}, err
	}
	s := concat(parts[:]...)
	rStart := len(name) + len(parts[1])
	qStart := rStart + len(parts[2]) + len(parts[3])
	fStart := 0
	if c.hasF {
		fStart = len(s) - len(c.f)
	}
	v, off, rsn := std.parseURN(s)
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
