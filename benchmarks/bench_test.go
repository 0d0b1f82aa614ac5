// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

import (
	"slices"
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
		// The plain baseline: canonicalize and compare, validating
		// nothing. Its inputs must be valid, so not for broken.
		if !c.valid {
			continue
		}
		b.Run("class="+c.name+"/lib=plain", func(b *testing.B) {
			setBytes(b, c)
			b.ReportAllocs()
			same := 0
			for i, j := 0, 0; i < b.N; i++ {
				if plainEquivalent(x[j], y[j]) {
					same++
				}
				if j++; j == len(x) {
					j = 0
				}
			}
			checkSame(b, c, same, b.N)
		})
	}
}

// plainEquivalent is the plain way to compare two URNs that are known
// to be valid: it cuts off their components and canonicalizes their
// assigned-names byte by byte as it compares them (RFC 8141 section
// 3.1), and validates nothing.
func plainEquivalent(a, b string) bool {
	if i := strings.IndexAny(a, "?#"); i >= 0 {
		a = a[:i]
	}
	if i := strings.IndexAny(b, "?#"); i >= 0 {
		b = b[:i]
	}
	if len(a) != len(b) {
		return false
	}
	colons := 0
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		switch {
		case colons < 2:
			if x == ':' {
				colons++
			}
			x, y = lowerASCII(x), lowerASCII(y)
		default:
			if a[i-1] == '%' || a[i-2] == '%' {
				x = upperASCII(x)
			}
			if b[i-1] == '%' || b[i-2] == '%' {
				y = upperASCII(y)
			}
		}
		if x != y {
			return false
		}
	}
	return true
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

// parsedPairs parses the pairs of c with both libraries.
func parsedPairs(b *testing.B, c pairClass) (us, vs []urn.URN, gus, gvs []*gourn.URN) {
	for i := range c.a {
		u, err1 := urn.Parse(c.a[i])
		v, err2 := urn.Parse(c.b[i])
		gu, ok1 := parse8141([]byte(c.a[i]))
		gv, ok2 := parse8141([]byte(c.b[i]))
		if err1 != nil || err2 != nil || !ok1 || !ok2 {
			b.Fatalf("class %s: pair %q, %q does not parse: %v, %v, %v, %v", c.name, c.a[i], c.b[i], err1, err2, ok1, ok2)
		}
		us, vs, gus, gvs = append(us, u), append(vs, v), append(gus, gu), append(gvs, gv)
	}
	return us, vs, gus, gvs
}

// checkEqual fails the benchmark if the number of pairs found equal
// does not fit the class.
func checkEqual(b *testing.B, c pairClass, same, n int) {
	b.Helper()
	if c.equal && same != n || !c.equal && same != 0 {
		b.Fatalf("%d of %d pairs found equal in class %s", same, n, c.name)
	}
}

// setPairBytes reports throughput for the classes of one long pair.
func setPairBytes(b *testing.B, c pairClass) {
	if len(c.a) == 1 && len(c.a[0]) >= 1024 {
		b.SetBytes(int64(len(c.a[0])))
	}
}

// BenchmarkEqual compares URNs parsed before the timer starts: urnkit's
// URN.Equal against go-urn's URN.Equal.
func BenchmarkEqual(b *testing.B) {
	for _, c := range pairClasses(b) {
		us, vs, gus, gvs := parsedPairs(b, c)
		b.Run("class="+c.name+"/lib=urnkit", func(b *testing.B) {
			setPairBytes(b, c)
			b.ReportAllocs()
			same := 0
			for i, j := 0, 0; i < b.N; i++ {
				if us[j].Equal(vs[j]) {
					same++
				}
				if j++; j == len(us) {
					j = 0
				}
			}
			checkEqual(b, c, same, b.N)
		})
		b.Run("class="+c.name+"/lib=go-urn", func(b *testing.B) { benchGoURNEqual(b, c, gus, gvs) })
	}
}

// benchGoURNEqual times go-urn's URN.Equal on the parsed pairs of c.
func benchGoURNEqual(b *testing.B, c pairClass, gus, gvs []*gourn.URN) {
	setPairBytes(b, c)
	b.ReportAllocs()
	same := 0
	for i, j := 0, 0; i < b.N; i++ {
		if gus[j].Equal(gvs[j]) {
			same++
		}
		if j++; j == len(gus) {
			j = 0
		}
	}
	checkEqual(b, c, same, b.N)
}

// BenchmarkCompare orders URNs parsed before the timer starts with
// urnkit's URN.Compare. go-urn has no order on URNs: its URN.Equal,
// the nearest operation it has, is timed beside it.
func BenchmarkCompare(b *testing.B) {
	for _, c := range pairClasses(b) {
		us, vs, gus, gvs := parsedPairs(b, c)
		b.Run("class="+c.name+"/lib=urnkit", func(b *testing.B) {
			setPairBytes(b, c)
			b.ReportAllocs()
			same := 0
			for i, j := 0, 0; i < b.N; i++ {
				if us[j].Compare(vs[j]) == 0 {
					same++
				}
				if j++; j == len(us) {
					j = 0
				}
			}
			checkEqual(b, c, same, b.N)
		})
		b.Run("class="+c.name+"/lib=go-urn", func(b *testing.B) { benchGoURNEqual(b, c, gus, gvs) })
	}
}

// sortSize is the number of URNs BenchmarkSort sorts.
const sortSize = 100_000

// BenchmarkSort sorts 100,000 real URNs, parsed before the timer
// starts, with slices.SortFunc and URN.Compare; see sortInputs. The
// plain baseline sorts their canonical assigned-names, computed before
// the timer starts, with strings.Compare: the same order, at the speed
// of the runtime's own comparison. One operation is one sort of a
// fresh copy of the unsorted slice.
func BenchmarkSort(b *testing.B) {
	in := sortInputs(b, sortSize)
	us := make([]urn.URN, len(in))
	names := make([]string, len(in))
	for i, s := range in {
		us[i] = urn.MustParse(s)
		names[i] = us[i].Key()
	}
	b.Run("class=corpus100k/lib=urnkit", func(b *testing.B) {
		b.ReportAllocs()
		work := make([]urn.URN, len(us))
		for b.Loop() {
			copy(work, us)
			slices.SortFunc(work, urn.URN.Compare)
		}
		for i := 1; i < len(work); i++ {
			if work[i-1].Key() > work[i].Key() {
				b.Fatalf("not sorted at %d: %q before %q", i, work[i-1], work[i])
			}
		}
	})
	b.Run("class=corpus100k/lib=plain", func(b *testing.B) {
		b.ReportAllocs()
		work := make([]string, len(names))
		for b.Loop() {
			copy(work, names)
			slices.SortFunc(work, strings.Compare)
		}
	})
}
