// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"testing/iotest"
	"time"
)

// TestFindReplacedDuringWalk replaces files of a tree between the walk
// that lists them and their opening: find -r reads no file outside the
// tree through a symbolic link put in place of a file, does not wait for
// a writer of a FIFO, and says what it skipped.
func TestFindReplacedDuringWalk(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.Mkdir("tree", 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"secret.txt":   "urn:ex:secret\n",
		"tree/a.txt":   "urn:ex:a\n",
		"tree/b.txt":   "urn:ex:b\n",
		"tree/c.txt":   "urn:ex:c\n",
		"tree/dir.txt": "urn:ex:d\n",
		"tree/e.txt":   "urn:ex:e\n",
	} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	testHookOpen = func(name string) {
		var err error
		switch filepath.Base(name) {
		case "b.txt":
			if err = os.Remove(name); err == nil {
				err = os.Symlink("../secret.txt", name)
			}
		case "c.txt":
			if err = os.Remove(name); err == nil {
				err = syscall.Mkfifo(name, 0o644)
			}
		case "dir.txt":
			if err = os.Remove(name); err == nil {
				err = os.Mkdir(name, 0o755)
			}
		}
		if err != nil {
			t.Error(err)
		}
	}
	defer func() { testHookOpen = nil }()

	type result struct {
		status   int
		out, err string
	}
	done := make(chan result, 1)
	go func() {
		status, out, errs := runString([]string{"find", "-j", "1", "-r", "tree"}, "")
		done <- result{status, out, errs}
	}()
	select {
	case r := <-done:
		wantOut := "tree/a.txt:1:1: urn:ex:a\ntree/e.txt:1:1: urn:ex:e\n"
		var wantErr strings.Builder
		for _, name := range []string{"b.txt", "c.txt", "dir.txt"} {
			wantErr.WriteString("urn find: tree/" + name + ": skipped: no longer a regular file\n")
		}
		if r.status != 0 || r.out != wantOut || r.err != wantErr.String() {
			t.Errorf("find -r: status %d, stdout %q, stderr %q; want 0, %q, %q", r.status, r.out, r.err, wantOut, wantErr.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("find -r waits on a FIFO put in place of a file")
	}
}

// interruptFind builds the command, runs find with args on a file of
// text, reads 100 KiB of its output from a pipe, so that it fills the
// pipe and waits in a write, interrupts it and reads the rest. It
// returns the output, the name of the file and the error of the run.
// stderr is where find's standard error goes. It skips the test when
// the command cannot be built, and when find was done before the
// interrupt.
func interruptFind(t *testing.T, text string, stderr io.Writer, args ...string) (out, input string, err error) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the command")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "urn")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Skipf("go build: %v\n%s", err, out)
	}
	input = filepath.Join(dir, "big.txt")
	if err := os.WriteFile(input, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, append(append([]string{"find"}, args...), input)...)
	cmd.Stderr = stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	head := make([]byte, 100<<10)
	if _, err := io.ReadFull(stdout, head); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	rest, _ := io.ReadAll(stdout)
	err = cmd.Wait()
	out = string(head) + string(rest)
	if len(out) == len(text) {
		t.Skip("find was done before the interrupt")
	}
	return out, input, err
}

// TestFindInterrupt interrupts find while it writes to a pipe that is
// full: the output ends with a whole line, each line a whole JSON
// object, and the exit status is 130.
func TestFindInterrupt(t *testing.T) {
	var text strings.Builder
	for i := range 200000 {
		fmt.Fprintf(&text, "line %d: urn:ex:interrupted-%d\n", i, i)
	}
	out, _, err := interruptFind(t, text.String(), nil, "-json")
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
		t.Errorf("find, interrupted: %v, want exit status 130", err)
	}
	if !strings.HasSuffix(out, "\n") {
		t.Errorf("the output ends in the middle of a line: ...%q", out[max(len(out)-80, 0):])
	}
	for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var f found
		if err := json.Unmarshal([]byte(line), &f); err != nil || !strings.HasPrefix(f.URN, "urn:ex:interrupted-") {
			t.Fatalf("line %d of the output is not a whole object: %q: %v", i+1, line, err)
		}
	}
}

