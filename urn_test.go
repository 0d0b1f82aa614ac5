// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"database/sql"
	"database/sql/driver"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unsafe"
)

func TestZeroURN(t *testing.T) {
	var u URN
	if u.IsValid() {
		t.Error("zero URN is valid")
	}
	for i, s := range parts(u) {
		if s != "" && s != "false" {
			t.Errorf("zero URN part %d = %q", i, s)
		}
	}
	if u.AssignedName() != "" || u.Normalize() != u || !u.Equal(URN{}) || u.Compare(URN{}) != 0 {
		t.Error("zero URN is not equal to itself")
	}
	v := MustParse("urn:ab:c")
	if u.Equal(v) || v.Equal(u) || u.Compare(v) != -1 || v.Compare(u) != 1 {
		t.Error("zero URN compares wrongly with a valid one")
	}
}

// TestURNSize checks that a URN stays a string header and 32 bytes of
// offsets: 48 bytes where a pointer has 8. The syntax it records sits
// in the padding after the NID's end and its form.
func TestURNSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("the size is checked where a pointer has 8 bytes")
	}
	if n := unsafe.Sizeof(URN{}); n != 48 {
		t.Errorf("a URN takes %d bytes, want 48", n)
	}
}

var (
	_ encoding.TextMarshaler   = URN{}
	_ encoding.TextAppender    = URN{}
	_ encoding.TextUnmarshaler = (*URN)(nil)
	_ sql.Scanner              = (*URN)(nil)
	_ driver.Valuer            = URN{}
	_ fmt.Stringer             = URN{}
	_ encoding.TextMarshaler   = Syntax(0)
	_ encoding.TextUnmarshaler = (*Syntax)(nil)
)

func TestText(t *testing.T) {
	for _, s := range []string{"URN:EXAMPLE:a123%2cz456?+r?=q#f", "urn:ab:c#", ""} {
		var u URN
		if err := u.UnmarshalText([]byte(s)); err != nil {
			t.Fatalf("UnmarshalText(%q): %v", s, err)
		}
		b, err := u.MarshalText()
		if string(b) != s || err != nil {
			t.Errorf("MarshalText() = %q, %v; want %q", b, err, s)
		}
		b, err = u.AppendText([]byte("x="))
		if string(b) != "x="+s || err != nil {
			t.Errorf("AppendText() = %q, %v", b, err)
		}
	}
	u := MustParse("urn:ab:c")
	err := u.UnmarshalText([]byte("urn:ab:c d"))
	if !errors.Is(err, ErrNSS) || u.String() != "urn:ab:c" {
		t.Errorf("UnmarshalText of bad text: %v, left %v", err, u)
	}
	// The URN does not alias the caller's buffer.
	buf := []byte("urn:ab:cd")
	if err := u.UnmarshalText(buf); err != nil {
		t.Fatal(err)
	}
	copy(buf, "XXXXXXXXX")
	if u.String() != "urn:ab:cd" {
		t.Errorf("UnmarshalText aliases its input: %q", u)
	}
}

func TestJSON(t *testing.T) {
	type doc struct {
		ID    URN  `json:"id"`
		Other URN  `json:"other"`
		Ptr   *URN `json:"ptr,omitempty"`
	}
	in := `{"id":"urn:ISBN:0451450523#p1","other":"","ptr":"urn:ab:c"}`
	var d doc
	if err := json.Unmarshal([]byte(in), &d); err != nil {
		t.Fatal(err)
	}
	if d.ID.NID() != "ISBN" || d.Other.IsValid() || d.Ptr.NSS() != "c" {
		t.Errorf("Unmarshal: %+v", d)
	}
	out, err := json.Marshal(d)
	if err != nil || string(out) != in {
		t.Errorf("Marshal = %s, %v; want %s", out, err, in)
	}
	err = json.Unmarshal([]byte(`{"id":"urn:x:y"}`), &d)
	if !errors.Is(err, ErrNID) {
		t.Errorf("Unmarshal of invalid URN: %v", err)
	}
}

