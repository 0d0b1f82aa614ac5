// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"regexp"
	"strings"
)

// The expected answer of a parse case is the reading of this
// repository: the grammar of its syntax, with the prose that says where
// each part ends and what a part may not hold. Where another sentence
// of the texts allows a different answer, the case is open (or, where
// the sentence is a SHOULD, recommended), and the other answers are
// those of the readings below, each the expected reading changed in
// one respect.

// A reading is a way of reading the texts other than the suite's.
type reading struct {
	// nul2141: RFC 2141's grammar alone on "%00" ("%" <hex> <hex>),
	// without the "should NEVER be used" of its section 2.4.
	nul2141 bool
	// reserved2141: RFC 2141's grammar alone on "/", "?" and "#" in the
	// NSS (<trans> includes <reserved>, section 2.2), without the
	// "RESERVED for future developments" of section 2.3.2.
	reserved2141 bool
	// grammarOnly: the components of RFC 8141 or draft 14 as the ABNF
	// alone splits them, in any way it can, without the prose that says
	// where each component ends.
	grammarOnly bool
	// questionEdge: draft 14's prose, which allows a component that
	// begins with '?' ("discouraged although not prohibited", section
	// 3), where the ABNF does not.
	questionEdge bool
	// bareQuestion: RFC 8141 without its SHOULD (section 2): a '?' not
	// followed by '+' or '=' after the NSS opens a generic URI query
	// (RFC 3986 section 3.4), whose meaning for URNs is not defined.
	bareQuestion bool
	// xNID: RFC 8141 Appendix B, which calls URNs of the experimental
	// "X-" NIDs of RFC 3406 not valid URNs.
	xNID bool
}

// A group is a set of open cases: the cases whose answer a reading
// changes, the strength of the suite's answer, and the sentence that
// leaves them open.
type group struct {
	name     string
	syntax   string
	reading  reading
	strength string // should or open
	openBy   string // the sentence that allows the other answer
}

// groups are the open readings of the parse cases, in the order the
// README gives them.
var groups = []group{
	{"rfc2141-nul", "rfc2141", reading{nul2141: true}, "open",
		`RFC 2141 section 2.2: "<URN chars>   ::= <trans> | "%" <hex> <hex>", which allows "%00"; the "should NEVER be used" of section 2.4 is in lower case, where RFC 2141 writes its requirements in capitals`},
	{"rfc2141-reserved", "rfc2141", reading{reserved2141: true}, "open",
		`RFC 2141 section 2.2: "<trans>       ::= <upper> | <lower> | <number> | <other> | <reserved>"; the "Namespace developers SHOULD NOT use these characters in unencoded form" of section 2.3.2 speaks to namespace developers`},
	{"draft14-question-edge", "draft14", reading{questionEdge: true}, "open",
		`draft-ietf-urnbis-rfc2141bis-urn-14 section 3: "if a question mark is placed at the start or end of an r-comonents or q-component; therefore such usage is discouraged although not prohibited."`},
	{"draft14-grammar-split", "draft14", reading{grammarOnly: true}, "open",
		`draft-ietf-urnbis-rfc2141bis-urn-14 section 3: q-component and r-component are "pchar *( pchar / "/" / "?" )", which can hold "??"; section 3.3.1: "terminated by a double question mark ("??") indicating an r-component"`},
	{"rfc8141-grammar-split", "rfc8141", reading{grammarOnly: true}, "open",
		`RFC 8141 section 2: "r-component   = pchar *( pchar / "/" / "?" )", which can hold "?="; section 2.3.1: "The r-component ends with a "?=" sequence (which begins a q-component)"`},
	{"rfc8141-x-nid", "rfc8141", reading{xNID: true}, "open",
		`RFC 8141 Appendix B: "Because experimental URN namespaces are not managed, strings conforming to URN syntax within experimental URN namespaces are not valid URNs."`},
	{"rfc8141-bare-question", "rfc8141", reading{bareQuestion: true}, "should",
		`RFC 8141 section 2: "Other than inside those components, a "?" that is not immediately followed by "=" or "+" is not defined for URNs and SHOULD be treated as a syntax error by URN-specific parsers and other processors."`},
}

var (
	// nss2141Reserved is RFC 2141's NSS with <reserved> in <trans>.
	nss2141Reserved = regexp.MustCompile(`^(?:[A-Za-z0-9()+,\-.:=@;$_!*'/?#]|%[0-9A-Fa-f]{2})+$`)
	// componentEdge is a component that may begin with '?'.
	componentEdge = regexp.MustCompile(`^(?:` + pchar + `|\?)(?:` + pchar + `|[/?])*$`)
	// query is RFC 3986's query (section 3.4): *( pchar / "/" / "?" ).
	query = fragment
)

