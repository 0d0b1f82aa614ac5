// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestDependencies checks that the package uses the root package's
// exported API only: of this module, it imports the root package and
// internal/ascii, and no other package. internal/ascii holds plain
// byte helpers (case and hex digits of ASCII) that every package of the
// module shares so that they are written once; it reaches no state or
// unexported code of the root package, so importing it does not let
// resolve depend on the root package's internals.
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
	if want := []string{"github.com/urnkit/urn", "github.com/urnkit/urn/internal/ascii"}; !slices.Equal(own, want) {
		t.Errorf("the package imports %q of this module, want %q", own, want)
	}
}
