// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"net/http/httputil"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/google/go-cmp/cmp"
	"github.com/nlnwa/gowarc/v3"
	"github.com/urnkit/urn"
)

// The tests run their pipelines on Prism, in this process.
func TestMain(m *testing.M) { ptest.MainWithDefault(m, "prism") }

// findCases returns the texts of the cases of ../testdata/find.txt.
func findCases(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("../testdata/find.txt")
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for line := range strings.Lines(string(b)) {
		q, ok := strings.CutPrefix(strings.TrimSuffix(line, "\n"), "text ")
		if !ok {
			continue
		}
		s, err := strconv.Unquote(q)
		if err != nil {
			t.Fatalf("find.txt: %s: %v", line, err)
		}
		texts = append(texts, s)
	}
	if len(texts) < 100 {
		t.Fatalf("find.txt has %d cases; want at least 100", len(texts))
	}
	return texts
}

// An origin is where the payload of a WARC record, written to a file of
// its own for urn find, comes from.
type origin struct {
	warc, uri string
	offset    int64
}

// A warcRecord is a record to write to a test WARC file.
type warcRecord struct {
	typ   gowarc.RecordType
	uri   string
	ctype string
	block []byte
	text  string // the payload, when it is searched
}

// httpResponse returns an HTTP response with body as its payload, in
// the encoding chosen by i: plain, gzip content coding, or chunked.
func httpResponse(i int, body string) []byte {
	var b bytes.Buffer
	b.WriteString("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n")
	switch i % 3 {
	case 0:
		fmt.Fprintf(&b, "Content-Length: %d\r\n\r\n%s", len(body), body)
	case 1:
		var z bytes.Buffer
		zw := gzip.NewWriter(&z)
		zw.Write([]byte(body))
		zw.Close()
		fmt.Fprintf(&b, "Content-Encoding: gzip\r\nContent-Length: %d\r\n\r\n", z.Len())
		b.Write(z.Bytes())
	case 2:
		b.WriteString("Transfer-Encoding: chunked\r\n\r\n")
		cw := httputil.NewChunkedWriter(&b)
		// Chunks that cut the text anywhere.
		for s := body; s != ""; {
			n := min(len(s), 7)
			cw.Write([]byte(s[:n]))
			s = s[n:]
		}
		cw.Close()
		b.WriteString("\r\n")
	}
	return b.Bytes()
}

// nameGen names the one file a WarcFileWriter writes.
type nameGen struct{ dir, name string }

func (g nameGen) NewWarcfileName() (string, string) { return g.dir, g.name }

