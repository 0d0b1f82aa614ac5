// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"

	"github.com/urnkit/urn"
)

var eqCmd = &command{
	name:    "eq",
	args:    "A B",
	summary: "exit 0 if A and B are equivalent URNs, 1 if not",
	help: `Eq reports whether the URNs A and B are equivalent under RFC 8141 section 3:
whether their assigned-names are equal once "urn" and the NID are in lower
case and the hex digits of percent-encoded octets in the NSS are in upper
case. The r-, q- and f-components are ignored, and percent-encoded octets
are never decoded, so "%2C" is not ",".

With -ns, the rules of the URN's namespace apply too, when the namespace
package has rules for its NID, registered or defined by a specification
alone (package namespace lists them; "urn explain" shows the rules that apply to
a URN and the text they come from): each URN must
be valid in its namespace, and the namespace may make more URNs
equivalent, as the case of the hex digits of a uuid NSS, or of an ietf
NSS outside "params:".

It prints the verdict and the canonical assigned-names. The exit status is
0 when A and B are equivalent, 1 when they are not, and 2 when either is
not a valid URN (the reason is printed on standard error) or for usage
errors.

With -json, it prints one object with the fields a, b, a_canonical,
b_canonical and equivalent; or, when A or B is invalid, one object per
invalid URN as printed by check -json, on standard output.
`,
	example: `  $ urn eq 'URN:EXAMPLE:a123%2cz456?=q' 'urn:example:a123%2Cz456'
  equivalent: urn:example:a123%2Cz456
  $ urn eq 'urn:example:a123,z456' 'urn:example:a123%2Cz456'
  not equivalent: urn:example:a123,z456 and urn:example:a123%2Cz456
  $ echo $?
  1
  $ urn eq -ns urn:ietf:rfc:2648 URN:IETF:RFC:2648
  equivalent: urn:ietf:rfc:2648
`,
	new: func(e *env) runner { return &eq{env: e} },
}

// An eq is a run of urn eq.
type eq struct {
	*env
	ns bool // -ns
}

func (e *eq) flags(fs *flag.FlagSet) {
	e.commonFlags(fs)
	fs.BoolVar(&e.ns, "ns", false, "apply the rules of the namespace too")
}

// compared is the JSON object eq prints for two valid URNs.
type compared struct {
	A          string `json:"a"`
	B          string `json:"b"`
	ACanonical string `json:"a_canonical"`
	BCanonical string `json:"b_canonical"`
	Equivalent bool   `json:"equivalent"`
}

func (e *eq) run(args []string) int {
	if len(args) != 2 {
		return e.usageError("want two URNs, have %d", len(args))
	}
	var us [2]urn.URN
	for i, s := range args {
		u, err := e.parser.Parse(s)
		p, bad := problem{}, err != nil
		if bad {
			p = newProblem(s, err)
		} else if e.ns {
			p, bad = nsProblem(u)
		}
		if bad {
			if e.json {
				e.writeJSON(p)
			} else {
				e.errorf("%s in %q at column %d: %s", p.what, s, p.Col, p.why)
			}
			e.fail(exitTrouble)
			continue
		}
		us[i] = u
	}
	if e.status != exitOK {
		return e.status
	}
	a, b := us[0].Key(), us[1].Key()
	same := us[0].Equal(us[1])
	if e.ns {
		a, b = namespaces().Key(us[0]), namespaces().Key(us[1])
		same = namespaces().Equal(us[0], us[1])
	}
	switch {
	case e.json:
		e.writeJSON(compared{args[0], args[1], a, b, same})
	case same:
		e.stdout.WriteString("equivalent: " + a + "\n")
	default:
		e.stdout.WriteString("not equivalent: " + a + " and " + b + "\n")
	}
	if !same {
		return exitFailed
	}
	return exitOK
}
