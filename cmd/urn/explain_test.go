// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"strings"
	"testing"

	"github.com/urnkit/urn/namespace"
)

// TestExplainRuleSources checks that "urn explain" names the rules of
// every namespace of Builtin and Conventions with the document they
// come from.
func TestExplainRuleSources(t *testing.T) {
	for r := range namespace.Builtin().Union(namespace.Conventions()).All() {
		status, stdout, stderr := runString([]string{"explain", "urn:" + r.NID + ":x"}, "")
		want := "  rules          " + r.NID + " (" + r.Source + ")\n"
		if status != 0 || !strings.Contains(stdout, want) {
			t.Errorf("urn explain urn:%s:x: status %d, stdout\n%s\nstderr %s\nwant a line %q", r.NID, status, stdout, stderr, want)
		}
	}
}
