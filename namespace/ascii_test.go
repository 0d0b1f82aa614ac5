// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"

	"github.com/urnkit/urn/internal/ascii"
)

// lowerPrefixRef is lowerPrefix a byte at a time.
func lowerPrefixRef(s string, n int) string {
	b := []byte(s)
	for i := 0; i < n; i++ {
		if b[i] == '%' {
			i += 2
		} else {
			b[i] = ascii.Lower(b[i])
		}
	}
	return string(b)
}

// TestLowerPrefix checks lowerPrefix, which reads eight bytes at a
// time, against the reference on every string of up to three of bytes
// at the edges of the ranges it tells apart, after up to sixteen
// letters and before up to nine, with every prefix length; and that it
// returns s itself when nothing changes.
func TestLowerPrefix(t *testing.T) {
	const alphabet = "aAZz@[%0\x80\xff-"
	pad := strings.Repeat("a", 16)
	var b []byte
	for size := 0; size <= 3; size++ {
		b = append(b[:0], make([]byte, size)...)
		codes := 1
		for range size {
			codes *= len(alphabet)
		}
		for code := 0; code < codes; code++ {
			for k, c := 0, code; k < size; k, c = k+1, c/len(alphabet) {
				b[k] = alphabet[c%len(alphabet)]
			}
			for p := 0; p <= len(pad); p++ {
				for q := 0; q <= 9; q++ {
					s := pad[:p] + string(b) + pad[:q]
					for n := -1; n <= len(s); n++ {
						if got, want := lowerPrefix(s, n), lowerPrefixRef(s, max(n, 0)); got != want {
							t.Fatalf("lowerPrefix(%q, %d) = %q, want %q", s, n, got, want)
						}
					}
				}
			}
		}
	}
	// Longer strings in mixed case, some longer than the buffer that
	// lowerFrom fills, with runs of eight bytes that hold no '%' and
	// some that do, starting at every offset of the pattern.
	const mixed = "AbCdEfGhIjKlMnOpQrStUvWxYz%4F@[`{Z0-9%2fQ\x80RS"
	long := strings.Repeat(mixed, 4)
	for off := 0; off < len(mixed); off++ {
		for size := 0; size <= 3*len(mixed); size += 7 {
			s := long[off : off+size]
			for n := 0; n <= len(s); n++ {
				if got, want := lowerPrefix(s, n), lowerPrefixRef(s, n); got != want {
					t.Fatalf("lowerPrefix(%q, %d) = %q, want %q", s, n, got, want)
				}
			}
		}
	}
	if testing.AllocsPerRun(10, func() { lowerPrefix("abcdefghijklmnopqrst%2F", 23) }) != 0 {
		t.Error("lowerPrefix allocates for a string in lower case")
	}
}
