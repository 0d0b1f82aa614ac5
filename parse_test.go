// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"bytes"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A parseCase is one line of testdata/{rfc8141,rfc2141,draft14}.txt.
type parseCase struct {
	pos    string // file:line
	parser Parser
	input  string
	valid  bool

	// valid cases
	nid, nss, r, q, f string
	hasF              bool
	canon             string

	// invalid cases
	offset   int
	sentinel error
}

// loadParseCases reads the parse cases of every syntax.
func loadParseCases(t testing.TB) []parseCase {
	t.Helper()
	var cases []parseCase
	for _, name := range []string{"rfc8141.txt", "rfc2141.txt", "draft14.txt"} {
		p := Parser{Syntax: 255}
		for _, c := range readCases(t, name) {
			pos, f := c.pos, c.fields
			bad := func() { t.Fatalf("%s: malformed line %q", pos, f) }
			switch f[0] {
			case "syntax":
				if len(f) < 2 || len(f) > 3 || p.Syntax.UnmarshalText([]byte(f[1])) != nil ||
					len(f) == 3 && f[2] != "rejectnul" {
					bad()
				}
				p.RejectNUL = len(f) == 3
				continue
			case "section":
				// The section that decides the cases below it: for
				// the conformance suite (conformance/README.md).
				if len(f) != 2 {
					bad()
				}
				continue
			case "valid":
				if len(f) != 8 {
					bad()
				}
				c := parseCase{pos: pos, parser: p, valid: true, input: f[1],
					nid: f[2], nss: f[3], r: f[4], q: f[5], f: f[6], hasF: true, canon: f[7]}
				if c.f == "-" {
					c.f, c.hasF = "", false
				}
				cases = append(cases, c)
			case "invalid":
				if len(f) != 4 {
					bad()
				}
				off, err := strconv.Atoi(f[2])
				sentinel, ok := sentinelNames[f[3]]
				if err != nil || !ok {
					bad()
				}
				cases = append(cases, parseCase{pos: pos, parser: p, input: f[1],
					offset: off, sentinel: sentinel})
			default:
				bad()
			}
			if p.Syntax == 255 {
				t.Fatalf("%s: case before any syntax line", pos)
			}
		}
	}
	if len(cases) < 100 {
		t.Fatalf("only %d parse cases loaded", len(cases))
	}
	return cases
}

func TestParseCases(t *testing.T) {
	for _, c := range loadParseCases(t) {
		u, err := c.parser.Parse(c.input)
		if c.parser == (Parser{}) {
			// Parse must agree with the zero Parser.
			if v, err2 := Parse(c.input); v != u || (err == nil) != (err2 == nil) {
				t.Errorf("%s: Parse(%q) = %v, %v; Parser{}.Parse = %v, %v", c.pos, c.input, v, err2, u, err)
			}
		}
		if !c.valid {
			checkParseError(t, c.pos, c.input, u, err, c.offset, c.sentinel)
			continue
		}
		if err != nil {
			t.Errorf("%s: %s.Parse(%q): %v", c.pos, c.parser.Syntax, c.input, err)
			continue
		}
		got := parts(u)
		want := []string{c.input, c.input[:3], c.nid, c.nss, c.r, c.q, c.f, fmt.Sprint(c.hasF), c.canon}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: %s.Parse(%q) parts (-want +got):\n%s", c.pos, c.parser.Syntax, c.input, diff)
		}
		if an := u.AssignedName(); !strings.HasPrefix(c.input, an) || an != u.Scheme()+":"+c.nid+":"+c.nss {
			t.Errorf("%s: AssignedName() = %q", c.pos, an)
		}
	}
}

// parts lists what the accessors of u return.
func parts(u URN) []string {
	return []string{u.String(), u.Scheme(), u.NID(), u.NSS(), u.RComponent(), u.QComponent(),
		u.FComponent(), fmt.Sprint(u.HasFComponent()), u.Normalize().String()}
}

