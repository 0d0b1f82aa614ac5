// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"fmt"
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

// readCases reads the lines of a testdata file, skipping blank lines
// and comments: a line that begins with '#', or the rest of a line from
// a field that begins with '#'. Fields are separated by spaces; a field
// that begins with '"' is a Go string literal, for values that are
// empty or hold spaces, quotes, controls or non-ASCII bytes.
func readCases(t testing.TB, name string) []caseLine {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var cases []caseLine
	for i, line := range strings.Split(string(data), "\n") {
		pos := name + ":" + strconv.Itoa(i+1)
		f, err := splitFields(line)
		if err != nil {
			t.Fatalf("%s: %v", pos, err)
		}
		if len(f) > 0 {
			cases = append(cases, caseLine{pos, f})
		}
	}
	if len(cases) == 0 {
		t.Fatalf("testdata/%s has no cases", name)
	}
	return cases
}

// splitFields splits a line of a testdata file into its fields.
func splitFields(line string) ([]string, error) {
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

// sentinelNames maps the names that testdata files give the sentinel
// errors to them.
var sentinelNames = map[string]error{
	"scheme":    ErrScheme,
	"nid":       ErrNID,
	"nss":       ErrNSS,
	"percent":   ErrPercentEncoding,
	"component": ErrComponent,
	"toolong":   ErrTooLong,
}
