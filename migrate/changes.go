package migrate

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"iter"

	"golang.org/x/tools/go/ast/inspector"
)

// Two changes of behaviour reach past the line that causes them: a
// method of a *gourn.URN that panicked on nil returns the zero result of
// a urn.URN, and a parse error that a function returns says what is
// wrong in urnkit's words. Each is a note at its line, and at each call,
// in the package, of a function that passes it on.

// changes holds the uses whose behaviour the migration changes, found
// in the whole package before its files are rewritten.
type changes struct {
	// nilSites holds the field reads and method calls of a *gourn.URN
	// that can be nil, with the name of the field or method.
	nilSites map[ast.Node]string
	// nilCalls holds the calls of the package's functions that hold a
	// nil site, directly or through another call, with the callee.
	nilCalls map[*ast.CallExpr]*types.Func
	// errSites holds the go-urn parse calls whose error reaches the
	// callers of the function, with how.
	errSites map[*ast.CallExpr]string
	// errCalls holds the calls of the package's functions that return
	// a parse error, whose error reaches callers in turn, with how.
	errCalls map[*ast.CallExpr]string
	// errFuncs holds the functions of the package that return a parse
	// error of go-urn.
	errFuncs map[*types.Func]bool
}

// findChanges finds the changes of the package's files that are not
// generated.
func (ps *pass) findChanges() *changes {
	ch := &changes{
		nilSites: make(map[ast.Node]string),
		nilCalls: make(map[*ast.CallExpr]*types.Func),
		errSites: make(map[*ast.CallExpr]string),
		errCalls: make(map[*ast.CallExpr]string),
		errFuncs: make(map[*types.Func]bool),
	}
	ps.nilArgs = ps.findNilArgs()
	nilFuncs := make(map[*types.Func]bool)
	for c := range ps.handWritten((*ast.SelectorExpr)(nil), (*ast.CallExpr)(nil)) {
		switch n := c.Node().(type) {
		case *ast.SelectorExpr:
			if what := ps.nilUse(n, c); what != "" {
				ch.nilSites[n] = what
				if fn := ps.enclosingFunc(c); fn != nil {
					nilFuncs[fn] = true
				}
			}
		case *ast.CallExpr:
			if !ps.isGoURNParse(n) {
				continue
			}
			if how := ps.errorEscapes(n, c); how != "" {
				ch.errSites[n] = how
				if fn := ps.enclosingFunc(c); fn != nil && how == "returned" {
					ch.errFuncs[fn] = true
				}
			}
		}
	}
	// Follow the calls of the package's functions until nothing is
	// added: a caller passes on what its callee does.
	for changed := true; changed; {
		changed = false
		for c := range ps.handWritten((*ast.CallExpr)(nil)) {
			call := c.Node().(*ast.CallExpr)
			fn := ps.callee(call)
			if fn == nil || fn.Pkg() != ps.Pkg {
				continue
			}
			caller := ps.enclosingFunc(c)
			if caller == fn {
				continue
			}
			if nilFuncs[fn] && ch.nilCalls[call] == nil {
				ch.nilCalls[call] = fn
				if caller != nil && !nilFuncs[caller] {
					nilFuncs[caller] = true
					changed = true
				}
			}
			if ch.errFuncs[fn] && ch.errCalls[call] == "" {
				if how := ps.errorEscapes(call, c); how != "" {
					ch.errCalls[call] = how
					if caller != nil && how == "returned" && !ch.errFuncs[caller] {
						ch.errFuncs[caller] = true
						changed = true
					}
				}
			}
		}
	}
	return ch
}

// handWritten yields, in preorder, the cursors of the nodes of the given
// types in the package's files that are not generated.
func (ps *pass) handWritten(types ...ast.Node) iter.Seq[inspector.Cursor] {
	return func(yield func(inspector.Cursor) bool) {
		for _, f := range ps.Files {
			if ast.IsGenerated(f) {
				continue
			}
			root, ok := ps.ins.Root().FindNode(f)
			if !ok {
				continue
			}
			for c := range root.Preorder(types...) {
				if !yield(c) {
					return
				}
			}
		}
	}
}

