// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"bytes"
	"database/sql"
	"database/sql/driver"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/urnkit/urn/internal/errtext"
)

// A parseCase is one line of testdata/{rfc8141,rfc2141,draft14}.txt.
type parseCase struct {
	pos    string // file:line
	syntax Syntax
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

var sentinelNames = map[string]error{
	"scheme":    ErrScheme,
	"nid":       ErrNID,
	"nss":       ErrNSS,
	"percent":   ErrPercentEncoding,
	"component": ErrComponent,
	"toolong":   ErrTooLong,
}

// loadParseCases reads the parse cases of every syntax.
func loadParseCases(t testing.TB) []parseCase {
	t.Helper()
	var cases []parseCase
	for _, name := range []string{"rfc8141.txt", "rfc2141.txt", "draft14.txt"} {
		syntax := Syntax(255)
		for _, c := range readCases(t, name) {
			pos, f := c.pos, c.fields
			bad := func() { t.Fatalf("%s: malformed line %q", pos, f) }
			switch f[0] {
			case "syntax":
				if len(f) != 2 || syntax.UnmarshalText([]byte(f[1])) != nil {
					bad()
				}
				continue
			case "valid":
				if len(f) != 8 {
					bad()
				}
				c := parseCase{pos: pos, syntax: syntax, valid: true, input: f[1],
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
				cases = append(cases, parseCase{pos: pos, syntax: syntax, input: f[1],
					offset: off, sentinel: sentinel})
			default:
				bad()
			}
			if syntax == 255 {
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
		u, err := Parser{Syntax: c.syntax}.Parse(c.input)
		if !c.valid {
			checkParseError(t, c.pos, c.input, u, err, c.offset, c.sentinel)
			continue
		}
		if err != nil {
			t.Errorf("%s: %s.Parse(%q): %v", c.pos, c.syntax, c.input, err)
			continue
		}
		got := parts(u)
		want := []string{c.input, c.input[:3], c.nid, c.nss, c.r, c.q, c.f, fmt.Sprint(c.hasF), c.canon}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: %s.Parse(%q) parts (-want +got):\n%s", c.pos, c.syntax, c.input, diff)
		}
		if an := u.AssignedName(); !strings.HasPrefix(c.input, an) || an != u.Scheme()+":"+c.nid+":"+c.nss {
			t.Errorf("%s: AssignedName() = %q", c.pos, an)
		}
		if c.syntax == RFC8141 {
			if v, err := Parse(c.input); err != nil || v != u {
				t.Errorf("%s: Parse(%q) = %v, %v; Parser{}.Parse = %v", c.pos, c.input, v, err, u)
			}
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

// The byte sets of GRAMMAR.md, written out from the ABNF rather than
// taken from the scanner's tables.
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

func TestParserInvalidSyntax(t *testing.T) {
	defer func() {
		if r := recover(); r == nil {
			t.Error("Parser{Syntax: 3}.Parse did not panic")
		} else if !strings.Contains(fmt.Sprint(r), "Syntax(3)") {
			t.Errorf("panic %q does not name the syntax", r)
		}
	}()
	Parser{Syntax: 3}.Parse("urn:ab:c")
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
	var s Syntax
	if err := s.UnmarshalText([]byte("rfc3986")); err == nil || !strings.Contains(err.Error(), "rfc3986") {
		t.Errorf("UnmarshalText(rfc3986) error = %v", err)
	}
	if _, err := Syntax(7).MarshalText(); err == nil {
		t.Error("Syntax(7).MarshalText() succeeded")
	}
	if got := Syntax(7).String(); got != "Syntax(7)" {
		t.Errorf("Syntax(7).String() = %q", got)
	}
}

func TestErrorMessages(t *testing.T) {
	long := "urn:example:" + strings.Repeat("abcdefghij", 20)
	for _, tt := range []struct {
		p     Parser
		input string
		want  string
	}{
		{Parser{}, "urn:ab-:x", `urn: invalid NID in "urn:ab-:x" at offset 7: a NID cannot end with '-'`},
		{Parser{}, "urn:ab:c?a=b", `urn: invalid component in "urn:ab:c?a=b" at offset 9: after the NSS, '?' must begin "?+" (r-component) or "?=" (q-component)`},
		{Parser{}, "urn:a:b", `urn: invalid NID in "urn:a:b" at offset 5: a NID must have at least 2 characters`},
		{Parser{}, "urn:ab:x%G1", `urn: invalid percent-encoding in "urn:ab:x%G1" at offset 9: '%' must be followed by two hex digits, not 'G'`},
		{Parser{}, "urn:ab:x%4", `urn: invalid percent-encoding in "urn:ab:x%4" at offset 10: '%' must be followed by two hex digits`},
		{Parser{}, "urn:ab:", `urn: invalid NSS in "urn:ab:" at offset 7: the NSS cannot be empty`},
		{Parser{}, "urn:ab:x y", `urn: invalid NSS in "urn:ab:x y" at offset 8: a space is not allowed in the NSS`},
		{Parser{}, "urn:ab:x\t", `urn: invalid NSS in "urn:ab:x\t" at offset 8: control byte 0x09 is not allowed in the NSS`},
		{Parser{}, "urn:ab:é", `urn: invalid NSS in "urn:ab:é" at offset 7: byte 0xC3 is not allowed in the NSS; non-ASCII characters must be percent-encoded as UTF-8`},
		{Parser{}, "urn:a.b:c", `urn: invalid NID in "urn:a.b:c" at offset 5: a NID may contain only ASCII letters, digits and '-', not '.'`},
		{Parser{}, "url:ab:c", `urn: invalid scheme in "url:ab:c" at offset 2: a URN must begin with "urn:" (in any case)`},
		{Parser{}, "urn:ab:x#a#b", `urn: invalid component in "urn:ab:x#a#b" at offset 10: the f-component cannot contain '#'; percent-encode it as "%23"`},
		{Parser{Syntax: RFC2141}, "urn:ab:a/b", `urn: invalid NSS in "urn:ab:a/b" at offset 8: '/' is reserved by RFC 2141; percent-encode it`},
		{Parser{Syntax: RFC2141}, "urn:ab:a~b", `urn: invalid NSS in "urn:ab:a~b" at offset 8: '~' is not allowed by RFC 2141 (RFC 8141 allows it); percent-encode it`},
		{Parser{Syntax: RFC2141}, "urn:urn:x", `urn: invalid NID in "urn:urn:x" at offset 7: the NID "urn" is reserved`},
		{Parser{MaxLength: 5}, "urn:ab:c", `urn: input too long in "urn:ab:c" at offset 5: the input is longer than the limit (8 bytes, limit 5)`},
	} {
		_, err := tt.p.Parse(tt.input)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%+v.Parse(%q):\n got %v\nwant %s", tt.p, tt.input, err, tt.want)
			continue
		}
		_, wantReason, _ := strings.Cut(tt.want, fmt.Sprintf(" at offset %d: ", err.(*ParseError).Offset))
		if got := err.(*ParseError).Reason(); got != wantReason {
			t.Errorf("Reason() = %q, want %q", got, wantReason)
		}
		if pe := (*ParseError)(nil); errors.As(err, &pe) && pe.Input != tt.input {
			t.Errorf("Input = %q, want the whole input %q", pe.Input, tt.input)
		}
	}
	// A long input is quoted shortened around the offset, at rune
	// boundaries, with "..." where it was cut.
	for _, tt := range []struct {
		input  string
		offset int
	}{
		{long + " tail", len(long)},
		{long[:60] + "^" + long[60:], 60},
		{"urn:ab:" + strings.Repeat("é", 100) + "^", 7},
		{" " + long, 0},
	} {
		_, err := Parse(tt.input)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Offset != tt.offset || pe.Input != tt.input {
			t.Fatalf("Parse(%.20q...): %v", tt.input, err)
		}
		msg := err.Error()
		quoted, err := strconv.QuotedPrefix(msg[strings.Index(msg, `"`):])
		if err != nil {
			t.Fatalf("message %q: %v", msg, err)
		}
		shown, _ := strconv.Unquote(quoted)
		if len(shown) > errtext.MaxQuoted+4 || !strings.Contains(shown, "...") || !utf8.ValidString(shown) {
			t.Errorf("long input shown as %q", shown)
		}
		lo, hi := max(tt.offset-10, 0), min(tt.offset+10, len(tt.input))
		if !strings.Contains(shown, tt.input[lo:hi]) {
			t.Errorf("window %q does not show the bytes around offset %d", shown, tt.offset)
		}
	}

	// A ParseError made by hand has no reason but still reads well.
	e := &ParseError{Input: "x", Offset: 0, Err: ErrScheme}
	if got, want := e.Error(), `urn: invalid scheme in "x" at offset 0`; got != want {
		t.Errorf("hand-made error: %q, want %q", got, want)
	}
	if got := e.Reason(); got != "" {
		t.Errorf("hand-made error: Reason() = %q, want \"\"", got)
	}
	if got, want := (&ParseError{}).Error(), `urn: invalid input in "" at offset 0`; got != want {
		t.Errorf("empty error: %q, want %q", got, want)
	}
}

// TestErrorReasons checks that every reason has its sentinel and message,
// and that every message can be produced.
func TestErrorReasons(t *testing.T) {
	for r := reason(1); r < numReasons; r++ {
		d := reasons[r]
		if d.err == nil || d.msg == "" {
			t.Errorf("reason %d has no sentinel or message", r)
		}
		// Any offset, in or out of range, makes a message without "{}".
		for _, off := range []int{-1, 0, 1, 100} {
			msg := (&ParseError{Input: "x", Offset: off, Err: d.err, reason: r}).Error()
			if strings.Contains(msg, "{}") {
				t.Errorf("reason %d: message %q", r, msg)
			}
		}
	}
	msg := (&ParseError{Input: "x", Err: ErrNSS, reason: numReasons}).Error()
	if !strings.HasSuffix(msg, "unknown reason") {
		t.Errorf("out-of-range reason: %q", msg)
	}
}

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

// loadGroups reads testdata/equivalence.txt.
func loadGroups(t testing.TB) [][]URN {
	t.Helper()
	var groups [][]URN
	for _, c := range readCases(t, "equivalence.txt") {
		pos, f := c.pos, c.fields
		switch {
		case f[0] == "group":
			groups = append(groups, nil)
		case len(f) == 1 && len(groups) > 0:
			u, err := Parse(f[0])
			if err != nil {
				t.Fatalf("%s: %v", pos, err)
			}
			groups[len(groups)-1] = append(groups[len(groups)-1], u)
		default:
			t.Fatalf("%s: malformed line %q", pos, f)
		}
	}
	return groups
}

func TestEquivalence(t *testing.T) {
	groups := loadGroups(t)
	if len(groups) < 15 {
		t.Fatalf("only %d groups", len(groups))
	}
	for gi, g := range groups {
		for hi, h := range groups {
			for _, u := range g {
				for _, v := range h {
					want := gi == hi
					if got := u.Equal(v); got != want {
						t.Errorf("%v.Equal(%v) = %v, want %v", u, v, got, want)
					}
					if got, err := Equivalent(u.String(), v.String()); got != want || err != nil {
						t.Errorf("Equivalent(%v, %v) = %v, %v; want %v", u, v, got, err, want)
					}
					if got := u.Compare(v) == 0; got != want {
						t.Errorf("%v.Compare(%v) = %d", u, v, u.Compare(v))
					}
					if u.Compare(v) != -v.Compare(u) {
						t.Errorf("Compare(%v, %v) is not antisymmetric", u, v)
					}
					nu, nv := u.Normalize().AssignedName(), v.Normalize().AssignedName()
					if (nu == nv) != want {
						t.Errorf("canonical forms %q and %q disagree with Equal", nu, nv)
					}
					if c := strings.Compare(nu, nv); c != u.Compare(v) {
						t.Errorf("Compare(%v, %v) = %d, but the canonical names compare %d", u, v, u.Compare(v), c)
					}
				}
			}
		}
	}
	// Equivalence holds across syntaxes.
	a := MustParse("urn:ietf:rfc:2648")
	b, _ := Parser{Syntax: RFC2141}.Parse("URN:IETF:rfc:2648")
	c, _ := Parser{Syntax: Draft14}.Parse("urn:Ietf:rfc:2648?q")
	if !a.Equal(b) || !b.Equal(c) || !c.Equal(a) {
		t.Error("equivalence across syntaxes failed")
	}
}

// TestSortGroups checks that sorting with Compare puts equivalent URNs
// next to each other.
func TestSortGroups(t *testing.T) {
	groups := loadGroups(t)
	var all []URN
	for _, g := range groups {
		all = append(all, g...)
	}
	slices.Reverse(all)
	slices.SortFunc(all, URN.Compare)
	seen := map[string]bool{}
	for i, u := range all {
		key := u.Normalize().AssignedName()
		if i > 0 && all[i-1].Equal(u) {
			continue
		}
		if seen[key] {
			t.Errorf("%v is separated from its group", u)
		}
		seen[key] = true
	}
}

func TestEquivalentErrors(t *testing.T) {
	for _, tt := range []struct{ a, b string }{{"urn:a:b", "urn:ab:c"}, {"urn:ab:c", "urn:ab:"}} {
		ok, err := Equivalent(tt.a, tt.b)
		var pe *ParseError
		if ok || !errors.As(err, &pe) {
			t.Errorf("Equivalent(%q, %q) = %v, %v", tt.a, tt.b, ok, err)
		}
	}
}

func TestNormalizeKeepsComponents(t *testing.T) {
	u := MustParse("URN:Ab:%aa?+%bb?=%cc#%dd")
	n := u.Normalize()
	want := []string{"urn:ab:%AA?+%bb?=%cc#%dd", "urn", "ab", "%AA", "%bb", "%cc", "%dd", "true", "urn:ab:%AA?+%bb?=%cc#%dd"}
	if diff := cmp.Diff(want, parts(n)); diff != "" {
		t.Errorf("Normalize (-want +got):\n%s", diff)
	}
	if !n.Equal(u) || n.Normalize() != n {
		t.Error("Normalize is not idempotent or not equivalent")
	}
	// Draft 14 components keep their bounds through Normalize.
	d, _ := Parser{Syntax: Draft14}.Parse("URN:AB:x?%aa??%bb")
	if dn := d.Normalize(); dn.QComponent() != "%aa" || dn.RComponent() != "%bb" || dn.NID() != "ab" {
		t.Errorf("Draft14 Normalize: %q %q %q", dn.NID(), dn.QComponent(), dn.RComponent())
	}
}

func TestMapKey(t *testing.T) {
	seen := map[URN]int{}
	for _, s := range []string{"urn:ab:c", "urn:ab:c", "URN:AB:c"} {
		seen[MustParse(s)]++
	}
	if len(seen) != 2 || seen[MustParse("urn:ab:c")] != 2 {
		t.Errorf("URN as a map key: %v", seen)
	}
	byName := map[string]int{}
	for _, s := range []string{"urn:ab:%2c", "URN:AB:%2C", "urn:Ab:%2c#frag"} {
		byName[MustParse(s).Normalize().AssignedName()]++
	}
	if len(byName) != 1 {
		t.Errorf("canonical keys: %v", byName)
	}
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