// writeWARC writes records to dir/name with gowarc's writer, compressed
// per record when gz is set (then name ends in ".gz"), and returns the
// offset of each record.
func writeWARC(t *testing.T, dir, name string, gz bool, records []warcRecord) []int64 {
	t.Helper()
	w := gowarc.NewWarcFileWriter(
		// The writer adds ".gz" to the name of a compressed file.
		gowarc.WithFileNameGenerator(nameGen{dir, strings.TrimSuffix(name, ".gz")}),
		gowarc.WithCompression(gz),
		gowarc.WithMaxConcurrentWriters(1),
		gowarc.WithMaxFileSize(0))
	var offsets []int64
	for i, r := range records {
		rb := gowarc.NewRecordBuilder(r.typ)
		rb.Write(r.block)
		rb.AddWarcHeader(gowarc.WarcTargetURI, r.uri)
		rb.AddWarcHeader(gowarc.WarcDate, "2026-01-02T15:04:05Z")
		rb.AddWarcHeader(gowarc.ContentType, r.ctype)
		rec, _, err := rb.Build()
		if err != nil {
			t.Fatalf("%s: record %d: %v", name, i, err)
		}
		res := w.Write(rec)
		if len(res) != 1 || res[0].Err != nil {
			t.Fatalf("%s: record %d: %v", name, i, res)
		}
		offsets = append(offsets, res[0].FileOffset)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return offsets
}

// testRecords returns the records of a test WARC file, with the cases
// as the payloads of HTTP responses, and records that are not searched.
func testRecords(cases []string) []warcRecord {
	var rs []warcRecord
	for i, c := range cases {
		rs = append(rs, warcRecord{
			typ: gowarc.Response, uri: fmt.Sprintf("https://example.org/case/%d", i),
			ctype: "application/http; msgtype=response", block: httpResponse(i, c), text: c,
		})
	}
	const res = "A resource: urn:example:resource, and urn:nbn:se:uu:diva-1.\n"
	const conv = "A conversion: URN:ISBN:0-451-45052-3.\n"
	const bin = "\x89PNG\r\n\x1a\n\x00\x00 urn:example:binary\n"
	rs = append(rs,
		warcRecord{typ: gowarc.Resource, uri: "file:///notes.txt", ctype: "text/plain", block: []byte(res), text: res},
		warcRecord{typ: gowarc.Conversion, uri: "https://example.org/doc.pdf", ctype: "text/plain", block: []byte(conv), text: conv},
		warcRecord{typ: gowarc.Response, uri: "https://example.org/img.png", ctype: "application/http; msgtype=response",
			block: []byte("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: " + strconv.Itoa(len(bin)) + "\r\n\r\n" + bin), text: bin},
		warcRecord{typ: gowarc.Request, uri: "https://example.org/case/0", ctype: "application/http; msgtype=request",
			block: []byte("GET /case/0?id=urn:example:request HTTP/1.1\r\nHost: example.org\r\n\r\n")},
		warcRecord{typ: gowarc.Metadata, uri: "https://example.org/case/0", ctype: "application/warc-fields",
			block: []byte("via: urn:example:metadata\r\n")},
	)
	return rs
}

// A line is a line of urn find -json or of the job's matches.
type line struct {
	File      string `json:"file"`
	Line      int    `json:"line"`
	Col       int    `json:"col"`
	URN       string `json:"urn"`
	TargetURI string `json:"warc_target_uri"`
	Offset    *int64 `json:"warc_offset"`
}

func (l line) String() string {
	s := fmt.Sprintf("%s:%d:%d: %s", l.File, l.Line, l.Col, l.URN)
	if l.Offset != nil {
		s += fmt.Sprintf(" (%s at %d)", l.TargetURI, *l.Offset)
	}
	return s
}

// readLines reads the JSON lines of a file.
func readLines[T any](t *testing.T, name string) []T {
	t.Helper()
	b, err := os.ReadFile(name)
	if os.IsNotExist(err) {
		return nil // textio.Write writes no file for no lines
	}
	if err != nil {
		t.Fatal(err)
	}
	var ls []T
	for s := range strings.Lines(string(b)) {
		var l T
		if err := json.Unmarshal([]byte(s), &l); err != nil {
			t.Fatalf("%s: %q: %v", name, s, err)
		}
		ls = append(ls, l)
	}
	return ls
}

// runJob runs the job on the files of globs on Prism, and returns its
// matches, faults and keys.
func runJob(t *testing.T, globs ...string) (matches []line, faults []Fault, keys map[string]int) {
	t.Helper()
	return runJobTo(t, t.TempDir(), globs...)
}

// runJobTo is runJob with the outputs in the directory out, which it
// requires to hold no part of the matches once the job is done.
func runJobTo(t *testing.T, out string, globs ...string) (matches []line, faults []Fault, keys map[string]int) {
	t.Helper()
	p, s := beam.NewPipelineWithRoot()
	f, k, _ := Job(s, globs, ByKey, filepath.Join(out, "m.jsonl")).Lines(s)
	textio.Write(s, filepath.Join(out, "f.jsonl"), f)
	textio.Write(s, filepath.Join(out, "k.tsv"), k)
	if err := ptest.Run(p); err != nil {
		t.Fatalf("the job failed: %v", err)
	}
	if left, _ := filepath.Glob(filepath.Join(out, "*.part-*")); len(left) > 0 {
		t.Errorf("parts left: %q", left)
	}
	b, err := os.ReadFile(filepath.Join(out, "k.tsv"))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	keys = map[string]int{}
	for l := range strings.Lines(string(b)) {
		k, n, _ := strings.Cut(strings.TrimSuffix(l, "\n"), "\t")
		keys[k], err = strconv.Atoi(n)
		if err != nil {
			t.Fatalf("keys: %q: %v", l, err)
		}
	}
	return readLines[line](t, filepath.Join(out, "m.jsonl")), readLines[Fault](t, filepath.Join(out, "f.jsonl")), keys
}

// urnFind runs urn find -json -z on args, as "go run" builds it from
// the module of the library.
func urnFind(t *testing.T, args ...string) []line {
	t.Helper()
	cmd := exec.Command("go", append([]string{"run", "github.com/urnkit/urn/cmd/urn", "find", "-json", "-z", "-none-ok", "-r", "-j", "1"}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("urn find: %v\n%s", err, stderr.Bytes())
	}
	var ls []line
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		var l line
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatal(err)
		}
		ls = append(ls, l)
	}
	return ls
}

