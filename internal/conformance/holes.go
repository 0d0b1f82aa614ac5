// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"fmt"
	"strings"
)

// The cases of this file cover what neither the tables nor the
// byte-by-byte generated cases reach: NIDs of the experimental "X-"
// form, long inputs, "%25", percent-encoded octets against the
// characters they encode, equivalence and normalization under RFC 2141
// and draft 14, malformed UTF-8 and characters that look like the
// delimiters, and equivalence and normalization of inputs that are not
// URNs. Their expected results come from the reference parser; each
// names the section that decides it.

// holes adds the cases.
func (g *generator) holes() {
	g.experimentalNIDs()
	g.longInputs()
	g.badUTF8()
	g.percentHoles()
	g.otherSyntaxEquivalence()
	g.notURNs()
}

// experimentalNIDs adds NIDs of the "X-" form, which RFC 8141's
// grammar accepts and its Appendix B calls not valid URNs (the group
// rfc8141-x-nid).
func (g *generator) experimentalNIDs() {
	for _, in := range []string{"urn:X-abc:foo", "urn:x-acme:bar", "urn:x-1:y", "urn:X-ACME:foo?+r?=q#f"} {
		g.add("rfc8141", false, in, "RFC 8141 section 2", "NID", "an experimental NID (RFC 3406), which RFC 8141 removed")
	}
}

// longInputs adds inputs longer than the short ones of the tables:
// long NSSs, runs of '?' and of percent-encoded octets, NIDs near and
// over their 32 characters. No text bounds the length of an NSS or of
// a component.
func (g *generator) longInputs() {
	for _, syntax := range Syntaxes {
		for _, n := range []int{76, 255, 256, 1024, 8192} {
			g.add(syntax, false, "urn:example:"+strings.Repeat("a", n), sectionOf(syntax, "NSS", "a"), "NSS",
				fmt.Sprintf("an NSS of %d letters", n))
		}
		g.add(syntax, false, "urn:ab:"+strings.Repeat("%41", 300), sectionOf(syntax, "pct-encoded", "%41"), "pct-encoded",
			"300 percent-encoded octets")
		g.add(syntax, false, "urn:ab:"+strings.Repeat("%41", 300)+"%4", sectionOf(syntax, "pct-encoded", "%4"), "pct-encoded",
			"300 percent-encoded octets and a '%' cut short")
		g.add(syntax, false, "urn:ab:"+strings.Repeat("%41", 300)+"%zz", sectionOf(syntax, "pct-encoded", "%zz"), "pct-encoded",
			"300 percent-encoded octets and a '%' without hex digits")
		for _, n := range []int{31, 32, 33, 100} {
			nid := strings.Repeat("n", n)
			g.add(syntax, false, "urn:"+nid+":"+strings.Repeat("s", 1000), sectionOf(syntax, "NID", "n"), "NID",
				fmt.Sprintf("a NID of %d letters and an NSS of 1000", n))
		}
		if syntax == "rfc2141" {
			continue
		}
		opens := map[string][]string{"rfc8141": {"?+a", "?=a", "#a"}, "draft14": {"?a", "??a", "#a"}}[syntax]
		for _, open := range opens {
			production := map[string]string{"?+a": "r-component", "?=a": "q-component", "?a": "q-component", "??a": "r-component", "#a": "f-component"}[open]
			for _, n := range []int{75, 76, 1000} {
				g.add(syntax, false, "urn:ab:x"+open+strings.Repeat("?", n), delimiterSection(syntax, "urn:ab:x"+open+strings.Repeat("?", n)), production,
					fmt.Sprintf("%d '?' at the end of the %s", n, production))
			}
		}
		g.add(syntax, false, "urn:ab:x"+strings.Repeat("?", 100), delimiterSection(syntax, "urn:ab:x"+strings.Repeat("?", 100)), "namestring",
			"100 '?' after the NSS")
	}
}

