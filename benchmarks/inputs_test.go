// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

// A class is a named set of inputs that the benchmarks run on both
// libraries. Valid reports whether every input is a valid RFC 8141 URN.
type class struct {
	name   string
	inputs []string
	valid  bool
}

// readLines returns the non-empty lines of a file of the root module's
// testdata directory.
func readLines(tb testing.TB, name string) []string {
	tb.Helper()
	f, err := os.Open("../testdata/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); line != "" {
			lines = append(lines, line)
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return lines
}

// percentNSS returns an NSS of n bytes that is mostly percent-encoded
// UTF-8 (the euro sign, "%E2%82%AC"), padded with unreserved letters.
func percentNSS(n int) string {
	const euro = "%E2%82%AC"
	s := strings.Repeat(euro, n/len(euro))
	return s + strings.Repeat("x", n-len(s))
}

// classes returns the benchmark classes in the order of the tables.
func classes(tb testing.TB) []class {
	return []class{
		{"short", []string{"urn:example:a123,z456"}, true},
		{"typical", []string{
			"urn:isbn:0451450523",
			"urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66",
			"urn:ietf:params:scim:schemas:core:2.0:User",
			"urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
		}, true},
		{"percent", []string{"urn:example:" + percentNSS(200)}, true},
		{"components", []string{
			"urn:example:foo-bar-baz-qux?+CCResolve:cc=uk?=op=map&lat=39.56&lon=-104.85#section-2",
		}, true},
		{"long1k", []string{"urn:example:" + strings.Repeat("a0-._~", 1024/6) + "a0-._~"[:1024%6]}, true},
		{"long64k", []string{"urn:example:" + strings.Repeat("a0-._~", 65536/6) + "a0-._~"[:65536%6]}, true},
		{"corpus", readLines(tb, "real-urns.txt"), true},
		{"broken", readLines(tb, "real-broken.txt"), false},
	}
}

// variant returns an equivalent spelling of the URN s that differs from
// it in case wherever RFC 8141 ignores case: the scheme and the NID
// upper-cased and the hex digits of every triplet in the NSS flipped.
// The components are kept. It expects a valid URN.
func variant(s string) string {
	b := []byte(s)
	colons := 0
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case colons < 2 && c == ':':
			colons++
		case colons < 2:
			b[i] = upperASCII(c)
		case c == '?' || c == '#':
			return string(b)
		case c == '%' && i+2 < len(b):
			b[i+1], b[i+2] = flipCase(b[i+1]), flipCase(b[i+2])
			i += 2
		}
	}
	return string(b)
}

func upperASCII(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c - 'A' + 'a'
	}
	return c
}

func flipCase(c byte) byte {
	switch {
	case 'a' <= c && c <= 'z':
		return c - 'a' + 'A'
	case 'A' <= c && c <= 'Z':
		return c - 'A' + 'a'
	}
	return c
}

// A pairClass is a named set of pairs of valid URNs that the comparison
// benchmarks run on parsed values. Equal says whether the two URNs of
// every pair are equivalent.
type pairClass struct {
	name  string
	a, b  []string
	equal bool
}

// pairClasses returns the classes of pairs in the order of the tables.
// The second URN of a pair is always a copy of its own, so that no
// comparison can finish early because both sides share their text.
func pairClasses(tb testing.TB) []pairClass {
	short := "urn:example:a123,z456"
	comps := "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk?=op=map&lat=39.56&lon=-104.85#section-2"
	long1k := "urn:example:" + strings.Repeat("a0-._~", 1024/6) + "a0-._~"[:1024%6]
	long64k := "urn:example:" + strings.Repeat("a0-._~", 65536/6) + "a0-._~"[:65536%6]
	pct := "urn:example:" + percentNSS(200)
	corpus := readLines(tb, "real-urns.txt")
	one := func(name, a, b string, equal bool) pairClass {
		return pairClass{name, []string{a}, []string{strings.Clone(b)}, equal}
	}
	clones, variants := make([]string, len(corpus)), make([]string, len(corpus))
	for i, s := range corpus {
		clones[i], variants[i] = strings.Clone(s), variant(s)
	}
	lastByte := func(s string) string { return s[:len(s)-1] + "z" }
	return []pairClass{
		{"identical", corpus, clones, true},
		{"corpus-case", corpus, variants, true},
		one("case-short", short, variant(short), true),
		one("case-1k", long1k, variant(long1k), true),
		one("case-64k", long64k, variant(long64k), true),
		one("percent-case", pct, flipHex(pct), true),
		one("components", comps, variant(comps[:strings.IndexByte(comps, '?')])+"?=other#f", true),
		one("nid-mismatch", short, "urn:exbmple:a123,z456", false),
		one("nss-mismatch", short, "urn:example:a124,z456", false),
		one("last-1k", long1k, lastByte(long1k), false),
		one("last-64k", long64k, lastByte(long64k), false),
	}
}

// flipHex flips the case of the hex digits of every triplet of the
// valid URN s, and changes nothing else.
func flipHex(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' {
			b[i+1], b[i+2] = flipCase(b[i+1]), flipCase(b[i+2])
			i += 2
		}
	}
	return string(b)
}

// sortInputs returns n valid URNs made from the real URNs of the corpus,
// in a fixed pseudo-random order. URN i is line i mod 2,700 of
// real-urns.txt with "-" and i / 2,700 appended to its NSS (nothing for
// the first 2,700), spelled as in the corpus for even i and with the
// case changes of variant for odd i.
func sortInputs(tb testing.TB, n int) []string {
	lines := readLines(tb, "real-urns.txt")
	out := make([]string, n)
	for i := range out {
		s := lines[i%len(lines)]
		if k := i / len(lines); k > 0 {
			end := strings.IndexAny(s, "?#")
			if end < 0 {
				end = len(s)
			}
			s = s[:end] + "-" + strconv.Itoa(k) + s[end:]
		}
		if i%2 == 1 {
			s = variant(s)
		}
		out[i] = s
	}
	r := rand.New(rand.NewPCG(1, 2))
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
