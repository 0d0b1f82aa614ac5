package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// module writes a module that requires a stand-in for go-urn (the one
// of the analyzer's tests) and holds the fixture pkg, and returns its
// directory.
func module(t *testing.T, goLine, pkg string) string {
	t.Helper()
	dir := t.TempDir()
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
	copyFile(filepath.Join(src, pkg, pkg+".go"), filepath.Join(dir, "app", pkg+".go"))
	writeFile(filepath.Join("app", "go.mod"), "module example.com/app\n\ngo "+goLine+"\n\nrequire github.com/leodido/go-urn v1.5.0\n\nreplace github.com/leodido/go-urn => ../gourn\n")
	return filepath.Join(dir, "app")
}

// TestFixPrintsReports checks that -fix applies the rewrites, then
// prints every report at its line and exits with status 3.
func TestFixPrintsReports(t *testing.T) {
	dir := module(t, "1.24", "registry")
	t.Chdir(dir)
	var out strings.Builder
	if status := run([]string{"-fix", "./..."}, &out); status != 3 {
		t.Errorf("status %d, want 3\n%s", status, out.String())
	}
	got := out.String()
	for _, want := range []string{
		"registry.go:8:2: go-urn stays imported as gourn for 1 use(s)",
		"registry.go:30:10: a URN built field by field",
		"registry.go:39:9: urnkit's Normalize upper-cases",
		"urnmigrate: rewrote 1 file(s); 3 report(s) need a person",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the output has no %q:\n%s", want, got)
		}
	}
	data, err := os.ReadFile("registry.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	if l := lines[30-1]; !strings.Contains(l, "&gourn.URN{") {
		t.Errorf("line 30 of the rewritten file is %q, not the reported literal", l)
	}
	if l := lines[39-1]; !strings.Contains(l, "Normalize") {
		t.Errorf("line 39 of the rewritten file is %q, not the reported Normalize", l)
	}
}

// TestFixRaisesGoLine checks that -fix raises a go line below 1.24, says
// so, and exits with status 0 when no report remains.
func TestFixRaisesGoLine(t *testing.T) {
	dir := module(t, "1.20", "traps")
	t.Chdir(dir)
	var out strings.Builder
	if status := run([]string{"-fix", "./..."}, &out); status != 0 {
		t.Errorf("status %d, want 0\n%s", status, out.String())
	}
	if !strings.Contains(out.String(), "the go line is raised from 1.20 to 1.24") {
		t.Errorf("the output does not say that the go line is raised:\n%s", out.String())
	}
	data, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "\ngo 1.24\n") {
		t.Errorf("go.mod after -fix:\n%s", data)
	}
}

// TestListExitStatus checks that without -fix every diagnostic is
// printed, nothing is written, and the status is 3.
func TestListExitStatus(t *testing.T) {
	dir := module(t, "1.24", "traps")
	t.Chdir(dir)
	before, _ := os.ReadFile("traps.go")
	var out strings.Builder
	if status := run([]string{"./..."}, &out); status != 3 {
		t.Errorf("status %d, want 3\n%s", status, out.String())
	}
	if !strings.Contains(out.String(), "traps.go:11:2: import github.com/urnkit/urn in place of github.com/leodido/go-urn") {
		t.Errorf("output:\n%s", out.String())
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
	dir := module(t, "1.24", "traps")
	t.Chdir(dir)
	files := map[string]string{
		"traps.go":      "package traps\n\nimport gourn \"github.com/leodido/go-urn\"\n\n// Valid reports whether s is a URN.\nfunc Valid(s string) bool {\n\t_, ok := gourn.Parse([]byte(s))\n\treturn ok\n}\n",
		"traps_test.go": "package traps\n\nvar urn = \"urn:example:a\"\n\nvar _ = Valid(urn)\n",
	}
	for name, text := range files {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out strings.Builder
	if status := run([]string{"-fix", "./..."}, &out); status != 0 {
		t.Fatalf("status %d, want 0\n%s", status, out.String())
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
