// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
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
