// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package apirecord lists the exported API of packages of this module,
// one line for each exported name, field and method, in the format of
// the Go repository's api files:
//
//	pkg github.com/urnkit/urn, func Parse(string) (URN, error)
//	pkg github.com/urnkit/urn, method (URN) Equal(URN) bool
//	pkg github.com/urnkit/urn, type ParseError struct, Offset int
//	pkg github.com/urnkit/urn, const RFC8141 = 0
//
// It type-checks the packages from their source with go/types; the
// packages they import from elsewhere (the standard library, and the
// dependencies of the corpus and migrate modules) come from the export
// data that the go command builds.
package apirecord

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// Module is the path of the module whose packages Lines reads.
const Module = "github.com/urnkit/urn"

// Lines returns the API of the packages at paths (import paths under
// Module), sorted, for the repository whose root directory (that of
// Module) is root. The packages may be those of another module of the
// repository, such as Module+"/corpus": what they import from outside
// Module is read from the export data that "go list -export" gives for
// them in the directory of the first of paths, within its own module.
func Lines(root string, paths ...string) ([]string, error) {
	if len(paths) == 0 {
		return nil, nil
	}
	c := &checker{root: root, fset: token.NewFileSet(), done: map[string]*types.Package{}}
	c.list, c.paths = c.dir(paths[0]), paths
	c.std = importer.ForCompiler(c.fset, "gc", c.lookup)
	var lines []string
	for _, path := range paths {
		pkg, err := c.Import(path)
		if err != nil {
			return nil, err
		}
		lines = append(lines, packageLines(pkg)...)
	}
	slices.Sort(lines)
	return slices.Compact(lines), nil
}

// A checker type-checks the packages of the module from source, and
// imports the others from their export data.
type checker struct {
	root    string
	fset    *token.FileSet
	std     types.Importer
	done    map[string]*types.Package
	list    string            // the directory to run "go list" in
	paths   []string          // the packages to list, with their dependencies
	exports map[string]string // import path -> export data file
}

// dir returns the directory of the package path under Module.
func (c *checker) dir(path string) string {
	return filepath.Join(c.root, filepath.FromSlash(strings.TrimPrefix(strings.TrimPrefix(path, Module), "/")))
}

// lookup opens the export data of the package path, which the go
// command builds for every package that the recorded packages need.
func (c *checker) lookup(path string) (io.ReadCloser, error) {
	if c.exports == nil {
		args := append([]string{"list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}"}, c.paths...)
		cmd := exec.Command("go", args...)
		cmd.Dir = c.list
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("go list -export in %s: %v\n%s", c.list, err, stderr.Bytes())
		}
		c.exports = map[string]string{}
		for _, line := range strings.Split(string(out), "\n") {
			if path, file, ok := strings.Cut(line, "\t"); ok && file != "" {
				c.exports[path] = file
			}
		}
	}
	file, ok := c.exports[path]
	if !ok {
		return nil, fmt.Errorf("no export data for %s", path)
	}
	return os.Open(file)
}

// Diff compares lines with the API recorded in file, which it first
// rewrites with lines when update is set. It returns the recorded
// lines that are gone from the API and the lines that are new in it.
func Diff(file string, lines []string, update bool) (gone, added []string, err error) {
	got := strings.Join(lines, "\n") + "\n"
	if update {
		if err := os.WriteFile(file, []byte(got), 0o666); err != nil {
			return nil, nil, err
		}
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	want := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for _, l := range want {
		if !slices.Contains(lines, l) {
			gone = append(gone, l)
		}
	}
	for _, l := range lines {
		if !slices.Contains(want, l) {
			added = append(added, l)
		}
	}
	return gone, added, nil
}

func (c *checker) Import(path string) (*types.Package, error) {
	if path != Module && !strings.HasPrefix(path, Module+"/") {
		return c.std.Import(path)
	}
	if p, ok := c.done[path]; ok {
		return p, nil
	}
	dir := c.dir(path)
	bp, err := build.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, name := range bp.GoFiles {
		f, err := parser.ParseFile(c.fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: c}
	p, err := conf.Check(path, c.fset, files, nil)
	if err != nil {
		return nil, fmt.Errorf("type-checking %s: %v", path, err)
	}
	c.done[path] = p
	return p, nil
}

// packageLines returns the lines of the exported names of pkg.
func packageLines(pkg *types.Package) []string {
	prefix := "pkg " + pkg.Path() + ", "
	qual := func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	}
	typ := func(t types.Type) string { return types.TypeString(t, qual) }
	var lines []string
	add := func(format string, args ...any) { lines = append(lines, prefix+fmt.Sprintf(format, args...)) }
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch obj := obj.(type) {
		case *types.Const:
			add("const %s %s", name, typ(obj.Type()))
			add("const %s = %s", name, obj.Val().ExactString())
		case *types.Var:
			add("var %s %s", name, typ(obj.Type()))
		case *types.Func:
			add("func %s%s", name, signature(obj.Type().(*types.Signature), typ))
		case *types.TypeName:
			lines = append(lines, typeLines(prefix, obj, typ)...)
		}
	}
	return lines
}

