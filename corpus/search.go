// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httputil"
	"net/textproto"
	"slices"
	"strings"

	"github.com/urnkit/urn/internal/sniff"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/nlnwa/gowarc/v3"
)

// A fileSearcher searches one file after another: it tells a WARC file
// from a text file, decompresses gzip and bzip2, and finds the URNs of
// the text or of the payloads of the WARC records.
type fileSearcher struct {
	s  *searcher
	br *bufio.Reader
	gz *gzip.Reader
}

func newFileSearcher() *fileSearcher {
	return &fileSearcher{s: newSearcher(), br: bufio.NewReaderSize(nil, 64<<10)}
}

// search finds the URNs of the file named name, read from r, and calls
// emit with each and fault with each fault. It returns the number of
// bytes of text searched.
func (fs *fileSearcher) search(name string, r io.Reader, emit func(Match), fault func(Fault)) int64 {
	cr := &countingReader{r: r}
	fs.br.Reset(cr)
	// consumed is the offset in the file of the next byte not read
	// from fs.br.
	consumed := func() int64 { return cr.n - int64(fs.br.Buffered()) }
	head, err := fs.br.Peek(sniff.Bzip2Len)
	if err != nil && err != io.EOF {
		fault(Fault{File: name, Offset: consumed(), Err: err.Error()})
		return 0
	}
	at := Match{File: name}
	switch {
	case bytes.HasPrefix(head, []byte("WARC/")):
		return fs.warc(name, fs.br, emit, fault)
	case len(head) >= 2 && head[0] == 0x1f && head[1] == 0x8b:
		if fs.gzipWARC() {
			return fs.warc(name, fs.br, emit, fault)
		}
		if fs.gz == nil {
			fs.gz, err = gzip.NewReader(fs.br)
		} else {
			err = fs.gz.Reset(fs.br)
		}
		if err != nil {
			fault(Fault{File: name, Offset: consumed(), Err: "gzip: " + err.Error()})
			return 0
		}
		n, err := fs.s.search(fs.gz, at, emit)
		if err != nil {
			fault(Fault{File: name, Offset: consumed(), Err: formatError("gzip", err)})
		}
		return n
	case sniff.Bzip2(head):
		n, err := fs.s.search(bzip2.NewReader(fs.br), at, emit)
		if err != nil {
			fault(Fault{File: name, Offset: consumed(), Err: formatError("bzip2", err)})
		}
		return n
	}
	n, err := fs.s.search(fs.br, at, emit)
	if err != nil {
		fault(Fault{File: name, Offset: consumed(), Err: err.Error()})
	}
	return n
}

