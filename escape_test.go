// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"strings"
	"testing"

	"github.com/urnkit/urn/internal/ascii"
)

var escapers = map[string]func(string) string{
	"nss":         EscapeNSS,
	"r":           EscapeRComponent,
	"q":           EscapeQComponent,
	"f":           EscapeFComponent,
	"nss@rfc2141": Parser{Syntax: RFC2141}.EscapeNSS,
	"r@rfc8141":   Parser{}.EscapeRComponent,
	"q@rfc8141":   Parser{}.EscapeQComponent,
	"r@draft14":   Parser{Syntax: Draft14}.EscapeRComponent,
	"q@draft14":   Parser{Syntax: Draft14}.EscapeQComponent,
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
		if part == "nss@rfc2141" && strings.IndexByte(in, 0) >= 0 {
			// No RFC 2141 URN can hold a NUL octet (section 2.4).
			if !errors.Is(err, ErrPercentEncoding) {
				t.Errorf("%s: building with %s %q: %v, want ErrPercentEncoding", c.pos, part, got, err)
			}
			continue
		}
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
// or f) is s, with every other component present too; for nss@rfc2141,
// the RFC 2141 URN whose NSS is s.
func buildWith(part, s string) (URN, error) {
	if part == "nss@rfc2141" {
		return Parser{Syntax: RFC2141}.New("example", s)
	}
	var p Parser
	part, syntax, _ := strings.Cut(part, "@")
	if syntax == "draft14" {
		p.Syntax = Draft14
	}
	nss := "x"
	if part == "nss" {
		nss = s
	}
	u, err := p.New("example", nss)
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
	if part != "nss@rfc2141" {
		part, _, _ = strings.Cut(part, "@")
	}
	switch part {
	case "nss", "nss@rfc2141":
		return u.NSS()
	case "r":
		return u.RComponent()
	case "q":
		return u.QComponent()
	}
	return u.FComponent()
}

// TestUnescapeRuns checks long runs of percent-encoded octets, which
// Unescape decodes a run at a time, with plain text between them.
func TestUnescapeRuns(t *testing.T) {
	want := strings.Repeat("\u205a", 1000) + "a/b" + strings.Repeat("é", 1000)
	got, err := Unescape(EscapeNSS(want))
	if err != nil || got != want {
		t.Errorf("Unescape(EscapeNSS(s)) = %d bytes, %v; want s back (%d bytes)", len(got), err, len(want))
	}
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
		{"%41%42%4", 8},
		{"%E2%82%AC%E2%82%zz", 16},
	} {
		_, err := Unescape(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, ErrPercentEncoding) || pe.Offset != tt.off || pe.Input != tt.in {
			t.Errorf("Unescape(%q) error = %#v, want ErrPercentEncoding at offset %d", tt.in, err, tt.off)
		}
	}
}

