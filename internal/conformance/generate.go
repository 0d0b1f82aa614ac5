// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"fmt"
	"hash/fnv"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urnkit/urn/internal/testcases"
	"github.com/urnkit/urn/namespace"
)

// Syntaxes are the syntaxes of the suite, by the names the tables use.
var Syntaxes = []string{"rfc8141", "rfc2141", "draft14"}

// Productions lists, for each syntax, the productions of its grammar
// that the generated cases place bytes in; TestCoverage checks that
// every one has cases.
var Productions = map[string][]string{
	"rfc8141": {"assigned-name", "NID", "NSS", "pct-encoded", "r-component", "q-component", "f-component", "namestring"},
	"draft14": {"assigned-name", "NID", "NSS", "pct-encoded", "r-component", "q-component", "f-component", "namestring"},
	"rfc2141": {"assigned-name", "NID", "NSS", "pct-encoded"},
}

// Generate builds the suite from the tables of the repository whose
// root directory is root: the parse cases of testdata/rfc8141.txt,
// testdata/rfc2141.txt and testdata/draft14.txt, the equivalence cases
// of testdata/equivalence.txt, the namespace cases of
// namespace/testdata/namespaces.txt and namespace/testdata/nid-classes.txt,
// and the cases generated from the grammars (see generated.go).
func Generate(root string) (*Suite, error) {
	g := &generator{suite: &Suite{}}
	for _, name := range []string{"rfc8141.txt", "rfc2141.txt", "draft14.txt"} {
		if err := g.parseTable(root, name); err != nil {
			return nil, err
		}
	}
	if err := g.equivalenceTable(root); err != nil {
		return nil, err
	}
	g.generated()
	g.holes()
	if err := g.namespaceTable(root); err != nil {
		return nil, err
	}
	if err := g.classTable(root); err != nil {
		return nil, err
	}
	for i := range g.suite.Parse {
		openReadings(&g.suite.Parse[i])
	}
	for i := range g.suite.Normalization {
		normalizationReadings(&g.suite.Normalization[i])
	}
	for i := range g.suite.Equivalence {
		g.suite.Equivalence[i].Strength = "must"
	}
	for i := range g.suite.Namespace {
		namespaceReadings(&g.suite.Namespace[i])
	}
	g.number()
	setBehaviours(g.suite)
	return g.suite, nil
}

type generator struct {
	suite *Suite
}

// equivalenceSection names the section of each syntax that gives the
// equivalence rule.
var equivalenceSection = map[string]string{
	"rfc8141": "RFC 8141 section 3.1",
	"rfc2141": "RFC 2141 section 5",
	"draft14": "draft-ietf-urnbis-rfc2141bis-urn-14 section 4.1",
}

// normalizationSection names the sections that decide the canonical
// form canon: that of equivalence in its syntax; RFC 8141's for the
// case of hex digits under RFC 2141, whose section 5 names no case;
// and the convention of this suite for components, which no text
// normalizes.
func normalizationSection(syntax, canon string) string {
	s := equivalenceSection[syntax]
	if syntax == "rfc2141" && strings.Contains(canon, "%") {
		s += ", with RFC 8141 section 3.1 for the case of hex digits"
	}
	if assignedName(canon) != canon {
		s += "; the components as written, a convention of this suite"
	}
	return s
}

