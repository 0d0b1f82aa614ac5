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

// TestReportsWhole checks that every report of normalize -ns and find
// -ns reaches standard error, in order and whole, when it is a file of
// its own (reports are buffered then) and when it is the file of
// standard output (reports go through its buffer, after the output of
// the lines before them), past the size of both buffers.
func TestReportsWhole(t *testing.T) {
	var in, urns, reports, mixed strings.Builder
	for i := range 3000 { // about 140 KB of output, a third of it reports
		if i%3 == 0 {
			fmt.Fprintf(&in, "urn:uuid:%08d-0000-0000-0000-00000000000x\n", i)
			r := fmt.Sprintf("<stdin>:%d:45: NSS not valid in namespace uuid: ", i+1)
			fmt.Fprintf(&reports, "%s\n", r)
			fmt.Fprintf(&mixed, "%s\n", r)
			continue
		}
		fmt.Fprintf(&in, "urn:uuid:%08d-0000-0000-0000-00000000000a\n", i)
		fmt.Fprintf(&urns, "urn:uuid:%08d-0000-0000-0000-00000000000a\n", i)
		fmt.Fprintf(&mixed, "urn:uuid:%08d-0000-0000-0000-00000000000a\n", i)
	}
	// lines checks that got has the lines of want, each a prefix.
	lines := func(name, got, want string) {
		t.Helper()
		g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
		if len(g) != len(w) {
			t.Fatalf("%s: %d lines, want %d", name, len(g), len(w))
		}
		for i := range w {
			if !strings.HasPrefix(g[i], w[i]) {
				t.Fatalf("%s: line %d is %q; want it to begin with %q", name, i+1, g[i], w[i])
			}
		}
	}
	create := func(name string) *os.File {
		f, err := os.Create(filepath.Join(t.TempDir(), name))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Close() })
		return f
	}
	read := func(f *os.File) string {
		b, err := os.ReadFile(f.Name())
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}

	out, errs := create("out"), create("err")
	if status := run([]string{"normalize", "-ns"}, strings.NewReader(in.String()), out, errs); status != 1 {
		t.Fatalf("normalize -ns: status %d, want 1", status)
	}
	lines("normalize -ns, two files: stdout", read(out), urns.String())
	lines("normalize -ns, two files: stderr", read(errs), reports.String())

	both := create("both")
	run([]string{"normalize", "-ns"}, strings.NewReader(in.String()), both, both)
	lines("normalize -ns, one file", read(both), mixed.String())

	// find writes "<stdin>:line:col: urn" for a URN, and a report as
	// normalize does: one line for each line of in.
	out, errs = create("out2"), create("err2")
	run([]string{"find", "-ns"}, strings.NewReader(in.String()), out, errs)
	if got := strings.Count(read(errs), "\n"); got != 1000 {
		t.Errorf("find -ns, two files: %d reports on stderr, want 1000", got)
	}
	if got := strings.Count(read(out), "\n"); got != 2000 {
		t.Errorf("find -ns, two files: %d URNs on stdout, want 2000", got)
	}
	both = create("both2")
	run([]string{"find", "-ns"}, strings.NewReader(in.String()), both, both)
	var w strings.Builder
	run([]string{"find", "-ns"}, strings.NewReader(in.String()), &w, &w)
	for name, got := range map[string]string{"one file": read(both), "one writer": w.String()} {
		g := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
		if len(g) != 3000 {
			t.Fatalf("find -ns, %s: %d lines, want 3000", name, len(g))
		}
		for i, l := range g {
			report := strings.Contains(l, "NSS not valid")
			if report != (i%3 == 0) || !strings.HasPrefix(l, fmt.Sprintf("<stdin>:%d:", i+1)) {
				t.Fatalf("find -ns, %s: line %d is %q", name, i+1, l)
			}
		}
	}
}
