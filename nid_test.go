// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"strings"
	"testing"
)

func TestValidNID(t *testing.T) {
	for _, tt := range []struct {
		nid  string
		want bool
	}{
		{"ab", true},
		{"isbn", true},
		{"ISBN", true},
		{"a-b", true},
		{"a--b", true},
		{"42", true},
		{"urn", true}, // reserved by RFC 2141 only
		{"x-acme", true},
		{strings.Repeat("a", 32), true},
		{strings.Repeat("a", 31) + "1", true},
		{"", false},
		{"a", false},
		{"-ab", false},
		{"ab-", false},
		{"a_b", false},
		{"a.b", false},
		{"a:b", false},
		{"a b", false},
		{"\xc3\xa9t\xc3\xa9", false},
		{strings.Repeat("a", 33), false},
		{strings.Repeat("a", 31) + "-", false},
		{strings.Repeat("a", 31) + "-b", false},
	} {
		if got := ValidNID(tt.nid); got != tt.want {
			t.Errorf("ValidNID(%q) = %v, want %v", tt.nid, got, tt.want)
		}
	}
}

// TestValidNIDAgreesWithParse checks every string of up to four bytes
// from an alphabet of the bytes that matter to the NID rule: ValidNID
// holds exactly when a URN with that NID parses.
func TestValidNIDAgreesWithParse(t *testing.T) {
	eachString("aZ0-_:.%", 4, func(nid string) {
		u, err := Parse("urn:" + nid + ":x")
		want := err == nil && u.NID() == nid
		if got := ValidNID(nid); got != want {
			t.Errorf("ValidNID(%q) = %v, but Parse says %v", nid, got, want)
		}
	})
}

// eachString calls f with every string of up to n bytes taken from
// alphabet, the empty string included.
func eachString(alphabet string, n int, f func(string)) {
	var try func(s string)
	try = func(s string) {
		f(s)
		if len(s) < n {
			for i := 0; i < len(alphabet); i++ {
				try(s + alphabet[i:i+1])
			}
		}
	}
	try("")
}
