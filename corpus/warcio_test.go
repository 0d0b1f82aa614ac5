// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A warcioRecord is a record as warcio reads it (see warcio/records.mjs).
type warcioRecord struct {
	File   string `json:"file"`
	Index  int    `json:"index"`
	Offset int64  `json:"offset"`
	Type   string `json:"type"`
	ID     string `json:"id"`
	URI    string `json:"uri"`
	Length *int   `json:"length"`
	SHA256 string `json:"sha256"`
	Error  string `json:"error"`
}

// warcioRecords reads files with warcio, and skips the test when warcio
// is not installed (npm ci in warcio/), unless URNCORPUS_WARCIO is set.
func warcioRecords(t *testing.T, files []string) map[string][]warcioRecord {
	t.Helper()
	node, err := exec.LookPath("node")
	if err == nil {
		_, err = os.Stat("warcio/node_modules/warcio/package.json")
	}
	if err != nil {
		if os.Getenv("URNCORPUS_WARCIO") != "" {
			t.Fatalf("warcio is required (URNCORPUS_WARCIO is set) and cannot run: %v", err)
		}
		t.Skipf("skipped: warcio is not installed (node and npm ci in corpus/warcio): %v", err)
	}
	cmd := exec.Command(node, append([]string{"warcio/records.mjs"}, files...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("warcio: %v\n%s", err, stderr.Bytes())
	}
	recs := map[string][]warcioRecord{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r warcioRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("warcio: %v: %s", err, sc.Bytes())
		}
		recs[r.File] = append(recs[r.File], r)
	}
	return recs
}

// compareWithWarcio reads each file with the archive reader and with
// warcio, and reports every record whose type, ID, target URI or
// offset differ, and every searched record whose payload differs. Where
// warcio stops with an error, the archive reader must report a fault at
// or after the last record warcio read.
func compareWithWarcio(t *testing.T, files []string) (records, searched int) {
	want := warcioRecords(t, files)
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		got, faults := readArchive(t, b)
		name := filepath.Base(file)
		var refused *warcioRecord
		w := want[file]
		if n := len(w); n > 0 && w[n-1].Error != "" {
			refused = &w[n-1]
			w = w[:n-1]
		}
		for i, wr := range w {
			records++
			if i >= len(got) {
				t.Errorf("%s: record %d (%s at %d, %s): warcio reads it, the job does not", name, i, wr.Type, wr.Offset, wr.ID)
				continue
			}
			g := got[i]
			if g.typ != wr.Type || g.id != wr.ID || g.uri != wr.URI || g.offset != wr.Offset {
				t.Errorf("%s: record %d: the job reads %s %s %.80q at %d; warcio %s %s %.80q at %d",
					name, i, g.typ, g.id, g.uri, g.offset, wr.Type, wr.ID, wr.URI, wr.Offset)
				continue
			}
			if wr.Length == nil {
				continue
			}
			searched++
			sum := sha256.Sum256([]byte(g.payload))
			if len(g.payload) != *wr.Length || hex.EncodeToString(sum[:]) != wr.SHA256 {
				t.Errorf("%s: record %d (%s at %d): payload of %d bytes %x..., warcio's of %d bytes %s...: %.60q",
					name, i, wr.ID, wr.Offset, len(g.payload), sum[:4], *wr.Length, wr.SHA256[:8], g.payload)
			}
		}
		for i := len(w); i < len(got); i++ {
			// A record that warcio does not read and that is not
			// searched costs nothing.
			if refused == nil && got[i].searched {
				t.Errorf("%s: record %d (%s at %d, %s): the job searches it, warcio does not read it", name, i, got[i].typ, got[i].offset, got[i].id)
			}
		}
		if refused != nil {
			last := int64(0)
			if len(w) > 0 {
				last = w[len(w)-1].Offset
			}
			named := false
			for _, f := range faults {
				named = named || f.Offset >= last
			}
			if !named {
				t.Errorf("%s: warcio stops after record %d (%s); the job names no fault after offset %d", name, len(w), refused.Error, last)
			}
		}
	}
	return records, searched
}

// TestWarcio requires the archive reader to read the records that
// warcio, the field's reference reader, reads, with the same payloads:
// in the WARC files the tests write, and in the real captures of
// ../../shared/warc when it is there.
func TestWarcio(t *testing.T) {
	dir := t.TempDir()
	var files []string
	write := func(name, s string) {
		name = filepath.Join(dir, name)
		if err := os.WriteFile(name, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	var decode strings.Builder
	for i, c := range decodeCases() {
		block := "HTTP/1.1 200 OK\r\n" + c.header + "\r\n\r\n" + c.body
		if c.header == "" {
			// Not a status line alone: warcio for JavaScript reads a
			// header with no field on into the next record.
			block = "HTTP/1.1 200 OK\r\nServer: x\r\n\r\n" + c.body
		}
		decode.WriteString(warcRec("WARC/1.1", "response", fmt.Sprint(i), "http://example.org/", "", block, "\r\n\r\n"))
	}
	write("decode.warc", decode.String())
	write("decode.warc.gz", gzipRecords(decode.String()))
	for i, c := range quirkCases() {
		if c.notWarcio != "" {
			t.Logf("%s: not compared: %s", c.name, c.notWarcio)
			continue
		}
		write(fmt.Sprintf("quirk-%d.warc", i), c.file)
		if c.name == "extra line ends" {
			t.Logf("%s, gzip: not compared: warcio for JavaScript stops at more than one CRLF after a record in a gzip member", c.name)
			continue
		}
		write(fmt.Sprintf("quirk-%d.warc.gz", i), gzipRecords(c.file))
	}
	cases := findCases(t)
	writeWARC(t, dir, "cases.warc", false, testRecords(cases))
	writeWARC(t, dir, "cases.warc.gz", true, testRecords(cases))
	files = append(files, filepath.Join(dir, "cases.warc"), filepath.Join(dir, "cases.warc.gz"))

	records, searched := compareWithWarcio(t, files)
	t.Logf("files the tests write: %d files, %d records, %d searched, compared with warcio", len(files), records, searched)

	real, _ := filepath.Glob("../../shared/warc/*.warc*")
	if len(real) == 0 {
		t.Log("skipped the real captures: ../../shared/warc is not there")
		return
	}
	records, searched = compareWithWarcio(t, real)
	t.Logf("real captures of ../../shared/warc: %d files, %d records, %d searched, compared with warcio", len(real), records, searched)
}
