package migrate

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strconv"

	"golang.org/x/tools/go/analysis"
)

// decodedFields returns the named struct fields of type gourn.URN or
// *gourn.URN that JSON decoding fills, and so read RFC 2141 through
// go-urn's UnmarshalJSON: those of a value that the package decodes with
// json.Unmarshal or a json.Decoder (a Scan method that decodes a JSON
// column included), and those that carry a json tag, as a value decoded
// elsewhere does. Fields declared in generated files are left out.
func (ps *pass) decodedFields() map[*types.Var]bool {
	fields := make(map[*types.Var]bool)
	generated := make(map[*token.File]bool)
	for _, f := range ps.Files {
		if ast.IsGenerated(f) {
			generated[ps.Fset.File(f.Pos())] = true
		}
	}
	add := func(v *types.Var) {
		if name, _ := namedGoURN(v.Type()); name == "URN" && !v.Embedded() && !generated[ps.Fset.File(v.Pos())] {
			fields[v] = true
		}
	}
	var walk func(t types.Type, seen map[types.Type]bool)
	walk = func(t types.Type, seen map[types.Type]bool) {
		if t == nil || seen[t] || decodesItself(t) {
			return
		}
		seen[t] = true
		switch u := types.Unalias(t).Underlying().(type) {
		case *types.Pointer:
			walk(u.Elem(), seen)
		case *types.Slice:
			walk(u.Elem(), seen)
		case *types.Array:
			walk(u.Elem(), seen)
		case *types.Map:
			walk(u.Elem(), seen)
		case *types.Struct:
			for i := range u.NumFields() {
				add(u.Field(i))
				walk(u.Field(i).Type(), seen)
			}
		}
	}
	for cur := range ps.ins.Root().Preorder((*ast.CallExpr)(nil), (*ast.StructType)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			if tv, ok := ps.TypesInfo.Types[ps.jsonTarget(n)]; ok {
				walk(tv.Type, make(map[types.Type]bool))
			}
		case *ast.StructType:
			for _, f := range n.Fields.List {
				if f.Tag == nil {
					continue
				}
				tag, err := strconv.Unquote(f.Tag.Value)
				if err != nil {
					continue
				}
				if _, ok := reflect.StructTag(tag).Lookup("json"); !ok {
					continue
				}
				for _, name := range f.Names {
					if v, ok := ps.TypesInfo.Defs[name].(*types.Var); ok {
						add(v)
					}
				}
			}
		}
	}
	return fields
}

// decodesItself reports whether t, a type other than go-urn's, has its
// own UnmarshalJSON or UnmarshalText, so that JSON decoding fills none of
// its fields.
func decodesItself(t types.Type) bool {
	if name, _ := namedGoURN(t); name != "" {
		return false
	}
	for _, m := range []string{"UnmarshalJSON", "UnmarshalText"} {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, m); obj != nil {
			if _, ok := obj.(*types.Func); ok {
				return true
			}
		}
	}
	return false
}

// rfc2141Field rewrites the type of a struct field that JSON decoding
// fills, gourn.URN or *gourn.URN, to urn.RFC2141URN, which decodes RFC
// 2141 as go-urn's URN did, where urn.URN decodes RFC 8141. It reports
// whether f is such a field.
func (fs *fileState) rfc2141Field(f *ast.Field) bool {
	if len(f.Names) == 0 {
		return false
	}
	v, ok := fs.TypesInfo.Defs[f.Names[0]].(*types.Var)
	if !ok || !fs.rfc2141Fields[v] {
		return false
	}
	fs.fix(f.Type, "a field that JSON decoding fills becomes a urn.RFC2141URN, which decodes RFC 2141 as go-urn's URN did (a urn.URN decodes RFC 8141)", fs.qual+".RFC2141URN")
	fs.noteLast(jsonFieldNote(fs.goURN))
	fs.markTree(f.Type)
	return true
}

// rfc2141Use rewrites a use of a field rewritten to urn.RFC2141URN as a
// value, x.f, to x.f.URN, the urn.URN that the rest of the rewritten code
// expects. Where a method or a field is selected from it, or its address
// is taken to decode into it, it stays as it is. In a composite literal,
// the value given to the field is wrapped in a urn.RFC2141URN.
func (fs *fileState) rfc2141Use(n ast.Node, stack []ast.Node) {
	if len(fs.rfc2141Fields) == 0 {
		return
	}
	switch n := n.(type) {
	case *ast.KeyValueExpr:
		key, ok := n.Key.(*ast.Ident)
		if !ok {
			return
		}
		if v, ok := fs.TypesInfo.Uses[key].(*types.Var); !ok || !fs.rfc2141Fields[v] {
			return
		}
		if _, ok := under(fs.typeOf(stack[len(stack)-2].(ast.Expr))).(*types.Struct); !ok {
			return
		}
		fs.fixEdits(n.Value, "the value of a urn.RFC2141URN field",
			insert(n.Value.Pos(), fs.qual+".RFC2141URN{URN: "), insert(n.Value.End(), "}"))
	case *ast.SelectorExpr:
		s, ok := fs.TypesInfo.Selections[n]
		if !ok || s.Kind() != types.FieldVal {
			return
		}
		if v, ok := s.Obj().(*types.Var); !ok || !fs.rfc2141Fields[v] {
			return
		}
		switch p := stack[len(stack)-2].(type) {
		case *ast.SelectorExpr:
			if p.X == n {
				return // its methods and fields are promoted
			}
		case *ast.UnaryExpr:
			if p.Op == token.AND {
				if name, ptr := namedGoURN(fs.expectedType(stack[:len(stack)-1])); name != "URN" || !ptr {
					return // decoded into, or otherwise used as a pointer
				}
			}
		}
		fs.fixEdits(n, "the urn.URN of a urn.RFC2141URN field", insert(n.End(), ".URN"))
	}
}

// insert returns the edit that inserts text at pos.
func insert(pos token.Pos, text string) analysis.TextEdit {
	return analysis.TextEdit{Pos: pos, End: pos, NewText: []byte(text)}
}
