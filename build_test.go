// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

func TestBuild(t *testing.T) {
	for _, c := range readCases(t, "build.txt") {
		f := c.fields
		where := c.pos
		method, syntax, _ := strings.Cut(f[0], "@")
		var p Parser
		if syntax != "" {
			if err := p.Syntax.UnmarshalText([]byte(syntax)); err != nil {
				t.Fatalf("%s: %v", where, err)
			}
		}
		var (
			got URN
			err error
			n   int // fields used by the call
		)
		// The result is in the Parser's syntax.
		out := p
		if method == "new" {
			got, err = p.New(f[1], f[2])
			n = 3
			if syntax == "" {
				// The function New is Parser{}.New.
				if u, err2 := New(f[1], f[2]); u != got || !sameError(err, err2) {
					t.Errorf("%s: New(%q, %q) = %q, %v; Parser{}.New = %q, %v", where, f[1], f[2], u, err2, got, err)
				}
			}
		} else {
			u, perr := p.Parse(f[1])
			if perr != nil {
				t.Fatalf("%s: %v", where, perr)
			}
			n = 3
			if strings.HasPrefix(method, "without-") {
				n = 2
			}
			switch method {
			case "with-nss":
				got, err = u.WithNSS(f[2])
			case "with-r":
				got, err = u.WithRComponent(f[2])
			case "with-q":
				got, err = u.WithQComponent(f[2])
			case "with-f":
				got, err = u.WithFComponent(f[2])
			case "without-r":
				got = u.WithoutRComponent()
			case "without-q":
				got = u.WithoutQComponent()
			case "without-f":
				got = u.WithoutFComponent()
			case "without-all":
				got = u.WithoutComponents()
			default:
				t.Fatalf("%s: unknown method %q", where, method)
			}
		}
		want := f[n:]
		switch {
		case len(want) == 2 && want[0] == "->":
			if err != nil {
				t.Errorf("%s: %q: unexpected error %v", where, f[:n], err)
				continue
			}
			if got.String() != want[1] {
				t.Errorf("%s: %q = %q, want %q", where, f[:n], got, want[1])
			}
			// The result must be exactly what parsing its text gives, in
			// the syntax it is in.
			if v, err := out.Parse(got.String()); err != nil || v != got {
				t.Errorf("%s: result %q does not match its own parse (%v)", where, got, err)
			}
			if got.Syntax() != p.Syntax {
				t.Errorf("%s: result %q has syntax %v, want %v", where, got, got.Syntax(), p.Syntax)
			}
		case len(want) == 3 && want[0] == "error":
			off, _ := strconv.Atoi(want[2])
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, sentinelNames[want[1]]) || pe.Offset != off {
				t.Errorf("%s: %q error = %v, want %s at offset %d", where, f[:n], err, want[1], off)
			} else if got.IsValid() {
				t.Errorf("%s: %q returned %q with its error", where, f[:n], got)
			}
		default:
			t.Fatalf("%s: want -> URN or error SENTINEL OFFSET", where)
		}
	}
}

// sameError reports whether a and b are both nil or are parse errors
// with the same input, offset and message.
func sameError(a, b error) bool {
	if a == nil || b == nil {
		return a == b
	}
	var pa, pb *ParseError
	return errors.As(a, &pa) && errors.As(b, &pb) && *pa == *pb
}

// TestBuildZero checks that the With methods fail cleanly on the zero
// URN, which has no assigned-name, so no URN can be built from it, and
// that the Without methods return it unchanged.
func TestBuildZero(t *testing.T) {
	var z URN
	for name, f := range map[string]func() (URN, error){
		"WithNSS":        func() (URN, error) { return z.WithNSS("x") },
		"WithRComponent": func() (URN, error) { return z.WithRComponent("r") },
		"WithQComponent": func() (URN, error) { return z.WithQComponent("q") },
		"WithFComponent": func() (URN, error) { return z.WithFComponent("f") },
	} {
		u, err := f()
		if !errors.Is(err, ErrScheme) || u.IsValid() {
			t.Errorf("zero URN %s = %q, %v; want ErrScheme", name, u, err)
		}
	}
	for name, f := range map[string]func() URN{
		"WithoutRComponent": z.WithoutRComponent,
		"WithoutQComponent": z.WithoutQComponent,
		"WithoutFComponent": z.WithoutFComponent,
		"WithoutComponents": z.WithoutComponents,
	} {
		if u := f(); u != z {
			t.Errorf("zero URN %s = %#v, want the zero URN", name, u)
		}
	}
}

