// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"testing"
	"testing/iotest"
)

// splitLines is the reference for readLines: the lines of in, each
// without "\n", and without a '\r' just before it.
func splitLines(in string) []string {
	var lines []string
	for in != "" {
		l, rest, nl := strings.Cut(in, "\n")
		if nl {
			l = strings.TrimSuffix(l, "\r")
		}
		lines = append(lines, l)
		in = rest
	}
	return lines
}

// TestReadLines checks that readLines hands out the lines of its input
// whatever the reads return: the lines of a buffer are cut from one
// string a chunk at a time, and a line that a chunk or a read splits
// is read by itself.
func TestReadLines(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	pieces := []string{"urn:isbn:0451450523", "urn:example:a b", "URN:EXAMPLE:%2c", "", "\r", "a\rb"}
	long := []string{ // one line in a few is as long as a chunk, or longer
		strings.Repeat("x", chunkSize-1), strings.Repeat("y", chunkSize), strings.Repeat("z", chunkSize+1),
		strings.Repeat("w", 3*chunkSize),
	}
	for n := range 20 {
		var b strings.Builder
		for range rnd.IntN(4000) {
			if rnd.IntN(200) == 0 {
				b.WriteString(long[rnd.IntN(len(long))])
			} else {
				b.WriteString(pieces[rnd.IntN(len(pieces))])
			}
			if rnd.IntN(4) == 0 {
				b.WriteString("\r\n")
			} else {
				b.WriteString("\n")
			}
		}
		if n%2 == 1 { // no line ending at the end, or a lone '\r'
			b.WriteString(pieces[rnd.IntN(3)] + "\r"[:n%4/2])
		}
		in := b.String()
		want := splitLines(in)
		for _, r := range []struct {
			name string
			r    io.Reader
		}{
			{"whole", strings.NewReader(in)},
			{"one byte", iotest.OneByteReader(strings.NewReader(in))},
			{"half", iotest.HalfReader(strings.NewReader(in))},
			{"data with EOF", iotest.DataErrReader(strings.NewReader(in))},
		} {
			var got []string
			e := &env{}
			l := line{file: "f"}
			err := e.readLines(bufio.NewReaderSize(r.r, maxLine+2), &l, func(l *line) {
				if l.long || l.num != len(got)+1 {
					t.Fatalf("input %d, %s: line %d: long %v, number %d", n, r.name, len(got)+1, l.long, l.num)
				}
				got = append(got, l.text)
			})
			if err != nil {
				t.Fatalf("input %d, %s: %v", n, r.name, err)
			}
			if len(got) != len(want) {
				t.Fatalf("input %d, %s: %d lines, want %d", n, r.name, len(got), len(want))
			}
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("input %d, %s: line %d is %.40q, want %.40q", n, r.name, i+1, got[i], want[i])
				}
			}
		}
	}
}

// TestLineAllocs guards the promise of checkLine that a valid line costs
// no allocation, in check, check -ns and normalize: a run over twice the
// lines allocates no more than a few times more, for the chunks that
// readLines reads the lines from.
func TestLineAllocs(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage instrumentation changes allocation counts")
	}
	e := &env{}
	for _, s := range []string{"urn:isbn:0451450523", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "urn:example:a%2C"} {
		l := line{file: "f", num: 1, text: s}
		if n := testing.AllocsPerRun(100, func() { e.checkLine(&l, nil, false) }); n != 0 {
			t.Errorf("checkLine(%q): %v allocations, want 0", s, n)
		}
		rules := namespaces()
		if n := testing.AllocsPerRun(100, func() { e.checkLine(&l, rules, false) }); n != 0 {
			t.Errorf("checkLine(%q) with rules: %v allocations, want 0", s, n)
		}
	}

	lines := func(n int) []byte {
		var b bytes.Buffer
		for i := range n {
			fmt.Fprintf(&b, "urn:uuid:%08x-7dec-11d0-a765-00a0c91e6bf6\nurn:example:item-%d\r\n", i, i)
		}
		return b.Bytes()
	}
	const n = 20000
	small, large := lines(n), lines(2*n)
	for _, args := range [][]string{{"check"}, {"check", "-ns"}, {"normalize"}} {
		allocs := func(in []byte) float64 {
			return testing.AllocsPerRun(3, func() {
				if status := run(args, bytes.NewReader(in), io.Discard, io.Discard); status != 0 {
					t.Fatalf("urn %q: exit status %d", args, status)
				}
			})
		}
		a, b := allocs(small), allocs(large)
		// The second half is 2n lines in about 1.4 MB: 45 chunks.
		if more := b - a; more > 100 {
			t.Errorf("urn %q: %v allocations for %d lines, %v for %d: want at most 100 more", args, a, 2*n, b, 4*n)
		}
	}
}

// TestLazyNamespaces checks that the modes that apply no namespace
// rules do not build the set of them. It runs them in a process of its
// own, where nothing has built the set before.
func TestLazyNamespaces(t *testing.T) {
	if os.Getenv("URN_TEST_LAZY_NAMESPACES") == "1" {
		in := "urn:isbn:0451450523\nurn:example:a b\n"
		for _, args := range [][]string{{"check"}, {"check", "-json"}, {"normalize"}, {"normalize", "-json"}, {"find"}, {"eq", "urn:a:b", "URN:A:b"}} {
			run(args, strings.NewReader(in), io.Discard, io.Discard)
		}
		built := true
		nsOnce.Do(func() { built = false })
		fmt.Printf("built: %v\n", built)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestLazyNamespaces$")
	cmd.Env = append(os.Environ(), "URN_TEST_LAZY_NAMESPACES=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !bytes.Contains(out, []byte("built: false\n")) {
		t.Errorf("the modes without -ns built the namespace rules:\n%s", out)
	}
}
