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
