// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNormalizeErrorInPlace checks that normalize writes each error
// whole and after the URNs of the lines before it when standard output
// and standard error are one stream, as with 2>&1: through one writer,
// and through one file, past the size of the output buffer.
func TestNormalizeErrorInPlace(t *testing.T) {
	var in, want strings.Builder
	for i := range 3000 { // about 140 KB of output
		if i%1000 == 500 {
			fmt.Fprintf(&in, "urn:uuid:%08d-0000-0000-0000-00000000000x\n", i)
			fmt.Fprintf(&want, "<stdin>:%d:45: NSS not valid in namespace uuid: \n", i+1)
			continue
		}
		fmt.Fprintf(&in, "urn:uuid:%08d-0000-0000-0000-00000000000A\n", i)
		fmt.Fprintf(&want, "urn:uuid:%08d-0000-0000-0000-00000000000a\n", i)
	}
	wantLines := strings.Split(want.String(), "\n")
	check := func(name, got string, status int) {
		t.Helper()
		gotLines := strings.Split(got, "\n")
		if status != 1 || len(gotLines) != len(wantLines) {
			t.Fatalf("%s: status %d, %d lines; want 1 and %d lines", name, status, len(gotLines), len(wantLines))
		}
		for i, w := range wantLines {
			if !strings.HasPrefix(gotLines[i], w) {
				t.Fatalf("%s: line %d is %q; want it to begin with %q", name, i+1, gotLines[i], w)
			}
		}
	}

	var both strings.Builder
	status := run([]string{"normalize", "-ns"}, strings.NewReader(in.String()), &both, &both)
	check("one writer", both.String(), status)

	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	status = run([]string{"normalize", "-ns"}, strings.NewReader(in.String()), f, f)
	got, err := os.ReadFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	check("one file", string(got), status)
}

// TestSharedOutput checks when normalize takes standard output and
// standard error for one stream.
func TestSharedOutput(t *testing.T) {
	dir := t.TempDir()
	a, err := os.Create(filepath.Join(dir, "a"))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := os.Create(filepath.Join(dir, "b"))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	again, err := os.OpenFile(a.Name(), os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	var w strings.Builder
	for _, tt := range []struct {
		name           string
		stdout, stderr io.Writer
		want           bool
	}{
		{"two files", a, b, false},
		{"one file", a, a, true},
		{"one file opened twice", a, again, true},
		{"a file and a writer", a, &w, true},
	} {
		if got := sharedOutput(tt.stdout, tt.stderr); got != tt.want {
			t.Errorf("%s: sharedOutput = %v, want %v", tt.name, got, tt.want)
		}
	}
}
