// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestBuiltin(t *testing.T) {
	checkCases(t, Builtin(), "testdata/namespaces.txt")
}

// checkCases checks the rules of ns against the cases of file, in the
// format of testdata/namespaces.txt.
func checkCases(t *testing.T, ns Set, file string) {
	t.Helper()
	for _, c := range testcases.Read(t, file) {
		op, args := c.Fields[0], c.Fields[1:]
		want := map[string]int{"valid": 1, "invalid": 2, "equal": 2, "differ": 2, "canon": 2}[op]
		if want == 0 || len(args) != want {
			t.Fatalf("%s: bad line", c.Pos)
		}
		u, err := urn.Parse(args[0])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		switch op {
		case "valid":
			if err := ns.Validate(u); err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
		case "invalid":
			off, _ := strconv.Atoi(args[1])
			err := ns.Validate(u)
			var ne *Error
			if !errors.As(err, &ne) || !errors.Is(err, ErrInvalid) {
				t.Errorf("%s: Validate(%s) = %v, want a *Error", c.Pos, u, err)
				continue
			}
			if ne.Offset != off || ne.Input != args[0] {
				t.Errorf("%s: %v: offset %d, want %d", c.Pos, err, ne.Offset, off)
			}
		case "equal", "differ":
			v, err := urn.Parse(args[1])
			if err != nil {
				t.Fatalf("%s: %v", c.Pos, err)
			}
			want := op == "equal"
			if ns.Equal(u, v) != want || ns.Equal(v, u) != want {
				t.Errorf("%s: Equal(%s, %s) = %v, want %v", c.Pos, u, v, !want, want)
			}
			if k, l := ns.Normalize(u).AssignedName(), ns.Normalize(v).AssignedName(); (k == l) != want {
				t.Errorf("%s: normalized %q and %q", c.Pos, k, l)
			}
		case "canon":
			if got := ns.Normalize(u).String(); got != args[1] {
				t.Errorf("%s: Normalize(%s) = %s, want %s", c.Pos, u, got, args[1])
			}
		}
	}
}

// TestRealURNs checks the rules of Builtin and Conventions against the
// real URNs of ../testdata/real-urns.txt: each URN whose NID has rules
// is valid under them, unless testdata/namespaces.txt or a file of
// testdata/conventions lists it as invalid.
func TestRealURNs(t *testing.T) {
	rejected := map[string]bool{}
	files, _ := filepath.Glob("testdata/conventions/*.txt")
	for _, file := range append([]string{"testdata/namespaces.txt"}, files...) {
		for _, c := range testcases.Read(t, file) {
			if c.Fields[0] == "invalid" {
				rejected[c.Fields[1]] = true
			}
		}
	}
	data, err := os.ReadFile("../testdata/real-urns.txt")
	if err != nil {
		t.Fatal(err)
	}
	ns := Builtin().Union(Conventions())
	valid, invalid := map[string]int{}, map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		u, err := urn.Parse(line)
		if err != nil {
			continue
		}
		r, ok := ns.Lookup(u.NID())
		if !ok {
			continue
		}
		err = ns.Validate(u)
		switch {
		case err == nil:
			valid[r.NID]++
		case rejected[line]:
			invalid[r.NID]++
		default:
			t.Errorf("real URN rejected: %v", err)
		}
	}
	for r := range ns.All() {
		t.Logf("%-9s %4d valid, %d invalid", r.NID, valid[r.NID], invalid[r.NID])
	}
}

// TestCoverage gives how much of the real URNs of
// ../testdata/real-urns.txt the built-in rules cover: of the URNs whose
// NID is registered with IANA, the share whose NID has rules, and the
// share of those that the rules accept. It fails if the first share
// falls below 90% or the second below 97%. The real URNs that the rules
// reject are listed in testdata/namespaces.txt with the reason
// (TestRealURNs).
func TestCoverage(t *testing.T) {
	data, err := os.ReadFile("../testdata/real-urns.txt")
	if err != nil {
		t.Fatal(err)
	}
	registered := func(u urn.URN) bool { _, ok := LookupRegistration(u.NID()); return ok }
	checkCoverage(t, "with a registered NID", data, Builtin(), registered, 90, 97)
}

// checkCoverage measures how much of the real URNs of data (one a
// line) for which keep is true the rules of ns cover: the share whose
// NID has rules, and the share of those that the rules accept. It fails
// if the first share falls below minCovered percent or the second below
// minAccepted percent.
func checkCoverage(t *testing.T, which string, data []byte, ns Set, keep func(urn.URN) bool, minCovered, minAccepted float64) {
	t.Helper()
	var all, covered, accepted int
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		u, err := urn.Parse(line)
		if err != nil || !keep(u) {
			continue
		}
		all++
		if _, ok := ns.Lookup(u.NID()); !ok {
			continue
		}
		covered++
		if ns.Validate(u) == nil {
			accepted++
		}
	}
	if all == 0 || covered == 0 {
		t.Fatalf("no real URN %s has rules", which)
	}
	t.Logf("%d real URNs %s; %d (%.1f%%) have a NID with rules, and the rules accept %d of those (%.1f%%)",
		all, which, covered, 100*float64(covered)/float64(all), accepted, 100*float64(accepted)/float64(covered))
	if 100*float64(covered) < minCovered*float64(all) {
		t.Errorf("%d of %d real URNs %s have a NID with rules, want at least %.0f%%", covered, all, which, minCovered)
	}
	if 100*float64(accepted) < minAccepted*float64(covered) {
		t.Errorf("the rules accept %d of the %d real URNs %s whose NID has rules, want at least %.0f%%", accepted, covered, which, minAccepted)
	}
}

func TestNamespaceErrorMessage(t *testing.T) {
	err := Builtin().Validate(urn.MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx"))
	const want = `urn: NSS not valid in namespace uuid in "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx" at offset 44 ('x'): want a hex digit (a UUID is 8-4-4-4-12 hex digits)`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	if !errors.Is(err, errUUIDHex) {
		t.Errorf("%v does not unwrap to its reason", err)
	}
	err = Builtin().Validate(urn.MustParse("urn:isbn:039536341"))
	if err == nil || !strings.HasSuffix(err.Error(), "at offset 18: an ISBN has 10 or 13 digits") {
		t.Errorf("ends too early: %v", err)
	}
}
