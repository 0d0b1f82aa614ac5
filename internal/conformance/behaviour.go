// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"encoding/hex"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Many generated cases ask the same thing of a parser: 'g' and 'h' as
// the middle character of an NSS, or the delimiters "?+a" and "?+b".
// Each case names its behaviour (the syntax, the part, the class of
// the characters in it, and the outcome), so that a pass count can be
// told in behaviours as well as in cases. A case worked out by hand is
// a behaviour of its own.

var (
	byteSource  = regexp.MustCompile(`^generated: byte 0x([0-9a-f]{2}) (?:as|in place of)`)
	bytesSource = regexp.MustCompile(`^generated: bytes ([0-9a-f ]+) (?:as|in place of)`)
	pctSource   = regexp.MustCompile(`^generated: "(%[^"]*)" in the middle`)
	delimSource = regexp.MustCompile(`^generated: the delimiters `)
	digits      = regexp.MustCompile(`[0-9]+`)
	flipSource  = regexp.MustCompile(`^generated: byte ([0-9]+) of (\S+) in the other case`)
)

// byteClass names the class of characters b belongs to in the grammars.
func byteClass(b string) string {
	if len(b) > 1 {
		if utf8.ValidString(b) {
			return "non-ASCII UTF-8"
		}
		return "malformed UTF-8"
	}
	c := b[0]
	switch {
	case c >= 0x80:
		return "malformed UTF-8"
	case 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F':
		return "hex letter"
	case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		return "letter"
	case '0' <= c && c <= '9':
		return "digit"
	case c < 0x20 || c == 0x7f:
		return "control"
	case strings.IndexByte("!$'()*+,;=", c) >= 0:
		return "sub-delim " + string(c) // RFC 2141 treats some apart
	case strings.IndexByte("-._~:@/?#%&", c) >= 0:
		return string(c)
	}
	return "other ASCII" // space, " < > [ \ ] ^ ` { | }
}

// pctClass names the shape of what follows '%': H a hex digit, x
// another character.
func pctClass(t string) string {
	var b strings.Builder
	b.WriteByte('%')
	for i := 1; i < len(t); i++ {
		if isHex(t[i]) {
			b.WriteByte('H')
		} else {
			b.WriteByte('x')
		}
	}
	return b.String()
}

// parseOutcome names the outcome of a parse case.
func parseOutcome(c *ParseCase) string {
	if !c.Valid {
		return "invalid " + c.Error
	}
	part := func(name string, p *string) string {
		switch {
		case p == nil:
			return ""
		case *p == "":
			return " " + name + " empty"
		case strings.HasPrefix(*p, "?"):
			return " " + name + " from ?"
		}
		return " " + name
	}
	return "valid" + part("r", c.R) + part("q", c.Q) + part("f", c.F)
}

// setBehaviours names the behaviour of every case of s.
func setBehaviours(s *Suite) {
	for i := range s.Parse {
		c := &s.Parse[i]
		if !strings.HasPrefix(c.Source, "generated") {
			c.Behaviour = "case " + c.ID
			continue
		}
		var class string
		if m := byteSource.FindStringSubmatch(c.Source); m != nil {
			b, _ := hex.DecodeString(m[1])
			class = byteClass(string(b))
		} else if m := bytesSource.FindStringSubmatch(c.Source); m != nil {
			b, _ := hex.DecodeString(strings.ReplaceAll(m[1], " ", ""))
			class = byteClass(string(b))
		} else if m := pctSource.FindStringSubmatch(c.Source); m != nil {
			class = pctClass(m[1])
		} else if delimSource.MatchString(c.Source) {
			// The delimiters up to the first byte that cannot belong:
			// what follows it asks nothing more.
			// For a valid URN, the delimiters each component holds.
			seq := c.Bytes()
			if !c.Valid && c.Offset < len(seq) {
				seq = seq[:c.Offset+1]
			}
			class = "delimiters " + strings.TrimPrefix(seq, "urn:ab:x")
			if c.Valid {
				class = "delimiters"
				for _, p := range []struct {
					name string
					v    *string
				}{{"r", c.R}, {"q", c.Q}, {"f", c.F}} {
					if p.v != nil {
						class += " " + p.name + "=" + strings.ReplaceAll(*p.v, "a", "")
					}
				}
			}
		} else {
			class = digits.ReplaceAllString(strings.TrimPrefix(c.Source, "generated: "), "N")
		}
		c.Behaviour = strings.Join([]string{c.Syntax, strconv.FormatBool(c.RejectNUL), c.Production, class, parseOutcome(c)}, "; ")
	}
	for i := range s.Equivalence {
		c := &s.Equivalence[i]
		if m := flipSource.FindStringSubmatch(c.Source); m != nil {
			n, _ := strconv.Atoi(m[1])
			c.Behaviour = strings.Join([]string{c.Syntax, "letter case of the " + partAt(m[2], n), strconv.FormatBool(c.Equivalent)}, "; ")
			continue
		}
		c.Behaviour = "case " + c.ID
	}
	for i := range s.Normalization {
		c := &s.Normalization[i]
		if m := flipSource.FindStringSubmatch(c.Source); m != nil {
			n, _ := strconv.Atoi(m[1])
			c.Behaviour = strings.Join([]string{c.Syntax, "letter case of the " + partAt(m[2], n)}, "; ")
			continue
		}
		c.Behaviour = "case " + c.ID
	}
	for i := range s.Namespace {
		s.Namespace[i].Behaviour = "case " + s.Namespace[i].ID
	}
}

// partAt names the part of the RFC 8141 URN s that byte i is in.
func partAt(s string, i int) string {
	u, ok := refSplit(s, "rfc8141", false)
	switch {
	case !ok:
		return "input"
	case i < 4:
		return "scheme"
	case i < 4+len(u.nid):
		return "NID"
	case i >= 4+len(u.nid)+1+len(u.nss):
		return "components"
	}
	// In the NSS: a hex digit of a percent-encoded octet, or not.
	j := i - (4 + len(u.nid) + 1)
	for k := 0; k < len(u.nss); k++ {
		if u.nss[k] == '%' {
			if j == k+1 || j == k+2 {
				return "NSS, a hex digit"
			}
			k += 2
		}
	}
	return "NSS"
}
