// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"regexp"
	"strings"
)

// The reference parser gives the expected results of the generated
// cases. It is written from the grammars alone, apart from the parser
// of the root package: it splits a URN where the prose of each syntax
// says its parts end, then matches each part against a regular
// expression transcribed from the ABNF. TestReference checks it
// against every hand-worked case of the tables.

// pchar is RFC 3986's pchar (section 3.3), which RFC 8141 section 2 and
// draft 14 section 3 use: unreserved, pct-encoded, sub-delims, ':', '@'.
const pchar = `(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})`

var (
	nid8141   = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]$`)
	nss8141   = regexp.MustCompile(`^` + pchar + `(?:` + pchar + `|/)*$`)
	component = regexp.MustCompile(`^` + pchar + `(?:` + pchar + `|[/?])*$`)
	fragment  = regexp.MustCompile(`^(?:` + pchar + `|[/?])*$`)

	// RFC 2141 section 2.1 and 2.2: <let-num> [ 1,31<let-num-hyp> ] and
	// 1*<URN chars> without the reserved "/", "?" and "#" (2.3.2).
	nid2141 = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9-]{0,31}$`)
	nss2141 = regexp.MustCompile(`^(?:[A-Za-z0-9()+,\-.:=@;$_!*']|%[0-9A-Fa-f]{2})+$`)
)

// A refURN is what the reference parser makes of an input.
type refURN struct {
	valid     bool
	nid, nss  string
	r, q, f   *string
	offset    int
	errorName string
	generic   bool // the bareQuestion reading: a URI query, no r or q
}

// refParse parses s in the named syntax.
func refParse(s, syntax string, rejectNUL bool) refURN {
	return readingParse(s, syntax, rejectNUL, reading{})
}

