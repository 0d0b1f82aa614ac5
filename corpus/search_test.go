// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"fmt"
	"net/http/httputil"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// rawRecord returns a WARC record of type typ written by hand, with
// block as its block and length as its Content-Length.
func rawRecord(typ, uri, ctype, block string, length int) string {
	return fmt.Sprintf("WARC/1.1\r\nWARC-Type: %s\r\nWARC-Record-ID: <urn:uuid:%08x-0000-4000-8000-000000000000>\r\n"+
		"WARC-Date: 2026-01-02T15:04:05Z\r\nWARC-Target-URI: %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n%s\r\n\r\n",
		typ, len(uri)*7919+length, uri, ctype, length, block)
}

func gzipped(s string) string {
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	z.Write([]byte(s))
	z.Close()
	return b.String()
}

// TestJobDamaged runs the job on damaged files: a gzip file cut short,
// WARC files with a record whose Content-Length is too long or too
// short, and bytes that belong to no record. Each gives a fault of its
// class with its file and offset, the URNs before it and after it are
// found, and the job finishes.
func TestJobDamaged(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) string {
		t.Helper()
		name = filepath.Join(dir, name)
		if err := os.WriteFile(name, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return name
	}
	type damage struct {
		file   string
		offset int64
		class  string
		err    string   // a part of the fault's text
		found  []string // URNs the file must give
	}
	var want []damage

	text := gzipped(strings.Repeat("A line with urn:example:cut in it.\n", 5000))
	cut := text[:len(text)*3/4]
	want = append(want, damage{write("cut.gz", cut), int64(len(cut)), Damage, "gzip: stream cut short", []string{"urn:example:cut"}})

	before := rawRecord("resource", "https://example.org/before", "text/plain", "see urn:example:before", 22)
	body := "see urn:example:lying"
	after := rawRecord("resource", "https://example.org/after", "text/plain", "see urn:example:after", 21)
	last := rawRecord("resource", "https://example.org/last", "text/plain", "see urn:example:last", 20)

	// Too long: the block takes the start of the next record, which is
	// lost, and named; too short: the rest of the block is named.
	lying := rawRecord("resource", "https://example.org/lying", "text/plain", body, len(body)+40)
	want = append(want, damage{write("long.warc", before+lying+after+last), int64(len(before) + len(lying) + 40 - 4), Damage,
		"bytes that belong to no record not searched", []string{"urn:example:before", "urn:example:lying", "urn:example:last"}})
	lying = rawRecord("resource", "https://example.org/lying", "text/plain", body, len(body)-9)
	want = append(want, damage{write("short.warc", before+lying+after), int64(len(before) + len(lying) - 4 - 9), Damage,
		"11 bytes that belong to no record not searched", []string{"urn:example:before", "urn:example:after"}})
	// Compressed each on its own, the record ends with its member.
	lying = rawRecord("resource", "https://example.org/lying", "text/plain", body, len(body)+40)
	gz := gzipped(before)
	want = append(want, damage{write("long.warc.gz", gz+gzipped(lying)+gzipped(after)), int64(len(gz)), Warning,
		"gzip member ends 36 bytes before its Content-Length", []string{"urn:example:before", "urn:example:lying", "urn:example:after"}})

	// A record with bare LF line ends, then bytes of no record: the
	// record is read, the bytes are named, the record after them is
	// searched.
	lf := strings.ReplaceAll(before, "\r\n", "\n")
	want = append(want, damage{write("lf.warc", lf+"junk\n"+after), int64(len(lf)), Damage,
		"5 bytes that belong to no record", []string{"urn:example:before", "urn:example:after"}})

	matches, faults, _ := runJob(t, filepath.Join(dir, "*"))
	for _, w := range want {
		i := slices.IndexFunc(faults, func(f Fault) bool { return f.File == w.file })
		if i < 0 {
			t.Errorf("%s: no fault", w.file)
			continue
		}
		if f := faults[i]; f.Offset != w.offset || f.Class != w.class || !strings.Contains(f.Err, w.err) {
			t.Errorf("%s: fault at %d, %s: %s; want one at %d, %s, with %q", w.file, f.Offset, f.Class, f.Err, w.offset, w.class, w.err)
		}
		for _, u := range w.found {
			if !slices.ContainsFunc(matches, func(l line) bool { return l.File == w.file && l.URN == u }) {
				t.Errorf("%s: %s not found", w.file, u)
			}
		}
	}
	if len(faults) != len(want) {
		t.Errorf("%d faults, want %d: %+v", len(faults), len(want), faults)
	}
}

