// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urnkit/urn/internal/ascii"
)

// smpteBytes are the bytes that the word-at-a-time checks of smpte.go
// must tell apart: the bounds of the ranges they test and their
// neighbours, '%', '.', and bytes beyond US-ASCII.
const smpteBytes = "/09:@AFGZ[`afgz{.%ul\x80\xb0\xc6\xe6\xff"

// randomUL returns a string of "ul:" and up to five groups of bytes,
// most of them eight hex digits.
func randomUL(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString("ul:")
	for g := r.IntN(5) + 1; g > 0; g-- {
		k := 8
		if r.IntN(8) == 0 {
			k = r.IntN(10)
		}
		for ; k > 0; k-- {
			if r.IntN(50) == 0 {
				b.WriteByte(smpteBytes[r.IntN(len(smpteBytes))])
			} else {
				b.WriteByte("0123456789abcdefABCDEF"[r.IntN(22)])
			}
		}
		if g > 1 {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// TestSMPTEUL checks smpteUL, which reads eight bytes at a time,
// against a reading of a byte at a time.
func TestSMPTEUL(t *testing.T) {
	ul := func(nss string) bool {
		s := nss[3:]
		for i := 0; ; i += 9 {
			for k := i; k < i+8; k++ {
				if k >= len(s) || !ascii.IsHex(s[k]) {
					return false
				}
			}
			if i+8 == len(s) {
				return true
			}
			if s[i+8] != '.' {
				return false
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	seen := [2]int{}
	for range 50000 {
		nss := randomUL(r)
		want := ul(nss)
		if got := smpteUL(nss); got != want {
			t.Fatalf("smpteUL(%q) = %v, want %v", nss, got, want)
		}
		if want {
			seen[1]++
		} else {
			seen[0]++
		}
	}
	if seen[0] < 1000 || seen[1] < 1000 {
		t.Fatalf("the random labels are too rarely valid or invalid: %v", seen)
	}
}

// TestHasNoUpperOrPercent checks that hasNoUpperOrPercent reports true
// only for strings that lowerOutsidePercent keeps as they are, and for
// all such strings of letters, digits, '.' and ':'.
func TestHasNoUpperOrPercent(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 50000 {
		var b strings.Builder
		for n := r.IntN(40); n > 0; n-- {
			if r.IntN(3) == 0 {
				b.WriteByte(smpteBytes[r.IntN(len(smpteBytes))])
			} else {
				b.WriteByte("0123456789abcdef.:"[r.IntN(18)])
			}
		}
		s := b.String()
		got := hasNoUpperOrPercent(s)
		if got && lowerOutsidePercent(s) != s {
			t.Fatalf("hasNoUpperOrPercent(%q) = true, but it has an upper-case letter or '%%'", s)
		}
		plain := strings.Trim(s, "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.:") == "" &&
			!strings.ContainsAny(s, "%")
		if plain && got != (strings.ToLower(s) == s) {
			t.Fatalf("hasNoUpperOrPercent(%q) = %v", s, got)
		}
	}
}
