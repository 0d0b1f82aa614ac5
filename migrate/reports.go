package migrate

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// Sections of MIGRATING.md, by the anchor of their heading.
const (
	secQuickPath  = "quick-path-go-urns-default-mode-rfc-2141"
	secValue      = "a-value-not-a-pointer"
	secModes      = "parsing-modes"
	secParts      = "reading-and-assigning-parts"
	secCompare    = "comparing-and-normalizing"
	secJSON       = "json-text-and-sql"
	secSCIM       = "scim"
	secIgnored    = "ignored-parse-errors"
	secErrorText  = "error-text"
	secJSONWidens = "json-decoding-widens-the-syntax"
	secRebuild    = "rebuilding-from-nid-and-nss-drops-components"
	secIdentity   = "a-pointer-compared-by-identity"
	secEmbed      = "an-embedded-urn-brings-its-methods"
	secReflect    = "reflection-sees-another-type"
	secByHand     = "uses-left-to-rewrite-by-hand"
	secInputs     = "inputs-the-two-libraries-judge-differently"
	sec2141Inputs = "in-go-urns-default-mode-rfc-2141"
	sec8141Inputs = "in-rfc-8141-mode"
	secModule     = "the-module"
	secExported   = "an-exported-api-changes-type"
	secNilURN     = "a-nil-urn-no-longer-panics"
)

// Headings returns a new map from each anchor the analyzer and the
// command cite to the heading of MIGRATING.md it stands for. The map is
// the caller's to change.
func Headings() map[string]string { return maps.Clone(headings) }

// headings is the map that Headings copies.
var headings = map[string]string{
	secQuickPath:  "## Quick path: go-urn's default mode (RFC 2141)",
	secValue:      "### A value, not a pointer",
	secModes:      "## Parsing modes",
	secParts:      "## Reading and assigning parts",
	secCompare:    "## Comparing and normalizing",
	secJSON:       "## JSON, text and SQL",
	secSCIM:       "## SCIM",
	secIgnored:    "### Ignored parse errors",
	secErrorText:  "### Error text",
	secJSONWidens: "### JSON decoding widens the syntax",
	secRebuild:    "### Rebuilding from NID and NSS drops components",
	secIdentity:   "### A pointer compared by identity",
	secEmbed:      "### An embedded URN brings its methods",
	secReflect:    "### Reflection sees another type",
	secByHand:     "### Uses left to rewrite by hand",
	secInputs:     "## Inputs the two libraries judge differently",
	sec2141Inputs: "### In go-urn's default mode (RFC 2141)",
	sec8141Inputs: "### In RFC 8141 mode",
	secModule:     "## The module",
	secExported:   "### An exported API changes type",
	secNilURN:     "### A nil *URN no longer panics",
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

// reportErrorText reports the string literals that hold go-urn's error
// text, in a package that depends on go-urn.
func (ps *pass) reportErrorText() {
	if !dependsOnGoURN(ps.Pkg, make(map[*types.Package]bool)) {
		return
	}
	for cur := range ps.ins.Root().Preorder((*ast.BasicLit)(nil)) {
		lit := cur.Node().(*ast.BasicLit)
		if lit.Kind != token.STRING {
			continue
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			continue
		}
		for _, frag := range goURNErrorText {
			if strings.Contains(s, frag) {
				ps.report(lit, secErrorText, "this text is go-urn's error text; urnkit's errors are *urn.ParseError with their own text: compare with errors.Is, or keep the old text")
				break
			}
		}
	}
}

// methodCall reports the calls of go-urn's methods that have no
// counterpart or another meaning.
func (fs *fileState) methodCall(call *ast.CallExpr, sel *ast.SelectorExpr, stack []ast.Node) {
	name, _ := namedGoURN(fs.typeOf(sel.X))
	switch name {
	case "URN", "URN8141":
		switch sel.Sel.Name {
		case "RFC", "IsSCIM", "SCIM":
			fs.report(call, secSCIM, "%s has no counterpart: the syntax is chosen before parsing, and namespace.SCIM gives a SCIM URN's parts", sel.Sel.Name)
		case "Normalize":
			if _, ok := stack[len(stack)-2].(*ast.ExprStmt); ok {
				fs.fixEdits(call, "the result of Normalize is not used, so the call changes nothing, with go-urn as with urnkit: both return a new URN and leave the receiver as it was")
				fs.handled[sel] = true
				return
			}
			if fs.parsed2141(sel.X) {
				fs.fixEdits(call, "urnkit's Normalize in place of go-urn's")
				fs.noteLast("the URN was parsed in RFC 2141, which has no components, so the one difference is the case of the hex digits of %XX: urnkit's Normalize upper-cases them (urn:example:a%2F) where go-urn's lower-cased them (urn:example:a%2f) (MIGRATING.md#" + secCompare + ")")
				fs.handled[sel] = true
				return
			}
			fs.handled[sel] = true
			fs.report(sel.Sel, secCompare, "urnkit's Normalize upper-cases the hex digits of %%XX and keeps the r-, q- and f-components, where go-urn's lower-cases them and drops the components")
		case "MarshalJSON":
			fs.handled[sel] = true
			fs.report(sel.Sel, secJSON, "a urn.URN has no MarshalJSON: it is an encoding.TextMarshaler, so json.Marshal(u) gives the same JSON string")
		case "UnmarshalJSON":
			fs.handled[sel] = true
			fs.report(sel.Sel, secJSONWidens, "urnkit's URN decodes RFC 8141, where go-urn's URN decodes RFC 2141; decode into a string and call a urn.Parser to keep the syntax")
		}
	case "Machine":
		if sel.Sel.Name != "Parse" {
			fs.report(call, secModes, "Machine.%s has no counterpart: a urn.Parser's Syntax is a field, and Parse returns the error", sel.Sel.Name)
		}
	}
}

// callee returns the package-level function or the method that call
// calls, or nil.
func (ps *pass) callee(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(ps.TypesInfo, call).(*types.Func)
	return fn
}

// funcOf reports whether fn is the function or method name of the
// package path.
func funcOf(fn *types.Func, path string, names ...string) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != path {
		return false
	}
	for _, n := range names {
		if fn.Name() == n {
			return true
		}
	}
	return false
}

