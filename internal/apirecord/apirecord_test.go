// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package apirecord

import (
	"flag"
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
	Check(t, recorded, lines, *update)
}
