// Package migrate provides Analyzer, which moves Go code from
// github.com/leodido/go-urn (v1.5.0) to github.com/urnkit/urn.
//
// The analyzer offers a suggested fix for every use of go-urn that has a
// mechanical counterpart: the import, go-urn's parsing modes (each becomes
// the matching urn.Parser; go-urn's default mode is RFC 2141), NewMachine,
// reads of the ID and SS fields, *URN and URN8141 (both become urn.URN),
// comparisons with nil (which become IsValid) and nil URNs (which become the
// zero urn.URN). Equal, Normalize, String and the component methods keep
// their names.
//
// It reports, without a fix, each use whose migration changes what the
// program does or needs a decision: an assignment to a field of a URN, a
// URN built field by field, a parse error that is ignored, the SCIM mode and
// its types, JSON decoded into a go-urn type, a literal that holds go-urn's
// error text, and a parsing mode chosen at run time. Each report names the
// section of MIGRATING.md that says what to do.
package migrate

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
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

// Analyzer rewrites uses of go-urn into uses of urnkit and reports the
// uses it cannot rewrite without changing behaviour.
var Analyzer = &analysis.Analyzer{
	Name:     "urnmigrate",
	Doc:      "rewrite uses of github.com/leodido/go-urn into github.com/urnkit/urn\n\nFixes rewrite the mechanical part; diagnostics without a fix name the section of MIGRATING.md that covers what changes.",
	URL:      "https://pkg.go.dev/github.com/urnkit/urn/migrate",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run,
}

// Sections of MIGRATING.md, by the anchor of their heading.
const (
	secQuickPath  = "quick-path-go-urns-default-mode-rfc-2141"
	secModes      = "parsing-modes"
	secParts      = "reading-and-assigning-parts"
	secCompare    = "comparing-and-normalizing"
	secJSON       = "json-text-and-sql"
	secSCIM       = "scim"
	secIgnored    = "ignored-parse-errors"
	secErrorText  = "error-text"
	secJSONWidens = "json-decoding-widens-the-syntax"
	secRebuild    = "rebuilding-from-nid-and-nss-drops-components"
	secInputs     = "inputs-the-two-libraries-judge-differently"
)

// Headings maps each anchor the analyzer cites to the heading of
// MIGRATING.md it stands for.
var Headings = map[string]string{
	secQuickPath:  "## Quick path: go-urn's default mode (RFC 2141)",
	secModes:      "## Parsing modes",
	secParts:      "## Reading and assigning parts",
	secCompare:    "## Comparing and normalizing",
	secJSON:       "## JSON, text and SQL",
	secSCIM:       "## SCIM",
	secIgnored:    "### Ignored parse errors",
	secErrorText:  "### Error text",
	secJSONWidens: "### JSON decoding widens the syntax",
	secRebuild:    "### Rebuilding from NID and NSS drops components",
	secInputs:     "## Inputs the two libraries judge differently",
}

// goURNErrorText holds fragments of the messages of go-urn v1.5.0's
// errors: a string literal holding one is most likely compared with such
// an error's text.
var goURNErrorText = []string{
	"invalid URN",
	"invalid SCIM URN",
	"[col ",
	"expecting the prefix to be",
	"expecting the identifier to",
	"expecting the specific string",
	"expecting the percent encoded",
	"expecting the indentifier",
	"expecting only one",
	"expecting a non-empty",
	"informal URN namespace",
}

// A pass holds the state of one run over one package.
type pass struct {
	*analysis.Pass
	// handled holds the nodes already covered by a fix or a report
	// made for an enclosing node.
	handled map[ast.Node]bool
}

