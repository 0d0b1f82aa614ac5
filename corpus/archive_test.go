// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// A readRecord is a record as the archive reader gives it, with its
// payload when it is searched.
type readRecord struct {
	offset       int64
	typ, id, uri string
	searched     bool
	payload      string
	payloadErr   string
}

// readArchive reads the records of the archive file b, and their whole
// payloads.
func readArchive(t testing.TB, b []byte) (recs []readRecord, faults []Fault) {
	t.Helper()
	cr := &countingReader{r: bytes.NewReader(b)}
	br := bufio.NewReaderSize(cr, 64<<10)
	zipped := len(b) >= 2 && b[0] == 0x1f && b[1] == 0x8b
	a := newArchiveReader()
	a.reset("f", br, cr, zipped, func(f Fault) { faults = append(faults, f) })
	for {
		rec, ok := a.next()
		if !ok {
			return recs, faults
		}
		r := readRecord{offset: rec.offset, typ: rec.typ, id: rec.id, uri: rec.targetURI, searched: rec.searched()}
		if r.searched {
			a.pay.open(rec)
			p, err := io.ReadAll(&a.pay)
			r.payload = string(p)
			if err != nil {
				r.payloadErr = err.Error()
			}
		}
		recs = append(recs, r)
	}
}

// warcRec returns a WARC record of version v written by hand, with the
// extra header fields extra (each ending in CRLF), block as its block,
// and sep after it.
func warcRec(v, typ, id, uri, extra, block, sep string) string {
	return v + "\r\nWARC-Type: " + typ + "\r\nWARC-Record-ID: <urn:uuid:" + id + ">\r\nWARC-Target-URI: " + uri +
		"\r\nWARC-Date: 2026-01-02T15:04:05Z\r\n" + extra + "Content-Length: " + strconv.Itoa(len(block)) + "\r\n\r\n" + block + sep
}

// response returns the block of an HTTP response with body.
func response(header, body string) string {
	return "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n" + header + "\r\n" + body
}

// arcFile returns an ARC file (version 1) with a record for each body,
// plain or each record a gzip member.
func arcFile(gz bool, bodies ...string) string {
	var recs []string
	desc := "1 0 Example\nURL IP-address Archive-date Content-type Archive-length\n\n"
	recs = append(recs, "filedesc://example.arc 0.0.0.0 20010101000000 text/plain "+strconv.Itoa(len(desc))+"\n"+desc+"\n")
	for i, b := range bodies {
		block := "HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n" + b
		recs = append(recs, fmt.Sprintf("http://example.org/%d 192.0.2.1 20010101000000 text/html %d\n%s\n", i, len(block), block))
	}
	if gz {
		for i := range recs {
			recs[i] = gzipped(recs[i])
		}
	}
	return strings.Join(recs, "")
}

