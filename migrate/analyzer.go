// Package migrate provides Analyzer, which moves Go code from
// github.com/leodido/go-urn (v1.5.0) to github.com/urnkit/urn.
//
// The analyzer offers a suggested fix for every use of go-urn that has a
// mechanical counterpart: the import, go-urn's parsing modes (each becomes
// the matching urn.Parser; go-urn's default mode is RFC 2141), NewMachine,
// the bool of Parse (which becomes a test of the error), reads of the ID
// and SS fields, *URN and URN8141 (both become urn.URN), comparisons with
// nil (which become IsValid), nil URNs (which become the zero urn.URN), the
// omitempty option of a *URN field's JSON tag (which becomes omitzero),
// testify's Nil and NotNil on a *URN, and a URN field that JSON decoding
// fills (which becomes a urn.RFC2141URN, decoding RFC 2141 as go-urn's URN
// did). Equal, Normalize, String and the component methods keep their
// names. A rewrite after which the program judges some inputs otherwise,
// such as a Parse, carries a note that names them: its diagnostic's
// Category is CategoryNote, where that of the other rewrites is
// CategoryRewrite. A Parse's note names the inputs judged otherwise by
// the go-urn version that the go.mod of the package's module requires,
// and says that it describes v1.5.0 where that version cannot be read.
// Notes also mark a parse error that reaches callers (its text changes),
// a read or call of a *URN that can be nil (it panicked, and goes on with
// the zero URN), each call in the package of a function that passes
// either on, an exported name whose type changes (its importers break),
// and Normalize on a URN parsed in RFC 2141 (only the case of %XX
// differs).
//
// Every fix is the whole file's migration, so that a fix applied on its
// own, as an editor applies one, leaves no use of go-urn half rewritten.
//
// It reports, without a fix, each use whose migration changes what the
// program does or needs a decision: an assignment to a field of a URN or
// through a *URN, a URN built field by field, a parse error that is
// ignored, the SCIM mode and its types, JSON decoded into a go-urn type, a
// literal that holds go-urn's error text, a parsing mode chosen at run
// time, a comparison or map key that relied on the identity of a *URN
// (also through a comparable type parameter, a switch case or an
// interface), an embedded URN, reflection on a URN, and go-urn's import in
// a generated file, which is not rewritten. Each report, of Category
// CategoryReport, names the section of MIGRATING.md that says what to do. Where a report leaves a use of go-urn
// in place, go-urn stays imported under a name of its own, so that the use
// keeps go-urn's meaning until a person rewrites it.
package migrate

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// Import paths of the two libraries.
const (
	GoURNPath  = "github.com/leodido/go-urn"
	URNKitPath = "github.com/urnkit/urn"
)

// Categories of the analyzer's diagnostics, in their Category field.
const (
	// CategoryRewrite marks a rewrite that keeps what the program does.
	CategoryRewrite = "rewrite"
	// CategoryNote marks a rewrite after which the program does
	// something else on some inputs, which the message names: the
	// rewrite is the counterpart of go-urn's code, and the note says
	// what a person may want to check.
	CategoryNote = "note"
	// CategoryReport marks a use that is not rewritten, or not wholly:
	// a person must decide, as the section of MIGRATING.md that the
	// message cites says.
	CategoryReport = "report"
)

// Analyzer rewrites uses of go-urn into uses of urnkit and reports the
// uses it cannot rewrite without changing behaviour.
var Analyzer = &analysis.Analyzer{
	Name:     "urnmigrate",
	Doc:      "rewrite uses of github.com/leodido/go-urn into github.com/urnkit/urn\n\nFixes rewrite the mechanical part; diagnostics without a fix name the section of MIGRATING.md that covers what changes.",
	URL:      "https://pkg.go.dev/github.com/urnkit/urn/migrate",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run,
}

// A pass holds the state of one run over one package.
type pass struct {
	*analysis.Pass
	// ins is the inspector of the package's files.
	ins *inspector.Inspector
	// handled holds the nodes already covered by a fix or a report
	// made for an enclosing node.
	handled map[ast.Node]bool
	// rfc2141Fields holds the struct fields of type gourn.URN or
	// *gourn.URN that JSON decoding fills, each rewritten to
	// urn.RFC2141URN.
	rfc2141Fields map[*types.Var]bool
	// ifaceCompared is set when the package compares values of an
	// interface type that can hold a *gourn.URN, or keys a map by them.
	ifaceCompared bool
	// goURN is the version of go-urn that the module requires, or ""
	// when it cannot be told.
	goURN string
	// notes holds what urnkit's Parse judges differently from that
	// version, by the syntax that parser names.
	notes map[string]string
	// changes holds the uses whose behaviour the migration changes
	// beyond the inputs Parse accepts: nil *URN methods, parse errors
	// that reach callers, and the calls of the package's functions
	// that pass either on.
	changes *changes
	// nilArgs holds the parameters of the package's functions that a
	// call gives a *gourn.URN that can be nil.
	nilArgs map[*types.Var]bool
	// returnsNil holds, for each function of the package looked at, whether
	// it may return a nil *gourn.URN.
	returnsNil map[*types.Func]bool
	// reports counts the reports made in each file.
	reports map[*token.File]int
}