func run(p *analysis.Pass) (any, error) {
	ps := &pass{Pass: p, handled: make(map[ast.Node]bool)}
	ps.reportErrorText()
	if !importsGoURN(p.Pkg) {
		return nil, nil
	}
	for _, f := range p.Files {
		ps.file(f)
	}
	return nil, nil
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

// reportErrorText reports the string literals that hold go-urn's error
// text, in a package that depends on go-urn.
func (ps *pass) reportErrorText() {
	if !dependsOnGoURN(ps.Pkg, make(map[*types.Package]bool)) {
		return
	}
	ins := ps.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	ins.Preorder([]ast.Node{(*ast.BasicLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.BasicLit)
		if lit.Kind != token.STRING {
			return
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			return
		}
		for _, frag := range goURNErrorText {
			if strings.Contains(s, frag) {
				ps.report(lit, secErrorText, "this text is go-urn's error text; urnkit's errors are *urn.ParseError with their own text: compare with errors.Is, or keep the old text")
				return
			}
		}
	})
}

// report reports n, citing the section sec of MIGRATING.md.
func (ps *pass) report(n ast.Node, sec, format string, args ...any) {
	ps.Report(analysis.Diagnostic{
		Pos:     n.Pos(),
		End:     n.End(),
		Message: fmt.Sprintf(format, args...) + " (MIGRATING.md#" + sec + ")",
	})
}

// fix offers one edit that replaces n with text.
func (ps *pass) fix(n ast.Node, msg, text string) {
	ps.fixEdits(n, msg, analysis.TextEdit{Pos: n.Pos(), End: n.End(), NewText: []byte(text)})
}

func (ps *pass) fixEdits(n ast.Node, msg string, edits ...analysis.TextEdit) {
	ps.Report(analysis.Diagnostic{
		Pos:     n.Pos(),
		End:     n.End(),
		Message: msg,
		SuggestedFixes: []analysis.SuggestedFix{{
			Message:   msg,
			TextEdits: edits,
		}},
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
}

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
		// there, and drop go-urn's import.
		if name := ps.TypesInfo.PkgNameOf(kit); name != nil {
			fs.qual = name.Name()
		}
		fs.removeImport(spec)
	case obj.Name() != "urn" && (otherURN || ps.declaresURN(f)):
		fs.qual = obj.Name()
		fs.rewriteImport(spec)
	default:
		fs.rewriteImport(spec)
	}
	fs.walk()
}

// removeImport deletes the import of go-urn from a file that imports
// urnkit too.
func (fs *fileState) removeImport(spec *ast.ImportSpec) {
	var n ast.Node = spec
	for _, d := range fs.file.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT && len(gd.Specs) == 1 && gd.Specs[0] == spec {
			n = gd
		}
	}
	fs.fixEdits(spec, "drop the import of github.com/leodido/go-urn: the file imports github.com/urnkit/urn already",
		analysis.TextEdit{Pos: n.Pos(), End: n.End()})
}

// declaresURN reports whether the name urn is declared in f or in the
// package scope, so that the qualifier urn could refer to something else.
func (ps *pass) declaresURN(f *ast.File) bool {
	if ps.Pkg.Scope().Lookup("urn") != nil {
		return true
	}
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == "urn" && ps.TypesInfo.Defs[id] != nil {
			found = true
		}
		return !found
	})
	return found
}

func (fs *fileState) rewriteImport(spec *ast.ImportSpec) {
	text := strconv.Quote(URNKitPath)
	switch {
	case fs.qual != "urn":
		text = fs.qual + " " + text
	case spec.Name != nil && spec.Name.Name == "urn":
		text = "urn " + text
	}
	fs.fix(spec, "import github.com/urnkit/urn in place of github.com/leodido/go-urn", text)
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

func (fs *fileState) typeOf(e ast.Expr) types.Type {
	if tv, ok := fs.TypesInfo.Types[e]; ok {
		return tv.Type
	}
	return nil
}

// isURNPtr reports whether e is a *gourn.URN.
func (fs *fileState) isURNPtr(e ast.Expr) bool {
	name, ptr := namedGoURN(fs.typeOf(e))
	return name == "URN" && ptr
}

func (fs *fileState) walk() {
	ins := inspector.New([]*ast.File{fs.file})
	ins.WithStack(nil, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return false
		}
		if fs.handled[n] {
			return false
		}
		switch n := n.(type) {
		case *ast.ImportSpec:
			return false
		case *ast.AssignStmt:
			fs.assign(n, stack)
		case *ast.CallExpr:
			fs.call(n, stack)
		case *ast.StarExpr:
			fs.star(n)
		case *ast.UnaryExpr:
			fs.unary(n, stack)
		case *ast.BinaryExpr:
			fs.binary(n)
		case *ast.CompositeLit:
			fs.composite(n)
		case *ast.SelectorExpr:
			fs.selector(n, stack)
		case *ast.Ident:
			fs.ident(n, stack)
		}
		return true
	})
}

