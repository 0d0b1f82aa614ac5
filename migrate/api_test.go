// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package migrate_test

import (
	"flag"
	"testing"

	"github.com/urnkit/urn/internal/apirecord"
)

var update = flag.Bool("updateapi", false, "rewrite ../api/migrate.txt with the current API")

// TestAPI fails when the exported API of this module differs from the
// record in ../api/migrate.txt, as the library's does from api/urn.txt.
// After a change that is meant, rewrite the record with (the flag is
// named as the corpus module's, where -update is Beam's)
//
//	go test -run TestAPI -updateapi .
func TestAPI(t *testing.T) {
	lines, err := apirecord.Lines("..", apirecord.Module+"/migrate")
	if err != nil {
		t.Fatal(err)
	}
	apirecord.Check(t, "../api/migrate.txt", lines, *update)
}
