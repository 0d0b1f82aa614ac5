package main

import (
	"cmp"
	"fmt"
	"go/format"
	"go/token"
	"io"
	"os"
	"slices"
	"strings"

	"go/version"
	"golang.org/x/mod/modfile"
)

// minGo is the go version that github.com/urnkit/urn requires.
const minGo = "1.24"

// apply applies the rewrites of res, writes the files, raises the go
// lines, and prints the reports at their lines in the rewritten files. It
// returns the exit status: 3 while a report remains.
func (res *result) apply(w io.Writer) int {
	byFile := make(map[string][]edit)
	for _, d := range res.diags {
		for _, e := range d.edits {
			byFile[e.file] = append(byFile[e.file], e)
		}
	}
	files := slices.Sorted(func(yield func(string) bool) {
		for f := range byFile {
			if !yield(f) {
				return
			}
		}
	})
	status := 0
	shifts := make(map[string][]edit) // the edits applied to each file
	edited := make(map[string][]byte) // each file after its edits, before formatting
	rewritten := 0
	for _, name := range files {
		edits, err := merge(byFile[name])
		if err != nil {
			fmt.Fprintf(w, "%s: %v; the file is left as it was\n", name, err)
			status = 1
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(w, "urnmigrate: %v\n", err)
			status = 1
			continue
		}
		out := applyEdits(src, edits)
		edited[name] = out
		if formatted, err := format.Source(out); err == nil {
			out = formatted
		}
		if err := os.WriteFile(name, out, 0o644); err != nil {
			fmt.Fprintf(w, "urnmigrate: %v\n", err)
			status = 1
			continue
		}
		shifts[name] = edits
		rewritten++
	}
	raised := make(map[string]bool)
	for _, name := range files {
		m := res.modules[name]
		if m == nil || m.GoMod == "" || raised[m.GoMod] || shifts[name] == nil {
			continue
		}
		raised[m.GoMod] = true
		if old, err := raiseGo(m.GoMod); err != nil {
			fmt.Fprintf(w, "urnmigrate: %v\n", err)
			status = 1
		} else if old != "" {
			fmt.Fprintf(w, "%s: the go line is raised from %s to %s, which github.com/urnkit/urn requires: %s; see MIGRATING.md#the-module\n", m.GoMod, old, minGo, goChanges(old))
		}
	}
	reports := 0
	for _, d := range res.diags {
		if d.fixed {
			continue
		}
		reports++
		pos := d.pos
		if edits := shifts[pos.Filename]; edits != nil {
			pos = shiftedPos(pos, edits, edited[pos.Filename])
		}
		fmt.Fprintf(w, "%s: %s\n", res.relPos(pos), d.message)
	}
	fmt.Fprintf(w, "urnmigrate: rewrote %d file(s); %d report(s) need a person\n", rewritten, reports)
	if status == 0 && reports > 0 {
		status = 3
	}
	return status
}

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

// raiseGo raises the go line of the go.mod file at path to minGo when it
// is lower, and returns the version it had then, or "".
func raiseGo(path string) (string, error) {
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
