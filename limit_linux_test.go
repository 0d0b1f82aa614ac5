// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build linux && (amd64 || arm64)

package urn

import (
	"errors"
	"runtime"
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

// TestBuildLengthLimit gives New, Parser.New and every With method a
// part of 4 GiB - 6 bytes, which makes the URN one byte longer than a
// URN can hold. Each fails with ErrTooLong before it copies the part:
// the test allocates no more than a few kilobytes.
func TestBuildLengthLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("maps 4 GiB of address space")
	}
	const n = maxLength - 6
	mem, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE,
		syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
	if err != nil {
		t.Skipf("cannot map 4 GiB: %v", err)
	}
	defer syscall.Munmap(mem)
	huge := unsafe.String(&mem[0], n)
	u := MustParse("urn:ab:c")

	builds := []struct {
		name  string
		build func() (URN, error)
		input string // the error's Input
	}{
		{"New", func() (URN, error) { return New("ab", huge) }, "urn:"},
		{"New, huge NID", func() (URN, error) { return New(huge, "abcdefgh") }, "urn:"},
		{"Parser.New", func() (URN, error) { return Parser{Syntax: RFC2141, MaxLength: 1 << 40}.New("ab", huge) }, "urn:"},
		{"WithNSS", func() (URN, error) { return u.WithNSS(huge) }, "urn:ab:"},
		{"WithRComponent", func() (URN, error) { return u.WithRComponent(huge) }, "urn:ab:c"},
		{"WithQComponent", func() (URN, error) { return u.WithQComponent(huge) }, "urn:ab:c"},
		{"WithFComponent", func() (URN, error) { return u.WithFComponent(huge) }, "urn:ab:c"},
	}
	for _, b := range builds {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		v, err := b.build()
		runtime.ReadMemStats(&after)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Err != ErrTooLong || pe.Input != b.input || pe.Offset != len(b.input) {
			t.Errorf("%s: %v, %v; want ErrTooLong with Input %q", b.name, v, err, b.input)
			continue
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
			t.Errorf("%s: allocated %d bytes, want the part left uncopied", b.name, got)
		}
		if v != (URN{}) {
			t.Errorf("%s: returned %v with its error, want the zero URN", b.name, v)
		}
	}
}