// readingParse parses s in the named syntax under a reading.
func readingParse(s, syntax string, rejectNUL bool, rd reading) refURN {
	if u, ok := readingSplit(s, syntax, rejectNUL, rd); ok {
		return u
	}
	// The viable prefixes of s are s[:0] to s[:off]: search for off.
	lo, hi := 0, len(s) // s[:lo] is viable; s[:hi+1] is not, or hi == len(s)
	for lo < hi {
		mid := lo + (hi-lo+1)/2
		if refViable(s[:mid], syntax, rejectNUL, rd) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return refURN{offset: lo, errorName: refErrorName(s, lo, syntax)}
}

// refSplit splits s into its parts and reports whether it is valid.
func refSplit(s, syntax string, rejectNUL bool) (refURN, bool) {
	return readingSplit(s, syntax, rejectNUL, reading{})
}

// readingSplit is refSplit under a reading.
func readingSplit(s, syntax string, rejectNUL bool, rd reading) (refURN, bool) {
	var u refURN
	if len(s) < 4 || !strings.EqualFold(s[:4], "urn:") {
		return u, false
	}
	nid, rest, ok := strings.Cut(s[4:], ":")
	if !ok {
		return u, false
	}
	u.nid = nid
	if syntax == "rfc2141" {
		// No components: everything after the NID is the NSS.
		u.nss = rest
		nss := nss2141
		if rd.reserved2141 {
			nss = nss2141Reserved
		}
		if !nid2141.MatchString(nid) || strings.EqualFold(nid, "urn") ||
			!nss.MatchString(rest) || strings.Contains(rest, "%00") && (rejectNUL || !rd.nul2141) {
			return u, false
		}
		u.valid = true
		return u, true
	}
	if !nid8141.MatchString(nid) {
		return u, false
	}
	// The NSS ends at the first '?' or '#' (neither is a pchar).
	end := strings.IndexAny(rest, "?#")
	if end < 0 {
		end = len(rest)
	}
	u.nss, rest = rest[:end], rest[end:]
	if !nss8141.MatchString(u.nss) {
		return u, false
	}
	if rd.grammarOnly || rd.bareQuestion && bare(rest) {
		u.valid = rd.finish(&u, s, syntax, rest, rejectNUL)
		return u, u.valid
	}
	take := func(s string, stops ...string) (string, string) {
		end := len(s)
		for _, stop := range stops {
			if i := strings.Index(s, stop); i >= 0 && i < end {
				end = i
			}
		}
		return s[:end], s[end:]
	}
	var r, q string
	hasR, hasQ := false, false
	switch syntax {
	case "rfc8141":
		// RFC 8141 section 2.3.1: "?+" introduces the r-component,
		// which ends with "?=" or '#'; section 2.3.2: "?=" introduces
		// the q-component, which ends with '#'.
		if strings.HasPrefix(rest, "?+") {
			r, rest = take(rest[2:], "?=", "#")
			hasR = true
		}
		if strings.HasPrefix(rest, "?=") {
			q, rest = take(rest[2:], "#")
			hasQ = true
		}
	case "draft14":
		// Draft 14 section 3.3.1: the q-component is indicated by the
		// first '?' and terminated by "??" or '#'; section 3.3.2: "??"
		// indicates the r-component, terminated by '#'.
		if strings.HasPrefix(rest, "?") && !strings.HasPrefix(rest, "??") {
			q, rest = take(rest[1:], "??", "#")
			hasQ = true
		}
		if strings.HasPrefix(rest, "??") {
			r, rest = take(rest[2:], "#")
			hasR = true
		}
	default:
		return u, false
	}
	comp := component
	if rd.questionEdge {
		comp = componentEdge
	}
	if hasR {
		if !comp.MatchString(r) {
			return u, false
		}
		u.r = &r
	}
	if hasQ {
		if !comp.MatchString(q) {
			return u, false
		}
		u.q = &q
	}
	if strings.HasPrefix(rest, "#") {
		f := rest[1:]
		if !fragment.MatchString(f) {
			return u, false
		}
		u.f, rest = &f, ""
	}
	if rest != "" || rejectNUL && strings.Contains(s, "%00") {
		return u, false
	}
	u.valid = true
	return u, true
}

// completions are enough endings to make every prefix of a valid URN
// valid: the rest of a scheme, a NID and an NSS, one more character of
// a NID, an NSS, a component or a percent-encoded octet, or the second
// character of a component delimiter. '1' rather than '0' keeps
// "%0" clear of "%00".
var completions = []string{"", "1", "11", "1:1", "11:1", ":1", "+1", "=1",
	":11:1", "n:11:1", "rn:11:1", "urn:11:1"}

// refViable reports whether prefix begins some valid URN.
func refViable(prefix, syntax string, rejectNUL bool, rd reading) bool {
	for _, c := range completions {
		if _, ok := readingSplit(prefix+c, syntax, rejectNUL, rd); ok {
			return true
		}
	}
	return false
}

// refErrorName names the rule that s breaks at offset off: the part of
// the URN that the longest valid prefix ends in.
func refErrorName(s string, off int, syntax string) string {
	if off < 4 {
		return "scheme"
	}
	if off >= 1 && s[off-1] == '%' || off >= 2 && s[off-2] == '%' {
		return "percent"
	}
	colon := strings.IndexByte(s[4:off], ':')
	if colon < 0 {
		return "nid"
	}
	if syntax == "rfc2141" || !strings.ContainsAny(s[4+colon+1:off], "?#") {
		return "nss"
	}
	return "component"
}

// refCanonical is the RFC 8141 section 3.1 canonical form of a valid
// URN u parsed from s: "urn" and the NID in lower case, the hex digits
// of percent-encoded octets of the NSS in upper case, the components
// as written.
func refCanonical(s string, u refURN) string {
	var b strings.Builder
	b.WriteString("urn:")
	b.WriteString(strings.ToLower(u.nid))
	b.WriteByte(':')
	for i := 0; i < len(u.nss); i++ {
		if u.nss[i] == '%' {
			b.WriteString(strings.ToUpper(u.nss[i : i+3]))
			i += 2
			continue
		}
		b.WriteByte(u.nss[i])
	}
	b.WriteString(s[4+len(u.nid)+1+len(u.nss):])
	return b.String()
}

// refAssignedName is the canonical assigned-name of s, or "" when s is
// not a valid RFC 8141 URN.
func refAssignedName(s string) string {
	u, ok := refSplit(s, "rfc8141", false)
	if !ok {
		return ""
	}
	return refAssignedNameOf(s, u)
}

// refAssignedNameOf is the canonical assigned-name of s, parsed as u.
func refAssignedNameOf(s string, u refURN) string {
	c := refCanonical(s, u)
	return c[:4+len(u.nid)+1+len(u.nss)]
}
