// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestPulumi(t *testing.T) {
	for _, c := range testcases.Read(t, "testdata/pulumi.txt") {
		u, err := urn.Parse(c.Fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		p, err := Pulumi(u)
		switch c.Fields[0] {
		case "ok":
			f := c.Fields
			want := PulumiName{Stack: f[2], Project: f[3], Types: strings.Split(f[4], "$"), Name: f[5]}
			if err != nil {
				t.Errorf("%s: %v", c.Pos, err)
				continue
			}
			if diff := cmp.Diff(want, p); diff != "" {
				t.Errorf("%s: Pulumi(%s) (-want +got):\n%s", c.Pos, u, diff)
			}
			if got, want := p.Type(), want.Types[len(want.Types)-1]; got != want {
				t.Errorf("%s: Type() = %q, want %q", c.Pos, got, want)
			}
			if err := Conventions().Validate(u); err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
		case "fail":
			checkHelperError(t, c, "Pulumi", "pulumi", u, err)
		default:
			t.Fatalf("%s: bad line", c.Pos)
		}
	}
	if got := (PulumiName{}).Type(); got != "" {
		t.Errorf("PulumiName{}.Type() = %q", got)
	}
}
