// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/go-playground/validator/v10"
	gourn "github.com/leodido/go-urn"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

// registerURNTags makes v decide the URN tags with urnkit: urn_rfc2141
// and urn_rfc8141 replace validator's own (which use go-urn), and
// urn_namespace accepts an RFC 8141 URN whose NSS is also valid in its
// namespace, for the namespaces whose rules urnkit knows (a wrong ISBN
// check digit, a malformed UUID). Fields of type urn.URN are validated
// as their text, the zero URN as "".
func registerURNTags(v *validator.Validate) error {
	tags := []struct {
		name string
		fn   validator.Func
	}{
		{"urn_rfc2141", urnTag(urn.Parser{Syntax: urn.RFC2141})},
		{"urn_rfc8141", urnTag(urn.Parser{})},
		{"urn_namespace", namespaceTag(namespace.Builtin())},
	}
	for _, t := range tags {
		if err := v.RegisterValidation(t.name, t.fn); err != nil {
			return err
		}
	}
	v.RegisterCustomTypeFunc(func(f reflect.Value) any {
		return f.Interface().(urn.URN).String()
	}, urn.URN{})
	return nil
}

// urnTag accepts a string that p parses.
func urnTag(p urn.Parser) validator.Func {
	return func(fl validator.FieldLevel) bool {
		_, err := p.Parse(urnField(fl))
		return err == nil
	}
}

// namespaceTag accepts an RFC 8141 URN whose NSS ns finds valid.
func namespaceTag(ns namespace.Set) validator.Func {
	return func(fl validator.FieldLevel) bool {
		u, err := urn.Parse(urnField(fl))
		return err == nil && ns.Validate(u) == nil
	}
}

// urnField returns the string to validate. Like validator's own tags,
// the URN tags apply to strings only and panic on a field of another
// type, a mistake in the program rather than in its input.
func urnField(fl validator.FieldLevel) string {
	if f := fl.Field(); f.Kind() == reflect.String {
		return f.String()
	}
	panic("Bad field type " + fl.Field().Type().String())
}

func Example_validator() {
	type Resource struct {
		ID      string    `validate:"required,urn_rfc8141"`
		Legacy  string    `validate:"omitempty,urn_rfc2141"`
		Book    string    `validate:"urn_namespace"`
		Schemas []urn.URN `validate:"dive,urn_rfc8141"`
	}
	v := validator.New()
	if err := registerURNTags(v); err != nil {
		fmt.Println(err)
		return
	}
	r := Resource{
		ID:      "urn:example:a/b?+r",
		Legacy:  "urn:example:a/b",
		Book:    "urn:isbn:0-395-36341-2",
		Schemas: []urn.URN{urn.MustParse("urn:ietf:params:scim:schemas:core:2.0:User"), {}},
	}
	var errs validator.ValidationErrors
	if errors.As(v.Struct(r), &errs) {
		for _, e := range errs {
			fmt.Println(e.Namespace(), e.Tag())
		}
	}
	// Output:
	// Resource.Legacy urn_rfc2141
	// Resource.Book urn_namespace
	// Resource.Schemas[1] urn_rfc8141
}

// A validatorCase is one case of validator's URN tests, or one of
// validator-differences.txt.
type validatorCase struct {
	where      string // file:line
	tag, input string
	want       string // "valid" or "invalid"
}

// validatorURNTests names the functions of validator's validator_test.go
// whose cases validatorCases reads, with the tag each tests and the
// number of cases it has in validator v10.30.4. A later version may add
// cases; one with fewer means that they are no longer found where
// validatorCases looks for them.
var validatorURNTests = []struct {
	name, tag string
	min       int
}{
	{"TestUrnRFC2141", "urn_rfc2141", 41},
	{"TestUrnRFC8141", "urn_rfc8141", 43},
}

