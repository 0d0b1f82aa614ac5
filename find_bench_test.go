// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"bytes"
	"os"
	"testing"
)

// proseText returns about 4 MiB of prose with few URNs: the module's
// own guides and the specification-style test document, repeated.
func proseText(b *testing.B) []byte {
	var doc []byte
	for _, name := range []string{
		"README.md",
		"MIGRATING.md",
		"SECURITY.md",
		"testdata/findeval/written/spec.txt",
	} {
		data, err := os.ReadFile(name)
		if err != nil {
			b.Fatal(err)
		}
		doc = append(doc, data...)
	}
	return bytes.Repeat(doc, 4<<20/len(doc)+1)
}

// BenchmarkFindProse measures FindAll on a large text with few URNs.
// Compare it with BenchmarkIndexProse, a plain scan for "urn:".
func BenchmarkFindProse(b *testing.B) { benchFind(b, proseText(b)) }

// BenchmarkIndexProse is the baseline: every "urn:" (lower case only)
// in the same text, with bytes.Index.
func BenchmarkIndexProse(b *testing.B) { benchIndex(b, proseText(b)) }

// BenchmarkFindLog measures FindAll on log lines, dense in ':' and in
// URNs. Compare it with BenchmarkIndexLog.
func BenchmarkFindLog(b *testing.B) { benchFind(b, logText(b)) }

// BenchmarkIndexLog is the baseline of BenchmarkFindLog.
func BenchmarkIndexLog(b *testing.B) { benchIndex(b, logText(b)) }

// BenchmarkFindBytesProse is BenchmarkFindProse on a []byte.
func BenchmarkFindBytesProse(b *testing.B) {
	text := proseText(b)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		_ = Parser{}.FindAllBytes(text)
	}
}

// BenchmarkScanProse is BenchmarkFindProse through a Scanner.
func BenchmarkScanProse(b *testing.B) {
	text := proseText(b)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		sc := NewScanner(bytes.NewReader(text))
		for sc.Scan() {
		}
	}
}

// logText returns about 4 MiB of log lines: testdata/prose/server.log,
// repeated.
func logText(b *testing.B) []byte {
	data, err := os.ReadFile("testdata/prose/server.log")
	if err != nil {
		b.Fatal(err)
	}
	return bytes.Repeat(data, 4<<20/len(data)+1)
}

func benchFind(b *testing.B, data []byte) {
	text := string(data)
	b.SetBytes(int64(len(text)))
	n := 0
	for b.Loop() {
		n = len(FindAll(text))
	}
	b.ReportMetric(float64(n), "matches")
}

func benchIndex(b *testing.B, text []byte) {
	b.SetBytes(int64(len(text)))
	needle := []byte("urn:")
	n := 0
	for b.Loop() {
		n = 0
		for i := 0; ; {
			j := bytes.Index(text[i:], needle)
			if j < 0 {
				break
			}
			n++
			i += j + len(needle)
		}
	}
	b.ReportMetric(float64(n), "candidates")
}
