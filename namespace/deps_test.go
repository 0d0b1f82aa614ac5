// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestDependencies checks that the package uses, of this module, only
// the exported API of the root package and two internal packages that
// hold no URN logic of the root package's: internal/ascii (byte
// classes and case, shared so that every package folds case alike) and
// internal/errtext (the quoting of inputs in error messages, shared so
// that every package's errors read alike). Anything else of the root
// package's internals must stay out of reach: a namespace rule sees a
// URN only as a parsed value.
func TestDependencies(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	out, err := exec.Command(gocmd, "list", "-f", "{{range .Imports}}{{.}} {{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var own []string
	for _, p := range strings.Fields(string(out)) {
		if strings.HasPrefix(p, "github.com/urnkit/") {
			own = append(own, p)
		}
	}
	want := []string{
		"github.com/urnkit/urn",
		"github.com/urnkit/urn/internal/ascii",
		"github.com/urnkit/urn/internal/errtext",
	}
	if !slices.Equal(own, want) {
		t.Errorf("the package imports %q of this module, want %q", own, want)
	}
}
