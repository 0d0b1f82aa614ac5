// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"io"
	"os"
	"sync"
	"testing"
)

// benchSize is the size of the input of the throughput benchmarks.
const benchSize = 100 << 20

var corpus100MB = sync.OnceValues(func() ([]byte, error) {
	one, err := os.ReadFile("../../testdata/real-urns.txt")
	if err != nil {
		return nil, err
	}
	b := make([]byte, 0, benchSize+len(one))
	for len(b) < benchSize {
		b = append(b, one...)
	}
	return b, nil
})

// benchmarkRun runs the command line args over the corpus of real URNs
// repeated to 100 MB, on standard input, and reports MB/s.
func benchmarkRun(b *testing.B, want int, args ...string) {
	data, err := corpus100MB()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if status := run(args, bytes.NewReader(data), io.Discard, io.Discard); status != want {
			b.Fatalf("urn %q: exit status %d, want %d", args, status, want)
		}
	}
}

func BenchmarkCheck(b *testing.B)     { benchmarkRun(b, 0, "check") }
func BenchmarkNormalize(b *testing.B) { benchmarkRun(b, 0, "normalize") }

// The corpus holds URNs that break the rules of their namespace, so
// check -ns and normalize -ns exit with 1.
func BenchmarkCheckNS(b *testing.B)     { benchmarkRun(b, 1, "check", "-ns") }
func BenchmarkNormalizeNS(b *testing.B) { benchmarkRun(b, 1, "normalize", "-ns") }

// BenchmarkFind searches the same 100 MB as text, which here is one URN
// a line: the most matches a text of that size can hold.
func BenchmarkFind(b *testing.B) { benchmarkRun(b, 0, "find") }

// BenchmarkFindNS is BenchmarkFind with -ns.
func BenchmarkFindNS(b *testing.B) { benchmarkRun(b, 0, "find", "-ns") }
