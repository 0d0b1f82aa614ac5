// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "flag"

var normalizeCmd = &command{
	name:    "normalize",
	args:    "[FILE...]",
	summary: "print the canonical form of every line",
	help: `Normalize reads one URN per line from each FILE, or from standard input, and
prints the canonical form of each: "urn" and the NID in lower case and the
hex digits of percent-encoded octets in the NSS in upper case, the rest as
written (RFC 8141 section 3). Two URNs are equivalent exactly when their
canonical forms are equal once the r-, q- and f-components are removed.

Lines are read as by check: empty lines are skipped, and an invalid line is
reported on standard error as "FILE:LINE:COL: message" and left out.
The exit status is 0 when every line is valid, 1 when some line is not,
and 2 for usage or I/O errors.

With -json, each valid line is an object with the fields file, line, input
and canonical, and each invalid line is an object as printed by check -json,
on standard output.
`,
	example: `  $ printf 'URN:EXAMPLE:a123%%2cz456\nurn:ISBN:0451450523?=lang=en\n' | urn normalize
  urn:example:a123%2Cz456
  urn:isbn:0451450523?=lang=en
`,
	new: func(e *env) runner { return normalize{e} },
}

// A normalize is a run of urn normalize.
type normalize struct{ *env }

func (e normalize) flags(fs *flag.FlagSet) { e.commonFlags(fs) }

func (e normalize) run(args []string) int {
	e.eachLine(args, func(l *line) {
		p, ok := e.checkLine(l)
		if !ok {
			e.report(p, e.stderr)
			return
		}
		if p.Input == "" {
			return
		}
		u, _ := e.parser.Parse(p.Input)
		canon := u.Normalize().String()
		if e.json {
			e.writeJSON(normalized{p.File, fileBytes(p.File), p.Line, p.Input, canon})
			return
		}
		e.stdout.WriteString(canon)
		e.stdout.WriteByte('\n')
	})
	return e.status
}

// normalized is the JSON object normalize prints for a valid line.
type normalized struct {
	File      string `json:"file"`
	FileBytes []byte `json:"file_bytes,omitempty"` // see fileBytes
	Line      int    `json:"line"`
	Input     string `json:"input"`
	Canonical string `json:"canonical"`
}
