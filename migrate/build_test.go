package migrate_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGoldenBuilds checks that the rewritten fixtures that need no hand
// work build against the library, pass go vet, and behave as
// MIGRATING.md says: each runs the tests of testdata/behave in a module
// that requires the library in the parent directory.
func TestGoldenBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module with the go command")
	}
	lib, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name string, data []byte) {
		t.Helper()
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	read := func(path string) []byte {
		t.Helper()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	write("go.mod", []byte("module example.com/migrated\n\ngo 1.24\n\nrequire (\n\tgithub.com/stretchr/testify v1.11.1\n\tgithub.com/urnkit/urn v0.0.0\n)\n\nreplace github.com/urnkit/urn => "+lib+"\n"))
	write("go.sum", read(filepath.Join(lib, "go.sum")))
	for _, pkg := range []string{"basic", "plain", "machine", "values", "sqlurn", "oidurn", "traps", "asserts"} {
		write(filepath.Join(pkg, pkg+".go"), read(filepath.Join("testdata", "src", pkg, pkg+".go.golden")))
		write(filepath.Join(pkg, pkg+"_test.go"), read(filepath.Join("testdata", "behave", pkg+"_test.go")))
	}
	for _, args := range [][]string{
		{"build", "./..."},
		{"vet", "./..."},
		{"test", "-count=1", "./..."},
	} {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %v: %v\n%s", args, err, out)
		}
		t.Logf("go %v:\n%s", args, out)
	}
}

// TestTrapsBefore runs the behaviour tests of the trap fixtures on the
// fixtures as written, with go-urn v1.5.0 (and testify) from the module
// proxy:
// TestGoldenBuilds runs the same tests on their rewrite, so that a test
// that passes both times shows the behaviour kept.
func TestTrapsBefore(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module with the go command")
	}
	dir := t.TempDir()
	write := func(name string, data []byte) {
		t.Helper()
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	read := func(path string) []byte {
		t.Helper()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	write("go.mod", []byte("module example.com/original\n\ngo 1.24\n\nrequire (\n\tgithub.com/leodido/go-urn v1.5.0\n\tgithub.com/stretchr/testify v1.11.1\n)\n"))
	for _, pkg := range []string{"traps", "asserts"} {
		write(filepath.Join(pkg, pkg+".go"), read(filepath.Join("testdata", "src", pkg, pkg+".go")))
		write(filepath.Join(pkg, pkg+"_test.go"), read(filepath.Join("testdata", "behave", pkg+"_test.go")))
	}
	for _, args := range [][]string{
		{"test", "-count=1", "./..."},
	} {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %v: %v\n%s", args, err, out)
		}
		t.Logf("go %v:\n%s", args, out)
	}
}
