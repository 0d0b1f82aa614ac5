// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSecurityComplete checks that SECURITY.md names every exported
// function and method of the root package, namespace and resolve, each
// in backquotes (`Parse`, `URN.WithNSS`, `namespace.Set.Validate`), and
// every urn command, so that no entry point is added without its
// promise, and that every test it names exists.
func TestSecurityComplete(t *testing.T) {
	data, err := os.ReadFile("SECURITY.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	named := func(name string) bool { return strings.Contains(doc, "`"+name+"`") }

	tests := map[string]bool{}
	for dir, prefix := range map[string]string{".": "", "namespace": "namespace.", "resolve": "resolve.", "cmd/urn": ""} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				fn, ok := d.(*ast.FuncDecl)
				if !ok {
					continue
				}
				if strings.HasSuffix(name, "_test.go") {
					tests[fn.Name.Name] = true
					continue
				}
				if dir == "cmd/urn" || !fn.Name.IsExported() {
					continue
				}
				id := fn.Name.Name
				if fn.Recv != nil {
					typ := fn.Recv.List[0].Type
					if star, ok := typ.(*ast.StarExpr); ok {
						typ = star.X
					}
					recv := typ.(*ast.Ident).Name
					if !ast.IsExported(recv) {
						continue
					}
					id = recv + "." + id
				}
				if !named(prefix + id) {
					t.Errorf("SECURITY.md does not name %s%s (%s)", prefix, id, name)
				}
			}
		}
	}
	for _, cmd := range []string{"check", "normalize", "eq", "explain", "find"} {
		if !named("urn " + cmd) {
			t.Errorf("SECURITY.md does not name the command urn %s", cmd)
		}
	}
	for _, m := range regexp.MustCompile("`((?:Test|Fuzz)[A-Za-z0-9]+)`").FindAllStringSubmatch(doc, -1) {
		if !tests[m[1]] {
			t.Errorf("SECURITY.md names %s, which is not a test of this module", m[1])
		}
	}
}
