// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

import (
	"os"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"unsafe"

	gourn "github.com/leodido/go-urn"
	"github.com/urnkit/urn"
)

// TestGoURNWritesItsInput checks what the section "Concurrency" of
// MIGRATING.md says: go-urn's parser writes into the []byte it is
// given, to lower-case the hex digits in place, and urnkit only reads
// its input. The input lies in a page that cannot be written, where a
// write faults; debug.SetPanicOnFault turns the fault into a panic.
func TestGoURNWritesItsInput(t *testing.T) {
	text := normalizedDoc(t, "## Concurrency")
	if !strings.Contains(text, "go-urn's parser writes into the `[]byte` it is given: to build its normal form it lower-cases the hex digits in place") {
		t.Fatal("the section Concurrency no longer says that go-urn writes into its input")
	}
	page, err := syscall.Mmap(-1, 0, os.Getpagesize(), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skipf("no page to make read-only: %v", err)
	}
	defer syscall.Munmap(page)
	const upper, lower = "urn:example:a%2C", "urn:example:a%2c"
	copy(page, upper)
	copy(page[len(upper):], lower)
	if err := syscall.Mprotect(page, syscall.PROT_READ); err != nil {
		t.Skipf("cannot make the page read-only: %v", err)
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))

	writes := func(b []byte) (faulted bool) {
		defer func() { faulted = recover() != nil }()
		gourn.Parse(b, gourn.WithParsingMode(gourn.RFC8141Only))
		return false
	}
	for _, c := range []struct {
		in    []byte
		write bool
	}{
		{page[:len(upper)], true},                         // upper-case hex digits: lower-cased in place
		{page[len(upper) : len(upper)+len(lower)], false}, // nothing to lower-case
	} {
		if got := writes(c.in); got != c.write {
			t.Errorf("go-urn parsing %q writes into it = %v, want %v", c.in, got, c.write)
		}
		s := unsafe.String(&c.in[0], len(c.in))
		if u, err := urn.Parse(s); err != nil || u.NSS() != s[len("urn:example:"):] {
			t.Errorf("urnkit parsing %q: %v, %v", s, u, err)
		}
	}
}