// findNilArgs returns the parameters of the package's functions of type
// *gourn.URN to which a call in the package gives nil, or a *gourn.URN
// that can be nil there.
func (ps *pass) findNilArgs() map[*types.Var]bool {
	args := make(map[*types.Var]bool)
	for c := range ps.handWritten((*ast.CallExpr)(nil)) {
		call := c.Node().(*ast.CallExpr)
		fn := ps.callee(call)
		if fn == nil || fn.Pkg() != ps.Pkg || call.Ellipsis.IsValid() {
			continue
		}
		params := fn.Origin().Signature().Params()
		for i, a := range call.Args {
			if i >= params.Len() {
				break
			}
			p := params.At(i)
			if name, ptr := namedGoURN(p.Type()); name != "URN" || !ptr {
				continue
			}
			if ps.isNil(a) || ps.canBeNil(a) && !ps.guarded(a, c) {
				args[p] = true
			}
		}
	}
	return args
}

// enclosingFunc returns the function or method declared by the FuncDecl
// that holds c, or nil.
func (ps *pass) enclosingFunc(c inspector.Cursor) *types.Func {
	for e := range c.Enclosing((*ast.FuncDecl)(nil)) {
		fn, _ := ps.TypesInfo.Defs[e.Node().(*ast.FuncDecl).Name].(*types.Func)
		return fn
	}
	return nil
}

// isGoURNParse reports whether call is a go-urn parse that returns an
// error: the Parse of a Machine, as gourn.NewMachine(...).Parse(b).
func (ps *pass) isGoURNParse(call *ast.CallExpr) bool {
	fn := ps.callee(call)
	if fn == nil || fn.Name() != "Parse" || fn.Pkg() == nil || fn.Pkg().Path() != GoURNPath {
		return false
	}
	return fn.Signature().Recv() != nil
}

// errorEscapes returns how the error that call returns, as its last
// result, reaches the callers of the function that makes the call
// ("returned", "wrapped", "given to panic", "logged" or "passed on"), or "" when
// it is only compared with nil, given to errors.Is or errors.As, or
// dropped.
func (ps *pass) errorEscapes(call *ast.CallExpr, c inspector.Cursor) string {
	sig, ok := under(ps.typeOf(call.Fun)).(*types.Signature)
	if !ok || sig.Results().Len() == 0 || !isErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return ""
	}
	parent := c.Parent()
	switch p := parent.Node().(type) {
	case *ast.ReturnStmt:
		return "returned"
	case *ast.AssignStmt:
		if len(p.Rhs) != 1 || len(p.Lhs) != sig.Results().Len() {
			return ""
		}
		id, ok := p.Lhs[len(p.Lhs)-1].(*ast.Ident)
		if !ok || id.Name == "_" {
			return ""
		}
		v, _ := ps.TypesInfo.ObjectOf(id).(*types.Var)
		if v == nil {
			return ""
		}
		fn, ok := enclosingBody(c)
		if !ok {
			return ""
		}
		if isResult(fn.Node(), v) {
			return "returned" // a named result
		}
		return ps.varEscapes(v, fn, p)
	}
	return ""
}

// isResult reports whether v is a named result of the function fn, a
// FuncDecl or a FuncLit.
func isResult(fn ast.Node, v *types.Var) bool {
	var ft *ast.FuncType
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		ft = fn.Type
	case *ast.FuncLit:
		ft = fn.Type
	}
	return ft != nil && ft.Results != nil && ft.Results.Pos() <= v.Pos() && v.Pos() < ft.Results.End()
}

// enclosingBody returns the cursor of the innermost function body, of a
// FuncDecl or a FuncLit, that holds c.
func enclosingBody(c inspector.Cursor) (inspector.Cursor, bool) {
	for e := range c.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		return e, true
	}
	return inspector.Cursor{}, false
}

