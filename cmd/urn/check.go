// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"
	"io"
)

var checkCmd = &command{
	name:    "check",
	args:    "[FILE...]",
	summary: "report every line that is not a valid URN",
	help: `Check reads one URN per line from each FILE, or from standard input, and
prints every line that is not a valid URN as "FILE:LINE:COL: message", the
format editors and CI annotators understand. COL is the 1-based byte column
of the first byte that cannot belong to a URN. Standard input is named
<stdin>. Lines end with "\n" or "\r\n"; empty lines are skipped; nothing
else is trimmed, so a space before or after a URN is an error.

The exit status is 0 when every line is valid, 1 when some line is not,
and 2 for usage or I/O errors.

With -json, each invalid line is an object with the fields file, line,
col, input, kind (scheme, nid, nss, percent-encoding, component or
too-long) and error.
`,
	example: `  $ printf 'urn:isbn:0451450523\nurn:ab-:x\nURN:example:%%zz\n' > list.txt
  $ urn check list.txt
  list.txt:2:8: invalid NID: a NID cannot end with '-'
  list.txt:3:14: invalid percent-encoding: '%' must be followed by two hex digits, not 'z'
  $ echo $?
  1
`,
	new: func(e *env) runner { return check{e} },
}

// A check is a run of urn check.
type check struct{ *env }

func (e check) flags(fs *flag.FlagSet) { e.commonFlags(fs) }

func (e check) run(args []string) int {
	e.eachLine(args, func(l *line) {
		if p, ok := e.checkLine(l); !ok {
			e.report(p, e.stdout)
		}
	})
	return e.status
}

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
			e.writeJSON(normalized{p.File, p.Line, p.Input, canon})
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
	Line      int    `json:"line"`
	Input     string `json:"input"`
	Canonical string `json:"canonical"`
}

// checkLine parses l. It reports false with the problem when l is not a
// valid URN; otherwise the problem's Input holds the text of l. An empty
// line is neither: it is skipped, and checkLine reports true with an
// empty Input.
func (e *env) checkLine(l *line) (problem, bool) {
	if l.long {
		return l.tooLong(), false
	}
	s := string(l.text)
	if s == "" {
		return problem{}, true
	}
	if _, err := e.parser.Parse(s); err != nil {
		p := newProblem(s, err)
		p.File, p.Line = l.file, l.num
		return p, false
	}
	return problem{File: l.file, Line: l.num, Input: s}, true
}

// report prints p as a line of text on w, or as JSON on standard
// output, and records exit status 1.
func (e *env) report(p problem, w io.Writer) {
	e.fail(exitFailed)
	if e.json {
		e.writeJSON(p)
		return
	}
	e.prog.clear()
	io.WriteString(w, p.text()+"\n")
}
