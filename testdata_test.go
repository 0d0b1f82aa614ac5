// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// A caseLine is one test case read from a file of testdata: its fields
// and where it came from.
type caseLine struct {
	pos    string // file:line
	fields []string
}

// readCases reads the space-separated lines of a testdata file,
// skipping blank lines and '#' comments.
func readCases(t testing.TB, name string) []caseLine {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var cases []caseLine
	for i, line := range strings.Split(string(data), "\n") {
		if j := strings.Index(line, "#"); j >= 0 && (j == 0 || line[j-1] == ' ' || line[j-1] == '\t') {
			line = line[:j]
		}
		if f := strings.Fields(line); len(f) > 0 {
			cases = append(cases, caseLine{name + ":" + strconv.Itoa(i+1), f})
		}
	}
	if len(cases) == 0 {
		t.Fatalf("testdata/%s has no cases", name)
	}
	return cases
}
