package migrate

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// star rewrites *gourn.URN (a type) to urn.URN, and *u (u a *gourn.URN)
// to u. An assignment through the pointer is reported: it changed the URN
// that every holder of the pointer sees, where assigning a urn.URN changes
// one variable.
func (fs *fileState) star(st *ast.StarExpr, stack []ast.Node) {
	if tv, ok := fs.TypesInfo.Types[st]; ok && tv.IsType() {
		if fs.isGoURNName(st.X, "URN") {
			fs.fix(st, "a urn.URN is a value: the zero URN stands for no URN", fs.qual+".URN")
			fs.noteLast(fs.apiNote(stack, "go-urn's *"+fs.pkgName.Name()+".URN", fs.qual+".URN"))
			fs.markTree(st)
		}
		return
	}
	if !fs.isURNPtr(st.X) {
		return
	}
	if written(st, stack) {
		fs.report(st, secValue, "an assignment through a *URN changed the URN that every copy of the pointer sees; a urn.URN is a value, so assign the new URN to each variable and field that must see it")
		fs.markTree(st)
		return
	}
	fs.fix(st, "a urn.URN is a value", fs.src(st.X))
	fs.handled[st] = true
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

// binary rewrites u == nil and u != nil (u a *gourn.URN), and reports
// the other comparisons of values that hold a *gourn.URN: they compared
// pointers, and compare URNs by value after the migration.
func (fs *fileState) binary(b *ast.BinaryExpr) {
	if b.Op != token.EQL && b.Op != token.NEQ {
		return
	}
	x, y := b.X, b.Y
	if fs.isNil(x) {
		x, y = y, x
	}
	if !fs.isNil(y) {
		switch {
		case holdsURNPtr(fs.typeOf(b.X)) || holdsURNPtr(fs.typeOf(b.Y)):
			fs.report(b, secIdentity, "%s compares *URN pointers, which are equal only for the same parse; after the migration it compares urn.URN values, equal for the same text: compare with Equal for equivalence, or keep an identity of your own", b.Op)
		case fs.boxedURN(b.X) || fs.boxedURN(b.Y):
			fs.report(b, secIdentity, "%s compares *URN pointers held in interfaces, which are equal only for the same parse; after the migration it compares urn.URN values, equal for the same text: compare with Equal for equivalence, or keep an identity of your own", b.Op)
			fs.markTree(b)
		}
		return
	}
	if !fs.isURNPtr(x) {
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

// holdsURNPtr reports whether comparing two values of type t compares
// *gourn.URN pointers: t is such a pointer, or a struct or array that
// holds one.
func holdsURNPtr(t types.Type) bool {
	if name, ptr := namedGoURN(t); name == "URN" && ptr {
		return true
	}
	switch u := under(t).(type) {
	case *types.Struct:
		for i := range u.NumFields() {
			if holdsURNPtr(u.Field(i).Type()) {
				return true
			}
		}
	case *types.Array:
		return holdsURNPtr(u.Elem())
	}
	return false
}

// mapType reports a map whose keys hold a *gourn.URN: the keys were
// pointers, and become URN values, so that keys parsed apart from the
// same text, distinct before, are one key after.
func (fs *fileState) mapType(mt *ast.MapType) {
	if holdsURNPtr(fs.typeOf(mt.Key)) {
		fs.report(mt, secIdentity, "a map keyed by *URN pointers: each parse was a key of its own; keyed by urn.URN values, URNs of the same text are one key: key by u.Key() for equivalence, or keep an identity of your own")
	}
}

// mapIndex reports a *gourn.URN used as the key of a map whose keys are
// interfaces: it was compared as a pointer, and is compared as a value
// after the migration.
func (fs *fileState) mapIndex(ix *ast.IndexExpr) {
	if tv := fs.TypesInfo.Types[ix.X]; tv.IsType() {
		return // an instantiation, Set[*gourn.URN]
	}
	m, ok := under(fs.typeOf(ix.X)).(*types.Map)
	if !ok || !types.IsInterface(m.Key()) || !holdsURNPtr(fs.typeOf(ix.Index)) {
		return
	}
	fs.report(ix.Index, secIdentity, "a *URN used as the key of a map of interface keys was a key by pointer; a urn.URN is a key by value, so URNs of the same text become one key")
}

// genericEqual reports the functions of packages slices and maps that
// compare elements with == given elements that hold a *gourn.URN: they
// compared pointers, and compare URN values after the migration.
func (fs *fileState) genericEqual(call *ast.CallExpr) {
	fn := fs.callee(call)
	if !funcOf(fn, "slices", "Contains", "Index", "Equal", "Compact") && !funcOf(fn, "maps", "Equal") {
		return
	}
	for _, a := range call.Args {
		var elem types.Type
		switch u := under(fs.typeOf(a)).(type) {
		case *types.Slice:
			elem = u.Elem()
		case *types.Map:
			elem = u.Elem()
		}
		if holdsURNPtr(elem) || holdsURNPtr(fs.typeOf(a)) {
			fs.report(call, secIdentity, "%s.%s compares *URN pointers here; after the migration it compares urn.URN values, equal for the same text: use %sFunc with Equal for equivalence", fn.Pkg().Name(), fn.Name(), fn.Name())
			return
		}
	}
}

// syncMapKey reports a *gourn.URN given as the key of a sync.Map, or as
// the old value of its CompareAndSwap and CompareAndDelete: they were
// compared as pointers, and are compared as values after the migration.
func (fs *fileState) syncMapKey(call *ast.CallExpr) {
	fn := fs.callee(call)
	if !funcOf(fn, "sync", "Store", "Load", "LoadOrStore", "LoadAndDelete", "Delete", "Swap", "CompareAndSwap", "CompareAndDelete") ||
		fn.Signature().Recv() == nil || len(call.Args) == 0 {
		return
	}
	args := call.Args[:1]
	if fn.Name() == "CompareAndSwap" || fn.Name() == "CompareAndDelete" {
		args = call.Args[:min(2, len(call.Args))]
	}
	for _, a := range args {
		if holdsURNPtr(fs.typeOf(a)) {
			fs.report(a, secIdentity, "sync.Map.%s compares this *URN as a pointer; after the migration it compares a urn.URN by value, so URNs of the same text are one key", fn.Name())
		}
	}
}

// ident rewrites nil where it stands for a *gourn.URN, and reports a
// variable that stays a go-urn URN where a URN of the rewritten code is
// expected: it fails to build there until the two are rewritten together.
func (fs *fileState) ident(id *ast.Ident, stack []ast.Node) {
	if !fs.isNil(id) {
		if _, ok := fs.TypesInfo.Uses[id].(*types.Var); !ok {
			return
		}
		if name, _ := namedGoURN(fs.expectedType(stack)); name == "URN" {
			if what := fs.staysGoURN(id); what != "" {
				fs.report(id, secParts, "%s stays a go-urn URN after the rewrite, since the go-urn %s that sets it is left for a person, and here it goes where a urn.URN is expected: this line fails to build until the two are rewritten together", id.Name, what)
			}
		}
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
	case *ast.SendStmt:
		if p.Value == e {
			if ch, ok := under(fs.typeOf(p.Chan)).(*types.Chan); ok {
				return ch.Elem()
			}
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
	case *ast.CaseClause:
		if index(p.List) >= 0 && len(stack) >= 4 {
			if sw, ok := stack[len(stack)-4].(*ast.SwitchStmt); ok && sw.Tag != nil {
				return fs.typeOf(sw.Tag)
			}
		}
	case *ast.KeyValueExpr:
		if len(stack) < 3 {
			return nil
		}
		lit, ok := stack[len(stack)-3].(*ast.CompositeLit)
		if !ok {
			return nil
		}
		if p.Key == e {
			if m, ok := under(fs.typeOf(lit)).(*types.Map); ok {
				return m.Key()
			}
			return nil
		}
		if p.Value != e {
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
		fs.qualified(sel, obj, stack)
		return
	}
	if what := fs.changes.nilSites[sel]; what != "" && what != "ID" && what != "SS" {
		fs.fixEdits(sel, "urnkit's "+what+" in place of go-urn's")
		fs.noteLast(nilNote(what))
		return
	}
	switch f := fs.goURNField(sel); f {
	case "ID", "SS":
		if written(sel, stack) {
			if what := fs.staysGoURN(sel.X); what != "" {
				fs.report(sel, secParts, "this assigns %s of a go-urn URN, and %s stays one after the rewrite, since the go-urn %s that sets it is left for a person: rewrite the two together, building the NSS as a string and then the URN once with urn.New or Parser.New", f, fs.src(sel.X), what)
				return
			}
			fs.report(sel, secParts, "a urn.URN cannot be changed in place: build a new one with Parser.New (or urn.New) from NID() and NSS(), or change the NSS with WithNSS")
			return
		}
		method := "NID"
		if f == "SS" {
			method = "NSS"
		}
		fs.fix(sel, "read the "+method+" with its method", fs.src(sel.X)+"."+method+"()")
		if fs.changes.nilSites[sel] != "" {
			fs.noteLast(nilNote(f))
		}
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
func (fs *fileState) qualified(sel *ast.SelectorExpr, obj types.Object, stack []ast.Node) {
	switch obj.Name() {
	case "URN", "URN8141":
		fs.fix(sel, "a urn.URN holds any URN", fs.qual+".URN")
		if tv, ok := fs.TypesInfo.Types[sel]; ok && tv.IsType() {
			fs.noteLast(fs.apiNote(stack, "go-urn's "+fs.pkgName.Name()+"."+obj.Name(), fs.qual+".URN"))
		}
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

// field rewrites the omitempty option of the JSON tag of a *gourn.URN
// field to omitzero: omitempty omits a nil pointer but never a struct
// value such as urn.URN, while omitzero omits the zero URN (Go 1.24). The
// same option under another key (xml, yaml, ...) is reported, since
// those encoders have no omitzero of their own. An embedded URN is
// reported: urnkit's URN brings other methods to the struct.
func (fs *fileState) field(f *ast.Field, stack []ast.Node) {
	if _, ok := stack[len(stack)-2].(*ast.FieldList); !ok || len(stack) < 3 {
		return
	}
	if _, ok := stack[len(stack)-3].(*ast.StructType); !ok {
		return
	}
	name, ptr := namedGoURN(fs.typeOf(f.Type))
	if name != "URN" && name != "URN8141" {
		return
	}
	if fs.rfc2141Field(f) {
		star := ""
		if ptr {
			star = "*"
		}
		fs.noteLast(fs.apiNote(append(stack[:len(stack):len(stack)], f.Type), "go-urn's "+star+fs.pkgName.Name()+"."+name, fs.qual+".RFC2141URN"))
	}
	if len(f.Names) == 0 {
		fs.report(f.Type, secEmbed, "an embedded urn.URN promotes methods that go-urn's URN does not have to the struct: MarshalText and UnmarshalText, so encoding/xml and YAML encoders write the whole struct as the URN's text (as encoding/json did already through go-urn's MarshalJSON), and Scan and Value, so database/sql stores the whole struct as the URN; give the field a name to keep the struct's encoding")
	}
	if !ptr || name != "URN" || f.Tag == nil {
		return
	}
	tag, err := strconv.Unquote(f.Tag.Value)
	if err != nil {
		return
	}
	st := reflect.StructTag(tag)
	if v, ok := st.Lookup("json"); ok {
		opts := strings.Split(v, ",")
		if i := slices.Index(opts[1:], "omitempty"); i >= 0 {
			opts = slices.Delete(opts, i+1, i+2)
			if !slices.Contains(opts[1:], "omitzero") {
				opts = slices.Insert(opts, i+1, "omitzero")
			}
			tag = strings.Replace(tag, `json:"`+v+`"`, `json:"`+strings.Join(opts, ",")+`"`, 1)
			text := strconv.Quote(tag)
			if strings.HasPrefix(f.Tag.Value, "`") && !strings.Contains(tag, "`") {
				text = "`" + tag + "`"
			}
			fs.fix(f.Tag, "omitempty never omits a urn.URN, a struct value; omitzero omits the zero URN, as omitempty omitted a nil *URN", text)
		}
	}
	for _, key := range []string{"xml", "yaml", "toml", "bson", "msgpack", "mapstructure", "protobuf"} {
		if v, ok := st.Lookup(key); ok && slices.Contains(strings.Split(v, ",")[1:], "omitempty") {
			fs.report(f.Tag, secValue, "%s's omitempty omitted a nil *URN but does not omit a urn.URN, a struct value: the absent URN is written as \"\"; make the field a *urn.URN, or implement the encoder's own zero check", key)
		}
	}
}

// assertion rewrites testify's Nil and NotNil on a *gourn.URN, which can
// never fail on a urn.URN value, to False and True of its IsValid.
func (fs *fileState) assertion(call *ast.CallExpr) {
	fn := fs.callee(call)
	var arg int
	switch {
	case funcOf(fn, "github.com/stretchr/testify/assert", "Nil", "NotNil"),
		funcOf(fn, "github.com/stretchr/testify/require", "Nil", "NotNil"):
		if fn.Signature().Recv() == nil {
			arg = 1
		}
	default:
		return
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) <= arg || !fs.isURNPtr(call.Args[arg]) {
		return
	}
	e := call.Args[arg]
	with := "True"
	if fn.Name() == "Nil" {
		with = "False"
	}
	edits := []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte(with)}}
	switch ast.Unparen(e).(type) {
	case *ast.Ident, *ast.SelectorExpr, *ast.CallExpr, *ast.IndexExpr:
		edits = append(edits, analysis.TextEdit{Pos: e.End(), End: e.End(), NewText: []byte(".IsValid()")})
	default:
		edits = append(edits,
			analysis.TextEdit{Pos: e.Pos(), End: e.Pos(), NewText: []byte("(")},
			analysis.TextEdit{Pos: e.End(), End: e.End(), NewText: []byte(").IsValid()")})
	}
	fs.fixEdits(call, fn.Name()+" on a urn.URN value can never fail: test IsValid instead", edits...)
	fs.handled[sel] = true
}

// apiNote returns the note on a rewrite of the type from, at the
// innermost node of stack, when the type is part of the package's
// exported API: the signature of an exported function or method, an
// exported field or method of an exported type, an exported type, or an
// exported variable. Other packages that use it then break. It returns ""
// elsewhere, in a main package and in a test file.
func (fs *fileState) apiNote(stack []ast.Node, from, to string) string {
	if fs.Pkg.Name() == "main" || strings.HasSuffix(fs.Fset.File(fs.file.Pos()).Name(), "_test.go") {
		return ""
	}
	field := ""
	for i := len(stack) - 1; i >= 1; i-- {
		switch n := stack[i].(type) {
		case *ast.Field:
			if len(n.Names) == 0 || i < 2 {
				continue
			}
			switch stack[i-2].(type) {
			case *ast.StructType, *ast.InterfaceType:
				exported := ""
				for _, id := range n.Names {
					if id.IsExported() {
						exported = id.Name
						break
					}
				}
				if exported == "" {
					return ""
				}
				if field == "" {
					field = exported
				}
			}
		case *ast.FuncDecl:
			if i+1 >= len(stack) || stack[i+1] != n.Type || !n.Name.IsExported() {
				return ""
			}
			what := "the exported function " + n.Name.Name
			if n.Recv != nil && len(n.Recv.List) == 1 {
				recv := recvTypeName(n.Recv.List[0].Type)
				if !ast.IsExported(recv) {
					return ""
				}
				what = "the exported method " + recv + "." + n.Name.Name
			}
			return apiChange(what, from, to)
		case *ast.FuncLit, *ast.BlockStmt:
			return ""
		case *ast.TypeSpec:
			if !n.Name.IsExported() {
				return ""
			}
			what := "the exported type " + n.Name.Name
			if field != "" {
				what = "the exported field or method " + n.Name.Name + "." + field
			}
			return apiChange(what, from, to)
		case *ast.ValueSpec:
			if _, ok := stack[0].(*ast.File); !ok || i != 2 {
				return "" // a local variable
			}
			for _, id := range n.Names {
				if id.IsExported() {
					return apiChange("the exported variable "+id.Name, from, to)
				}
			}
			return ""
		}
	}
	return ""
}

// apiChange returns the note on what, part of the exported API, whose
// type from becomes to.
func apiChange(what, from, to string) string {
	return what + " changes from " + from + " to urnkit's " + to + ": a breaking change of this package's API, after which the packages that import this one and use it no longer build until they are migrated too (MIGRATING.md#" + secExported + ")"
}

// recvTypeName returns the name of the type of a method's receiver.
func recvTypeName(e ast.Expr) string {
	for {
		switch t := e.(type) {
		case *ast.StarExpr:
			e = t.X
		case *ast.ParenExpr:
			e = t.X
		case *ast.IndexExpr:
			e = t.X
		case *ast.IndexListExpr:
			e = t.X
		case *ast.Ident:
			return t.Name
		default:
			return ""
		}
	}
}

// definition returns the expression that sets the local variable named
// by e where it is declared, "v := x" or "var v = x", or nil when e is
// not such a variable.
func (fs *fileState) definition(e ast.Expr) ast.Expr {
	id := identOf(e)
	if id == nil {
		return nil
	}
	v, ok := fs.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Parent() == fs.Pkg.Scope() {
		return nil
	}
	return fs.declValue(fs.file, v)
}

// declValue returns the expression that sets the variable v where f
// declares it, "v := x" or "var v = x", or nil.
func (ps *pass) declValue(f *ast.File, v *types.Var) ast.Expr {
	var def ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE && len(n.Lhs) >= 1 && len(n.Rhs) == 1 {
				if l, ok := n.Lhs[0].(*ast.Ident); ok && ps.TypesInfo.Defs[l] == v {
					def = n.Rhs[0]
				}
			}
		case *ast.ValueSpec:
			if len(n.Names) == 1 && len(n.Values) == 1 && ps.TypesInfo.Defs[n.Names[0]] == v {
				def = n.Values[0]
			}
		}
		return def == nil
	})
	return def
}

// parsed2141 reports whether e is a local variable set only by a parse
// in go-urn's default mode, RFC 2141, whose URNs have no components.
func (fs *fileState) parsed2141(e ast.Expr) bool {
	def := fs.definition(e)
	call, ok := ast.Unparen(def).(*ast.CallExpr)
	if !ok || fs.quietSyntax(call) != syntax2141 {
		return false
	}
	v := fs.TypesInfo.Uses[identOf(e)].(*types.Var)
	_, reads := fs.usesOf(v)
	return reads
}

// quietSyntax returns the syntax that the go-urn parse call parses, as
// parser names it, when it is go-urn's default mode or the options name
// one, or "" without reporting anything.
func (fs *fileState) quietSyntax(call *ast.CallExpr) string {
	var opts []ast.Expr
	switch fun := ast.Unparen(call.Fun); {
	case fs.isGoURNName(fun, "Parse"):
		opts = call.Args[1:]
	default:
		sel, ok := fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Parse" {
			return ""
		}
		mk, ok := ast.Unparen(sel.X).(*ast.CallExpr)
		if !ok || !fs.isGoURNName(mk.Fun, "NewMachine") {
			return ""
		}
		opts = mk.Args
	}
	for _, o := range opts {
		c, ok := ast.Unparen(o).(*ast.CallExpr)
		if !ok || !fs.isGoURNName(c.Fun, "WithParsingMode") || len(c.Args) != 1 {
			return ""
		}
		if obj := fs.goURNObj(c.Args[0]); obj == nil || obj.Name() != "RFC2141Only" && obj.Name() != "DefaultParsingMode" {
			return ""
		}
	}
	return syntax2141
}

// staysGoURN returns what sets the local variable e where it is
// declared, when the rewrite leaves that as it was, so that e stays a
// go-urn URN: "literal" for a go-urn URN literal, "parse" for a go-urn
// Parse whose mode is chosen at run time or is SCIM's. It returns ""
// otherwise.
func (fs *fileState) staysGoURN(e ast.Expr) string {
	def := ast.Unparen(fs.definition(e))
	if u, ok := def.(*ast.UnaryExpr); ok && u.Op == token.AND {
		def = ast.Unparen(u.X)
	}
	switch def := def.(type) {
	case *ast.CompositeLit:
		if name, _ := namedGoURN(fs.typeOf(def)); name == "URN" {
			return "literal"
		}
	case *ast.CallExpr:
		if !fs.isGoURNName(def.Fun, "Parse") {
			return ""
		}
		for _, o := range def.Args[1:] {
			c, ok := ast.Unparen(o).(*ast.CallExpr)
			if !ok || !fs.isGoURNName(c.Fun, "WithParsingMode") || len(c.Args) != 1 {
				return "parse"
			}
			switch obj := fs.goURNObj(c.Args[0]); {
			case obj == nil:
				return "parse"
			case obj.Name() != "RFC2141Only" && obj.Name() != "DefaultParsingMode" && obj.Name() != "RFC8141Only":
				return "parse"
			}
		}
	}
	return ""
}
