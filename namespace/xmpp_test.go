// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"
)

// TestNoAmpTilde holds noAmpTilde, which reads eight bytes at a time,
// to scanRFC2141: for every string of up to six bytes of 'a', '&', '%',
// '~' and 0xB1, placed at every offset of a word. The two agree but
// where a byte from 0x7F up makes noAmpTilde refuse, and then it must
// refuse.
func TestNoAmpTilde(t *testing.T) {
	check := func(s string) {
		t.Helper()
		_, err := scanRFC2141(s)
		got, want := noAmpTilde(s), err == nil
		if strings.IndexByte(s, 0x7F) >= 0 || strings.IndexByte(s, 0xB1) >= 0 {
			want = false
		}
		if got != want {
			t.Fatalf("noAmpTilde(%q) = %v, want %v", s, got, want)
		}
	}
	eachString("a&%~\xb1", 5, func(s string) {
		check(s)
		for p := 1; p <= 9; p++ {
			for _, suf := range []string{"", "b", "bbbbbbbbb"} {
				check(strings.Repeat("a", p) + s + suf)
			}
		}
	})
}
