// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"encoding/json"
	"errors"
	"io"
	"strconv"

	"github.com/urnkit/urn/internal/sniff"

	"github.com/urnkit/urn"
)

// A Text is a document to search: a file, or the payload of a WARC
// record.
type Text struct {
	// File names the file the text comes from.
	File string

	// TargetURI and Offset are the WARC-Target-URI of the WARC record
	// the text is the payload of, and the byte offset of the record in
	// File. Record is false for a text that is not in a WARC record.
	TargetURI string
	Offset    int64
	Record    bool

	// Text is the text itself.
	Text string
}

// A Match is a URN found in a text.
type Match struct {
	// File, TargetURI, Offset and Record are those of the Text
	// searched.
	File      string
	TargetURI string
	Offset    int64
	Record    bool

	// Line and Col are the 1-based line and byte column where the URN
	// begins in its text, as "urn find" counts them.
	Line, Col int

	// URN is the URN as found, joined if it is broken over lines.
	URN string
}

// MarshalJSON writes m as "urn find -json" writes a match, with the
// fields file, line, col and urn, and, for a match in a WARC record,
// warc_target_uri and warc_offset.
func (m Match) MarshalJSON() ([]byte, error) {
	type record struct {
		File      string `json:"file"`
		Line      int    `json:"line"`
		Col       int    `json:"col"`
		URN       string `json:"urn"`
		TargetURI string `json:"warc_target_uri,omitempty"`
		Offset    *int64 `json:"warc_offset,omitempty"`
	}
	r := record{File: m.File, Line: m.Line, Col: m.Col, URN: m.URN}
	if m.Record {
		r.TargetURI, r.Offset = m.TargetURI, &m.Offset
	}
	return json.Marshal(r)
}

// appendMatchJSON appends to b the line of m, the JSON object of
// [Match.MarshalJSON], written without reflection: the job writes one a
// URN.
func appendMatchJSON(b []byte, m Match) []byte {
	b = append(b, `{"file":`...)
	b = appendJSONString(b, m.File)
	b = append(b, `,"line":`...)
	b = strconv.AppendInt(b, int64(m.Line), 10)
	b = append(b, `,"col":`...)
	b = strconv.AppendInt(b, int64(m.Col), 10)
	b = append(b, `,"urn":`...)
	b = appendJSONString(b, m.URN)
	if m.Record {
		if m.TargetURI != "" {
			b = append(b, `,"warc_target_uri":`...)
			b = appendJSONString(b, m.TargetURI)
		}
		b = append(b, `,"warc_offset":`...)
		b = strconv.AppendInt(b, m.Offset, 10)
	}
	return append(b, '}')
}

// appendJSONString appends s to b as encoding/json writes a string: a
// string of printable ASCII with no character that it escapes is
// written as it is, any other by encoding/json itself.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s) // a string always marshals
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// A Fault is an input that is unreadable in part or not well formed: a
// damaged file or record, a compressed stream cut short, bytes between
// records that belong to none. The rest of the file, where it can be
// found, is still searched.
type Fault struct {
	// File names the file, and Offset the byte of the file where the
	// fault is: the start of the record (or of its gzip member in a
	// compressed archive), of the bytes skipped, or how far a
	// compressed file was read when its stream broke off.
	File   string `json:"file"`
	Offset int64  `json:"offset"`

	// Class is [Damage] when something was not searched (a record or
	// part of one, bytes that belong to no record, the rest of a file)
	// and [Warning] when what is faulted was searched but is not well
	// formed.
	Class string `json:"class"`

	// RecordID and TargetURI are the WARC-Record-ID and
	// WARC-Target-URI of the record, when the fault is about one whose
	// header could be read (an ARC record has a URL and no ID).
	RecordID  string `json:"warc_record_id,omitempty"`
	TargetURI string `json:"warc_target_uri,omitempty"`

	// Err says what is wrong and what was not searched.
	Err string `json:"error"`
}

// findLimit is the longest candidate searched, as "urn find" does: a
// longer run of URN bytes is skipped.
const findLimit = 64 << 10

// errBinary ends the search of a binary text.
var errBinary = errors.New("binary data")

// A searcher finds the URNs of one text after another with one
// [urn.Scanner].
type searcher struct {
	sc   *urn.Scanner
	text textReader
	u16  sniff.UTF16Reader

	// cur is the URN of the match that search is emitting, for an
	// emit that needs more of it than its text.
	cur urn.URN
}

func newSearcher() *searcher {
	return &searcher{sc: urn.Parser{MaxLength: findLimit}.NewScanner(nil)}
}

// search calls emit with each URN of the text of r, unless the text is
// binary (it has a NUL byte in its first sniff.TextLen bytes), after
// transcoding it to UTF-8 when it begins with the byte-order mark of
// UTF-16, as "urn find" does, and returns
// the error of r, if any, and how many bytes of r it read.
func (s *searcher) search(r io.Reader, at Match, emit func(Match)) (int64, error) {
	s.text = textReader{r: r, u16: &s.u16}
	s.sc.Reset(&s.text)
	for s.sc.Scan() {
		m := at
		m.Line, m.Col = s.sc.Position()
		s.cur = s.sc.Match().URN
		m.URN = s.cur.String()
		emit(m)
	}
	err := s.sc.Err()
	if err == errBinary || errors.Unwrap(err) == urn.ErrTooLong {
		// A binary text, or only a candidate longer than findLimit
		// skipped: no fault.
		err = nil
	}
	return s.text.read, err
}

// A textReader passes a text on to the Scanner, counts its bytes, and
// ends it with errBinary when it is binary. A text that begins with the
// byte-order mark of UTF-16 is text, transcoded to UTF-8 without the
// mark, as "urn find" reads it; its bytes are counted as transcoded.
type textReader struct {
	r       io.Reader
	u16     *sniff.UTF16Reader
	read    int64
	sniffed bool
}

func (t *textReader) Read(b []byte) (int, error) {
	n, err := t.r.Read(b)
	if !t.sniffed {
		t.sniffed = true
		n, err = sniff.Fill(t.r, b, n, err)
		if ok, bigEndian := sniff.UTF16BOM(b[:n]); ok {
			t.u16.Reset(t.r, bigEndian, b[2:n], err)
			t.r = t.u16
			n, err = t.r.Read(b)
		} else if _, ok := sniff.Binary(b[:n]); ok {
			return 0, errBinary
		}
	}
	t.read += int64(n)
	return n, err
}
