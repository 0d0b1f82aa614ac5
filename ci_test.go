// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestCI checks that .ci/run runs what the README and go.mod promise:
// the README's test command, with TestInlining on, on the Go that CI
// installs, and the same command on the oldest Go that go.mod names,
// with TestInlining off.
func TestCI(t *testing.T) {
	run, err := os.ReadFile(".ci/run")
	if os.IsNotExist(err) {
		t.Skip(".ci/run is not in this copy of the module")
	}
	if err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	const test = "go test -race -count=1 ./..."
	if !strings.Contains(string(readme), "\n"+test+"\n") {
		t.Fatalf("README.md does not give the test command %q", test)
	}
	m := regexp.MustCompile(`(?m)^go (1\.\d+)(\.\d+)?$`).FindSubmatch(gomod)
	if m == nil {
		t.Fatal("go.mod has no go line")
	}
	oldest := regexp.MustCompile(`(?m)^oldest_go=(go\S+)$`).FindSubmatch(run)
	if oldest == nil || !regexp.MustCompile(`^go`+regexp.QuoteMeta(string(m[1]))+`\.\d+$`).Match(oldest[1]) {
		t.Errorf(".ci/run: oldest_go is %q, want a patch release of go %s, the go line of go.mod", oldest, m[1])
	}
	for _, line := range []string{
		inliningVar + "=1 " + test,
		`env -u ` + inliningVar + ` GOTOOLCHAIN="$oldest_go" ` + test,
	} {
		if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(line) + `$`).Match(run) {
			t.Errorf(".ci/run does not run %q", line)
		}
	}
}
