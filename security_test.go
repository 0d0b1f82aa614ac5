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
	"strconv"
	"strings"
	"testing"
)

// TestSecurityComplete checks that SECURITY.md names every exported
// function and method of the root package, namespace, resolve and the
// corpus module, each in backquotes (`Parse`, `URN.WithNSS`,
// `namespace.Set.Validate`), and
// every urn command (found in the command literals of cmd/urn), so that
// no entry point is added without its promise, and that every test it
// names exists.
func TestSecurityComplete(t *testing.T) {
	data, err := os.ReadFile("SECURITY.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	named := func(name string) bool { return strings.Contains(doc, "`"+name+"`") }

	tests := map[string]bool{}
	var commands []string // the names of the urn commands
	for dir, prefix := range map[string]string{".": "", "namespace": "namespace.", "resolve": "resolve.", "corpus": "corpus.", "corpus/cmd/urncorpus": "", "cmd/urn": "", "internal/sniff": ""} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			if dir == "cmd/urn" && !strings.HasSuffix(name, "_test.go") {
				commands = append(commands, commandNames(f)...)
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
				// internal/sniff is no API: only its tests, which
				// hold promises of urn find and the corpus module.
				if dir == "cmd/urn" || dir == "internal/sniff" || !fn.Name.IsExported() {
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
	if len(commands) == 0 {
		t.Error("found no urn command in cmd/urn")
	}
	for _, cmd := range commands {
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

// commandNames returns the names of the urn commands that f declares:
// the name fields of its composite literals of type command.
func commandNames(f *ast.File) []string {
	var names []string
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		if typ, ok := lit.Type.(*ast.Ident); !ok || typ.Name != "command" {
			return true
		}
		for _, e := range lit.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			key, ok := kv.Key.(*ast.Ident)
			val, isLit := kv.Value.(*ast.BasicLit)
			if ok && isLit && key.Name == "name" {
				if name, err := strconv.Unquote(val.Value); err == nil {
					names = append(names, name)
				}
			}
		}
		return true
	})
	return names
}
