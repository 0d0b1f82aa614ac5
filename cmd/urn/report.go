// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

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
}

// kinds names the sentinel errors of package urn in JSON output.
var kinds = []struct {
	err  error
	name string
}{
	{urn.ErrScheme, "scheme"},
	{urn.ErrNID, "nid"},
	{urn.ErrNSS, "nss"},
	{urn.ErrPercentEncoding, "percent-encoding"},
	{urn.ErrComponent, "component"},
	{urn.ErrTooLong, "too-long"},
}

// newProblem describes err, the error of parsing input.
func newProblem(input string, err error) problem {
	p := problem{Input: input, Col: 1, Kind: "invalid", Error: err.Error()}
	var pe *urn.ParseError
	if !errors.As(err, &pe) {
		return p
	}
	p.Col = pe.Offset + 1
	for _, k := range kinds {
		if errors.Is(pe.Err, k.err) {
			p.Kind = k.name
			break
		}
	}
	p.Error = explanation(pe)
	return p
}

// explanation returns the message of pe without the quoted input and
// the offset, which a report shows in its own way: for example
// "invalid NID: a NID cannot end with '-'".
func explanation(pe *urn.ParseError) string {
	what := "invalid input"
	if pe.Err != nil {
		what = strings.TrimPrefix(pe.Err.Error(), "urn: ")
	}
	if reason := pe.Reason(); reason != "" {
		return what + ": " + reason
	}
	return what
}

// split splits the message of a problem into what failed and why.
func split(msg string) (what, why string) {
	what, why, _ = strings.Cut(msg, ": ")
	return what, why
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