// run is the Analyzer's Run function.
func run(p *analysis.Pass) (any, error) {
	ps := &pass{
		Pass:    p,
		ins:     p.ResultOf[inspect.Analyzer].(*inspector.Inspector),
		handled: make(map[ast.Node]bool),
		reports: make(map[*token.File]int),

		returnsNil: make(map[*types.Func]bool),
	}
	ps.reportErrorText()
	if !importsGoURN(p.Pkg) {
		return nil, nil
	}
	for _, f := range p.Files {
		if !ast.IsGenerated(f) {
			ps.goURN = goURNVersion(filepath.Dir(p.Fset.File(f.Pos()).Name()))
			break
		}
	}
	ps.notes = versionNotes(ps.goURN)
	ps.rfc2141Fields = ps.decodedFields()
	ps.ifaceCompared = ps.comparesInterfaces()
	ps.changes = ps.findChanges()
	for _, f := range p.Files {
		if ast.IsGenerated(f) {
			ps.generated(f)
			continue
		}
		ps.file(f)
	}
	return nil, nil
}

// generated reports, in the generated file f, go-urn's import: the file
// is not rewritten, since its generator would write it again as it was.
// The go command hands a file that imports "C" to analyzers as cgo's
// translation of it, marked generated by cmd/cgo: that file is reported
// as a cgo file, which a person rewrites, not as the output of a
// generator.
func (ps *pass) generated(f *ast.File) {
	for _, imp := range f.Imports {
		if path, _ := strconv.Unquote(imp.Path.Value); isGoURNPath(path) {
			if isCgo(f) {
				ps.report(imp, secByHand, "this file imports \"C\" (cgo), and urnmigrate reads cgo's translation of it, not the file itself, so it is not rewritten: rewrite its uses of go-urn by hand, or move them to a file without import \"C\" and run urnmigrate again")
				continue
			}
			ps.report(imp, secByHand, "this file is generated (it says \"Code generated ... DO NOT EDIT.\"), so it is not rewritten: change its generator to write urnkit's API, then generate it again")
		}
	}
}

// isCgo reports whether f is cgo's translation of a file that imports
// "C": its first comment says it was generated by cmd/cgo.
func isCgo(f *ast.File) bool {
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if strings.HasPrefix(c.Text, "// Code generated by cmd/cgo") {
				return true
			}
		}
	}
	return false
}

// importsGoURN reports whether pkg imports go-urn.
func importsGoURN(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if isGoURNPath(imp.Path()) {
			return true
		}
	}
	return false
}

// isGoURNPath reports whether path is go-urn or one of its packages.
func isGoURNPath(path string) bool {
	return path == GoURNPath || strings.HasPrefix(path, GoURNPath+"/")
}

// dependsOnGoURN reports whether pkg imports go-urn, directly or not.
func dependsOnGoURN(pkg *types.Package, seen map[*types.Package]bool) bool {
	if seen[pkg] {
		return false
	}
	seen[pkg] = true
	for _, imp := range pkg.Imports() {
		if isGoURNPath(imp.Path()) || dependsOnGoURN(imp, seen) {
			return true
		}
	}
	return false
}

// report reports n without a fix, citing the section sec of MIGRATING.md.
func (ps *pass) report(n ast.Node, sec, format string, args ...any) {
	ps.reports[ps.Fset.File(n.Pos())]++
	ps.Report(analysis.Diagnostic{
		Pos:      n.Pos(),
		End:      n.End(),
		Category: CategoryReport,
		Message:  fmt.Sprintf(format, args...) + " (MIGRATING.md#" + sec + ")",
	})
}

// src returns the source text of n.
func (ps *pass) src(n ast.Node) string {
	var b bytes.Buffer
	if err := format.Node(&b, ps.Fset, n); err != nil {
		panic(err) // n was parsed from this package
	}
	return b.String()
}

// A fileState holds what the rewrite of one file needs.
type fileState struct {
	*pass
	file *ast.File
	// qual is the name under which the rewritten file refers to urnkit.
	qual string
	// pkgName is go-urn's name in the file.
	pkgName *types.PkgName
	// chosen holds the names given to errors so far.
	chosen []chosenName
	// rewrites holds the rewrites made so far, each reported at the
	// end of the file with the file's whole migration as its fix.
	rewrites []rewrite
}