// parseTable reads one of the parse tables.
func (g *generator) parseTable(root, name string) error {
	path := filepath.Join(root, "testdata", name)
	cases, err := testcases.ReadFile(path)
	if err != nil {
		return err
	}
	syntax, section, rejectNUL := "", "", false
	for _, c := range cases {
		f := c.Fields
		source := "testdata/" + c.Pos
		bad := fmt.Errorf("%s: malformed line %q", source, f)
		switch f[0] {
		case "syntax":
			syntax, rejectNUL = f[1], len(f) == 3 && f[2] == "rejectnul"
			continue
		case "section":
			section = f[1]
			continue
		}
		if syntax == "" || section == "" {
			return fmt.Errorf("%s: a case before the syntax and section lines", source)
		}
		pc := ParseCase{Syntax: syntax, RejectNUL: rejectNUL, Section: section, Source: source}
		pc.setInput(f[1])
		switch f[0] {
		case "valid":
			if len(f) != 8 {
				return bad
			}
			pc.Valid, pc.NID, pc.NSS = true, f[2], f[3]
			if f[4] != "" {
				pc.R = &f[4]
			}
			if f[5] != "" {
				pc.Q = &f[5]
			}
			if f[6] != "-" {
				pc.F = &f[6]
			}
			canon := f[7]
			g.suite.Normalization = append(g.suite.Normalization, NormalizationCase{
				Syntax: syntax, Input: f[1], Canonical: canon, AssignedName: assignedName(canon),
				Section: normalizationSection(syntax, canon), Source: source})
			if canon != f[1] {
				g.suite.Equivalence = append(g.suite.Equivalence, EquivalenceCase{
					Syntax: syntax, A: f[1], B: canon, Equivalent: true,
					Section: equivalenceSection[syntax], Source: source})
			}
		case "invalid":
			if len(f) != 4 {
				return bad
			}
			off, err := strconv.Atoi(f[2])
			if err != nil {
				return bad
			}
			if f[3] == "toolong" {
				continue // a length limit is an option of this library alone
			}
			pc.Offset, pc.Error = off, f[3]
		default:
			return bad
		}
		g.suite.Parse = append(g.suite.Parse, pc)
	}
	return nil
}

// equivalenceTable reads testdata/equivalence.txt: every two URNs of a
// line make a case.
func (g *generator) equivalenceTable(root string) error {
	cases, err := testcases.ReadFile(filepath.Join(root, "testdata", "equivalence.txt"))
	if err != nil {
		return err
	}
	section := ""
	for _, c := range cases {
		f := c.Fields
		source := "testdata/" + c.Pos
		switch {
		case f[0] == "section" && len(f) == 2:
			section = f[1]
			continue
		case len(f) < 3 || f[0] != "equal" && f[0] != "differ":
			return fmt.Errorf("%s: malformed line %q", source, f)
		case section == "":
			return fmt.Errorf("%s: a case before the first section line", source)
		}
		for i := 1; i < len(f); i++ {
			for j := i + 1; j < len(f); j++ {
				g.suite.Equivalence = append(g.suite.Equivalence, EquivalenceCase{
					Syntax: "rfc8141", A: f[i], B: f[j], Equivalent: f[0] == "equal",
					Section: section, Source: source})
			}
		}
	}
	return nil
}

// namespaceTable reads namespace/testdata/namespaces.txt, the rules of
// registered NIDs, and namespace/testdata/conventions/*.txt, the rules
// of NIDs that a specification defines but IANA has not registered.
func (g *generator) namespaceTable(root string) error {
	dir := filepath.Join(root, "namespace", "testdata")
	if err := g.namespaceFile(filepath.Join(dir, "namespaces.txt"), "namespace/testdata/", true); err != nil {
		return err
	}
	files, err := filepath.Glob(filepath.Join(dir, "conventions", "*.txt"))
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := g.namespaceFile(f, "namespace/testdata/conventions/", false); err != nil {
			return err
		}
	}
	return nil
}

