// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import "testing"

func TestCanonicalNSS(t *testing.T) {
	for _, tt := range []struct{ urn, want string }{
		{"urn:example:a123,z456", "a123,z456"},
		{"URN:EXAMPLE:a123,z456", "a123,z456"},
		{"urn:example:A%2cb", "A%2Cb"},
		{"urn:example:%c3%a9%C3%A9%e2%82%ac?=%aa#%bb", "%C3%A9%C3%A9%E2%82%AC"},
		{"urn:example:%4a%4A", "%4A%4A"},
		{"urn:example:x%ff", "x%FF"},
		{"", ""},
	} {
		var u URN
		if tt.urn != "" {
			u = MustParse(tt.urn)
		}
		if got := u.CanonicalNSS(); got != tt.want {
			t.Errorf("CanonicalNSS(%q) = %q, want %q", tt.urn, got, tt.want)
		}
	}
	// It is the NSS of the canonical form, for every URN of the corpus
	// and the spelling of each with its hex digits in lower case.
	for _, s := range readCorpus(t, "real-urns.txt") {
		for _, u := range []URN{MustParse(s), MustParse(lowerTriplets(s))} {
			if got, want := u.CanonicalNSS(), u.Normalize().NSS(); got != want {
				t.Errorf("CanonicalNSS(%q) = %q, Normalize gives %q", u, got, want)
			}
		}
	}
}

// lowerTriplets returns s with the hex digits of its percent-encoded
// octets in lower case.
func lowerTriplets(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' {
			for j := i + 1; j <= i+2; j++ {
				if 'A' <= b[j] && b[j] <= 'F' {
					b[j] += 'a' - 'A'
				}
			}
		}
	}
	return string(b)
}
