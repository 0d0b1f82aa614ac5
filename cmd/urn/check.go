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
		p.FileBytes = fileBytes(p.File)
		e.writeJSON(p)
		return
	}
	e.prog.clear()
	io.WriteString(w, p.text()+"\n")
}
