// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urnkit/urn"
)

func TestError(t *testing.T) {
	long := "urn:isbn:" + strings.Repeat("1", 1000)
	for _, tt := range []struct {
		name      string
		err       error
		msg       string // the message, or its end after "..."
		reason    string
		is, isNot error
	}{
		{
			"invalid",
			Builtin().Validate(urn.MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx")),
			`urn: NSS not valid in namespace uuid in "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx" at offset 44 ('x'): want a hex digit (a UUID is 8-4-4-4-12 hex digits)`,
			"want a hex digit (a UUID is 8-4-4-4-12 hex digits)",
			ErrInvalid, ErrOtherNamespace,
		},
		{
			"ends too early",
			Builtin().Validate(urn.MustParse("urn:isbn:039536341")),
			`urn: NSS not valid in namespace isbn in "urn:isbn:039536341" at offset 18: an ISBN has 10 or 13 digits`,
			"an ISBN has 10 or 13 digits",
			ErrInvalid, ErrOtherNamespace,
		},
		{
			"second separator in a prefix",
			Builtin().Validate(urn.MustParse("URN:UCI:01:NL:X42#5")),
			`urn: NSS not valid in namespace uci in "URN:UCI:01:NL:X42#5" at offset 13 (':'): a prefix code has at most one ':' and then at most one '+', each followed by letters or digits, before its '-'`,
			"a prefix code has at most one ':' and then at most one '+', each followed by letters or digits, before its '-'",
			ErrInvalid, ErrOtherNamespace,
		},
		{
			"long input",
			Builtin().Validate(urn.MustParse(long)),
			`..." at offset 22 ('1'): an ISBN has 10 or 13 digits`,
			"an ISBN has 10 or 13 digits",
			ErrInvalid, ErrOtherNamespace,
		},
		{
			"other namespace",
			func() error { _, err := UUID(urn.MustParse("urn:oid:1.2")); return err }(),
			`urn: URN not in namespace uuid in "urn:oid:1.2" at offset 4 ('o'): the NID is not uuid`,
			"the NID is not uuid",
			ErrOtherNamespace, ErrInvalid,
		},
		{
			"made by hand",
			&Error{Input: "urn:x:y", Offset: 6, NID: "x"},
			`urn: NSS not valid in namespace x in "urn:x:y" at offset 6 ('y')`,
			"",
			ErrInvalid, ErrOtherNamespace,
		},
	} {
		var e *Error
		if !errors.As(tt.err, &e) {
			t.Errorf("%s: %v is not an *Error", tt.name, tt.err)
			continue
		}
		msg := e.Error()
		if tail, ok := strings.CutPrefix(tt.msg, "..."); ok {
			if !strings.HasSuffix(msg, tail) || !strings.Contains(msg, `...`) || len(msg) > 200 {
				t.Errorf("%s: message %q, want a shortened input and the end %q", tt.name, msg, tail)
			}
		} else if msg != tt.msg {
			t.Errorf("%s: message\n%s\nwant\n%s", tt.name, msg, tt.msg)
		}
		if got := e.Reason(); got != tt.reason {
			t.Errorf("%s: Reason() = %q, want %q", tt.name, got, tt.reason)
		}
		if !errors.Is(e, tt.is) || errors.Is(e, tt.isNot) {
			t.Errorf("%s: errors.Is: want %v, not %v", tt.name, tt.is, tt.isNot)
		}
		if e.Err != nil && !errors.Is(e, e.Err) {
			t.Errorf("%s: does not unwrap to its reason %v", tt.name, e.Err)
		}
	}
}

// parsers lists every ParseX function of the package, by name, as an
// error-returning function.
var parsers = map[string]func(string) error{
	"ParseCITE2":   func(s string) error { _, err := ParseCITE2(s); return err },
	"ParseCTS":     func(s string) error { _, err := ParseCTS(s); return err },
	"ParseDev":     func(s string) error { _, err := ParseDev(s); return err },
	"ParseNGSILD":  func(s string) error { _, err := ParseNGSILD(s); return err },
	"ParsePulumi":  func(s string) error { _, err := ParsePulumi(s); return err },
	"ParseSCIM":    func(s string) error { _, err := ParseSCIM(s); return err },
	"ParseService": func(s string) error { _, err := ParseService(s); return err },
	"ParseUPnP":    func(s string) error { _, err := ParseUPnP(s); return err },
}

// TestParseErrors holds the promise that every error of the package is
// an *Error for every ParseX function: one that wraps the
// *urn.ParseError of an input that is not a URN, one that wraps
// ErrOtherNamespace for a URN of another namespace.
func TestParseErrors(t *testing.T) {
	// Every exported function whose name begins with Parse is in the
	// table, so that a new one cannot be left out.
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.IsExported() && strings.HasPrefix(fd.Name.Name, "Parse") {
				if parsers[fd.Name.Name] == nil {
					t.Errorf("%s is not in the table of TestParseErrors", fd.Name.Name)
				}
			}
		}
	}

	for name, parse := range parsers {
		for _, in := range []string{"not a urn", "", "urn:", "urn:x", "urn:ex:a b", "urn:ex:a?q"} {
			err := parse(in)
			var e *Error
			var pe *urn.ParseError
			if !errors.As(err, &e) || !errors.As(err, &pe) {
				t.Errorf("%s(%q) = %v (%T), want an *Error that wraps a *urn.ParseError", name, in, err, err)
				continue
			}
			if e.Err != error(pe) || errors.Unwrap(err) != error(pe) {
				t.Errorf("%s(%q): Err %v, Unwrap %v, want the *urn.ParseError", name, in, e.Err, errors.Unwrap(err))
			}
			if e.Input != in || e.Offset != pe.Offset || e.NID == "" {
				t.Errorf("%s(%q): Input %q, Offset %d, NID %q; want the input, the offset %d of the ParseError and a NID", name, in, e.Input, e.Offset, e.NID, pe.Offset)
			}
			if !errors.Is(err, ErrInvalid) || errors.Is(err, ErrOtherNamespace) || !errors.Is(err, pe.Err) {
				t.Errorf("%s(%q) = %v: want ErrInvalid and %v, not ErrOtherNamespace", name, in, err, pe.Err)
			}
			if msg, want := err.Error(), "urn: not a URN of namespace "+e.NID+": "; !strings.HasPrefix(msg, want) || !strings.HasSuffix(msg, pe.Reason()) || e.Reason() != pe.Reason() {
				t.Errorf("%s(%q): message %q, Reason %q; want it to begin %q and end with the reason %q", name, in, msg, e.Reason(), want, pe.Reason())
			}
		}
		// A URN of another namespace, or one whose NSS breaks the
		// rules.
		for _, in := range []string{"urn:isbn:0451450523", "urn:cts:x", "urn:ietf:params:x"} {
			err := parse(in)
			if err == nil {
				continue // a UPnP name may be of any NID
			}
			var e *Error
			if !errors.As(err, &e) || errors.Unwrap(err) != e.Err {
				t.Errorf("%s(%q) = %v (%T), want an *Error that unwraps to its Err", name, in, err, err)
			}
			if errors.Is(err, ErrInvalid) == errors.Is(err, ErrOtherNamespace) {
				t.Errorf("%s(%q) = %v: want exactly one of ErrInvalid and ErrOtherNamespace", name, in, err)
			}
		}
	}
}

