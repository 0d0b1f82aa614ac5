// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package sniff

import (
	"compress/bzip2"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

func TestBinary(t *testing.T) {
	for _, tt := range []struct {
		in     string
		offset int
		ok     bool
	}{
		{"", -1, false},
		{"urn:ex:a\n", -1, false},
		{"a\x00b", 1, true},
		{"\x00", 0, true},
		{strings.Repeat("a", TextLen-1) + "\x00", TextLen - 1, true},
		{strings.Repeat("a", TextLen) + "\x00", -1, false},
	} {
		offset, ok := Binary([]byte(tt.in))
		if offset != tt.offset || ok != tt.ok {
			t.Errorf("Binary(%.20q... of %d bytes) = %d, %v; want %d, %v", tt.in, len(tt.in), offset, ok, tt.offset, tt.ok)
		}
	}
}

// bzipEmpty and bzipA are the bzip2 streams of "" and "a\n" that the
// bzip2 command writes.
const (
	bzipEmpty = "BZh9\x17\x72\x45\x38\x50\x90\x00\x00\x00\x00"
	bzipA     = "BZh91AY&SYc>\xd6\xe2\x00\x00\x00\xc1\x00\x00\x10 \x00 \x00!\x00\x82\xb1w$S\x85\x09\x063\xedn "
)

func TestBzip2(t *testing.T) {
	for _, s := range []string{bzipEmpty, bzipA} {
		if _, err := io.ReadAll(bzip2.NewReader(strings.NewReader(s))); err != nil {
			t.Fatalf("the test stream %q is no bzip2 stream: %v", s, err)
		}
	}
	for _, tt := range []struct {
		head string
		want bool
	}{
		{bzipEmpty, true},
		{bzipA, true},
		{bzipA[:Bzip2Len], true},
		{bzipA[:Bzip2Len-1], false},
		{"BZh1 and a text that begins like one", false},
		{"BZh01AY&SY", false},
		{"BZh:1AY&SY", false},
		{"bzh91AY&SY", false},
		{"", false},
	} {
		if got := Bzip2([]byte(tt.head)); got != tt.want {
			t.Errorf("Bzip2(%q) = %v, want %v", tt.head, got, tt.want)
		}
	}
}

func TestFill(t *testing.T) {
	text := strings.Repeat("a", TextLen+100)
	for _, size := range []int{1, 7, 4096, TextLen, 2 * TextLen} {
		b := make([]byte, size)
		r := io.Reader(iotest.OneByteReader(strings.NewReader(text)))
		n, err := r.Read(b)
		n, err = Fill(r, b, n, err)
		if want := min(size, TextLen); n != want || err != nil {
			t.Errorf("Fill into %d bytes, one byte a read: %d, %v; want %d, <nil>", size, n, err, want)
		}
	}
	b := make([]byte, 100)
	r := strings.NewReader("short")
	n, err := r.Read(b[:2])
	n, err = Fill(r, b, n, err)
	if n != 5 || string(b[:n]) != "short" || err != io.EOF {
		t.Errorf("Fill of a short input: %d %q, %v; want 5 \"short\", EOF", n, b[:n], err)
	}
}
