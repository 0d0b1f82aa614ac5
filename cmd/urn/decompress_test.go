// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// zText is the text of testdata/z/notes.txt.bz2 (made by bzip2 -1, so
// that its 300 KB are in several blocks): 4,000 lines, every fifth with
// two URNs.
func zText() string {
	var b strings.Builder
	for i := 1; i <= 4000; i++ {
		if i%5 == 0 {
			fmt.Fprintf(&b, "Record %d is filed as <urn:example:record-%d>, see also urn:isbn:04514505%02d.\n", i, i, i%100)
		} else {
			fmt.Fprintf(&b, "Line %d of plain text, with nothing to find: a turn: and a return: value.\n", i)
		}
	}
	return b.String()
}

func gzipOf(t *testing.T, text string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// findIn runs find with args in dir and returns its status and output,
// with the name of each file replaced by "F".
func findIn(t *testing.T, dir string, names map[string]bool, args ...string) (int, []string, string) {
	t.Helper()
	t.Chdir(dir)
	status, out, errs := runString(append([]string{"find"}, args...), "")
	var lines []string
	for _, l := range strings.SplitAfter(out, "\n") {
		if name, rest, ok := strings.Cut(l, ":"); ok && names[name] {
			l = "F:" + rest
		}
		if l != "" {
			lines = append(lines, l)
		}
	}
	return status, lines, errs
}

// TestFindDecompress checks that find -z finds in a gzip or bzip2 file
// the URNs of the plain text, at the same lines and columns, and
// searches other files as they are.
func TestFindDecompress(t *testing.T) {
	text := zText()
	bz, err := os.ReadFile("testdata/z/notes.txt.bz2")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	multi := append(gzipOf(t, text[:len(text)/3]), gzipOf(t, text[len(text)/3:])...)
	files := map[string][]byte{
		"plain.txt":    []byte(text),
		"notes.txt.gz": gzipOf(t, text),
		"members.gz":   multi, // two gzip members, as gzip -c a b > x.gz makes
		"notes.bz2":    bz,
	}
	names := map[string]bool{}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		names[name] = true
	}
	status, want, errs := findIn(t, dir, names, "plain.txt")
	if status != 0 || errs != "" || len(want) != 2*800 {
		t.Fatalf("find plain.txt: status %d, stderr %q, %d URNs; want 0, nothing, 1600", status, errs, len(want))
	}
	for name := range files {
		status, got, errs := findIn(t, dir, names, "-z", name)
		if status != 0 || errs != "" || strings.Join(got, "") != strings.Join(want, "") {
			t.Errorf("find -z %s: status %d, stderr %q, %d URNs differ from those of the plain text:\n%s",
				name, status, errs, len(got), lineDiff(strings.Join(got, ""), strings.Join(want, "")))
		}
	}
	// Without -z, a compressed file is binary, or text without URNs.
	if status, got, _ := findIn(t, dir, names, "notes.txt.gz", "notes.bz2"); status != 1 || len(got) != 0 {
		t.Errorf("find without -z: status %d, %d URNs; want 1 and none", status, len(got))
	}
}

// TestFindDecompressFault checks what find -z does with a corrupt or
// truncated stream: it prints the URNs found before the fault, then the
// error with the file named, goes on with the next file, and exits
// with status 2.
func TestFindDecompressFault(t *testing.T) {
	text := zText()
	gz := gzipOf(t, text)
	bz, err := os.ReadFile("testdata/z/notes.txt.bz2")
	if err != nil {
		t.Fatal(err)
	}
	corrupt := func(b []byte, at int) []byte {
		b = bytes.Clone(b)
		for i := at; i < at+16; i++ {
			b[i] ^= 0x55
		}
		return b
	}
	// A second member whose deflate data begins with a block of the
	// reserved type 3 (RFC 1951, section 3.2.3): an error as soon as
	// it is read.
	badBlock := append(gzipOf(t, text[:len(text)/2]), gzipOf(t, "")[:10]...)
	badBlock = append(badBlock, 0x07, 0, 0, 0)
	checksum := bytes.Clone(gz)
	checksum[len(checksum)-8] ^= 0xff // the CRC-32 of the trailer
	for _, tt := range []struct {
		name string
		data []byte
		msg  string // the error after "urn find: NAME: "
	}{
		{"cut.gz", gz[:len(gz)/2], "gzip: unexpected EOF"},
		{"corrupt.gz", badBlock, "flate: corrupt input before offset"},
		{"checksum.gz", checksum, "gzip: invalid checksum"},
		{"cut.bz2", bz[:len(bz)*3/4], "bzip2: unexpected EOF"},
		{"corrupt.bz2", corrupt(bz, len(bz)*3/4), "bzip2 data invalid"},
		{"header.gz", []byte("\x1f\x8b\x09\x00\x00\x00\x00\x00\x00\x03rest"), "gzip: invalid header"},
	} {
		dir := t.TempDir()
		for name, data := range map[string][]byte{tt.name: tt.data, "next.txt": []byte("then urn:ex:next\n"), "plain.txt": []byte(text)} {
			if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		names := map[string]bool{tt.name: true, "plain.txt": true}
		_, want, _ := findIn(t, dir, names, "plain.txt")
		status, got, errs := findIn(t, dir, names, "-z", tt.name, "next.txt")
		if status != 2 {
			t.Errorf("%s: status %d, want 2", tt.name, status)
		}
		if prefix := "urn find: " + tt.name + ": "; !strings.HasPrefix(errs, prefix) || !strings.Contains(errs, tt.msg) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s: stderr %q, want one line that begins %q and holds %q", tt.name, errs, prefix, tt.msg)
		}
		if len(got) == 0 || got[len(got)-1] != "next.txt:1:6: urn:ex:next\n" {
			t.Errorf("%s: the next file was not searched: %q", tt.name, got)
			continue
		}
		got = got[:len(got)-1]
		if len(got) > len(want) || strings.Join(got, "") != strings.Join(want[:len(got)], "") {
			t.Errorf("%s: the URNs before the fault are not those of the plain text:\n%s", tt.name, lineDiff(strings.Join(got, ""), strings.Join(want, "")))
		}
		if tt.name != "header.gz" && len(got) < 100 {
			t.Errorf("%s: %d URNs before the fault, want the first hundreds of the text", tt.name, len(got))
		}
	}
}

