// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"strconv"
	"testing"
)

func TestParseSCIM(t *testing.T) {
	for _, c := range readCases(t, "scim.txt") {
		u, err := Parse(c.fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.pos, err)
		}
		sc, err := ParseSCIM(u)
		switch c.fields[0] {
		case "ok":
			other := c.fields[4]
			if other == "-" {
				other = ""
			}
			want := SCIM{Name: c.fields[3], Other: other}
			for k := SCIMSchemas; k <= SCIMParam; k++ {
				if k.String() == c.fields[2] {
					want.Kind = k
				}
			}
			if err != nil || sc != want {
				t.Errorf("%s: ParseSCIM = %+v, %v; want %+v", c.pos, sc, err, want)
			}
			if err := BuiltinNamespaces().Validate(u); err != nil {
				t.Errorf("%s: %v", c.pos, err)
			}
		case "fail":
			off, _ := strconv.Atoi(c.fields[2])
			var ne *NamespaceError
			if !errors.As(err, &ne) || ne.Offset != off {
				t.Errorf("%s: ParseSCIM(%s) = %+v, %v; want offset %d", c.pos, u, sc, err, off)
			}
		default:
			t.Fatalf("%s: bad line", c.pos)
		}
	}
	if s := SCIMKind(0).String(); s != "SCIMKind(0)" {
		t.Errorf("SCIMKind(0).String() = %q", s)
	}
}
