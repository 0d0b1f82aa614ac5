// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"strings"
	"testing"
)

// A benchInput is a URN to benchmark and a non-canonical spelling of it.
type benchInput struct {
	name    string
	urn     string
	variant string // equivalent, not canonical
}

func benchInputs(tb testing.TB) []benchInput {
	long := func(n int) string { return "urn:example:" + strings.Repeat("abcdefgh-.", n/10+1)[:n] }
	pct := "urn:example:" + strings.Repeat("%C3%A9", 33) + "x" // a 200-byte NSS of mostly triplets
	return []benchInput{
		{"rfc-example", "urn:example:a123,z456", "URN:EXAMPLE:a123,z456"},
		{"components", "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk?=op=map&lat=39.56&lon=-104.85#section-2",
			"URN:Example:foo-bar-baz-qux?+CCResolve:cc=uk?=op=map&lat=39.56&lon=-104.85#section-2"},
		{"percent", pct, "urn:example:" + strings.Repeat("%c3%a9", 33) + "x"},
		{"nss-1KiB", long(1024), "URN:EXAMPLE" + long(1024)[11:]},
		{"nss-64KiB", long(64 << 10), "URN:EXAMPLE" + long(64 << 10)[11:]},
	}
}

func BenchmarkParse(b *testing.B) {
	for _, in := range benchInputs(b) {
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.urn)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Parse(in.urn); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("corpus", func(b *testing.B) { benchCorpus(b, func(s string) { Parse(s) }) })
}

func BenchmarkEquivalent(b *testing.B) {
	for _, in := range benchInputs(b) {
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(2 * len(in.urn)))
			b.ReportAllocs()
			for b.Loop() {
				if ok, err := Equivalent(in.urn, in.variant); !ok || err != nil {
					b.Fatal(ok, err)
				}
			}
		})
	}
	b.Run("corpus", func(b *testing.B) {
		benchCorpus(b, func(s string) { Equivalent(s, s) })
	})
}

func BenchmarkNormalize(b *testing.B) {
	for _, in := range benchInputs(b) {
		for _, form := range []struct{ name, s string }{{"canonical", in.urn}, {"not-canonical", in.variant}} {
			u := MustParse(form.s)
			b.Run(in.name+"/"+form.name, func(b *testing.B) {
				b.SetBytes(int64(len(form.s)))
				b.ReportAllocs()
				for b.Loop() {
					u.Normalize()
				}
			})
		}
	}
	b.Run("corpus", func(b *testing.B) {
		benchCorpus(b, func(s string) { MustParse(s).Normalize() })
	})
}

// benchCorpus runs fn on every line of the real URN corpus per
// iteration, and reports the time per URN.
func benchCorpus(b *testing.B, fn func(string)) {
	lines := readCorpus(b, "real-urns.txt")
	n := 0
	for _, s := range lines {
		n += len(s)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range lines {
			fn(s)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/urn")
}

// BenchmarkAppendText writes each input as the type of its own syntax
// ("same"), which costs no check, and a URN of RFC 2141 through URN
// ("checked"), which parses its text again in RFC 8141 to be sure that
// it reads back the same.
func BenchmarkAppendText(b *testing.B) {
	for _, in := range benchInputs(b) {
		u := MustParse(in.urn)
		legacy, err := Parser{Syntax: RFC2141}.Parse(in.urn)
		for _, w := range []struct {
			name string
			u    URN
		}{{"same", u}, {"checked", legacy}} {
			if err != nil && w.name == "checked" {
				continue // not an RFC 2141 URN
			}
			buf := make([]byte, 0, len(in.urn))
			b.Run(in.name+"/"+w.name, func(b *testing.B) {
				b.SetBytes(int64(len(in.urn)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := w.u.AppendText(buf[:0]); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