func TestZeroAllocs(t *testing.T) {
	u := MustParse("urn:example:a?+r?=q#f")
	plain := "a123,z456"
	checks := map[string]func(){
		"EscapeNSS (nothing to escape)":        func() { _ = EscapeNSS(plain) },
		"Parser.EscapeNSS (nothing to escape)": func() { _ = Parser{Syntax: RFC2141}.EscapeNSS(plain) },
		"EscapeFComponent (nothing to escape)": func() { _ = EscapeFComponent("/a?b") },
		"Parser.EscapeQComponent (nothing to escape)": func() {
			_ = Parser{Syntax: Draft14}.EscapeQComponent("a?b")
		},
		"Parser.EscapeRComponent (nothing to escape)": func() {
			_ = Parser{Syntax: Draft14}.EscapeRComponent("a??b")
		},
		"Unescape (no '%')":           func() { _, _ = Unescape(plain) },
		"Display (nothing to decode)": func() { _ = u.Display() },
		"WithoutRComponent (unchanged)": func() {
			_ = MustParse("urn:example:a?=q").WithoutRComponent()
		},
		"WithoutFComponent (a prefix)": func() { _ = u.WithoutFComponent() },
		"WithoutQComponent (unchanged)": func() {
			_ = MustParse("urn:example:a?+r").WithoutQComponent()
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
		"Parser.New":        func() { _, _ = Parser{Syntax: RFC2141, MaxLength: 64}.New("example", plain) },
		"Parser.EscapeNSS":  func() { _ = Parser{Syntax: RFC2141}.EscapeNSS("a/b") },
		"EscapeNSS":         func() { _ = EscapeNSS("a b") },
		"Unescape":          func() { _, _ = Unescape("a%20b") },
		"WithRComponent":    func() { _, _ = u.WithRComponent("x") },
		"WithoutRComponent": func() { _ = u.WithoutRComponent() },
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
			if part == "nss@rfc2141" && strings.IndexByte(s, 0) >= 0 {
				// No RFC 2141 URN can hold a NUL octet (section 2.4).
				if !errors.Is(err, ErrPercentEncoding) {
					t.Fatalf("%s: building with %q (from %q): %v, want ErrPercentEncoding", part, e, s, err)
				}
				continue
			}
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
				plain := e[:i] + string(ascii.Unhex(e[i+1])<<4|ascii.Unhex(e[i+2])) + e[i+3:]
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

// BenchmarkUnescape decodes an NSS of 16 KiB that is one run of
// percent-encoded octets: the time grows with the length of the text,
// once per octet.
func BenchmarkUnescape(b *testing.B) {
	s := EscapeNSS(strings.Repeat("é", 16<<10/6))
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Unescape(s); err != nil {
			b.Fatal(err)
		}
	}
}

// TestEscapeForSyntax checks that the Parser's component escapes make
// components that the With methods accept on a URN of its syntax, and
// that the syntaxes without components get "".
func TestEscapeForSyntax(t *testing.T) {
	u, err := Parser{Syntax: Draft14}.Parse("urn:example:x??r")
	if err != nil {
		t.Fatal(err)
	}
	p := Parser{Syntax: u.Syntax()}
	v, err := u.WithQComponent(p.EscapeQComponent("a??b"))
	if err != nil || v.String() != "urn:example:x?a?%3Fb??r" || v.QComponent() != "a?%3Fb" || v.RComponent() != "r" {
		t.Errorf("Draft 14 WithQComponent(EscapeQComponent(a??b)) = %q (q %q, r %q), %v; want urn:example:x?a?%%3Fb??r",
			v, v.QComponent(), v.RComponent(), err)
	}
	// The RFC 8141 escape keeps "??", which ends a Draft 14
	// q-component: the With method refuses it, as documented.
	if _, err := u.WithQComponent(EscapeQComponent("a??b")); err == nil {
		t.Errorf("Draft 14 WithQComponent(the RFC 8141 escape of a??b) succeeded")
	}
	for _, syn := range []Syntax{RFC8141, Draft14} {
		p := Parser{Syntax: syn}
		for _, s := range []string{"a??b", "?", "a?", "??", "?=", "?+", "a?=b", "/x", "#", "%", "é", "a?b?"} {
			u, err := p.New("example", "x")
			if err != nil {
				t.Fatal(err)
			}
			q, r := p.EscapeQComponent(s), p.EscapeRComponent(s)
			// Either order, and each component alone.
			for _, order := range []string{"qr", "rq", "q", "r"} {
				v := u
				for _, c := range order {
					if c == 'q' {
						v, err = v.WithQComponent(q)
					} else {
						v, err = v.WithRComponent(r)
					}
					if err != nil {
						break
					}
				}
				if err != nil || (strings.Contains(order, "q") && v.QComponent() != q) || (strings.Contains(order, "r") && v.RComponent() != r) {
					t.Errorf("%v: components %s of %q (q %q, r %q): %q, %v", syn, order, s, q, r, v, err)
				}
			}
		}
	}
	for _, syn := range []Syntax{RFC2141, numSyntaxes, 200} {
		p := Parser{Syntax: syn}
		if q, r := p.EscapeQComponent("a b"), p.EscapeRComponent("a b"); q != "" || r != "" {
			t.Errorf("%v: EscapeQComponent %q, EscapeRComponent %q; want \"\"", syn, q, r)
		}
	}
}
