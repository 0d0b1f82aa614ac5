// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
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

With -ns, each valid URN is checked against the rules of its namespace
too, when the namespace package has rules for its NID ("urn explain" shows
the rules that apply to a URN and the text they come from), and a URN that
breaks them is reported as "FILE:LINE:COL: NSS not valid in namespace NID:
reason (rules: SOURCE)", where COL is the column of the first byte the rules
refuse, or the column just past the NSS when it ends too early, and SOURCE
names the text the rules come from. A URN whose NID has no rules is
checked by RFC 8141 alone, as without -ns. A valid URN on which the rules
note something (a value outside a list that its text says grows, such as a
new format code of the meta namespace, or a URN:NBN:DE whose last digit is
not the check digit of the German National Library's algorithm) is
reported as "FILE:LINE:COL: note of namespace NID: note (rules: SOURCE)",
and stays valid.

The exit status is 0 when every line is valid (notes included), 1 when
some line is not, and 2 for usage or I/O errors.

With -json, each invalid line is an object with the fields file, line,
col, input, kind (scheme, nid, nss, percent-encoding, component,
too-long, or namespace with -ns) and error. A line of kind namespace adds
rules, the verdict of the rules as printed by explain -json: an object
with nid, source (the text the rules come from), valid (false), col and
error. A note is an object of kind note, with the fields file, line, col,
input and rules, the verdict of the rules with valid true, col and note.
`,
	example: `  $ printf 'urn:isbn:0451450523\nurn:ab-:x\nURN:example:%%zz\n' > list.txt
  $ urn check list.txt
  list.txt:2:8: invalid NID: a NID cannot end with '-'
  list.txt:3:14: invalid percent-encoding: '%' must be followed by two hex digits, not 'z'
  $ echo $?
  1
  $ printf 'URN:ISBN:0-451-45052-3\nurn:isbn:0-451-45052-4\nurn:isbn:045145052\n' > isbn.txt
  $ urn check -ns isbn.txt
  isbn.txt:2:22: NSS not valid in namespace isbn: wrong check digit (ISBN-10, modulus 11) (rules: RFC 3187, sections 3.2 and 5; RFC 8254, section 2.1)
  isbn.txt:3:19: NSS not valid in namespace isbn: an ISBN has 10 or 13 digits (rules: RFC 3187, sections 3.2 and 5; RFC 8254, section 2.1)
`,
	new: func(e *env) runner { return &check{env: e} },
}

// A check is a run of urn check.
type check struct {
	*env
	ns bool // -ns
}

func (e *check) flags(fs *flag.FlagSet) {
	e.commonFlags(fs)
	fs.BoolVar(&e.ns, "ns", false, "report URNs that break the rules of their namespace too")
}

func (e *check) run(args []string) int {
	var rules *namespace.Set
	if e.ns {
		rules = namespaces()
	}
	e.eachLine(args, func(l *line) { e.checkLine(l, rules, false) })
	return e.status
}

// checkLine parses l and, when rules is not nil, checks the URN against
// the rules of its namespace. It returns the URN and true when l is
// valid; otherwise it reports the problem, on standard error if
// toStderr, and returns false. An empty line is neither: it is skipped,
// and checkLine returns the zero URN and true. A valid line on which
// the rules note something is reported as a note, and stays valid. A
// valid line costs no allocation, but for the canonical NSS that rules
// check when a percent-encoded octet of l is in lower case, and for a
// note.
func (e *env) checkLine(l *line, rules *namespace.Set, toStderr bool) (urn.URN, bool) {
	if l.long {
		e.report(l.tooLong(), toStderr)
		return urn.URN{}, false
	}
	if l.text == "" {
		return urn.URN{}, true
	}
	u, err := e.parser.Parse(l.text)
	if err != nil {
		e.reportLine(l, newProblem(l.text, err), toStderr)
		return urn.URN{}, false
	}
	if rules != nil {
		note, err := rules.Examine(u)
		if err != nil {
			e.reportLine(l, nsError(u, err), toStderr)
			return urn.URN{}, false
		}
		if note != nil {
			e.reportNote(l, nsNote(u, note))
		}
	}
	return u, true
}

// reportLine reports p as the problem of the line l.
func (e *env) reportLine(l *line, p problem, toStderr bool) {
	p.File, p.Line = l.file, l.num
	e.report(p, toStderr)
}

// reportNote reports p, a note on the valid line l, on standard
// output, without changing the exit status.
func (e *env) reportNote(l *line, p problem) {
	status := e.status
	e.reportLine(l, p, false)
	e.status = status
}

// report prints p as a line of text on standard output, or on
// standard error if toStderr, or as JSON on standard output, and
// records exit status 1. Before a line on standard error, standard
// output is flushed when the two may be one stream that does not go
// through one buffer (see env.sharedOutput), so that the line comes
// after the output written before it, whole.
func (e *env) report(p problem, toStderr bool) {
	e.fail(exitFailed)
	if e.json {
		p.FileBytes = fileBytes(p.File)
		e.writeJSON(p)
		return
	}
	e.prog.clear()
	e.line = append(p.appendText(e.line[:0]), '\n')
	if !toStderr {
		e.stdout.Write(e.line)
		return
	}
	if e.sharedOutput {
		e.stdout.Flush()
	}
	e.stderr.Write(e.line)
}