// gzipWARC reports whether the gzip stream that fs.br begins with
// begins a WARC record.
func (fs *fileSearcher) gzipWARC() bool {
	head, _ := fs.br.Peek(fs.br.Size())
	z, err := gzip.NewReader(bytes.NewReader(head))
	if err != nil {
		return false
	}
	var magic [5]byte
	_, err = io.ReadFull(z, magic[:])
	return err == nil && string(magic[:]) == "WARC/"
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

// warcOptions read records leniently: a record that breaks the rules
// of the WARC format is read if it can be, and its findings are
// reported.
var warcOptions = []gowarc.WarcRecordOption{
	gowarc.WithSyntaxErrorPolicy(gowarc.ErrWarn),
	gowarc.WithSpecViolationPolicy(gowarc.ErrWarn),
	gowarc.WithUnknownRecordTypePolicy(gowarc.ErrIgnore),
}

// warc searches the payloads of the response, resource and conversion
// records of the WARC file read from r.
//
// A record whose Content-Length is wrong is noticed only when the next
// record is read: the reader finds the next record after bytes that
// belong to none, or finds none. So the matches of a record are held
// until the next record has been read, and dropped, with a fault at
// the record's offset, when the record turns out to be damaged.
func (fs *fileSearcher) warc(name string, r io.Reader, emit func(Match), fault func(Fault)) int64 {
	wr, err := gowarc.NewWarcFileReaderFromStream(r, 0, warcOptions...)
	if err != nil {
		fault(Fault{File: name, Err: err.Error()})
		return 0
	}
	defer wr.Close()
	var (
		total   int64
		prev    *Fault // the fault of the previous record if it is damaged
		pending []Match
		n       int64 // the bytes of text of the previous record
	)
	hold := func(m Match) { pending = append(pending, m) }
	flush := func() {
		for _, m := range pending {
			emit(m)
		}
		total += n
		pending, n, prev = pending[:0], 0, nil
	}
	damaged := func(err error) {
		prev.Err = "warc: the record's Content-Length does not end where the next record begins: " + err.Error()
		fault(*prev)
		pending, n, prev = pending[:0], 0, nil
	}
	for {
		rec, err := wr.Next()
		if err == io.EOF {
			flush()
			return total
		}
		if err != nil {
			if prev != nil && errors.Is(err, gowarc.ErrNoRecord) {
				damaged(err)
			} else {
				flush()
				fault(Fault{File: name, Offset: rec.Offset, Err: "warc: " + err.Error()})
			}
			rec.Close()
			return total
		}
		if i := slices.IndexFunc(rec.Validation, misplaced); i >= 0 {
			// Bytes that belong to no record lie before this one: the
			// previous record's Content-Length is wrong, or, when that
			// record was reported already, they are reported here.
			if prev != nil {
				damaged(rec.Validation[i])
			} else {
				fault(Fault{File: name, Offset: rec.Offset, Err: "warc: " + rec.Validation[i].Error()})
			}
			rec.Validation = slices.Delete(rec.Validation, i, i+1)
		} else {
			flush()
		}
		uri := ""
		if rec.WarcRecord != nil {
			uri = rec.WarcRecord.WarcHeader().Get(gowarc.WarcTargetURI)
		}
		prev = &Fault{File: name, Offset: rec.Offset, TargetURI: uri}
		var reported bool
		if n, reported = fs.record(name, rec, hold, fault); reported {
			// One fault a record: what the next record shows of
			// this one is not reported again.
			prev = nil
		}
		rec.Close()
	}
}

// misplaced reports whether err is the finding of the WARC reader that
// a record does not begin where the previous one ends.
func misplaced(err error) bool {
	return strings.Contains(err.Error(), "bytes after expected offset")
}

// record searches the payload of one WARC record, and reports whether
// it gave a fault.
func (fs *fileSearcher) record(name string, rec gowarc.Record, emit func(Match), fault func(Fault)) (n int64, reported bool) {
	wr := rec.WarcRecord
	at := Match{File: name, TargetURI: wr.WarcHeader().Get(gowarc.WarcTargetURI), Offset: rec.Offset, Record: true}
	bad := func(err error) {
		fault(Fault{File: name, Offset: rec.Offset, TargetURI: at.TargetURI, Err: "warc: " + err.Error()})
		reported = true
	}
	if len(rec.Validation) > 0 {
		bad(errors.Join(rec.Validation...))
		return 0, reported
	}
	if wr.Type()&(gowarc.Response|gowarc.Resource|gowarc.Conversion) == 0 {
		return 0, reported
	}
	p, err := payload(wr)
	if err != nil {
		bad(err)
		return 0, reported
	}
	n, err = fs.s.search(p, at, emit)
	if err != nil {
		bad(err)
	}
	return n, reported
}

// payload returns the payload of a WARC record: the block of a resource
// or conversion record, and the payload of a response record after its
// HTTP headers, with its transfer and content codings removed.
func payload(wr gowarc.WarcRecord) (io.Reader, error) {
	block := wr.Block()
	hb, ok := block.(gowarc.HttpResponseBlock)
	if !ok || wr.Type() != gowarc.Response {
		return block.RawBytes()
	}
	// The reader parses the header with http.ReadResponse, which
	// drops Transfer-Encoding; it is read here from the header as
	// written.
	h, err := httpHeader(hb.ProtocolHeaderBytes())
	if err != nil {
		return nil, err
	}
	p, err := hb.PayloadBytes()
	if err != nil {
		return nil, err
	}
	return decode(h, p)
}

// httpHeader returns the header fields of b, the status line and header
// of an HTTP response.
func httpHeader(b []byte) (http.Header, error) {
	r := textproto.NewReader(bufio.NewReader(bytes.NewReader(b)))
	if _, err := r.ReadLine(); err != nil {
		return nil, fmt.Errorf("HTTP header: %v", err)
	}
	h, err := r.ReadMIMEHeader()
	if err != nil && err != io.EOF {
		return nil, fmt.Errorf("HTTP header: %v", err)
	}
	return http.Header(h), nil
}

// decode removes from r, the body of an HTTP message with the header h,
// its transfer coding "chunked" (RFC 9112, section 7.1) and its content
// codings (RFC 9110, section 8.4.1), which are listed "in the order in
// which they were applied" and so are removed from the last.
func decode(h http.Header, r io.Reader) (io.Reader, error) {
	for _, te := range codings(h.Values("Transfer-Encoding")) {
		if te != "chunked" {
			return nil, fmt.Errorf("transfer coding %q not supported", te)
		}
		r = httputil.NewChunkedReader(r)
	}
	ce := codings(h.Values("Content-Encoding"))
	for i := len(ce) - 1; i >= 0; i-- {
		switch ce[i] {
		case "identity":
		case "gzip", "x-gzip":
			z, err := gzip.NewReader(r)
			if err != nil {
				return nil, fmt.Errorf("content coding %s: %v", ce[i], err)
			}
			r = z
		case "deflate":
			// RFC 9110, section 8.4.1.2: "deflate" is a zlib stream,
			// though some servers send raw deflate data.
			br := bufio.NewReader(r)
			if b, err := br.Peek(2); err == nil && (uint16(b[0])<<8|uint16(b[1]))%31 == 0 && b[0]&0x0f == 8 {
				z, err := zlib.NewReader(br)
				if err != nil {
					return nil, fmt.Errorf("content coding deflate: %v", err)
				}
				r = z
			} else {
				r = flate.NewReader(br)
			}
		default:
			return nil, fmt.Errorf("content coding %q not supported", ce[i])
		}
	}
	return r, nil
}

// codings returns the codings listed in the values of a header field,
// lower-cased.
func codings(values []string) []string {
	var cs []string
	for _, v := range values {
		for c := range strings.SplitSeq(v, ",") {
			if c = strings.ToLower(strings.TrimSpace(c)); c != "" {
				cs = append(cs, c)
			}
		}
	}
	return cs
}

// searchFn is the DoFn of [Search].
type searchFn struct {
	fs *fileSearcher
}

func (f *searchFn) Setup() { f.fs = newFileSearcher() }

func (f *searchFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(Match), fault func(Fault)) error {
	r, err := file.Open(ctx)
	if err != nil {
		unreadable.Inc(ctx, 1)
		fault(Fault{File: file.Metadata.Path, Err: err.Error()})
		return nil
	}
	defer r.Close()
	f.fs.search(file.Metadata.Path, r, emit, fault)
	return nil
}