// jsonDecode reports a decoding of JSON into a value that holds a go-urn
// type.
func (fs *fileState) jsonDecode(call *ast.CallExpr) {
	target := fs.jsonTarget(call)
	if target == nil {
		return
	}
	skip := fs.rfc2141Fields
	if skip == nil {
		skip = map[*types.Var]bool{}
	}
	switch holdsGoURN(fs.typeOf(target), make(map[types.Type]bool), skip) {
	case "URN":
		fs.report(call, secJSONWidens, "JSON decoded into go-urn's URN was RFC 2141; into urn.URN it is RFC 8141, and \"\" decodes to the zero URN; decode into a string and call a urn.Parser to keep the syntax")
	case "URN8141":
		fs.report(call, secJSON, "JSON decoded into go-urn's URN8141: urn.URN decodes RFC 8141 too, but \"\" decodes to the zero URN, and the error is a *urn.ParseError")
	case "SCIM":
		fs.report(call, secSCIM, "JSON decoded into go-urn's SCIM: decode a urn.URN, then call namespace.SCIM")
	}
}

// jsonTarget returns the value that call decodes JSON into, when it is a
// call of json.Unmarshal or of a json.Decoder's Decode, or nil.
func (ps *pass) jsonTarget(call *ast.CallExpr) ast.Expr {
	switch fn := ps.callee(call); {
	case funcOf(fn, "encoding/json", "Unmarshal") && len(call.Args) == 2:
		return call.Args[1]
	case funcOf(fn, "encoding/json", "Decode") && len(call.Args) == 1:
		return call.Args[0]
	}
	return nil
}

