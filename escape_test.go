// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"testing"
	"unicode"
	"unicode/utf8"
)

var escapers = map[string]func(string) string{
	"nss": EscapeNSS,
	"r":   EscapeRComponent,
	"q":   EscapeQComponent,
	"f":   EscapeFComponent,
}

func TestEscape(t *testing.T) {
	for _, c := range readCases(t, "escape.txt") {
		if len(c.fields) != 3 || escapers[c.fields[0]] == nil {
			t.Fatalf("%s: want part, input, escaped", c.pos)
		}
		part, in, want := c.fields[0], c.fields[1], c.fields[2]
		got := escapers[part](in)
		if got != want {
			t.Errorf("%s: %s escape of %q = %q, want %q", c.pos, part, in, got, want)
		}
		if back, err := Unescape(got); err != nil || back != in {
			t.Errorf("%s: Unescape(%q) = %q, %v; want %q", c.pos, got, back, err, in)
		}
		if in == "" && part != "f" {
			continue
		}
		u, err := buildWith(part, got)
		if err != nil {
			t.Errorf("%s: building with %s %q: %v", c.pos, part, got, err)
			continue
		}
		if p := partOf(u, part); p != got {
			t.Errorf("%s: %s of %q = %q, want %q", c.pos, part, u, p, got)
		}
	}
}

// buildWith builds a URN of the example namespace whose part (nss, r, q
// or f) is s, with every other component present too.
func buildWith(part, s string) (URN, error) {
	nss := "x"
	if part == "nss" {
		nss = s
	}
	u, err := New("example", nss)
	if err != nil {
		return u, err
	}
	r, q, f := "r?", "q?+", "f"
	switch part {
	case "r":
		r = s
	case "q":
		q = s
	case "f":
		f = s
	}
	if u, err = u.WithFComponent(f); err != nil {
		return u, err
	}
	if u, err = u.WithQComponent(q); err != nil {
		return u, err
	}
	return u.WithRComponent(r)
}

func partOf(u URN, part string) string {
	switch part {
	case "nss":
		return u.NSS()
	case "r":
		return u.RComponent()
	case "q":
		return u.QComponent()
	}
	return u.FComponent()
}

func TestUnescapeErrors(t *testing.T) {
	for _, tt := range []struct {
		in  string
		off int
	}{
		{"%", 1},
		{"a%4", 3},
		{"a%4g", 3},
		{"%g0", 1},
		{"ok%41%", 6},
	} {
		_, err := Unescape(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, ErrPercentEncoding) || pe.Offset != tt.off || pe.Input != tt.in {
			t.Errorf("Unescape(%q) error = %#v, want ErrPercentEncoding at offset %d", tt.in, err, tt.off)
		}
	}
}

func TestDisplay(t *testing.T) {
	for _, c := range readCases(t, "display.txt") {
		if len(c.fields) != 2 {
			t.Fatalf("%s: want URN, display form", c.pos)
		}
		u, err := Parse(c.fields[0])
		if err != nil {
			t.Fatalf("%s: %v", c.pos, err)
		}
		if got := u.Display(); got != c.fields[1] {
			t.Errorf("%s: %q.Display() = %q, want %q", c.pos, u, got, c.fields[1])
		}
		checkDisplay(t, u)
		if u.Display() != u.String() {
			if n := testing.AllocsPerRun(10, func() { _ = u.Display() }); n != 1 {
				t.Errorf("%q.Display() allocates %v times, want 1", u, n)
			}
		}
	}
	if got := (URN{}).Display(); got != "" {
		t.Errorf("zero URN Display() = %q", got)
	}
}

