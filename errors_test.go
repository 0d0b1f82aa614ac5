// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urnkit/urn/internal/errtext"
)

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
		{Parser{}, " urn:ab:c", `urn: invalid scheme in " urn:ab:c" at offset 0: a URN must begin with "urn:", but a space comes before it`},
		{Parser{Syntax: Draft14}, "\t URN:ab:c", `urn: invalid scheme in "\t URN:ab:c" at offset 0: a URN must begin with "urn:", but control byte 0x09 comes before it`},
		{Parser{}, "\r\n", `urn: invalid scheme in "\r\n" at offset 0: a URN must begin with "urn:" (in any case)`},
		{Parser{}, " urn", `urn: invalid scheme in " urn" at offset 0: a URN must begin with "urn:" (in any case)`},
		{Parser{}, " x urn:ab:c", `urn: invalid scheme in " x urn:ab:c" at offset 0: a URN must begin with "urn:" (in any case)`},
		{Parser{}, "xurn:ab:c", `urn: invalid scheme in "xurn:ab:c" at offset 0: a URN must begin with "urn:" (in any case)`},
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
	// Its Reason says what its Err says, never nothing.
	for _, tt := range []struct {
		err  error
		want string
	}{
		{ErrScheme, "invalid scheme"},
		{ErrNSS, "invalid NSS"},
		{nil, "invalid input"},
		{errors.New(""), "invalid input"},
		{errors.New("checksum mismatch"), "checksum mismatch"},
	} {
		e := &ParseError{Input: "x", Err: tt.err}
		if got := e.Reason(); got != tt.want {
			t.Errorf("hand-made error with Err %v: Reason() = %q, want %q", tt.err, got, tt.want)
		}
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

// TestErrorIsPart checks that an error of percent-encoding matches the
// sentinel of the part it is in as well as ErrPercentEncoding, and no
// other, while every other error matches its sentinel alone.
func TestErrorIsPart(t *testing.T) {
	sentinels := []error{ErrScheme, ErrNID, ErrNSS, ErrPercentEncoding, ErrComponent, ErrTooLong, ErrUnknownSyntax}
	for _, tt := range []struct {
		p     Parser
		input string
		want  []error
	}{
		{Parser{}, "urn:ex:%zz", []error{ErrPercentEncoding, ErrNSS}},
		{Parser{}, "urn:ex:a%4", []error{ErrPercentEncoding, ErrNSS}},
		{Parser{RejectNUL: true}, "urn:ex:a%00", []error{ErrPercentEncoding, ErrNSS}},
		{Parser{Syntax: RFC2141}, "urn:ex:a%00", []error{ErrPercentEncoding, ErrNSS}},
		{Parser{}, "urn:ex:a?+r%g", []error{ErrPercentEncoding, ErrComponent}},
		{Parser{}, "urn:ex:a?=q%", []error{ErrPercentEncoding, ErrComponent}},
		{Parser{}, "urn:ex:a#%2", []error{ErrPercentEncoding, ErrComponent}},
		{Parser{Syntax: Draft14}, "urn:ex:a?q%x", []error{ErrPercentEncoding, ErrComponent}},
		{Parser{Syntax: Draft14}, "urn:ex:a??%", []error{ErrPercentEncoding, ErrComponent}},
		{Parser{}, "urn:ex:a b", []error{ErrNSS}},
		{Parser{}, "urn:ex:a?+r b", []error{ErrComponent}},
		{Parser{}, "urn:e%:a", []error{ErrNID}},
	} {
		_, err := tt.p.Parse(tt.input)
		for _, s := range sentinels {
			if got, want := errors.Is(err, s), slices.Contains(tt.want, s); got != want {
				t.Errorf("%v.Parse(%q): errors.Is(err, %v) = %v, want %v (err %v)", tt.p.Syntax, tt.input, s, got, want, err)
			}
		}
	}
	// With methods and New report the part the same way.
	if _, err := MustParse("urn:ex:a").WithNSS("b%z"); !errors.Is(err, ErrNSS) || !errors.Is(err, ErrPercentEncoding) {
		t.Errorf("WithNSS: %v, want ErrNSS and ErrPercentEncoding", err)
	}
	if _, err := MustParse("urn:ex:a").WithFComponent("%z"); !errors.Is(err, ErrComponent) || errors.Is(err, ErrNSS) {
		t.Errorf("WithFComponent: %v, want ErrComponent and not ErrNSS", err)
	}
	// Unescape reads no URN: its error names no part.
	_, err := Unescape("urn:ex:%zz")
	if !errors.Is(err, ErrPercentEncoding) || errors.Is(err, ErrNSS) || errors.Is(err, ErrComponent) {
		t.Errorf("Unescape: %v matches a part", err)
	}
	// A ParseError built by a caller matches its Err alone.
	e := &ParseError{Input: "urn:ex:%zz", Offset: 8, Err: ErrPercentEncoding}
	if errors.Is(e, ErrNSS) || !errors.Is(e, ErrPercentEncoding) {
		t.Errorf("hand-made ParseError matches ErrNSS or not its Err")
	}
}

// TestErrorsOfEncodings checks that every failure of the encoding
// interfaces wraps a sentinel a caller can test for, and that every
// message spells a syntax as Syntax.String does.
func TestErrorsOfEncodings(t *testing.T) {
	var draft14 Draft14URN
	if err := draft14.UnmarshalText([]byte("urn:ex:a?q")); err != nil {
		t.Fatal(err)
	}
	var rfc8141 URN
	if err := rfc8141.UnmarshalText([]byte("urn:ex:a/b")); err != nil {
		t.Fatal(err)
	}
	_, marshal := draft14.URN.MarshalText()
	_, appendText := draft14.URN.AppendText(nil)
	_, value := draft14.URN.Value()
	_, marshal2141 := RFC2141URN{rfc8141}.MarshalText()
	_, value2141 := RFC2141URN{rfc8141}.Value()
	var v URN
	scan := v.Scan(42)
	var v2141 RFC2141URN
	scan2141 := v2141.Scan(3.5)
	_, syntaxMarshal := Syntax(9).MarshalText()
	var syn Syntax
	syntaxUnmarshal := syn.UnmarshalText([]byte("RFC3986"))
	validate := Parser{Syntax: 9}.Validate()
	_, parse := Parser{Syntax: 9}.Parse("urn:ex:a")

	for _, tt := range []struct {
		name string
		err  error
		want error
	}{
		{"URN.MarshalText of a Draft 14 URN", marshal, ErrReadBack},
		{"URN.AppendText of a Draft 14 URN", appendText, ErrReadBack},
		{"URN.Value of a Draft 14 URN", value, ErrReadBack},
		{"RFC2141URN.MarshalText of an RFC 8141 URN", marshal2141, ErrReadBack},
		{"RFC2141URN.Value of an RFC 8141 URN", value2141, ErrReadBack},
		{"URN.Scan(42)", scan, ErrScanType},
		{"RFC2141URN.Scan(3.5)", scan2141, ErrScanType},
		{"Syntax(9).MarshalText", syntaxMarshal, ErrUnknownSyntax},
		{"Syntax.UnmarshalText(RFC3986)", syntaxUnmarshal, ErrUnknownSyntax},
		{"Parser{Syntax: 9}.Validate", validate, ErrUnknownSyntax},
		{"Parser{Syntax: 9}.Parse", parse, ErrUnknownSyntax},
	} {
		if !errors.Is(tt.err, tt.want) {
			t.Errorf("%s: %v, want an error that wraps %v", tt.name, tt.err, tt.want)
			continue
		}
		// The names of the types are Go names; the syntaxes are not.
		msg := strings.NewReplacer("urn.RFC2141URN", "", "urn.Draft14URN", "").Replace(tt.err.Error())
		for _, bad := range []string{"RFC8141", "RFC2141", "Draft14", "Syntax(", "Syntax Syntax", "syntax syntax"} {
			if strings.Contains(msg, bad) {
				t.Errorf("%s: %q spells a syntax as %q", tt.name, msg, bad)
			}
		}
	}
	// One message for one unknown syntax, whoever reports it.
	const want = "urn: unknown syntax 9 (want rfc8141, rfc2141 or draft14)"
	if syntaxMarshal.Error() != want || validate.Error() != want {
		t.Errorf("Syntax(9).MarshalText: %q, Parser{Syntax: 9}.Validate: %q; want %q", syntaxMarshal, validate, want)
	}
	// The errors of reading text that is not a URN stay *ParseErrors.
	var pe *ParseError
	if err := v.Scan("urn:x"); !errors.As(err, &pe) {
		t.Errorf("URN.Scan(\"urn:x\") = %v, want a *ParseError", err)
	}
}