// TestArchiveQuirks reads what real archives hold and warcio reads:
// drafts of WARC, extra line ends between records, target URIs in
// angle brackets, responses with no body or no end to their header,
// header lines of any length, and ARC files. Each gives its payload,
// and none a fault.
func TestArchiveQuirks(t *testing.T) {
	for _, c := range quirkCases() {
		for _, gz := range []bool{false, true} {
			file := c.file
			name := c.name
			if gz && !strings.HasPrefix(c.name, "ARC") {
				file = gzipRecords(file)
				name += ", gzip"
			}
			recs, faults := readArchive(t, []byte(file))
			for _, f := range faults {
				t.Errorf("%s: fault %+v", name, f)
			}
			var got []string
			for _, r := range recs {
				if r.searched {
					got = append(got, r.payload)
				}
				if r.payloadErr != "" {
					t.Errorf("%s: record at %d: %s", name, r.offset, r.payloadErr)
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("%s: payloads %.80q, want %.80q", name, got, c.want)
			}
			if c.name == "target URI in <...>" && recs[0].uri != "file:///a" {
				t.Errorf("%s: target URI %q", name, recs[0].uri)
			}
		}
	}
}

// A quirkCase is an archive file that real archives are like, with the
// payloads searched in it. Those warcio reads otherwise (and so
// are not compared with warcio) say why in notWarcio.
type quirkCase struct {
	name      string
	file      string
	want      []string
	notWarcio string
}

func quirkCases() []quirkCase {
	body := "<p>urn:example:a</p>\n"
	long := strings.Repeat("x", 3*maxLine)
	return []quirkCase{
		{"WARC/0.17", warcRec("WARC/0.17", "response", "1", "http://example.org/", "", response("", body), "\r\n\r\n"), []string{body}, ""},
		{"WARC/0.18", warcRec("WARC/0.18", "resource", "1", "file:///a", "", body, "\r\n\r\n"), []string{body}, ""},
		{"extra line ends", warcRec("WARC/1.0", "resource", "1", "file:///a", "", body, "\r\n\r\n\r\n\r\n") +
			warcRec("WARC/1.0", "resource", "2", "file:///b", "", body, "\r\n\r\n"), []string{body, body}, ""},
		{"extra LF between records", warcRec("WARC/1.0", "resource", "1", "file:///a", "", body, "\r\n\r\n\n\n") +
			warcRec("WARC/1.0", "resource", "2", "file:///b", "", body, "\r\n\r\n"), []string{body, body}, "warcio for JavaScript stops at a line end of LF alone between records"},
		{"no line ends between records", warcRec("WARC/1.0", "resource", "1", "file:///a", "", body, "") +
			warcRec("WARC/1.0", "resource", "2", "file:///b", "", body, "\r\n\r\n"), []string{body, body},
			"warcio for JavaScript gives a record that follows the previous one with no line end the offset of the previous one"},
		{"target URI in <...>", warcRec("WARC/1.0", "resource", "1", "<file:///a>", "", body, "\r\n\r\n"), []string{body}, ""},
		{"response with no body", warcRec("WARC/1.0", "response", "1", "http://example.org/", "", "HTTP/1.1 304 Not Modified\r\n\r\n", "\r\n\r\n") +
			warcRec("WARC/1.0", "resource", "2", "file:///b", "", body, "\r\n\r\n"), []string{"", body}, ""},
		{"HTTP header with no end", warcRec("WARC/1.0", "response", "1", "http://example.org/", "", "HTTP/1.1 204 No Content\r\nServer: x\r\n", "\r\n\r\n") +
			warcRec("WARC/1.0", "resource", "2", "file:///b", "", body, "\r\n\r\n"), []string{"", body},
			"warcio for JavaScript reads an HTTP header on into the next record"},
		{"empty block", warcRec("WARC/1.0", "response", "1", "http://example.org/", "", "", "\r\n\r\n"), []string{""}, ""},
		{"not HTTP", warcRec("WARC/1.0", "response", "1", "dns:example.org", "", "20260102150405\nexample.org. 60 IN A 192.0.2.1\n", "\r\n\r\n"),
			[]string{"20260102150405\nexample.org. 60 IN A 192.0.2.1\n"}, "warcio for JavaScript takes the block of every response for an HTTP message"},
		{"unknown digest", warcRec("WARC/1.1", "resource", "1", "file:///a", "WARC-Block-Digest: sha3:abcd\r\nWARC-Payload-Digest: sha1:WRONG\r\n", body, "\r\n\r\n"), []string{body}, ""},
		{"long header line", warcRec("WARC/1.1", "resource", "1", "file:///a", "X-Long: "+long+"\r\n", body, "\r\n\r\n"), []string{body}, ""},
		{"long HTTP header line", warcRec("WARC/1.1", "response", "1", "http://example.org/", "", response("Set-Cookie: "+long+"\r\n", body), "\r\n\r\n"), []string{body}, ""},
		{"LF line ends", strings.ReplaceAll(warcRec("WARC/1.0", "resource", "1", "file:///a", "", "", "\r\n\r\n"), "\r\n", "\n") + warcRec("WARC/1.0", "resource", "2", "file:///b", "", body, "\r\n\r\n"), []string{"", body},
			"warcio for JavaScript ends a header only at CRLF CRLF"},
		{"not searched", warcRec("WARC/1.0", "request", "1", "http://example.org/", "", "GET / HTTP/1.1\r\n\r\n", "\r\n\r\n") +
			warcRec("WARC/1.0", "metadata", "2", "http://example.org/", "", "a: b\r\n", "\r\n\r\n") +
			warcRec("WARC/1.0", "revisit", "3", "http://example.org/", "", "", "\r\n\r\n") +
			warcRec("WARC/1.0", "warcinfo", "4", "", "", "software: x\r\nbroken field\r\n", "\r\n\r\n"), nil, ""},
		{"ARC", arcFile(false, body, "urn:example:b"), []string{body, "urn:example:b"}, "warcio for JavaScript reads no ARC files"},
		{"ARC.gz", arcFile(true, body, "urn:example:b"), []string{body, "urn:example:b"}, "warcio for JavaScript reads no ARC files"},
	}
}

// gzipRecords compresses each WARC record of file, a plain WARC file
// whose records are each followed by CRLF CRLF, as a gzip member of its
// own.
func gzipRecords(file string) string {
	var b strings.Builder
	for i := 0; i < len(file); {
		j := strings.Index(file[i+1:], "WARC/")
		end := len(file)
		if j >= 0 {
			end = i + 1 + j
		}
		b.WriteString(gzipped(file[i:end]))
		i = end
	}
	return b.String()
}

// TestDamageStaysLocal damages one record of a file in each way real
// files are damaged, and requires the records after it to be searched,
// the records before it to lose nothing, and the damage to be named
// with its class, offset and record.
func TestDamageStaysLocal(t *testing.T) {
	rec := func(i int) string {
		return warcRec("WARC/1.1", "resource", fmt.Sprintf("%d", i), fmt.Sprintf("file:///%d", i), "",
			fmt.Sprintf("urn:example:r%d\n", i), "\r\n\r\n")
	}
	a, b, c := rec(1), rec(2), rec(3)
	ga, gb, gc := gzipped(a), gzipped(b), gzipped(c)
	flipCRC := []byte(gb)
	flipCRC[len(flipCRC)-8] ^= 0xff
	corrupt := []byte(gb)
	for i := 12; i < len(corrupt)-8; i++ {
		corrupt[i] = 0xff
	}
	for _, tc := range []struct {
		name   string
		file   string
		want   []string // the payloads searched
		offset int64    // of the one fault
		class  string
		err    string
	}{
		{"stray bytes", a + "garbage\n" + b, []string{"urn:example:r1\n", "urn:example:r2\n"}, int64(len(a)), Damage, "8 bytes that belong to no record"},
		{"stray bytes, gzip", ga + "garbage\n" + gb, []string{"urn:example:r1\n", "urn:example:r2\n"}, int64(len(ga)), Damage, "8 bytes that begin no gzip member"},
		{"flipped CRC", ga + string(flipCRC) + gc, []string{"urn:example:r1\n", "urn:example:r2\n", "urn:example:r3\n"}, int64(len(ga)), Warning, "checksum"},
		{"corrupt member", ga + string(corrupt) + gc, []string{"urn:example:r1\n", "urn:example:r3\n"}, int64(len(ga)), Damage, "not searched"},
		{"member cut in half", ga + gb[:len(gb)/2] + gc, []string{"urn:example:r1\n", "urn:example:r3\n"}, int64(len(ga)), Damage, "gzip"},
		{"file cut in a record", a + b[:len(b)-10], []string{"urn:example:r1\n", "urn:examp"}, int64(len(a)), Damage, "file cut short"},
		{"header cut", a + b[:40], []string{"urn:example:r1\n"}, int64(len(a)), Damage, "record header cut short"},
		{"no Content-Length", a + strings.Replace(b, "Content-Length", "X", 1) + c, []string{"urn:example:r1\n", "urn:example:r3\n"}, int64(len(a)), Damage, "no valid Content-Length"},
	} {
		recs, faults := readArchive(t, []byte(tc.file))
		var got []string
		for _, r := range recs {
			if r.searched {
				got = append(got, r.payload)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: payloads %q, want %q", tc.name, got, tc.want)
		}
		if len(faults) == 0 {
			t.Errorf("%s: no fault", tc.name)
			continue
		}
		f := faults[0]
		if f.Offset != tc.offset || f.Class != tc.class || !strings.Contains(f.Err, tc.err) {
			t.Errorf("%s: fault %+v; want one at %d, %s, with %q", tc.name, f, tc.offset, tc.class, tc.err)
		}
		if len(faults) > 1 {
			t.Errorf("%s: more than one fault: %+v", tc.name, faults)
		}
	}
}

// bomb returns a WARC.gz file of one response, gzip-encoded, whose
// payload is n lines of urn:ab:c: a few hundred bytes for a million.
func bomb(n int) string {
	var body bytes.Buffer
	z, _ := gzip.NewWriterLevel(&body, gzip.BestCompression)
	for range n {
		z.Write([]byte("urn:ab:c\n"))
	}
	z.Close()
	block := response(fmt.Sprintf("Content-Encoding: gzip\r\nContent-Length: %d\r\n", body.Len()), body.String())
	return gzipped(warcRec("WARC/1.1", "response", "1", "http://example.org/", "", block, "\r\n\r\n"))
}

// TestBombBounded searches a small WARC.gz file holding one gzip-encoded
// response of many short URNs, and requires the matches to be handed on
// as they are found: the searcher holds none of them, so the heap stays
// far below what holding them would take, whatever their number.
func TestBombBounded(t *testing.T) {
	const n = 1 << 20 // URNs; the bomb had 15 million
	file := bomb(n)
	t.Logf("%d bytes of WARC.gz, %d URNs", len(file), n)

	fs := newFileSearcher()
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	base := ms.HeapAlloc
	var found int
	var peak uint64
	fs.search("bomb.warc.gz", strings.NewReader(file), func(m Match) {
		found++
		if found%(n/8) == 0 {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapAlloc)
		}
	}, func(f Fault) { t.Errorf("fault: %+v", f) })
	if found != n {
		t.Fatalf("%d URNs found, want %d", found, n)
	}
	// Holding the matches would take over 100 bytes each.
	if grown := int64(peak) - int64(base); grown > 32<<20 {
		t.Errorf("the heap grew by %d bytes while %d URNs were found; the matches are held", grown, n)
	}
}

// TestUTF16Payload finds the URNs of a payload in UTF-16 with a
// byte-order mark, as urn find finds them.
func TestUTF16Payload(t *testing.T) {
	le := []byte{0xff, 0xfe}
	be := []byte{0xfe, 0xff}
	for _, r := range "see urn:example:utf16\n" {
		le = append(le, byte(r), 0)
		be = append(be, 0, byte(r))
	}
	for _, p := range [][]byte{le, be} {
		file := warcRec("WARC/1.1", "resource", "1", "file:///a.txt", "", string(p), "\r\n\r\n")
		var got []string
		newFileSearcher().search("f", strings.NewReader(file), func(m Match) { got = append(got, m.URN) },
			func(f Fault) { t.Errorf("fault: %+v", f) })
		if !slices.Equal(got, []string{"urn:example:utf16"}) {
			t.Errorf("% x: found %q, want urn:example:utf16", p[:4], got)
		}
	}
}
