// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// packageDoc returns the package comment of doc.go.
func packageDoc(t *testing.T) string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	return f.Doc.Text()
}

// docSections returns the text of each "# Heading" section of a doc
// comment or each "## Heading" section of a Markdown file, by heading,
// and the headings in order.
func docSections(text, marker string) (map[string]string, []string) {
	sections := map[string]string{}
	var order []string
	cur := ""
	for _, line := range strings.Split(text, "\n") {
		if h, ok := strings.CutPrefix(line, marker+" "); ok {
			cur = h
			order = append(order, h)
			continue
		}
		if cur != "" {
			sections[cur] += line + "\n"
		}
	}
	return sections, order
}

// TestPackageDocSummary checks that the package doc begins with a
// summary that lists its sections, in order, and that the section on
// finding is a summary: the promises that hold for good, the rules in
// short with where they are described, and no more than a screen.
func TestPackageDocSummary(t *testing.T) {
	doc := packageDoc(t)
	sections, order := docSections(doc, "#")
	intro, _, _ := strings.Cut(doc, "\n# ")
	_, list, ok := strings.Cut(intro, "The sections below are: ")
	if !ok {
		t.Fatal(`the package doc does not list its sections ("The sections below are: ...") before the first`)
	}
	list, _, _ = strings.Cut(list, ".\n")
	if got := strings.Split(strings.ReplaceAll(list, "\n", " "), "; "); !slices.Equal(got, order) {
		t.Errorf("the package doc lists the sections %q; its headings are %q", got, order)
	}

	find := sections["Finding URNs in text"]
	if n := strings.Count(find, "\n"); n > 60 {
		t.Errorf(`the section "Finding URNs in text" has %d lines; it is a summary, and the rules are in FINDING.md`, n)
	}
	flat := strings.Join(strings.Fields(find), " ")
	for _, promise := range []string{
		"holds for good",
		"Every match is a valid URN",
		"do not overlap",
		"time linear in the length of the text",
		"Memory is bounded",
		"may be refined in minor releases",
		"[FINDING.md]",
	} {
		if !strings.Contains(flat, promise) {
			t.Errorf(`the section "Finding URNs in text" does not say %q`, promise)
		}
	}
	// What may change is not promised: the figures and the heuristics
	// belong to FINDING.md, SECURITY.md and the tests.
	for _, detail := range []string{"256 bytes", "subjectAltName", "xxx", "KiB"} {
		if strings.Contains(flat, detail) {
			t.Errorf(`the section "Finding URNs in text" gives the detail %q, which belongs to FINDING.md or the tests`, detail)
		}
	}
}

// findingRules returns the rules of the table at the start of
// FINDING.md, each with the comment line of testdata/find.txt that
// heads its cases.
func findingRules(t *testing.T, finding string) (names, cases []string) {
	t.Helper()
	row := regexp.MustCompile("(?m)^\\| \\[([^]]+)\\]\\(#[a-z-]+\\) \\|.*\\| `(#[^`]+)` \\|$")
	for _, m := range row.FindAllStringSubmatch(finding, -1) {
		names = append(names, m[1])
		cases = append(cases, m[2])
	}
	if len(names) == 0 {
		t.Fatal("FINDING.md has no table of rules")
	}
	return names, cases
}

