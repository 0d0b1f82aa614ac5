// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"errors"
	"strconv"

	"github.com/urnkit/urn"
)

// A problem says why an input is not a valid URN. It is the JSON object
// that check, normalize, eq and explain print for an invalid input.
type problem struct {
	File  string `json:"file,omitempty"` // the file, "<stdin>" for standard input
	Line  int    `json:"line,omitempty"` // 1-based line number in File
	Col   int    `json:"col"`            // 1-based byte column of the offending byte
	Input string `json:"input"`          // the text that failed, without its line ending
	Kind  string `json:"kind"`           // what failed: a name of kinds, or "namespace"
	Error string `json:"error"`          // the explanation, as in the text output

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

// text formats p the way compilers do, "FILE:LINE:COL: message", which
// editors and CI annotators understand. The file name is quoted by
// quoteName where it could forge a line.
func (p problem) text() string {
	return quoteName(p.File) + ":" + strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col) + ": " + p.Error
}

// writeJSON writes v as one line of JSON. It does not escape '<', '>'
// and '&', which are common in text around URNs.
func (e *env) writeJSON(v any) {
	enc := json.NewEncoder(e.stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		e.errorf("%v", err)
	}
}