// parser returns the urnkit expression that parses as the go-urn options
// opts ask, and false after reporting why there is none. forFunc asks for
// the shortest form that calls Parse: urn for RFC 8141.
func (fs *fileState) parser(opts []ast.Expr, at ast.Node, forFunc bool) (expr, syntax string, ok bool) {
	mode := "RFC2141Only"
	for _, o := range opts {
		call, ok := ast.Unparen(o).(*ast.CallExpr)
		if !ok || !fs.isGoURNName(call.Fun, "WithParsingMode") || len(call.Args) != 1 {
			fs.report(o, secModes, "option chosen at run time: choose the urn.Parser by hand")
			return "", "", false
		}
		obj := fs.goURNObj(call.Args[0])
		if obj == nil {
			fs.report(call.Args[0], secModes, "parsing mode chosen at run time: choose the urn.Parser's Syntax by hand")
			return "", "", false
		}
		mode = obj.Name()
	}
	q := fs.qual
	switch mode {
	case "RFC2141Only", "DefaultParsingMode":
		return q + ".Parser{Syntax: " + q + ".RFC2141}", "RFC 2141, go-urn's default mode", true
	case "RFC8141Only":
		if forFunc {
			return q, "RFC 8141", true
		}
		return q + ".Parser{}", "RFC 8141", true
	case "RFC7643Only":
		fs.report(at, secSCIM, "SCIM mode: parse with urn.Parse, then check with namespace.SCIM; ID and SS do not map to NID and NSS there")
	default:
		fs.report(at, secModes, "parsing mode %s: choose the urn.Parser's Syntax by hand", mode)
	}
	return "", "", false
}

// inHeader reports whether the innermost node of stack lies in the
// header of an if, for or switch statement, where a composite literal
// needs parentheses.
func inHeader(stack []ast.Node) bool {
	n := stack[len(stack)-1]
	for i := len(stack) - 2; i >= 0; i-- {
		var body *ast.BlockStmt
		switch s := stack[i].(type) {
		case *ast.IfStmt:
			body = s.Body
		case *ast.ForStmt:
			body = s.Body
		case *ast.RangeStmt:
			body = s.Body
		case *ast.SwitchStmt:
			body = s.Body
		case *ast.TypeSwitchStmt:
			body = s.Body
		case *ast.FuncLit, *ast.BlockStmt:
			return false
		default:
			continue
		}
		return n.Pos() < body.Pos()
	}
	return false
}

// bytesArg returns the text of the string that the []byte expression e
// was made from.
func (fs *fileState) bytesArg(e ast.Expr) string {
	if conv, ok := e.(*ast.CallExpr); ok && len(conv.Args) == 1 {
		if tv, ok := fs.TypesInfo.Types[conv.Fun]; ok && tv.IsType() {
			if t, ok := under(fs.typeOf(conv.Args[0])).(*types.Basic); ok && t.Info()&types.IsString != 0 {
				return fs.src(conv.Args[0])
			}
		}
	}
	return "string(" + fs.src(e) + ")"
}

// parseCall returns the urnkit call that replaces call, a call of
// gourn.Parse, gourn.NewMachine(...).Parse or a Machine's Parse.
func (fs *fileState) parseCall(call *ast.CallExpr, stack []ast.Node) (text, msg string, ok bool) {
	fun := ast.Unparen(call.Fun)
	var recv string
	syntax := "the Parser's syntax"
	switch {
	case fs.isGoURNName(fun, "Parse"):
		if len(call.Args) == 0 {
			return "", "", false
		}
		if recv, syntax, ok = fs.parser(call.Args[1:], call, true); !ok {
			return "", "", false
		}
	default:
		sel, ok := fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Parse" || len(call.Args) != 1 {
			return "", "", false
		}
		if mk, ok := ast.Unparen(sel.X).(*ast.CallExpr); ok && fs.isGoURNName(mk.Fun, "NewMachine") {
			var ok bool
			if recv, syntax, ok = fs.parser(mk.Args, mk, true); !ok {
				fs.handled[mk] = true
				return "", "", false
			}
		} else if name, _ := namedGoURN(fs.typeOf(sel.X)); name == "Machine" {
			recv = fs.src(sel.X)
		} else {
			return "", "", false
		}
	}
	if strings.HasSuffix(recv, "}") && inHeader(stack) {
		recv = "(" + recv + ")"
	}
	msg = "parse with urnkit in " + syntax + "; the inputs the two libraries judge differently are listed in MIGRATING.md#" + secInputs
	return recv + ".Parse(" + fs.bytesArg(call.Args[0]) + ")", msg, true
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