// badUTF8 adds malformed UTF-8 (truncated, overlong, surrogates, past
// U+10FFFF, a lone continuation byte) and characters that look like
// the delimiters, at every part. Neither is ASCII, which no part of a
// URN holds unencoded.
func (g *generator) badUTF8() {
	bad := []struct{ name, b string }{
		{"a truncated two-byte sequence", "\xc3"},
		{"a truncated three-byte sequence", "\xe2\x82"},
		{"a truncated four-byte sequence", "\xf0\x9f\x98"},
		{"an overlong '/'", "\xc0\xaf"},
		{"an overlong three-byte '/'", "\xe0\x80\xaf"},
		{"a UTF-16 surrogate", "\xed\xa0\x80"},
		{"a code point past U+10FFFF", "\xf4\x90\x80\x80"},
		{"a lone continuation byte", "\xbf"},
		{"a five-byte sequence", "\xf8\x88\x80\x80\x80"},
		{"U+FF1A FULLWIDTH COLON", "\uff1a"},
		{"U+FF1F FULLWIDTH QUESTION MARK", "\uff1f"},
		{"U+FE56 SMALL QUESTION MARK", "\ufe56"},
		{"U+FF03 FULLWIDTH NUMBER SIGN", "\uff03"},
		{"U+2010 HYPHEN", "\u2010"},
		{"U+2044 FRACTION SLASH", "\u2044"},
		{"U+0430 CYRILLIC SMALL LETTER A", "\u0430"},
		{"U+FF05 FULLWIDTH PERCENT SIGN", "\uff05"},
	}
	for _, syntax := range Syntaxes {
		for _, p := range places(syntax) {
			if p.where != "middle" {
				continue
			}
			for _, b := range bad {
				g.add(syntax, false, p.before+b.b+p.after, sectionOf(syntax, p.production, b.b), p.production,
					fmt.Sprintf("%s in the middle of the %s", b.name, p.production))
			}
		}
		// Look-alikes in place of the delimiters themselves.
		for _, in := range []string{"urn\uff1aab:c", "urn:ab\uff1ac", "urn:ab:c\uff1f+r", "urn:ab:c\uff1f=q", "urn:ab:c\uff1fq", "urn:ab:c\uff03f", "urn:ab:c\ufe56q"} {
			production := "NSS"
			switch {
			case strings.HasPrefix(in, "urn\uff1a"):
				production = "assigned-name"
			case strings.HasPrefix(in, "urn:ab\uff1a"):
				production = "NID"
			}
			g.add(syntax, false, in, sectionOf(syntax, production, "\uff1a"), production,
				"a character that looks like a delimiter, in its place")
		}
	}
}

// percentHoles adds "%25", which must never be decoded twice, and
// percent-encoded octets against the characters they encode.
func (g *generator) percentHoles() {
	for _, syntax := range Syntaxes {
		for _, in := range []string{"urn:ab:%25", "urn:ab:%2541", "urn:ab:%25%41", "urn:ab:%25ab", "urn:ab:%2525", "urn:ab:%25%"} {
			g.add(syntax, false, in, sectionOf(syntax, "pct-encoded", "%25"), "pct-encoded", `"%25", an encoded '%'`)
		}
		for _, in := range []string{"urn:ab:%25ab", "URN:AB:%25%4a", "urn:ab:%2525", "urn:ab:%2541"} {
			g.normalization(syntax, in, `"%25", whose following characters are not hex digits of it`)
		}
		pairs := [][3]string{
			{"urn:ab:%2541", "urn:ab:%41", "differ"},
			{"urn:ab:%2541", "urn:ab:A", "differ"},
			{"urn:ab:%2541", "urn:ab:%2541", "equal"},
			{"urn:ab:%25ab", "urn:ab:%25AB", "differ"},
			{"urn:ab:%41", "urn:ab:A", "differ"},
			{"urn:ab:%4a", "urn:ab:%4A", "equal"},
			{"urn:ab:%4a", "urn:ab:J", "differ"},
			{"urn:ab:%7e", "urn:ab:%7E", "equal"},
			{"urn:ab:%7E", "urn:ab:~", "differ"},
			{"urn:ab:%2F", "urn:ab:%2f", "equal"},
		}
		for _, p := range pairs {
			if syntax == "rfc2141" && (strings.Contains(p[1], "~")) {
				continue // '~' is excluded from an RFC 2141 NSS
			}
			g.equivalence(syntax, p[0], p[1], "a percent-encoded octet against the character it encodes")
		}
	}
}