func TestSQL(t *testing.T) {
	var u URN
	for _, tt := range []struct {
		src  any
		want string
		err  error
	}{
		{"urn:ab:c", "urn:ab:c", nil},
		{[]byte("URN:AB:c"), "URN:AB:c", nil},
		{nil, "", nil},
		{"", "", nil},
		{[]byte{}, "", nil},
		{"urn:ab", "", ErrNID},
		{[]byte("urn:ab:"), "", ErrNSS},
	} {
		u = MustParse("urn:old:value")
		err := u.Scan(tt.src)
		if tt.err != nil {
			if !errors.Is(err, tt.err) {
				t.Errorf("Scan(%#v) error = %v, want %v", tt.src, err, tt.err)
			}
			continue
		}
		if err != nil || u.String() != tt.want {
			t.Errorf("Scan(%#v) = %q, %v; want %q", tt.src, u, err, tt.want)
		}
		v, err := u.Value()
		if err != nil || (tt.want == "" && v != nil) || (tt.want != "" && v != tt.want) {
			t.Errorf("Value() after Scan(%#v) = %#v, %v", tt.src, v, err)
		}
	}
	for _, src := range []any{42, 1.5, true, struct{}{}} {
		if err := u.Scan(src); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%T", src)) {
			t.Errorf("Scan(%T) error = %v", src, err)
		}
	}
}

// decodeAs decodes data, the JSON of a URN, with the type that decodes
// the syntax: URN, RFC2141URN or Draft14URN.
func decodeAs(syntax Syntax, data []byte) (URN, error) {
	switch syntax {
	case RFC2141:
		var w RFC2141URN
		err := json.Unmarshal(data, &w)
		return w.URN, err
	case Draft14:
		var w Draft14URN
		err := json.Unmarshal(data, &w)
		return w.URN, err
	}
	var u URN
	err := json.Unmarshal(data, &u)
	return u, err
}

// scanAs reads src, as a database driver gives it, with the type that
// decodes the syntax.
func scanAs(syntax Syntax, src any) (URN, error) {
	switch syntax {
	case RFC2141:
		var w RFC2141URN
		err := w.Scan(src)
		return w.URN, err
	case Draft14:
		var w Draft14URN
		err := w.Scan(src)
		return w.URN, err
	}
	var u URN
	err := u.Scan(src)
	return u, err
}

// textAs decodes text with the UnmarshalText of the type that decodes
// the syntax.
func textAs(syntax Syntax, text []byte) (URN, error) {
	var dec interface {
		encoding.TextUnmarshaler
		urn() URN
	}
	switch syntax {
	case RFC2141:
		dec = &rfc2141Box{}
	case Draft14:
		dec = &draft14Box{}
	default:
		dec = &urnBox{}
	}
	err := dec.UnmarshalText(text)
	return dec.urn(), err
}

type (
	urnBox     struct{ URN }
	rfc2141Box struct{ RFC2141URN }
	draft14Box struct{ Draft14URN }
)

func (b *urnBox) urn() URN     { return b.URN }
func (b *rfc2141Box) urn() URN { return b.URN }
func (b *draft14Box) urn() URN { return b.URN }

// checkRoundTrip checks that u, a URN of its syntax, reads back equal
// (the same text, split and syntax) from its text, its JSON and its SQL
// value, decoded by the type of its syntax.
func checkRoundTrip(t *testing.T, where string, u URN) {
	t.Helper()
	syntax := u.Syntax()
	text, err := u.MarshalText()
	if err != nil {
		t.Fatalf("%s: MarshalText(%q): %v", where, u, err)
	}
	if v, err := textAs(syntax, text); err != nil || v != u {
		t.Fatalf("%s: %v text %q reads back as %#v, %v; want %#v", where, syntax, text, v, err, u)
	}
	data, err := json.Marshal(u)
	if err != nil {
		t.Fatalf("%s: json.Marshal(%q): %v", where, u, err)
	}
	if v, err := decodeAs(syntax, data); err != nil || v != u {
		t.Fatalf("%s: %v JSON %s reads back as %#v, %v; want %#v", where, syntax, data, v, err, u)
	}
	val, err := u.Value()
	if err != nil {
		t.Fatalf("%s: Value(%q): %v", where, u, err)
	}
	if v, err := scanAs(syntax, val); err != nil || v != u {
		t.Fatalf("%s: %v SQL value %v reads back as %#v, %v; want %#v", where, syntax, val, v, err, u)
	}
	if val != nil {
		// A driver may give the column back as []byte.
		if v, err := scanAs(syntax, []byte(val.(string))); err != nil || v != u {
			t.Fatalf("%s: %v SQL bytes %q read back as %#v, %v; want %#v", where, syntax, val, v, err, u)
		}
	}
}

