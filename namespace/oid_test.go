// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"
)

// TestOIDValid holds oidValid, which reads eight bytes at a time, to
// checkOID, which reads the ABNF of RFC 3061 a byte at a time: for
// every string of up to four bytes of "01./" and 0xB1, each placed after
// prefixes and before suffixes that move it across every position of
// a word and the edge between two.
func TestOIDValid(t *testing.T) {
	check := func(s string) {
		t.Helper()
		_, err := checkOID(s)
		if got, want := oidValid(s), err == nil; got != want {
			t.Fatalf("oidValid(%q) = %v, want %v", s, got, want)
		}
	}
	eachString("01./\xb1", 4, func(s string) {
		check(s)
		for p := 0; p <= 9; p++ {
			for _, pre := range []string{strings.Repeat("1", p), strings.Repeat("2", p) + ".", strings.Repeat("3.", p)} {
				for _, suf := range []string{"", "5", ".5", "55555555"} {
					check(pre + s + suf)
				}
			}
		}
	})
}

// eachString calls f with every string of up to n bytes of alphabet.
func eachString(alphabet string, n int, f func(s string)) {
	var walk func(b []byte, n int)
	walk = func(b []byte, n int) {
		f(string(b))
		if n == 0 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			walk(append(b, alphabet[i]), n-1)
		}
	}
	walk(nil, n)
}
