// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"strings"
	"testing"
)

// TestRunOf compares runOf with its definition, for every class bit and
// every byte value at every place of inputs up to three words long.
func TestRunOf(t *testing.T) {
	for bit := 0; bit < 8; bit++ {
		m := uint8(1) << bit
		var fill byte // a byte that has m
		for c := range class {
			if class[c]&m != 0 {
				fill = byte(c)
				break
			}
		}
		for n := 0; n <= 24; n++ {
			b := []byte(strings.Repeat(string(fill), n))
			for at := 0; at < n; at++ {
				for c := 0; c < 256; c++ {
					b[at] = byte(c)
					s := string(b)
					for i := 0; i <= min(n, 3); i++ {
						want := i
						for want < n && class[s[want]]&m != 0 {
							want++
						}
						if got := runOf(s, i, m); got != want {
							t.Fatalf("runOf(%q, %d, %#x) = %d, want %d", s, i, m, got, want)
						}
					}
				}
				b[at] = fill
			}
		}
	}
}
