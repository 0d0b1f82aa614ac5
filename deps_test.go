// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// The root package is what every program that handles a URN imports:
// validators, servers, small tools shipped in scratch containers. It
// links no network, TLS or process code and needs no cgo, so such a
// program stays a small static binary; resolution over HTTP is in
// package resolve.

// forbiddenDep reports whether the root package must not depend on the
// standard library package p.
func forbiddenDep(p string) bool {
	switch p {
	case "net", "net/http", "os/exec", "runtime/cgo", "plugin", "crypto":
		return true
	}
	return strings.HasPrefix(p, "net/http/") || strings.HasPrefix(p, "crypto/")
}

// goTool returns the path of the go command, or skips t.
func goTool(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the go command")
	}
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	return gocmd
}

func TestDependencies(t *testing.T) {
	gocmd := goTool(t)
	out, err := exec.Command(gocmd, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps .: %v\n%s", err, stderr(err))
	}
	deps := strings.Fields(string(out))
	if len(deps) == 0 || deps[len(deps)-1] != "github.com/urnkit/urn" {
		t.Fatalf("go list -deps . printed %q, want the dependencies and then the package", out)
	}
	for _, p := range deps {
		if forbiddenDep(p) {
			t.Errorf("the package depends on %s", p)
		}
	}
}

// TestStaticBinary builds a program that parses and normalizes a URN
// with this package, and the same program written with strings.Cut,
// both with the default environment. The first must be as static as the
// second and at most 15% larger.
func TestStaticBinary(t *testing.T) {
	gocmd := goTool(t)
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/size\n\ngo 1.24\n\n" +
			"require github.com/urnkit/urn v0.0.0\n\n" +
			"replace github.com/urnkit/urn => " + strconv.Quote(root) + "\n",
		"withurn/main.go": `package main

import (
	"os"

	"github.com/urnkit/urn"
)

func main() {
	u, err := urn.Parse(os.Args[1])
	if err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		os.Exit(1)
	}
	os.Stdout.WriteString(u.Normalize().String() + "\n")
}
`,
		"cut/main.go": `package main

import (
	"os"
	"strings"
)

func main() {
	scheme, rest, ok1 := strings.Cut(os.Args[1], ":")
	nid, nss, ok2 := strings.Cut(rest, ":")
	if !ok1 || !ok2 {
		os.Stderr.WriteString("not a URN\n")
		os.Exit(1)
	}
	os.Stdout.WriteString(strings.ToLower(scheme) + ":" + strings.ToLower(nid) + ":" + nss + "\n")
}
`,
	}
	for name, text := range files {
		name = filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(name), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}

	const in = "URN:Example:a123%2cz456"
	build := func(prog, want string) (path string, size int64) {
		t.Helper()
		path = filepath.Join(dir, prog+".bin")
		cmd := exec.Command(gocmd, "build", "-trimpath", "-o", path, "./"+prog)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build ./%s: %v\n%s", prog, err, out)
		}
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(path, in).Output(); err != nil || string(out) != want+"\n" {
			t.Fatalf("%s %q printed %q, %v; want %q", prog, in, out, err, want)
		}
		return path, fi.Size()
	}
	withURN, urnSize := build("withurn", MustParse(in).Normalize().String())
	cut, cutSize := build("cut", "urn:example:a123%2cz456")

	ratio := float64(urnSize) / float64(cutSize)
	t.Logf("with urn: %d bytes; with strings.Cut: %d bytes; ratio %.3f", urnSize, cutSize, ratio)
	if ratio > 1.15 {
		t.Errorf("the program that imports urn is %.2fx the size of the one that does not, want at most 1.15x", ratio)
	}

	if runtime.GOOS != "linux" {
		return // elsewhere, every program may be linked against the system's libraries
	}
	if dynamic(t, cut) != "" {
		t.Skip("the go command links even a program without cgo dynamically here")
	}
	if why := dynamic(t, withURN); why != "" {
		t.Errorf("the program that imports urn is linked dynamically: %s", why)
	}
}

// dynamic returns why the ELF executable at path is dynamically linked,
// or "" if it is static.
func dynamic(t *testing.T, path string) string {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			return "it has a program interpreter"
		}
	}
	libs, err := f.ImportedLibraries()
	if err != nil {
		t.Fatal(err)
	}
	if len(libs) > 0 {
		return "it needs " + strings.Join(libs, ", ")
	}
	return ""
}

// stderr returns what the command that failed with err wrote to its
// standard error, if err says.
func stderr(err error) []byte {
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.Stderr
	}
	return nil
}
