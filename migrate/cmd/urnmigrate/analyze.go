package main

import (
	"cmp"
	"fmt"
	"go/token"
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
	pos     token.Position
	message string
	fixed   bool   // the diagnostic comes with a fix
	edits   []edit // the fix's edits
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
}

// analyze loads the packages of patterns and runs the analyzer on them.
func analyze(patterns []string, tests bool) (*result, error) {
	cfg := &packages.Config{Mode: packages.LoadSyntax | packages.NeedModule, Tests: tests}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("%v matched no packages", patterns)
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		return nil, fmt.Errorf("the packages do not build; urnmigrate reads code that builds with go-urn")
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{migrate.Analyzer}, pkgs, nil)
	if err != nil {
		return nil, err
	}
	res := &result{modules: make(map[string]*packages.Module)}
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
			return nil, fmt.Errorf("%s: %v", act.Package.PkgPath, act.Err)
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			if o := owner[fset.File(d.Pos).Name()]; o != nil && o != act {
				continue
			}
			pos := fset.Position(d.Pos)
			key := pos.String() + "\x00" + d.Message
			if seen[key] {
				continue
			}
			seen[key] = true
			dg := diag{pos: pos, message: d.Message, fixed: len(d.SuggestedFixes) > 0}
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
