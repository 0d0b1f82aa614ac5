package main

import (
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// module writes a module that requires a stand-in for go-urn (the one
// of the analyzer's tests) and holds the fixture pkg, and returns its
// directory.
func module(t *testing.T, goLine, pkg string) string {
	t.Helper()
	dir := t.TempDir()
	stubModule(t, dir, goLine)
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "src", pkg, pkg+".go"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "app", pkg+".go"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, "app")
}

// moduleWith writes a module as module does, holding the files of the
// map, by name relative to the module's root, and returns its
// directory.
func moduleWith(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	stubModule(t, dir, "1.24")
	app := filepath.Join(dir, "app")
	for name, text := range files {
		path := filepath.Join(app, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return app
}

// stubModule writes, in dir, the stand-in for go-urn as the module
// gourn, and in app the go.mod of a module that requires it.
func stubModule(t *testing.T, dir, goLine string) {
	t.Helper()
	src := filepath.Join("..", "..", "testdata", "src")
	copyFile := func(from, to string) {
		t.Helper()
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	writeFile := func(name, text string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	copyFile(filepath.Join(src, "github.com", "leodido", "go-urn", "urn.go"), filepath.Join(dir, "gourn", "urn.go"))
	writeFile(filepath.Join("gourn", "go.mod"), "module github.com/leodido/go-urn\n\ngo 1.18\n")
	if err := os.MkdirAll(filepath.Join(dir, "app"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(filepath.Join("app", "go.mod"), "module example.com/app\n\ngo "+goLine+"\n\nrequire github.com/leodido/go-urn v1.5.0\n\nreplace github.com/leodido/go-urn => ../gourn\n")
}

// runIn runs the command with args in dir and returns its exit status,
// standard output and standard error.
func runIn(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	t.Chdir(dir)
	var stdout, stderr strings.Builder
	status := run(args, &stdout, &stderr)
	return status, stdout.String(), stderr.String()
}

// TestFixPrintsReports checks that -fix applies the rewrites, then
// prints every note and report at its line and exits with status 3.
func TestFixPrintsReports(t *testing.T) {
	status, out, errs := runIn(t, module(t, "1.24", "registry"), "-fix", "./...")
	if status != statusReport || errs != "" {
		t.Errorf("status %d, want 3; stderr:\n%s\nstdout:\n%s", status, errs, out)
	}
	for _, want := range []string{
		"registry.go:8:2: report: go-urn stays imported as gourn, whose name the code left for a person still uses (gourn.URN 1 time(s)); that code is among this file's 1 other report(s)",
		"registry.go:25:21: note: a urn.URN is a value: the zero URN stands for no URN; the exported method Type.URN changes from go-urn's *urn.URN to urnkit's urn.URN",
		"registry.go:30:10: report: a URN built field by field",
		"registry.go:35:2: note: parse with urnkit in RFC 2141, go-urn's default mode; ok becomes err == nil; it refuses a % not followed by two hex digits",
		"registry.go:39:7: note: urnkit's Normalize in place of go-urn's; the URN was parsed in RFC 2141, which has no components, so the one difference is the case of the hex digits",
		"registry.go:50:22: note: urnkit's String in place of go-urn's; this call of String panicked on a nil *URN",
		"urnmigrate: rewrote 1 file(s); 4 rewrite(s) with a note to read; 2 report(s) need a person\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output has no %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, ": rewrite: ") {
		t.Errorf("-fix printed a plain rewrite:\n%s", out)
	}
	data, err := os.ReadFile("registry.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	if l := lines[30-1]; !strings.Contains(l, "&gourn.URN{") {
		t.Errorf("line 30 of the rewritten file is %q, not the reported literal", l)
	}
	if l := lines[35-1]; !strings.Contains(l, "urn.Parser{Syntax: urn.RFC2141}.Parse(s)") {
		t.Errorf("line 35 of the rewritten file is %q, not the noted parse", l)
	}
	if l := lines[39-1]; !strings.Contains(l, "Normalize") {
		t.Errorf("line 39 of the rewritten file is %q, not the noted Normalize", l)
	}
}

// TestFixRaisesGoLine checks that -fix raises a go line below 1.24 and
// says so in a note, and that without -fix the same note is printed and
// go.mod is left as it was.
func TestFixRaisesGoLine(t *testing.T) {
	dir := moduleWith(t, map[string]string{"a.go": plainRewrites})
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/app\n\ngo 1.20\n\nrequire github.com/leodido/go-urn v1.5.0\n\nreplace github.com/leodido/go-urn => ../gourn\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, fix := range []bool{false, true} {
		args := []string{"./..."}
		if fix {
			args = []string{"-fix", "./..."}
		}
		status, out, _ := runIn(t, dir, args...)
		if status != statusNote {
			t.Errorf("%v: status %d, want 4\n%s", args, status, out)
		}
		verb := "would be raised by -fix"
		if fix {
			verb = "is raised"
		}
		if !strings.Contains(out, "go.mod: note: the go line "+verb+" from 1.20 to 1.24") {
			t.Errorf("%v: the output does not say that the go line is raised:\n%s", args, out)
		}
		data, err := os.ReadFile("go.mod")
		if err != nil {
			t.Fatal(err)
		}
		if raised := strings.Contains(string(data), "\ngo 1.24\n"); raised != fix {
			t.Errorf("%v: go.mod after the run:\n%s", args, data)
		}
	}
}

// plainRewrites uses go-urn only in ways whose rewrite keeps what the
// program does.
const plainRewrites = `package app

import gourn "github.com/leodido/go-urn"

// nid returns the NID of u, or "" for nil.
func nid(u *gourn.URN) string {
	if u == nil {
		return ""
	}
	return u.ID
}
`

// notedRewrites parses in go-urn's default mode: the rewrite refuses
// inputs that go-urn accepted, which a note says.
const notedRewrites = `package app

import gourn "github.com/leodido/go-urn"

// Valid reports whether s is an RFC 2141 URN.
func Valid(s string) bool {
	_, ok := gourn.Parse([]byte(s))
	return ok
}
`

// reportedUse builds a URN field by field, which is reported.
const reportedUse = `package app

import gourn "github.com/leodido/go-urn"

// Example returns urn:example:a.
func Example() *gourn.URN {
	return &gourn.URN{ID: "example", SS: "a"}
}
`

// TestExitStatus checks that the status means the same with and without
// -fix: 0 for rewrites that keep what the program does, 4 for rewrites
// with a note, 3 for a report; that the findings go to standard output,
// each marked with its kind, and nothing to standard error.
func TestExitStatus(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		status    int
		list, fix []string // kinds of lines printed
	}{
		{"rewrites", plainRewrites, statusOK, []string{"rewrite"}, nil},
		{"notes", notedRewrites, statusNote, []string{"rewrite", "note"}, []string{"note"}},
		{"reports", reportedUse + "\n" + strings.TrimPrefix(notedRewrites, "package app\n\nimport gourn \"github.com/leodido/go-urn\"\n"), statusReport, []string{"rewrite", "note", "report"}, []string{"note", "report"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := moduleWith(t, map[string]string{"a.go": tc.src})
			for _, fix := range []bool{false, true} {
				args, kinds := []string{"./..."}, tc.list
				if fix {
					args, kinds = []string{"-fix", "./..."}, tc.fix
				}
				status, out, errs := runIn(t, dir, args...)
				if status != tc.status {
					t.Errorf("%v: status %d, want %d\n%s", args, status, tc.status, out)
				}
				if errs != "" {
					t.Errorf("%v: standard error is not empty:\n%s", args, errs)
				}
				got := make(map[string]bool)
				lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
				for _, l := range lines[:len(lines)-1] {
					_, rest, ok := strings.Cut(l, ".go:")
					if !ok {
						t.Errorf("%v: %q is not at a line of a file", args, l)
						continue
					}
					f := strings.SplitN(rest, ": ", 3)
					if len(f) < 3 {
						t.Errorf("%v: %q has no kind", args, l)
						continue
					}
					got[f[1]] = true
				}
				if want := strings.Join(slices.Sorted(slices.Values(kinds)), " "); strings.Join(slices.Sorted(maps.Keys(got)), " ") != want {
					t.Errorf("%v: printed kinds %v, want %s\n%s", args, slices.Sorted(maps.Keys(got)), want, out)
				}
				if !strings.HasPrefix(lines[len(lines)-1], "urnmigrate: ") {
					t.Errorf("%v: the last line is %q, not the count", args, lines[len(lines)-1])
				}
			}
		})
	}
}

// TestUsage checks -help, printed on standard output with status 0, and
// a wrong command line, printed on standard error with status 2.
func TestUsage(t *testing.T) {
	var stdout, stderr strings.Builder
	if status := run([]string{"-help"}, &stdout, &stderr); status != statusOK || stderr.Len() != 0 {
		t.Errorf("-help: status %d, stderr %q", status, stderr.String())
	}
	for _, want := range []string{"note ", "report ", "rewrite ", "0  no note and no report", "1  an error", "2  a wrong command line", "3  a report needs a person", "4  no report, but a rewrite has a note", "standard output", "-fix"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("-help has no %q:\n%s", want, stdout.String())
		}
	}
	for _, args := range [][]string{nil, {"-nosuchflag", "./..."}} {
		stdout.Reset()
		stderr.Reset()
		if status := run(args, &stdout, &stderr); status != statusUsage || stdout.Len() != 0 || !strings.Contains(stderr.String(), "usage: urnmigrate") {
			t.Errorf("%q: status %d, stdout %q, stderr %q", args, status, stdout.String(), stderr.String())
		}
	}
}

// TestLoadError checks that a package that does not parse is named on
// standard error and left as it was, that the other packages are
// migrated, and that the status is 1.
func TestLoadError(t *testing.T) {
	broken := "package broken\n\nimport gourn \"github.com/leodido/go-urn\"\n\nfunc F() *gourn.URN { return nil\n"
	dir := moduleWith(t, map[string]string{"a.go": plainRewrites, "broken/broken.go": broken})
	status, out, errs := runIn(t, dir, "-fix", "./...")
	if status != statusError {
		t.Errorf("status %d, want 1", status)
	}
	if !strings.Contains(errs, "broken.go:5:") || !strings.Contains(errs, "package example.com/app/broken does not build; it is left as it was") {
		t.Errorf("standard error does not name the file and the package:\n%s", errs)
	}
	if !strings.Contains(out, "urnmigrate: rewrote 1 file(s)") {
		t.Errorf("stdout:\n%s", out)
	}
	if data, _ := os.ReadFile(filepath.Join("broken", "broken.go")); string(data) != broken {
		t.Errorf("broken.go was changed:\n%s", data)
	}
	if data, _ := os.ReadFile("a.go"); !strings.Contains(string(data), "github.com/urnkit/urn") {
		t.Errorf("a.go was not rewritten:\n%s", data)
	}
}

// TestListChangesNothing checks that without -fix every finding is
// printed and nothing is written.
func TestListChangesNothing(t *testing.T) {
	dir := module(t, "1.24", "traps")
	t.Chdir(dir)
	before, _ := os.ReadFile("traps.go")
	status, out, _ := runIn(t, dir, "./...")
	if status != statusNote {
		t.Errorf("status %d, want 4\n%s", status, out)
	}
	if !strings.Contains(out, "traps.go:11:2: rewrite: import github.com/urnkit/urn in place of github.com/leodido/go-urn") {
		t.Errorf("output:\n%s", out)
	}
	after, _ := os.ReadFile("traps.go")
	if string(before) != string(after) {
		t.Error("without -fix, traps.go was changed")
	}
}

// TestFixTestVariant checks that a file rewritten in a package and in
// its test variant, where a test file declares the name urn, gets one
// rewrite, the one that builds with the test files.
func TestFixTestVariant(t *testing.T) {
	dir := moduleWith(t, map[string]string{
		"traps.go":      "package traps\n\nimport gourn \"github.com/leodido/go-urn\"\n\n// Valid reports whether s is a URN.\nfunc Valid(s string) bool {\n\t_, ok := gourn.Parse([]byte(s))\n\treturn ok\n}\n",
		"traps_test.go": "package traps\n\nvar urn = \"urn:example:a\"\n\nvar _ = Valid(urn)\n",
	})
	if status, out, errs := runIn(t, dir, "-fix", "./..."); status != statusNote {
		t.Fatalf("status %d, want 4\n%s%s", status, out, errs)
	}
	data, err := os.ReadFile("traps.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`gourn "github.com/urnkit/urn"`, "gourn.Parser{Syntax: gourn.RFC2141}.Parse(s)"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("traps.go after -fix has no %q:\n%s", want, data)
		}
	}
}

// TestFixWritesOnlyInModule checks that -fix rewrites no file reached
// through a symbolic link, to a file or to a directory outside the
// module, and reports each; the file outside stays as it was.
func TestFixWritesOnlyInModule(t *testing.T) {
	outside := t.TempDir()
	for _, name := range []string{"linked.go", filepath.Join("lib", "lib.go")} {
		path := filepath.Join(outside, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		text := strings.Replace(plainRewrites, "package app", "package "+filepath.Base(filepath.Dir(path)), 1)
		if name == "linked.go" {
			text = strings.Replace(plainRewrites, "nid", "linkedNID", -1)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dir := moduleWith(t, map[string]string{"a.go": plainRewrites})
	if err := os.Symlink(filepath.Join(outside, "linked.go"), filepath.Join(dir, "linked.go")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if err := os.Symlink(filepath.Join(outside, "lib"), filepath.Join(dir, "lib")); err != nil {
		t.Fatal(err)
	}
	before := make(map[string][]byte)
	for _, name := range []string{"linked.go", filepath.Join("lib", "lib.go")} {
		before[name], _ = os.ReadFile(filepath.Join(outside, name))
	}
	status, out, errs := runIn(t, dir, "-fix", "./...", "./lib")
	if status != statusReport || errs != "" {
		t.Errorf("status %d, want 3\n%s%s", status, out, errs)
	}
	for _, want := range []string{
		"linked.go:1:1: report: not rewritten: the file is a symbolic link",
		"lib/lib.go:1:1: report: not rewritten: the file lies outside the root of its module",
		"urnmigrate: rewrote 1 file(s)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output has no %q:\n%s", want, out)
		}
	}
	for name, data := range before {
		if after, _ := os.ReadFile(filepath.Join(outside, name)); string(after) != string(data) {
			t.Errorf("%s, outside the module, was rewritten:\n%s", name, after)
		}
	}
}

// TestFixLeavesVendor checks that the vendored copy of a dependency that
// imports go-urn is left as it was, and reported, even when the
// packages named include it.
func TestFixLeavesVendor(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go mod vendor")
	}
	dir := moduleWith(t, map[string]string{"a.go": "package app\n\nimport _ \"example.com/dep\"\n"})
	dep := filepath.Join(filepath.Dir(dir), "dep")
	if err := os.MkdirAll(dep, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"go.mod": "module example.com/dep\n\ngo 1.24\n\nrequire github.com/leodido/go-urn v1.5.0\n\nreplace github.com/leodido/go-urn => ../gourn\n",
		"dep.go": strings.Replace(plainRewrites, "package app", "package dep", 1),
	} {
		if err := os.WriteFile(filepath.Join(dep, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gomod := "module example.com/app\n\ngo 1.24\n\nrequire (\n\texample.com/dep v0.0.0\n\tgithub.com/leodido/go-urn v1.5.0\n)\n\nreplace (\n\texample.com/dep => ../dep\n\tgithub.com/leodido/go-urn => ../gourn\n)\n"
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "mod", "vendor")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go mod vendor: %v\n%s", err, out)
	}
	vendored := filepath.Join(dir, "vendor", "example.com", "dep", "dep.go")
	before, err := os.ReadFile(vendored)
	if err != nil {
		t.Fatal(err)
	}
	status, out, errs := runIn(t, dir, "-fix", "example.com/dep")
	if status != statusReport || errs != "" {
		t.Errorf("status %d, want 3\n%s%s", status, out, errs)
	}
	if !strings.Contains(out, filepath.Join("vendor", "example.com", "dep", "dep.go")+":1:1: report: not rewritten: vendored code is left alone") {
		t.Errorf("the output does not report the vendored file:\n%s", out)
	}
	if after, _ := os.ReadFile(vendored); string(after) != string(before) {
		t.Errorf("the vendored file was rewritten:\n%s", after)
	}
}

// lineDirected holds a //line directive, as a file generated from a
// template by hand may: findings are at their lines in the file itself.
const lineDirected = `package app

import gourn "github.com/leodido/go-urn"

//line template.tmpl:100
func valid(s string) bool {
	_, ok := gourn.Parse([]byte(s))
	return ok
}
`

// TestLineDirective checks that a //line directive does not move a
// finding to the file it names, with or without -fix.
func TestLineDirective(t *testing.T) {
	dir := moduleWith(t, map[string]string{"a.go": lineDirected})
	for _, args := range [][]string{{"./..."}, {"-fix", "./..."}} {
		status, out, errs := runIn(t, dir, args...)
		if status != statusNote || errs != "" {
			t.Errorf("%v: status %d, want 4; stderr:\n%s", args, status, errs)
		}
		if !strings.Contains(out, "a.go:7:2: note: parse with urnkit") || strings.Contains(out, "template.tmpl") {
			t.Errorf("%v: the note is not at a.go:7:2:\n%s", args, out)
		}
	}
}

// cgoFile imports "C": the go command hands cgo's translation of it to
// the analyzer.
const cgoFile = `package app

// int twice(int x) { return 2 * x; }
import "C"

import gourn "github.com/leodido/go-urn"

// Twice doubles the length of the NSS of s.
func Twice(s string) (int, bool) {
	u, ok := gourn.Parse([]byte(s))
	if !ok {
		return 0, false
	}
	return int(C.twice(C.int(len(u.SS)))), true
}
`

// TestCgoFile checks that a file that imports "C" is reported at its
// import as a cgo file, not as a generated one, and left as it was.
func TestCgoFile(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("skipped: no C compiler (gcc) to run cgo with")
	}
	t.Setenv("CGO_ENABLED", "1")
	dir := moduleWith(t, map[string]string{"c.go": cgoFile})
	status, out, errs := runIn(t, dir, "-fix", "./...")
	if status != statusReport || errs != "" {
		t.Errorf("status %d, want 3; stderr:\n%s", status, errs)
	}
	if !strings.Contains(out, `c.go:6:8: report: this file imports "C" (cgo), and urnmigrate reads cgo's translation of it`) || strings.Contains(out, "generated") {
		t.Errorf("the cgo file is not reported as such at its import:\n%s", out)
	}
	data, err := os.ReadFile("c.go")
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != cgoFile {
		t.Errorf("c.go was rewritten:\n%s", data)
	}
}
