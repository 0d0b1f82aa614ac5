// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urnkit/urn/internal/ascii"
)

// A QueryPolicy says what resolution ([Options.Resolve]) does with the
// q-component of a URN.
// RFC 8141 section 2.3.2 has a resolver that returns a locator copy the
// q-component into the locator's query; when the locator's query holds
// parameters of its own (a tenant, a key, a format), a q-component that
// names them again could change what they say to a server that reads
// the last or every value. The zero value is [QueryAddNew].
type QueryPolicy uint8

const (
	// QueryAddNew adds the q-component to the query, as [QueryAppend]
	// does, unless it would change a parameter that the query already
	// sets, as some server reads the query: then resolution fails with
	// an error that wraps [ErrQuery] and names both parameters. It is
	// the default.
	//
	// The query with the q-component added is read as written, and as
	// servers behind a proxy that decodes it read it: decoded once and
	// twice, each reading also without the octets that are not UTF-8.
	// In each reading, parameters are separated by '&' or ';' (also in
	// an overlong UTF-8 form, as a lax decoder reads one), and a name
	// ends at '='. So a value can set a parameter too: "x=1%26tenant=2"
	// sets tenant once decoded.
	//
	// The names of the q-component's parameters in every reading are
	// compared with those of the query's in every reading, without
	// regard to case, in every reading that some server makes of a
	// name: decoded once more or twice more (so that the query is never
	// decoded more than twice in all), with '+' read as a space; with
	// the octets that are not UTF-8 dropped; with an overlong UTF-8
	// form of an ASCII character read as that character; cut at a NUL.
	// Each reading is compared as a server that trims whitespace and
	// reads "a[]" or "a[x]" as a, and as PHP, which drops leading
	// spaces and reads '.' and ' ' as '_'. So, against a query that
	// names "tenant" and "api_key", "TENANT", "t%65nant", "%2574enant",
	// "tenant%00", "%20tenant", "tenant[]", "api.key" and "api+key" are
	// all refused, and so are "x=1%26tenant=2" and "x=1%2526tenant=2".
	QueryAddNew QueryPolicy = iota

	// QueryAppend adds the q-component to the query as written, after
	// an '&' when the query is not empty, whatever it names.
	QueryAppend

	// QueryDrop leaves the q-component out: the query is the
	// resolver's.
	QueryDrop

	// QueryRefuse refuses a URN that has a q-component with an error
	// that wraps [ErrQuery], before the resolver is asked. Any value
	// that is not one of the QueryPolicy constants acts as QueryRefuse.
	QueryRefuse
)

// String returns the text form of p, as [QueryPolicy.MarshalText]
// writes it ("add-new", "append", "drop" or "refuse"), or
// "QueryPolicy(n)" for a value that is none of the constants.
func (p QueryPolicy) String() string {
	if int(p) < len(queryPolicyText) {
		return queryPolicyText[p]
	}
	return fmt.Sprintf("QueryPolicy(%d)", p)
}

// A marked is the text of a query, or of a path and a query, with the
// writer of each of its octets: the resolver (-1), or the URN, as the
// index of the placeholder whose text wrote it (fromQ for the
// q-component).
type marked struct {
	s  string
	by []int8
}

// fromQ marks the octets of the q-component.
const fromQ = numPlaceholders

// byURN returns the writer of the URN text among the octets
// m.s[i:j], or -1 when the resolver wrote them all.
func (m marked) byURN(i, j int) int8 {
	for _, b := range m.by[i:j] {
		if b >= 0 {
			return b
		}
	}
	return -1
}

// decode returns m with every percent-encoded octet decoded, as decode
// does; a decoded octet is the URN's when an octet of its triplet is.
func (m marked) decode() marked {
	if strings.IndexByte(m.s, '%') < 0 {
		return m
	}
	b := make([]byte, 0, len(m.s))
	by := make([]int8, 0, len(m.s))
	for i := 0; i < len(m.s); i++ {
		c, w := m.s[i], m.by[i]
		if c == '%' && i+2 < len(m.s) && ascii.IsHex(m.s[i+1]) && ascii.IsHex(m.s[i+2]) {
			c = ascii.Unhex(m.s[i+1])<<4 | ascii.Unhex(m.s[i+2])
			w = m.byURN(i, i+3)
			i += 2
		}
		b = append(b, c)
		by = append(by, w)
	}
	return marked{string(b), by}
}