// typeLines returns the lines of the exported type obj: the type, its
// exported fields or interface methods, and its exported methods.
func typeLines(prefix string, obj *types.TypeName, typ func(types.Type) string) []string {
	name := obj.Name()
	var lines []string
	add := func(format string, args ...any) { lines = append(lines, prefix+fmt.Sprintf(format, args...)) }
	if obj.IsAlias() {
		add("type %s = %s", name, typ(obj.Type()))
		return lines
	}
	named := obj.Type().(*types.Named)
	tparams := typeParams(named.TypeParams(), typ)
	switch u := named.Underlying().(type) {
	case *types.Struct:
		add("type %s%s struct", name, tparams)
		for f := range u.Fields() {
			switch {
			case !f.Exported():
			case f.Embedded():
				add("type %s struct, embedded %s", name, typ(f.Type()))
			default:
				add("type %s struct, %s %s", name, f.Name(), typ(f.Type()))
			}
		}
	case *types.Interface:
		add("type %s%s interface { %s }", name, tparams, interfaceMethods(u, typ))
		for m := range u.ExplicitMethods() {
			if m.Exported() {
				add("type %s interface, %s%s", name, m.Name(), signature(m.Type().(*types.Signature), typ))
			}
		}
	default:
		add("type %s%s %s", name, tparams, typ(u))
	}
	for m := range named.Methods() {
		if !m.Exported() {
			continue
		}
		sig := m.Type().(*types.Signature)
		recv := name
		if _, ok := sig.Recv().Type().(*types.Pointer); ok {
			recv = "*" + name
		}
		add("method (%s) %s%s", recv, m.Name(), signature(sig, typ))
	}
	return lines
}

// interfaceMethods returns the methods of an interface, in order, as
// the api files write them, "Error, Unwrap".
func interfaceMethods(t *types.Interface, typ func(types.Type) string) string {
	var names []string
	for m := range t.ExplicitMethods() {
		names = append(names, m.Name())
	}
	for e := range t.EmbeddedTypes() {
		names = append(names, typ(e))
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// signature writes sig without the names of its parameters and results.
func signature(sig *types.Signature, typ func(types.Type) string) string {
	var b strings.Builder
	b.WriteString(typeParams(sig.TypeParams(), typ))
	b.WriteString("(")
	for i := range sig.Params().Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		t := sig.Params().At(i).Type()
		if sig.Variadic() && i == sig.Params().Len()-1 {
			b.WriteString("..." + typ(t.(*types.Slice).Elem()))
		} else {
			b.WriteString(typ(t))
		}
	}
	b.WriteString(")")
	switch res := sig.Results(); res.Len() {
	case 0:
	case 1:
		b.WriteString(" " + typ(res.At(0).Type()))
	default:
		b.WriteString(" (")
		for i := range res.Len() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(typ(res.At(i).Type()))
		}
		b.WriteString(")")
	}
	return b.String()
}

// typeParams writes a list of type parameters, "[T any]", or "".
func typeParams(list *types.TypeParamList, typ func(types.Type) string) string {
	if list.Len() == 0 {
		return ""
	}
	var parts []string
	for tp := range list.TypeParams() {
		parts = append(parts, tp.Obj().Name()+" "+typ(tp.Constraint()))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
