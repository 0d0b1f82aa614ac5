// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package apirecord

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite ../../api/urn.txt with the current API")

// recorded is the file that records the API, relative to this
// directory.
const recorded = "../../api/urn.txt"

// packages are the packages whose API is recorded.
var packages = []string{Module, Module + "/namespace", Module + "/resolve"}

// TestAPI fails when the exported API of the packages differs from the
// record in api/urn.txt, so that a change to the API is seen in review.
// After a change that is meant, rewrite the record with
//
//	go test ./internal/apirecord -run TestAPI -update
func TestAPI(t *testing.T) {
	lines, err := Lines("../..", packages...)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(lines, "\n") + "\n"
	if *update {
		if err := os.WriteFile(recorded, []byte(got), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(recorded)
	if err != nil {
		t.Fatalf("%v; create it with: go test ./internal/apirecord -run TestAPI -update", err)
	}
	want := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	have := map[string]bool{}
	for _, l := range lines {
		have[l] = true
	}
	recordedLines := map[string]bool{}
	for _, l := range want {
		recordedLines[l] = true
		if !have[l] {
			t.Errorf("gone from the API: %s", l)
		}
	}
	for _, l := range lines {
		if !recordedLines[l] {
			t.Errorf("new in the API: %s", l)
		}
	}
	if t.Failed() {
		t.Log("if the change is meant, record it with: go test ./internal/apirecord -run TestAPI -update")
	}
}