// finish completes u, whose NID and NSS are split, from rest, the
// input after the NSS, under a reading that is not the prose's split:
// the ABNF alone (the first of its splits) or the bare '?'.
func (rd reading) finish(u *refURN, s, syntax, rest string, rejectNUL bool) bool {
	if rejectNUL && strings.Contains(s, "%00") {
		return false
	}
	rq, f, hasF := strings.Cut(rest, "#")
	if hasF {
		if !fragment.MatchString(f) {
			return false
		}
		u.f = &f
	}
	if rd.bareQuestion {
		// A generic query: no r- or q-component is reported.
		u.generic = true
		return query.MatchString(rq[1:])
	}
	splits := grammarSplits(syntax, rq)
	if len(splits) == 0 {
		return false
	}
	u.r, u.q = splits[0].r, splits[0].q
	return true
}

// bare reports whether rest, the input after an RFC 8141 NSS, begins
// with a '?' that is not followed by '+' or '='.
func bare(rest string) bool {
	return strings.HasPrefix(rest, "?") && !strings.HasPrefix(rest, "?+") && !strings.HasPrefix(rest, "?=")
}

// A split is one way the ABNF reads the components.
type split struct{ r, q *string }

// grammarSplits returns every way the ABNF of syntax splits rq, the
// input between the NSS and the '#' (neither component holds '#').
func grammarSplits(syntax, rq string) []split {
	var out []split
	ok := func(s string) bool { return component.MatchString(s) }
	p := func(s string) *string { return &s }
	if rq == "" {
		return []split{{}}
	}
	first, second := "?+", "?="
	if syntax == "draft14" {
		first, second = "?", "??"
	}
	// namestring = ... [ first X ] [ second Y ]: X is r for RFC 8141,
	// q for draft 14.
	mk := func(x, y *string) split {
		if syntax == "draft14" {
			return split{q: x, r: y}
		}
		return split{r: x, q: y}
	}
	if strings.HasPrefix(rq, second) && ok(rq[len(second):]) {
		out = append(out, mk(nil, p(rq[len(second):])))
	}
	if strings.HasPrefix(rq, first) {
		body := rq[len(first):]
		if ok(body) {
			out = append(out, mk(p(body), nil))
		}
		for i := 1; i+len(second) <= len(body); i++ {
			if body[i:i+len(second)] == second && ok(body[:i]) && ok(body[i+len(second):]) {
				out = append(out, mk(p(body[:i]), p(body[i+len(second):])))
			}
		}
	}
	return out
}

// answer is the answer of a parse result, as a runner writes it.
func (u refURN) answer() map[string]any {
	if !u.valid {
		return map[string]any{"valid": false, "offset": float64(u.offset), "error": u.errorName}
	}
	opt := func(p *string) any {
		if p == nil {
			return nil
		}
		return *p
	}
	a := map[string]any{"valid": true, "nid": u.nid, "nss": u.nss, "f": opt(u.f)}
	if !u.generic {
		a["r"], a["q"] = opt(u.r), opt(u.q)
	}
	return a
}

// expectedAnswer is the answer a parse case expects.
func (c *ParseCase) expectedAnswer() map[string]any {
	u := refURN{valid: c.Valid, nid: c.NID, nss: c.NSS, r: c.R, q: c.Q, f: c.F, offset: c.Offset, errorName: c.Error}
	return u.answer()
}

// openReadings sets the strength of c, and, when a reading of its
// syntax gives another answer, the other answers and the sentences
// that allow them.
func openReadings(c *ParseCase) {
	c.Strength = "must"
	want := c.expectedAnswer()
	in := c.Bytes()
	var strengths []string
	for _, g := range groups {
		if g.syntax != c.Syntax {
			continue
		}
		if g.reading.grammarOnly && c.Valid {
			// The prose picks one of the ABNF's splits.
			continue
		}
		var answers []map[string]any
		if g.reading.xNID {
			if c.Valid && len(c.NID) > 2 && strings.EqualFold(c.NID[:2], "x-") {
				answers = append(answers, map[string]any{"valid": false})
			}
		} else if g.reading.grammarOnly {
			if u, ok := readingSplit(in, c.Syntax, c.RejectNUL, g.reading); ok {
				rest := in[4+len(u.nid)+1+len(u.nss):]
				rq, _, _ := strings.Cut(rest, "#")
				for _, sp := range grammarSplits(c.Syntax, rq) {
					v := u
					v.valid, v.r, v.q = true, sp.r, sp.q
					answers = append(answers, v.answer())
				}
			}
		} else {
			answers = append(answers, readingParse(in, c.Syntax, c.RejectNUL, g.reading).answer())
		}
		added := false
		for _, a := range answers {
			if sameAnswer(a, want) || containsAnswer(c.Other, a) {
				continue
			}
			c.Other = append(c.Other, a)
			added = true
		}
		if added {
			c.OpenBy = append(c.OpenBy, g.openBy)
			c.Groups = append(c.Groups, g.name)
			strengths = append(strengths, g.strength)
		}
	}
	for _, s := range strengths {
		if c.Strength == "must" || s == "open" {
			c.Strength = s
		}
	}
}

