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
	Error string `json:"error"`          // the explanation, as in the text output: what and why

	what string // what failed, such as "invalid NID"
	why  string // why, such as "a NID cannot end with '-'"; may be ""
}

// kinds names the sentinel errors of package urn in JSON output, and
// says what failed in the text output.
var kinds = []struct {
	err        error
	name, what string
}{
	{urn.ErrScheme, "scheme", "invalid scheme"},
	{urn.ErrNID, "nid", "invalid NID"},
	{urn.ErrNSS, "nss", "invalid NSS"},
	{urn.ErrPercentEncoding, "percent-encoding", "invalid percent-encoding"},
	{urn.ErrComponent, "component", "invalid component"},
	{urn.ErrTooLong, "too-long", "input too long"},
}

// newProblem describes err, the error of parsing input.
func newProblem(input string, err error) problem {
	p := problem{Input: input, Col: 1, Kind: "invalid", Error: err.Error()}
	var pe *urn.ParseError
	if !errors.As(err, &pe) {
		return p
	}
	p.Col = pe.Offset + 1
	p.what = "invalid input"
	for _, k := range kinds {
		if errors.Is(pe.Err, k.err) {
			p.Kind, p.what = k.name, k.what
			break
		}
	}
	p.setReason(p.what, pe.Reason())
	return p
}

// setReason sets what failed and why, and the explanation made of them,
// which a report shows without the quoted input and the offset: for
// example "invalid NID: a NID cannot end with '-'".
func (p *problem) setReason(what, why string) {
	p.what, p.why = what, why
	p.Error = what
	if why != "" {
		p.Error += ": " + why
	}
}

// text formats p the way compilers do, "FILE:LINE:COL: message", which
// editors and CI annotators understand.
func (p problem) text() string {
	return p.File + ":" + strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col) + ": " + p.Error
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
