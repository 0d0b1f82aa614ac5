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
		if method == "new" {
			got, err = New(f[1], f[2])
			n = 3
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
				got, err = u.WithoutRComponent()
			case "without-q":
				got, err = u.WithoutQComponent()
			case "without-f":
				got, err = u.WithoutFComponent()
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
			// The result must be exactly what parsing its text gives:
			// with RFC 8141, or for with-nss with the syntax of the
			// input, whose components it keeps.
			parse := Parse
			if method == "with-nss" {
				parse = p.Parse
			}
			if v, err := parse(got.String()); err != nil || v != got {
				t.Errorf("%s: result %q does not match its own parse (%v)", where, got, err)
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

// TestBuildZero checks that the methods fail cleanly on the zero URN:
// it has no assigned-name, so no URN can be built from it.
func TestBuildZero(t *testing.T) {
	var z URN
	for name, f := range map[string]func() (URN, error){
		"WithNSS":           func() (URN, error) { return z.WithNSS("x") },
		"WithRComponent":    func() (URN, error) { return z.WithRComponent("r") },
		"WithQComponent":    func() (URN, error) { return z.WithQComponent("q") },
		"WithFComponent":    func() (URN, error) { return z.WithFComponent("f") },
		"WithoutRComponent": z.WithoutRComponent,
		"WithoutQComponent": z.WithoutQComponent,
		"WithoutFComponent": z.WithoutFComponent,
	} {
		u, err := f()
		if !errors.Is(err, ErrScheme) || u.IsValid() {
			t.Errorf("zero URN %s = %q, %v; want ErrScheme", name, u, err)
		}
	}
}
