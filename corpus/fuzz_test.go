// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bytes"
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
