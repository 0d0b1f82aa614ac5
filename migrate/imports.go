package migrate

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// file migrates one file: it walks the file, then reports every rewrite
// with the file's whole migration, the import included, as its fix.
func (ps *pass) file(f *ast.File) {
	var spec, kit *ast.ImportSpec
	otherURN := false // another package is imported as urn
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		switch name := ps.TypesInfo.PkgNameOf(imp); {
		case path == URNKitPath:
			kit = imp
		case path == GoURNPath:
			spec = imp
		case name != nil && name.Name() == "urn":
			otherURN = true
		}
		if path != GoURNPath && isGoURNPath(path) {
			ps.report(imp, secSCIM, "%s has no counterpart: urnkit's SCIM support is namespace.SCIM", path)
		}
	}
	if spec == nil {
		return
	}
	obj := ps.TypesInfo.PkgNameOf(spec)
	if obj == nil || obj.Name() == "_" || obj.Name() == "." {
		ps.report(spec, secQuickPath, "go-urn imported as %q: rewrite by hand", spec.Name.Name)
		return
	}
	fs := &fileState{pass: ps, file: f, qual: "urn", pkgName: obj}
	switch {
	case kit != nil:
		// The file uses both libraries: refer to urnkit by its name
		// there.
		if name := ps.TypesInfo.PkgNameOf(kit); name != nil {
			fs.qual = name.Name()
		}
	case obj.Name() != "urn" && (otherURN || ps.declares(f, "urn")):
		fs.qual = obj.Name()
	}
	fs.instances()
	fs.walk()
	fs.imports(spec, kit)
	fs.emit()
}

// declares reports whether name is declared in f or in the package
// scope, so that the qualifier name could refer to something else.
func (ps *pass) declares(f *ast.File, name string) bool {
	if ps.Pkg.Scope().Lookup(name) != nil {
		return true
	}
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name && ps.TypesInfo.Defs[id] != nil {
			found = true
		}
		return !found
	})
	return found
}

// leftovers returns the qualified identifiers gourn.Name that no rewrite
// of the file replaces: the uses of go-urn left to a person.
func (fs *fileState) leftovers() []*ast.SelectorExpr {
	var left []*ast.SelectorExpr
	ast.Inspect(fs.file, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); !ok || fs.TypesInfo.Uses[x] != fs.pkgName {
			return true
		}
		for _, r := range fs.rewrites {
			for _, e := range r.edits {
				if e.Pos <= sel.Pos() && sel.End() <= e.End {
					return false
				}
			}
		}
		left = append(left, sel)
		return false
	})
	return left
}

// imports records the rewrite of the file's imports. Without a use of
// go-urn left to a person, go-urn's import becomes urnkit's (or goes, in
// a file that imports urnkit already). With such uses, go-urn stays
// imported under a name of its own beside urnkit, so that no use that a
// person must rewrite silently names urnkit instead.
func (fs *fileState) imports(spec, kit *ast.ImportSpec) {
	kitSpec := strconv.Quote(URNKitPath)
	if fs.qual != "urn" {
		kitSpec = fs.qual + " " + kitSpec
	} else if spec.Name != nil && spec.Name.Name == "urn" {
		kitSpec = "urn " + kitSpec
	}
	left := fs.leftovers()
	if len(left) == 0 {
		if kit != nil {
			var n ast.Node = spec
			if gd := fs.importDecl(spec); gd != nil && len(gd.Specs) == 1 {
				n = gd
			}
			fs.fixEdits(spec, "drop the import of github.com/leodido/go-urn: the file imports github.com/urnkit/urn already",
				analysis.TextEdit{Pos: n.Pos(), End: n.End()})
			return
		}
		fs.fix(spec, "import github.com/urnkit/urn in place of github.com/leodido/go-urn", kitSpec)
		return
	}
	// go-urn stays, under a name that is not urnkit's.
	goName := fs.pkgName.Name()
	var edits []analysis.TextEdit
	if goName == fs.qual {
		goName = "gourn"
		for i := 2; fs.declares(fs.file, goName); i++ {
			goName = "gourn" + strconv.Itoa(i)
		}
		for _, sel := range left {
			x := sel.X.(*ast.Ident)
			edits = append(edits, analysis.TextEdit{Pos: x.Pos(), End: x.End(), NewText: []byte(goName)})
		}
	}
	goSpec := goName + " " + strconv.Quote(GoURNPath)
	text := goSpec
	if kit == nil {
		text += "\n\t" + kitSpec
	}
	var n ast.Node = spec
	if gd := fs.importDecl(spec); gd != nil && !gd.Lparen.IsValid() && kit == nil {
		n, text = gd, "import (\n\t"+text+"\n)"
	}
	edits = append(edits, analysis.TextEdit{Pos: n.Pos(), End: n.End(), NewText: []byte(text)})
	fs.fixEdits(spec, "import github.com/urnkit/urn, and keep github.com/leodido/go-urn as "+goName+" for the uses left to rewrite by hand", edits...)
	names := make(map[string]int)
	var order []string
	for _, sel := range left {
		name := goName + "." + sel.Sel.Name
		if names[name] == 0 {
			order = append(order, name)
		}
		names[name]++
	}
	var uses []string
	for _, name := range order {
		uses = append(uses, fmt.Sprintf("%s %d time(s)", name, names[name]))
	}
	fs.report(spec, secByHand, "go-urn stays imported as %s, whose name the code left for a person still uses (%s); that code is among this file's %d other report(s), each at its line; drop the import once they are rewritten", goName, strings.Join(uses, ", "), fs.reports[fs.Fset.File(spec.Pos())])
}

// importDecl returns the import declaration that holds spec.
func (fs *fileState) importDecl(spec *ast.ImportSpec) *ast.GenDecl {
	for _, d := range fs.file.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT && slices.Contains(gd.Specs, ast.Spec(spec)) {
			return gd
		}
	}
	return nil
}

// emit reports every rewrite of the file, each with the file's whole
// migration as its fix: applied alone, as an editor applies one fix, it
// leaves the file consistent.
func (fs *fileState) emit() {
	var all []analysis.TextEdit
	for _, r := range fs.rewrites {
		all = append(all, r.edits...)
	}
	slices.SortStableFunc(all, func(a, b analysis.TextEdit) int {
		if a.Pos != b.Pos {
			return int(a.Pos - b.Pos)
		}
		return int(a.End - b.End)
	})
	all = slices.CompactFunc(all, func(a, b analysis.TextEdit) bool {
		return a.Pos == b.Pos && a.End == b.End && string(a.NewText) == string(b.NewText)
	})
	const msg = "migrate this file from go-urn to urnkit"
	for _, r := range fs.rewrites {
		cat, text := CategoryRewrite, r.msg
		if r.note != "" {
			cat, text = CategoryNote, text+"; "+r.note
		}
		fs.Report(analysis.Diagnostic{
			Pos:            r.node.Pos(),
			End:            r.node.End(),
			Category:       cat,
			Message:        text,
			SuggestedFixes: []analysis.SuggestedFix{{Message: msg, TextEdits: all}},
		})
	}
}
