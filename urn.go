// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"database/sql/driver"
	"fmt"
)

// URN is a parsed Uniform Resource Name. It holds the text it was
// parsed from and the offsets of its parts.
//
// A URN remembers the [Syntax] it was parsed or built in, and its
// methods follow that syntax: the With and Without methods write and
// validate the copy in it (for example "?q" and "??r" for the
// components of [Draft14]).
//
// The zero URN is not a valid URN: its String and accessors return ""
// and IsValid reports false. URNs are comparable with ==, which reports
// whether two URNs have the same text, split the same way, in the same
// syntax; use [URN.Equal] for RFC 8141 equivalence. To key a map by
// equivalence, use [URN.Key].
type URN struct {
	s      string
	nidEnd uint8  // index of the ':' after the NID; the NID starts at 4
	form   form   // which parts of the assigned-name are in canonical form
	syntax Syntax // the syntax u was parsed in
	nssEnd uint32 // end of the NSS, and of the assigned-name
	rStart uint32 // r-component bounds, without "?+"; equal when absent
	rEnd   uint32
	qStart uint32 // q-component bounds, without "?="; equal when absent
	qEnd   uint32
	fStart uint32 // index just past '#'; 0 when there is no f-component

	// lowerHex counts the hex digits of the triplets of the NSS that
	// are in lower case: those that canonical form changes.
	lowerHex uint32
}

// A form records which parts of the assigned-name of a URN are already
// in the canonical form of RFC 8141 section 3.1, as the parser sees
// them. It is a function of the text and its split, so URNs stay
// comparable with ==; every way of making a URN must set it exactly.
type form uint8

const (
	nameCanonical form = 1 << iota // "urn" and the NID are in lower case
	nssCanonical                   // no hex digit of a triplet of the NSS is in lower case

	canonicalForm = nameCanonical | nssCanonical
)

// formOf returns the form of an assigned-name whose scheme and NID have
// together the class bits name (cUpper for an upper-case letter) and
// whose NSS has lowerHex hex digits in lower case.
func formOf(name uint8, lowerHex uint32) form {
	var f form
	if name&cUpper == 0 {
		f = nameCanonical
	}
	if lowerHex == 0 {
		f |= nssCanonical
	}
	return f
}

// String returns the text u was parsed from, exactly as written, or ""
// for the zero URN.
func (u URN) String() string { return u.s }

// IsValid reports whether u is a parsed URN, that is, not the zero URN.
func (u URN) IsValid() bool { return u.s != "" }

// Syntax returns the syntax u was parsed or built in: the Syntax of
// the [Parser] that made it, or [RFC8141] for [Parse], [New] and the
// zero URN.
func (u URN) Syntax() Syntax { return u.syntax }

// Scheme returns "urn" as written, in whatever case; "" for the zero
// URN.
func (u URN) Scheme() string {
	if u.s == "" {
		return ""
	}
	return u.s[:3]
}

// NID returns the namespace identifier as written, for example "isbn"
// in "urn:isbn:0451450523".
func (u URN) NID() string {
	if u.s == "" {
		return ""
	}
	return u.s[4:u.nidEnd]
}

// NSS returns the namespace-specific string as written, with its
// percent-encoding intact.
func (u URN) NSS() string {
	if u.s == "" {
		return ""
	}
	return u.s[u.nidEnd+1 : u.nssEnd]
}

// AssignedName returns scheme ":" NID ":" NSS as written: u without its
// components.
func (u URN) AssignedName() string { return u.s[:u.nssEnd] }

// RComponent returns the r-component without its delimiter ("?+" in
// RFC 8141, "??" in draft 14), or "" when there is none. It is meant for
// a resolver, never for the named resource.
func (u URN) RComponent() string { return u.s[u.rStart:u.rEnd] }

// QComponent returns the q-component without its delimiter ("?=" in
// RFC 8141, "?" in draft 14), or "" when there is none. It is passed to
// the resource or to the resolver as a query.
func (u URN) QComponent() string { return u.s[u.qStart:u.qEnd] }

// FComponent returns the f-component without its '#', or "" when there
// is none or it is empty; see [URN.HasFComponent].
func (u URN) FComponent() string {
	if u.fStart == 0 {
		return ""
	}
	return u.s[u.fStart:]
}

