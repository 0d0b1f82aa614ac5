// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/google/go-cmp/cmp"
	"github.com/urnkit/urn/corpus"
)

// The tests run the job on Prism, in this process.
func TestMain(m *testing.M) { ptest.MainWithDefault(m, "prism") }

// outputs are the suffixes of the files that run writes.
var outputs = []string{".jsonl", "-errors.jsonl", "-keys.tsv", "-nids.tsv"}

// runJob runs the job on inputs with the outputs named from a prefix in
// a directory of its own, and returns its exit status, standard error
// and the prefix. stale, when set, is written to each output first, as
// an earlier run would have left it.
func runJob(t *testing.T, stale string, inputs ...string) (status int, stderr, prefix string) {
	t.Helper()
	prefix = filepath.Join(t.TempDir(), "urns")
	if stale != "" {
		for _, o := range outputs {
			if err := os.WriteFile(prefix+o, []byte(stale), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	var b bytes.Buffer
	status = run(context.Background(), inputs, prefix, corpus.ByKey, &b)
	return status, b.String(), prefix
}

// read returns the lines of the output of prefix with suffix o, which
// must exist.
func read(t *testing.T, prefix, o string) []string {
	t.Helper()
	b, err := os.ReadFile(prefix + o)
	if err != nil {
		t.Fatalf("output %s: %v", o, err)
	}
	var ls []string
	for l := range strings.Lines(string(b)) {
		ls = append(ls, strings.TrimSuffix(l, "\n"))
	}
	return ls
}

// faults returns the faults of the errors output of prefix.
func faults(t *testing.T, prefix string) []corpus.Fault {
	t.Helper()
	var fs []corpus.Fault
	for _, l := range read(t, prefix, "-errors.jsonl") {
		var f corpus.Fault
		if err := json.Unmarshal([]byte(l), &f); err != nil {
			t.Fatalf("errors: %q: %v", l, err)
		}
		fs = append(fs, f)
	}
	return fs
}

func write(t *testing.T, name, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestNoStaleOutputs runs the job where files of an earlier run with the
// same prefix lie, on a text with no URN, and requires each output to be
// there and empty.
func TestNoStaleOutputs(t *testing.T) {
	in := filepath.Join(t.TempDir(), "none.txt")
	write(t, in, "no identifier here\n")
	stale := `{"file":"old.txt","line":1,"col":1,"urn":"urn:example:stale"}` + "\n"
	status, stderr, prefix := runJob(t, stale, in)
	if status != exitOK || stderr != "" {
		t.Errorf("status %d, stderr %q; want %d and nothing", status, stderr, exitOK)
	}
	for _, o := range outputs {
		if ls := read(t, prefix, o); len(ls) > 0 {
			t.Errorf("output %s: %q; want it empty", o, ls)
		}
	}
}

// TestOutputsReplaced runs the job where files of an earlier run lie, on
// a text with URNs, and requires the outputs of this run alone.
func TestOutputsReplaced(t *testing.T) {
	in := filepath.Join(t.TempDir(), "a.txt")
	write(t, in, "see urn:example:a and urn:example:a\n")
	status, stderr, prefix := runJob(t, "stale line\nstale line\nstale line\n", in)
	if status != exitOK || stderr != "" {
		t.Errorf("status %d, stderr %q; want %d and nothing", status, stderr, exitOK)
	}
	want := map[string][]string{
		".jsonl": {
			`{"file":"` + in + `","line":1,"col":5,"urn":"urn:example:a"}`,
			`{"file":"` + in + `","line":1,"col":23,"urn":"urn:example:a"}`,
		},
		"-errors.jsonl": nil,
		"-keys.tsv":     {"urn:example:a\t2"},
		"-nids.tsv":     {"example\t1\t2"},
	}
	for _, o := range outputs {
		got := read(t, prefix, o)
		slices.Sort(got)
		slices.Sort(want[o])
		if diff := cmp.Diff(want[o], got); diff != "" {
			t.Errorf("output %s (-want +got):\n%s", o, diff)
		}
	}
}

// TestUnreadableInputs runs the job on inputs that cannot be read beside
// one that can, and requires exit status 2, a word on standard error, a
// fault for each in the errors, and the matches of the readable one.
func TestUnreadableInputs(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	write(t, good, "urn:example:good\n")
	noMatch := filepath.Join(dir, "*.warc.gz")
	missing := filepath.Join(dir, "missing.txt")
	notDir := filepath.Join(good, "x.txt") // a file's name as a directory
	status, stderr, prefix := runJob(t, "stale\n", good, noMatch, missing, notDir)
	if status != exitTrouble {
		t.Errorf("status %d; want %d", status, exitTrouble)
	}
	if want := "urncorpus: 3 inputs cannot be read; " + prefix + "-errors.jsonl names them\n"; stderr != want {
		t.Errorf("stderr %q; want %q", stderr, want)
	}
	var got []string
	for _, f := range faults(t, prefix) {
		got = append(got, f.File+": "+f.Class+": "+f.Err)
	}
	slices.Sort(got)
	want := []string{
		noMatch + ": damage: no file matches the pattern",
		missing + ": damage: stat " + missing + ": no such file or directory",
		notDir + ": damage: stat " + notDir + ": not a directory",
	}
	slices.Sort(want)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}
	if got, want := read(t, prefix, ".jsonl"), []string{`{"file":"` + good + `","line":1,"col":1,"urn":"urn:example:good"}`}; !slices.Equal(got, want) {
		t.Errorf("matches %q; want %q", got, want)
	}
	if got := read(t, prefix, "-keys.tsv"); !slices.Equal(got, []string{"urn:example:good\t1"}) {
		t.Errorf("keys %q", got)
	}
}

// TestEmptyGlob runs the job on a glob that matches nothing alone: exit
// status 2, every output written.
func TestEmptyGlob(t *testing.T) {
	glob := filepath.Join(t.TempDir(), "*.txt")
	status, stderr, prefix := runJob(t, "", glob)
	if status != exitTrouble || !strings.Contains(stderr, "1 input cannot be read") {
		t.Errorf("status %d, stderr %q; want %d and a word on the input", status, stderr, exitTrouble)
	}
	fs := faults(t, prefix)
	if len(fs) != 1 || fs[0].File != glob || fs[0].Err != "no file matches the pattern" {
		t.Errorf("errors %+v; want one for %s", fs, glob)
	}
	for _, o := range []string{".jsonl", "-keys.tsv", "-nids.tsv"} {
		if ls := read(t, prefix, o); len(ls) > 0 {
			t.Errorf("output %s: %q; want it empty", o, ls)
		}
	}
}

// TestDirectory runs the job on a directory, named and matched by a
// glob, and requires the URNs of every regular file below it, at any
// depth, gzip included, and none of a file reached by a symbolic link
// inside it, as urn find -r searches a directory.
func TestDirectory(t *testing.T) {
	top := t.TempDir()
	dir := filepath.Join(top, "corpus")
	write(t, filepath.Join(dir, "a.txt"), "urn:example:a\n")
	write(t, filepath.Join(dir, "sub", "b.txt"), "text\nthen urn:example:b\n")
	write(t, filepath.Join(dir, "sub", "deeper", "still", "c.txt"), "urn:example:c\n")
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write([]byte("urn:example:zipped\n"))
	zw.Close()
	write(t, filepath.Join(dir, "sub", "d.gz"), z.String())
	outside := filepath.Join(top, "outside.txt")
	write(t, outside, "urn:example:outside\n")
	if err := os.Symlink(outside, filepath.Join(dir, "sub", "link.txt")); err != nil {
		t.Fatal(err)
	}
	want := []string{
		filepath.Join(dir, "a.txt") + ":1:1: urn:example:a",
		filepath.Join(dir, "sub", "b.txt") + ":2:6: urn:example:b",
		filepath.Join(dir, "sub", "d.gz") + ":1:1: urn:example:zipped",
		filepath.Join(dir, "sub", "deeper", "still", "c.txt") + ":1:1: urn:example:c",
	}
	for _, input := range []string{dir, filepath.Join(top, "corp*")} {
		status, stderr, prefix := runJob(t, "", input)
		if status != exitOK || stderr != "" {
			t.Errorf("%s: status %d, stderr %q; want %d and nothing", input, status, stderr, exitOK)
		}
		var got []string
		for _, l := range read(t, prefix, ".jsonl") {
			var m struct {
				File      string
				Line, Col int
				URN       string
			}
			if err := json.Unmarshal([]byte(l), &m); err != nil {
				t.Fatal(err)
			}
			got = append(got, m.File+":"+strconv.Itoa(m.Line)+":"+strconv.Itoa(m.Col)+": "+m.URN)
		}
		slices.Sort(got)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: matches (-want +got):\n%s", input, diff)
		}
		if fs := faults(t, prefix); len(fs) > 0 {
			t.Errorf("%s: errors %+v", input, fs)
		}
	}
}