// varEscapes returns how the error variable v, set by the assignment
// from, reaches the callers of the function body fn, or "".
func (ps *pass) varEscapes(v *types.Var, fn inspector.Cursor, from *ast.AssignStmt) string {
	for c := range fn.Preorder((*ast.Ident)(nil)) {
		id := c.Node().(*ast.Ident)
		if ps.TypesInfo.Uses[id] != v || id.Pos() < from.End() {
			continue
		}
		if how := ps.errorUse(id, c); how != "" {
			return how
		}
	}
	return ""
}

// errorUse returns how the use id of an error passes it on, or "" when
// it only tests it.
func (ps *pass) errorUse(id *ast.Ident, c inspector.Cursor) string {
	parent := c.Parent()
	switch p := parent.Node().(type) {
	case *ast.BinaryExpr:
		if p.Op == token.EQL || p.Op == token.NEQ {
			return ""
		}
	case *ast.AssignStmt:
		for _, l := range p.Lhs {
			if l == id {
				return "" // assigned, not read
			}
		}
	case *ast.CallExpr:
		fn := ps.callee(p)
		switch {
		case funcOf(fn, "errors", "Is", "As"):
			return ""
		case funcOf(fn, "fmt", "Errorf"), funcOf(fn, "errors", "Join"):
			return "wrapped"
		case fn != nil && fn.Pkg() != nil && (fn.Pkg().Path() == "log" || fn.Pkg().Path() == "log/slog" || fn.Pkg().Path() == "fmt"):
			return "logged"
		}
		if b, ok := ps.TypesInfo.Uses[identOf(p.Fun)].(*types.Builtin); ok && b.Name() == "panic" {
			return "given to panic"
		}
	}
	for e := range c.Enclosing((*ast.ReturnStmt)(nil), (*ast.FuncLit)(nil)) {
		if _, ok := e.Node().(*ast.ReturnStmt); ok {
			return "returned"
		}
		break
	}
	return "passed on"
}

// isErrorType reports whether t is the predeclared error.
func isErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// nilResults holds, for each field and method of go-urn's URN that
// panicked on a nil *URN, what it gives on the zero urn.URN.
var nilResults = map[string]string{
	"ID":          "NID() returns \"\"",
	"SS":          "NSS() returns \"\"",
	"String":      "String returns \"\"",
	"Normalize":   "Normalize returns the zero URN",
	"Equal":       "Equal reports whether the other URN is the zero URN too",
	"RComponent":  "RComponent returns \"\"",
	"QComponent":  "QComponent returns \"\"",
	"FComponent":  "FComponent returns \"\"",
	"MarshalJSON": "it encodes as \"\"",
}

// nilUse returns the name of the field or method of go-urn's URN that
// sel reads or calls on a *gourn.URN that can be nil there, or "".
func (ps *pass) nilUse(sel *ast.SelectorExpr, c inspector.Cursor) string {
	if name, ptr := namedGoURN(ps.typeOf(sel.X)); name != "URN" || !ptr {
		return ""
	}
	s, ok := ps.TypesInfo.Selections[sel]
	if !ok {
		return ""
	}
	what := s.Obj().Name()
	if _, ok := nilResults[what]; !ok {
		return ""
	}
	if s.Kind() == types.FieldVal {
		if p, ok := c.Parent().Node().(*ast.AssignStmt); ok {
			for _, l := range p.Lhs {
				if l == sel {
					return "" // a write, reported on its own
				}
			}
		}
	}
	if !ps.canBeNil(sel.X) || ps.guarded(sel.X, c) {
		return ""
	}
	return what
}

