// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestDev(t *testing.T) {
	list := func(s string) []string {
		if s == "-" {
			return nil
		}
		return strings.Split(s, ",")
	}
	part := func(s string) string {
		if s == "-" {
			return ""
		}
		return s
	}
	for _, c := range testcases.Read(t, "testdata/dev.txt") {
		u, err := urn.Parse(c.Fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		d, err := Dev(u)
		switch c.Fields[0] {
		case "ok":
			f := c.Fields
			want := DevName{
				Subtype:     f[2],
				PEN:         part(f[3]),
				Product:     part(f[4]),
				ID:          f[5],
				Identifiers: list(f[6]),
				Components:  list(f[7]),
			}
			if err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			} else if diff := cmp.Diff(want, d); diff != "" {
				t.Errorf("%s: Dev(%s) (-want +got):\n%s", c.Pos, u, diff)
			}
			if err := Builtin().Validate(u); err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
		case "fail":
			checkFail(t, c, "Dev", "dev", u, d, err)
		default:
			t.Fatalf("%s: bad line", c.Pos)
		}
	}
}

// checkFail checks that the function fn of namespace nid failed on u,
// the URN of the fail line c (URN and OFFSET), with an *Error at
// OFFSET that wraps ErrOtherNamespace exactly when the NID of u is not
// nid; got is what fn returned besides err.
func checkFail(t *testing.T, c testcases.Case, fn, nid string, u urn.URN, got any, err error) {
	t.Helper()
	off, _ := strconv.Atoi(c.Fields[2])
	var ne *Error
	if !errors.As(err, &ne) || ne.Offset != off {
		t.Errorf("%s: %s(%s) = %+v, %v; want offset %d", c.Pos, fn, u, got, err, off)
	}
	if wantOther := !strings.EqualFold(u.NID(), nid); errors.Is(err, ErrOtherNamespace) != wantOther {
		t.Errorf("%s: %s(%s): %v", c.Pos, fn, u, err)
	}
}
