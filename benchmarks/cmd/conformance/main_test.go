// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"strings"
	"testing"

	"github.com/urnkit/urn/internal/conformance"
)

// TestGoURN runs the suite against go-urn. Its failures are the
// differences RESULTS.md lists, not failures of this test; the test
// checks that the runner answers every case it can and only those.
func TestGoURN(t *testing.T) {
	s, err := conformance.Load("../../../conformance")
	if err != nil {
		t.Fatal(err)
	}
	results := conformance.Check(s, GoURN(s))
	for _, r := range results {
		applicable := r.Category == "parse rfc8141" || r.Category == "parse rfc2141" ||
			r.Category == "equivalence" || r.Category == "normalization"
		if r.Status == conformance.NA && applicable && !strings.Contains(r.Input, "(draft14)") {
			t.Errorf("%s %s: not applicable", r.ID, r.Input)
		}
		if r.Status != conformance.NA && !applicable {
			t.Errorf("%s %s: answered in %s", r.ID, r.Input, r.Category)
		}
	}
	for cat, c := range conformance.Tally(results) {
		t.Logf("%s: %d passed, %d failed, %d n/a", cat, c.Pass, c.Fail, c.NA)
	}
	// One recorded defect of go-urn v1.5.0 (testdata/disagreements.txt):
	// it takes any two letters or digits after '%'.
	for _, r := range results {
		if r.Input == `"urn:ab:%G1"` && (r.Status != conformance.Fail || r.Kind != "accepts an invalid URN") {
			t.Errorf("%s: %v %q, want go-urn to accept it", r.Input, r.Status, r.Kind)
		}
	}
	md := conformance.Markdown("# t\n", []conformance.Implementation{
		{Name: "urnkit", Results: conformance.Check(s, conformance.URNKit(s))},
		{Name: "go-urn", Results: results}}, 3)
	if !strings.Contains(md, "## urnkit\n\nNo failures.") || !strings.Contains(md, "## go-urn\n\nparse rfc8141: accepts an invalid URN") {
		t.Errorf("the table does not show urnkit without failures and go-urn's failures:\n%s", md)
	}
}
