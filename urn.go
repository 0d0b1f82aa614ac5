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
// The zero URN is not a valid URN: its String and accessors return ""
// and IsValid reports false. URNs are comparable with ==, which reports
// whether two URNs have the same text split the same way; use
// [URN.Equal] for RFC 8141 equivalence. To key a map by equivalence,
// use u.Normalize().AssignedName().
type URN struct {
	s      string
	nidEnd uint32 // index of the ':' after the NID; the NID starts at 4
	nssEnd uint32 // end of the NSS, and of the assigned-name
	rStart uint32 // r-component bounds, without "?+"; equal when absent
	rEnd   uint32
	qStart uint32 // q-component bounds, without "?="; equal when absent
	qEnd   uint32
	fStart uint32 // index just past '#'; 0 when there is no f-component
}

// String returns the text u was parsed from, exactly as written, or ""
// for the zero URN.
func (u URN) String() string { return u.s }

// IsValid reports whether u is a parsed URN, that is, not the zero URN.
func (u URN) IsValid() bool { return u.s != "" }

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
// URN and is not an error, so an empty JSON string round-trips.
func (u *URN) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*u = URN{}
		return nil
	}
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// Scan implements [database/sql.Scanner]. It accepts a string or a
// []byte, parsed as an RFC 8141 URN (an empty one gives the zero URN),
// and nil, which gives the zero URN. Any other type is an error.
func (u *URN) Scan(src any) error {
	switch src := src.(type) {
	case nil:
		*u = URN{}
		return nil
	case string:
		if src == "" {
			*u = URN{}
			return nil
		}
		v, err := Parse(src)
		if err != nil {
			return err
		}
		*u = v
		return nil
	case []byte:
		return u.UnmarshalText(src)
	}
	return fmt.Errorf("urn: cannot scan %T into a URN", src)
}

// Value implements [database/sql/driver.Valuer]. It returns the text of
// u as a string, or nil for the zero URN, so that an unset URN is
// stored as NULL.
func (u URN) Value() (driver.Value, error) {
	if u.s == "" {
		return nil, nil
	}
	return u.s, nil
}
