// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"compress/bzip2"
	"compress/gzip"
	"io"
	"strings"

	"github.com/urnkit/urn/internal/sniff"
)

// A decompressor opens the files of find -z: a gzip stream (RFC 1952,
// magic bytes 1f 8b) or a bzip2 stream ("BZh", the block size as a
// digit 1 to 9, then the magic number of a first block, 31 41 59 26 53
// 59, or of the end of an empty stream, 17 72 45 38 50 90) is
// decompressed, and any other file is read as it is. The bzip2 test
// reads ten bytes, not four, so that a text or binary file that merely
// begins "BZh1" is searched as it is rather than reported as a corrupt
// stream.
// It keeps its buffer and gzip reader from one file to the next.
type decompressor struct {
	br *bufio.Reader
	gz *gzip.Reader
}

// reader returns the text of r.
func (z *decompressor) reader(r io.Reader) (io.Reader, error) {
	if z.br == nil {
		z.br = bufio.NewReaderSize(r, 64<<10)
	} else {
		z.br.Reset(r)
	}
	head, err := z.br.Peek(sniff.Bzip2Len)
	if err != nil && err != io.EOF {
		return nil, err
	}
	switch {
	case len(head) >= 2 && head[0] == 0x1f && head[1] == 0x8b:
		if z.gz == nil {
			z.gz, err = gzip.NewReader(z.br)
		} else {
			err = z.gz.Reset(z.br)
		}
		if err != nil {
			return nil, formatError{"gzip", err}
		}
		return formatReader{z.gz, "gzip"}, nil
	case sniff.Bzip2(head):
		return formatReader{bzip2.NewReader(z.br), "bzip2"}, nil
	}
	return z.br, nil
}

// A formatReader reads a decompressed stream and names its format in
// its errors.
type formatReader struct {
	r      io.Reader
	format string
}

func (f formatReader) Read(b []byte) (int, error) {
	n, err := f.r.Read(b)
	if err != nil && err != io.EOF {
		err = formatError{f.format, err}
	}
	return n, err
}

// A formatError is an error of a compressed stream.
type formatError struct {
	format string
	err    error
}

func (e formatError) Error() string {
	if s := e.err.Error(); strings.HasPrefix(s, e.format+": ") {
		return s
	}
	return e.format + ": " + e.err.Error()
}

func (e formatError) Unwrap() error { return e.err }