// HasFComponent reports whether u has a '#', even one followed by an
// empty f-component.
func (u URN) HasFComponent() bool { return u.fStart != 0 }

// MarshalText implements [encoding.TextMarshaler]. The encoding is
// [URN.String]: the text as parsed, or empty for the zero URN. Call
// [URN.Normalize] first to store the canonical form.
func (u URN) MarshalText() ([]byte, error) {
	return []byte(u.s), nil
}

// AppendText implements [encoding.TextAppender]. It appends the text
// of u to b, as [URN.MarshalText] does.
func (u URN) AppendText(b []byte) ([]byte, error) {
	return append(b, u.s...), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]. It parses text
// as an RFC 8141 URN into a copy of its own. Empty text sets the zero
// URN and is not an error, so an empty JSON string round-trips. To
// decode URNs of another syntax, use [RFC2141URN] or [Draft14URN].
func (u *URN) UnmarshalText(text []byte) error {
	return Parser{}.unmarshalText(text, u)
}

// Scan implements [database/sql.Scanner]. It accepts a string or a
// []byte, parsed as an RFC 8141 URN (an empty one gives the zero URN),
// and nil, which gives the zero URN. Any other type is an error. To
// read URNs of another syntax, use [RFC2141URN] or [Draft14URN].
func (u *URN) Scan(src any) error { return Parser{}.scan(src, u) }

// unmarshalText is [URN.UnmarshalText] in the Parser's syntax.
func (p Parser) unmarshalText(text []byte, u *URN) error {
	if len(text) == 0 {
		*u = URN{}
		return nil
	}
	v, err := p.Parse(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// scan is [URN.Scan] in the Parser's syntax.
func (p Parser) scan(src any, u *URN) error {
	switch src := src.(type) {
	case nil:
		*u = URN{}
		return nil
	case string:
		if src == "" {
			*u = URN{}
			return nil
		}
		v, err := p.Parse(src)
		if err != nil {
			return err
		}
		*u = v
		return nil
	case []byte:
		return p.unmarshalText(src, u)
	}
	return fmt.Errorf("urn: cannot scan %T into a URN", src)
}

// RFC2141URN is a URN that decodes in the syntax of RFC 2141, for
// programs that store URNs of that syntax: its UnmarshalText and Scan
// parse with Parser{Syntax: RFC2141}, where those of [URN] parse RFC
// 8141, and otherwise behave as theirs do. It encodes as its URN does
// (MarshalText, AppendText and Value come from the embedded URN), so a
// URN of that syntax written to JSON, text or SQL reads back equal.
type RFC2141URN struct{ URN }

// UnmarshalText implements [encoding.TextUnmarshaler]: [URN.UnmarshalText]
// in the RFC 2141 syntax.
func (u *RFC2141URN) UnmarshalText(text []byte) error {
	return Parser{Syntax: RFC2141}.unmarshalText(text, &u.URN)
}

// Scan implements [database/sql.Scanner]: [URN.Scan] in the RFC 2141
// syntax.
func (u *RFC2141URN) Scan(src any) error { return Parser{Syntax: RFC2141}.scan(src, &u.URN) }

// Draft14URN is a URN that decodes in the syntax of [Draft14], as
// [RFC2141URN] does in that of RFC 2141.
type Draft14URN struct{ URN }

// UnmarshalText implements [encoding.TextUnmarshaler]: [URN.UnmarshalText]
// in the Draft14 syntax.
func (u *Draft14URN) UnmarshalText(text []byte) error {
	return Parser{Syntax: Draft14}.unmarshalText(text, &u.URN)
}

// Scan implements [database/sql.Scanner]: [URN.Scan] in the Draft14
// syntax.
func (u *Draft14URN) Scan(src any) error { return Parser{Syntax: Draft14}.scan(src, &u.URN) }

// Value implements [database/sql/driver.Valuer]. It returns the text of
// u as a string, or nil for the zero URN, so that an unset URN is
// stored as NULL.
func (u URN) Value() (driver.Value, error) {
	if u.s == "" {
		return nil, nil
	}
	return u.s, nil
}