// checkParseError checks that a parse failed as expected.
func checkParseError(t *testing.T, pos, input string, u URN, err error, offset int, sentinel error) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: Parse(%q) = %v, want error %v at %d", pos, input, u, sentinel, offset)
		return
	}
	if u != (URN{}) {
		t.Errorf("%s: Parse(%q) returned %#v with its error, want the zero URN", pos, input, u)
	}
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Errorf("%s: Parse(%q) error is %T, want *ParseError", pos, input, err)
		return
	}
	if pe.Input != input || pe.Offset != offset || pe.Err != sentinel || !errors.Is(err, sentinel) {
		t.Errorf("%s: Parse(%q) error = {%q, %d, %v}, want {%q, %d, %v}\n\t%v",
			pos, input, pe.Input, pe.Offset, pe.Err, input, offset, sentinel, err)
	}
	if msg := err.Error(); !strings.Contains(msg, fmt.Sprintf(" at offset %d: ", offset)) ||
		!strings.HasPrefix(msg, sentinel.Error()+" in ") {
		t.Errorf("%s: message %q does not name the part and the offset", pos, msg)
	}
}

// TestCorpus checks the URNs collected from real material: every line of
// real-urns.txt is valid RFC 8141, every line of real-broken.txt is not.
func TestCorpus(t *testing.T) {
	good := readCorpus(t, "real-urns.txt")
	if len(good) < 2700 {
		t.Fatalf("real-urns.txt has %d lines, want at least 2700", len(good))
	}
	for _, s := range good {
		u, err := Parse(s)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if u.String() != s || u.AssignedName()+suffix(u) != s {
			t.Errorf("Parse(%q) does not reassemble: %q + %q", s, u.AssignedName(), suffix(u))
		}
	}
	bad := readCorpus(t, "real-broken.txt")
	if len(bad) < 40 {
		t.Fatalf("real-broken.txt has %d lines, want at least 40", len(bad))
	}
	for _, s := range bad {
		_, err := Parse(s)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) = %v, want a *ParseError", s, err)
			continue
		}
		if pe.Offset < 0 || pe.Offset > len(s) || pe.reason == 0 {
			t.Errorf("Parse(%q): bad error %#v", s, pe)
		}
	}
}

// suffix rebuilds the text after the NSS from the components of u.
func suffix(u URN) string {
	var b strings.Builder
	if r := u.RComponent(); r != "" {
		b.WriteString("?+" + r)
	}
	if q := u.QComponent(); q != "" {
		b.WriteString("?=" + q)
	}
	if u.HasFComponent() {
		b.WriteString("#" + u.FComponent())
	}
	return b.String()
}

