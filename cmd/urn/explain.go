// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

var explainCmd = &command{
	name:    "explain",
	args:    "URN...",
	summary: "show the parts of each URN, or why it is invalid",
	help: `Explain shows each URN taken apart: the scheme, the NID, the NSS, the r-, q-
and f-components, the canonical form and the canonical assigned-name, which
is what equivalence compares. When percent-encoded UTF-8 can be shown as
the characters it stands for, the display form of the URN is shown too,
for reading only. Then come the class of the NID under
the registration rules of RFC 8141 section 5.1 (formal, informal,
unassignable, country-code, dns-like, experimental, reserved or invalid),
its entry in the built-in copy of the IANA registries, and the rules of
its namespace when they are known, with their source: the registration
document, or for a NID that IANA has not registered, the specification
that defines it. Then whether the NSS is valid under them, and the
canonical form they give, which is what "urn eq -ns" compares, and what
they note on a valid NSS, with a caret under it: a value outside a list
that the namespace's text says grows (a format code of the meta namespace
that the rules do not know) or a check digit that does not match where the
text does not make it a part of the syntax.

For an input that is not a valid URN, explain shows the input with a caret
under the first byte that cannot belong, and why. Control bytes and invalid
UTF-8 are shown escaped, and a long input is cut around the caret.

The exit status is 0 when every URN is valid, 1 when some is not, and 2 for
usage errors. A URN that breaks the rules of its namespace is still a valid
URN: explain says so and exits with 0.

With -json, each URN is an object with the fields input, syntax and valid.
A valid URN adds scheme, nid, nss, r, q and f (each present only when the
URN has that part), canonical, assigned_name, nid_class, registry (an
object with nid, kind and reference; absent when the NID is not registered)
and rules (an object with nid, source, valid, and canonical or col and
error; absent when no rules are known; a valid NSS on which the rules note
something adds note and its col). An invalid URN adds col, kind and
error as printed by check -json.
`,
	example: `  $ urn explain 'URN:EXAMPLE:a123%2cz456?+r?=q#f' 'urn:example:a b'
  URN:EXAMPLE:a123%2cz456?+r?=q#f
    scheme         URN
    NID            EXAMPLE
    NSS            a123%2cz456
    r-component    r
    q-component    q
    f-component    f
    canonical      urn:example:a123%2Cz456?+r?=q#f
    assigned-name  urn:example:a123%2Cz456 (canonical; what equivalence compares)
    NID class      formal
    registry       formal namespace example, RFC 6963
    rules          example (RFC 6963, section 3)
    under rules    valid; canonical urn:example:a123%2Cz456 (what eq -ns compares)

  urn:example:a b
               ^
    error          invalid NSS (column 14): a space is not allowed in the NSS
`,
	new: func(e *env) runner { return explain{e} },
}

// An explain is a run of urn explain.
type explain struct{ *env }

func (e explain) flags(fs *flag.FlagSet) { e.commonFlags(fs) }

// explained is the JSON object explain prints for one input.
type explained struct {
	Input        string        `json:"input"`
	Syntax       string        `json:"syntax"`
	Valid        bool          `json:"valid"`
	Scheme       string        `json:"scheme,omitempty"`
	NID          string        `json:"nid,omitempty"`
	NSS          string        `json:"nss,omitempty"`
	R            *string       `json:"r,omitempty"`
	Q            *string       `json:"q,omitempty"`
	F            *string       `json:"f,omitempty"`
	Canonical    string        `json:"canonical,omitempty"`
	AssignedName string        `json:"assigned_name,omitempty"`
	NIDClass     string        `json:"nid_class,omitempty"`
	Registry     *registration `json:"registry,omitempty"`
	Rules        *rulesCheck   `json:"rules,omitempty"`
	Col          int           `json:"col,omitempty"`
	Kind         string        `json:"kind,omitempty"`
	Error        string        `json:"error,omitempty"`
}

func (e explain) run(args []string) int {
	if len(args) == 0 {
		return e.usageError("no URN to explain")
	}
	for i, s := range args {
		u, err := e.parser.Parse(s)
		if err != nil {
			e.fail(exitFailed)
		}
		if e.json {
			e.writeJSON(e.explainJSON(s, u, err))
			continue
		}
		if i > 0 {
			e.stdout.WriteByte('\n')
		}
		if err != nil {
			e.explainError(s, err)
		} else {
			e.explainURN(u)
		}
	}
	return e.status
}

func (e explain) explainJSON(s string, u urn.URN, err error) explained {
	x := explained{Input: s, Syntax: e.syntax.String(), Valid: err == nil}
	if err != nil {
		p := newProblem(s, err)
		x.Col, x.Kind, x.Error = p.Col, p.Kind, p.Error
		return x
	}
	x.Scheme, x.NID, x.NSS = u.Scheme(), u.NID(), u.NSS()
	if r := u.RComponent(); r != "" {
		x.R = &r
	}
	if q := u.QComponent(); q != "" {
		x.Q = &q
	}
	if u.HasFComponent() {
		f := u.FComponent()
		x.F = &f
	}
	canon := u.Normalize()
	x.Canonical, x.AssignedName = canon.String(), canon.AssignedName()
	x.NIDClass = namespace.Classify(u.NID()).String()
	x.Registry = lookupRegistration(u.NID())
	x.Rules = checkRules(u)
	return x
}