// assign rewrites "u, ok := gourn.Parse(b)" and its kin.
func (fs *fileState) assign(as *ast.AssignStmt, stack []ast.Node) {
	if len(as.Lhs) != 2 || len(as.Rhs) != 1 {
		return
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return
	}
	isParse := fs.isGoURNName(call.Fun, "Parse")
	isMachine := false
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "Parse" {
		if name, _ := namedGoURN(fs.typeOf(sel.X)); name == "Machine" {
			isMachine = true
		}
	}
	if !isParse && !isMachine {
		return
	}
	second, _ := as.Lhs[1].(*ast.Ident)
	if isBlank(second) {
		if !isBlank(as.Lhs[0]) {
			fs.report(as.Lhs[1], secIgnored, "the parse error is ignored: where go-urn gave a nil *URN, which panicked when used, urnkit gives the zero URN, which prints and encodes as \"\"")
		}
		return // the call itself is rewritten on its own
	}
	if isMachine {
		return // already an error
	}
	// u, ok := gourn.Parse(b): ok becomes err == nil.
	if second == nil || as.Tok != token.DEFINE || fs.TypesInfo.Defs[second] == nil {
		fs.report(as, secQuickPath, "the bool of go-urn's Parse is assigned to an existing variable: rewrite by hand (urnkit's Parse returns an error)")
		fs.markTree(as)
		return
	}
	okVar := fs.TypesInfo.Defs[second].(*types.Var)
	uses, reads := fs.usesOf(okVar)
	if !reads {
		fs.report(second, secQuickPath, "%s is assigned again later: rewrite by hand (urnkit's Parse returns an error)", second.Name)
		fs.markTree(as)
		return
	}
	text, msg, ok := fs.parseCall(call, append(stack[:len(stack):len(stack)], call))
	if !ok {
		fs.markTree(as)
		return
	}
	errName := fs.freshErrName(as, uses)
	edits := []analysis.TextEdit{
		{Pos: second.Pos(), End: second.End(), NewText: []byte(errName)},
		{Pos: call.Pos(), End: call.End(), NewText: []byte(text)},
	}
	for _, u := range uses {
		edits = append(edits, okUseEdit(u, errName))
	}
	fs.fixEdits(as, msg+"; "+second.Name+" becomes "+errName+" == nil", edits...)
	fs.markTree(call)
}

// A use is an identifier with its parent and grandparent.
type use [3]ast.Node

// usesOf returns the identifiers that use v, and whether every use only
// reads v.
func (fs *fileState) usesOf(v *types.Var) (uses []use, reads bool) {
	reads = true
	ins := inspector.New([]*ast.File{fs.file})
	ins.WithStack([]ast.Node{(*ast.Ident)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push || fs.TypesInfo.Uses[n.(*ast.Ident)] != v {
			return true
		}
		if written(n, stack) {
			reads = false
		}
		u := use{n, stack[len(stack)-2]}
		if len(stack) > 2 {
			u[2] = stack[len(stack)-3]
		}
		uses = append(uses, u)
		return true
	})
	return uses, reads
}

// freshErrName returns a name for the error that replaces a Parse's bool,
// free at the assignment and at every use.
func (fs *fileState) freshErrName(as *ast.AssignStmt, uses []use) string {
	fileScope := fs.TypesInfo.Scopes[fs.file]
	free := func(name string, pos token.Pos) bool {
		_, obj := fileScope.Innermost(pos).LookupParent(name, pos)
		return obj == nil
	}
	scope := fileScope.Innermost(as.Pos())
	for i := 0; ; i++ {
		name := "err"
		switch {
		case i == 1:
			name = "parseErr"
		case i > 1:
			name = fmt.Sprintf("parseErr%d", i)
		}
		ok := free(name, as.Pos())
		for _, u := range uses {
			ok = ok && free(name, u[0].Pos())
		}
		for _, c := range fs.chosen {
			ok = ok && (c.name != name || !nested(c.scope, scope))
		}
		if ok {
			fs.chosen = append(fs.chosen, chosenName{scope, name})
			return name
		}
	}
}