// TestParserNewLimit checks that Parser.New applies MaxLength to the
// text it builds, as Parser.Parse does.
func TestParserNewLimit(t *testing.T) {
	p := Parser{Syntax: RFC2141, MaxLength: 16}
	if u, err := p.New("example", "abcd"); err != nil || u.String() != "urn:example:abcd" {
		t.Errorf("New at the limit = %q, %v", u, err)
	}
	u, err := p.New("example", "abcde")
	var pe *ParseError
	if !errors.As(err, &pe) || !errors.Is(err, ErrTooLong) || pe.Offset != 16 || pe.Input != "urn:example:abcde" || u.IsValid() {
		t.Errorf("New over the limit = %q, %v; want ErrTooLong at offset 16", u, err)
	}
}

// FuzzBuild checks Parser.New in every syntax, with and without
// RejectNUL, against the reference grammar: it succeeds exactly when
// "urn:" + nid + ":" + nss is a URN of that syntax with that NID, that
// NSS and no component, and then returns what Parser.Parse returns for
// that text; otherwise its error points into that text. It also checks
// that what Parser.EscapeNSS makes of any identifier builds a URN with
// that NSS, which the same Parser parses back unchanged, for every nid
// that is valid in the syntax, except an identifier with a NUL octet
// where "%00" is not allowed.
func FuzzBuild(f *testing.F) {
	for _, c := range readCases(f, "build.txt") {
		if strings.HasPrefix(c.fields[0], "new") {
			f.Add(c.fields[1], c.fields[2])
		}
	}
	for _, c := range readCases(f, "escape.txt") {
		f.Add("example", c.fields[1])
	}
	f.Fuzz(func(t *testing.T, nid, nss string) {
		s := "urn:" + nid + ":" + nss
		for syntax := range numSyntaxes {
			for _, noNUL := range []bool{false, true} {
				p := Parser{Syntax: syntax, RejectNUL: noNUL}
				checkBuild(t, p, nid, nss, s)
				checkEscapeBuild(t, p, nid, nss)
			}
		}
	})
}

// checkBuild checks p.New(nid, nss), whose text is s, against the
// reference grammar.
func checkBuild(t *testing.T, p Parser, nid, nss, s string) {
	t.Helper()
	u, err := p.New(nid, nss)
	want, ok := referenceParse(p.Syntax, s)
	ok = ok && want == [6]string{nid, nss} && !(p.RejectNUL && strings.Contains(s, "%00"))
	if ok != (err == nil) {
		t.Fatalf("%+v.New(%q, %q) = %q, %v; the reference says valid = %v", p, nid, nss, u, err, ok)
	}
	if err != nil {
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Input != s || pe.Offset < 0 || pe.Offset > len(s) || u.IsValid() {
			t.Fatalf("%+v.New(%q, %q) = %q, %#v: want a *ParseError on %q", p, nid, nss, u, err, s)
		}
		return
	}
	if v, err := p.Parse(s); err != nil || v != u {
		t.Fatalf("%+v.New(%q, %q) = %q; Parse gives %q, %v", p, nid, nss, u, v, err)
	}
}

// checkEscapeBuild checks that p.New(nid, p.EscapeNSS(id)) builds a URN
// whose NSS stands for id.
func checkEscapeBuild(t *testing.T, p Parser, nid, id string) {
	t.Helper()
	if _, ok := referenceParse(p.Syntax, "urn:"+nid+":x"); !ok || strings.Contains(nid, ":") || id == "" {
		return // no URN has this NID, or an empty NSS
	}
	e := p.EscapeNSS(id)
	if back, err := Unescape(e); err != nil || back != id {
		t.Fatalf("%+v: Unescape(EscapeNSS(%q)) = %q, %v", p, id, back, err)
	}
	u, err := p.New(nid, e)
	if strings.IndexByte(id, 0) >= 0 && (p.Syntax == RFC2141 || p.RejectNUL) {
		if !errors.Is(err, ErrPercentEncoding) {
			t.Fatalf("%+v.New(%q, %q) (a NUL octet) = %q, %v; want ErrPercentEncoding", p, nid, e, u, err)
		}
		return
	}
	if err != nil || u.NID() != nid || u.NSS() != e {
		t.Fatalf("%+v.New(%q, EscapeNSS(%q) = %q) = %q, %v", p, nid, id, e, u, err)
	}
	if v, err := p.Parse(u.String()); err != nil || v != u {
		t.Fatalf("%+v: %q parses back as %q, %v", p, u, v, err)
	}
}