// holdsGoURN returns the name of a go-urn type that a value of type t
// holds, or "". Given skip, as JSON decoding sees t, it leaves out the
// struct fields of skip and the types that decode themselves.
func holdsGoURN(t types.Type, seen map[types.Type]bool, skip map[*types.Var]bool) string {
	if t == nil || seen[t] || skip != nil && decodesItself(t) {
		return ""
	}
	seen[t] = true
	if name, _ := namedGoURN(t); name == "URN" || name == "URN8141" || name == "SCIM" {
		return name
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Pointer:
		return holdsGoURN(u.Elem(), seen, skip)
	case *types.Slice:
		return holdsGoURN(u.Elem(), seen, skip)
	case *types.Array:
		return holdsGoURN(u.Elem(), seen, skip)
	case *types.Map:
		return holdsGoURN(u.Elem(), seen, skip)
	case *types.Struct:
		for i := range u.NumFields() {
			if skip[u.Field(i)] {
				continue
			}
			if name := holdsGoURN(u.Field(i).Type(), seen, skip); name != "" {
				return name
			}
		}
	}
	return ""
}

// reflected reports a call of package reflect given a value that holds a
// go-urn type: its type, kind and fields change.
func (fs *fileState) reflected(call *ast.CallExpr) {
	fn := fs.callee(call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "reflect" {
		return
	}
	for _, a := range call.Args {
		if holdsGoURN(fs.typeOf(a), make(map[types.Type]bool), nil) != "" {
			fs.report(call, secReflect, "reflect.%s sees another type after the migration: a *URN with the fields ID and SS becomes a urn.URN, a struct of Kind Struct with no exported field", fn.Name())
			return
		}
	}
}

// printed reports the verbs %T, %p and %#v of fmt's Printf family given a
// value that holds a go-urn type: they print the type or the pointer, not
// the URN's text, and print another thing after the migration. (%v, %s
// and %q print String's text, the same before and after, but for a nil
// *URN, printed <nil>, where the zero URN prints nothing: MIGRATING.md
// says so.)
func (fs *fileState) printed(call *ast.CallExpr) {
	fn := fs.callee(call)
	if fn == nil || fn.Pkg() == nil {
		return
	}
	format := -1
	switch {
	case funcOf(fn, "fmt", "Printf", "Sprintf", "Errorf", "Appendf"):
		format = 0
		if fn.Name() == "Appendf" {
			format = 1
		}
	case funcOf(fn, "fmt", "Fprintf"):
		format = 1
	case funcOf(fn, "log", "Printf", "Fatalf", "Panicf"):
		format = 0
	}
	if format < 0 || len(call.Args) <= format || call.Ellipsis.IsValid() {
		return
	}
	tv, ok := fs.TypesInfo.Types[call.Args[format]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return
	}
	args := call.Args[format+1:]
	for i, verb := range printfVerbs(constant.StringVal(tv.Value)) {
		if i >= len(args) || verb == "" {
			continue
		}
		if verb != "T" && verb != "p" && verb != "#v" {
			continue
		}
		if holdsGoURN(fs.typeOf(args[i]), make(map[types.Type]bool), nil) != "" {
			fs.report(args[i], secValue, "%%%s prints go-urn's type or pointer here, and urnkit's value type after the migration, not the URN's text", verb)
		}
	}
}

// printfVerbs returns the verb of each argument that the printf format
// uses, in order, with the flag # kept ("#v"); an argument index
// ([n]) or a * width stops the scan.
func printfVerbs(format string) []string {
	var verbs []string
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		sharp := false
		for ; i < len(format) && strings.IndexByte("+-# 0", format[i]) >= 0; i++ {
			sharp = sharp || format[i] == '#'
		}
		for ; i < len(format) && (format[i] == '.' || '0' <= format[i] && format[i] <= '9'); i++ {
		}
		if i >= len(format) || format[i] == '[' || format[i] == '*' {
			return verbs
		}
		switch v := format[i]; {
		case v == '%':
		case sharp:
			verbs = append(verbs, "#"+string(v))
		default:
			verbs = append(verbs, string(v))
		}
	}
	return verbs
}