// checkDisplay checks the properties every display form has: it is
// valid UTF-8 with no hidden or white-space character, and it stands
// for the same octets as u.
func checkDisplay(t *testing.T, u URN) {
	t.Helper()
	d := u.Display()
	if !utf8.ValidString(d) {
		t.Errorf("%q.Display() = %q: invalid UTF-8", u, d)
	}
	prev := ' '
	for i, r := range d {
		if r >= utf8.RuneSelf && !showable(r) || unicode.IsControl(r) || unicode.IsSpace(r) {
			t.Errorf("%q.Display() = %q shows %U", u, d, r)
		}
		// A combining mark is drawn on a letter or digit, or on a
		// character that was decoded (a URN's own text is ASCII, so
		// that is any non-ASCII one); never on a delimiter or on the
		// end of a triplet kept encoded.
		onASCII := prev < utf8.RuneSelf && !unicode.In(prev, unicode.L, unicode.N)
		if unicode.Is(unicode.M, r) && (onASCII || i >= 3 && d[i-3] == '%') {
			t.Errorf("%q.Display() = %q shows %U after %q", u, d, r, prev)
		}
		prev = r
	}
	a, errA := Unescape(u.String())
	b, errB := Unescape(d)
	if errA != nil || errB != nil || a != b {
		t.Errorf("%q.Display() = %q stands for other octets (%q, %v; %q, %v)", u, d, a, errA, b, errB)
	}
}

func TestZeroAllocs(t *testing.T) {
	u := MustParse("urn:example:a?+r?=q#f")
	plain := "a123,z456"
	checks := map[string]func(){
		"EscapeNSS (nothing to escape)":        func() { _ = EscapeNSS(plain) },
		"EscapeFComponent (nothing to escape)": func() { _ = EscapeFComponent("/a?b") },
		"Unescape (no '%')":                    func() { _, _ = Unescape(plain) },
		"Display (nothing to decode)":          func() { _ = u.Display() },
		"WithoutRComponent (unchanged)": func() {
			_, _ = MustParse("urn:example:a?=q").WithoutRComponent()
		},
		"WithQComponent (same q)": func() { _, _ = u.WithQComponent("q") },
	}
	for name, f := range checks {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", name, n)
		}
	}
	oneAlloc := map[string]func(){
		"New":               func() { _, _ = New("example", plain) },
		"EscapeNSS":         func() { _ = EscapeNSS("a b") },
		"Unescape":          func() { _, _ = Unescape("a%20b") },
		"WithRComponent":    func() { _, _ = u.WithRComponent("x") },
		"WithoutFComponent": func() { _, _ = u.WithoutFComponent() },
	}
	for name, f := range oneAlloc {
		if n := testing.AllocsPerRun(100, f); n != 1 {
			t.Errorf("%s: %v allocations, want 1 (the new text)", name, n)
		}
	}
}

// FuzzEscape checks, for any native identifier s and every part of a
// URN, that escaping gives a part from which a URN can always be built,
// that the built URN holds exactly that part, that Unescape gives s
// back, that no octet was encoded that could have stayed as it is, that
// the display form of the URN has the properties of checkDisplay, and
// that the URN converts to a url.URL and back (checkURL).
func FuzzEscape(f *testing.F) {
	for _, c := range readCases(f, "escape.txt") {
		f.Add(c.fields[1])
	}
	f.Fuzz(func(t *testing.T, s string) {
		for part, esc := range escapers {
			e := esc(s)
			if back, err := Unescape(e); err != nil || back != s {
				t.Fatalf("%s: Unescape(%q) = %q, %v; want %q", part, e, back, err, s)
			}
			if s == "" && part != "f" {
				continue
			}
			u, err := buildWith(part, e)
			if err != nil {
				t.Fatalf("%s: building with %q (from %q): %v", part, e, s, err)
			}
			if got := partOf(u, part); got != e {
				t.Fatalf("%s of %q = %q, want %q", part, u, got, e)
			}
			checkDisplay(t, u)
			checkURL(t, u)
			if len(e) > 64 {
				continue
			}
			// Minimal: with any one triplet decoded, the part no longer
			// stands for s, or breaks the URN, or changes its split.
			for i := 0; i+2 < len(e); i++ {
				if e[i] != '%' {
					continue
				}
				plain := e[:i] + string(unhex(e[i+1])<<4|unhex(e[i+2])) + e[i+3:]
				if back, err := Unescape(plain); err != nil || back != s {
					continue
				}
				if v, err := buildWith(part, plain); err == nil && partOf(v, part) == plain {
					t.Fatalf("%s: %q encodes %s needlessly: %q is valid too", part, e, e[i:i+3], v)
				}
			}
		}
	})
}
