// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestFindPositions checks the lines and columns of find over a stream
// much longer than what the scanner holds at once, with URNs placed at
// known positions among lines of filler text of every length.
func TestFindPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var in, want strings.Builder
	placed := 0
	for line := 1; in.Len() < 4*window || placed < 2000; line++ {
		if rng.IntN(4) > 0 {
			// Filler without "urn:": words, spaces, tabs, long runs.
			in.WriteString(strings.Repeat("ab \t", rng.IntN(40)))
			if rng.IntN(1000) == 0 {
				in.WriteString(strings.Repeat("x", 3*findLimit))
			}
			in.WriteString("\n")
			continue
		}
		for col := 1; rng.IntN(3) > 0; {
			pad := strings.Repeat(" ", 1+rng.IntN(20))
			u := fmt.Sprintf("urn:ex:%d-%d", line, col)
			in.WriteString(pad)
			col += len(pad)
			fmt.Fprintf(&want, "<stdin>:%d:%d: %s\n", line, col, u)
			placed++
			in.WriteString(u)
			col += len(u)
		}
		in.WriteString("\n")
	}
	status, out, errs := runString([]string{"find"}, in.String())
	if status != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	if out != want.String() {
		t.Errorf("find reports differ:\n%s", lineDiff(out, want.String()))
	}
}

// TestFindProse runs find over the documents of ../../testdata/prose
// and checks that it prints, in order, the URNs listed by hand in the
// .urns file next to each: one a line as a Go quoted string, the URN
// first, or "none".
func TestFindProse(t *testing.T) {
	docs, err := filepath.Glob("../../testdata/prose/*")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, doc := range docs {
		if strings.HasSuffix(doc, ".urns") {
			continue
		}
		list, err := os.ReadFile(doc + ".urns")
		if err != nil {
			t.Errorf("%s: no list of its URNs: %v", doc, err)
			continue
		}
		var want []string
		for _, l := range strings.Split(string(list), "\n") {
			if l == "" || l == "none" || strings.HasPrefix(l, "#") {
				continue
			}
			q, err := strconv.QuotedPrefix(l)
			if err != nil {
				t.Fatalf("%s.urns: %v in %q", doc, err, l)
			}
			u, _ := strconv.Unquote(q)
			want = append(want, u)
		}
		status, out, errs := runString([]string{"find", "-json", doc}, "")
		if errs != "" || status != 0 && len(want) > 0 {
			t.Errorf("find %s: status %d, stderr %q", doc, status, errs)
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			if l == "" {
				continue
			}
			var f found
			if err := json.Unmarshal([]byte(l), &f); err != nil {
				t.Fatal(err)
			}
			if f.File != doc {
				t.Errorf("find %s: a URN in file %q", doc, f.File)
			}
			got = append(got, f.URN)
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("find %s:\n%s", doc, lineDiff(strings.Join(got, "\n"), strings.Join(want, "\n")))
		}
		n += len(want)
	}
	if n == 0 {
		t.Fatal("no URNs in the prose documents")
	}
}

// TestFindSymlinkRoot checks that find -r searches the directory that a
// named symbolic link points to, while it still skips the links it
// meets inside a directory.
func TestFindSymlinkRoot(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.Mkdir("docs", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("docs", "a.txt"), []byte("x urn:ex:a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, link := range []struct{ name, to string }{
		{"link", "docs"},
		{filepath.Join("docs", "loop"), "."},
		{filepath.Join("docs", "b.txt"), "a.txt"},
	} {
		if err := os.Symlink(link.to, link.name); err != nil {
			t.Skipf("no symbolic links: %v", err)
		}
	}
	for _, tt := range []struct {
		path, want string
	}{
		{"link", "link/a.txt:1:3: urn:ex:a\n"},
		{"link/", "link/a.txt:1:3: urn:ex:a\n"},
		{"docs", "docs/a.txt:1:3: urn:ex:a\n"},
	} {
		status, out, errs := runString([]string{"find", "-r", tt.path}, "")
		if status != 0 || out != filepath.FromSlash(tt.want) || errs != "" {
			t.Errorf("find -r %s: status %d, stdout %q, stderr %q; want 0 and %q", tt.path, status, out, errs, tt.want)
		}
	}
}

// TestFindNSQuotedName checks that find -ns names the file of a URN it
// leaves out as its output names files, so that no name can forge a
// line of the report.
func TestFindNSQuotedName(t *testing.T) {
	t.Chdir(t.TempDir())
	name := "x\nFORGED.txt:9:9: urn:forged:line"
	if err := os.WriteFile(name, []byte("urn:isbn:0-451-45052-4\n"), 0o644); err != nil {
		t.Skipf("cannot make a file with a newline in its name: %v", err)
	}
	for _, args := range [][]string{{"find", "-ns", name}, {"find", "-ns", "-json", name}} {
		status, out, errs := runString(args, "")
		want := `'x'$'\n''FORGED.txt:9:9: urn:forged:line':1:1: urn:isbn:0-451-45052-4: NSS not valid in namespace isbn: wrong check digit (ISBN-10, modulus 11)` + "\n"
		if status != 1 || out != "" || errs != want {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 1, nothing and %q", args, status, out, errs, want)
		}
	}
}
