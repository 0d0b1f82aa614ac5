// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urnkit/urn/internal/testcases"
)

var updateFind = flag.Bool("update-find", false, "rewrite testdata/find-results.txt")

// findResultsFile records, under a version of the find rules, a digest
// of the matches in every text of the test data.
const findResultsFile = "testdata/find-results.txt"

// findInputs returns every text of the test data that the find rules
// are recorded on, each with the Parser to search it and a key of the
// text and the Parser.
func findInputs(t *testing.T) (keys []string, parsers []Parser, texts []string) {
	add := func(p Parser, text string) {
		h := fnv.New64a()
		fmt.Fprintf(h, "%d %d %s", p.Syntax, p.MaxLength, text)
		keys = append(keys, fmt.Sprintf("%016x", h.Sum64()))
		parsers = append(parsers, p)
		texts = append(texts, text)
	}
	for _, c := range readFindCases(t) {
		add(Parser{Syntax: c.syntax, MaxLength: c.maxLen}, c.text)
	}
	docs, err := filepath.Glob("testdata/prose/*")
	if err != nil {
		t.Fatal(err)
	}
	eval, err := filepath.Glob("testdata/findeval/*/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range append(docs, eval...) {
		if strings.HasSuffix(name, ".urns") || strings.HasSuffix(name, ".judged") {
			continue
		}
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		add(Parser{}, string(b))
	}
	return keys, parsers, texts
}

// matchesDigest returns a digest of the matches of p in text: their
// URNs and offsets.
func matchesDigest(p Parser, text string) string {
	h := fnv.New64a()
	for _, m := range p.FindAll(text) {
		fmt.Fprintf(h, "%d %d %s\n", m.Start, m.End, m.URN)
	}
	return fmt.Sprintf("%016x", h.Sum64())
}

// TestFindRulesVersion checks that the matches in the texts of the test
// data change only with FindRulesVersion, which FINDING-CHANGES.md
// explains.
func TestFindRulesVersion(t *testing.T) {
	keys, parsers, texts := findInputs(t)
	if *updateFind {
		var b strings.Builder
		b.WriteString("# A digest of the matches of FindAll in each text of testdata/find.txt,\n")
		b.WriteString("# testdata/prose/ and testdata/findeval/, keyed by a digest of the text.\n")
		b.WriteString("# See FINDING-CHANGES.md; rewrite with\n")
		b.WriteString("#   go test . -run TestFindRulesVersion -update-find\n")
		fmt.Fprintf(&b, "find-rules-version %d\n", FindRulesVersion)
		seen := map[string]bool{}
		for i, k := range keys {
			if !seen[k] {
				seen[k] = true
				fmt.Fprintf(&b, "%s %s\n", k, matchesDigest(parsers[i], texts[i]))
			}
		}
		if err := os.WriteFile(findResultsFile, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	v, lines, first := testcases.ReadVersioned(t, findResultsFile, "find-rules-version")
	if v != FindRulesVersion {
		t.Fatalf("%s records the matches of version %d, and FindRulesVersion is %d: record the change in FINDING-CHANGES.md and rerun with -update-find", findResultsFile, v, FindRulesVersion)
	}
	recorded := map[string]string{}
	for j, line := range lines {
		k, d, ok := strings.Cut(line, " ")
		if !ok {
			t.Fatalf("%s:%d: bad line %q", findResultsFile, first+j, line)
		}
		recorded[k] = d
	}
	changed, checked := 0, 0
	for n, k := range keys {
		want, ok := recorded[k]
		if !ok {
			continue // a text added since: recorded by the next -update-find
		}
		checked++
		if got := matchesDigest(parsers[n], texts[n]); got != want {
			if changed++; changed <= 10 {
				t.Errorf("the matches in %.60q changed", texts[n])
			}
		}
	}
	if changed > 0 {
		t.Errorf("the matches in %d of %d texts changed under FindRulesVersion %d: increment FindRulesVersion, say what changed in FINDING-CHANGES.md, and rerun with -update-find", changed, checked, FindRulesVersion)
	}
	if checked < 150 {
		t.Errorf("%s records %d of the texts; rerun with -update-find", findResultsFile, checked)
	}
}

// TestFindRulesVersionChanges checks that FINDING-CHANGES.md says what
// the current version changed.
func TestFindRulesVersionChanges(t *testing.T) {
	data, err := os.ReadFile("FINDING-CHANGES.md")
	if err != nil {
		t.Fatal(err)
	}
	if h := fmt.Sprintf("\n## Version %d\n", FindRulesVersion); !strings.Contains(string(data), h) {
		t.Errorf("FINDING-CHANGES.md has no heading %q", strings.TrimSpace(h))
	}
}

// TestFindingRulesCode checks that findrules.go follows FINDING.md: a
// part for each rule of its table, in the same order, headed by the
// rule's name and opened by the function named after it ("Markup and
// enclosing text" by markup, "Trailing punctuation" by
// trailingPunctuation).
func TestFindingRulesCode(t *testing.T) {
	b, err := os.ReadFile("FINDING.md")
	if err != nil {
		t.Fatal(err)
	}
	names, _ := findingRules(t, string(b))
	src, err := os.ReadFile("findrules.go")
	if err != nil {
		t.Fatal(err)
	}
	code := string(src)
	last := 0
	for _, name := range names {
		head := fmt.Sprintf("// FINDING.md, %q\n\n", name)
		k := strings.Index(code, head)
		if k < last {
			t.Errorf("findrules.go has no part headed %q after that of the rule before", strings.TrimSpace(head))
			continue
		}
		last = k
		words := strings.Fields(strings.ToLower(name))
		if i := slices.Index(words, "and"); i > 0 {
			words = words[:i]
		}
		fn := words[0]
		for _, w := range words[1:] {
			fn += strings.ToUpper(w[:1]) + w[1:]
		}
		part := code[k+len(head):]
		if i := strings.Index(part, "\nfunc "); i < 0 || !strings.HasPrefix(part[i+1:], "func "+fn+"[") && !strings.HasPrefix(part[i+1:], "func "+fn+"(") {
			t.Errorf("the part of findrules.go for %q does not open with func %s", name, fn)
		}
	}
}