// A chosenName is a name given to an error by an earlier rewrite of the
// same file, which type information does not know of yet.
type chosenName struct {
	scope *types.Scope
	name  string
}

// nested reports whether one of a and b holds the other.
func nested(a, b *types.Scope) bool {
	for s := a; s != nil; s = s.Parent() {
		if s == b {
			return true
		}
	}
	for s := b; s != nil; s = s.Parent() {
		if s == a {
			return true
		}
	}
	return false
}

// okUseEdit rewrites one read of a Parse's bool.
func okUseEdit(u use, errName string) analysis.TextEdit {
	n, parent, text := u[0], u[1], errName+" == nil"
	if un, ok := parent.(*ast.UnaryExpr); ok && un.Op == token.NOT {
		n, parent, text = un, u[2], errName+" != nil"
	}
	if !bareContext(parent) {
		text = "(" + text + ")"
	}
	return analysis.TextEdit{Pos: n.Pos(), End: n.End(), NewText: []byte(text)}
}

// bareContext reports whether a comparison can stand without parentheses
// as a child of parent.
func bareContext(parent ast.Node) bool {
	switch p := parent.(type) {
	case *ast.ReturnStmt, *ast.IfStmt, *ast.AssignStmt, *ast.CallExpr, *ast.KeyValueExpr, *ast.CompositeLit, *ast.ValueSpec, *ast.ExprStmt, *ast.ParenExpr:
		return true
	case *ast.BinaryExpr:
		return p.Op == token.LAND || p.Op == token.LOR
	}
	return false
}

func (fs *fileState) call(call *ast.CallExpr, stack []ast.Node) {
	if fs.isGoURNName(call.Fun, "Parse") {
		// The bool of "u, ok := gourn.Parse(b)" is rewritten by assign;
		// here the call's results go elsewhere.
		if as, ok := stack[len(stack)-2].(*ast.AssignStmt); !ok || len(as.Lhs) != 2 || !isBlank(as.Lhs[1]) {
			fs.report(call, secQuickPath, "the bool of go-urn's Parse is used here: rewrite by hand (urnkit's Parse returns an error)")
			fs.markTree(call)
			return
		}
	}
	if fs.isGoURNName(call.Fun, "Parse") || isSelName(call.Fun, "Parse") {
		text, msg, ok := fs.parseCall(call, stack)
		if ok {
			fs.fix(call, msg, text)
			fs.markTree(call)
		} else if fs.isGoURNName(call.Fun, "Parse") {
			fs.markTree(call.Fun)
			for _, o := range call.Args[1:] {
				fs.markTree(o)
			}
		}
		return
	}
	if fs.isGoURNName(call.Fun, "NewMachine") {
		if p, _, ok := fs.parser(call.Args, call, false); ok {
			fs.fix(call, "a urn.Parser parses with the same syntax", p)
		}
		fs.markTree(call)
		return
	}
	if fs.isGoURNName(call.Fun, "WithParsingMode") {
		fs.report(call, secModes, "a parsing mode kept apart from Parse: choose the urn.Parser by hand")
		fs.markTree(call)
		return
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		fs.jsonDecode(call)
		return
	}
	name, _ := namedGoURN(fs.typeOf(sel.X))
	switch {
	case name == "URN" || name == "URN8141":
		switch sel.Sel.Name {
		case "RFC", "IsSCIM", "SCIM":
			fs.report(call, secSCIM, "%s has no counterpart: the syntax is chosen before parsing, and namespace.SCIM gives a SCIM URN's parts", sel.Sel.Name)
		case "Normalize":
			fs.report(sel.Sel, secCompare, "urnkit's Normalize upper-cases the hex digits of %%XX and keeps the r-, q- and f-components, where go-urn's lower-cases them and drops the components")
		case "MarshalJSON":
			fs.report(sel.Sel, secJSON, "a urn.URN has no MarshalJSON: it is an encoding.TextMarshaler, so json.Marshal(u) gives the same JSON string")
		case "UnmarshalJSON":
			fs.report(sel.Sel, secJSONWidens, "urnkit's URN decodes RFC 8141, where go-urn's URN decodes RFC 2141; decode into a string and call a urn.Parser to keep the syntax")
		}
	case name == "Machine":
		if sel.Sel.Name != "Parse" {
			fs.report(call, secModes, "Machine.%s has no counterpart: a urn.Parser's Syntax is a field, and Parse returns the error", sel.Sel.Name)
		}
	default:
		fs.jsonDecode(call)
	}
}

