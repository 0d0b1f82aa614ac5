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
	"slices"
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

// writer is the writing side of URN, RFC2141URN and Draft14URN.
type writer interface {
	encoding.TextMarshaler
	encoding.TextAppender
	driver.Valuer
}

// writerAs returns u in the type that reads and writes the syntax.
func writerAs(syntax Syntax, u URN) writer {
	switch syntax {
	case RFC2141:
		return RFC2141URN{u}
	case Draft14:
		return Draft14URN{u}
	}
	return u
}

// checkRoundTrip checks that u, a URN of its syntax, written as text,
// JSON and SQL by the type of its syntax, reads back equal (the same
// text, split and syntax) with that type.
func checkRoundTrip(t *testing.T, where string, u URN) {
	t.Helper()
	syntax := u.Syntax()
	w := writerAs(syntax, u)
	text, err := w.MarshalText()
	if err != nil {
		t.Fatalf("%s: MarshalText(%q): %v", where, u, err)
	}
	if v, err := textAs(syntax, text); err != nil || v != u {
		t.Fatalf("%s: %v text %q reads back as %#v, %v; want %#v", where, syntax, text, v, err, u)
	}
	data, err := json.Marshal(w)
	if err != nil {
		t.Fatalf("%s: json.Marshal(%q): %v", where, u, err)
	}
	if v, err := decodeAs(syntax, data); err != nil || v != u {
		t.Fatalf("%s: %v JSON %s reads back as %#v, %v; want %#v", where, syntax, data, v, err, u)
	}
	val, err := w.Value()
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

// checkWriteAs checks, for u and the type that reads and writes the
// syntax to, that every way of writing (MarshalText, AppendText,
// json.Marshal, Value) succeeds exactly when the text of u, parsed in
// to, is u split the same way, and that what it writes then reads back
// as u in the syntax to. A refusal must name the type of u's syntax.
func checkWriteAs(t *testing.T, u URN, to Syntax) {
	t.Helper()
	// The reference: the text parsed in syntax to, compared part by part.
	back, perr := Parser{Syntax: to}.Parse(u.String())
	keeps := u.String() == "" || perr == nil &&
		slices.Equal(parts(back), parts(u))
	w := writerAs(to, u)
	text, err := w.MarshalText()
	if (err == nil) != keeps {
		t.Fatalf("%v %q as %s: MarshalText = %q, %v; the %v text reads back as %#v, %v", u.Syntax(), u, typeNames[to], text, err, to, back, perr)
	}
	if err != nil {
		if want := "write it as a " + typeNames[u.Syntax()]; !strings.Contains(err.Error(), want) {
			t.Fatalf("%v %q as %s: error %q does not say %q", u.Syntax(), u, typeNames[to], err, want)
		}
		if text != nil {
			t.Fatalf("%v %q as %s: MarshalText fails and returns %q", u.Syntax(), u, typeNames[to], text)
		}
	}
	app, aerr := w.AppendText([]byte("x="))
	data, jerr := json.Marshal(w)
	val, verr := w.Value()
	for _, e := range []error{aerr, jerr, verr} {
		if (e == nil) != (err == nil) {
			t.Fatalf("%v %q as %s: MarshalText error %v, but AppendText, json.Marshal, Value give %v, %v, %v", u.Syntax(), u, typeNames[to], err, aerr, jerr, verr)
		}
	}
	if err != nil {
		if string(app) != "x=" || val != nil {
			t.Fatalf("%v %q as %s: a refused write gives %q, %#v", u.Syntax(), u, typeNames[to], app, val)
		}
		return
	}
	want := u
	if want.IsValid() {
		want.syntax = to
	}
	if string(app) != "x="+u.String() {
		t.Fatalf("%v %q as %s: AppendText = %q", u.Syntax(), u, typeNames[to], app)
	}
	if v, err := textAs(to, text); err != nil || v != want {
		t.Fatalf("%v %q as %s: text %q reads back as %#v, %v; want %#v", u.Syntax(), u, typeNames[to], text, v, err, want)
	}
	if v, err := decodeAs(to, data); err != nil || v != want {
		t.Fatalf("%v %q as %s: JSON %s reads back as %#v, %v; want %#v", u.Syntax(), u, typeNames[to], data, v, err, want)
	}
	if v, err := scanAs(to, val); err != nil || v != want {
		t.Fatalf("%v %q as %s: SQL value %#v reads back as %#v, %v; want %#v", u.Syntax(), u, typeNames[to], val, v, err, want)
	}
}

// TestWriteRefuses checks that a URN whose text would read back as
// another URN, or not at all, in the syntax of the type that writes it
// is refused, with the reason and the type that keeps it.
func TestWriteRefuses(t *testing.T) {
	for _, tt := range []struct {
		from Syntax
		s    string
		to   Syntax
		msg  string // "" when the write succeeds
	}{
		{RFC8141, "urn:ex:a?+r?=q", Draft14, `urn: "urn:ex:a?+r?=q" (a URN of the rfc8141 syntax) cannot be written as a urn.Draft14URN: read back in the draft14 syntax, it would be another URN, with no r-component in place of "r", q-component "+r?=q" in place of "q"; write it as a urn.URN`},
		{RFC8141, "urn:ex:a~b", RFC2141, `urn: "urn:ex:a~b" (a URN of the rfc8141 syntax) cannot be written as a urn.RFC2141URN: read back in the rfc2141 syntax, it fails at offset 8: '~' is not allowed by RFC 2141 (RFC 8141 allows it); percent-encode it; write it as a urn.URN`},
		{RFC2141, "urn:a:x", RFC8141, `urn: "urn:a:x" (a URN of the rfc2141 syntax) cannot be written as a urn.URN: read back in the rfc8141 syntax, it fails at offset 5: a NID must have at least 2 characters; write it as a urn.RFC2141URN`},
		{Draft14, "urn:ex:a?x#f", RFC8141, `urn: "urn:ex:a?x#f" (a URN of the draft14 syntax) cannot be written as a urn.URN: read back in the rfc8141 syntax, it fails at offset 9: after the NSS, '?' must begin "?+" (r-component) or "?=" (q-component); write it as a urn.Draft14URN`},
		{Draft14, "urn:ex:a?=x", RFC8141, `urn: "urn:ex:a?=x" (a URN of the draft14 syntax) cannot be written as a urn.URN: read back in the rfc8141 syntax, it would be another URN, with q-component "x" in place of "=x"; write it as a urn.Draft14URN`},
		{RFC8141, "urn:ex:a#", RFC2141, `urn: "urn:ex:a#" (a URN of the rfc8141 syntax) cannot be written as a urn.RFC2141URN: read back in the rfc2141 syntax, it fails at offset 8: '#' is reserved by RFC 2141; percent-encode it; write it as a urn.URN`},
		{RFC8141, "urn:ex:a%00", RFC2141, `urn: "urn:ex:a%00" (a URN of the rfc8141 syntax) cannot be written as a urn.RFC2141URN: read back in the rfc2141 syntax, it fails at offset 10: "%00" (NUL) is not allowed; write it as a urn.URN`},
		{RFC8141, "urn:ex:a#f", Draft14, ""},
		{RFC8141, "urn:ex:a?+r", Draft14, `urn: "urn:ex:a?+r" (a URN of the rfc8141 syntax) cannot be written as a urn.Draft14URN: read back in the draft14 syntax, it would be another URN, with no r-component in place of "r", q-component "+r" in place of none; write it as a urn.URN`},
		{RFC2141, "urn:ex:a", RFC8141, ""},
		{RFC2141, "urn:ex:a", Draft14, ""},
		{Draft14, "urn:ex:a#f", RFC2141, `urn: "urn:ex:a#f" (a URN of the draft14 syntax) cannot be written as a urn.RFC2141URN: read back in the rfc2141 syntax, it fails at offset 8: '#' is reserved by RFC 2141; percent-encode it; write it as a urn.Draft14URN`},
	} {
		u, err := Parser{Syntax: tt.from}.Parse(tt.s)
		if err != nil {
			t.Fatal(err)
		}
		checkWriteAs(t, u, tt.to)
		_, err = writerAs(tt.to, u).MarshalText()
		if got := fmt.Sprint(err); tt.msg == "" && err != nil || tt.msg != "" && got != tt.msg {
			t.Errorf("%v %q as %s:\n got %s\nwant %s", tt.from, tt.s, typeNames[tt.to], got, tt.msg)
		}
	}
}

// FuzzWriteReadBack checks, for every pair of syntaxes, that a URN of
// one written by the type of the other (URN, RFC2141URN, Draft14URN)
// is written exactly when it reads back as the same URN, and is
// refused otherwise.
func FuzzWriteReadBack(f *testing.F) {
	for _, s := range []string{
		"urn:ex:a?+r?=q", "urn:ex:a~b", "urn:a:x", "urn:ex:a?x#f", "urn:ex:a?=x", "urn:ex:a?+r",
		"urn:ab-:x", "urn:ex:a", "URN:EX:a%2c#", "urn:ex:a?q??r", "urn:urn:x", "urn:ex:a%00",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for from := range numSyntaxes {
			u, err := Parser{Syntax: from}.Parse(s)
			if err != nil {
				continue
			}
			for to := range numSyntaxes {
				checkWriteAs(t, u, to)
			}
		}
	})
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

// TestWrapperSyntax checks that RFC2141URN and Draft14URN report the
// syntax of their URN, and their own when they hold the zero URN, as
// they do once they have read an empty text or NULL.
func TestWrapperSyntax(t *testing.T) {
	var r RFC2141URN
	var d Draft14URN
	if r.Syntax() != RFC2141 || d.Syntax() != Draft14 {
		t.Errorf("zero wrappers: Syntax() = %v, %v; want rfc2141, draft14", r.Syntax(), d.Syntax())
	}
	if err := r.Scan(nil); err != nil || r.Syntax() != RFC2141 {
		t.Errorf("RFC2141URN after Scan(nil): Syntax() = %v, %v", r.Syntax(), err)
	}
	u := MustParse("urn:ex:a")
	if (RFC2141URN{u}).Syntax() != RFC8141 || (Draft14URN{u}).Syntax() != RFC8141 {
		t.Errorf("wrappers of an RFC 8141 URN report %v, %v", RFC2141URN{u}.Syntax(), Draft14URN{u}.Syntax())
	}
}