// A rewrite is one change of the file's migration: the node it is
// reported at, what it says, what the program then does differently
// (note, or ""), and its edits.
type rewrite struct {
	node  ast.Node
	msg   string
	note  string
	edits []analysis.TextEdit
}

// fix records a rewrite that replaces n with text.
func (fs *fileState) fix(n ast.Node, msg, text string) {
	fs.fixEdits(n, msg, analysis.TextEdit{Pos: n.Pos(), End: n.End(), NewText: []byte(text)})
}

// fixEdits records a rewrite of n made of edits.
func (fs *fileState) fixEdits(n ast.Node, msg string, edits ...analysis.TextEdit) {
	fs.rewrites = append(fs.rewrites, rewrite{node: n, msg: msg, edits: edits})
}

// noteLast adds note, what the program does differently after it, to
// the last rewrite recorded, after the notes it has.
func (fs *fileState) noteLast(note string) {
	r := &fs.rewrites[len(fs.rewrites)-1]
	switch {
	case note == "":
	case r.note == "":
		r.note = note
	default:
		r.note += "; " + note
	}
}

// markTree marks n and every node under it as handled.
func (fs *fileState) markTree(n ast.Node) {
	ast.Inspect(n, func(m ast.Node) bool {
		if m != nil {
			fs.handled[m] = true
		}
		return true
	})
}

// walk visits every node of the file, outermost first, and rewrites or
// reports each use of go-urn that no enclosing node covered.
func (fs *fileState) walk() {
	cur, ok := fs.ins.Root().FindNode(fs.file)
	if !ok {
		return
	}
	var stack []ast.Node
	var visit func(c inspector.Cursor) bool
	visit = func(c inspector.Cursor) bool {
		n := c.Node()
		if fs.handled[n] {
			return false
		}
		stack = append(stack, n)
		defer func() { stack = stack[:len(stack)-1] }()
		if e, ok := n.(ast.Expr); ok {
			fs.boxed(e, stack)
		}
		switch n := n.(type) {
		case *ast.SwitchStmt:
			fs.switchCases(n)
		case *ast.ImportSpec:
			return false
		case *ast.AssignStmt:
			fs.assign(n, stack)
		case *ast.CallExpr:
			fs.call(n, stack)
		case *ast.StarExpr:
			fs.star(n, stack)
		case *ast.UnaryExpr:
			fs.unary(n, stack)
		case *ast.BinaryExpr:
			fs.binary(n)
		case *ast.CompositeLit:
			fs.composite(n)
		case *ast.SelectorExpr:
			fs.selector(n, stack)
			fs.rfc2141Use(n, stack)
		case *ast.KeyValueExpr:
			fs.rfc2141Use(n, stack)
		case *ast.Ident:
			fs.ident(n, stack)
		case *ast.Field:
			fs.field(n, stack)
		case *ast.MapType:
			fs.mapType(n)
		case *ast.IndexExpr:
			fs.mapIndex(n)
		}
		for child := range c.Children() {
			visit(child)
		}
		return true
	}
	visit(cur)
}

// goURNObj returns the object of go-urn that the qualified identifier e
// refers to, or nil.
func (fs *fileState) goURNObj(e ast.Expr) types.Object {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	x, ok := sel.X.(*ast.Ident)
	if !ok || fs.TypesInfo.Uses[x] != fs.pkgName {
		return nil
	}
	return fs.TypesInfo.Uses[sel.Sel]
}

// isGoURNName reports whether e is the qualified identifier gourn.name.
func (fs *fileState) isGoURNName(e ast.Expr, name string) bool {
	obj := fs.goURNObj(e)
	return obj != nil && obj.Name() == name
}

// namedGoURN returns the name of t's go-urn type when t is one of them
// or a pointer to one, and whether t is a pointer.
func namedGoURN(t types.Type) (name string, ptr bool) {
	if p, ok := t.(*types.Pointer); ok {
		t, ptr = p.Elem(), true
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != GoURNPath {
		return "", false
	}
	return n.Obj().Name(), ptr
}

// typeOf returns the type of e, or nil.
func (ps *pass) typeOf(e ast.Expr) types.Type {
	if tv, ok := ps.TypesInfo.Types[e]; ok {
		return tv.Type
	}
	return nil
}

// isURNPtr reports whether e is a *gourn.URN.
func (fs *fileState) isURNPtr(e ast.Expr) bool {
	name, ptr := namedGoURN(fs.typeOf(e))
	return name == "URN" && ptr
}

// under returns the underlying type of t, or nil for nil.
func under(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

// identOf returns the identifier that e is, or nil.
func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// isSelName reports whether e selects a field or method called name.
func isSelName(e ast.Expr, name string) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && sel.Sel.Name == name
}

// isBlank reports whether e is the blank identifier.
func isBlank(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "_"
}
