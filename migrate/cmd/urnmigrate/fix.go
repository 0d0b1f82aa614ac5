package main

import (
	"cmp"
	"fmt"
	"go/format"
	"go/token"
	"go/version"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urnkit/urn/migrate"
	"golang.org/x/mod/modfile"
	"golang.org/x/tools/go/packages"
)

// minGo is the go version that github.com/urnkit/urn requires.
const minGo = "1.24"

// finish applies the rewrites of res when fix is set, raises the go
// lines, and prints the findings: every one without fix, the notes and
// reports with it, each at its line in the rewritten file. It returns the
// exit status.
func (res *result) finish(fix bool, stdout, stderr io.Writer) int {
	failed := res.failed
	byFile := make(map[string][]edit)
	for _, d := range res.diags {
		for _, e := range d.edits {
			byFile[e.file] = append(byFile[e.file], e)
		}
	}
	files := slices.Sorted(maps.Keys(byFile))
	var out []diag                    // what is printed, besides the findings of res
	left := make(map[string]bool)     // files with rewrites that are not made
	shifts := make(map[string][]edit) // the edits applied to each file
	edited := make(map[string][]byte) // each file after its edits, before formatting
	rewritten := 0
	for _, name := range files {
		if why := refused(name, res.modules[name]); why != "" {
			left[name] = true
			out = append(out, diag{pos: token.Position{Filename: name, Line: 1, Column: 1}, category: migrate.CategoryReport, message: why})
			continue
		}
		edits, err := merge(byFile[name])
		if err != nil {
			fmt.Fprintf(stderr, "urnmigrate: %s: %v; the file is left as it was\n", name, err)
			left[name] = true
			failed = true
			continue
		}
		if !fix {
			rewritten++
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(stderr, "urnmigrate: %v; the file is left as it was\n", err)
			left[name] = true
			failed = true
			continue
		}
		text := applyEdits(src, edits)
		edited[name] = text
		if formatted, err := format.Source(text); err == nil {
			text = formatted
		}
		if err := os.WriteFile(name, text, 0o644); err != nil {
			fmt.Fprintf(stderr, "urnmigrate: %v\n", err)
			left[name] = true
			failed = true
			continue
		}
		shifts[name] = edits
		rewritten++
	}
	raised := make(map[string]bool)
	for _, name := range files {
		m := res.modules[name]
		if m == nil || m.GoMod == "" || raised[m.GoMod] || left[name] {
			continue
		}
		raised[m.GoMod] = true
		if old, err := raiseGo(m.GoMod, fix); err != nil {
			fmt.Fprintf(stderr, "urnmigrate: %v\n", err)
			failed = true
		} else if old != "" {
			verb := "would be raised by -fix"
			if fix {
				verb = "is raised"
			}
			out = append(out, diag{pos: token.Position{Filename: m.GoMod}, category: migrate.CategoryNote,
				message: fmt.Sprintf("the go line %s from %s to %s, which github.com/urnkit/urn requires: %s (MIGRATING.md#the-module)", verb, old, minGo, goChanges(old))})
		}
	}
	for _, d := range res.diags {
		if d.category != migrate.CategoryReport && left[d.pos.Filename] {
			continue // not made: the file's report says why
		}
		if fix && d.category == migrate.CategoryRewrite {
			continue
		}
		if edits := shifts[d.pos.Filename]; edits != nil {
			d.pos = shiftedPos(d.pos, edits, edited[d.pos.Filename])
		}
		out = append(out, d)
	}
	slices.SortStableFunc(out, func(a, b diag) int {
		return cmp.Or(cmp.Compare(a.pos.Filename, b.pos.Filename), cmp.Compare(a.pos.Line, b.pos.Line), cmp.Compare(a.pos.Column, b.pos.Column))
	})
	count := make(map[string]int)
	for _, d := range out {
		count[d.category]++
		fmt.Fprintf(stdout, "%s: %s: %s\n", res.relPos(d.pos), d.category, d.message)
	}
	verb := "would rewrite"
	if fix {
		verb = "rewrote"
	}
	fmt.Fprintf(stdout, "urnmigrate: %s %d file(s); %d rewrite(s) with a note to read; %d report(s) need a person\n",
		verb, rewritten, count[migrate.CategoryNote], count[migrate.CategoryReport])
	switch {
	case failed:
		return statusError
	case count[migrate.CategoryReport] > 0:
		return statusReport
	case count[migrate.CategoryNote] > 0:
		return statusNote
	}
	return statusOK
}

