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

func TestCTS(t *testing.T) {
	part := func(s string) string {
		if s == "-" {
			return ""
		}
		return s
	}
	// node reads the notation of testdata/cts.txt.
	node := func(s string) CTSNode {
		if s == "-" {
			return CTSNode{}
		}
		n, sub, ok := strings.Cut(s, "@")
		c := CTSNode{Node: n}
		if ok {
			for _, e := range strings.Split(sub, ",") {
				text, index, _ := strings.Cut(e, "/")
				c.Subref = append(c.Subref, CTSSubref{Text: text, Index: index})
			}
		}
		return c
	}
	for _, c := range testcases.Read(t, "testdata/cts.txt") {
		u, err := urn.Parse(c.Fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		got, err := CTS(u)
		switch c.Fields[0] {
		case "ok":
			f := c.Fields
			want := CTSName{
				Namespace: f[2],
				TextGroup: f[3],
				Work:      part(f[4]),
				Version:   part(f[5]),
				Exemplar:  part(f[6]),
				Begin:     node(f[7]),
				End:       node(f[8]),
			}
			if err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			} else if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s: CTS(%s) (-want +got):\n%s", c.Pos, u, diff)
			}
			if got.IsRange() != (f[8] != "-") {
				t.Errorf("%s: IsRange() = %v", c.Pos, got.IsRange())
			}
			if err := Conventions().Validate(u); err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
		case "fail":
			checkFail(t, c, "CTS", "cts", u, got, err)
		default:
			t.Fatalf("%s: bad line", c.Pos)
		}
	}
}

// ctsNSSs returns the NSSs of the CTS URNs of the test case files.
func ctsNSSs(tb testing.TB) []string {
	return caseNSSs(tb, "cts", "testdata/cts.txt", "testdata/conventions/cite.txt")
}

// checkCTSAccepts checks ctsAccepts against ctsParts.scan, on the NSSs
// without '%' or '@'.
func checkCTSAccepts(t *testing.T, nss string) {
	t.Helper()
	scan := func(nss string) (int, error) {
		var c ctsParts
		return c.scan(nss)
	}
	common := func(nss string) bool { return !strings.ContainsAny(nss, "%@") }
	checkAccepts(t, nss, ctsAccepts, scan, common)
}

func TestCTSAccepts(t *testing.T) {
	for _, nss := range ctsNSSs(t) {
		checkCTSAccepts(t, nss)
	}
}

func FuzzCTSAccepts(f *testing.F) {
	for _, nss := range ctsNSSs(f) {
		f.Add(nss)
	}
	f.Fuzz(checkCTSAccepts)
}
