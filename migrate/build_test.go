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
	dir := fixtureModule(t, "module example.com/migrated\n\ngo 1.24\n\nrequire (\n\tgithub.com/stretchr/testify v1.11.1\n\tgithub.com/urnkit/urn v0.0.0\n)\n\nreplace github.com/urnkit/urn => "+lib+"\n",
		".go.golden", "basic", "plain", "machine", "values", "sqlurn", "oidurn", "traps", "asserts", "jsonfield", "normalize", "nilurn", "escapes")
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), readFile(t, filepath.Join(lib, "go.sum")), 0o644); err != nil {
		t.Fatal(err)
	}
	goIn(t, dir, "build", "./...")
	goIn(t, dir, "vet", "./...")
	goIn(t, dir, "test", "-count=1", "./...")
}

// TestTrapsBefore runs the behaviour tests of the trap fixtures on the
// fixtures as written, with go-urn v1.5.0 (and testify) from the module
// proxy: TestGoldenBuilds runs the same tests on their rewrites, so that
// a test that passes both times shows the behaviour kept.
func TestTrapsBefore(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module with the go command")
	}
	dir := fixtureModule(t, "module example.com/original\n\ngo 1.24\n\nrequire (\n\tgithub.com/leodido/go-urn v1.5.0\n\tgithub.com/stretchr/testify v1.11.1\n)\n",
		".go", "traps", "asserts", "jsonfield")
	goIn(t, dir, "test", "-count=1", "./...")
}

// fixtureModule writes a module with the go.mod gomod and, for each
// package pkg, testdata/src/pkg/pkg plus suffix as pkg/pkg.go and the
// tests testdata/behave/pkg_test.go, and returns its directory.
func fixtureModule(t *testing.T, gomod, suffix string, pkgs ...string) string {
	t.Helper()
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
	write("go.mod", []byte(gomod))
	for _, pkg := range pkgs {
		write(filepath.Join(pkg, pkg+".go"), readFile(t, filepath.Join("testdata", "src", pkg, pkg+suffix)))
		write(filepath.Join(pkg, pkg+"_test.go"), readFile(t, filepath.Join("testdata", "behave", pkg+"_test.go")))
	}
	return dir
}

// readFile returns the contents of the file at path.
func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// goIn runs the go command with args in dir, letting it fetch the
// modules that go.mod requires, and fails the test if it fails.
func goIn(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %v: %v\n%s", args, err, out)
	}
	t.Logf("go %v:\n%s", args, out)
}