func isSelName(e ast.Expr, name string) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && sel.Sel.Name == name
}

// jsonDecode reports a decoding of JSON into a value that holds a go-urn
// type.
func (fs *fileState) jsonDecode(call *ast.CallExpr) {
	fn, ok := typeutilCallee(fs.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" {
		return
	}
	var target ast.Expr
	switch fn.Name() {
	case "Unmarshal":
		if len(call.Args) == 2 {
			target = call.Args[1]
		}
	case "Decode":
		if len(call.Args) == 1 {
			target = call.Args[0]
		}
	}
	if target == nil {
		return
	}
	switch holdsGoURN(fs.typeOf(target), make(map[types.Type]bool)) {
	case "URN":
		fs.report(call, secJSONWidens, "JSON decoded into go-urn's URN was RFC 2141; into urn.URN it is RFC 8141, and \"\" decodes to the zero URN; decode into a string and call a urn.Parser to keep the syntax")
	case "URN8141":
		fs.report(call, secJSON, "JSON decoded into go-urn's URN8141: urn.URN decodes RFC 8141 too, but \"\" decodes to the zero URN, and the error is a *urn.ParseError")
	case "SCIM":
		fs.report(call, secSCIM, "JSON decoded into go-urn's SCIM: decode a urn.URN, then call namespace.SCIM")
	}
}

// typeutilCallee returns the function that call calls, or nil.
func typeutilCallee(info *types.Info, call *ast.CallExpr) types.Object {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return info.Uses[f]
	case *ast.SelectorExpr:
		if s, ok := info.Selections[f]; ok {
			return s.Obj()
		}
		return info.Uses[f.Sel]
	}
	return nil
}

// holdsGoURN returns the name of a go-urn type that a value of type t
// holds, or "".
func holdsGoURN(t types.Type, seen map[types.Type]bool) string {
	if t == nil || seen[t] {
		return ""
	}
	seen[t] = true
	if name, _ := namedGoURN(t); name == "URN" || name == "URN8141" || name == "SCIM" {
		return name
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Pointer:
		return holdsGoURN(u.Elem(), seen)
	case *types.Slice:
		return holdsGoURN(u.Elem(), seen)
	case *types.Array:
		return holdsGoURN(u.Elem(), seen)
	case *types.Map:
		return holdsGoURN(u.Elem(), seen)
	case *types.Struct:
		for i := range u.NumFields() {
			if name := holdsGoURN(u.Field(i).Type(), seen); name != "" {
				return name
			}
		}
	}
	return ""
}

// star rewrites *gourn.URN (a type) to urn.URN, and *u (u a *gourn.URN)
// to u.
func (fs *fileState) star(st *ast.StarExpr) {
	if tv, ok := fs.TypesInfo.Types[st]; ok && tv.IsType() {
		if fs.isGoURNName(st.X, "URN") {
			fs.fix(st, "a urn.URN is a value: the zero URN stands for no URN", fs.qual+".URN")
			fs.markTree(st)
		}
		return
	}
	if fs.isURNPtr(st.X) {
		fs.fix(st, "a urn.URN is a value", fs.src(st.X))
		fs.handled[st] = true
	}
}

// unary rewrites &v (v a gourn.URN) to v where a *gourn.URN is
// expected, as that type becomes urn.URN.
func (fs *fileState) unary(u *ast.UnaryExpr, stack []ast.Node) {
	if u.Op != token.AND {
		return
	}
	if _, lit := ast.Unparen(u.X).(*ast.CompositeLit); lit {
		return
	}
	if name, ptr := namedGoURN(fs.expectedType(stack)); name != "URN" || !ptr {
		return
	}
	if name, ptr := namedGoURN(fs.typeOf(u.X)); name == "URN" && !ptr {
		fs.fix(u, "a urn.URN is a value", fs.src(u.X))
		fs.handled[u] = true
	}
}