// otherSyntaxEquivalence adds equivalence and normalization cases in
// RFC 2141 and draft 14, after the examples of RFC 2141 section 6 and
// draft 14 section 4.2.
func (g *generator) otherSyntaxEquivalence() {
	rfc2141 := []string{"URN:foo:a123,456", "urn:foo:a123,456", "urn:FOO:a123,456", "urn:foo:A123,456",
		"urn:foo:a123%2C456", "URN:FOO:a123%2c456"}
	for i := range rfc2141 {
		for j := i + 1; j < len(rfc2141); j++ {
			g.equivalence("rfc2141", rfc2141[i], rfc2141[j], "the examples of RFC 2141 section 6")
		}
		g.normalization("rfc2141", rfc2141[i], "the examples of RFC 2141 section 6")
	}
	draft14 := []string{"urn:example:a123,z456", "URN:example:a123,z456", "urn:EXAMPLE:a123,z456",
		"urn:example:a123,z456?abc", "urn:example:a123,z456??xyz", "urn:example:a123,z456#789",
		"urn:example:a123,z456/foo", "urn:example:a123%2Cz456", "URN:EXAMPLE:a123%2cz456",
		"urn:example:A123,z456", "urn:example:%D0%B0123,z456", "URN:EXAMPLE:a123%2cz456?q%2c??r%2c#f%2c"}
	for i := range draft14 {
		for j := i + 1; j < len(draft14); j++ {
			g.equivalence("draft14", draft14[i], draft14[j], "after the examples of draft 14 section 4.2")
		}
		g.normalization("draft14", draft14[i], "after the examples of draft 14 section 4.2")
	}
}

// notURNs adds equivalence and normalization cases whose input is not
// a URN: the expected answer is an error.
func (g *generator) notURNs() {
	for _, syntax := range Syntaxes {
		for _, bad := range []string{"urn:ab:%", "urn:a!:x", "urn:ab:", "urn:ab:x y", "urn:ab:%zz", "urx:ab:c"} {
			g.equivalence(syntax, bad, "urn:ab:c", "an input that is not a URN")
			g.equivalence(syntax, "urn:ab:c", bad, "an input that is not a URN")
			g.equivalence(syntax, bad, bad, "an input that is not a URN, twice")
			g.normalization(syntax, bad, "an input that is not a URN")
		}
	}
	g.equivalence("rfc8141", "urn:ab:x#f#g", "urn:ab:x", "an input that is not a URN")
	g.normalization("rfc8141", "urn:ab:x#f#g", "an input that is not a URN")
	g.normalization("draft14", "urn:ab:x??", "an input that is not a URN")
}

// equivalence adds an equivalence case of a and b, its verdict from
// the reference parser.
func (g *generator) equivalence(syntax, a, b, why string) {
	ua, okA := refSplit(a, syntax, false)
	ub, okB := refSplit(b, syntax, false)
	c := EquivalenceCase{Syntax: syntax, A: a, B: b, Section: equivalenceSection[syntax], Source: "generated: " + why}
	switch {
	case !okA && !okB:
		c.Invalid = "both"
	case !okA:
		c.Invalid = "a"
	case !okB:
		c.Invalid = "b"
	default:
		c.Equivalent = refAssignedNameOf(a, ua) == refAssignedNameOf(b, ub)
	}
	if c.Invalid != "" {
		c.Section = notURNSection(syntax)
	}
	g.suite.Equivalence = append(g.suite.Equivalence, c)
}

// normalization adds a normalization case of in, its canonical form
// from the reference parser.
func (g *generator) normalization(syntax, in, why string) {
	c := NormalizationCase{Syntax: syntax, Input: in, Source: "generated: " + why}
	u, ok := refSplit(in, syntax, false)
	if !ok {
		c.Invalid, c.Section = true, notURNSection(syntax)
	} else {
		c.Canonical = refCanonical(in, u)
		c.AssignedName = assignedName(c.Canonical)
		c.Section = normalizationSection(syntax, c.Canonical)
	}
	g.suite.Normalization = append(g.suite.Normalization, c)
}

// notURNSection names the grammar of syntax, which an input that is
// not a URN breaks.
func notURNSection(syntax string) string {
	return sectionOf(syntax, "", "")
}
