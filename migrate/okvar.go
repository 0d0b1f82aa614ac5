package migrate

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// assign rewrites "u, ok := gourn.Parse(b)" and its kin, where the bool
// of Parse becomes a test of urnkit's error.
//
// The error gets a name that nothing else in the scope of the assignment
// declares or assigns, so that a later "x, err := f()" in that scope
// cannot change what a rewritten read of ok sees, not even in a closure or
// a deferred call. When ok is only read, each read becomes "err == nil".
// When it is assigned again later, it stays a bool, set right after the
// call: "ok := err == nil".
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
	if isBlank(as.Lhs[1]) {
		if !isBlank(as.Lhs[0]) {
			fs.report(as.Lhs[1], secIgnored, "the parse error is ignored: where go-urn gave a nil *URN, which panicked when used, urnkit gives the zero URN, which prints and encodes as \"\"")
		}
		return // the call itself is rewritten on its own
	}
	if isMachine {
		return // already an error
	}
	text, msg, note, ok := fs.parseCall(call, append(stack[:len(stack):len(stack)], call))
	if !ok {
		fs.markTree(as)
		return
	}
	second, _ := as.Lhs[1].(*ast.Ident)
	var okVar *types.Var
	if second != nil && as.Tok == token.DEFINE {
		okVar, _ = fs.TypesInfo.Defs[second].(*types.Var)
	}
	if okVar != nil {
		uses, reads := fs.usesOf(okVar)
		if reads {
			errName := fs.freshErrName(as, uses)
			edits := []analysis.TextEdit{
				{Pos: second.Pos(), End: second.End(), NewText: []byte(errName)},
				{Pos: call.Pos(), End: call.End(), NewText: []byte(text)},
			}
			for _, u := range uses {
				edits = append(edits, okUseEdit(u, errName))
			}
			fs.fixEdits(as, msg+"; "+second.Name+" becomes "+errName+" == nil", edits...)
			fs.noteLast(note)
			fs.markTree(call)
			return
		}
	}
	// ok is assigned again later, or the bool goes to a variable that
	// exists already: keep a bool, set from the error right after the
	// call.
	if !inStmtList(as, stack) {
		fs.report(as, secQuickPath, "the bool of go-urn's Parse is assigned in the header of a statement and again later: rewrite by hand (urnkit's Parse returns an error)")
		fs.markTree(as)
		return
	}
	errName := fs.freshErrName(as, nil)
	indent := "\n" + strings.Repeat("\t", fs.Fset.Position(as.Pos()).Column-1)
	target := fs.src(as.Lhs[1])
	var out string
	switch {
	case okVar != nil:
		out = fs.src(as.Lhs[0]) + ", " + errName + " := " + text + indent + target + " := " + errName + " == nil"
	case as.Tok == token.DEFINE:
		out = fs.src(as.Lhs[0]) + ", " + errName + " := " + text + indent + target + " = " + errName + " == nil"
	default:
		out = "var " + errName + " error" + indent + fs.src(as.Lhs[0]) + ", " + errName + " = " + text + indent + target + " = " + errName + " == nil"
	}
	fs.fix(as, msg+"; "+target+" stays a bool, set from the error, as it is assigned elsewhere too", out)
	fs.noteLast(note)
	fs.markTree(as)
}

// inStmtList reports whether the innermost node of stack, n, is a
// statement of a block or a case, after which another can be inserted.
func inStmtList(n ast.Stmt, stack []ast.Node) bool {
	switch p := stack[len(stack)-2].(type) {
	case *ast.BlockStmt:
		return slices.Contains(p.List, n)
	case *ast.CaseClause:
		return slices.Contains(p.Body, n)
	case *ast.CommClause:
		return slices.Contains(p.Body, n)
	}
	return false
}

// A use is an identifier with its parent and grandparent.
type use [3]ast.Node

// usesOf returns the identifiers that use v, and whether every use only
// reads v.
func (fs *fileState) usesOf(v *types.Var) (uses []use, reads bool) {
	reads = true
	cur, ok := fs.ins.Root().FindNode(fs.file)
	if !ok {
		return nil, false
	}
	for c := range cur.Preorder((*ast.Ident)(nil)) {
		id := c.Node().(*ast.Ident)
		if fs.TypesInfo.Uses[id] != v {
			continue
		}
		parent := c.Parent()
		u := use{id, parent.Node()}
		if gp := parent.Parent(); gp.Valid() {
			u[2] = gp.Node()
		}
		if written(id, []ast.Node{u[1], id}) {
			reads = false
		}
		uses = append(uses, u)
	}
	return uses, reads
}

// freshErrName returns a name for the error that replaces a Parse's
// bool: one that no enclosing scope declares before the assignment, that
// the assignment's own scope declares nowhere (before or after it), and
// that means nothing else at any use.
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
		ok := free(name, as.Pos()) && scope.Lookup(name) == nil
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