// binary rewrites u == nil and u != nil (u a *gourn.URN).
func (fs *fileState) binary(b *ast.BinaryExpr) {
	if b.Op != token.EQL && b.Op != token.NEQ {
		return
	}
	x, y := b.X, b.Y
	if fs.isNil(x) {
		x, y = y, x
	}
	if !fs.isNil(y) || !fs.isURNPtr(x) {
		return
	}
	recv := fs.src(x)
	switch ast.Unparen(x).(type) {
	case *ast.Ident, *ast.SelectorExpr, *ast.CallExpr, *ast.IndexExpr:
	default:
		recv = "(" + recv + ")"
	}
	text := recv + ".IsValid()"
	if b.Op == token.EQL {
		text = "!" + text
	}
	fs.fix(b, "the zero urn.URN stands for no URN", text)
	fs.markTree(b)
}

func (fs *fileState) isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	_, isNil := fs.TypesInfo.Uses[id].(*types.Nil)
	return isNil
}

// ident rewrites nil where it stands for a *gourn.URN.
func (fs *fileState) ident(id *ast.Ident, stack []ast.Node) {
	if !fs.isNil(id) {
		return
	}
	if name, ptr := namedGoURN(fs.nilType(id, stack)); name != "URN" || !ptr {
		return
	}
	fs.fix(id, "the zero urn.URN stands for no URN", fs.qual+".URN{}")
}

// nilType returns the type that the nil id stands for.
func (fs *fileState) nilType(id *ast.Ident, stack []ast.Node) types.Type {
	if t := fs.typeOf(id); t != nil && t != types.Typ[types.UntypedNil] {
		return t
	}
	return fs.expectedType(stack)
}

// expectedType returns the type that the context of the innermost node of
// stack gives it, or nil when the context gives none: the result type for
// a returned value, the variable's type for an assigned one, the
// parameter's type for an argument, the field's or element's type in a
// composite literal.
func (fs *fileState) expectedType(stack []ast.Node) types.Type {
	e := stack[len(stack)-1]
	index := func(list []ast.Expr) int {
		for i, x := range list {
			if ast.Node(x) == e {
				return i
			}
		}
		return -1
	}
	switch p := stack[len(stack)-2].(type) {
	case *ast.ReturnStmt:
		i := index(p.Results)
		for j := len(stack) - 3; j >= 0; j-- {
			var sig *types.Signature
			switch f := stack[j].(type) {
			case *ast.FuncDecl:
				if obj, ok := fs.TypesInfo.Defs[f.Name].(*types.Func); ok {
					sig = obj.Signature()
				}
			case *ast.FuncLit:
				sig, _ = fs.typeOf(f).(*types.Signature)
			default:
				continue
			}
			if sig != nil && i >= 0 && len(p.Results) == sig.Results().Len() {
				return sig.Results().At(i).Type()
			}
			return nil
		}
	case *ast.AssignStmt:
		if i := index(p.Rhs); i >= 0 && len(p.Lhs) == len(p.Rhs) {
			return fs.typeOf(p.Lhs[i])
		}
	case *ast.ValueSpec:
		if i := index(p.Values); i >= 0 && p.Type != nil {
			return fs.typeOf(p.Type)
		}
	case *ast.CallExpr:
		i := index(p.Args)
		if i < 0 {
			return nil
		}
		if b, ok := fs.TypesInfo.Uses[identOf(p.Fun)].(*types.Builtin); ok {
			if b.Name() == "append" && i > 0 && !p.Ellipsis.IsValid() {
				if s, ok := under(fs.typeOf(p.Args[0])).(*types.Slice); ok {
					return s.Elem()
				}
			}
			return nil
		}
		sig, ok := under(fs.typeOf(p.Fun)).(*types.Signature)
		if !ok {
			return nil
		}
		n := sig.Params().Len()
		switch {
		case sig.Variadic() && i >= n-1 && !p.Ellipsis.IsValid():
			return sig.Params().At(n - 1).Type().(*types.Slice).Elem()
		case i < n:
			return sig.Params().At(i).Type()
		}
	case *ast.KeyValueExpr:
		if p.Value != e || len(stack) < 3 {
			return nil
		}
		lit, ok := stack[len(stack)-3].(*ast.CompositeLit)
		if !ok {
			return nil
		}
		switch u := under(fs.typeOf(lit)).(type) {
		case *types.Struct:
			if key, ok := p.Key.(*ast.Ident); ok {
				if f, ok := fs.TypesInfo.Uses[key].(*types.Var); ok {
					return f.Type()
				}
			}
		case *types.Map:
			return u.Elem()
		case *types.Slice:
			return u.Elem()
		}
	case *ast.CompositeLit:
		switch u := under(fs.typeOf(p)).(type) {
		case *types.Slice:
			return u.Elem()
		case *types.Array:
			return u.Elem()
		case *types.Struct:
			if i := index(p.Elts); i >= 0 && i < u.NumFields() {
				return u.Field(i).Type()
			}
		}
	}
	return nil
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

// composite reports a go-urn URN built field by field.
func (fs *fileState) composite(lit *ast.CompositeLit) {
	name, _ := namedGoURN(fs.typeOf(lit))
	switch name {
	case "URN":
		sec := secParts
		for _, e := range lit.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if sel, ok := ast.Unparen(kv.Value).(*ast.SelectorExpr); ok {
					if f := fs.goURNField(sel); f == "ID" || f == "SS" {
						sec = secRebuild
					}
				}
			}
		}
		fs.report(lit, sec, "a URN built field by field: use urn.New or Parser.New, which validate it and return an error")
		fs.markTree(lit)
	case "URN8141":
		fs.report(lit, secJSON, "URN8141 has no counterpart: a urn.URN decodes RFC 8141 itself")
		fs.markTree(lit)
	}
}

