// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

import (
	"bufio"
	"os"
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

func flipCase(c byte) byte {
	switch {
	case 'a' <= c && c <= 'z':
		return c - 'a' + 'A'
	case 'A' <= c && c <= 'Z':
		return c - 'A' + 'a'
	}
	return c
}