// FuzzSyntaxRoundTrip checks, in every syntax, that a URN keeps its
// syntax through every builder (New, WithNSS, the With and Without
// methods) and reads back equal from text, JSON and SQL with the type
// that decodes that syntax. Each builder's result must be exactly the
// URN its own text parses to in that syntax, with the parts it was
// given; removing a component and setting it again gives u back.
func FuzzSyntaxRoundTrip(f *testing.F) {
	for _, s := range []string{
		"urn:example:a?+r?=q#f", "urn:example:a?q=1??r#f", "URN:A:b%2c", "urn:ex:a?x?y??r?=s#",
		"urn:ex:a", "urn:ab-:x", "urn:ex:a#",
	} {
		f.Add(s, "v")
	}
	for _, c := range readCases(f, "build.txt") {
		if len(c.fields) > 2 && !strings.HasPrefix(c.fields[0], "new") {
			f.Add(c.fields[1], c.fields[2])
		}
	}
	f.Fuzz(func(t *testing.T, s, part string) {
		for syntax := range numSyntaxes {
			p := Parser{Syntax: syntax}
			u, err := p.Parse(s)
			if err != nil {
				continue
			}
			if u.Syntax() != syntax {
				t.Fatalf("%v.Parse(%q).Syntax() = %v", syntax, s, u.Syntax())
			}
			checkRoundTrip(t, "Parse", u)
			// made checks a URN a builder returned: in u's syntax, the
			// URN its text parses to, and it round-trips.
			made := func(where string, v URN) {
				t.Helper()
				if w, err := p.Parse(v.String()); err != nil || w != v {
					t.Fatalf("%v %q.%s = %#v; its text parses to %#v, %v", syntax, s, where, v, w, err)
				}
				checkRoundTrip(t, where, v)
			}
			if v, err := p.New(u.NID(), u.NSS()); err != nil || v.String() != "urn"+u.AssignedName()[3:] {
				t.Fatalf("%v New(%q, %q) = %q, %v; want the assigned-name of %q", syntax, u.NID(), u.NSS(), v, err, s)
			} else {
				made("New", v)
			}
			if v := u.WithoutComponents(); v.String() != u.AssignedName() {
				t.Fatalf("%v %q.WithoutComponents() = %q, want the assigned-name", syntax, s, v)
			} else {
				made("WithoutComponents", v)
			}
			if v, err := u.WithNSS(part); err == nil {
				made("WithNSS", v)
				if v.NSS() != part || v.String()[v.nssEnd:] != s[u.nssEnd:] {
					t.Fatalf("%v %q.WithNSS(%q) = %q", syntax, s, part, v)
				}
			}
			type comp struct {
				name    string
				with    func(string) (URN, error)
				without func() URN
				get     func(URN) string
				has     func(URN) bool
			}
			for _, c := range []comp{
				{"R", u.WithRComponent, u.WithoutRComponent, URN.RComponent, func(v URN) bool { return v.RComponent() != "" }},
				{"Q", u.WithQComponent, u.WithoutQComponent, URN.QComponent, func(v URN) bool { return v.QComponent() != "" }},
				{"F", u.WithFComponent, u.WithoutFComponent, URN.FComponent, URN.HasFComponent},
			} {
				w := c.without()
				made("Without"+c.name+"Component", w)
				if c.has(w) || w.AssignedName() != u.AssignedName() {
					t.Fatalf("%v %q.Without%sComponent() = %q", syntax, s, c.name, w)
				}
				if c.has(u) {
					with := map[string]func(URN, string) (URN, error){"R": URN.WithRComponent, "Q": URN.WithQComponent, "F": URN.WithFComponent}[c.name]
					if back, err := with(w, c.get(u)); err != nil || back != u {
						t.Fatalf("%v %q: Without%[3]sComponent then With%[3]sComponent(%q) = %#v, %v; want u back", syntax, s, c.name, c.get(u), back, err)
					}
				}
				if v, err := c.with(part); err == nil {
					made("With"+c.name+"Component", v)
					if c.get(v) != part || v.AssignedName() != u.AssignedName() {
						t.Fatalf("%v %q.With%sComponent(%q) = %q", syntax, s, c.name, part, v)
					}
				} else if syntax == RFC2141 && !errors.Is(err, ErrComponent) {
					t.Fatalf("RFC 2141 %q.With%sComponent(%q): %v, want ErrComponent", s, c.name, part, err)
				}
			}
		}
	})
}