// TestDecode removes transfer and content codings from HTTP bodies as
// warcio removes them: "chunked" when the body is chunked, then one
// layer of gzip or deflate when the body is in it, and otherwise the
// body as it is stored.
func TestDecode(t *testing.T) {
	for _, c := range decodeCases() {
		block := "HTTP/1.1 200 OK\r\n" + c.header + "\r\n\r\n" + c.body
		if c.header == "" {
			block = "HTTP/1.1 200 OK\r\n\r\n" + c.body
		}
		recs, faults := readArchive(t, []byte(rawRecord("response", "https://example.org/", "application/http; msgtype=response", block, len(block))))
		if len(faults) != 0 || len(recs) != 1 {
			t.Errorf("%q: records %v, faults %v; want one record, no fault", c.header, recs, faults)
			continue
		}
		if recs[0].payload != c.want {
			t.Errorf("%q, body %q: payload %q, want %q", c.header, c.body, recs[0].payload, c.want)
		}
	}
}

// decodeCases are HTTP bodies with their codings, and the payloads that
// warcio gives for them.
func decodeCases() []struct{ header, body, want string } {
	const text = "see urn:example:a"
	deflate := func(zlibWrap bool) string {
		var b bytes.Buffer
		if zlibWrap {
			z := zlib.NewWriter(&b)
			z.Write([]byte(text))
			z.Close()
		} else {
			z, _ := flate.NewWriter(&b, flate.DefaultCompression)
			z.Write([]byte(text))
			z.Close()
		}
		return b.String()
	}
	chunked := func(s string) string {
		var b bytes.Buffer
		w := httputil.NewChunkedWriter(&b)
		w.Write([]byte(s[:3]))
		w.Write([]byte(s[3:]))
		w.Close()
		return b.String() + "\r\n"
	}
	return []struct{ header, body, want string }{
		{"", text, text},
		{"Content-Encoding: identity", text, text},
		{"Content-Encoding: gzip", gzipped(text), text},
		{"Content-Encoding: X-GZIP", gzipped(text), text},
		{"Content-Encoding: deflate", deflate(true), text},
		{"Content-Encoding: deflate", deflate(false), text},
		{"Content-Encoding: gzip, gzip", gzipped(gzipped(text)), gzipped(text)},
		{"Transfer-Encoding: chunked", chunked(text), text},
		{"Transfer-Encoding: chunked\r\nContent-Encoding: gzip", chunked(gzipped(text)), text},
		{"Transfer-Encoding: gzip", gzipped(text), text},
		{"Content-Encoding: br", "x urn:example:br", "x urn:example:br"},
		{"Content-Encoding: gzip", "this is not gzip data", "this is not gzip data"},
		// Bodies stored de-chunked under the header as it was sent.
		{"Transfer-Encoding: chunked", "<p>urn:example:dechunked</p>\n", "<p>urn:example:dechunked</p>\n"},
		{"Transfer-Encoding: chunked", "3\r\nurnXX", "3\r\nurnXX"},
		// Chunking that breaks after the first chunk: the rest as it is.
		{"Transfer-Encoding: chunked", "3\r\nurn\r\nZZ\r\n:example:a", "urnZZ\r\n:example:a"},
		{"Transfer-Encoding: chunked", "3\r\nurn\r\n2\r\n:eXX:ample", "urn:eXX:ample"},
		{"Transfer-Encoding: chunked", "3\r\nurn\r\n9\r\n:ex", "urn:ex"},
		{"Transfer-Encoding: chunked", "3;name=value\r\nurn\r\n0\r\n\r\n", "urn"},
	}
}
