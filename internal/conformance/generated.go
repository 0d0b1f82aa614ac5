// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The generated cases put every byte class at every place of the
// grammar where the tables hold only a few: each ASCII byte and three
// non-ASCII ones at the first, a middle and the last position of every
// part, every pair of a few characters after '%', NIDs of every length,
// and every sequence of up to three component delimiters. Their
// expected results come from the reference parser (reference.go),
// and their section from the syntax and the part the byte is in.

// place is a position in a URN where a generated case puts its bytes.
type place struct {
	production string
	where      string // "first", "middle" or "last"
	before     string
	after      string
}

// places lists the positions of each syntax.
func places(syntax string) []place {
	ps := []place{
		{"NID", "first", "urn:", "b:c"},
		{"NID", "middle", "urn:a", "b:c"},
		{"NID", "last", "urn:ab", ":c"},
		{"NSS", "first", "urn:ab:", "c"},
		{"NSS", "middle", "urn:ab:c", "d"},
		{"NSS", "last", "urn:ab:c", ""},
	}
	// Each component: its opening delimiter, and what may follow it.
	type component struct{ production, open, next string }
	components := map[string][]component{
		"rfc8141": {{"r-component", "?+", "?=q"}, {"q-component", "?=", "#f"}, {"f-component", "#", ""}},
		"draft14": {{"q-component", "?", "??r"}, {"r-component", "??", "#f"}, {"f-component", "#", ""}},
	}
	for _, c := range components[syntax] {
		ps = append(ps,
			place{c.production, "first", "urn:ab:c" + c.open, "d"},
			place{c.production, "middle", "urn:ab:c" + c.open + "d", "e"},
			place{c.production, "last", "urn:ab:c" + c.open + "d", c.next},
		)
	}
	return ps
}

// sectionOf names the section of syntax that decides a case whose
// bytes b are in production.
func sectionOf(syntax, production, b string) string {
	ascii := utf8.RuneCountInString(b) == len(b) && utf8.ValidString(b)
	switch syntax {
	case "rfc8141":
		switch production {
		case "NID":
			if !ascii {
				return "RFC 8141 section 2.1" // no characters outside ASCII in NIDs
			}
		case "r-component":
			return "RFC 8141 section 2.3.1"
		case "q-component":
			return "RFC 8141 section 2.3.2"
		case "f-component":
			if b != "" {
				// f-component = fragment, RFC 3986's production.
				return "RFC 8141 section 2.3.3 and RFC 3986 section 3.5"
			}
			return "RFC 8141 section 2.3.3"
		}
		return "RFC 8141 section 2"
	case "draft14":
		const d = "draft-ietf-urnbis-rfc2141bis-urn-14 section "
		switch production {
		case "NID":
			if !ascii {
				return d + "3.1"
			}
		case "q-component":
			return d + "3.3.1"
		case "r-component":
			return d + "3.3.2"
		case "f-component":
			if b != "" {
				return d + "3.3.3 and RFC 3986 section 3.5"
			}
			return d + "3.3.3"
		}
		return d + "3"
	}
	switch production {
	case "NID":
		return "RFC 2141 section 2.1"
	case "NSS":
		switch {
		case b == "%":
			return "RFC 2141 section 2.3.1"
		case b == "/" || b == "?" || b == "#":
			return "RFC 2141 section 2.3.2"
		case len(b) == 1 && nss2141.MatchString(b):
			return "RFC 2141 section 2.2"
		}
		return "RFC 2141 section 2.4" // excluded characters
	case "pct-encoded":
		if strings.Contains(b, "%00") {
			return "RFC 2141 section 2.4"
		}
		return "RFC 2141 section 2.3.1"
	}
	return "RFC 2141 section 2"
}

// add appends a case for input, its result from the reference parser.
func (g *generator) add(syntax string, rejectNUL bool, input, section, production, source string) {
	u := refParse(input, syntax, rejectNUL)
	pc := ParseCase{Syntax: syntax, RejectNUL: rejectNUL, Valid: u.valid,
		Section: section, Production: production, Source: "generated: " + source}
	pc.setInput(input)
	if u.valid {
		pc.NID, pc.NSS, pc.R, pc.Q, pc.F = u.nid, u.nss, u.r, u.q, u.f
	} else {
		pc.Offset, pc.Error = u.offset, u.errorName
	}
	g.suite.Parse = append(g.suite.Parse, pc)
}

