// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"testing"
)

// inliningVar is the environment variable that turns TestInlining on.
const inliningVar = "URNKIT_TEST_INLINING"

// TestInlining fails when a function that the parser's speed relies on
// stops being inlinable: a call where an inlined body used to be costs
// more than scanning a short URN, and nothing else would notice.
//
// What a compiler inlines changes from release to release, and is no
// fault of a program that imports this package: the test runs only
// where URNKIT_TEST_INLINING=1 asks for it, as CI (.ci/run) does with
// the Go release it pins, and is skipped in a user's go test all.
func TestInlining(t *testing.T) {
	if os.Getenv(inliningVar) != "1" {
		t.Skip("inlining depends on the compiler release; set " + inliningVar + "=1 to check it")
	}
	if runtime.Compiler != "gc" {
		t.Skip("inlining decisions are the gc compiler's")
	}
	gocmd := goTool(t)
	out, err := exec.Command(gocmd, "build", "-gcflags=-m", ".", "./internal/ascii").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m . ./internal/ascii: %v\n%s", err, out)
	}
	got := map[string]bool{}
	for _, m := range regexp.MustCompile(`: can inline (\S+)`).FindAllSubmatch(out, -1) {
		got[string(m[1])] = true
	}
	if len(got) == 0 {
		t.Fatalf("go build -gcflags=-m . ./internal/ascii reported nothing inlinable:\n%s", out)
	}
	// The scanning loops themselves (runOf, scanPercent, scanNID,
	// scanNSS, scanComponents, parse) are too large to inline; what
	// must stay inlinable is what they and the callers of a URN call.
	wantInlinable := []string{
		// Called for each delimiter or component in the loop of
		// scanComponents: the '?' that may open a component, and the
		// bounds of the one found.
		"hasPrefixAt",
		"opensAny",
		"(*URN).setComponent",

		// Called where the NSS stops, to tell the byte's reason.
		"(*grammar).nssStopReason",

		// Called where the NID ends, for its length and last byte;
		// ValidNID shares it with scanNID.
		"(*grammar).nidEndReason",

		// The ASCII case and hex-digit helpers of internal/ascii,
		// called per byte by the scheme and NID checks, by
		// equivalence and by decoding.
		"Lower",
		"Upper",
		"Unhex",

		// The accessors: each is a slice of the text by stored
		// offsets, so that reading a part of a URN costs no call.
		"URN.String",
		"URN.IsValid",
		"URN.Scheme",
		"URN.NID",
		"URN.NSS",
		"URN.CanonicalNSS",
		"URN.AssignedName",
		"URN.RComponent",
		"URN.QComponent",
		"URN.FComponent",
		"URN.HasFComponent",

		// The check for a URN already in canonical form, which
		// most are: only the rest of Normalize is a call.
		"URN.Normalize",
	}
	for _, want := range wantInlinable {
		if !got[want] {
			t.Errorf("%s is no longer inlinable", want)
		}
	}
}