// TestFindingRules checks that the rules of finding are described in
// one place, FINDING.md, which says that they may be refined in minor
// releases, has a section for each rule of its table and lists its
// sections first; that the package doc names the same rules, in the
// same order; and that each rule has its cases in testdata/find.txt.
func TestFindingRules(t *testing.T) {
	b, err := os.ReadFile("FINDING.md")
	if err != nil {
		t.Fatal(err)
	}
	finding := string(b)
	names, cases := findingRules(t, finding)
	_, headings := docSections(finding, "##")
	intro, _, _ := strings.Cut(finding, "\n## ")
	if !strings.Contains(strings.Join(strings.Fields(intro), " "), "they may be refined in minor releases") {
		t.Error("FINDING.md does not say first that the rules may be refined in minor releases")
	}
	for _, h := range headings {
		if !strings.Contains(intro, "["+h+"](#") {
			t.Errorf("FINDING.md does not list its section %q at its start", h)
		}
	}
	for _, n := range names {
		if !slices.Contains(headings, n) {
			t.Errorf("FINDING.md has no section for the rule %q of its table", n)
		}
	}

	table, err := os.ReadFile("testdata/find.txt")
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cases {
		if !strings.Contains(string(table), "\n"+c) {
			t.Errorf("testdata/find.txt has no cases under %q, where FINDING.md puts those of %q", c, names[i])
		}
	}

	// The table of the package doc: a rule begins each row, and a row
	// that goes on begins with two spaces more.
	find, _ := docSections(packageDoc(t), "#")
	var docNames []string
	inTable := false
	for _, line := range strings.Split(find["Finding URNs in text"], "\n") {
		switch {
		case strings.HasPrefix(line, "\trule "):
			inTable = true
		case inTable && strings.HasPrefix(line, "\t  "):
			f := strings.Fields(line)
			docNames[len(docNames)-1] += " " + f[0]
		case inTable && strings.HasPrefix(line, "\t"):
			// The name is the words before a run of two spaces.
			name, _, _ := strings.Cut(strings.TrimSpace(line), "  ")
			docNames = append(docNames, name)
		default:
			inTable = false
		}
	}
	if !slices.Equal(docNames, names) {
		t.Errorf("the package doc's table names the rules %q; FINDING.md's %q", docNames, names)
	}
}

// anchor returns the anchor GitHub gives a Markdown heading: lower
// case, spaces as '-', and no punctuation but '-' and '_'.
func anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || 'a' <= r && r <= 'z' || '0' <= r && r <= '9':
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestMigratingFirstScreen checks that MIGRATING.md begins with what a
// user of the urnmigrate command needs, on one screen, and a list of
// all its sections, before the reference.
func TestMigratingFirstScreen(t *testing.T) {
	b, err := os.ReadFile("MIGRATING.md")
	if err != nil {
		t.Fatal(err)
	}
	guide := string(b)
	_, headings := docSections(guide, "##")
	if len(headings) < 2 || headings[0] != "With the command" || headings[1] != "Reference" {
		t.Fatalf(`MIGRATING.md's sections begin %q; want "With the command", then "Reference"`, headings[:min(2, len(headings))])
	}
	first, _, _ := strings.Cut(guide, "\n## Reference\n")
	if n := strings.Count(first, "\n"); n > 50 {
		t.Errorf("the part of MIGRATING.md before the reference has %d lines; it should fit a screen", n)
	}
	for _, want := range []string{"urnmigrate", "-fix ./...", "status 3", "[Silent changes](#silent-changes)", "go mod tidy"} {
		if !strings.Contains(first, want) {
			t.Errorf("the first part of MIGRATING.md does not say %q", want)
		}
	}
	intro, _, _ := strings.Cut(guide, "\n## ")
	for _, h := range headings {
		if !strings.Contains(intro, "]("+"#"+anchor(h)+")") {
			t.Errorf("MIGRATING.md does not list its section %q (#%s) at its start", h, anchor(h))
		}
	}
}

// TestDisplayDocSummary checks that the doc of URN.Display begins with
// a summary that says what follows, and stays short: the classes of
// characters kept encoded are listed in full at the function display.
func TestDisplayDocSummary(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "display.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string]string{}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Doc != nil {
			docs[fn.Name.Name] = fn.Doc.Text()
		}
	}
	doc := docs["Display"]
	summary, _, _ := strings.Cut(doc, "\n\n")
	if !strings.Contains(strings.Join(strings.Fields(summary), " "), "Below: what stays encoded") {
		t.Errorf("the doc of URN.Display does not begin with a summary that says what follows:\n%s", summary)
	}
	if n := strings.Count(doc, "\n"); n > 30 {
		t.Errorf("the doc of URN.Display has %d lines; the detail belongs to the function display", n)
	}
	for _, detail := range []string{"U+200B", "U+2215", "U+0338"} {
		if !strings.Contains(docs["display"], detail) {
			t.Errorf("the doc of display does not give the detail %s", detail)
		}
	}
}
