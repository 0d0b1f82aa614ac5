// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"strconv"
	"unicode/utf8"

	"github.com/urnkit/urn"
)

// A problem says why an input is not a valid URN. It is the JSON object
// that check, normalize, eq and explain print for an invalid input.
type problem struct {
	File      string `json:"file,omitempty"`       // the file, "<stdin>" for standard input
	FileBytes []byte `json:"file_bytes,omitempty"` // the file's name, when it is not UTF-8; see fileBytes
	Line      int    `json:"line,omitempty"`       // 1-based line number in File
	Col       int    `json:"col"`                  // 1-based byte column of the offending byte
	Input     string `json:"input"`                // the text that failed, without its line ending
	Kind      string `json:"kind"`                 // what failed: a name of kinds, or "namespace"; or "note"
	Error     string `json:"error,omitempty"`      // the explanation, as in the text output; none for kind "note"

	// Rules is the verdict of the namespace rules, for a problem of
	// kind "namespace", or their note on a valid URN, for kind "note".
	Rules *rulesCheck `json:"rules,omitempty"`

	what, why string // the two parts of Error; set them with setError
}

// setError sets the explanation of p: what failed, as "invalid NID",
// and why, as "a NID cannot end with '-'", or "" if that is not known.
func (p *problem) setError(what, why string) {
	p.what, p.why = what, why
	p.Error = what
	if why != "" {
		p.Error += ": " + why
	}
}

// kinds names the sentinel errors of package urn, in JSON output and in
// text.
var kinds = []struct {
	err  error
	name string
	what string
}{
	{urn.ErrScheme, "scheme", "invalid scheme"},
	{urn.ErrNID, "nid", "invalid NID"},
	{urn.ErrNSS, "nss", "invalid NSS"},
	{urn.ErrPercentEncoding, "percent-encoding", "invalid percent-encoding"},
	{urn.ErrComponent, "component", "invalid component"},
	{urn.ErrTooLong, "too-long", "input too long"},
}

// newProblem describes err, the error of parsing input. The report
// shows the input and the column its own way, so the explanation is
// what failed, named by the sentinel error, and the reason of the
// *urn.ParseError: for example "invalid NID: a NID cannot end with '-'".
func newProblem(input string, err error) problem {
	p := problem{Input: input, Col: 1, Kind: "invalid"}
	var pe *urn.ParseError
	if !errors.As(err, &pe) {
		p.setError(err.Error(), "")
		return p
	}
	p.Col = pe.Offset + 1
	what := "invalid input"
	for _, k := range kinds {
		if errors.Is(pe.Err, k.err) {
			p.Kind, what = k.name, k.what
			break
		}
	}
	p.setError(what, pe.Reason())
	return p
}

// appendText appends p to b formatted the way compilers do,
// "FILE:LINE:COL: message", which editors and CI annotators
// understand, and returns the result. The file name is quoted by
// quoteName where it could forge a line.
func (p problem) appendText(b []byte) []byte {
	b = append(b, quoteName(p.File)...)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(p.Line), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(p.Col), 10)
	b = append(b, ": "...)
	if p.Kind == "note" {
		b = append(b, "note of namespace "...)
		b = append(b, p.Rules.NID...)
		b = append(b, ": "...)
		b = append(b, p.Rules.Note...)
	} else {
		b = append(b, p.Error...)
	}
	if p.Rules != nil {
		b = append(b, " (rules: "...)
		b = append(b, p.Rules.Source...)
		b = append(b, ')')
	}
	return b
}

// fileBytes returns the bytes of the file name name when it is not
// UTF-8, and nil otherwise. JSON strings hold only Unicode text: in the
// "file" field of JSON output, encoding/json writes each byte of a name
// that is not UTF-8 as U+FFFD, so two such names could read the same.
// Such a name also has the field "file_bytes", which holds its bytes
// in base64 (the standard encoding with padding, as encoding/json writes
// a []byte), as ripgrep's JSON output does for paths that are not
// UTF-8.
func fileBytes(name string) []byte {
	if utf8.ValidString(name) {
		return nil
	}
	return []byte(name)
}

// writeJSON writes v as one line of JSON. It does not escape '<', '>'
// and '&', which are common in text around URNs. Every character that
// quoteName quotes is written as a \u escape: encoding/json escapes the
// C0 controls, U+2028 and U+2029 and replaces invalid UTF-8 with U+FFFD,
// and writeJSON escapes the rest, DEL, the C1 controls and the
// bidirectional formatting characters, which terminals act on and
// line-oriented tools split at.
func (e *env) writeJSON(v any) {
	if e.jsonw == nil {
		e.jsonw = newJSONWriter()
	}
	b, err := e.jsonw.appendJSON(e.stdout.AvailableBuffer(), v)
	if err != nil {
		e.errorf("%v", err)
		return
	}
	e.stdout.Write(b)
}

// appendJSON appends v to b as one line of JSON, as writeJSON writes
// it.
func (w *jsonWriter) appendJSON(b []byte, v any) ([]byte, error) {
	w.buf.Reset()
	if err := w.enc.Encode(v); err != nil {
		return b, err
	}
	js := w.buf.Bytes()
	if plainASCII(js) {
		return append(b, js...), nil // nothing to escape
	}
	return appendEscaped(b, js), nil
}

// plainASCII reports whether b is ASCII without DEL, eight bytes at a
// time: JSON output is that almost always.
func plainASCII(b []byte) bool {
	if bytes.IndexByte(b, 0x7F) >= 0 {
		return false
	}
	for len(b) >= 8 {
		if binary.LittleEndian.Uint64(b)&0x8080808080808080 != 0 {
			return false
		}
		b = b[8:]
	}
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

// A jsonWriter holds what writeJSON reuses from one object to the next.
type jsonWriter struct {
	buf bytes.Buffer
	enc *json.Encoder
}

func newJSONWriter() *jsonWriter {
	w := &jsonWriter{}
	w.enc = json.NewEncoder(&w.buf)
	w.enc.SetEscapeHTML(false)
	return w
}

// appendEscaped appends the JSON text js to b with DEL and every
// non-ASCII character that quoteName quotes written as a \u escape.
// Such characters stand only inside strings, where the escape means
// the same character.
func appendEscaped(b, js []byte) []byte {
	const hex = "0123456789abcdef"
	for i := 0; i < len(js); {
		c := js[i]
		if c < utf8.RuneSelf && c != 0x7F {
			b = append(b, c)
			i++
			continue
		}
		r, size := utf8.DecodeRune(js[i:])
		if unsafeRune(r, size) && r != utf8.RuneError {
			b = append(b, '\\', 'u', hex[r>>12&15], hex[r>>8&15], hex[r>>4&15], hex[r&15])
		} else {
			b = append(b, js[i:i+size]...)
		}
		i += size
	}
	return b
}
