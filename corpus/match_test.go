// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"encoding/json"
	"testing"
)

// lineMatches are matches whose lines test the writing of each field.
var lineMatches = []Match{
	{File: "a.txt", Line: 1, Col: 1, URN: "urn:example:a"},
	{File: "dir/b c.txt.gz", Line: 12345, Col: 678, URN: "urn:example:a&b=<c>"},
	{File: "crawl.warc.gz", TargetURI: "https://example.org/?q=\"x\"&y=<z>", Offset: 1 << 40, Record: true, Line: 2, Col: 3, URN: "urn:isbn:0451450523"},
	{File: "crawl.warc", Record: true, Line: 1, Col: 1, URN: "urn:example:no-target"},
	{File: "tab\there\nnew line\\back\x7f\x00", Line: 1, Col: 1, URN: "urn:example:x"},
	{File: "ünïcode \u2028 \u2029 \xff\xfe invalid", TargetURI: "\xc3", Offset: 0, Record: true, Line: 1, Col: 1, URN: "urn:example:y"},
	{File: "not a record", TargetURI: "ignored", Offset: 99, Line: 1, Col: 1, URN: "urn:example:z"},
}

// TestMatchJSON requires the line the job writes for a match to be what
// encoding/json writes for it, byte for byte.
func TestMatchJSON(t *testing.T) {
	for _, m := range lineMatches {
		checkMatchJSON(t, m)
	}
}

func checkMatchJSON(t *testing.T, m Match) {
	t.Helper()
	want, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if got := appendMatchJSON(nil, m); string(got) != string(want) {
		t.Errorf("appendMatchJSON(%+v) = %s; want %s", m, got, want)
	}
}

// FuzzMatchJSON requires the line of any match to be what encoding/json
// writes for it.
func FuzzMatchJSON(f *testing.F) {
	for _, m := range lineMatches {
		f.Add(m.File, m.TargetURI, m.Offset, m.Record, m.Line, m.Col, m.URN)
	}
	f.Fuzz(func(t *testing.T, file, uri string, offset int64, record bool, line, col int, urn string) {
		checkMatchJSON(t, Match{File: file, TargetURI: uri, Offset: offset, Record: record, Line: line, Col: col, URN: urn})
	})
}
