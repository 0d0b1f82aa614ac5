// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"
)

// TestNamesValid holds namesValid, which reads eight bytes at a time,
// to scanTokens, which it stands for: for every string of up to seven
// bytes of 'a', ':', '&' and '~', and each of those placed at every
// offset of a longer run of 'a', so that each byte meets each position
// of a word, of a pair of words, and their edges. namesValid may refuse a valid string only
// where a ';' follows a ':', and there is none here: the two agree.
func TestNamesValid(t *testing.T) {
	check := func(s string) {
		t.Helper()
		_, err := scanTokens(s)
		if got, want := namesValid(s), err == nil; got != want {
			t.Fatalf("namesValid(%q) = %v, want %v", s, got, want)
		}
	}
	eachString("a:&~", 7, func(s string) {
		check(s)
		for pad := 1; pad <= 16; pad++ {
			for tail := 0; tail <= 8; tail += 3 {
				check(strings.Repeat("a", pad) + s + strings.Repeat("a", tail))
			}
		}
	})
	// A ';' after a ':' may be taken for a ':': namesValid may then
	// refuse, but never accept what scanTokens refuses.
	for _, s := range []string{"a:;", "aaaaaaa:;aaaaaa", "aaaaaa::;aaaaaaaa", ":;aaaaaaaaa", "aaaaaaaaa:;:"} {
		if _, err := scanTokens(s); err != nil && namesValid(s) {
			t.Errorf("namesValid(%q) = true, want false", s)
		}
	}
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

// TestAllLDH puts each of the 256 bytes at each place of strings of
// letters from one to seventeen bytes long, and holds allLDH, which
// reads eight bytes at a time, to isLDH.
func TestAllLDH(t *testing.T) {
	for n := 1; n <= 17; n++ {
		for i := 0; i < n; i++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("z", n))
				b[i] = byte(c)
				if got, want := allLDH(string(b)), isLDH(byte(c)); got != want {
					t.Fatalf("allLDH(%q) = %v, want %v", b, got, want)
				}
			}
		}
	}
	if allLDH("") {
		t.Error(`allLDH("") = true, want false`)
	}
}
