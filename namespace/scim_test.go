// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strconv"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestSCIM(t *testing.T) {
	for _, c := range testcases.Read(t, "testdata/scim.txt") {
		u, err := urn.Parse(c.Fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		sc, err := SCIM(u)
		switch c.Fields[0] {
		case "ok":
			other := c.Fields[4]
			if other == "-" {
				other = ""
			}
			want := SCIMName{Type: c.Fields[2], Name: c.Fields[3], Other: other}
			if err != nil || sc != want {
				t.Errorf("%s: SCIM = %+v, %v; want %+v", c.Pos, sc, err, want)
			}
			if err := Builtin().Validate(u); err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
		case "fail":
			off, _ := strconv.Atoi(c.Fields[2])
			var ne *Error
			if !errors.As(err, &ne) || ne.Offset != off {
				t.Errorf("%s: SCIM(%s) = %+v, %v; want offset %d", c.Pos, u, sc, err, off)
			}
		default:
			t.Fatalf("%s: bad line", c.Pos)
		}
	}
}
