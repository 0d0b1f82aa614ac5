// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package sniff

import (
	"encoding/binary"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf16"
)

// decodeUTF16 is the reference the UTF16Reader is checked against: the
// whole text at once, by utf16.Decode.
func decodeUTF16(b []byte, bigEndian bool) string {
	units := make([]uint16, len(b)/2)
	for i := range units {
		if bigEndian {
			units[i] = binary.BigEndian.Uint16(b[2*i:])
		} else {
			units[i] = binary.LittleEndian.Uint16(b[2*i:])
		}
	}
	s := string(utf16.Decode(units))
	if len(b)%2 == 1 {
		s += "\uFFFD"
	}
	return s
}

// FuzzUTF16Reader checks the UTF16Reader against utf16.Decode, read in
// one piece and one byte at a time, with any split of its first bytes.
func FuzzUTF16Reader(f *testing.F) {
	f.Add([]byte("u\x00r\x00n\x00:\x00"), false, uint16(3))
	f.Add([]byte("\xd8\x3d\xde\x00\xd8\x00"), true, uint16(2))
	f.Add([]byte("\x3d\xd8"), false, uint16(0))
	f.Fuzz(func(t *testing.T, b []byte, bigEndian bool, split uint16) {
		want := decodeUTF16(b, bigEndian)
		k := int(split) % (len(b) + 1)
		for name, r := range map[string]io.Reader{
			"whole":    strings.NewReader(string(b[k:])),
			"one byte": iotest.OneByteReader(strings.NewReader(string(b[k:]))),
		} {
			var t16 UTF16Reader
			t16.in = make([]byte, 4) // small, so that first does not fit
			t16.out = make([]byte, 0, 8)
			t16.Reset(r, bigEndian, b[:k], nil)
			got, err := io.ReadAll(&t16)
			if err != nil || string(got) != want {
				t.Errorf("%s, first %d bytes apart: %q, %v; want %q", name, k, got, err, want)
			}
		}
	})
}