// refused returns why the file name is not to be rewritten, as a report,
// or "" when it may be: it must lie in the root directory of m, its
// module, or under it, not through a symbolic link, and not in the
// vendor directory of a module.
func refused(name string, m *packages.Module) string {
	if vendored(name) {
		return "not rewritten: vendored code is left alone; migrate the module it comes from, then vendor it again (MIGRATING.md#" + secByHand + ")"
	}
	if m == nil || m.Dir == "" {
		return "not rewritten: the file is in no module, and urnmigrate writes only inside a module (MIGRATING.md#" + secByHand + ")"
	}
	if fi, err := os.Lstat(name); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		target, _ := filepath.EvalSymlinks(name)
		return fmt.Sprintf("not rewritten: the file is a symbolic link (to %s); migrate the file it points to where it lies (MIGRATING.md#%s)", target, secByHand)
	}
	root, err := filepath.EvalSymlinks(m.Dir)
	if err != nil {
		return "not rewritten: " + err.Error() + " (MIGRATING.md#" + secByHand + ")"
	}
	real, err := filepath.EvalSymlinks(name)
	if err != nil {
		return "not rewritten: " + err.Error() + " (MIGRATING.md#" + secByHand + ")"
	}
	rel, err := filepath.Rel(root, real)
	if err != nil || !filepath.IsLocal(rel) {
		return fmt.Sprintf("not rewritten: the file lies outside the root of its module, %s, through a symbolic link (it is %s) (MIGRATING.md#%s)", m.Dir, real, secByHand)
	}
	return ""
}

// vendored reports whether the file name lies in the vendor directory of
// a module: a directory vendor beside a go.mod file.
func vendored(name string) bool {
	for dir := filepath.Dir(name); ; {
		parent := filepath.Dir(dir)
		if parent == dir {
			return false
		}
		if filepath.Base(dir) == "vendor" {
			if _, err := os.Stat(filepath.Join(parent, "go.mod")); err == nil {
				return true
			}
		}
		dir = parent
	}
}

// secByHand is the section of MIGRATING.md on the uses left to rewrite
// by hand.
const secByHand = "uses-left-to-rewrite-by-hand"

// merge sorts edits, keeps one of identical edits (each fix repeats the
// edits of the file's whole migration), and fails on edits that overlap.
func merge(edits []edit) ([]edit, error) {
	slices.SortFunc(edits, func(a, b edit) int {
		return cmp.Or(cmp.Compare(a.start, b.start), cmp.Compare(a.end, b.end), strings.Compare(a.text, b.text))
	})
	edits = slices.Compact(edits)
	for i := 1; i < len(edits); i++ {
		if edits[i].start < edits[i-1].end || (edits[i].start == edits[i-1].start && edits[i].end == edits[i-1].end) {
			return nil, fmt.Errorf("two rewrites overlap at byte %d", edits[i].start)
		}
	}
	return edits, nil
}

// applyEdits applies the sorted edits to src.
func applyEdits(src []byte, edits []edit) []byte {
	var b strings.Builder
	last := 0
	for _, e := range edits {
		b.Write(src[last:e.start])
		b.WriteString(e.text)
		last = e.end
	}
	b.Write(src[last:])
	return []byte(b.String())
}

// shiftedPos returns the line and column of pos in src, the file after
// edits. Formatting src afterwards can move a column, but not a line.
func shiftedPos(pos token.Position, edits []edit, src []byte) token.Position {
	off := pos.Offset
	for _, e := range edits {
		if e.end > pos.Offset {
			break
		}
		off += len(e.text) - (e.end - e.start)
	}
	if off > len(src) {
		return pos
	}
	before := src[:off]
	pos.Offset = off
	pos.Line = 1 + strings.Count(string(before), "\n")
	pos.Column = off - strings.LastIndexByte(string(before), '\n')
	return pos
}

// raiseGo returns the go version of the go.mod file at path when it is
// lower than minGo, or "", and when write is set raises it to minGo.
func raiseGo(path string, write bool) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	f, err := modfile.Parse(path, data, nil)
	if err != nil {
		return "", err
	}
	old := "1.16" // the go command's assumption for a go.mod without a go line
	if f.Go != nil {
		old = f.Go.Version
	}
	if version.Compare("go"+old, "go"+minGo) >= 0 {
		return "", nil
	}
	if !write {
		return old, nil
	}
	if err := f.AddGoStmt(minGo); err != nil {
		return "", err
	}
	out, err := f.Format()
	if err != nil {
		return "", err
	}
	return old, os.WriteFile(path, out, 0o644)
}

// goChanges says what raising a module's go line from old to minGo
// changes in how the module builds, runs and is tested.
func goChanges(old string) string {
	var changes []string
	if version.Compare("go"+old, "go1.22") < 0 {
		changes = append(changes, "each iteration of a for loop has its own variables (Go 1.22)")
	}
	changes = append(changes,
		"a main package's GODEBUG settings default to those of Go "+minGo+" (a godebug line in go.mod keeps older ones)",
		"the vet check that go test runs reports a printf-like call whose only argument is a non-constant format string (Go 1.24)")
	return strings.Join(changes, ", ")
}