// canBeNil reports whether the *gourn.URN e can be nil where nothing
// tests it: a field, a parameter, a variable of the package, an element,
// the result of one of the package's functions, or a local variable
// declared without a value. A local variable set from a parse or from
// go-urn's methods is left out, as is a URN taken from a literal.
func (ps *pass) canBeNil(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		if s, ok := ps.TypesInfo.Selections[e]; ok {
			return s.Kind() == types.FieldVal
		}
		_, isVar := ps.TypesInfo.Uses[e.Sel].(*types.Var)
		return isVar
	case *ast.IndexExpr:
		return true
	case *ast.CallExpr:
		fn := ps.callee(e)
		return fn != nil && fn.Pkg() == ps.Pkg
	case *ast.Ident:
		v, ok := ps.TypesInfo.Uses[e].(*types.Var)
		if !ok {
			return false
		}
		if v.Parent() == ps.Pkg.Scope() {
			return true
		}
		for _, f := range ps.Files {
			if f.Pos() <= v.Pos() && v.Pos() < f.End() {
				return ps.declaredNilable(f, v) || ps.setByNilableCall(f, v)
			}
		}
	}
	return false
}

// declaredNilable reports whether the variable v, declared in f, is a
// parameter of an exported function or method, or of a function literal,
// which callers in other packages or out of sight may give nil; a
// parameter of an unexported function that a call in the package gives
// nil or a *URN that can be nil; or a variable declared without a value.
func (ps *pass) declaredNilable(f *ast.File, v *types.Var) bool {
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if found || n == nil || n.Pos() > v.Pos() || n.End() <= v.Pos() {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			if n.Type.Params != nil && n.Type.Params.Pos() <= v.Pos() && v.Pos() < n.Type.Params.End() {
				found = true
			}
		case *ast.FuncDecl:
			if !n.Name.IsExported() {
				found = ps.nilArgs[v]
				return !found
			}
			if n.Type.Params != nil && n.Type.Params.Pos() <= v.Pos() && v.Pos() < n.Type.Params.End() {
				found = true
			}
		case *ast.ValueSpec:
			if len(n.Values) == 0 {
				found = true
			}
			return false
		}
		return !found
	})
	return found
}

// setByNilableCall reports whether the local variable v, declared in f,
// is set where it is declared by a call of one of the package's functions
// that may return a nil *gourn.URN as its first result.
func (ps *pass) setByNilableCall(f *ast.File, v *types.Var) bool {
	call, _ := ast.Unparen(ps.declValue(f, v)).(*ast.CallExpr)
	if call == nil {
		return false
	}
	fn := ps.callee(call)
	return fn != nil && fn.Pkg() == ps.Pkg && ps.mayReturnNil(fn)
}

// mayReturnNil reports whether the package's function fn may return a
// nil *gourn.URN as its first result: a return statement gives nil, a
// *gourn.URN that can be nil there, or the result of a call of a function
// that may.
func (ps *pass) mayReturnNil(fn *types.Func) bool {
	if v, ok := ps.returnsNil[fn]; ok {
		return v
	}
	ps.returnsNil[fn] = false // a recursive call adds nothing
	var body *ast.BlockStmt
	for _, f := range ps.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && ps.TypesInfo.Defs[fd.Name] == fn {
				body = fd.Body
			}
		}
	}
	if body == nil {
		return false
	}
	root, ok := ps.ins.Root().FindNode(body)
	if !ok {
		return false
	}
	found := false
	for c := range root.Preorder((*ast.ReturnStmt)(nil)) {
		if found {
			break
		}
		if e, ok := enclosingBody(c); ok && e.Node() != root.Parent().Node() {
			continue // a return of a function literal
		}
		rs := c.Node().(*ast.ReturnStmt)
		if len(rs.Results) == 0 {
			continue
		}
		r := ast.Unparen(rs.Results[0])
		if name, ptr := namedGoURN(ps.typeOf(r)); ps.isNil(r) || name == "URN" && ptr && ps.canBeNil(r) && !ps.guarded(r, c) {
			found = true
		}
		if rc, ok := r.(*ast.CallExpr); ok {
			if g := ps.callee(rc); g != nil && g.Pkg() == ps.Pkg && g != fn && ps.mayReturnNil(g) {
				found = true
			}
		}
	}
	ps.returnsNil[fn] = found
	return found
}