// validUTF8 returns m without the octets that are not valid UTF-8.
func (m marked) validUTF8() marked {
	if utf8.ValidString(m.s) {
		return m
	}
	b := make([]byte, 0, len(m.s))
	by := make([]int8, 0, len(m.s))
	for i := 0; i < len(m.s); {
		_, n := utf8.DecodeRuneInString(m.s[i:])
		if n == 1 && m.s[i] >= utf8.RuneSelf {
			i++
			continue
		}
		b = append(b, m.s[i:i+n]...)
		by = append(by, m.by[i:i+n]...)
		i += n
	}
	return marked{string(b), by}
}

// A param is a parameter of a query as a reading makes it.
type param struct {
	name  string // in the reading
	by    int8   // the URN's writer of its name or of the separator before it; -1 for the resolver's
	depth int    // of the reading: 0 as written, 1 decoded once, 2 twice
}

// A conflict is what makes a URN's text change the query of a
// resolver, in one reading of the URL.
type conflict struct {
	depth int    // of the reading
	by    int8   // the writer of the URN's text at fault
	name  string // the URN's parameter name, in the reading, or "" when it ends the path or the query
	sep   byte   // for name == "": the '?' or '#' that ends the path or the query
	path  bool   // for name == "": whether sep ends the path
	their string // the resolver's parameter name that it names, or is cut off, in its reading

	// merged is set, with name "", when the URN's octet before sep
	// and sep read as one character, so that sep no longer separates
	// the parameter their.
	merged bool
}

// queryConflict reports the first way in which the URN's text in m
// changes a parameter that the resolver's text sets, in some reading of
// m: as written, decoded once or twice, each also without the octets
// that are not UTF-8, with overlong forms of ASCII characters read as
// the characters. m is a query, or, when hasPath, a path and a query
// (the query begins at the first '?' of each reading).
//
// In each reading, the query is split at '&' and ';' into parameters,
// whose names end at '='. A parameter is the URN's when the URN wrote
// an octet of its name, the separator before it or the octet that ends
// its name (a '=', '&' or ';' that cuts short a name of the
// resolver's), and the resolver's otherwise. There is a conflict when
// a name of a parameter of the URN is, in a reading of names that
// [QueryAddNew] lists, a name of a parameter of the resolver (in any
// reading of both), or when the URN's text holds, in some reading, a
// '#' before a parameter of the resolver; in the path, a '?' or '#'
// that ends the path before the resolver's query; or an octet that
// begins an overlong form (see asciiAt) whose later octets hold a '&',
// ';', '?' or '#' of the resolver's before one of its parameters. A
// server that reads the URL so no longer sees that parameter where the
// resolver put it.
func queryConflict(m marked, hasPath bool) (conflict, bool) {
	var reads [6]marked
	var depths [6]int
	reads[0] = m
	n := 1
	if r := m.decode(); len(r.s) < len(m.s) {
		reads[n], depths[n] = r, 1
		n++
		if r2 := r.decode(); len(r2.s) < len(r.s) {
			reads[n], depths[n] = r2, 2
			n++
		}
	}
	for i := range n {
		if v := reads[i].validUTF8(); len(v.s) < len(reads[i].s) {
			reads[n], depths[n] = v, depths[i]
			n++
		}
	}
	var mine, theirs []param
	for i, r := range reads[:n] {
		c, ok := paramsOf(r, depths[i], hasPath, &mine, &theirs)
		if ok {
			return c, true
		}
	}
	if len(mine) == 0 {
		return conflict{}, false
	}
	// The URN's text may make many parameters of both kinds (through a
	// placeholder in the resolver's query, and the q-component), so
	// the resolver's names are looked up, not compared one by one.
	var forms []paramForm
	their := make(map[paramForm]string) // written names by server and foldName
	for _, t := range theirs {
		forms = paramForms(forms[:0], t.name, 2-t.depth)
		for _, f := range forms {
			k := paramForm{server: f.server, name: foldName(f.name)}
			if _, ok := their[k]; !ok {
				their[k] = f.written
			}
		}
	}
	for _, p := range mine {
		forms = paramForms(forms[:0], p.name, 2-p.depth)
		for _, f := range forms {
			if t, ok := their[paramForm{server: f.server, name: foldName(f.name)}]; ok {
				return conflict{depth: p.depth, by: p.by, name: p.name, their: t}, true
			}
		}
	}
	return conflict{}, false
}