// namespaceFile reads one file of namespace cases. The section of a
// case is the Source of its namespace's rules: the registration text
// or specification, and the sections of it that the rules follow.
func (g *generator) namespaceFile(path, dir string, registered bool) error {
	cases, err := testcases.ReadFile(path)
	if err != nil {
		return err
	}
	rules := namespace.Builtin()
	if !registered {
		rules = namespace.Conventions()
	}
	for _, c := range cases {
		f := c.Fields
		source := dir + c.Pos
		nid := ""
		if len(f) > 1 {
			if u, ok := refSplit(f[1], "rfc8141", false); ok {
				nid = strings.ToLower(u.nid)
			}
		}
		if nid == "" {
			return fmt.Errorf("%s: not a URN: %q", source, f)
		}
		// Without rules of its namespace, RFC 8141 alone decides: any NSS
		// is valid (section 2.2), and equivalence is that of section 3.1.
		section := "RFC 8141 section 3.1"
		if f[0] == "valid" || f[0] == "invalid" || f[0] == "note" {
			section = "RFC 8141 section 2.2"
		}
		if r, ok := rules.Lookup(nid); ok && r.Source != "" {
			section = r.Source
		}
		nc := NamespaceCase{Input: f[1], NID: nid, Registered: &registered, Section: section, Source: source}
		yes, no := true, false
		switch {
		case f[0] == "valid" && len(f) == 2,
			f[0] == "note" && len(f) == 3: // valid; the note is this library's
			nc.Kind, nc.Valid = "validate", &yes
		case f[0] == "invalid" && len(f) == 3:
			off, err := strconv.Atoi(f[2])
			if err != nil {
				return fmt.Errorf("%s: bad offset %q", source, f[2])
			}
			nc.Kind, nc.Valid, nc.Offset = "validate", &no, &off
		case (f[0] == "equal" || f[0] == "differ") && len(f) == 3:
			eq := f[0] == "equal"
			nc.Kind, nc.Other, nc.Equivalent = "equivalence", f[2], &eq
		case f[0] == "canon" && len(f) == 3:
			nc.Kind, nc.Canonical = "normalize", f[2]
		default:
			return fmt.Errorf("%s: malformed line %q", source, f)
		}
		g.suite.Namespace = append(g.suite.Namespace, nc)
	}
	return nil
}

// classSection names the section that defines each NID class.
var classSection = map[string]string{
	"formal":       "RFC 8141 section 5.1",
	"informal":     "RFC 8141 section 5.2",
	"unassignable": "RFC 8141 sections 5.1 and 5.2",
	"country-code": "RFC 8141 section 5.1",
	"dns-like":     "RFC 8141 section 5.1",
	"experimental": "RFC 8141 section 5.1",
	"reserved":     "RFC 2141 section 2.1",
	"invalid":      "RFC 8141 section 2",
}

// classTable reads namespace/testdata/nid-classes.txt.
func (g *generator) classTable(root string) error {
	cases, err := testcases.ReadFile(filepath.Join(root, "namespace", "testdata", "nid-classes.txt"))
	if err != nil {
		return err
	}
	for _, c := range cases {
		f := c.Fields
		source := "namespace/testdata/" + c.Pos
		if len(f) != 2 || classSection[f[1]] == "" {
			return fmt.Errorf("%s: malformed line %q", source, f)
		}
		g.suite.Namespace = append(g.suite.Namespace, NamespaceCase{
			Kind: "class", Input: f[0], NID: strings.ToLower(f[0]), Class: f[1],
			Section: classSection[f[1]], Source: source})
	}
	return nil
}

// number gives every case its id: a letter for its file and a hash of
// what the case asks, so that ids stay when cases are added or moved;
// a case that asks the same as an earlier one gets a suffix (-2, -3...).
func (g *generator) number() {
	s := g.suite
	seen := map[string]int{}
	id := func(prefix string, parts ...string) string {
		h := fnv.New64a()
		h.Write([]byte(strings.Join(parts, "\x00")))
		id := prefix + fmt.Sprintf("%016x", h.Sum64())[:10]
		seen[id]++
		if n := seen[id]; n > 1 {
			id += "-" + strconv.Itoa(n)
		}
		return id
	}
	for i := range s.Parse {
		c := &s.Parse[i]
		s.Parse[i].ID = id("p", c.Syntax, strconv.FormatBool(c.RejectNUL), c.Bytes())
	}
	for i, c := range s.Equivalence {
		s.Equivalence[i].ID = id("e", c.Syntax, c.A, c.B)
	}
	for i, c := range s.Normalization {
		s.Normalization[i].ID = id("n", c.Syntax, c.Input)
	}
	for i, c := range s.Namespace {
		s.Namespace[i].ID = id("s", c.Kind, c.Input, c.Other)
	}
}

// assignedName cuts the components off a valid URN: the NSS holds no
// '?' or '#' in any syntax.
func assignedName(s string) string {
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		return s[:i]
	}
	return s
}
