// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestJSONEscapes holds that -json output writes every character that
// quoteName would quote as an escape, never raw: C1 controls, U+2028,
// U+2029 and the bidirectional formatting characters, in file names
// and in inputs alike; and that it still decodes to the name and the
// input as they are.
func TestJSONEscapes(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	const name = "a\x7f\u0085b\u009b[2J\u2028c\u2029\u202ed\u2066e\u061c.txt"
	const input = "urn:ex:\u009b[2J\u202e"
	if err := os.WriteFile(name, []byte("see urn:ex:a\n"+input+"\n"), 0o644); err != nil {
		t.Skipf("cannot make a file with this name: %v", err)
	}
	for _, args := range [][]string{
		{"find", "-json", "-r", "."},
		{"check", "-json", name},
		{"normalize", "-json", name},
		{"eq", "-json", input, "urn:ex:a"},
		{"eq", "-json", "urn:ex:a\u2028", "urn:ex:a"},
		{"explain", "-json", input},
	} {
		_, out, _ := runString(args, "")
		if out == "" {
			t.Errorf("%q: no output", args)
		}
		for _, l := range strings.SplitAfter(out, "\n") {
			if needsQuote(strings.TrimSuffix(l, "\n")) {
				t.Errorf("%q: output line %q holds a raw control, separator or bidirectional character", args, l)
			}
			var v struct{ File, Input string }
			if l != "" && json.Unmarshal([]byte(l), &v) != nil {
				t.Errorf("%q: output line %q is not JSON", args, l)
			}
			if v.File != "" && v.File != name && v.File != "./"+name || v.Input != "" && !slices.Contains([]string{input, "see urn:ex:a", "urn:ex:a", "urn:ex:a\u2028"}, v.Input) {
				t.Errorf("%q: output line %q decodes to file %q, input %q", args, l, v.File, v.Input)
			}
		}
	}
}

// TestJSONNonUTF8Name holds the decision for a file name that is not
// UTF-8: "file" holds it with each invalid byte as U+FFFD, so that
// every reader of JSON can show it, and "file_bytes" holds the name's
// bytes (in base64, as encoding/json writes a []byte), so that two such
// names never look the same to a program.
func TestJSONNonUTF8Name(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	names := []string{"bad\xff.txt", "bad\xfe.txt"}
	for _, n := range names {
		if err := os.WriteFile(n, []byte("urn:ex:a\nurn:bad\n"), 0o644); err != nil {
			t.Skipf("cannot make a file with this name: %v", err)
		}
	}
	if err := os.WriteFile("good.txt", []byte("urn:ex:a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		for _, args := range [][]string{
			{"find", "-json", n},
			{"check", "-json", n},
			{"normalize", "-json", n},
		} {
			_, out, _ := runString(args, "")
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			for _, l := range lines {
				var v struct {
					File      string
					FileBytes []byte `json:"file_bytes"`
				}
				if err := json.Unmarshal([]byte(l), &v); err != nil || v.File != "bad\ufffd.txt" || string(v.FileBytes) != n {
					t.Errorf("%q: %q decodes to file %q and file_bytes %q (%v); want %q and %q",
						args, l, v.File, v.FileBytes, err, "bad\ufffd.txt", n)
				}
			}
		}
	}
	_, out, _ := runString([]string{"find", "-json", "good.txt"}, "")
	if strings.Contains(out, "file_bytes") {
		t.Errorf("find -json of a UTF-8 name: %q has file_bytes", out)
	}
}
