// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
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
