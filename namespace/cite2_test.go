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

func TestCITE2(t *testing.T) {
	part := func(s string) string {
		if s == "-" {
			return ""
		}
		return s
	}
	object := func(s string) CITE2Object {
		id, sub, _ := strings.Cut(part(s), "@")
		return CITE2Object{ID: id, Subref: sub}
	}
	for _, c := range testcases.Read(t, "testdata/cite2.txt") {
		u, err := urn.Parse(c.Fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		got, err := CITE2(u)
		switch c.Fields[0] {
		case "ok":
			f := c.Fields
			want := CITE2Name{
				Namespace:  f[2],
				Collection: f[3],
				Version:    part(f[4]),
				Property:   part(f[5]),
				Begin:      object(f[6]),
				End:        object(f[7]),
			}
			if err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			} else if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s: CITE2(%s) (-want +got):\n%s", c.Pos, u, diff)
			}
			if got.IsRange() != (f[7] != "-") {
				t.Errorf("%s: IsRange() = %v", c.Pos, got.IsRange())
			}
			if err := Conventions().Validate(u); err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
		case "fail":
			checkFail(t, c, "CITE2", "cite2", u, got, err)
		default:
			t.Fatalf("%s: bad line", c.Pos)
		}
	}
}

// cite2NSSs returns the NSSs of the CITE2 URNs of the test case files.
func cite2NSSs(tb testing.TB) []string {
	return caseNSSs(tb, "cite2", "testdata/cite2.txt", "testdata/conventions/cite.txt")
}

// checkCITE2Accepts checks cite2Accepts against scanCITE2, on the NSSs
// without '%'.
func checkCITE2Accepts(t *testing.T, nss string) {
	t.Helper()
	scan := func(nss string) (int, error) { return scanCITE2(nss, nil) }
	common := func(nss string) bool { return !strings.Contains(nss, "%") }
	checkAccepts(t, nss, cite2Accepts, scan, common)
}

func TestCITE2Accepts(t *testing.T) {
	for _, nss := range cite2NSSs(t) {
		checkCITE2Accepts(t, nss)
	}
}

func FuzzCITE2Accepts(f *testing.F) {
	for _, nss := range cite2NSSs(f) {
		f.Add(nss)
	}
	f.Fuzz(checkCITE2Accepts)
}
