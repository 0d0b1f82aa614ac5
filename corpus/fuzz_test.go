// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/urnkit/urn/internal/sniff"

	"github.com/urnkit/urn"
)

// FuzzSearch searches any bytes as a file: it never panics, and a file
// that is text (no WARC, gzip or bzip2 magic, no NUL byte in its first
// 8000 bytes) gives the matches of urn.Parser.FindAll with the limit of
// urn find, at the lines and columns of their starts, and no fault.
func FuzzSearch(f *testing.F) {
	f.Add([]byte("See <urn:isbn:0451450523>, or urn:ietf:rfc:2141.\nURN:X:y"))
	f.Add([]byte(rawRecord("resource", "https://example.org/", "text/plain", "urn:ex:a", 8)))
	f.Add([]byte(gzipped(rawRecord("response", "https://example.org/", "application/http; msgtype=response",
		"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nurn\r\n5\r\n:ex:a\r\n0\r\n\r\n", 71))))
	f.Add([]byte(gzipped("urn:ex:a urn:ex:b")))
	f.Add([]byte("BZh91AY&SYurn:ex:a"))
	fs := newFileSearcher()
	f.Fuzz(func(t *testing.T, b []byte) {
		var got []Match
		var faults []Fault
		fs.search("f", bytes.NewReader(b), func(m Match) { got = append(got, m) }, func(x Fault) { faults = append(faults, x) })
		text := string(b)
		_, binary := sniff.Binary(b)
		if binary || bytes.HasPrefix(b, []byte("WARC/")) || bytes.HasPrefix(b, []byte{0x1f, 0x8b}) || sniff.Bzip2(b) {
			return
		}
		if len(faults) > 0 {
			t.Fatalf("faults in text: %v", faults)
		}
		var want []Match
		for _, m := range (urn.Parser{MaxLength: findLimit}).FindAll(text) {
			before := text[:m.Start]
			col := m.Start + 1
			if k := strings.LastIndexByte(before, '\n'); k >= 0 {
				col = m.Start - k
			}
			want = append(want, Match{File: "f", Line: strings.Count(before, "\n") + 1, Col: col, URN: m.URN.String()})
		}
		if len(got) != len(want) {
			t.Fatalf("%d matches, want %d: %v; want %v", len(got), len(want), got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("match %d: %+v, want %+v", i, got[i], want[i])
			}
		}
	})
}

// FuzzArchive reads any bytes as an archive, and requires two
// properties: the reader never panics and gives records at offsets
// that grow and lie in the file; and an archive written from the
// payloads that the input is cut into, plain or compressed by record,
// reads back as exactly those payloads, with no fault.
func FuzzArchive(f *testing.F) {
	f.Add([]byte(rawRecord("resource", "https://example.org/", "text/plain", "urn:ex:a", 8)), uint8(3))
	f.Add([]byte("WARC/1.0\r\nContent-Length: 5\r\n\r\nabc"), uint8(0))
	f.Add([]byte(gzipped("WARC/0.17\r\nWARC-Type: response\r\nContent-Length: 20\r\n\r\nHTTP/1.1 200 OK\r\n\r\nab\r\n\r\n")), uint8(9))
	f.Add([]byte(arcFile(false, "urn:ex:b")), uint8(1))
	f.Fuzz(func(t *testing.T, b []byte, cut uint8) {
		for _, file := range [][]byte{b, append([]byte("WARC/1.0\r\n"), b...)} {
			recs, _ := readArchive(t, file)
			last := int64(-1)
			for _, r := range recs {
				if r.offset < last || r.offset >= int64(len(file)) {
					t.Fatalf("record at %d after one at %d, in a file of %d bytes", r.offset, last, len(file))
				}
				last = r.offset
			}
		}
		k := int(cut) % (len(b) + 1)
		payloads := []string{string(b[:k]), string(b[k:])}
		var plain, zipped strings.Builder
		for i, p := range payloads {
			rec := warcRec("WARC/1.1", "resource", fmt.Sprint(i), "file:///x", "", p, "\r\n\r\n")
			plain.WriteString(rec)
			zipped.WriteString(gzipped(rec))
		}
		for _, file := range []string{plain.String(), zipped.String()} {
			recs, faults := readArchive(t, []byte(file))
			if len(faults) > 0 {
				t.Fatalf("faults: %+v", faults)
			}
			var got []string
			for _, r := range recs {
				got = append(got, r.payload)
			}
			if !slices.Equal(got, payloads) {
				t.Fatalf("payloads %q, want %q", got, payloads)
			}
		}
	})
}
