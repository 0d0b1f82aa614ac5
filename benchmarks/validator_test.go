// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

import (
	"errors"
	"fmt"
	"os"
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

// A validatorCase is one case of validator's URN tests.
type validatorCase struct {
	where      string // file:line
	tag, input string
	want       string // "valid" or "invalid"
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

// TestValidatorURNCases runs the inputs of validator's own URN tests
// through the tags that registerURNTags registers. It checks that the
// expected verdict of each case is go-urn's, and that urnkit gives it
// too except in exactly the cases of validator-differences.txt, where
// urnkit gives the verdict recorded there.
func TestValidatorURNCases(t *testing.T) {
	cases := readValidatorCases(t, "validator-urn.txt")
	differ := map[[2]string]validatorCase{}
	for _, d := range readValidatorCases(t, "validator-differences.txt") {
		differ[[2]string{d.tag, d.input}] = d
	}
	v := validator.New()
	if err := registerURNTags(v); err != nil {
		t.Fatal(err)
	}
	builtin := validator.New() // validator's own urn_rfc2141, with go-urn
	for _, c := range cases {
		if got := goURNVerdict(c.tag, c.input); got != c.want {
			t.Errorf("%s: go-urn finds %s %q %s, validator's test expects %s", c.where, c.tag, c.input, got, c.want)
		}
		if c.tag == "urn_rfc2141" {
			if got := verdict(builtin.Var(c.input, c.tag)); got != c.want {
				t.Errorf("%s: validator's own %s finds %q %s, its test expects %s", c.where, c.tag, c.input, got, c.want)
			}
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

// BenchmarkValidatorTag times validator's Var with the tag urn_rfc2141
// on the inputs of validator's TestUrnRFC2141, one input per operation:
// lib=go-urn is validator's own tag, lib=urnkit the one registerURNTags
// registers. Only RFC 2141 is compared, as validator v10.30.1 has no
// urn_rfc8141 of its own.
func BenchmarkValidatorTag(b *testing.B) {
	var inputs []string
	for _, c := range readValidatorCases(b, "validator-urn.txt") {
		if c.tag == "urn_rfc2141" {
			inputs = append(inputs, c.input)
		}
	}
	ours := validator.New()
	if err := registerURNTags(ours); err != nil {
		b.Fatal(err)
	}
	for _, lib := range []struct {
		name string
		v    *validator.Validate
	}{{"urnkit", ours}, {"go-urn", validator.New()}} {
		b.Run("class=validator/lib="+lib.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_ = lib.v.Var(inputs[i%len(inputs)], "urn_rfc2141")
			}
		})
	}
}