// TestFindDecompressMemory checks that find -z searches a gzip stream
// that decompresses to many times its size, as a compression bomb does,
// as a stream: what it allocates does not grow with the text.
func TestFindDecompressMemory(t *testing.T) {
	dir := t.TempDir()
	line := "plain words with no names in them, and a colon: here.\n"
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	block := strings.Repeat(line, 4096)
	const size = 32 << 20
	for n := 0; n < size; n += len(block) {
		zw.Write([]byte(block))
	}
	zw.Write([]byte("and at last urn:ex:last\n"))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if buf.Len() > size/100 {
		t.Fatalf("the stream is %d bytes, want less than 1%% of the text", buf.Len())
	}
	name := filepath.Join(dir, "bomb.gz")
	if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	status, out, errs := runString([]string{"find", "-z", name}, "")
	runtime.ReadMemStats(&after)
	if status != 0 || errs != "" || !strings.HasSuffix(out, ": urn:ex:last\n") {
		t.Fatalf("find -z: status %d, stdout %q, stderr %q", status, out, errs)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 4<<20 {
		t.Errorf("find -z allocated %d bytes for a stream of %d bytes of text, want at most 4 MiB", alloc, size)
	}
}

// TestFindDecompressMagic checks that find -z takes a file for bzip2
// only when the stream header is followed by a block's or the end's
// magic number: a file that merely begins "BZh1" is searched as it is.
func TestFindDecompressMagic(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"bzh.txt":   "BZh1 is how the notes begin; see urn:ex:bzh\n",
		"bzh9.bin":  "BZh9\x31\x41\x59\x26\x53 urn:ex:short\n", // five bytes of the block magic only
		"empty.bz2": "BZh9\x17\x72\x45\x38\x50\x90\x00\x00\x00\x00",
	}
	names := map[string]bool{}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		names[name] = true
	}
	for _, tt := range []struct {
		name   string
		status int
		want   string
	}{
		{"bzh.txt", 0, "F:1:34: urn:ex:bzh\n"},
		{"bzh9.bin", 0, "F:1:11: urn:ex:short\n"},
		{"empty.bz2", 1, ""},
	} {
		status, got, errs := findIn(t, dir, names, "-z", tt.name)
		if status != tt.status || errs != "" || strings.Join(got, "") != tt.want {
			t.Errorf("find -z %s: status %d, stderr %q, output %q; want %d, nothing, %q", tt.name, status, errs, strings.Join(got, ""), tt.status, tt.want)
		}
	}
}

// TestFindErrorInPlace checks that an error is written after the URNs of
// the files named before it, when standard output and standard error
// are one stream, as with 2>&1: an open error, a stat error and a
// decompression error alike.
func TestFindErrorInPlace(t *testing.T) {
	t.Chdir(t.TempDir())
	gz := gzipOf(t, "urn:ex:b\n")
	if err := os.WriteFile("m.txt", []byte("urn:ex:a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("cut.gz", gz[:20], 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("unreadable.txt", []byte("urn:ex:c\n"), 0o000); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		msg  string
	}{
		{[]string{"find", "-z", "m.txt", "cut.gz"}, "urn find: cut.gz: "},
		{[]string{"find", "m.txt", "missing.txt"}, "urn find: stat missing.txt: "},
		{[]string{"find", "-j", "1", "m.txt", "unreadable.txt"}, "urn find: open unreadable.txt: "},
	} {
		if tt.args[len(tt.args)-1] == "unreadable.txt" && os.Geteuid() == 0 {
			continue // root reads any file
		}
		var both strings.Builder
		status := run(tt.args, strings.NewReader(""), &both, &both)
		got := both.String()
		lines := strings.SplitAfter(strings.TrimSuffix(got, "\n"), "\n")
		if status != 2 || lines[0] != "m.txt:1:1: urn:ex:a\n" || !strings.HasPrefix(lines[len(lines)-1], tt.msg) ||
			strings.Count(got, "urn find: ") != 1 {
			t.Errorf("%q: status %d, output %q; want 2, the URNs found, then one line %q", tt.args, status, got, tt.msg)
		}
	}
}
