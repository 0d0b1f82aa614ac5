// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ascii

import (
	"bytes"
	"strconv"
	"testing"
)

// TestBytes checks every function on every byte value against its
// definition in terms of the standard library.
func TestBytes(t *testing.T) {
	for i := 0; i < 256; i++ {
		c := byte(i)
		b := []byte{c}
		wantLower, wantUpper := c, c
		if c < 0x80 {
			wantLower, wantUpper = bytes.ToLower(b)[0], bytes.ToUpper(b)[0]
		}
		if got := Lower(c); got != wantLower {
			t.Errorf("Lower(%#x) = %#x, want %#x", c, got, wantLower)
		}
		if got := Upper(c); got != wantUpper {
			t.Errorf("Upper(%#x) = %#x, want %#x", c, got, wantUpper)
		}
		isDigit := bytes.IndexByte([]byte("0123456789"), c) >= 0
		isLetter := bytes.IndexByte([]byte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"), c) >= 0
		v, err := strconv.ParseUint(string(b), 16, 8)
		isHex := err == nil
		if got := IsDigit(c); got != isDigit {
			t.Errorf("IsDigit(%#x) = %v", c, got)
		}
		if got := IsLetter(c); got != isLetter {
			t.Errorf("IsLetter(%#x) = %v", c, got)
		}
		if got := IsHex(c); got != isHex {
			t.Errorf("IsHex(%#x) = %v", c, got)
		}
		if isHex && uint64(Unhex(c)) != v {
			t.Errorf("Unhex(%q) = %d, want %d", c, Unhex(c), v)
		}
	}
}
