package migrate

import (
	"go/ast"
	"go/types"
	"strings"
)

// call rewrites or reports a call of go-urn's functions and methods, and
// rewrites or reports the calls of other packages that a migration
// changes: JSON decoding into a go-urn type, reflection, printing its
// type or pointer, testify's Nil and NotNil, sync.Map keyed by a *URN,
// and the functions of slices and maps that compare *URN pointers.
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
		text, msg, note, ok := fs.parseCall(call, stack)
		if ok {
			fs.fix(call, msg, text)
			fs.noteLast(note)
			if how := fs.changes.errSites[call]; how != "" {
				fs.noteLast(errNote(how))
			}
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
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		fs.methodCall(call, sel, stack)
	}
	if fn := fs.changes.nilCalls[call]; fn != nil {
		fs.fixEdits(call, "a call of "+fn.Name())
		fs.noteLast(nilCallNote(fn))
	}
	if how := fs.changes.errCalls[call]; how != "" {
		fn := fs.callee(call)
		fs.fixEdits(call, "a call of "+fn.Name()+", which parses with urnkit after the migration")
		fs.noteLast(errCallNote(fn, how))
	}
	fs.jsonDecode(call)
	fs.reflected(call)
	fs.printed(call)
	fs.assertion(call)
	fs.syncMapKey(call)
	fs.genericEqual(call)
}

// The syntaxes that parser names.
const (
	syntax2141    = "RFC 2141, go-urn's default mode"
	syntax8141    = "RFC 8141"
	syntaxMachine = "the Parser's syntax"
)

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
		return q + ".Parser{Syntax: " + q + ".RFC2141}", syntax2141, true
	case "RFC8141Only":
		if forFunc {
			return q, syntax8141, true
		}
		return q + ".Parser{}", syntax8141, true
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
func (fs *fileState) parseCall(call *ast.CallExpr, stack []ast.Node) (text, msg, note string, ok bool) {
	fun := ast.Unparen(call.Fun)
	var recv string
	syntax := syntaxMachine
	switch {
	case fs.isGoURNName(fun, "Parse"):
		if len(call.Args) == 0 {
			return "", "", "", false
		}
		if recv, syntax, ok = fs.parser(call.Args[1:], call, true); !ok {
			return "", "", "", false
		}
	default:
		sel, ok := fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Parse" || len(call.Args) != 1 {
			return "", "", "", false
		}
		if mk, ok := ast.Unparen(sel.X).(*ast.CallExpr); ok && fs.isGoURNName(mk.Fun, "NewMachine") {
			var ok bool
			if recv, syntax, ok = fs.parser(mk.Args, mk, true); !ok {
				fs.handled[mk] = true
				return "", "", "", false
			}
		} else if name, _ := namedGoURN(fs.typeOf(sel.X)); name == "Machine" {
			recv = fs.src(sel.X)
		} else {
			return "", "", "", false
		}
	}
	if strings.HasSuffix(recv, "}") && inHeader(stack) {
		recv = "(" + recv + ")"
	}
	return recv + ".Parse(" + fs.bytesArg(call.Args[0]) + ")", "parse with urnkit in " + syntax, fs.notes[syntax], true
}
