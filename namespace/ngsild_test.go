// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestNGSILD(t *testing.T) {
	for _, c := range testcases.Read(t, "testdata/ngsild.txt") {
		u, err := urn.Parse(c.Fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		n, err := NGSILD(u)
		switch c.Fields[0] {
		case "ok":
			want := NGSILDName{Type: c.Fields[2], ID: c.Fields[3]}
			if err != nil || n != want {
				t.Errorf("%s: NGSILD(%s) = %+v, %v; want %+v", c.Pos, u, n, err, want)
			}
			if err := Conventions().Validate(u); err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
		case "fail":
			checkHelperError(t, c, "NGSILD", "ngsi-ld", u, err)
		default:
			t.Fatalf("%s: bad line", c.Pos)
		}
	}
}
