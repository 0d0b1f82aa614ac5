// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

// Answers are what an implementation makes of the cases of the suite,
// by case id: a JSON object per case, with the keys that
// conformance/README.md describes, or {"na": REASON} where the
// implementation has no way to answer (no such syntax, no such
// option). A case without an answer is not applicable.
type Answers struct {
	Implementation string                    `json:"implementation"`
	Answers        map[string]map[string]any `json:"answers"`
}

// ReadAnswers reads an answers file.
func ReadAnswers(path string) (*Answers, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var a Answers
	if err := json.Unmarshal(data, &a); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return &a, nil
}

// Status is the outcome of one case.
type Status int

// The outcomes of a case.
const (
	Pass Status = iota
	Fail
	NA
	// Open is an answer that differs from the suite's but is one of
	// the other answers of an open or recommended case.
	Open
)

// A Result is the outcome of one case for one implementation.
type Result struct {
	Category string
	ID       string
	Status   Status
	Kind     string   // the kind of failure
	Section  string   // the section that decides the case
	Input    string   // the case, for the reader
	Detail   string   // what was wanted and what came
	Groups   []string // for an open case, its groups in the README
}

// Categories are the rows of the pass table, in order.
var Categories = []string{
	"parse rfc8141", "parse draft14", "parse rfc2141", "parse, %00 rejected",
	"equivalence", "normalization", "namespace rules", "namespace rules, unregistered NIDs", "NID classes",
}

func parseCategory(c *ParseCase) string {
	if c.RejectNUL {
		return "parse, %00 rejected"
	}
	return "parse " + c.Syntax
}

// Check compares the answers with the suite.
func Check(s *Suite, a *Answers) []Result {
	var out []Result
	judge := func(category, id, input, syntax, section string, others []map[string]any, check func(map[string]any) (kind, detail string)) {
		r := Result{Category: category, ID: id, Input: input, Section: section}
		if syntax != "" && syntax != "rfc8141" {
			r.Input += " (" + syntax + ")"
		}
		ans, ok := a.Answers[id]
		if _, na := ans["na"]; !ok || na {
			r.Status = NA
		} else if r.Kind, r.Detail = check(ans); r.Kind != "" {
			r.Status = Fail
			for _, o := range others {
				if matchesOther(ans, o) {
					r.Status = Open
					break
				}
			}
		}
		out = append(out, r)
	}
	for i := range s.Parse {
		c := &s.Parse[i]
		judge(parseCategory(c), c.ID, strconv.Quote(c.Bytes()), c.Syntax, c.Section, c.Other,
			func(ans map[string]any) (string, string) { return checkParse(c, ans) })
		out[len(out)-1].Groups = c.Groups
	}
	for _, c := range s.Equivalence {
		judge("equivalence", c.ID, strconv.Quote(c.A)+" and "+strconv.Quote(c.B), c.Syntax, c.Section, nil,
			func(ans map[string]any) (string, string) {
				switch {
				case c.Invalid != "" && ans["error"] != nil:
					return "", ""
				case c.Invalid != "":
					if c.Invalid == "both" {
						return "compares an input that is not a URN", "want an error: neither is a URN"
					}
					return "compares an input that is not a URN", "want an error: " + c.Invalid + " is not a URN"
				case ans["error"] != nil:
					return "error on valid URNs", fmt.Sprint(ans["error"])
				case ans["equivalent"] == c.Equivalent:
					return "", ""
				case c.Equivalent:
					return "not equivalent, want equivalent", "want equivalent"
				}
				return "equivalent, want not equivalent", "want not equivalent"
			})
	}
	for _, c := range s.Normalization {
		judge("normalization", c.ID, strconv.Quote(c.Input), c.Syntax, c.Section, c.Other,
			func(ans map[string]any) (string, string) {
				switch {
				case c.Invalid && ans["error"] != nil:
					return "", ""
				case c.Invalid:
					return "normalizes an input that is not a URN", "want an error, got " + show(ans)
				case ans["error"] != nil:
					return "error on a valid URN", fmt.Sprint(ans["error"])
				case ans["canonical"] == nil && ans["assigned_name"] == nil:
					return "no canonical form", show(ans)
				case ans["canonical"] != nil && ans["canonical"] != c.Canonical:
					return "wrong canonical form", fmt.Sprintf("got %s, want %q", show(ans["canonical"]), c.Canonical)
				case ans["assigned_name"] != nil && ans["assigned_name"] != c.AssignedName:
					return "wrong canonical assigned-name", fmt.Sprintf("got %s, want %q", show(ans["assigned_name"]), c.AssignedName)
				}
				return "", ""
			})
		out[len(out)-1].Groups = c.Groups
	}
	for i := range s.Namespace {
		c := &s.Namespace[i]
		category := "namespace rules"
		switch {
		case c.Kind == "class":
			category = "NID classes"
		case c.Registered != nil && !*c.Registered:
			category = "namespace rules, unregistered NIDs"
		}
		judge(category, c.ID, strconv.Quote(c.Input), "", c.Section, c.OtherAnswers,
			func(ans map[string]any) (string, string) { return checkNamespace(c, ans) })
		out[len(out)-1].Groups = c.Groups
	}
	return out
}