// validatorCases returns the cases of validator's own URN tests: the
// table of inputs and expected results of TestUrnRFC2141 and
// TestUrnRFC8141 in validator_test.go of the module
// github.com/go-playground/validator/v10, at the version that go.mod
// requires, read from the module cache (the go command downloads the
// module, tests included, to build this package).
//
// Each function holds its cases as a composite literal of a slice of
// structs with a string and a bool field, one element per case, and
// names its tag in an assignment tag := "urn_...". validatorCases fails
// the test if it finds the file, a function, its tag or its table in
// another shape, or fewer cases than validatorURNTests says.
func validatorCases(tb testing.TB) []validatorCase {
	tb.Helper()
	dir := moduleDir(tb, "github.com/go-playground/validator/v10")
	name := filepath.Join(dir, "validator_test.go")
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
	if err != nil {
		tb.Fatal(err)
	}
	funcs := map[string]*ast.FuncDecl{}
	for _, d := range file.Decls {
		if f, ok := d.(*ast.FuncDecl); ok && f.Recv == nil {
			funcs[f.Name.Name] = f
		}
	}
	where := func(n ast.Node) string {
		return "validator_test.go:" + strconv.Itoa(fset.Position(n.Pos()).Line)
	}
	var cases []validatorCase
	for _, test := range validatorURNTests {
		f := funcs[test.name]
		if f == nil || f.Body == nil {
			tb.Fatalf("%s: no function %s", name, test.name)
		}
		if tag := tagOf(f); tag != test.tag {
			tb.Fatalf("%s: %s: tests the tag %q, want %q", where(f), test.name, tag, test.tag)
		}
		table, input, expected := caseTable(f)
		if table == nil {
			tb.Fatalf("%s: %s: no table of cases of a struct with a string and a bool field", where(f), test.name)
		}
		if n := len(table.Elts); n < test.min {
			tb.Fatalf("%s: %s: %d cases, want at least %d", where(f), test.name, n, test.min)
		}
		for _, e := range table.Elts {
			c, err := caseOf(e, input, expected)
			if err != nil {
				tb.Fatalf("%s: %s: %v", where(e), test.name, err)
			}
			c.where, c.tag = where(e), test.tag
			cases = append(cases, c)
		}
	}
	return cases
}

// moduleDir returns the directory of the module path, at the version
// go.mod requires, in the module cache, downloading the module first if
// it is not there.
func moduleDir(tb testing.TB, path string) string {
	tb.Helper()
	list := func() string {
		out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", path).Output()
		if err != nil {
			tb.Fatalf("go list -m %s: %v", path, err)
		}
		return strings.TrimSpace(string(out))
	}
	dir := list()
	if dir == "" {
		if out, err := exec.Command("go", "mod", "download", path).CombinedOutput(); err != nil {
			tb.Fatalf("go mod download %s: %v\n%s", path, err, out)
		}
		dir = list()
	}
	if dir == "" {
		tb.Fatalf("go list -m %s: no directory in the module cache", path)
	}
	return dir
}

// tagOf returns the string assigned to the variable tag in f, or "".
func tagOf(f *ast.FuncDecl) string {
	tag := ""
	ast.Inspect(f.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return true
		}
		if id, ok := as.Lhs[0].(*ast.Ident); ok && id.Name == "tag" {
			if lit, ok := as.Rhs[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				tag, _ = strconv.Unquote(lit.Value)
			}
		}
		return tag == ""
	})
	return tag
}

// caseTable returns the first composite literal in f of type []struct
// with exactly two fields, a string and a bool, and the names of those
// fields.
func caseTable(f *ast.FuncDecl) (table *ast.CompositeLit, input, expected string) {
	ast.Inspect(f.Body, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok || table != nil {
			return table == nil
		}
		arr, ok := lit.Type.(*ast.ArrayType)
		if !ok || arr.Len != nil {
			return true
		}
		st, ok := arr.Elt.(*ast.StructType)
		if !ok {
			return true
		}
		fields := map[string]string{} // type name to field name
		count := 0
		for _, fld := range st.Fields.List {
			typ, ok := fld.Type.(*ast.Ident)
			if !ok {
				return true
			}
			for _, nm := range fld.Names {
				fields[typ.Name] = nm.Name
				count++
			}
		}
		if count == 2 && fields["string"] != "" && fields["bool"] != "" {
			table, input, expected = lit, fields["string"], fields["bool"]
			return false
		}
		return true
	})
	return table, input, expected
}

