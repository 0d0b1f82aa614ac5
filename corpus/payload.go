// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"strings"
)

// maxFirstChunk is how much of the first chunk of a body under
// "Transfer-Encoding: chunked" is held to tell whether the body is
// chunked at all: crawlers store bodies they have already de-chunked
// under the header as it was sent.
const maxFirstChunk = 1 << 20

// A payloadReader gives the payload of the record an archiveReader is
// at: the block of a resource or conversion record, or of a response
// that holds no HTTP message, and the body of an HTTP response after
// its header, with its transfer and content codings removed as warcio
// removes them.
type payloadReader struct {
	a    *archiveReader
	body *bufio.Reader // the record's block
	dec  *bufio.Reader // the body without its transfer coding
	ch   chunkedReader
	r    io.Reader // the payload

	decoders, probe decoders

	// coding names the content coding removed, for errors.
	coding string
}

// open makes p give the payload of rec, whose block the archive reader
// is at.
func (p *payloadReader) open(rec *record) {
	if p.body == nil {
		p.body = bufio.NewReaderSize(nil, 64<<10)
		p.dec = bufio.NewReaderSize(nil, 64<<10)
	}
	p.body.Reset(&p.a.block)
	p.r, p.coding = p.body, ""
	if rec.typ != "response" {
		return
	}
	head, _ := p.body.Peek(5)
	if !bytes.EqualFold(head, []byte("HTTP/")) {
		return
	}
	// The status line, then the header fields up to an empty line or
	// the end of the block.
	var te, ce []string
	first := true
	for {
		line, _, err := p.a.readLineFrom(p.body)
		if err != nil {
			break
		}
		if first {
			first = false
			continue
		}
		if len(line) == 0 {
			break
		}
		name, value, ok := bytes.Cut(line, []byte(":"))
		if !ok {
			continue
		}
		switch strings.ToLower(string(bytes.TrimSpace(name))) {
		case "transfer-encoding":
			te = append(te, string(bytes.TrimSpace(value)))
		case "content-encoding":
			ce = append(ce, string(bytes.TrimSpace(value)))
		}
	}
	transfer, content := strings.Join(te, ", "), strings.Join(ce, ", ")
	// warcio removes "chunked" when it is the transfer coding, and
	// takes any other transfer coding of a body with no content coding
	// as its content coding.
	chunked := transfer == "chunked"
	if content == "" && !chunked {
		content = transfer
	}
	var r io.Reader = p.body
	if chunked {
		p.ch.reset(p.body)
		r = &p.ch
	}
	if content == "" {
		p.r = r
		return
	}
	p.dec.Reset(r)
	p.r = p.decoder(content)
}

// decoder returns the reader of p.dec with the content coding removed,
// or p.dec itself when it is not in that coding. As warcio does, it
// takes a body in any coding that begins as a gzip or zlib stream as
// one, a body in "deflate" that begins as neither as raw deflate data,
// and any other body, or one whose first bytes do not decode, as it is.
func (p *payloadReader) decoder(coding string) io.Reader {
	head, _ := p.dec.Peek(2)
	var kind string
	switch {
	case len(head) == 2 && head[0] == 0x1f && head[1] == 0x8b:
		kind = "gzip"
	case len(head) == 2 && head[0]&0x0f == 8 && (uint16(head[0])<<8|uint16(head[1]))%31 == 0:
		kind = "deflate (zlib)"
	case coding == "deflate":
		kind = "deflate"
	default:
		return p.dec
	}
	// The first bytes must decode: a text may begin as a zlib header.
	peek, _ := p.dec.Peek(probeLen)
	if r, err := p.decode(&p.probe, kind, bytes.NewReader(peek)); err != nil {
		return p.dec
	} else if _, err := io.CopyN(io.Discard, r, probeLen); err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return p.dec
	}
	r, err := p.decode(&p.decoders, kind, p.dec)
	if err != nil {
		return p.dec
	}
	p.coding = kind
	return r
}

// probeLen is how many bytes of a body in a content coding are decoded
// first to tell whether the body is in it.
const probeLen = 4 << 10

// decoders are the decompressors of one payloadReader, kept from one
// record to the next.
type decoders struct {
	gz *gzip.Reader
	zl io.ReadCloser
	fl io.ReadCloser
}

// decode returns a reader of r with the content coding kind removed,
// with a decompressor of d.
func (p *payloadReader) decode(d *decoders, kind string, r io.Reader) (io.Reader, error) {
	var err error
	switch kind {
	case "gzip":
		if d.gz == nil {
			d.gz, err = gzip.NewReader(r)
		} else {
			err = d.gz.Reset(r)
		}
		return d.gz, err
	case "deflate (zlib)":
		if d.zl == nil {
			d.zl, err = zlib.NewReader(r)
		} else {
			err = d.zl.(zlib.Resetter).Reset(r, nil)
		}
		return d.zl, err
	}
	if d.fl == nil {
		d.fl = flate.NewReader(r)
	} else {
		err = d.fl.(flate.Resetter).Reset(r, nil)
	}
	return d.fl, err
}

// Read reads the payload.
func (p *payloadReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	if err != nil && err != io.EOF {
		if p.a.unitErr != nil {
			// The archive's own damage, reported by the archive
			// reader.
			return n, io.EOF
		}
		if p.coding != "" && !errors.Is(err, errBinary) {
			err = &codingError{p.coding, err}
		}
	}
	return n, err
}