// foldName returns a form of s that is the same for two strings
// exactly when [strings.EqualFold] holds for them: each rune is
// replaced with the least rune of its simple case folding orbit, and
// each octet that is not UTF-8 with U+FFFD, as EqualFold reads it.
func foldName(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		b.WriteRune(least)
	}
	return b.String()
}

// describe says what c is, for an error message: what the URN's text
// does, in which reading, to a parameter of where.
func (c conflict) describe(where string) string {
	reading := ""
	switch c.depth {
	case 1:
		reading = ", decoded once,"
	case 2:
		reading = ", decoded twice,"
	}
	if c.merged {
		return fmt.Sprintf("holds%s an octet that a lax UTF-8 decoder reads as one character with the %q after it, which so no longer separates the parameter %q of %s", reading, c.sep, c.their, where)
	}
	if c.name == "" {
		what := "the query"
		if c.path {
			what = "the path"
		}
		return fmt.Sprintf("holds%s a %q that ends %s before the parameter %q of %s", reading, c.sep, what, c.their, where)
	}
	if c.name == c.their {
		return fmt.Sprintf("names%s the parameter %q, which %s names already", reading, c.name, where)
	}
	return fmt.Sprintf("names%s the parameter %q, which a server can read as %q of %s", reading, c.name, c.their, where)
}

// paramsOf appends the parameters of the reading r, of the given
// depth, to mine (the URN's) and theirs (the resolver's), and reports a
// conflict of a '?' or '#' that the URN wrote, as queryConflict says.
func paramsOf(r marked, depth int, hasPath bool, mine, theirs *[]param) (conflict, bool) {
	s := r.s
	i := 0
	if hasPath {
		// The path ends at the first '?' or '#'.
		for {
			if i == len(s) {
				return conflict{}, false
			}
			c, w := asciiAt(s, i)
			if c, ok := merges(r, i, w, depth); ok {
				return c, true
			}
			i += w
			if c != '?' && c != '#' {
				continue
			}
			if by := r.byURN(i-w, i); by >= 0 {
				if their := firstTheirs(r, i); their != "" {
					return conflict{depth: depth, by: by, sep: c, path: true, their: their}, true
				}
			}
			if c == '#' {
				return conflict{}, false // no query in this reading
			}
			break
		}
	}
	start, sepBy := i, int8(-1)
	if i > 0 {
		sepBy = r.by[i-1]
	}
	// endBy is the writer of the octet that ends the name of the
	// parameter: a name of the resolver's that the URN's '=', '&' or
	// ';' cuts short is the URN's.
	nameEnd, endBy, noneAfter := -1, int8(-1), false
	for i <= len(s) {
		c, w := byte('&'), 1 // the end of s ends its last parameter
		if i < len(s) {
			c, w = asciiAt(s, i)
			if c, ok := merges(r, i, w, depth); ok {
				return c, true
			}
		}
		switch c {
		case '=':
			if nameEnd < 0 {
				nameEnd, endBy = i, r.byURN(i, i+w)
			}
		case '#':
			// Once no parameter of the resolver follows a '#', none
			// follows a later one: look only once.
			if by := r.byURN(i, i+w); by >= 0 && !noneAfter {
				if their := firstTheirs(r, i+w); their != "" {
					return conflict{depth: depth, by: by, sep: '#', their: their}, true
				}
				noneAfter = true
			}
		case '&', ';':
			if nameEnd < 0 {
				nameEnd, endBy = i, -1
				if i < len(s) {
					endBy = r.byURN(i, i+w)
				}
			}
			p := param{name: s[start:nameEnd], by: sepBy, depth: depth}
			if p.by < 0 {
				p.by = r.byURN(start, nameEnd)
			}
			if p.by < 0 {
				p.by = endBy
			}
			if p.by >= 0 {
				*mine = append(*mine, p)
			} else {
				*theirs = append(*theirs, p)
			}
			if i < len(s) {
				sepBy = r.byURN(i, i+w)
			}
			start, nameEnd = i+w, -1
		}
		i += w
	}
	return conflict{}, false
}