// matchesOther reports whether ans gives the other answer o: the same
// verdict, and the same value for every key of o that ans reports.
func matchesOther(ans, o map[string]any) bool {
	if v, ok := o["valid"]; ok && ans["valid"] != v {
		return false
	}
	reported := false
	for k, v := range o {
		if got, ok := ans[k]; ok {
			if got != v {
				return false
			}
			reported = true
		}
	}
	return reported
}

// show formats a JSON value of an answer.
func show(v any) string {
	if v == nil {
		return "null"
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// checkParse returns the kind of failure of a parse answer, or "".
// Parts and offsets are compared only when the answer reports them.
func checkParse(c *ParseCase, ans map[string]any) (kind, detail string) {
	valid, ok := ans["valid"].(bool)
	if !ok {
		return "no verdict", show(ans)
	}
	if !c.Valid {
		if valid {
			return "accepts an invalid URN", fmt.Sprintf("want an error at offset %d (%s)", c.Offset, c.Error)
		}
		if off, ok := ans["offset"]; ok && off != float64(c.Offset) {
			return "wrong offset", fmt.Sprintf("got %s, want %d", show(off), c.Offset)
		}
		if e, ok := ans["error"]; ok && e != c.Error {
			return "wrong rule", fmt.Sprintf("got %s, want %q", show(e), c.Error)
		}
		return "", ""
	}
	if !valid {
		why := ans["message"]
		if why == nil {
			why = ans["error"]
		}
		if why == nil {
			return "rejects a valid URN", "want it valid"
		}
		return "rejects a valid URN", "said " + show(why)
	}
	str := func(s string) *string { return &s }
	for _, p := range []struct {
		key, kind string
		want      *string
	}{
		{"nid", "wrong NID", str(c.NID)},
		{"nss", "wrong NSS", str(c.NSS)},
		{"r", "wrong r-component", c.R},
		{"q", "wrong q-component", c.Q},
		{"f", "wrong f-component", c.F},
	} {
		got, ok := ans[p.key]
		if !ok {
			continue // not reported
		}
		var want any
		if p.want != nil {
			want = *p.want
		}
		if got != want {
			return p.kind, fmt.Sprintf("got %s, want %s", show(got), show(want))
		}
	}
	return "", ""
}

// checkNamespace returns the kind of failure of a namespace answer, or "".
func checkNamespace(c *NamespaceCase, ans map[string]any) (kind, detail string) {
	switch c.Kind {
	case "validate":
		valid, ok := ans["valid"].(bool)
		switch {
		case !ok:
			return "no verdict", show(ans)
		case valid && !*c.Valid:
			return "accepts an NSS its namespace forbids", fmt.Sprintf("want an error at offset %d", *c.Offset)
		case !valid && *c.Valid:
			return "rejects an NSS its namespace allows", "said " + show(ans["error"])
		case !valid && ans["offset"] != nil && ans["offset"] != float64(*c.Offset):
			return "wrong offset", fmt.Sprintf("got %s, want %d", show(ans["offset"]), *c.Offset)
		}
	case "equivalence":
		if ans["equivalent"] != *c.Equivalent {
			if *c.Equivalent {
				return "not equivalent, want equivalent", "with " + strconv.Quote(c.Other)
			}
			return "equivalent, want not equivalent", "with " + strconv.Quote(c.Other)
		}
	case "normalize":
		if ans["canonical"] != c.Canonical {
			return "wrong canonical form", fmt.Sprintf("got %s, want %q", show(ans["canonical"]), c.Canonical)
		}
	case "class":
		if ans["class"] != c.Class {
			return "wrong class", fmt.Sprintf("got %s, want %q", show(ans["class"]), c.Class)
		}
	}
	return "", ""
}

// Counts tallies results by category.
type Counts struct{ Pass, Fail, NA, Open int }

// Tally counts the results of each category.
func Tally(rs []Result) map[string]Counts {
	m := map[string]Counts{}
	for _, r := range rs {
		c := m[r.Category]
		switch r.Status {
		case Pass:
			c.Pass++
		case Fail:
			c.Fail++
		case NA:
			c.NA++
		case Open:
			c.Open++
		}
		m[r.Category] = c
	}
	return m
}

// An Implementation is one column of the pass table.
type Implementation struct {
	Name    string
	Results []Result
}

// Markdown writes the pass table and, for each implementation, the
// first few failures of each kind.
func Markdown(header string, impls []Implementation, examples int) string {
	var b strings.Builder
	b.WriteString(header)
	b.WriteString("\n| category |")
	for _, im := range impls {
		b.WriteString(" " + im.Name + " |")
	}
	b.WriteString("\n| --- |")
	for range impls {
		b.WriteString(" --- |")
	}
	b.WriteString("\n")
	tallies := make([]map[string]Counts, len(impls))
	for i, im := range impls {
		tallies[i] = Tally(im.Results)
	}
	cell := func(c Counts) string {
		total := c.Pass + c.Fail + c.NA + c.Open
		if c.NA == total {
			return "n/a"
		}
		s := fmt.Sprintf("%d passed, %d failed", c.Pass, c.Fail)
		if c.Open > 0 {
			s += fmt.Sprintf(", %d open", c.Open)
		}
		if c.NA > 0 {
			s += fmt.Sprintf(", %d n/a", c.NA)
		}
		return s
	}
	for _, cat := range Categories {
		b.WriteString("| " + cat + " |")
		for i := range impls {
			b.WriteString(" " + cell(tallies[i][cat]) + " |")
		}
		b.WriteString("\n")
	}
	b.WriteString("| all |")
	for i := range impls {
		var all Counts
		for _, c := range tallies[i] {
			all.Pass += c.Pass
			all.Fail += c.Fail
			all.NA += c.NA
			all.Open += c.Open
		}
		b.WriteString(" " + cell(all) + " |")
	}
	b.WriteString("\n")
	for _, im := range impls {
		fmt.Fprintf(&b, "\n## %s\n\n", im.Name)
		byKind := map[string][]Result{}
		var kinds []string
		for _, r := range im.Results {
			if r.Status != Fail && r.Status != Open {
				continue
			}
			k := r.Category + ": " + r.Kind + ", by " + r.Section
			if r.Status == Open {
				k = r.Category + ": differs on an open reading (" + strings.Join(r.Groups, ", ") + "): " + openKind(r.Kind)
			}
			if byKind[k] == nil {
				kinds = append(kinds, k)
			}
			byKind[k] = append(byKind[k], r)
		}
		if len(kinds) == 0 {
			b.WriteString("No failures.\n")
			continue
		}
		// Failures first, then the differences on open readings, each
		// by number of cases.
		open := func(k string) bool { return byKind[k][0].Status == Open }
		sort.SliceStable(kinds, func(i, j int) bool {
			if open(kinds[i]) != open(kinds[j]) {
				return !open(kinds[i])
			}
			return len(byKind[kinds[i]]) > len(byKind[kinds[j]])
		})
		for _, k := range kinds {
			rs := byKind[k]
			fmt.Fprintf(&b, "%s (%d):\n\n", k, len(rs))
			for i, r := range rs {
				if i == examples {
					break
				}
				fmt.Fprintf(&b, "- `%s` %s: %s\n", r.ID, mdCode(r.Input), r.Detail)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// openKind words the kind of a difference on an open reading, where
// the suite's answer is one of those the texts allow.
func openKind(kind string) string {
	switch kind {
	case "accepts an invalid URN":
		return "accepts what the suite rejects"
	case "rejects a valid URN":
		return "rejects what the suite accepts"
	}
	return kind
}

// mdCode wraps s as inline code, choosing a fence that s does not hold.
func mdCode(s string) string {
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		return fence + " " + s + " " + fence
	}
	return fence + s + fence
}