// sameAnswer reports whether two answers are the same.
func sameAnswer(a, b map[string]any) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		w, ok := b[k]
		if !ok || v != w {
			return false
		}
	}
	return true
}

func containsAnswer(list []map[string]any, a map[string]any) bool {
	for _, b := range list {
		if sameAnswer(a, b) {
			return true
		}
	}
	return false
}

// normalizationReadings sets the strength of c and, where the texts
// allow another canonical form, the other forms and the sentences that
// allow them.
func normalizationReadings(c *NormalizationCase) {
	c.Strength = "must"
	an := len(c.AssignedName)
	if an > len(c.Canonical) {
		return
	}
	add := func(other map[string]any, name, by string) {
		if containsAnswer(c.Other, other) {
			return
		}
		c.Other = append(c.Other, other)
		c.OpenBy = append(c.OpenBy, by)
		c.Groups = append(c.Groups, name)
		c.Strength = "open"
	}
	if comps := c.Canonical[an:]; pctCase(comps, strings.ToUpper) != comps {
		add(map[string]any{"canonical": c.AssignedName + pctCase(comps, strings.ToUpper)}, "components-hex-case",
			`RFC 8141 section 3.1 normalizes the assigned-name alone: "Two URNs are URN-equivalent if their assigned-name portions are octet-by-octet equal after applying case normalization"; RFC 3986 section 6.2.2.1: "For all URIs, the hexadecimal digits within a percent-encoding triplet (e.g., "%3a" versus "%3A") are case-insensitive and therefore should be normalized to use uppercase letters for the digits A-F."`)
	}
	if c.Syntax == "rfc2141" {
		if lower := pctCase(c.AssignedName, strings.ToLower); lower != c.AssignedName {
			add(map[string]any{"canonical": lower + c.Canonical[an:], "assigned_name": lower}, "rfc2141-hex-case",
				`RFC 2141 section 5: "3. normalizing the case of any %-escaping" (it names no case; RFC 8141 section 3.1 and draft 14 section 4.1 say "by conversion to upper case for the digits A-F")`)
		}
	}
}

// pctCase applies f to the hex digits of every percent-encoded octet of
// s.
func pctCase(s string, f func(string) string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b.WriteString("%" + f(s[i+1:i+3]))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// uuidSyntax is the string representation of a UUID, RFC 4122 section 3.
var uuidSyntax = regexp.MustCompile(`^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$`)

// namespaceReadings sets the strength of c and, for the case-folding of
// a uuid NSS that is not a UUID, which RFC 4122 leaves open, the other
// answer.
func namespaceReadings(c *NamespaceCase) {
	c.Strength = "must"
	if c.NID != "uuid" || c.Kind != "equivalence" && c.Kind != "normalize" {
		return
	}
	nss := func(s string) (string, bool) {
		u, ok := refSplit(s, "rfc8141", false)
		return u.nss, ok && !uuidSyntax.MatchString(u.nss)
	}
	a, notUUID := nss(c.Input)
	var other map[string]any
	switch c.Kind {
	case "equivalence":
		b, bNotUUID := nss(c.Other)
		if !notUUID && !bNotUUID {
			return
		}
		if eq := strings.EqualFold(a, b); eq != *c.Equivalent {
			other = map[string]any{"equivalent": eq}
		}
	case "normalize":
		if !notUUID {
			return
		}
		// The NSS in lower case, the rest as the canonical form has it.
		i := strings.Index(c.Canonical, a)
		if i < 0 {
			return
		}
		if lower := c.Canonical[:i] + strings.ToLower(a) + c.Canonical[i+len(a):]; lower != c.Canonical {
			other = map[string]any{"canonical": lower}
		}
	}
	if other != nil {
		c.Strength = "open"
		c.OtherAnswers = []map[string]any{other}
		c.Groups = []string{"uuid-not-a-uuid"}
		c.OpenBy = []string{`RFC 4122 section 3: "The hexadecimal values "a" through "f" are output as lower case characters and are case insensitive on input." (of a UUID; it says nothing of an NSS that is not one)`}
	}
}
