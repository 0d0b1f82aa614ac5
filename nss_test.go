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

func TestValidNSS(t *testing.T) {
	for _, tt := range []struct {
		nss  string
		want bool
	}{
		{"a", true},
		{"a123,z456", true},
		{"a/b/", true},
		{"a:b@c", true},
		{"%C3%A9", true},
		{"%c3%a9", true},
		{"%00", true},
		{"!$&'()*+,;=-._~", true},
		{"", false},
		{"/a", false},
		{"a?b", false},
		{"a?+b", false},
		{"a#b", false},
		{"a b", false},
		{"a%", false},
		{"a%4", false},
		{"a%zz", false},
		{"\xc3\xa9", false},
		{"a\x00", false},
	} {
		if got := ValidNSS(tt.nss); got != tt.want {
			t.Errorf("ValidNSS(%q) = %v, want %v", tt.nss, got, tt.want)
		}
	}
}

// TestValidNSSAgreesWithParse checks every string of up to four bytes
// from an alphabet of the bytes that matter to the NSS rule: ValidNSS
// holds exactly when a URN with that NSS, and no component, parses.
func TestValidNSSAgreesWithParse(t *testing.T) {
	eachString("aF4/%?#+= \xc3", 4, func(nss string) {
		u, err := Parse("urn:ab:" + nss)
		want := err == nil && u.NSS() == nss
		if got := ValidNSS(nss); got != want {
			t.Errorf("ValidNSS(%q) = %v, but Parse says %v", nss, got, want)
		}
	})
}
