// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package sniff tells the inputs that "urn find" and the corpus module
// search apart by their first bytes: text from binary, UTF-16 text from
// the rest, and bzip2 streams from text. Both programs use it, so that
// they skip, transcode and decompress the same inputs.
package sniff

import (
	"bytes"
	"io"
)

// TextLen is how much of an input is looked at to tell text from
// binary, as git and grep do.
const TextLen = 8000

// Binary returns the offset of the first NUL byte in the first TextLen
// bytes of b, which make the input binary, and whether there is one.
func Binary(b []byte) (offset int, ok bool) {
	offset = bytes.IndexByte(b[:min(len(b), TextLen)], 0)
	return offset, offset >= 0
}

// Fill goes on reading r into b after a first read gave n bytes and
// err, until b holds the first TextLen bytes of the input, or as many as
// fit in b, or r ends or fails; a read of nothing without an error stops
// it too. It returns the bytes then in b and the error of the last
// read, so that [Binary] sees as much of the input as grep would.
func Fill(r io.Reader, b []byte, n int, err error) (int, error) {
	for n < min(TextLen, len(b)) && err == nil {
		var k int
		k, err = r.Read(b[n:])
		if k == 0 && err == nil {
			break
		}
		n += k
	}
	return n, err
}

// The magic numbers that follow the stream header of a bzip2 stream:
// that of a block (the digits of pi) and that of the end of the stream
// (the digits of the square root of pi).
const (
	bzip2Block = "\x31\x41\x59\x26\x53\x59"
	bzip2End   = "\x17\x72\x45\x38\x50\x90"
)

// Bzip2Len is how many bytes Bzip2 looks at: the stream header "BZh"
// and its block size, then the magic number of a block or of the end.
const Bzip2Len = 4 + len(bzip2Block)

// Bzip2 reports whether head, the first Bzip2Len bytes of an input or
// more, begins a bzip2 stream. The header alone is not enough: a text
// may begin with "BZh1".
func Bzip2(head []byte) bool {
	if len(head) < Bzip2Len || !bytes.HasPrefix(head, []byte("BZh")) || head[3] < '1' || head[3] > '9' {
		return false
	}
	magic := string(head[4:Bzip2Len])
	return magic == bzip2Block || magic == bzip2End
}
