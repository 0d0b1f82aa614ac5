// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

//go:generate go test -run=^TestGenerated$ -update

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the files of ../../conformance from the tables")

const (
	root = "../.."
	dir  = "../../conformance"
)

// TestGenerated fails when the files of the suite differ from what the
// tables give; -update rewrites them.
func TestGenerated(t *testing.T) {
	s := generate(t)
	files, err := s.Files()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		path := filepath.Join(dir, name)
		if *update {
			if err := os.WriteFile(path, want, 0o666); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%v (run go generate ./internal/conformance)", err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: the tables say otherwise; run go generate ./internal/conformance", path)
		}
	}
}

var generated = sync.OnceValues(func() (*Suite, error) { return Generate(root) })

// generate builds the suite from the tables, once for all tests.
func generate(t *testing.T) *Suite {
	t.Helper()
	s, err := generated()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// load reads the suite as the files hold it.
func load(t *testing.T) *Suite {
	t.Helper()
	s, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestURNKit runs the suite against this module: every case must pass.
func TestURNKit(t *testing.T) {
	s := load(t)
	for _, r := range Check(s, URNKit(s)) {
		switch r.Status {
		case Fail:
			t.Errorf("%s %s %s: %s: %s", r.ID, r.Category, r.Input, r.Kind, r.Detail)
		case NA:
			t.Errorf("%s %s %s: not applicable", r.ID, r.Category, r.Input)
		}
	}
}

// TestReference checks the reference parser, which gives the expected
// results of the generated cases, against every hand-worked parse case
// of the tables.
func TestReference(t *testing.T) {
	s := generate(t)
	n := 0
	for _, c := range s.Parse {
		if strings.HasPrefix(c.Source, "generated") {
			continue
		}
		n++
		u := refParse(c.Bytes(), c.Syntax, c.RejectNUL)
		if u.valid != c.Valid {
			t.Errorf("%s: reference says valid=%v for %q", c.Source, u.valid, c.Bytes())
			continue
		}
		if c.Valid {
			got := []any{u.nid, u.nss, deref(u.r), deref(u.q), deref(u.f)}
			want := []any{c.NID, c.NSS, deref(c.R), deref(c.Q), deref(c.F)}
			for i := range got {
				if got[i] != want[i] {
					t.Errorf("%s: reference parts %v, want %v", c.Source, got, want)
					break
				}
			}
			continue
		}
		if u.offset != c.Offset || u.errorName != c.Error {
			t.Errorf("%s: reference: %q: offset %d %s, want %d %s", c.Source, c.Bytes(), u.offset, u.errorName, c.Offset, c.Error)
		}
	}
	for _, c := range s.Normalization {
		if strings.HasPrefix(c.Source, "generated") {
			continue
		}
		u, ok := refSplit(c.Input, c.Syntax, false)
		if !ok {
			t.Errorf("%s: reference rejects %q", c.Source, c.Input)
		} else if got := refCanonical(c.Input, u); got != c.Canonical {
			t.Errorf("%s: reference canonical %q, want %q", c.Source, got, c.Canonical)
		}
	}
	for _, c := range s.Equivalence {
		if strings.HasPrefix(c.Source, "generated") || c.Syntax != "rfc8141" {
			continue
		}
		if got := refAssignedName(c.A) == refAssignedName(c.B); got != c.Equivalent {
			t.Errorf("%s: reference says %q and %q equivalent=%v", c.Source, c.A, c.B, got)
		}
	}
	if n < 300 {
		t.Errorf("only %d parse cases from the tables", n)
	}
}

func deref(p *string) any {
	if p == nil {
		return nil
	}
	return *p
}

// TestCoverage checks the size of the suite, that every case has a
// section, and that the generated cases reach every production of
// every syntax, with valid and invalid cases.
func TestCoverage(t *testing.T) {
	s := load(t)
	if n := s.Len(); n < 2000 {
		t.Errorf("the suite has %d cases, want at least 2000", n)
	}
	type key struct{ syntax, production string }
	valid, invalid := map[key]int{}, map[key]int{}
	for _, c := range s.Parse {
		if c.Section == "" || c.Source == "" {
			t.Errorf("%s: no section or source", c.ID)
		}
		k := key{c.Syntax, c.Production}
		if c.Valid {
			valid[k]++
		} else {
			invalid[k]++
		}
	}
	// Every case has a strength and a behaviour; the should and open
	// cases, and only they, have other answers and the sentences that
	// allow them.
	strength := func(id, st, behaviour string, others, openBy int) {
		switch {
		case st != "must" && st != "should" && st != "open":
			t.Errorf("%s: strength %q", id, st)
		case (st == "must") != (others == 0) || others > 0 && openBy == 0:
			t.Errorf("%s: strength %q with %d other answers and %d sentences", id, st, others, openBy)
		case behaviour == "":
			t.Errorf("%s: no behaviour", id)
		}
	}
	for _, c := range s.Parse {
		strength(c.ID, c.Strength, c.Behaviour, len(c.Other), len(c.OpenBy))
	}
	for _, c := range s.Normalization {
		strength(c.ID, c.Strength, c.Behaviour, len(c.Other), len(c.OpenBy))
	}
	for _, c := range s.Equivalence {
		strength(c.ID, c.Strength, c.Behaviour, 0, 0)
	}
	for _, c := range s.Namespace {
		strength(c.ID, c.Strength, c.Behaviour, len(c.OtherAnswers), len(c.OpenBy))
	}
	for syntax, prods := range Productions {
		for _, p := range prods {
			k := key{syntax, p}
			if valid[k] == 0 || invalid[k] == 0 {
				t.Errorf("%s %s: %d valid and %d invalid cases", syntax, p, valid[k], invalid[k])
			}
		}
	}
	for _, c := range s.Equivalence {
		if c.Section == "" {
			t.Errorf("%s: no section", c.ID)
		}
	}
	for _, c := range s.Normalization {
		if c.Section == "" {
			t.Errorf("%s: no section", c.ID)
		}
	}
	for _, c := range s.Namespace {
		if c.Section == "" {
			t.Errorf("%s: no section", c.ID)
		}
	}
}

// TestCheck checks that Check notices wrong answers of every kind, and
// that an implementation without answers is not applicable, not failed.
func TestCheck(t *testing.T) {
	s := load(t)
	good := URNKit(s)
	bad := &Answers{Implementation: "bad", Answers: map[string]map[string]any{}}
	wantKinds := map[string]bool{}
	for id, ans := range good.Answers {
		a := map[string]any{}
		for k, v := range ans {
			a[k] = v
		}
		switch {
		case a["valid"] == true && a["nid"] != nil:
			a["r"] = "wrong"
			wantKinds["wrong r-component"] = true
		case a["valid"] == false && a["error"] != nil && a["offset"] != nil:
			a["offset"] = a["offset"].(float64) + 1
			wantKinds["wrong offset"] = true
		case a["equivalent"] != nil:
			a["equivalent"] = !a["equivalent"].(bool)
			wantKinds["equivalent, want not equivalent"] = true
			wantKinds["not equivalent, want equivalent"] = true
		case a["canonical"] != nil:
			a["canonical"] = "urn:x:y"
			wantKinds["wrong canonical form"] = true
		case a["class"] != nil:
			a["class"] = "formal?"
			wantKinds["wrong class"] = true
		}
		bad.Answers[id] = a
	}
	gotKinds := map[string]bool{}
	for _, r := range Check(s, bad) {
		if r.Status == Fail {
			gotKinds[r.Kind] = true
		}
	}
	for k := range wantKinds {
		if !gotKinds[k] {
			t.Errorf("no failure of kind %q", k)
		}
	}
	for _, r := range Check(s, &Answers{Implementation: "none"}) {
		if r.Status != NA {
			t.Fatalf("%s: status %v without an answer", r.ID, r.Status)
		}
	}
}

// TestCheckOpen checks that an answer that is one of the other answers
// of an open case is reported apart from failures, and that any other
// difference on such a case still fails.
func TestCheckOpen(t *testing.T) {
	s := load(t)
	other := &Answers{Implementation: "other", Answers: map[string]map[string]any{}}
	wrong := &Answers{Implementation: "wrong", Answers: map[string]map[string]any{}}
	n := 0
	for _, c := range s.Parse {
		if len(c.Other) == 0 {
			continue
		}
		n++
		other.Answers[c.ID] = c.Other[0]
		wrong.Answers[c.ID] = map[string]any{"valid": true, "nid": "not" + c.NID, "nss": c.NSS}
		if c.Strength != "open" && c.Strength != "should" {
			t.Errorf("%s: strength %q with other answers", c.ID, c.Strength)
		}
	}
	for _, c := range s.Normalization {
		if len(c.Other) > 0 {
			n++
			other.Answers[c.ID] = c.Other[0]
			wrong.Answers[c.ID] = map[string]any{"canonical": "urn:x:y"}
		}
	}
	if n < 600 {
		t.Errorf("only %d open cases", n)
	}
	for _, r := range Check(s, other) {
		if r.Status != Open && r.Status != NA {
			t.Errorf("%s: status %v for the other answer, want Open", r.ID, r.Status)
		}
	}
	for _, r := range Check(s, wrong) {
		if r.Status != Fail && r.Status != NA {
			t.Errorf("%s: status %v for a wrong answer, want Fail", r.ID, r.Status)
		}
	}
}

// TestCitations checks that CITATIONS.md quotes every section that a
// parse, equivalence, normalization or NID class case cites, and that
// the README links it.
func TestCitations(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(dir, "CITATIONS.md"))
	if err != nil {
		t.Fatal(err)
	}
	quoted := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		if h, ok := strings.CutPrefix(line, "## "); ok {
			quoted[h] = true
		}
	}
	s := load(t)
	check := func(id, section string) {
		cs := Citations(section)
		if len(cs) == 0 {
			t.Errorf("%s: no citation in %q", id, section)
		}
		for _, c := range cs {
			if !quoted[c] {
				t.Errorf("%s: CITATIONS.md does not quote %q (from %q)", id, c, section)
			}
		}
	}
	for _, c := range s.Parse {
		check(c.ID, c.Section)
	}
	for _, c := range s.Equivalence {
		check(c.ID, c.Section)
	}
	for _, c := range s.Normalization {
		check(c.ID, c.Section)
	}
	for _, c := range s.Namespace {
		if c.Kind == "class" {
			check(c.ID, c.Section)
		}
	}
	readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "(CITATIONS.md)") {
		t.Error("README.md does not link CITATIONS.md")
	}
	// Every group of open cases is decided in the README.
	names := map[string]bool{}
	for _, c := range s.Parse {
		for _, g := range c.Groups {
			names[g] = true
		}
	}
	for _, c := range s.Normalization {
		for _, g := range c.Groups {
			names[g] = true
		}
	}
	for _, c := range s.Namespace {
		for _, g := range c.Groups {
			names[g] = true
		}
	}
	for g := range names {
		if !strings.Contains(string(readme), "- `"+g+"` (") {
			t.Errorf("README.md does not decide the group %s", g)
		}
	}
	if len(names) < 8 {
		t.Errorf("only %d groups of open cases", len(names))
	}
}

func TestCitationsSplit(t *testing.T) {
	for in, want := range map[string]string{
		"RFC 8141 section 2":                                                       "RFC 8141 section 2",
		"RFC 8141 sections 2, 2.3.1 and 2.3.2":                                     "RFC 8141 section 2|RFC 8141 section 2.3.1|RFC 8141 section 2.3.2",
		"RFC 8141 section 2.3.3 and RFC 3986 section 3.5":                          "RFC 8141 section 2.3.3|RFC 3986 section 3.5",
		"RFC 8141 section 3.1; " + Convention:                                      "RFC 8141 section 3.1|" + Convention,
		"RFC 2141 section 5, with RFC 8141 section 3.1 for the case of hex digits": "RFC 2141 section 5|RFC 8141 section 3.1",
		"Somewhere else":                                                           "Somewhere else",
	} {
		if got := strings.Join(Citations(in), "|"); got != want {
			t.Errorf("Citations(%q) = %q, want %q", in, got, want)
		}
	}
}