func readCorpus(t testing.TB, name string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// The byte sets of the ABNF (RFC 8141 section 2 with the rules of
// RFC 3986, and RFC 2141 section 2), written out rather than taken from
// the scanner's tables.
const (
	alpha      = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	digit      = "0123456789"
	unreserved = alpha + digit + "-._~"
	subDelims  = "!$&'()*+,;="
	pcharBytes = unreserved + subDelims + ":@" // and pct-encoded
	other2141  = "()+,-.:=@;$_!*'"
)

// TestEveryByte tries every byte value in every part of a URN, in every
// syntax, and checks it against the sets of the ABNF.
func TestEveryByte(t *testing.T) {
	in := func(set string, c byte) bool { return strings.IndexByte(set, c) >= 0 }
	type place struct {
		name   string
		syntax Syntax
		prefix string // the byte goes here
		suffix string
		ok     func(c byte) bool
		delims string // bytes that end this part here (tested in testdata)
		pct    bool   // percent-encoding is allowed here
	}
	places := []place{
		{"NID", RFC8141, "urn:a", "b:x", func(c byte) bool { return in(alpha+digit+"-", c) }, ":", false},
		{"NID", RFC2141, "urn:a", "b:x", func(c byte) bool { return in(alpha+digit+"-", c) }, ":", false},
		{"NID start", RFC8141, "urn:", "ab:x", func(c byte) bool { return in(alpha+digit, c) }, "", false},
		{"NSS start", RFC8141, "urn:ab:", "x", func(c byte) bool { return in(pcharBytes, c) }, "", true},
		{"NSS", RFC8141, "urn:ab:x", "y", func(c byte) bool { return in(pcharBytes+"/", c) }, "?#", true},
		{"NSS", Draft14, "urn:ab:x", "y", func(c byte) bool { return in(pcharBytes+"/", c) }, "?#", true},
		{"NSS", RFC2141, "urn:ab:x", "y", func(c byte) bool { return in(alpha+digit+other2141, c) }, "", true},
		{"r-component", RFC8141, "urn:ab:x?+r", "y", func(c byte) bool { return in(pcharBytes+"/?", c) }, "#", true},
		{"q-component", RFC8141, "urn:ab:x?=q", "y", func(c byte) bool { return in(pcharBytes+"/?", c) }, "#", true},
		{"f-component", RFC8141, "urn:ab:x#f", "y", func(c byte) bool { return in(pcharBytes+"/?", c) }, "", true},
		{"q-component", Draft14, "urn:ab:x?q", "y", func(c byte) bool { return in(pcharBytes+"/?", c) }, "#", true},
		{"r-component", Draft14, "urn:ab:x??r", "y", func(c byte) bool { return in(pcharBytes+"/?", c) }, "#", true},
	}
	for _, p := range places {
		for i := 0; i < 256; i++ {
			c := byte(i)
			s := p.prefix + string(c) + p.suffix
			_, err := Parser{Syntax: p.syntax}.Parse(s)
			switch {
			case strings.IndexByte(p.delims, c) >= 0:
				continue
			case c == '%' && p.pct:
				// Needs hex digits after it; "%y" is never valid.
				if !errors.Is(err, ErrPercentEncoding) {
					t.Errorf("%s %s %q: got %v, want ErrPercentEncoding", p.syntax, p.name, s, err)
				}
			case p.ok(c):
				if err != nil {
					t.Errorf("%s %s: byte %q rejected: %v", p.syntax, p.name, c, err)
				}
			case err == nil:
				t.Errorf("%s %s: byte %q accepted in %q", p.syntax, p.name, c, s)
			}
		}
	}
}

// TestEveryHexPair checks percent-encoding with every pair of bytes after
// the '%'.
func TestEveryHexPair(t *testing.T) {
	hex := func(c byte) bool { return strings.IndexByte("0123456789abcdefABCDEF", c) >= 0 }
	for i := 0; i < 256; i++ {
		for j := 0; j < 256; j++ {
			s := "urn:ab:%" + string([]byte{byte(i), byte(j)})
			_, err := Parse(s)
			if hex(byte(i)) && hex(byte(j)) {
				if err != nil {
					t.Fatalf("Parse(%q): %v", s, err)
				}
				continue
			}
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Err != ErrPercentEncoding {
				t.Fatalf("Parse(%q) = %v, want ErrPercentEncoding", s, err)
			}
			want := 8
			if hex(byte(i)) {
				want = 9
			}
			if pe.Offset != want {
				t.Fatalf("Parse(%q): offset %d, want %d", s, pe.Offset, want)
			}
		}
	}
}

func TestParserMaxLength(t *testing.T) {
	for _, tt := range []struct {
		max    int
		input  string
		offset int // -1: valid
	}{
		{0, "urn:ab:" + strings.Repeat("x", 1000), -1},
		{-1, "urn:ab:xyz", -1},
		{10, "urn:ab:xyz", -1},
		{9, "urn:ab:xyz", 9},
		{1, "urn:ab:xyz", 1},
		// Length is checked before anything else.
		{3, "not a urn", 3},
		{8, "urn:ab:x?+r", 8},
	} {
		p := Parser{MaxLength: tt.max}
		u, err := p.Parse(tt.input)
		if tt.offset < 0 {
			if err != nil || u.String() != tt.input {
				t.Errorf("%+v.Parse(%q) = %v, %v", p, tt.input, u, err)
			}
			continue
		}
		checkParseError(t, "MaxLength", tt.input, u, err, tt.offset, ErrTooLong)
	}
}

func TestParserRejectNUL(t *testing.T) {
	for _, tt := range []struct {
		syntax Syntax
		input  string
		offset int // -1: valid
	}{
		{RFC8141, "urn:ab:%00", 9},
		{RFC8141, "urn:ab:x%00", 10},
		{RFC8141, "urn:ab:x?+%00", 12},
		{RFC8141, "urn:ab:x?=q%00", 13},
		{RFC8141, "urn:ab:x#%00", 11},
		{Draft14, "urn:ab:x?%00", 11},
		{Draft14, "urn:ab:x??%00", 12},
		{RFC2141, "urn:ab:%00", 9},
		{RFC8141, "urn:ab:%01%10%0a", -1},
		{RFC8141, "urn:ab:x?+%20?=%30#%40", -1},
	} {
		p := Parser{Syntax: tt.syntax, RejectNUL: true}
		u, err := p.Parse(tt.input)
		if tt.offset < 0 {
			if err != nil {
				t.Errorf("%+v.Parse(%q): %v", p, tt.input, err)
			}
			continue
		}
		checkParseError(t, "RejectNUL", tt.input, u, err, tt.offset, ErrPercentEncoding)
		// Without the option only RFC 2141 rejects it.
		p.RejectNUL = false
		if _, err := p.Parse(tt.input); (err == nil) != (tt.syntax != RFC2141) {
			t.Errorf("%+v.Parse(%q): %v", p, tt.input, err)
		}
	}
}

// TestParserInvalidSyntax holds that a Parser whose Syntax is none of
// the constants, as a program can build from configuration, makes
// every method fail without a panic: an error that wraps ErrUnknownSyntax at
// offset 0, or an empty result.
func TestParserInvalidSyntax(t *testing.T) {
	for _, syn := range []Syntax{numSyntaxes, 7, 255} {
		p := Parser{Syntax: syn, MaxLength: 100}
		name := fmt.Sprintf("Parser{Syntax: %d}", syn)
		noPanic := func(method string, f func()) {
			t.Helper()
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s.%s panicked: %v", name, method, r)
				}
			}()
			f()
		}
		checkErr := func(method string, u URN, err error) {
			t.Helper()
			var pe *ParseError
			if u.IsValid() || !errors.As(err, &pe) || !errors.Is(err, ErrUnknownSyntax) || pe.Offset != 0 {
				t.Errorf("%s.%s = %q, %v; want the zero URN and a *ParseError wrapping ErrUnknownSyntax at offset 0",
					name, method, u, err)
			}
		}
		if err := p.Validate(); !errors.Is(err, ErrUnknownSyntax) || !strings.Contains(err.Error(), " "+strconv.Itoa(int(syn))+" ") {
			t.Errorf("%s.Validate() = %v, want an error wrapping ErrUnknownSyntax that names %v", name, err, syn)
		}
		noPanic("Parse", func() { u, err := p.Parse("urn:ab:c"); checkErr("Parse", u, err) })
		noPanic("New", func() { u, err := p.New("ab", "c"); checkErr("New", u, err) })
		noPanic("FromURL", func() {
			u, err := p.FromURL(&url.URL{Scheme: "urn", Opaque: "ab:c"})
			checkErr("FromURL", u, err)
		})
		noPanic("FromURL(nil)", func() { u, err := p.FromURL(nil); checkErr("FromURL(nil)", u, err) })
		noPanic("Find", func() {
			if m, ok := p.Find("see urn:ab:c"); ok {
				t.Errorf("%s.Find = %v, true; want no match", name, m)
			}
		})
		noPanic("FindAll", func() {
			if ms := p.FindAll("see urn:ab:c"); len(ms) != 0 {
				t.Errorf("%s.FindAll = %v, want no match", name, ms)
			}
		})
		noPanic("FindAllBytes", func() {
			if ms := p.FindAllBytes([]byte("see urn:ab:c")); len(ms) != 0 {
				t.Errorf("%s.FindAllBytes = %v, want no match", name, ms)
			}
		})
		noPanic("EscapeNSS", func() {
			if got := p.EscapeNSS("a/b c"); got != "" {
				t.Errorf("%s.EscapeNSS = %q, want \"\"", name, got)
			}
		})
		noPanic("NewScanner", func() {
			sc := p.NewScanner(strings.NewReader("see urn:ab:c"))
			if sc.Scan() {
				t.Errorf("%s: Scan found %v", name, sc.Match())
			}
			if err := sc.Err(); !errors.Is(err, ErrUnknownSyntax) {
				t.Errorf("%s: Scanner.Err = %v, want ErrUnknownSyntax", name, err)
			}
		})
	}
}

