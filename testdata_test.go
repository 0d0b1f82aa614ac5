// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urnkit/urn/internal/testcases"
)

// A caseLine is one test case read from a file of testdata: its fields
// and where it came from.
type caseLine struct {
	pos    string // file:line
	fields []string
}

// readCases reads the cases of a testdata file, in the format of
// [testcases.Read].
func readCases(t testing.TB, name string) []caseLine {
	t.Helper()
	var cases []caseLine
	for _, c := range testcases.Read(t, "testdata/"+name) {
		cases = append(cases, caseLine{c.Pos, c.Fields})
	}
	return cases
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

// TestTestdataReadme checks that the README.md of every testdata
// directory of the module accounts for each of its files: it names the
// file, a pattern that matches it, or a directory that holds it, in
// backquotes. The inputs of fuzz targets (fuzz/) are accounted for as a
// directory too.
func TestTestdataReadme(t *testing.T) {
	for _, dir := range []string{"testdata", "cmd/urn/testdata", "namespace/testdata"} {
		readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
		if err != nil {
			t.Errorf("%s: %v", dir, err)
			continue
		}
		var names []string
		// Code blocks hold examples, not names.
		text := regexp.MustCompile("(?s)```.*?```").ReplaceAllString(string(readme), "")
		for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(text, -1) {
			for _, name := range strings.Split(m[1], ", ") {
				names = append(names, strings.TrimSpace(name))
			}
		}
		accounted := func(rel string) bool {
			for _, n := range names {
				if n == rel || strings.HasSuffix(n, "/") && strings.HasPrefix(rel, n) {
					return true
				}
				if ok, _ := path.Match(n, rel); ok {
					return true
				}
			}
			return false
		}
		filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				t.Error(err)
				return nil
			}
			rel := filepath.ToSlash(strings.TrimPrefix(p, dir+string(filepath.Separator)))
			if d.IsDir() || rel == "README.md" {
				return nil
			}
			if !accounted(rel) {
				t.Errorf("%s/README.md does not account for %s", dir, rel)
			}
			return nil
		})
	}
}