// TestOpenFileSize checks that a file of a directory is read up to the
// size it had when it was opened, and a named file to its end.
func TestOpenFileSize(t *testing.T) {
	name := filepath.Join(t.TempDir(), "grows.txt")
	for _, tt := range []struct {
		regular bool
		want    string
	}{
		{true, "urn:ex:a\n"},
		{false, "urn:ex:a\nurn:ex:b\n"},
	} {
		if err := os.WriteFile(name, []byte("urn:ex:a\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		r, err := openFile(name, tt.regular)
		if err != nil {
			t.Fatal(err)
		}
		f, err := os.OpenFile(name, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString("urn:ex:b\n")
		f.Close()
		got, err := io.ReadAll(iotest.OneByteReader(r))
		r.Close()
		if err != nil || string(got) != tt.want {
			t.Errorf("openFile(regular %v), then the file grows: read %q, %v; want %q", tt.regular, got, err, tt.want)
		}
	}
}

// TestOpenInRoot checks that openInRoot, which opens the files of a tree
// too deep for their names, opens a regular file, and neither a symbolic
// link, which an os.Root would follow, nor a FIFO, which it would wait on.
func TestOpenInRoot(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("urn:ex:a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("a.txt", filepath.Join(dir, "link.txt")); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo"), 0o644); err != nil {
		t.Skipf("no FIFOs: %v", err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	r, err := openInRoot(root, "a.txt")
	if err != nil {
		t.Fatalf("openInRoot(a.txt): %v", err)
	}
	b, err := io.ReadAll(r)
	r.Close()
	if string(b) != "urn:ex:a\n" || err != nil {
		t.Errorf("openInRoot(a.txt): read %q, %v", b, err)
	}
	for _, name := range []string{"link.txt", "fifo", "."} {
		if r, err := openInRoot(root, name); err != errNotRegular {
			if r != nil {
				r.Close()
			}
			t.Errorf("openInRoot(%s): error %v, want errNotRegular", name, err)
		}
	}
}

// TestFindInterruptReports checks that an interrupt of find -ns, whose
// reports go to a file of their own and so through a buffer, writes
// the reports of every line before the last URN it printed, each whole.
func TestFindInterruptReports(t *testing.T) {
	var text strings.Builder
	for i := range 200000 {
		if i%3 == 0 {
			fmt.Fprintf(&text, "urn:uuid:%08d-0000-0000-0000-00000000000x\n", i) // not a UUID
			continue
		}
		fmt.Fprintf(&text, "urn:uuid:%08d-0000-0000-0000-00000000000a\n", i)
	}
	errFile, err := os.Create(filepath.Join(t.TempDir(), "err"))
	if err != nil {
		t.Fatal(err)
	}
	defer errFile.Close()
	out, input, err := interruptFind(t, text.String(), errFile, "-ns")
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
		t.Fatalf("find -ns, interrupted: %v, want exit status 130", err)
	}
	// The line of the last URN printed.
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	var last int
	if _, err := fmt.Sscanf(lines[len(lines)-1][len(input)+1:], "%d:", &last); err != nil {
		t.Fatalf("last line of the output: %q: %v", lines[len(lines)-1], err)
	}
	reports, err := os.ReadFile(errFile.Name())
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSuffix(string(reports), "\n"), "\n")
	want := (last + 1) / 3 // the lines 1, 4, 7, ... before last
	if len(got) < want {
		t.Fatalf("%d reports after an interrupt at line %d; want at least %d", len(got), last, want)
	}
	for i, l := range got {
		if !strings.HasPrefix(l, fmt.Sprintf("%s:%d:1: urn:uuid:", input, 3*i+1)) || !strings.HasSuffix(l, "(a UUID is 8-4-4-4-12 hex digits)") {
			t.Fatalf("report %d is %q", i+1, l)
		}
	}
}
