// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"
)

// TestHasTwoColons holds hasTwoColons, which counts eight bytes at a
// time, to strings.Count: for zero to three colons at every place in
// strings of up to twenty bytes, with ';' and '9' (the bytes either
// side of ':') around them.
func TestHasTwoColons(t *testing.T) {
	for n := 0; n <= 20; n++ {
		for _, fill := range []string{"a", ";", "9"} {
			base := []byte(strings.Repeat(fill, n))
			check := func(b []byte) {
				t.Helper()
				s := string(b)
				if got, want := hasTwoColons(s), strings.Count(s, ":") >= 2; got != want {
					t.Fatalf("hasTwoColons(%q) = %v, want %v", s, got, want)
				}
			}
			check(base)
			for i := 0; i < n; i++ {
				b := append([]byte(nil), base...)
				b[i] = ':'
				check(b)
				for j := i + 1; j < n; j++ {
					b[j] = ':'
					check(b)
					for k := j + 1; k < n; k++ {
						b[k] = ':'
						check(b)
						b[k] = fill[0]
					}
					b[j] = fill[0]
				}
			}
		}
	}
}