// field writes one "name value" line of an explanation.
func (e explain) field(name, value string) {
	fmt.Fprintf(e.stdout, "  %-14s %s\n", name, value)
}

func (e explain) explainURN(u urn.URN) {
	e.stdout.WriteString(u.String() + "\n")
	e.field("scheme", u.Scheme())
	e.field("NID", u.NID())
	e.field("NSS", u.NSS())
	if e.syntax != urn.RFC2141 {
		e.field("r-component", orNone(u.RComponent(), u.RComponent() != ""))
		e.field("q-component", orNone(u.QComponent(), u.QComponent() != ""))
		e.field("f-component", orNone(u.FComponent(), u.HasFComponent()))
	}
	canon := u.Normalize()
	e.field("canonical", canon.String())
	e.field("assigned-name", canon.AssignedName()+" (canonical; what equivalence compares)")
	if d := u.Display(); d != u.String() {
		e.field("display", d+" (for reading only; copy and compare the URN itself)")
	}
	class := namespace.Classify(u.NID())
	if class == namespace.Invalid {
		// Only RFC 2141 parses a NID that RFC 8141 rejects.
		e.field("NID class", "invalid under RFC 8141, which needs 2 to 32 characters not ending in '-'")
	} else {
		e.field("NID class", class.String())
	}
	if r := lookupRegistration(u.NID()); r != nil {
		e.field("registry", r.Kind+" namespace "+r.NID+", "+r.Reference)
	} else {
		e.field("registry", "(not in the IANA registries)")
	}
	rc := checkRules(u)
	switch {
	case rc == nil:
		e.field("rules", "(none known; RFC 8141 alone applies)")
	case rc.Valid:
		e.field("rules", rc.NID+" ("+rc.Source+")")
		e.field("under rules", "valid; canonical "+rc.Canonical+" (what eq -ns compares)")
		if rc.Note != "" {
			text, caret := caretLines(u.String(), rc.Col-1)
			e.field("note", "column "+strconv.Itoa(rc.Col)+": "+rc.Note)
			e.field("", text)
			e.field("", caret)
		}
	default:
		text, caret := caretLines(u.String(), rc.Col-1)
		e.field("rules", rc.NID+" ("+rc.Source+")")
		e.field("under rules", "not valid (column "+strconv.Itoa(rc.Col)+"): "+rc.why)
		e.field("", text)
		e.field("", caret)
	}
}

// orNone returns s, quoted if it is empty, or "(none)" if the part is
// absent.
func orNone(s string, present bool) string {
	switch {
	case !present:
		return "(none)"
	case s == "":
		return `"" (empty)`
	}
	return s
}

func (e explain) explainError(s string, err error) {
	p := newProblem(s, err)
	text, caret := caretLines(s, p.Col-1)
	e.stdout.WriteString(text + "\n" + caret + "\n")
	e.field("error", p.what+" (column "+strconv.Itoa(p.Col)+"): "+p.why)
}

// caretWidth is the widest input line explain shows; a longer input is
// cut to a window around the caret.
const caretWidth = 72

// caretLines returns s as printable text and a line with a caret under
// byte off of s, or just past the end of the text when off is len(s).
// Control bytes, invalid UTF-8 and unprintable runes are shown escaped
// (\t, \x01, \u200b), and every other rune is taken to be one column
// wide.
func caretLines(s string, off int) (text, caret string) {
	type token struct {
		text string
		at   int // byte offset in s
	}
	var toks []token
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		t := s[i : i+n]
		switch {
		case r == '\t':
			t = `\t`
		case r == utf8.RuneError && n == 1, r < ' ', r == 0x7f:
			t = fmt.Sprintf(`\x%02x`, s[i])
		case !unicode.IsPrint(r) && r != ' ':
			t = fmt.Sprintf(`\u%04x`, r)
		}
		toks = append(toks, token{t, i})
		i += n
	}
	// The caret goes under the token holding byte off, or after the last.
	k := len(toks)
	for j, t := range toks {
		if t.at > off {
			break
		}
		k = j
	}
	if off >= len(s) {
		k = len(toks)
	}
	// w[i] is the width of the text of toks[:i].
	w := make([]int, len(toks)+1)
	for i, t := range toks {
		w[i+1] = w[i] + utf8.RuneCountInString(t.text)
	}
	lo, hi := 0, len(toks)
	if w[len(toks)] > caretWidth {
		// Keep up to 40 columns before the caret, then fill the window.
		for w[k]-w[lo] > 40 {
			lo++
		}
		hi = lo
		for hi < len(toks) && w[hi+1]-w[lo] <= caretWidth {
			hi++
		}
	}
	var b strings.Builder
	if lo > 0 {
		b.WriteString("...")
	}
	col := b.Len() + w[k] - w[lo]
	for _, t := range toks[lo:hi] {
		b.WriteString(t.text)
	}
	if hi < len(toks) {
		b.WriteString("...")
	}
	return b.String(), strings.Repeat(" ", col) + "^"
}