// caseOf reads one element of a case table: {"input", true}, or the
// same with the field names input and expected as keys.
func caseOf(e ast.Expr, input, expected string) (validatorCase, error) {
	lit, ok := e.(*ast.CompositeLit)
	if !ok || len(lit.Elts) != 2 {
		return validatorCase{}, errors.New("a case that is not a literal of two values")
	}
	vals := map[string]ast.Expr{}
	for i, el := range lit.Elts {
		key := []string{input, expected}[i]
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			id, ok := kv.Key.(*ast.Ident)
			if !ok {
				return validatorCase{}, errors.New("a case with a key that is not a field name")
			}
			key, el = id.Name, kv.Value
		}
		vals[key] = el
	}
	s, ok := vals[input].(*ast.BasicLit)
	if !ok || s.Kind != token.STRING {
		return validatorCase{}, fmt.Errorf("a case whose %s is not a string literal", input)
	}
	in, err := strconv.Unquote(s.Value)
	if err != nil {
		return validatorCase{}, err
	}
	b, ok := vals[expected].(*ast.Ident)
	if !ok || b.Name != "true" && b.Name != "false" {
		return validatorCase{}, fmt.Errorf("a case whose %s is not true or false", expected)
	}
	want := map[string]string{"true": "valid", "false": "invalid"}[b.Name]
	return validatorCase{input: in, want: want}, nil
}

// readValidatorCases reads a file of this module's testdata of lines
// TAG WORD INPUT, INPUT a Go string literal.
func readValidatorCases(tb testing.TB, name string) []validatorCase {
	tb.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	var cases []validatorCase
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		where := name + ":" + strconv.Itoa(i+1)
		f := strings.SplitN(line, " ", 3)
		if len(f) != 3 || f[1] != "valid" && f[1] != "invalid" {
			tb.Fatalf("%s: want TAG valid|invalid INPUT", where)
		}
		input, err := strconv.Unquote(f[2])
		if err != nil {
			tb.Fatalf("%s: INPUT: %v", where, err)
		}
		cases = append(cases, validatorCase{where, f[0], input, f[1]})
	}
	if len(cases) == 0 {
		tb.Fatalf("testdata/%s has no cases", name)
	}
	return cases
}

// verdict names the result of validator's Var.
func verdict(err error) string {
	if err == nil {
		return "valid"
	}
	var errs validator.ValidationErrors
	if !errors.As(err, &errs) {
		return "error: " + err.Error()
	}
	return "invalid"
}

// goURNVerdict is how validator decides a tag with go-urn.
func goURNVerdict(tag, s string) string {
	var ok bool
	switch tag {
	case "urn_rfc2141":
		_, ok = gourn.Parse([]byte(s))
	case "urn_rfc8141":
		_, ok = gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC8141Only))
		ok = ok && s != ""
	}
	return map[bool]string{true: "valid", false: "invalid"}[ok]
}

