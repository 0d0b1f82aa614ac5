package main

import (
	"cmp"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/urnkit/urn/migrate"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// A diag is one diagnostic of the analyzer, with its edits resolved to
// byte offsets.
type diag struct {
	pos      token.Position
	category string // migrate.CategoryRewrite, CategoryNote or CategoryReport
	message  string
	edits    []edit // the fix's edits
}

// An edit replaces the bytes [start, end) of file with text.
type edit struct {
	file       string
	start, end int
	text       string
}

// A result holds what a run of the analyzer found.
type result struct {
	diags []diag
	// modules maps each file that a fix edits to the go.mod and go
	// version of its module.
	modules map[string]*packages.Module
	// failed is set when a package did not load or parse: it was left
	// as it was.
	failed bool
}

// analyze loads the packages of patterns and runs the analyzer on them.
// A package that does not load, parse or type-check is named on stderr,
// with its errors, and left out.
func analyze(patterns []string, tests bool, stderr io.Writer) (*result, error) {
	cfg := &packages.Config{Mode: packages.LoadSyntax | packages.NeedModule, Tests: tests}
	all, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(all) == 0 {
		return nil, fmt.Errorf("%v matched no packages", patterns)
	}
	res := &result{modules: make(map[string]*packages.Module)}
	var pkgs []*packages.Package
	named := make(map[string]bool)
	for _, p := range all {
		if len(p.Errors) == 0 && !p.IllTyped {
			pkgs = append(pkgs, p)
			continue
		}
		res.failed = true
		for _, e := range p.Errors {
			if !named[e.Error()] {
				named[e.Error()] = true
				fmt.Fprintf(stderr, "urnmigrate: %v\n", e)
			}
		}
		if !named[p.PkgPath] {
			named[p.PkgPath] = true
			fmt.Fprintf(stderr, "urnmigrate: package %s does not build; it is left as it was (urnmigrate reads code that builds with go-urn)\n", p.PkgPath)
		}
	}
	if len(pkgs) == 0 {
		return res, nil
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{migrate.Analyzer}, pkgs, nil)
	if err != nil {
		return nil, err
	}
	// A file of a package is also a file of its test variant, where the
	// names the test files declare can change a rewrite: take each
	// file's edits from the largest package that holds it.
	owner := make(map[string]*checker.Action)
	for _, act := range graph.Roots {
		for _, f := range act.Package.CompiledGoFiles {
			if o := owner[f]; o == nil || len(act.Package.CompiledGoFiles) > len(o.Package.CompiledGoFiles) {
				owner[f] = act
			}
		}
	}
	seen := make(map[string]bool)
	for _, act := range graph.Roots {
		if act.Err != nil {
			res.failed = true
			fmt.Fprintf(stderr, "urnmigrate: %s: %v; it is left as it was\n", act.Package.PkgPath, act.Err)
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			if o := owner[fset.File(d.Pos).Name()]; o != nil && o != act {
				continue
			}
			pos := position(fset, d.Pos, act.Package)
			key := pos.String() + "\x00" + d.Message
			if seen[key] {
				continue
			}
			seen[key] = true
			dg := diag{pos: pos, category: d.Category, message: d.Message}
			for _, f := range d.SuggestedFixes {
				for _, e := range f.TextEdits {
					tf := fset.File(e.Pos)
					dg.edits = append(dg.edits, edit{tf.Name(), tf.Offset(e.Pos), tf.Offset(e.End), string(e.NewText)})
					if act.Package.Module != nil {
						res.modules[tf.Name()] = act.Package.Module
					}
				}
			}
			res.diags = append(res.diags, dg)
		}
	}
	slices.SortStableFunc(res.diags, func(a, b diag) int {
		return cmp.Or(cmp.Compare(a.pos.Filename, b.pos.Filename), cmp.Compare(a.pos.Offset, b.pos.Offset))
	})
	return res, nil
}

// position returns the position of pos in the file that holds it, not
// where a //line directive says it comes from: the rewritten file is the
// one a finding is about. The exception is cgo's translation of a file
// that imports "C", which the go command hands to the analyzer in place
// of the file: its //line directives name the file itself.
func position(fset *token.FileSet, pos token.Pos, pkg *packages.Package) token.Position {
	real := fset.PositionFor(pos, false)
	if !slices.Contains(pkg.GoFiles, real.Filename) {
		if adj := fset.PositionFor(pos, true); slices.Contains(pkg.GoFiles, adj.Filename) {
			return adj
		}
	}
	return real
}

// relPos returns pos with its file name relative to the working
// directory when the file lies under it.
func (res *result) relPos(pos token.Position) string {
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, pos.Filename); err == nil && filepath.IsLocal(rel) {
			pos.Filename = rel
		}
	}
	return pos.String()
}
