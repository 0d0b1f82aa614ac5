// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus_test

import (
	"flag"
	"testing"

	"github.com/urnkit/urn/internal/apirecord"
)

var update = flag.Bool("updateapi", false, "rewrite ../api/corpus.txt with the current API")

// TestAPI fails when the exported API of this module differs from the
// record in ../api/corpus.txt, as the library's does from api/urn.txt.
// After a change that is meant, rewrite the record with (the flag is
// not -update, which Beam's Dataflow runner defines)
//
//	go test -run TestAPI -updateapi .
func TestAPI(t *testing.T) {
	lines, err := apirecord.Lines("..", apirecord.Module+"/corpus")
	if err != nil {
		t.Fatal(err)
	}
	apirecord.Check(t, "../api/corpus.txt", lines, *update)
}
