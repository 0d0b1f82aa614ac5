// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

import (
	"strings"
	"testing"

	gourn "github.com/leodido/go-urn"
	"github.com/urnkit/urn"
)

// Every benchmark is named Benchmark<Op>/class=<class>/lib=<library>, so
// that benchstat can put the libraries side by side (-col /lib). One
// operation is one URN (or one pair of URNs): classes with several
// inputs take them in turn. Inputs are converted to the type each
// library takes before the timer starts.

// sink keeps results alive so that the compiler cannot drop the work.
var (
	sinkURN   urn.URN
	sinkGoURN *gourn.URN
	sinkInt   int
	sinkStr   string
)

// parse8141 is how a go-urn user asks for RFC 8141.
func parse8141(b []byte) (*gourn.URN, bool) {
	return gourn.Parse(b, gourn.WithParsingMode(gourn.RFC8141Only))
}

// byteInputs converts inputs for go-urn, which takes []byte.
func byteInputs(in []string) [][]byte {
	out := make([][]byte, len(in))
	for i, s := range in {
		out[i] = []byte(s)
	}
	return out
}

// setBytes reports throughput for the classes of one long input.
func setBytes(b *testing.B, c class) {
	if strings.HasPrefix(c.name, "long") {
		b.SetBytes(int64(len(c.inputs[0])))
	}
}

// checkErrors fails the benchmark if the number of failed parses does
// not fit the class: none for a valid class, every one for broken.
func checkErrors(b *testing.B, c class, failed, n int) {
	b.Helper()
	if c.valid && failed != 0 || !c.valid && failed != n {
		b.Fatalf("%d of %d parses failed in class %s", failed, n, c.name)
	}
}

// checkSame fails the benchmark if the number of pairs found equivalent
// does not fit the class: every one for a valid class, none for broken.
// A benchmark that measured a wrong answer would compare nothing.
func checkSame(b *testing.B, c class, same, n int) {
	b.Helper()
	if c.valid && same != n || !c.valid && same != 0 {
		b.Fatalf("%d of %d pairs found equivalent in class %s", same, n, c.name)
	}
}

func BenchmarkParse(b *testing.B) {
	for _, c := range classes(b) {
		b.Run("class="+c.name+"/lib=urnkit", func(b *testing.B) {
			in := c.inputs
			setBytes(b, c)
			b.ReportAllocs()
			failed := 0
			for i, j := 0, 0; i < b.N; i++ {
				u, err := urn.Parse(in[j])
				if err != nil {
					failed++
				}
				sinkURN = u
				if j++; j == len(in) {
					j = 0
				}
			}
			checkErrors(b, c, failed, b.N)
		})
		b.Run("class="+c.name+"/lib=go-urn", func(b *testing.B) {
			in := byteInputs(c.inputs)
			setBytes(b, c)
			b.ReportAllocs()
			failed := 0
			for i, j := 0, 0; i < b.N; i++ {
				u, ok := parse8141(in[j])
				if !ok {
					failed++
				}
				sinkGoURN = u
				if j++; j == len(in) {
					j = 0
				}
			}
			if c.name != "broken" { // go-urn rejects some valid URNs; see differential_test.go
				checkErrors(b, c, failed, b.N)
			}
		})
		// The memory-speed ceiling: one pass over the same bytes that
		// looks at every byte and finds nothing.
		b.Run("class="+c.name+"/lib=indexbyte", func(b *testing.B) {
			in := c.inputs
			setBytes(b, c)
			b.ReportAllocs()
			for i, j := 0, 0; i < b.N; i++ {
				sinkInt += strings.IndexByte(in[j], 0)
				if j++; j == len(in) {
					j = 0
				}
			}
		})
	}
}

// pairs returns, for each input of c, a pair of strings to compare: an
// equivalent spelling for a valid class, the input itself for broken.
func pairs(c class) (a, b []string) {
	a = c.inputs
	b = make([]string, len(a))
	for i, s := range a {
		b[i] = s
		if c.valid {
			b[i] = variant(s)
		}
	}
	return a, b
}

func BenchmarkEquivalent(b *testing.B) {
	for _, c := range classes(b) {
		x, y := pairs(c)
		b.Run("class="+c.name+"/lib=urnkit", func(b *testing.B) {
			setBytes(b, c)
			b.ReportAllocs()
			failed, same := 0, 0
			for i, j := 0, 0; i < b.N; i++ {
				eq, err := urn.Equivalent(x[j], y[j])
				if err != nil {
					failed++
				}
				if eq {
					same++
				}
				if j++; j == len(x) {
					j = 0
				}
			}
			checkErrors(b, c, failed, b.N)
			checkSame(b, c, same, b.N)
		})
		b.Run("class="+c.name+"/lib=go-urn", func(b *testing.B) {
			bx, by := byteInputs(x), byteInputs(y)
			setBytes(b, c)
			b.ReportAllocs()
			same := 0
			for i, j := 0, 0; i < b.N; i++ {
				u, ok := parse8141(bx[j])
				if ok {
					v, ok := parse8141(by[j])
					if ok && u.Equal(v) {
						same++
					}
				}
				if j++; j == len(bx) {
					j = 0
				}
			}
			if c.valid {
				checkSame(b, c, same, b.N)
			}
		})
	}
}

func BenchmarkNormalize(b *testing.B) {
	for _, c := range classes(b) {
		if !c.valid {
			continue
		}
		_, in := pairs(c) // non-canonical spellings
		b.Run("class="+c.name+"/lib=urnkit", func(b *testing.B) {
			setBytes(b, c)
			b.ReportAllocs()
			for i, j := 0, 0; i < b.N; i++ {
				u, _ := urn.Parse(in[j])
				sinkStr = u.Normalize().String()
				if j++; j == len(in) {
					j = 0
				}
			}
		})
		b.Run("class="+c.name+"/lib=go-urn", func(b *testing.B) {
			bin := byteInputs(in)
			setBytes(b, c)
			b.ReportAllocs()
			for i, j := 0, 0; i < b.N; i++ {
				if u, ok := parse8141(bin[j]); ok {
					sinkStr = u.Normalize().String()
				}
				if j++; j == len(bin) {
					j = 0
				}
			}
		})
	}
}
