// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package sniff

import (
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// UTF16BOM reports whether b begins with the byte-order mark of UTF-16
// (U+FEFF), and whether it is big-endian.
func UTF16BOM(b []byte) (ok, bigEndian bool) {
	switch {
	case len(b) < 2:
		return false, false
	case b[0] == 0xff && b[1] == 0xfe:
		return true, false
	case b[0] == 0xfe && b[1] == 0xff:
		return true, true
	}
	return false, false
}

// A UTF16Reader transcodes UTF-16 text, read from r, to UTF-8. A
// surrogate that is not half of a pair, and an odd last byte, become
// U+FFFD, as utf16.Decode makes them. It holds a few KiB of text, which
// it keeps from one file to the next.
type UTF16Reader struct {
	r          io.Reader
	bigEndian  bool
	in         []byte // in[start:end] is read and not yet transcoded
	start, end int
	out        []byte // out[done:] is transcoded and not yet returned
	done       int
	err        error // the error that ended r
}

// Reset makes t transcode r, whose first bytes, after the byte-order
// mark, are those of first; err is the error that the read of first
// returned, if any, which ends r.
func (t *UTF16Reader) Reset(r io.Reader, bigEndian bool, first []byte, err error) {
	if t.in == nil {
		t.in = make([]byte, 8<<10)
		t.out = make([]byte, 0, 3*len(t.in)/2+utf8.UTFMax)
	}
	t.r, t.bigEndian, t.err = r, bigEndian, err
	t.start, t.end, t.out, t.done = 0, 0, t.out[:0], 0
	for len(first) > 0 {
		// The bytes of first that do not fit are transcoded now.
		k := copy(t.in[t.end:], first)
		t.end += k
		first = first[k:]
		if len(first) > 0 {
			t.transcode(false)
			t.compact()
		}
	}
}

func (t *UTF16Reader) unit(i int) rune {
	if t.bigEndian {
		return rune(t.in[i])<<8 | rune(t.in[i+1])
	}
	return rune(t.in[i+1])<<8 | rune(t.in[i])
}

// transcode appends to out the UTF-8 of the whole units of in. At the
// end of the text, atEOF, it transcodes all that is left.
func (t *UTF16Reader) transcode(atEOF bool) {
	i := t.start
	for ; t.end-i >= 2; i += 2 {
		u := t.unit(i)
		r := u
		if utf16.IsSurrogate(u) {
			switch {
			case t.end-i < 4 && !atEOF:
				// The rest of a pair may come with the next read.
				t.start = i
				return
			case t.end-i >= 4:
				if r = utf16.DecodeRune(u, t.unit(i+2)); r != utf8.RuneError {
					i += 2
				}
			default:
				r = utf8.RuneError
			}
		}
		t.out = utf8.AppendRune(t.out, r)
	}
	if atEOF && i < t.end {
		t.out = utf8.AppendRune(t.out, utf8.RuneError) // an odd last byte
		i = t.end
	}
	t.start = i
}

// compact moves the bytes not yet transcoded to the start of in.
func (t *UTF16Reader) compact() {
	t.end = copy(t.in, t.in[t.start:t.end])
	t.start = 0
}

func (t *UTF16Reader) Read(b []byte) (int, error) {
	for t.done == len(t.out) {
		t.out, t.done = t.out[:0], 0
		k := 0
		if t.err == nil {
			t.compact()
			k, t.err = t.r.Read(t.in[t.end:])
			t.end += k
		}
		t.transcode(t.err != nil)
		if len(t.out) == 0 && (t.err != nil || k == 0) {
			// The end, or a read that returned nothing, which the
			// caller may try again.
			return 0, t.err
		}
	}
	n := copy(b, t.out[t.done:])
	t.done += n
	return n, nil
}
