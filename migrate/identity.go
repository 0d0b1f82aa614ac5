package migrate

import (
	"go/ast"
	"go/token"
	"go/types"
)

// The comparisons by identity that a type parameter, a switch or an
// interface hides: a *gourn.URN compared there was compared as a
// pointer, equal only to the same parse, and its urn.URN is compared as
// a value, equal to any URN of the same text.

// instances reports each instantiation, in the file, of a type parameter
// whose constraint is comparable with a type that holds a *gourn.URN: the
// generic function or type may compare such values with == or key a map
// by them. The functions of slices and maps that genericEqual reports are
// left to it.
func (fs *fileState) instances() {
	for id, inst := range fs.TypesInfo.Instances {
		if id.Pos() < fs.file.Pos() || id.Pos() > fs.file.End() {
			continue
		}
		var tparams *types.TypeParamList
		switch obj := fs.TypesInfo.Uses[id].(type) {
		case *types.Func:
			if funcOf(obj, "slices", "Contains", "Index", "Equal", "Compact") || funcOf(obj, "maps", "Equal") {
				continue
			}
			tparams = obj.Origin().Signature().TypeParams()
		case *types.TypeName:
			if n, ok := obj.Type().(*types.Named); ok {
				tparams = n.Origin().TypeParams()
			}
		}
		for i := range inst.TypeArgs.Len() {
			if tparams == nil || i >= tparams.Len() {
				break
			}
			tp, arg := tparams.At(i), inst.TypeArgs.At(i)
			iface, ok := tp.Constraint().Underlying().(*types.Interface)
			if !ok || !iface.IsComparable() || !holdsURNPtr(arg) {
				continue
			}
			what := "*URN"
			if name, ptr := namedGoURN(arg); name != "URN" || !ptr {
				what = types.TypeString(arg, (*types.Package).Name) + " (which holds a *URN)"
			}
			fs.report(id, secIdentity, "%s instantiates comparable %s with %s: it may compare with == or key a map by pointers, equal only for the same parse; after the migration by urn.URN values, equal for the same text: compare with Equal, or keep an identity of your own", id.Name, tp.Obj().Name(), what)
		}
	}
}

// switchCases reports the cases of a switch on a value that holds a
// *gourn.URN: each case compared pointers.
func (fs *fileState) switchCases(sw *ast.SwitchStmt) {
	if sw.Tag == nil || !holdsURNPtr(fs.typeOf(sw.Tag)) {
		return
	}
	for _, st := range sw.Body.List {
		cc, ok := st.(*ast.CaseClause)
		if !ok {
			continue
		}
		for _, e := range cc.List {
			if !fs.isNil(e) {
				fs.report(e, secIdentity, "this case compares *URN pointers, which are equal only for the same parse; after the migration it compares urn.URN values, equal for the same text: test Equal in a case of a switch without a tag")
			}
		}
	}
}

// isInterface reports whether t is an interface type that a *gourn.URN
// can be stored in.
func isInterface(t types.Type) bool {
	iface, ok := under(t).(*types.Interface)
	if !ok {
		return false
	}
	for i := range iface.NumMethods() {
		switch iface.Method(i).Name() {
		case "String", "Equal", "Normalize", "IsSCIM", "SCIM", "RFC", "FComponent", "QComponent", "RComponent", "MarshalJSON", "UnmarshalJSON":
		default:
			return false // a method that *gourn.URN does not have
		}
	}
	return iface.IsMethodSet()
}

// boxedURN reports whether e is the conversion of a value that holds a
// *gourn.URN to an interface type.
func (fs *fileState) boxedURN(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	tv, ok := fs.TypesInfo.Types[call.Fun]
	return ok && tv.IsType() && isInterface(tv.Type) && holdsURNPtr(fs.typeOf(call.Args[0]))
}

// comparesInterfaces reports whether the package compares values of an
// interface type that can hold a *gourn.URN, or keys a map by them: a
// *URN converted to such an interface may meet the comparison.
func (ps *pass) comparesInterfaces() bool {
	typeOf, isNil := ps.typeOf, ps.isNil
	for cur := range ps.ins.Root().Preorder((*ast.BinaryExpr)(nil), (*ast.SwitchStmt)(nil), (*ast.MapType)(nil), (*ast.IndexExpr)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.BinaryExpr:
			if (n.Op == token.EQL || n.Op == token.NEQ) && !isNil(n.X) && !isNil(n.Y) &&
				(isInterface(typeOf(n.X)) || isInterface(typeOf(n.Y))) {
				return true
			}
		case *ast.SwitchStmt:
			if n.Tag != nil && isInterface(typeOf(n.Tag)) {
				return true
			}
		case *ast.MapType:
			if isInterface(typeOf(n.Key)) {
				return true
			}
		case *ast.IndexExpr:
			if m, ok := under(typeOf(n.X)).(*types.Map); ok && isInterface(m.Key()) {
				return true
			}
		}
	}
	for _, inst := range ps.TypesInfo.Instances {
		for i := range inst.TypeArgs.Len() {
			if isInterface(inst.TypeArgs.At(i)) {
				return true
			}
		}
	}
	return false
}

// printers are the packages whose functions take interface values to
// print or encode them, and compare none.
var printers = map[string]bool{
	"fmt": true, "log": true, "log/slog": true, "testing": true, "errors": true,
	"encoding/json": true, "encoding/xml": true, "text/template": true, "html/template": true,
	"reflect":                            true, // reported by reflected
	"sync":                               true, // its Map's keys are reported by syncMapKey
	"github.com/stretchr/testify/assert": true, "github.com/stretchr/testify/require": true,
}

// boxed reports e, a value that holds a *gourn.URN, where the innermost
// node of stack gives it to an interface type, in a package that compares
// such interfaces: the comparison cannot be followed from here, and it
// compared pointers.
func (fs *fileState) boxed(e ast.Expr, stack []ast.Node) {
	if !fs.ifaceCompared || len(stack) < 2 || !holdsURNPtr(fs.typeOf(e)) {
		return
	}
	if tv := fs.TypesInfo.Types[e]; tv.IsType() {
		return
	}
	explicit := false
	if call, ok := stack[len(stack)-2].(*ast.CallExpr); ok {
		if fn := fs.callee(call); fn != nil && fn.Pkg() != nil && printers[fn.Pkg().Path()] {
			return
		}
		if tv, ok := fs.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
			explicit = isInterface(tv.Type)
		}
	}
	if !explicit && !isInterface(fs.expectedType(stack)) {
		return
	}
	fs.report(e, secIdentity, "a *URN converted to an interface, in a package that compares such interfaces or keys maps by them: as a pointer it was equal only to the same parse, and as a urn.URN value it is equal to any URN of the same text; follow where it goes")
}
