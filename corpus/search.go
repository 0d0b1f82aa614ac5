// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"strings"

	"github.com/urnkit/urn/internal/sniff"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
)

// A fileSearcher searches one file after another: it tells a WARC file
// from a text file, decompresses gzip and bzip2, and finds the URNs of
// the text or of the payloads of the WARC records.
type fileSearcher struct {
	s  *searcher
	br *bufio.Reader
	cr *countingReader
	gz *gzip.Reader
	a  *archiveReader
}

func newFileSearcher() *fileSearcher {
	return &fileSearcher{s: newSearcher(), br: bufio.NewReaderSize(nil, 64<<10), a: newArchiveReader()}
}

// search finds the URNs of the file named name, read from r, and calls
// emit with each and fault with each fault. It returns the number of
// bytes of text searched.
func (fs *fileSearcher) search(name string, r io.Reader, emit func(Match), fault func(Fault)) int64 {
	cr := &countingReader{r: r}
	fs.cr = cr
	fs.br.Reset(cr)
	// consumed is the offset in the file of the next byte not read
	// from fs.br.
	consumed := func() int64 { return cr.n - int64(fs.br.Buffered()) }
	head, err := fs.br.Peek(max(sniff.Bzip2Len, len("filedesc://")))
	if err != nil && err != io.EOF {
		fault(Fault{File: name, Offset: consumed(), Class: Damage, Err: err.Error()})
		return 0
	}
	at := Match{File: name}
	switch {
	case archiveStart(head):
		return fs.archive(name, false, emit, fault)
	case len(head) >= 2 && head[0] == 0x1f && head[1] == 0x8b:
		if fs.gzipArchive() {
			return fs.archive(name, true, emit, fault)
		}
		if fs.gz == nil {
			fs.gz, err = gzip.NewReader(fs.br)
		} else {
			err = fs.gz.Reset(fs.br)
		}
		if err != nil {
			fault(Fault{File: name, Offset: consumed(), Class: Damage, Err: "gzip: " + err.Error()})
			return 0
		}
		n, err := fs.s.search(fs.gz, at, emit)
		if err != nil {
			fault(Fault{File: name, Offset: consumed(), Class: Damage, Err: formatError("gzip", err)})
		}
		return n
	case sniff.Bzip2(head):
		n, err := fs.s.search(bzip2.NewReader(fs.br), at, emit)
		if err != nil {
			fault(Fault{File: name, Offset: consumed(), Class: Damage, Err: formatError("bzip2", err)})
		}
		return n
	}
	n, err := fs.s.search(fs.br, at, emit)
	if err != nil {
		fault(Fault{File: name, Offset: consumed(), Class: Damage, Err: err.Error()})
	}
	return n
}

// gzipArchive reports whether the gzip stream that fs.br begins with
// begins a WARC or ARC record.
func (fs *fileSearcher) gzipArchive() bool {
	head, _ := fs.br.Peek(fs.br.Size())
	z, err := gzip.NewReader(bytes.NewReader(head))
	if err != nil {
		return false
	}
	var magic [len("filedesc://")]byte
	n, _ := io.ReadFull(z, magic[:])
	return archiveStart(magic[:n])
}

// archiveStart reports whether head, the first bytes of a file, begin a
// WARC record or the first record of an ARC file.
func archiveStart(head []byte) bool {
	return bytes.HasPrefix(head, []byte("WARC/")) || bytes.HasPrefix(head, []byte("filedesc://"))
}

// formatError is the text of err, an error of a stream in format, named
// by format.
func formatError(format string, err error) string {
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return format + ": stream cut short"
	}
	if s := err.Error(); strings.HasPrefix(s, format+": ") {
		return s
	}
	return format + ": " + err.Error()
}

// A countingReader counts the bytes read from r.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n += int64(n)
	return n, err
}

// archive searches the payloads of the response, resource and
// conversion records of the WARC or ARC file that fs.br reads, a series
// of gzip members when zipped is set.
//
// The matches of a record are written as they are found, so that the
// memory a record takes is bounded whatever its size and number of
// URNs. Damage found later in the record (a block cut short, a gzip
// member that breaks off) gives a Fault that names the record and says
// how many of its URNs were written before it.
func (fs *fileSearcher) archive(name string, zipped bool, emit func(Match), fault func(Fault)) int64 {
	a := fs.a
	a.reset(name, fs.br, fs.cr, zipped, fault)
	var total int64
	for {
		rec, ok := a.next()
		if !ok {
			return total
		}
		if !rec.searched() {
			continue
		}
		a.pay.open(rec)
		at := Match{File: name, TargetURI: rec.targetURI, Offset: rec.offset, Record: true}
		n, err := fs.s.search(&a.pay, at, func(m Match) {
			rec.found++
			emit(m)
		})
		total += n
		if err != nil {
			a.report(Damage, rec.offset, rec, "%v after %d bytes of the payload; the rest of the record is not searched%s",
				err, n, rec.written())
		}
	}
}

// searchFn is the DoFn of [Search].
type searchFn struct {
	fs *fileSearcher
}

func (f *searchFn) Setup() { f.fs = newFileSearcher() }

func (f *searchFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(Match), fault func(Fault)) error {
	f.fs.searchFile(ctx, file, emit, fault)
	return nil
}

// searchFile opens file and searches it as search does. A file that
// cannot be opened is a fault, and counted as unreadable.
func (fs *fileSearcher) searchFile(ctx context.Context, file fileio.ReadableFile, emit func(Match), fault func(Fault)) {
	r, err := file.Open(ctx)
	if err != nil {
		unreadable.Inc(ctx, 1)
		fault(Fault{File: file.Metadata.Path, Class: Damage, Err: err.Error()})
		return
	}
	defer r.Close()
	fs.search(file.Metadata.Path, r, emit, fault)
}
