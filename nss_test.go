// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import "testing"

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