func TestParserValidate(t *testing.T) {
	for s := range numSyntaxes {
		for _, p := range []Parser{{Syntax: s}, {Syntax: s, MaxLength: -1, RejectNUL: true}, {Syntax: s, MaxLength: 1}} {
			if err := p.Validate(); err != nil {
				t.Errorf("%+v.Validate() = %v", p, err)
			}
		}
	}
}

func TestSyntaxText(t *testing.T) {
	for s, name := range map[Syntax]string{RFC8141: "rfc8141", RFC2141: "rfc2141", Draft14: "draft14"} {
		if s.String() != name {
			t.Errorf("%d.String() = %q, want %q", s, s.String(), name)
		}
		b, err := s.MarshalText()
		if string(b) != name || err != nil {
			t.Errorf("%v.MarshalText() = %q, %v", s, b, err)
		}
		var got Syntax = 99
		if err := got.UnmarshalText([]byte(strings.ToUpper(name))); err != nil || got != s {
			t.Errorf("UnmarshalText(%q) = %v, %v", strings.ToUpper(name), got, err)
		}
	}
	s := Draft14
	if err := s.UnmarshalText([]byte("rfc3986")); err == nil || !strings.Contains(err.Error(), "rfc3986") || s != Draft14 {
		t.Errorf("UnmarshalText(rfc3986) = %v, error %v; want an error, the Syntax unchanged", s, err)
	}
	if err := s.UnmarshalText([]byte("\x1b[2J\nx")); err == nil || !strings.Contains(err.Error(), `"\x1b[2J\nx"`) {
		t.Errorf("UnmarshalText of controls: error %q, want them quoted", err)
	}
	if _, err := Syntax(7).MarshalText(); err == nil {
		t.Error("Syntax(7).MarshalText() succeeded")
	}
	if got := Syntax(7).String(); got != "Syntax(7)" {
		t.Errorf("Syntax(7).String() = %q", got)
	}
}

func TestMustParse(t *testing.T) {
	if u := MustParse("urn:ab:c"); u.String() != "urn:ab:c" {
		t.Errorf("MustParse = %v", u)
	}
	defer func() {
		if _, ok := recover().(*ParseError); !ok {
			t.Error("MustParse of an invalid URN did not panic with a *ParseError")
		}
	}()
	MustParse("urn:a:c")
}

// TestNoAliasWrites checks that parsing never writes to its input.
func TestNoAliasWrites(t *testing.T) {
	b := []byte("URN:EXAMPLE:a123%2cz456?+r?=q#f")
	orig := bytes.Clone(b)
	s := string(b)
	u := MustParse(s)
	_ = u.Normalize()
	if !bytes.Equal(b, orig) || u.String() != string(orig) {
		t.Error("input changed")
	}
}
