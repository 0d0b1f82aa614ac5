// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package apirecord

import (
	"path/filepath"
	"testing"
)

// Check fails t for every line of the API recorded in file that is not
// in lines, and every line of lines that is not recorded, so that a
// change to the API is seen in review. With update set, it first
// rewrites file with lines. The modules of the repository call it from
// a test named TestAPI, with the flag -update (-updateapi in the
// corpus and migrate modules) as update.
func Check(t testing.TB, file string, lines []string, update bool) {
	t.Helper()
	gone, added, err := Diff(file, lines, update)
	if err != nil {
		t.Fatalf("%v; create it with the -update flag of TestAPI (-updateapi in the corpus and migrate modules)", err)
	}
	for _, l := range gone {
		t.Errorf("gone from the API: %s", l)
	}
	for _, l := range added {
		t.Errorf("new in the API: %s", l)
	}
	if len(gone)+len(added) > 0 {
		t.Logf("if the change is meant, record it in %s with the -update flag of TestAPI (-updateapi in the corpus and migrate modules)", filepath.Base(file))
	}
}
