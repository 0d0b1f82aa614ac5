// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"database/sql/driver"
	"fmt"
	"strconv"

	"github.com/urnkit/urn/internal/errtext"
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
//
// What MarshalText writes, [URN.UnmarshalText] reads back as the same
// URN: the same text, split into the same parts. A URN of another
// syntax ([URN.Syntax]) whose text would not read back so in RFC 8141,
// such as "urn:a:x" of RFC 2141 (a NID of one letter) or "urn:ex:a?q"
// of Draft 14, is not written: MarshalText fails with an error that
// names the type that keeps it, [RFC2141URN] or [Draft14URN], and wraps
// [ErrReadBack].
func (u URN) MarshalText() ([]byte, error) { return u.marshalText(RFC8141) }

// marshalText is [URN.MarshalText] for the type that reads back in
// syntax t.
func (u URN) marshalText(t Syntax) ([]byte, error) {
	if err := u.checkWrite(t); err != nil {
		return nil, err
	}
	return []byte(u.s), nil
}

// AppendText implements [encoding.TextAppender]. It appends the text
// of u to b, as [URN.MarshalText] does, and fails as it does, leaving
// b as it was.
func (u URN) AppendText(b []byte) ([]byte, error) { return u.appendText(b, RFC8141) }

// appendText is [URN.AppendText] for the type that reads back in
// syntax t. The check is out of line, and no call is given b, so that
// a caller's buffer can stay on its stack.
func (u URN) appendText(b []byte, t Syntax) ([]byte, error) {
	var err error
	if u.syntax != t {
		err = u.readBack(t)
	}
	if err == nil {
		b = append(b, u.s...)
	}
	return b, err
}

// Value implements [database/sql/driver.Valuer]. It returns the text of
// u as a string, or nil for the zero URN, so that an unset URN is
// stored as NULL. It fails as [URN.MarshalText] does, so that no column
// holds a URN that [URN.Scan] cannot read back.
func (u URN) Value() (driver.Value, error) {
	return u.value(RFC8141)
}

// value is [URN.Value] for the type that reads back in syntax t.
func (u URN) value(t Syntax) (driver.Value, error) {
	if err := u.checkWrite(t); err != nil {
		return nil, err
	}
	if u.s == "" {
		return nil, nil
	}
	return u.s, nil
}

// checkWrite returns nil when the text of u, parsed in syntax t (that
// of the type that writes it), gives u again, with t as its syntax: the
// same text split into the same parts. Otherwise it returns an error
// that says what reading would give and which type keeps u.
func (u URN) checkWrite(t Syntax) error {
	if u.syntax == t || u.s == "" {
		return nil
	}
	return u.readBack(t)
}

// readBack is checkWrite for a URN of another syntax than t.
func (u *URN) readBack(t Syntax) error {
	if u.s == "" {
		return nil
	}
	v, off, r := grammars[t][0].parseURN(u.s)
	if r == 0 {
		v.syntax = u.syntax
		if v == *u {
			return nil
		}
	}
	return &writeError{u: *u, to: t, back: v, off: off, reason: r}
}

// typeNames names the type that writes and reads URNs of each syntax.
var typeNames = [numSyntaxes]string{
	RFC8141: "urn.URN",
	RFC2141: "urn.RFC2141URN",
	Draft14: "urn.Draft14URN",
}

// A writeError reports a URN that a type would write as text that
// reads back in the type's syntax as a different URN, or not at all.
type writeError struct {
	u      URN    // the URN to write
	to     Syntax // the syntax the text would be read back in
	back   URN    // the URN read back, when reason is 0
	off    int    // where reading back fails
	reason reason // why reading back fails; 0 when it gives back
}

// Unwrap returns [ErrReadBack].
func (e *writeError) Unwrap() error { return ErrReadBack }

func (e *writeError) Error() string {
	b := make([]byte, 0, 160)
	b = append(b, "urn: "...)
	b = errtext.AppendQuoted(b, e.u.s, e.off)
	b = append(b, " (a URN of the "...)
	b = append(b, e.u.syntax.String()...)
	b = append(b, " syntax) cannot be written as a "...)
	b = append(b, typeNames[e.to]...)
	b = append(b, ": read back in the "...)
	b = append(b, e.to.String()...)
	b = append(b, " syntax, "...)
	if e.reason != 0 {
		b = append(b, "it fails at offset "...)
		b = strconv.AppendInt(b, int64(e.off), 10)
		b = append(b, ": "...)
		b = e.reason.appendMessage(b, e.u.s, e.off)
	} else {
		b = append(b, "it would be another URN, with "...)
		sep := ""
		for _, p := range [...]struct {
			name      string
			was, back string
			had, has  bool
		}{
			{"NSS", e.u.NSS(), e.back.NSS(), true, true},
			{"r-component", e.u.RComponent(), e.back.RComponent(), e.u.RComponent() != "", e.back.RComponent() != ""},
			{"q-component", e.u.QComponent(), e.back.QComponent(), e.u.QComponent() != "", e.back.QComponent() != ""},
			{"f-component", e.u.FComponent(), e.back.FComponent(), e.u.HasFComponent(), e.back.HasFComponent()},
		} {
			if p.was == p.back && p.had == p.has {
				continue
			}
			b = append(b, sep...)
			sep = ", "
			b = appendPart(b, p.name, p.back, p.has)
			b = append(b, " in place of "...)
			b = appendPart(b, "", p.was, p.had)
		}
	}
	b = append(b, "; write it as a "...)
	b = append(b, typeNames[e.u.syntax]...)
	return string(b)
}