// byteName describes the bytes of a generated case.
func byteName(b string) string {
	if len(b) == 1 {
		return fmt.Sprintf("byte 0x%02x", b[0])
	}
	return fmt.Sprintf("bytes % x", b)
}

// generated adds the generated cases.
func (g *generator) generated() {
	// Every ASCII byte, a character outside ASCII in UTF-8 (é), and two
	// bytes that are not UTF-8.
	var bytesToTry []string
	for b := 0; b < 0x80; b++ {
		bytesToTry = append(bytesToTry, string(rune(b)))
	}
	bytesToTry = append(bytesToTry, "\u00e9", "\x80", "\xff")

	for _, syntax := range Syntaxes {
		// The scheme: each of its four bytes replaced.
		for i := 0; i < 4; i++ {
			for _, b := range bytesToTry {
				in := "urn:ab:c"[:i] + b + "urn:ab:c"[i+1:]
				g.add(syntax, false, in, sectionOf(syntax, "assigned-name", b), "assigned-name",
					fmt.Sprintf("%s in place of byte %d of the scheme", byteName(b), i))
			}
		}
		// Each byte at each place.
		for _, p := range places(syntax) {
			for _, b := range bytesToTry {
				g.add(syntax, false, p.before+b+p.after, sectionOf(syntax, p.production, b), p.production,
					fmt.Sprintf("%s as the %s character of the %s", byteName(b), p.where, p.production))
			}
		}
		// Percent-encoding: every pair of some characters after '%',
		// and '%' cut short, in the middle of every part after the NID.
		const after = "09afAFgZ%/"
		var triplets []string
		for _, x := range after {
			for _, y := range after {
				triplets = append(triplets, "%"+string(x)+string(y))
			}
			triplets = append(triplets, "%"+string(x))
		}
		triplets = append(triplets, "%")
		for _, p := range places(syntax) {
			if p.production == "NID" || p.where != "middle" {
				continue
			}
			for _, t := range triplets {
				section := sectionOf(syntax, "pct-encoded", t)
				if p.production == "f-component" {
					section = sectionOf(syntax, p.production, t)
				}
				g.add(syntax, false, p.before+t+p.after, section, "pct-encoded",
					fmt.Sprintf("%q in the middle of the %s", t, p.production))
			}
			if syntax != "rfc2141" {
				// "%00" where the option rejects it.
				g.add(syntax, true, p.before+"%00"+p.after,
					"draft-ietf-urnbis-rfc2141bis-urn-2011 section 2.3.3", "pct-encoded",
					fmt.Sprintf(`"%%00" in the middle of the %s, rejected by option`, p.production))
			}
		}
		// NIDs of every length from 1 to 34, of letters, and with '-'
		// first or last.
		for n := 1; n <= 34; n++ {
			nid := strings.Repeat("a", n)
			g.add(syntax, false, "urn:"+nid+":x", sectionOf(syntax, "NID", "a"), "NID",
				fmt.Sprintf("a NID of %d letters", n))
			if n >= 2 {
				g.add(syntax, false, "urn:"+nid[1:]+"-:x", sectionOf(syntax, "NID", "-"), "NID",
					fmt.Sprintf("a NID of %d characters ending in '-'", n))
				g.add(syntax, false, "urn:-"+nid[1:]+":x", sectionOf(syntax, "NID", "-"), "NID",
					fmt.Sprintf("a NID of %d characters beginning with '-'", n))
			}
		}
		// Every sequence of up to three component delimiters, each
		// followed by nothing or by "a", after the NSS "x", and each
		// delimiter followed by '/'.
		delims := []string{"?+", "?=", "?", "??", "#"}
		var tokens []string
		for _, d := range delims {
			tokens = append(tokens, d, d+"a")
		}
		seqs := []string{}
		for _, t := range tokens {
			seqs = append(seqs, t)
			for _, u := range tokens {
				seqs = append(seqs, t+u)
				if syntax == "rfc2141" {
					continue
				}
				for _, v := range tokens {
					seqs = append(seqs, t+u+v)
				}
			}
		}
		for _, d := range delims {
			seqs = append(seqs, d+"/")
		}
		for _, seq := range seqs {
			in := "urn:ab:x" + seq
			production := "namestring"
			if syntax == "rfc2141" {
				production = "NSS" // no components: the delimiters are NSS bytes
			}
			g.add(syntax, false, in, delimiterSection(syntax, in), production,
				fmt.Sprintf("the delimiters %q after the NSS", seq))
		}
	}

	// Equivalence and normalization: each letter of some URNs in the
	// other case, one at a time. The NID is example, whose registration
	// adds no equivalence (RFC 6963 section 3), so that namespace rules
	// cannot make a difference.
	bases := []string{
		"urn:example:a123,z456",
		"URN:EXAMPLE:a123%2cz456/segment?+CCResolve:cc=uk?=op=map&lat=39.56#somepart",
		"urn:example:%D0%B0123,z456",
		"urn:example:params:scim:schemas:core:2.0:User",
		"urn:example:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
		"urn:example:%e2%82%ac%7E",
		"urn:example:080442957X",
	}
	for _, base := range bases {
		for i := 0; i < len(base); i++ {
			c := base[i]
			var flipped byte
			switch {
			case 'a' <= c && c <= 'z':
				flipped = c - 'a' + 'A'
			case 'A' <= c && c <= 'Z':
				flipped = c - 'A' + 'a'
			default:
				continue
			}
			other := base[:i] + string(flipped) + base[i+1:]
			source := fmt.Sprintf("generated: byte %d of %s in the other case", i, base)
			g.suite.Equivalence = append(g.suite.Equivalence, EquivalenceCase{
				Syntax: "rfc8141", A: base, B: other,
				Equivalent: refAssignedName(base) == refAssignedName(other),
				Section:    "RFC 8141 section 3.1", Source: source})
			u, _ := refSplit(other, "rfc8141", false)
			g.suite.Normalization = append(g.suite.Normalization, NormalizationCase{
				Syntax: "rfc8141", Input: other, Canonical: refCanonical(other, u),
				AssignedName: assignedName(refCanonical(other, u)),
				Section:      normalizationSection("rfc8141", refCanonical(other, u)), Source: source})
		}
	}
}