// TestValidatorURNCases runs the cases of validator's own URN tests
// (validatorCases) through the tags that registerURNTags registers. It
// checks that the expected verdict of each case is go-urn's and that of
// validator's own tag, and that urnkit gives it too except in exactly
// the cases of validator-differences.txt, where urnkit gives the verdict
// recorded there.
func TestValidatorURNCases(t *testing.T) {
	cases := validatorCases(t)
	differ := map[[2]string]validatorCase{}
	for _, d := range readValidatorCases(t, "validator-differences.txt") {
		differ[[2]string{d.tag, d.input}] = d
	}
	v := validator.New()
	if err := registerURNTags(v); err != nil {
		t.Fatal(err)
	}
	builtin := validator.New() // validator's own tags, with go-urn
	for _, c := range cases {
		if got := goURNVerdict(c.tag, c.input); got != c.want {
			t.Errorf("%s: go-urn finds %s %q %s, validator's test expects %s", c.where, c.tag, c.input, got, c.want)
		}
		if got := verdict(builtin.Var(c.input, c.tag)); got != c.want {
			t.Errorf("%s: validator's own %s finds %q %s, its test expects %s", c.where, c.tag, c.input, got, c.want)
		}
		want := c.want
		d, ok := differ[[2]string{c.tag, c.input}]
		if ok {
			delete(differ, [2]string{c.tag, c.input})
			if d.want == c.want {
				t.Errorf("%s: recorded as a difference, but gives validator's verdict %s", d.where, d.want)
			}
			want = d.want
		}
		if got := verdict(v.Var(c.input, c.tag)); got != want {
			t.Errorf("%s: urnkit finds %s %q %s, want %s (a difference that is not recorded, or a recorded one that is gone)", c.where, c.tag, c.input, got, want)
		}
	}
	for _, d := range differ {
		t.Errorf("%s: %s %q is not one of validator's cases", d.where, d.tag, d.input)
	}
}

// TestValidatorTags checks urn_namespace, a field of type urn.URN, and
// that the tags refuse a field that is not a string.
func TestValidatorTags(t *testing.T) {
	v := validator.New()
	if err := registerURNTags(v); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		field any
		tag   string
		want  string
	}{
		{"urn:isbn:0-395-36341-1", "urn_namespace", "valid"},
		{"urn:isbn:0-395-36341-2", "urn_namespace", "invalid"}, // check digit
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "urn_namespace", "valid"},
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf", "urn_namespace", "invalid"},
		{"urn:example:any/thing", "urn_namespace", "valid"}, // no rules for the NID
		{"urn:example:a b", "urn_namespace", "invalid"},
		{urn.MustParse("urn:example:a/b"), "urn_rfc8141", "valid"},
		{urn.MustParse("urn:example:a/b"), "urn_rfc2141", "invalid"},
		{urn.URN{}, "urn_rfc8141", "invalid"},
		{urn.URN{}, "omitempty,urn_rfc8141", "valid"},
	} {
		if got := verdict(v.Var(tt.field, tt.tag)); got != tt.want {
			t.Errorf("Var(%q, %q) is %s, want %s", tt.field, tt.tag, got, tt.want)
		}
	}
	for _, tag := range []string{"urn_rfc2141", "urn_rfc8141", "urn_namespace"} {
		func() {
			defer func() {
				if r := recover(); r != "Bad field type int" {
					t.Errorf("Var(1, %q) panics with %v, want Bad field type int", tag, r)
				}
			}()
			_ = v.Var(1, tag)
		}()
	}
}

// BenchmarkValidatorTag times validator's Var on the inputs of
// validator's own URN tests (validatorCases), one input per operation,
// with each URN tag (class=urn_rfc2141 and class=urn_rfc8141): lib=go-urn
// is validator's own tag, lib=urnkit the one registerURNTags registers.
func BenchmarkValidatorTag(b *testing.B) {
	inputs := map[string][]string{}
	for _, c := range validatorCases(b) {
		inputs[c.tag] = append(inputs[c.tag], c.input)
	}
	ours := validator.New()
	if err := registerURNTags(ours); err != nil {
		b.Fatal(err)
	}
	for _, tag := range []string{"urn_rfc2141", "urn_rfc8141"} {
		in := inputs[tag]
		for _, lib := range []struct {
			name string
			v    *validator.Validate
		}{{"urnkit", ours}, {"go-urn", validator.New()}} {
			b.Run("class="+tag+"/lib="+lib.name, func(b *testing.B) {
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					_ = lib.v.Var(in[i%len(in)], tag)
				}
			})
		}
	}
}