// appendPart appends a part of a URN for a message: its name and its
// text quoted, or "no" and its name when it is absent.
func appendPart(b []byte, name, text string, present bool) []byte {
	if !present {
		if name == "" {
			return append(b, "none"...)
		}
		return append(append(b, "no "...), name...)
	}
	if name != "" {
		b = append(append(b, name...), ' ')
	}
	return errtext.AppendQuoted(b, text, 0)
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
// read URNs of another syntax, use [RFC2141URN] or [Draft14URN]. The
// error is a [*ParseError] for text that is not a URN, and wraps
// [ErrScanType] for a value of another type.
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
	return &scanTypeError{typ: fmt.Sprintf("%T", src)}
}

// A scanTypeError reports a Scan of a value of an unsupported type.
type scanTypeError struct{ typ string }

func (e *scanTypeError) Error() string {
	return "urn: cannot scan " + e.typ + " into a URN (want a string, []byte or nil)"
}

// Unwrap returns [ErrScanType].
func (e *scanTypeError) Unwrap() error { return ErrScanType }

// RFC2141URN is a URN that is read and written in the syntax of RFC
// 2141, for programs that store URNs of that syntax: its UnmarshalText
// and Scan parse with Parser{Syntax: RFC2141}, where those of [URN]
// parse RFC 8141, and otherwise behave as theirs do. Its MarshalText,
// AppendText and Value write the text of its URN, and fail, as those of
// [URN] do, when that text would read back in RFC 2141 as a different
// URN or not at all, so that what is written reads back equal.
type RFC2141URN struct{ URN }

// Syntax returns the syntax of u's URN, or [RFC2141], the syntax it is
// read in, for the zero RFC2141URN.
func (u RFC2141URN) Syntax() Syntax { return u.URN.syntaxOr(RFC2141) }

// MarshalText implements [encoding.TextMarshaler]: [URN.MarshalText],
// for reading back in the RFC 2141 syntax.
func (u RFC2141URN) MarshalText() ([]byte, error) { return u.URN.marshalText(RFC2141) }

// AppendText implements [encoding.TextAppender]: [URN.AppendText], for
// reading back in the RFC 2141 syntax.
func (u RFC2141URN) AppendText(b []byte) ([]byte, error) { return u.URN.appendText(b, RFC2141) }

// Value implements [database/sql/driver.Valuer]: [URN.Value], for
// reading back in the RFC 2141 syntax.
func (u RFC2141URN) Value() (driver.Value, error) { return u.URN.value(RFC2141) }

// UnmarshalText implements [encoding.TextUnmarshaler]: [URN.UnmarshalText]
// in the RFC 2141 syntax.
func (u *RFC2141URN) UnmarshalText(text []byte) error {
	return Parser{Syntax: RFC2141}.unmarshalText(text, &u.URN)
}

// Scan implements [database/sql.Scanner]: [URN.Scan] in the RFC 2141
// syntax.
func (u *RFC2141URN) Scan(src any) error { return Parser{Syntax: RFC2141}.scan(src, &u.URN) }

// Draft14URN is a URN that is read and written in the syntax of
// [Draft14], as [RFC2141URN] is in that of RFC 2141.
//
// The two types are part of the package for as long as [Parser] parses
// their syntaxes, which is for as long as the package has a major
// version: a URN parsed in the syntax of Draft 14 with its components
// ("urn:ex:a?q") or in that of RFC 2141 ("urn:a:x") cannot be written
// as a [URN], whose text RFC 8141 would read as another URN or not at
// all, and these types are the one way to store such a URN as text,
// JSON or SQL that reads back.
type Draft14URN struct{ URN }

// Syntax returns the syntax of u's URN, or [Draft14], the syntax it is
// read in, for the zero Draft14URN.
func (u Draft14URN) Syntax() Syntax { return u.URN.syntaxOr(Draft14) }

// MarshalText implements [encoding.TextMarshaler]: [URN.MarshalText],
// for reading back in the Draft14 syntax.
func (u Draft14URN) MarshalText() ([]byte, error) { return u.URN.marshalText(Draft14) }

// AppendText implements [encoding.TextAppender]: [URN.AppendText], for
// reading back in the Draft14 syntax.
func (u Draft14URN) AppendText(b []byte) ([]byte, error) { return u.URN.appendText(b, Draft14) }

// Value implements [database/sql/driver.Valuer]: [URN.Value], for
// reading back in the Draft14 syntax.
func (u Draft14URN) Value() (driver.Value, error) { return u.URN.value(Draft14) }

// UnmarshalText implements [encoding.TextUnmarshaler]: [URN.UnmarshalText]
// in the Draft14 syntax.
func (u *Draft14URN) UnmarshalText(text []byte) error {
	return Parser{Syntax: Draft14}.unmarshalText(text, &u.URN)
}

// Scan implements [database/sql.Scanner]: [URN.Scan] in the Draft14
// syntax.
func (u *Draft14URN) Scan(src any) error { return Parser{Syntax: Draft14}.scan(src, &u.URN) }

// syntaxOr returns the syntax of u, or t for the zero URN.
func (u URN) syntaxOr(t Syntax) Syntax {
	if u.s == "" {
		return t
	}
	return u.syntax
}
