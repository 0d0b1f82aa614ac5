// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

var normalizeCmd = &command{
	name:    "normalize",
	args:    "[FILE...]",
	summary: "print the canonical form of every line",
	help: `Normalize reads one URN per line from each FILE, or from standard input, and
prints the canonical form of each: "urn" and the NID in lower case and the
hex digits of percent-encoded octets in the NSS in upper case, the rest as
written (RFC 8141 section 3). Two URNs are equivalent exactly when their
canonical forms are equal once the r-, q- and f-components are removed.

With -ns, the NSS is then put in the canonical form of the rules of its
namespace, when the namespace package has rules for its NID: for example
an ISBN without its hyphens (RFC 3187 section 3.2), or a UUID in lower
case (RFC 9562 section 4). Two URNs are equivalent under those rules, as
"urn eq -ns" compares them, exactly when these forms are equal once the
components are removed. A URN whose NID has no rules keeps its RFC 8141
canonical form, and a URN that breaks the rules of its namespace is
invalid, as it is for check -ns.

Lines are read as by check: empty lines are skipped, and an invalid line is
reported on standard error as "FILE:LINE:COL: message" and left out. When
standard output and standard error are one stream, as on a terminal or
with 2>&1, each report comes whole, after the lines printed before it.
The exit status is 0 when every line is valid, 1 when some line is not,
and 2 for usage or I/O errors.

With -json, each valid line is an object with the fields file, line, input
and canonical, and each invalid line is an object as printed by check -json,
on standard output. With -ns, a valid line whose NID has rules adds rules,
their verdict as printed by explain -json: an object with nid, source (the
text the rules come from), valid (true) and canonical, the assigned-name
in their canonical form.
`,
	example: `  $ printf 'URN:EXAMPLE:a123%%2cz456\nurn:ISBN:0451450523?=lang=en\n' | urn normalize
  urn:example:a123%2Cz456
  urn:isbn:0451450523?=lang=en
  $ printf 'URN:ISBN:0-451-45052-3\nurn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6\n' | urn normalize -ns
  urn:isbn:0451450523
  urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6
`,
	new: func(e *env) runner { return &normalize{env: e} },
}

// A normalize is a run of urn normalize.
type normalize struct {
	*env
	ns bool // -ns
}

func (e *normalize) flags(fs *flag.FlagSet) {
	e.commonFlags(fs)
	fs.BoolVar(&e.ns, "ns", false, "apply the rules of the namespace too")
}

func (e *normalize) run(args []string) int {
	// checkLine leaves the rules to rules.Check, which applies them
	// once for the verdict and the canonical form.
	var rules *namespace.Set
	if e.ns {
		rules = namespaces()
	}
	e.eachLine(args, func(l *line) {
		u, ok := e.checkLine(l, nil, true)
		if !ok || !u.IsValid() {
			return
		}
		var c urn.URN
		if rules == nil {
			c = u.Normalize()
		} else {
			var err error
			if c, err = rules.Check(u); err != nil {
				e.reportLine(l, nsError(u, err), true)
				return
			}
		}
		if e.json {
			n := normalized{File: l.file, FileBytes: fileBytes(l.file), Line: l.num, Input: l.text, Canonical: c.String()}
			if rules != nil {
				n.Rules = withNote(checkedRules(c), rules.Note(u))
			}
			e.writeJSON(n)
			return
		}
		e.stdout.WriteString(c.String())
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

	// Rules is the verdict of the namespace rules, with -ns, when
	// there are rules for the NID.
	Rules *rulesCheck `json:"rules,omitempty"`
}
