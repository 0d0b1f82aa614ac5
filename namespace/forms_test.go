// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"
)

// TestCanonicalNamed checks canonicalNamed, which reads eight bytes at
// a time, against lowerPrefix up to the first ':', on every string of
// up to five bytes of "aAZ:%\x80" (a letter, letters at the edges of
// the upper case, the separator, and bytes that stop the word) before
// and after up to twelve bytes, so that the ':' and each other byte
// meet each position of the first two words.
func TestCanonicalNamed(t *testing.T) {
	forEachString("aAZ:%\x80", 5, func(b string) {
		for pad := 0; pad <= 12; pad += 3 {
			for _, p := range []string{"a", "B", ":"} {
				for _, s := range []string{strings.Repeat(p, pad) + b, b + strings.Repeat(p, pad)} {
					want := lowerPrefixRef(s, max(strings.IndexByte(s, ':'), 0))
					if got := canonicalNamed(s); got != want {
						t.Fatalf("canonicalNamed(%q) = %q, want %q", s, got, want)
					}
				}
			}
		}
	})
}
