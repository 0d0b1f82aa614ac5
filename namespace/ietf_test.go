// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"
)

// TestAllLDH puts each of the 256 bytes at each place of strings of
// letters from one to seventeen bytes long, and holds allLDH, which
// reads eight bytes at a time, to isLDH.
func TestAllLDH(t *testing.T) {
	for n := 1; n <= 17; n++ {
		for i := 0; i < n; i++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("z", n))
				b[i] = byte(c)
				if got, want := allLDH(string(b)), isLDH(byte(c)); got != want {
					t.Fatalf("allLDH(%q) = %v, want %v", b, got, want)
				}
			}
		}
	}
	if allLDH("") {
		t.Error(`allLDH("") = true, want false`)
	}
}