// TestErrorShape checks that an Error has the shape of a
// *urn.ParseError: Unwrap returns Err, and Is matches the class.
func TestErrorShape(t *testing.T) {
	reason := errors.New("want a hex digit")
	for _, tt := range []struct {
		e                    *Error
		invalid, otherNS, is bool
	}{
		{&Error{NID: "x", Err: reason}, true, false, true},
		{&Error{NID: "x", Err: ErrOtherNamespace}, false, true, true},
		{&Error{NID: "x"}, true, false, false},
	} {
		if errors.Unwrap(tt.e) != tt.e.Err {
			t.Errorf("%#v: errors.Unwrap = %v, want Err", tt.e, errors.Unwrap(tt.e))
		}
		if errors.Is(tt.e, ErrInvalid) != tt.invalid || errors.Is(tt.e, ErrOtherNamespace) != tt.otherNS {
			t.Errorf("%#v: ErrInvalid %v, ErrOtherNamespace %v; want %v, %v", tt.e,
				errors.Is(tt.e, ErrInvalid), errors.Is(tt.e, ErrOtherNamespace), tt.invalid, tt.otherNS)
		}
		if tt.is && !errors.Is(tt.e, tt.e.Err) {
			t.Errorf("%#v does not match its Err", tt.e)
		}
	}
}