// goURNField returns the name of the go-urn URN field that sel selects,
// or "".
func (fs *fileState) goURNField(sel *ast.SelectorExpr) string {
	s, ok := fs.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return ""
	}
	f := s.Obj()
	if f.Pkg() == nil || f.Pkg().Path() != GoURNPath {
		return ""
	}
	return f.Name()
}

// selector rewrites gourn's exported names and the reads of ID and SS,
// and reports the writes.
func (fs *fileState) selector(sel *ast.SelectorExpr, stack []ast.Node) {
	if obj := fs.goURNObj(sel); obj != nil {
		fs.qualified(sel, obj)
		return
	}
	switch f := fs.goURNField(sel); f {
	case "ID", "SS":
		if written(sel, stack) {
			fs.report(sel, secParts, "a urn.URN cannot be changed in place: build a new one with Parser.New (or urn.New) from NID() and NSS(), or change the NSS with WithNSS")
			return
		}
		method := "NID"
		if f == "SS" {
			method = "NSS"
		}
		fs.fix(sel, "read the "+method+" with its method", fs.src(sel.X)+"."+method+"()")
	case "URN":
		// The *URN embedded in a URN8141.
		if written(sel, stack) {
			fs.report(sel, secJSON, "URN8141 has no counterpart: assign the urn.URN itself")
			return
		}
		fs.fix(sel, "a URN8141 becomes a urn.URN", fs.src(sel.X))
	}
}

// written reports whether the innermost node of stack is assigned to or
// has its address taken.
func written(n ast.Node, stack []ast.Node) bool {
	parent := stack[len(stack)-2]
	switch p := parent.(type) {
	case *ast.AssignStmt:
		for _, l := range p.Lhs {
			if l == n {
				return true
			}
		}
	case *ast.IncDecStmt:
		return true
	case *ast.UnaryExpr:
		return p.Op == token.AND
	}
	return false
}

// qualified rewrites gourn.Name where no enclosing node did.
func (fs *fileState) qualified(sel *ast.SelectorExpr, obj types.Object) {
	switch obj.Name() {
	case "URN", "URN8141":
		fs.fix(sel, "a urn.URN holds any URN", fs.qual+".URN")
	case "Machine":
		fs.fix(sel, "a urn.Parser parses with a chosen syntax", fs.qual+".Parser")
	case "SCIM", "Kind", "RFC7643Only", "RFC7643", "RFC2141", "RFC8141", "NONE":
		fs.report(sel, secSCIM, "gourn.%s has no counterpart: the syntax is chosen before parsing, and namespace.SCIM gives a SCIM URN's parts", obj.Name())
	case "Parse", "NewMachine", "WithParsingMode", "Option", "ParsingMode", "Default", "DefaultParsingMode", "RFC2141Only", "RFC8141Only":
		fs.report(sel, secModes, "gourn.%s used as a value: choose the urn.Parser by hand", obj.Name())
	default:
		if fs.qual != fs.pkgName.Name() {
			fs.fix(sel, "refer to urnkit", fs.qual+"."+sel.Sel.Name)
		}
	}
}

func isBlank(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "_"
}
