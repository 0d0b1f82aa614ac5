// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestQuoteName(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"docs/a.txt", "docs/a.txt"},
		{"it's here.txt", "it's here.txt"},
		{"café.md", "café.md"},
		{"x\nFORGED.txt:9:9: urn:forged:line", `'x'$'\n''FORGED.txt:9:9: urn:forged:line'`},
		{"a\rb", `'a'$'\r''b'`},
		{"\x1b[2Jx", `$'\033''[2Jx'`},
		{"it's\t", `'it'\''s'$'\t'`},
		{"abc\u202egnp.exe", `'abc'$'\342\200\256''gnp.exe'`},
		{"a\u2066b\u2069", `'a'$'\342\201\246''b'$'\342\201\251'`},
		{"line\u2028sep", `'line'$'\342\200\250''sep'`},
		{"bad\xffutf8", `'bad'$'\377''utf8'`},
		{"c1\u0085", `'c1'$'\302\205'`},
		{"\x00", `$'\000'`},
	} {
		if got := quoteName(tt.name); got != tt.want {
			t.Errorf("quoteName(%q) = %s, want %s", tt.name, got, tt.want)
		}
	}
}

// FuzzQuoteName checks that a quoted name is one line of printable
// UTF-8 with no bidirectional formatting, and that a name is left as it
// is exactly when it needs no quoting.
func FuzzQuoteName(f *testing.F) {
	for _, s := range []string{"a.txt", "x\nFORGED.txt:9:9: urn:forged:line", "a\u202eb", "\xff", "'"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		q := quoteName(name)
		if !utf8.ValidString(q) || needsQuote(q) {
			t.Fatalf("quoteName(%q) = %q holds a character that needs quoting", name, q)
		}
		if (q == name) == needsQuote(name) {
			t.Fatalf("quoteName(%q) = %q, needsQuote %v", name, q, needsQuote(name))
		}
	})
}

// TestFindForgedName is a regression test: a file whose name holds a
// newline and what looks like a match cannot add a line to the text
// output; the JSON output gives the name as it is.
func TestFindForgedName(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	name := "x\nFORGED.txt:9:9: urn:forged:line"
	if err := os.WriteFile(name, []byte("see urn:ex:a\n"), 0o644); err != nil {
		t.Skipf("cannot make a file with a newline in its name: %v", err)
	}
	status, out, errs := runString([]string{"find", "-r", "."}, "")
	want := `'x'$'\n''FORGED.txt:9:9: urn:forged:line':1:5: urn:ex:a` + "\n"
	if status != 0 || out != want || errs != "" {
		t.Errorf("find -r .: status %d, stdout %q, stderr %q; want 0 and %q", status, out, errs, want)
	}
	if strings.Count(out, "\n") != 1 {
		t.Errorf("find printed %d lines for one match", strings.Count(out, "\n"))
	}

	status, out, _ = runString([]string{"find", "-json", name}, "")
	var got struct{ File string }
	if err := json.Unmarshal([]byte(out), &got); status != 0 || err != nil || got.File != name {
		t.Errorf("find -json: status %d, %q (%v); want the file name %q", status, out, err, name)
	}

	// A problem of urn check names the file the same way, and an
	// unreadable file in an error message too.
	if err := os.WriteFile("y\nz", []byte("urn:bad\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, _ = runString([]string{"check", "y\nz"}, "")
	if !strings.HasPrefix(out, `'y'$'\n''z':1:`) || strings.Count(out, "\n") != 1 {
		t.Errorf("check: stdout %q, want one line naming 'y'$'\\n''z'", out)
	}
	_, _, errs = runString([]string{"check", "no\nsuch"}, "")
	if !strings.Contains(errs, `'no'$'\n''such'`) || strings.Count(errs, "\n") != 1 {
		t.Errorf("check of a missing file: stderr %q, want the name quoted on one line", errs)
	}
}

// TestMessagesQuoteNames holds that no message of any command writes a
// name raw: a file name that cannot be read, a directory given to a
// command that reads files, an unknown flag or command, and a flag's
// value. Every line on standard error begins as the command's own
// messages do, not as the forged line in the name, and holds no
// character that quoteName would quote.
func TestMessagesQuoteNames(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	const forged = "\x1b[2J\nurn check: FORGED\u202e\u0085"
	if err := os.Mkdir(forged, 0o755); err != nil {
		t.Skipf("cannot make a directory with this name: %v", err)
	}
	var runs [][]string
	for _, c := range commands {
		runs = append(runs,
			[]string{c.name, forged},                      // a directory, or an invalid URN
			[]string{c.name, "missing" + forged},          // no such file
			[]string{c.name, "-" + forged, "urn:ex:a"},    // an unknown flag
			[]string{c.name, "-syntax", forged, "x"},      // an invalid flag value
			[]string{c.name, "-json", forged, "urn:ex:a"}, // JSON output, and messages
		)
	}
	runs = append(runs, []string{forged}, []string{"help", forged}, []string{"find", "-r", "."})
	for _, args := range runs {
		_, _, errs := runString(args, "")
		for _, l := range strings.SplitAfter(errs, "\n") {
			if l == "" {
				continue
			}
			if strings.HasPrefix(l, "urn check: FORGED") || needsQuote(strings.TrimSuffix(l, "\n")) {
				t.Errorf("%q: stderr line %q is not one of the command's messages, or holds a raw control", args, l)
			}
		}
	}
}
