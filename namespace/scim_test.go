// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"os"
	"strconv"
	"strings"
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

// TestSCIMComponents checks what the doc of SCIM says of components:
// SCIM and Equal accept a schema URN with an f- or q-component, and the
// exact checks it names refuse it; the example it names exists.
func TestSCIMComponents(t *testing.T) {
	const schema = "urn:ietf:params:scim:schemas:core:2.0:User"
	user := urn.MustParse(schema)
	for _, s := range []string{schema + "#x", schema + "?=x", schema + "?+r"} {
		u := urn.MustParse(s)
		if _, err := SCIM(u); err != nil || !u.Equal(user) || !Builtin().Equal(u, user) {
			t.Errorf("%s: SCIM error %v, Equal %v, Builtin().Equal %v; want a SCIM URN equal to the schema", s, err, u.Equal(user), Builtin().Equal(u, user))
		}
		if u.String() == u.AssignedName() || u.String() == schema {
			t.Errorf("%s: the exact checks of SCIM's doc accept it", s)
		}
	}
	src, err := os.ReadFile("scim.go")
	if err != nil {
		t.Fatal(err)
	}
	ex, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "u.String() == u.AssignedName()") ||
		!strings.Contains(string(src), "package example ScimExact") ||
		!strings.Contains(string(ex), "func Example_scimExact()") {
		t.Error("the doc of SCIM does not name the exact check and its example, Example_scimExact")
	}
}
