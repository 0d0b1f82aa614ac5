// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import "io"

// rewindWindow is how far back a rewindReader can go: when a gzip member
// breaks off, the next member is looked for from just after the start
// of the broken one, up to this far back.
const rewindWindow = 1 << 20

// A rewindReader reads a file and keeps the last rewindWindow bytes it
// gave, so that the reader can go back to any of them. It is a
// flate.Reader, so that a gzip.Reader reads from it no further than the
// end of its member.
type rewindReader struct {
	src  io.Reader
	buf  []byte
	r, w int   // buf[r:w] is read from src and not yet given
	base int64 // the offset in the file of buf[0]
	err  error
}

func (z *rewindReader) reset(src io.Reader, offset int64) {
	if z.buf == nil {
		z.buf = make([]byte, rewindWindow+64<<10)
	}
	z.src, z.r, z.w, z.base, z.err = src, 0, 0, offset, nil
}

// pos is the offset in the file of the next byte to give.
func (z *rewindReader) pos() int64 { return z.base + int64(z.r) }

// fill reads more of src, and reports whether there is more to give.
func (z *rewindReader) fill() bool {
	for z.r == z.w && z.err == nil {
		if z.w == len(z.buf) {
			// Keep the last rewindWindow bytes given.
			keep := z.w - rewindWindow
			copy(z.buf, z.buf[keep:z.w])
			z.base += int64(keep)
			z.r -= keep
			z.w -= keep
		}
		var n int
		n, z.err = z.src.Read(z.buf[z.w:])
		z.w += n
	}
	return z.r < z.w
}

func (z *rewindReader) Read(b []byte) (int, error) {
	if z.r == z.w && !z.fill() {
		return 0, z.err
	}
	n := copy(b, z.buf[z.r:z.w])
	z.r += n
	return n, nil
}

func (z *rewindReader) ReadByte() (byte, error) {
	if z.r == z.w && !z.fill() {
		return 0, z.err
	}
	c := z.buf[z.r]
	z.r++
	return c, nil
}

// peek returns the next bytes to give, at least n unless src ends,
// without giving them.
func (z *rewindReader) peek(n int) []byte {
	for z.w-z.r < n && z.err == nil {
		if z.w == len(z.buf) {
			keep := z.w - rewindWindow
			if keep > z.r {
				keep = z.r
			}
			copy(z.buf, z.buf[keep:z.w])
			z.base += int64(keep)
			z.r -= keep
			z.w -= keep
		}
		k, err := z.src.Read(z.buf[z.w:])
		z.w += k
		z.err = err
	}
	return z.buf[z.r:min(z.w, z.r+n)]
}

// discard gives n bytes, or as many as there are, to no one.
func (z *rewindReader) discard(n int) {
	for n > 0 && (z.r < z.w || z.fill()) {
		k := min(n, z.w-z.r)
		z.r += k
		n -= k
	}
}

// rewind goes back to offset, or as far as it can, and returns where it
// went.
func (z *rewindReader) rewind(offset int64) int64 {
	if offset < z.base {
		offset = z.base
	}
	if offset < z.pos() {
		z.r = int(offset - z.base)
	}
	return z.pos()
}