// merges reports the conflict of the form of w octets at r.s[i] that
// asciiAt reads as one character, when the URN wrote its first octet
// and the resolver a later one that separates parameters ('&', ';',
// '?' or '#') and is followed by a name of the resolver's: in this
// reading the separator is gone, and the resolver's parameter is part
// of the URN's.
func merges(r marked, i, w, depth int) (conflict, bool) {
	if w == 1 || r.by[i] < 0 {
		return conflict{}, false
	}
	for k := i + 1; k < i+w; k++ {
		c := r.s[k]
		if r.by[k] >= 0 || c != '&' && c != ';' && c != '?' && c != '#' {
			continue
		}
		if their := theirName(r, i+w); their != "" {
			return conflict{depth: depth, by: r.by[i], sep: c, merged: true, their: their}, true
		}
	}
	return conflict{}, false
}

// firstTheirs returns the name of the first parameter of the resolver
// in r.s[i:], or "": a name that the resolver wrote, after a separator
// that it wrote.
func firstTheirs(r marked, i int) string {
	for i < len(r.s) {
		c, w := asciiAt(r.s, i)
		i += w
		if (c == '&' || c == ';' || c == '?') && r.byURN(i-w, i) < 0 {
			if their := theirName(r, i); their != "" {
				return their
			}
		}
	}
	return ""
}

// theirName returns the name of the parameter that begins at r.s[i],
// up to its '=', '&', ';' or '#', when the resolver wrote it all and it
// is not empty, or "".
func theirName(r marked, i int) string {
	j := i
	for j < len(r.s) {
		c, w := asciiAt(r.s, j)
		if c == '=' || c == '&' || c == ';' || c == '#' {
			break
		}
		j += w
	}
	if j > i && r.byURN(i, j) < 0 {
		return r.s[i:j]
	}
	return ""
}

// A paramForm is a parameter name as a kind of server reads it.
type paramForm struct {
	server  int // genericServer or phpServer
	name    string
	written string // the name in the query
}

const (
	genericServer = iota // trims whitespace, reads "a[x]" as an array a
	phpServer            // drops leading spaces, reads '.' and ' ' as '_'
)

// paramForms appends to dst the forms of the parameter name that
// servers read, as [QueryAddNew] says, when they decode it at most
// maxDecode more times: each reading of the name (as it is, with '+'
// as a space, and decoded up to maxDecode times as a form, each also
// without the octets that are not UTF-8, with overlong forms read as
// ASCII, cut at a NUL) as a server that trims whitespace and reads
// "a[x]" as a, and as PHP reads it. Forms that are empty name nothing
// and are left out.
func paramForms(dst []paramForm, name string, maxDecode int) []paramForm {
	var reads [8]string
	reads[0] = name
	n := 1
	if strings.IndexByte(name, '+') >= 0 {
		reads[n] = strings.ReplaceAll(name, "+", " ")
		n++
	}
	for r, d := name, 0; d < maxDecode; d++ {
		dec := formDecode(r)
		if dec == r {
			break
		}
		reads[n] = dec
		n++
		r = dec
	}
	for _, r := range reads[:n] {
		if !utf8.ValidString(r) {
			reads[n] = strings.ToValidUTF8(r, "")
			n++
		}
	}
	for _, r := range reads[:n] {
		r = laxASCII(r)
		r, _, _ = strings.Cut(r, "\x00")
		generic, _, _ := strings.Cut(r, "[")
		generic = strings.Trim(generic, asciiSpace)
		if generic != "" {
			dst = append(dst, paramForm{genericServer, generic, name})
		}
		if php := phpName(r); php != "" {
			dst = append(dst, paramForm{phpServer, php, name})
		}
	}
	return dst
}

const asciiSpace = " \t\n\v\f\r"

// phpName returns the name of a query parameter as PHP reads it into
// $_GET: leading spaces dropped, '.' and ' ' read as '_', and a name
// with a '[' followed later by a ']' read as the array before the '['
// (an unmatched '[' is read as '_').
func phpName(s string) string {
	s = strings.TrimLeft(s, " ")
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '.':
			b.WriteByte('_')
		case '[':
			if strings.IndexByte(s[i+1:], ']') < 0 {
				b.WriteByte('_')
				b.WriteString(s[i+1:])
			}
			return b.String()
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