// A codingError is a body whose content coding breaks off.
type codingError struct {
	coding string
	err    error
}

func (e *codingError) Error() string {
	if errors.Is(e.err, io.ErrUnexpectedEOF) {
		return fmt.Sprintf("content coding %s: the body ends before its stream", e.coding)
	}
	return fmt.Sprintf("content coding %s: %v", e.coding, e.err)
}

// A chunkedReader removes the transfer coding "chunked" (RFC 9112,
// section 7.1) from a body as warcio does: a body whose first chunk is
// not a whole chunk (a size line, as many bytes, CRLF) is taken as it
// is, not chunked; a later chunk that breaks the coding ends it, and
// the rest of the body is taken as it is.
type chunkedReader struct {
	r          *bufio.Reader
	first      []byte // a first chunk held, or what is left of it
	left       int64  // bytes of the current chunk not yet read
	raw        bool   // the rest of the body is taken as it is
	done       bool
	sepPending bool // the CRLF after the current chunk is still to read
	sep        [2]byte
	buf        []byte
}

func (c *chunkedReader) reset(r *bufio.Reader) {
	*c = chunkedReader{r: r, buf: c.buf[:0]}
	c.readFirst()
}

// readChunkLine reads a chunk-size line as warcio does: up to 64 bytes
// or a line end, whichever comes first.
func (c *chunkedReader) readChunkLine() []byte {
	var line []byte
	for len(line) < 64 {
		b, err := c.r.ReadByte()
		if err != nil {
			break
		}
		line = append(line, b)
		if b == '\n' {
			break
		}
	}
	return line
}

// chunkSize parses a chunk-size line as JavaScript's parseInt(line,
// 16): optional white space, sign and "0x", then hex digits, up to the
// first byte that is none. It reports false when there is no digit or
// the size is over 2^32.
func chunkSize(line []byte) (int64, bool) {
	s := bytes.TrimLeft(line, " \t\r\n\v\f")
	neg := false
	if len(s) > 0 && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s = s[2:]
	}
	var n int64
	k := 0
	for ; k < len(s); k++ {
		d := hexDigit(s[k])
		if d < 0 {
			break
		}
		n = n*16 + int64(d)
		if n > 1<<32 {
			return 0, false
		}
	}
	if k == 0 || neg && n != 0 {
		return 0, false
	}
	return n, true
}

func hexDigit(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// readFirst reads the first chunk, and decides whether the body is
// chunked. A first chunk longer than maxFirstChunk is taken to be one
// when its size line is.
func (c *chunkedReader) readFirst() {
	line := c.readChunkLine()
	c.buf = append(c.buf[:0], line...)
	size, ok := chunkSize(line)
	if !ok {
		c.asIs()
		return
	}
	if size > maxFirstChunk {
		c.left, c.sepPending = size, true
		return
	}
	k := len(c.buf)
	c.buf = append(c.buf, make([]byte, size)...)
	n, _ := io.ReadFull(c.r, c.buf[k:])
	c.buf = c.buf[:k+n]
	if int64(n) != size {
		c.asIs()
		return
	}
	m, _ := io.ReadFull(c.r, c.sep[:])
	c.buf = append(c.buf, c.sep[:m]...)
	if m != 2 || c.sep != [2]byte{'\r', '\n'} {
		c.asIs()
		return
	}
	if size == 0 {
		c.done = true
		return
	}
	c.first = c.buf[k : k+n]
}

// asIs takes the body as it is: the bytes held, then the rest.
func (c *chunkedReader) asIs() {
	c.first, c.raw = c.buf, true
}

func (c *chunkedReader) Read(b []byte) (int, error) {
	for len(c.first) == 0 && !c.raw && !c.done && c.left == 0 {
		c.next()
	}
	switch {
	case len(c.first) > 0:
		n := copy(b, c.first)
		c.first = c.first[n:]
		return n, nil
	case c.raw:
		return c.r.Read(b)
	case c.done:
		return 0, io.EOF
	}
	if int64(len(b)) > c.left {
		b = b[:c.left]
	}
	n, err := c.r.Read(b)
	c.left -= int64(n)
	if err == io.EOF {
		// A chunk cut short: warcio gives what there is.
		c.done = true
		if n > 0 {
			return n, nil
		}
	}
	return n, err
}

// next reads the line end of the chunk just read and the next size
// line. As warcio does, a line end that is not CRLF makes the rest of
// the body (the two bytes, and all that follows) be taken as it is, and
// so does a size line that is none (the line too).
func (c *chunkedReader) next() {
	if c.sepPending {
		c.sepPending = false
		if !c.readSep() {
			return
		}
	}
	line := c.readChunkLine()
	size, ok := chunkSize(line)
	switch {
	case !ok:
		c.first, c.raw = append(c.buf[:0], line...), true
	case size == 0:
		if c.readSep() {
			c.done = true
		}
	default:
		c.left, c.sepPending = size, true
	}
}

// readSep reads the CRLF after a chunk, and reports whether it is one;
// when it is not, the rest of the body, those bytes first, is taken as
// it is.
func (c *chunkedReader) readSep() bool {
	m, _ := io.ReadFull(c.r, c.sep[:])
	if m == 2 && c.sep == [2]byte{'\r', '\n'} {
		return true
	}
	c.first, c.raw = append(c.buf[:0], c.sep[:m]...), true
	return false
}