// guarded reports whether a test that e is not nil holds wherever c is
// reached: c is the right operand of "e != nil && ...", in the body of
// "if e != nil", or after "if e == nil { return }".
func (ps *pass) guarded(e ast.Expr, c inspector.Cursor) bool {
	text := ps.src(e)
	child := c
	for p := c.Parent(); p.Valid(); child, p = p, p.Parent() {
		switch n := p.Node().(type) {
		case *ast.BinaryExpr:
			if n.Op == token.LAND && child.Node() == n.Y && ps.tests(n.X, text, token.NEQ, token.LAND) {
				return true
			}
		case *ast.IfStmt:
			if child.Node() == n.Body && ps.tests(n.Cond, text, token.NEQ, token.LAND) {
				return true
			}
		case *ast.BlockStmt:
			for _, st := range n.List {
				if st == child.Node() {
					break
				}
				if is, ok := st.(*ast.IfStmt); ok && is.Else == nil && ps.tests(is.Cond, text, token.EQL, token.LOR) && leaves(is.Body) {
					return true
				}
			}
		case *ast.FuncDecl, *ast.FuncLit:
			return false
		}
	}
	return false
}

// tests reports whether cond is "text op nil", or holds it as an operand
// of join (&& for a test that holds, || for one that leaves).
func (ps *pass) tests(cond ast.Expr, text string, op, join token.Token) bool {
	switch b := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		if b.Op == join {
			return ps.tests(b.X, text, op, join) || ps.tests(b.Y, text, op, join)
		}
		if b.Op != op {
			return false
		}
		x, y := b.X, b.Y
		if ps.isNil(x) {
			x, y = y, x
		}
		return ps.isNil(y) && ps.src(x) == text
	}
	return false
}

// isNil reports whether e is the predeclared nil.
func (ps *pass) isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	_, isNil := ps.TypesInfo.Uses[id].(*types.Nil)
	return isNil
}

// leaves reports whether the block ends by leaving the function: a
// return or a call of panic.
func leaves(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	switch s := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		if call, ok := s.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}

// nilNote returns the note on a nil site whose field or method is what.
func nilNote(what string) string {
	return fmt.Sprintf("this %s panicked on a nil *URN; on the zero urn.URN, which stands for no URN after the migration, %s without a word, so that the program goes on where it crashed: make sure a URN is always set here, or test IsValid first (MIGRATING.md#%s)", kindOf(what), nilResults[what], secNilURN)
}

// kindOf says whether what is a field or a method of go-urn's URN.
func kindOf(what string) string {
	if what == "ID" || what == "SS" {
		return "read of " + what
	}
	return "call of " + what
}

// nilCallNote returns the note on a call of fn, which holds a nil site.
func nilCallNote(fn *types.Func) string {
	return fmt.Sprintf("%s panicked where a *URN it reads was nil (noted in %s, or in a function it calls); after the migration it goes on with the zero urn.URN there, and so does this call (MIGRATING.md#%s)", fn.Name(), fn.Name(), secNilURN)
}

// errNote returns the note on a parse whose error reaches callers.
func errNote(how string) string {
	return fmt.Sprintf("its error is %s here and reaches callers, with urnkit's text (urn: invalid NSS in ... at offset 13: ...) in place of go-urn's (expecting the specific string ... [col 13]) (MIGRATING.md#%s)", how, secErrorText)
}

// errCallNote returns the note on a call of fn whose parse error is
// passed on.
func errCallNote(fn *types.Func, how string) string {
	return fmt.Sprintf("the error of %s, a parse error of urnkit's after the migration, with other text than go-urn's, is %s here and reaches callers (MIGRATING.md#%s)", fn.Name(), how, secErrorText)
}