// delimiterSection names the sections that decide a URN made of an
// NSS and component delimiters: those of the components that the
// reference parser finds in it, or that its error is in, and the
// grammar's section when it is not valid.
func delimiterSection(syntax, in string) string {
	if syntax == "rfc2141" {
		return "RFC 2141 section 2.3.2"
	}
	u := refParse(in, syntax, false)
	var secs []string
	addSec := func(s string) {
		for _, t := range secs {
			if t == s {
				return
			}
		}
		secs = append(secs, s)
	}
	if !u.valid {
		addSec(sectionOf(syntax, "namestring", ""))
	}
	// The components present, in the order the grammar gives them.
	order := map[string][]string{
		"rfc8141": {"r-component", "q-component", "f-component"},
		"draft14": {"q-component", "r-component", "f-component"},
	}[syntax]
	has := map[string]bool{"r-component": u.r != nil, "q-component": u.q != nil, "f-component": u.f != nil}
	if !u.valid {
		// The delimiters before the error.
		pre := in[len("urn:ab:x"):u.offset]
		if syntax == "rfc8141" {
			has = map[string]bool{"r-component": strings.Contains(pre, "?+"),
				"q-component": strings.Contains(pre, "?="), "f-component": strings.Contains(pre, "#")}
		} else {
			has = map[string]bool{"q-component": strings.HasPrefix(pre, "?") && !strings.HasPrefix(pre, "??"),
				"r-component": strings.Contains(pre, "??"), "f-component": strings.Contains(pre, "#")}
		}
	}
	for _, p := range order {
		if has[p] {
			addSec(sectionOf(syntax, p, ""))
		}
	}
	if len(secs) == 0 {
		return sectionOf(syntax, "namestring", "")
	}
	return joinSections(secs)
}

// joinSections joins "RFC 8141 section 2" and "RFC 8141 section 2.3.1"
// as "RFC 8141 sections 2 and 2.3.1".
func joinSections(secs []string) string {
	if len(secs) == 1 {
		return secs[0]
	}
	i := strings.LastIndex(secs[0], " section ")
	doc := secs[0][:i]
	var nums []string
	for _, s := range secs {
		nums = append(nums, s[strings.LastIndex(s, " ")+1:])
	}
	return doc + " sections " + strings.Join(nums[:len(nums)-1], ", ") + " and " + nums[len(nums)-1]
}
