// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build linux && (amd64 || arm64)

package urn

import (
	"errors"
	"syscall"
	"testing"
	"unsafe"
)

// TestHardLengthLimit parses an input of 4 GiB, one byte more than a URN
// can hold. The input is an anonymous mapping that is never written, so
// it costs address space, not memory.
func TestHardLengthLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("maps 4 GiB of address space")
	}
	const n = maxLength + 1
	mem, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE,
		syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
	if err != nil {
		t.Skipf("cannot map 4 GiB: %v", err)
	}
	defer syscall.Munmap(mem)
	copy(mem, "urn:ab:")
	s := unsafe.String(&mem[0], n)
	for _, p := range []Parser{{}, {MaxLength: 1 << 40}, {Syntax: RFC2141}} {
		_, err := p.Parse(s)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Err != ErrTooLong || pe.Offset != maxLength {
			t.Fatalf("%+v.Parse(4 GiB): %v", p, err)
		}
	}
	if _, err := Parse(s); !errors.Is(err, ErrTooLong) {
		t.Fatalf("Parse(4 GiB): %v", err)
	}
}