func sortLines(ls []line) []string {
	var ss []string
	for _, l := range ls {
		ss = append(ss, l.String())
	}
	slices.Sort(ss)
	return ss
}

// TestJobMatchesURNFind runs the job on Prism over a corpus of a plain
// text file, a gzip file, a bzip2 file, and WARC files (compressed per
// record and not) written by gowarc's writer, which hold the cases of
// testdata/find.txt, and requires the matches of urn find -json on the
// same texts and payloads, each once.
func TestJobMatchesURNFind(t *testing.T) {
	cases := findCases(t)
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	pay := filepath.Join(dir, "payloads")
	for _, d := range []string{in, pay} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	var parts [3][]string
	for i, c := range cases {
		parts[i%3] = append(parts[i%3], c)
	}
	write := func(name string, b []byte) {
		t.Helper()
		if err := os.WriteFile(name, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(in, "plain.txt"), []byte(strings.Join(parts[0], "\n")))
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write([]byte(strings.Join(parts[1], "\n")))
	zw.Close()
	write(filepath.Join(in, "text.gz"), z.Bytes())
	bz, err := os.ReadFile("testdata/notes.txt.bz2")
	if err != nil {
		t.Fatal(err)
	}
	write(filepath.Join(in, "notes.txt.bz2"), bz)

	// The payloads of the WARC records, each in a file of its own for
	// urn find, and where they come from.
	from := map[string]origin{}
	records := testRecords(parts[2])
	for _, w := range []struct {
		name string
		gz   bool
	}{{"crawl.warc.gz", true}, {"plain.warc", false}} {
		offsets := writeWARC(t, in, w.name, w.gz, records)
		for i, r := range records {
			if r.text == "" {
				continue
			}
			name := filepath.Join(pay, fmt.Sprintf("%s-%d", w.name, i))
			write(name, []byte(r.text))
			from[name] = origin{filepath.Join(in, w.name), r.uri, offsets[i]}
		}
	}

	want := urnFind(t, filepath.Join(in, "plain.txt"), filepath.Join(in, "text.gz"), filepath.Join(in, "notes.txt.bz2"), pay)
	inWARC := 0
	for i, l := range want {
		if p, ok := from[l.File]; ok {
			want[i].File, want[i].TargetURI, want[i].Offset = p.warc, p.uri, &p.offset
			inWARC++
		}
	}
	if inWARC < 100 || len(want)-inWARC < 50 {
		t.Fatalf("urn find found %d URNs, %d of them in WARC records; want more", len(want), inWARC)
	}

	got, faults, keys := runJob(t, filepath.Join(in, "*"))
	if len(faults) > 0 {
		t.Errorf("faults: %v", faults)
	}
	if diff := cmp.Diff(sortLines(want), sortLines(got)); diff != "" {
		t.Errorf("the job's matches differ from urn find's (-want +got):\n%s", diff)
	}
	wantKeys := map[string]int{}
	for _, l := range want {
		wantKeys[urn.MustParse(l.URN).Key()]++
	}
	if diff := cmp.Diff(wantKeys, keys); diff != "" {
		t.Errorf("the job's keys differ from urn find's URNs (-want +got):\n%s", diff)
	}
	t.Logf("%d matches, %d of them in WARC records", len(got), inWARC)
}
