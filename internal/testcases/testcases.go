// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package testcases reads the table-test files of the testdata
// directories: one case a line, fields separated by spaces.
package testcases

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A Case is one test case read from a file: its fields and where it
// came from.
type Case struct {
	Pos    string // file:line
	Fields []string
}

// Read reads the cases of the file at path, skipping blank lines and
// comments: a line that begins with '#', or the rest of a line from a
// field that begins with '#'. Fields are separated by spaces; a field
// that begins with '"' or '`' is a Go string literal, for values that
// are empty or hold spaces, quotes, controls or non-ASCII bytes. A file
// that cannot be read, has a malformed field or holds no case fails tb.
func Read(tb testing.TB, path string) []Case {
	tb.Helper()
	cases, err := ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	return cases
}

// ReadFile is [Read] for programs: it returns the error that Read
// reports.
func ReadFile(path string) ([]Case, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	name := filepath.Base(path)
	var cases []Case
	for i, line := range strings.Split(string(data), "\n") {
		pos := name + ":" + strconv.Itoa(i+1)
		f, err := SplitFields(line)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", pos, err)
		}
		if len(f) > 0 {
			cases = append(cases, Case{pos, f})
		}
	}
	if len(cases) == 0 {
		return nil, fmt.Errorf("%s has no cases", path)
	}
	return cases, nil
}

// SplitFields splits a line of a test file into its fields.
func SplitFields(line string) ([]string, error) {
	var fields []string
	for {
		line = strings.TrimLeft(line, " \t\r")
		if line == "" || line[0] == '#' {
			return fields, nil
		}
		if line[0] == '"' || line[0] == '`' {
			lit, err := strconv.QuotedPrefix(line)
			if err != nil {
				return nil, fmt.Errorf("bad quoted field %q", line)
			}
			s, _ := strconv.Unquote(lit)
			fields = append(fields, s)
			line = line[len(lit):]
			continue
		}
		end := strings.IndexAny(line, " \t\r")
		if end < 0 {
			end = len(line)
		}
		fields = append(fields, line[:end])
		line = line[end:]
	}
}

// ReadVersioned reads a file that records results under a version of
// rules: comment lines that begin with '#', a line "<name> N", and the
// records, one a line. It returns N and the records with the number of
// the first one's line. A file that cannot be read or has no version
// line fails tb.
func ReadVersioned(tb testing.TB, path, name string) (version int, records []string, firstLine int) {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	i := 0
	for i < len(lines) && strings.HasPrefix(lines[i], "#") {
		i++
	}
	if i == len(lines) {
		tb.Fatalf("%s has no version line", path)
	}
	v, ok := strings.CutPrefix(lines[i], name+" ")
	n, err := strconv.Atoi(v)
	if !ok || err != nil {
		tb.Fatalf("%s:%d: %q, want %s N", path, i+1, lines[i], name)
	}
	return n, lines[i+1:], i + 2
}
