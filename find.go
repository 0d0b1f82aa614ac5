// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"bytes"
	"strings"
)

// A Match is a URN found in text.
type Match struct {
	// URN is the URN found, parsed in the chosen syntax. It refers to
	// the searched string ([Parser.FindAll]) or holds a copy of its
	// own text ([Parser.FindAllBytes], [Scanner], and a URN joined
	// from several lines).
	URN URN

	// Start and End are the byte offsets of the URN in the searched
	// text or stream: text[Start:End] is the URN as written there. For
	// a URN broken over lines inside "<...>", that includes the line
	// breaks and the white space around them, and End-Start is more
	// than len(URN.String()).
	Start, End int
}

// FindAll returns every URN in text, in the order they appear, found
// by the rules of [Parser.FindAll] with the RFC 8141 syntax.
func FindAll(text string) []Match { return Parser{}.FindAll(text) }

// FindAll returns every URN in text that is valid in the Parser's
// syntax, in the order they appear, with their byte offsets. Invalid
// candidates are skipped, never returned. The URNs refer to text, so a
// match allocates nothing unless it is joined from several lines.
//
// The rules that decide where a URN starts and ends, with examples, are
// in the package documentation, under "Finding URNs in text".
//
// When p.MaxLength > 0, no URN longer than MaxLength bytes is found: a
// candidate that is still a possible URN after MaxLength bytes is
// skipped, with the rest of its run of bytes (up to where the rules of
// the package documentation stop it), and the search goes on after
// that. The bytes counted include trailing punctuation that would be
// dropped: with MaxLength 13, neither "urn:example:ab" nor
// "urn:example:a." gives a match.
//
// The search takes time linear in the length of text, whatever
// MaxLength is: no byte is looked at more than a few times.
func (p Parser) FindAll(text string) []Match {
	return findAll(p.finder(), text, strings.IndexByte)
}

// Find returns the first URN in text, found as [Parser.FindAll] does,
// and whether there is one.
func (p Parser) Find(text string) (Match, bool) {
	f := p.finder()
	m, st := findNext(&f, text, 0, true, strings.IndexByte)
	return m, st.found
}

// FindAllBytes is like [Parser.FindAll] for a byte slice. Each URN
// holds a copy of its text, so text may be changed afterwards.
func (p Parser) FindAllBytes(text []byte) []Match {
	return findAll(p.finder(), text, bytes.IndexByte)
}

func findAll[T string | []byte](f finder, text T, index func(T, byte) int) []Match {
	var ms []Match
	for from := 0; ; {
		m, st := findNext(&f, text, from, true, index)
		if !st.found {
			return ms
		}
		ms = append(ms, m)
		from = st.resume
	}
}

// finder holds what the search needs from a Parser, and what it knows
// of the text.
type finder struct {
	g      *grammar
	maxLen int // the longest URN found; 0 for any

	// text[runFrom:runTo] is known to be URN bytes. Candidates in one
	// run share its end, so this keeps the search linear in time on a
	// long run with many candidates, such as "(urn:-(urn:-(urn:-".
	// runMarked says whether it holds a byte that stopAt looks at.
	runFrom, runTo int
	runMarked      bool

	// skip is set while the search passes over the rest of a candidate
	// longer than maxLen, and run says where that run stops.
	skip bool
	run  runState

	// work counts the bytes the search has looked at, a few times over
	// at most; the tests check that it stays linear in the input.
	work int

	// started is set once the start of the text has been looked at;
	// delim is then the column delimiter its first line declares, or
	// 0 (see tableDelim).
	started bool
	delim   byte
}

// tableDelim returns the column delimiter that the first line of a text
// declares when it is the header of a table whose first column is named
// "urn", in any case: "urn#passage" ('#', as in the CEX format),
// "urn,label", "urn;label", "urn|label" or "urn" and a tab. It returns
// 0 for any other text, and ok false when text is too short to tell.
func tableDelim[T string | []byte](text T, atEOF bool) (delim byte, ok bool) {
	if len(text) < 4 {
		return 0, atEOF
	}
	if lower(text[0]) != 'u' || lower(text[1]) != 'r' || lower(text[2]) != 'n' {
		return 0, true
	}
	if c := text[3]; strings.IndexByte("#,;|\t", c) >= 0 {
		return c, true
	}
	return 0, true
}

// A runState is what the search knows, going along a candidate, of
// where its run stops (see stopAt).
type runState struct {
	opener byte // the byte before the candidate, 0 at the start
	depth  int  // '(' opened after "urn:" and not yet closed
	san    bool // the candidate follows "URI:", in a subjectAltName list
	delim  byte // the column delimiter of the text's table, or 0
}

// runEnd returns the end of the run of URN bytes that goes on at
// text[i], looking no further than limit.
func runEnd[T string | []byte](f *finder, text T, i, limit int) int {
	j, marks := i, uint8(0)
	if f.runFrom <= i && i < f.runTo {
		j = min(f.runTo, limit)
		if f.runMarked {
			marks = runMarkByte
		}
	}
	start := j
	for j < limit {
		v := runBytes[text[j]]
		if v == 0 {
			break
		}
		marks |= v
		j++
	}
	f.work += j - start
	f.runFrom, f.runTo = i, j
	f.runMarked = marks&runMarkByte != 0
	return j
}

// limit returns how far, in a text of n bytes, the search looks for
// the end of a URN that starts at i: MaxLength bytes and one more, to
// see whether the URN goes on. It does not overflow for any MaxLength.
func (f *finder) limit(i, n int) int {
	if f.maxLen > 0 && f.maxLen < n-i {
		return i + f.maxLen + 1
	}
	return n
}

func (p Parser) finder() finder {
	return finder{g: p.grammar(), maxLen: max(p.MaxLength, 0)}
}

// A findState says how a search of a window of text ended.
type findState struct {
	found  bool // a match was found; search again from resume
	more   bool // more text is needed: keep the window from keep on and search again from resume
	keep   int
	resume int
}

// urnByte reports whether c can appear in a URN of any syntax.
func urnByte(c byte) bool { return runBytes[c] != 0 }

// runBytes holds, for each byte that can appear in a URN of any syntax,
// runURNByte, and runMarkByte too for those that stopAt looks at.
var runBytes = func() (t [256]uint8) {
	for c := range t {
		if class[c]&cFrag != 0 || c == '%' || c == '#' {
			t[c] = runURNByte
		}
	}
	for _, c := range "()'&,;#" {
		t[c] |= runMarkByte
	}
	return t
}()

const (
	runURNByte  = 1 << iota // can appear in a URN
	runMarkByte             // looked at by stopAt
)

// wordByte reports whether c is an ASCII letter, digit or '_'.
func wordByte(c byte) bool { return class[c]&cAlnum != 0 || c == '_' }

// canStart reports whether a match may start at the "urn" at text[i]:
// it is not the tail of a longer word or scheme name. The window must
// hold the two bytes before it, unless it is at the start of the text.
func canStart[T string | []byte](text T, i int) bool {
	if i == 0 {
		return true
	}
	switch c := text[i-1]; {
	case wordByte(c):
		return false
	case c == '-' || c == '+' || c == '.':
		return i < 2 || class[text[i-2]]&cAlnum == 0
	}
	return true
}

// stopAt returns the first index k in text[from:to] where the run of a
// candidate stops short of the bytes that can belong to a URN: an HTML
// or XML character reference, a ')' that closes no '(' opened in the
// candidate, an apostrophe after an apostrophe, a '&' after '=', the
// column delimiter of a table (see tableDelim), a ',' followed by
// "urn:" (a list of URNs), or, after "URI:", a ',' that begins the next
// entry of a subjectAltName list (see sanEntry).
// It returns to if there is none. more reports that the window ends
// before a '&' or a ',' can be told apart: k is then that byte.
func stopAt[T string | []byte](f *finder, text T, from, to int, st *runState, atEOF bool) (k int, more bool) {
	for k = from; k < to; k++ {
		for k < to && runBytes[text[k]]&runMarkByte == 0 {
			k++
		}
		if k == to {
			break
		}
		// The run stops at k, or it takes more text to tell.
		stop, ans := false, refNo
		switch text[k] {
		case '(':
			st.depth++
		case ')':
			if stop = st.depth == 0; !stop {
				st.depth--
			}
		case '\'':
			stop = st.opener == '\''
		case ',':
			// A list of URNs, or of subjectAltName entries.
			if ans = urnAt(text, k+1); ans != refYes && st.san {
				if san := sanEntry(text, k+1); san != refNo {
					ans = san
				}
			}
		case '&':
			if stop = st.opener == '='; !stop {
				ans = charRef(text, k)
			}
		}
		if stop || ans == refYes || text[k] == st.delim {
			f.work += k - from
			return k, false
		}
		if ans == refMore && !atEOF {
			f.work += k - from
			return k, true
		}
	}
	f.work += to - from
	return to, false
}

// Answers of charRef, urnAt and sanEntry: whether the text at hand is one.
const (
	refNo   = iota // not a character reference
	refYes         // a character reference
	refMore        // the text ends before it can tell
)

// maxRefName is the length of the longest name of an HTML character
// reference ("CounterClockwiseContourIntegral") and one more.
const maxRefName = 32

// charRef reports whether text[k], an '&', begins a character
// reference of HTML or XML: "&" name ";", "&#" digits ";" or "&#x" hex
// digits ";".
func charRef[T string | []byte](text T, k int) int {
	i := k + 1
	if i == len(text) {
		return refMore
	}
	var m uint8 = cAlnum
	n := maxRefName
	switch c := text[i]; {
	case c == '#':
		i++
		if i == len(text) {
			return refMore
		}
		m, n = cHex, 8
		if text[i]|0x20 == 'x' {
			i++
		} else {
			m = 0 // digits only
		}
	case class[c]&cAlnum == 0 || c <= '9':
		return refNo // a name begins with a letter
	}
	start := i
	for ; i < len(text) && i-start < n; i++ {
		c := text[i]
		if m == 0 && '0' <= c && c <= '9' || m != 0 && class[c]&m != 0 {
			continue
		}
		if c == ';' && i > start {
			return refYes
		}
		return refNo
	}
	if i == len(text) {
		return refMore
	}
	return refNo
}

// findNext searches text[from:] for the first match. When atEOF is
// false, text is a window of a longer stream: if the answer depends on
// bytes past its end, findNext asks for more. The window must keep at
// least four bytes before any "urn:" it may begin with, unless that is
// the start of the stream, so that the start rule can be checked.
func findNext[T string | []byte](f *finder, text T, from int, atEOF bool, index func(T, byte) int) (Match, findState) {
	if !f.started {
		// Called first with the start of the text or stream.
		d, ok := tableDelim(text, atEOF)
		if !ok {
			return Match{}, findState{more: true, keep: 0, resume: from}
		}
		f.started, f.delim = true, d
	}
	for {
		if f.skip {
			// The rest of a candidate longer than maxLen.
			j := runEnd(f, text, from, len(text))
			k, more := stopAt(f, text, from, j, &f.run, atEOF)
			if k == len(text) && !atEOF || more {
				return Match{}, findState{more: true, keep: max(k-2, 0), resume: k}
			}
			f.skip = false
			from = k
		}
		k := index(text[from:], ':')
		if k < 0 {
			f.work += len(text) - from
			if atEOF {
				return Match{}, findState{}
			}
			// Keep "urn" and the four bytes before it, in case the
			// ':' comes next.
			return Match{}, findState{more: true, keep: max(len(text)-7, 0), resume: len(text)}
		}
		f.work += k + 1
		c := from + k
		from = c + 1
		i := c - 3
		if i < 0 || lower(text[i]) != 'u' || lower(text[i+1]) != 'r' || lower(text[i+2]) != 'n' ||
			!canStart(text, i) {
			continue
		}
		m, st := candidate(f, text, i, atEOF)
		switch {
		case st.more:
			return Match{}, findState{more: true, keep: max(i-4, 0), resume: c}
		case st.found:
			return m, st
		case st.resume > from:
			from = st.resume
		}
	}
}

// candidate looks at the "urn:" at text[i], where a match may start.
// It returns the match there and found, or where the search goes on
// when there is none (resume; 0 for right after the "urn:"), or more.
func candidate[T string | []byte](f *finder, text T, i int, atEOF bool) (Match, findState) {
	c := i + 3
	var opener byte
	if i > 0 {
		opener = text[i-1]
	}
	more := findState{more: true}
	// The run of bytes that can be part of the URN.
	limit := f.limit(i, len(text))
	j := runEnd(f, text, c+1, limit)
	// Parse what can be part of the URN, up to where its run stops
	// short of what the grammar allows (stopAt). The parse stops at
	// the first byte that cannot belong: only when it gets to j may
	// the URN go on past j. A long run is looked at in growing pieces,
	// so that the work on a candidate, and the copy of a []byte, go
	// only about as far as the parse gets.
	var (
		cand string
		u    URN
		off  int
		r    reason
	)
	run := runState{opener: opener, delim: f.delim,
		san: i >= 4 && lower(text[i-4]) == 'u' && lower(text[i-3]) == 'r' && lower(text[i-2]) == 'i' && text[i-1] == ':'}
	scanned, stopped := c+1, false
	for n := min(j-i, 256); ; n = min(2*n, j-i) {
		k, wait := i+n, false
		if f.runMarked {
			k, wait = stopAt(f, text, scanned, i+n, &run, atEOF)
		}
		if wait {
			return Match{}, more
		}
		if scanned = k; k < i+n {
			n, stopped = k-i, true
		}
		cand = string(text[i : i+n])
		f.work += n
		if u, off, r = f.g.parseURN(cand); r == 0 {
			off = n
		}
		if stopped || off < n || i+n == j {
			break
		}
	}
	if !stopped && off == len(cand) && j == limit {
		// Still a possible URN at the limit.
		if f.maxLen > 0 && j-i > f.maxLen {
			f.skip, f.run = true, run
			return Match{}, findState{resume: j}
		}
		if !atEOF {
			return Match{}, more
		}
	}
	if r != 0 {
		var ok bool
		if u, ok = f.longest(cand, off); !ok {
			return Match{}, findState{}
		}
	}
	e := i + len(u.s)
	if e < len(text) {
		switch text[e] {
		case '{', '%':
			return Match{}, findState{resume: e} // a template
		case '<', '\\':
			if e+1 == len(text) && !atEOF {
				return Match{}, more
			}
			if e+1 < len(text) && !endsToken(text[e], text[e+1]) {
				return Match{}, findState{resume: e}
			}
		}
	}
	if hasVariable(u.s) || hasPlaceholder(u.s) || u.s[len(u.s)-1] == '(' {
		// A variable, a placeholder, or a group of a regular
		// expression that the URN cannot hold ("urn:ex:([a-z]+)").
		return Match{}, findState{resume: e}
	}
	if end := i + len(cand); opener == '<' && end < len(text) && isSpace(text[end]) {
		end, joined, st := joinLines(f, text, i, end, atEOF)
		if st.more {
			return Match{}, more
		}
		if end > 0 {
			f.work += len(joined)
			if u, _, r := f.g.parseURN(joined); r == 0 {
				return Match{URN: u, Start: i, End: end}, findState{found: true, resume: end}
			}
		}
	}
	drop := ".,;:!?"
	if e < len(text) && closes(opener, text[e]) {
		drop = ""
		if opener == '"' || opener == '\'' {
			drop = ".,"
		}
	}
	u, n := f.trim(u, drop)
	if opener == '*' && u.s[n-1] == '*' {
		// The '*' that close an emphasis, "*urn:ex:a*" or
		// "**urn:ex:a**", and the punctuation before them.
		s := strings.TrimRight(u.s[:n], "*")
		var ok bool
		if u, ok = f.longest(s, len(s)); !ok {
			return Match{}, findState{resume: i + n}
		}
		u, n = f.trim(u, ".,;:!?")
	}
	if u.s[n-1] == '*' {
		return Match{}, findState{resume: i + n} // a wildcard pattern
	}
	return Match{URN: u, Start: i, End: i + n}, findState{found: true, resume: i + n}
}

// endsToken reports whether c, which is '<' or a backslash, and the
// byte after it end the text of a URN: an end tag ("</"), or an escape
// sequence of a string literal (\" or \n). Any other '<' or backslash
// goes on with the token, as in "urn:ex:<id>" and the regular
// expression "urn:ex:(\d+)".
func endsToken(c, next byte) bool {
	if c == '<' {
		return next == '/'
	}
	return strings.IndexByte("\"'\\/nrtu&}", next) >= 0
}

// urnAt reports whether text[i:] begins with "urn:", in any case: refYes,
// refNo, or refMore when the text ends before it can tell.
func urnAt[T string | []byte](text T, i int) int {
	for j, c := range []byte("urn:") {
		switch {
		case i+j == len(text):
			return refMore
		case lower(text[i+j]) != c:
			return refNo
		}
	}
	return refYes
}

// sanEntry reports whether text[i:] begins with the type of an entry
// of a subjectAltName list, as OpenSSL names them (RFC 5280, section
// 4.2.1.6): "email:", "URI:", "DNS:", "RID:", "IP:", "dirName:" or
// "otherName:", in any case. It answers refYes, refNo, or refMore when
// the text ends before it can tell.
func sanEntry[T string | []byte](text T, i int) int {
	j := i
	for j < len(text) && j-i <= len("otherName") && class[text[j]]&cAlnum != 0 {
		j++
	}
	switch {
	case j == len(text):
		return refMore
	case text[j] != ':' || j == i || j-i > len("otherName"):
		return refNo
	}
	name := string(text[i:j])
	for _, t := range [...]string{"email", "URI", "DNS", "RID", "IP", "dirName", "otherName"} {
		if strings.EqualFold(name, t) {
			return refYes
		}
	}
	return refNo
}

// hasPlaceholder reports whether the NSS of the URN s holds a word of
// three or more x's alone, all lower case or all upper case: the
// placeholder of documentation ("urn:li:person:xxx",
// "urn:uuid:xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", "URN:EX:XXX").
func hasPlaceholder(s string) bool {
	return hasXWord(s, "xxx") || hasXWord(s, "XXX")
}

// hasXWord reports whether s, after "urn:", holds a word made of the
// byte that xxx repeats three times, three or more of it and nothing
// else, between bytes that are not letters or digits.
func hasXWord(s, xxx string) bool {
	x := xxx[0]
	for i := len("urn:"); ; {
		k := strings.Index(s[i:], xxx)
		if k < 0 {
			return false
		}
		k += i
		start := k
		for start > len("urn:") && s[start-1] == x {
			start--
		}
		end := k + 3
		for end < len(s) && s[end] == x {
			end++
		}
		if class[s[start-1]]&cAlnum == 0 && (end == len(s) || class[s[end]]&cAlnum == 0) {
			return true
		}
		i = end
	}
}

// hasVariable reports whether s holds a '$' followed by a letter, '{'
// or '(', as a variable of a shell, Perl or template language does.
func hasVariable(s string) bool {
	for {
		k := strings.IndexByte(s, '$')
		if k < 0 || k+1 == len(s) {
			return false
		}
		if c := s[k+1]; class[c]&cAlnum != 0 && c > '9' || c == '{' || c == '(' {
			return true
		}
		s = s[k+1:]
	}
}

// closes reports whether c closes the wrapper that opener opens.
func closes(opener, c byte) bool {
	switch opener {
	case '<':
		return c == '>'
	case '"', '\'', '`':
		return c == opener
	}
	return false
}

// joinLines reads a URN broken over lines inside "<...>": text[i:j] is its
// first line and text[j] is white space. It returns the offset just
// past the last byte of the URN (before the white space and the '>')
// and the joined text, or end 0 when the text there is not one URN
// broken at line breaks. It asks for more when the window ends first.
func joinLines[T string | []byte](f *finder, text T, i, j int, atEOF bool) (end int, joined string, st findState) {
	limit := f.limit(i, len(text))
	first := j
	k := j
	defer func() { f.work += k - first }()
	var b []byte
	for {
		// The white space between two lines: exactly one line break.
		breaks := 0
		for k < limit && isSpace(text[k]) {
			if text[k] == '\n' || text[k] == '\r' && (k+1 == len(text) || text[k+1] != '\n') {
				breaks++
			}
			k++
		}
		if k == len(text) && !atEOF {
			return 0, "", findState{more: true}
		}
		if k == limit || breaks > 1 {
			return 0, "", findState{}
		}
		if text[k] == '>' {
			if b == nil {
				return 0, "", findState{} // white space, but on one line
			}
			return j, string(text[i:first]) + string(b), findState{}
		}
		if breaks == 0 {
			return 0, "", findState{}
		}
		start := k
		for k < limit && urnByte(text[k]) {
			k++
		}
		if k == len(text) && !atEOF {
			return 0, "", findState{more: true}
		}
		if k == start || k == limit {
			return 0, "", findState{}
		}
		b = append(b, text[start:k]...)
		j = k
	}
}

// longest returns the longest prefix of s that is a valid URN. s
// starts with "urn:", and no prefix of it longer than off is valid.
func (f *finder) longest(s string, off int) (URN, bool) {
	// After the first valid prefix, a valid one follows within six
	// bytes ("?+%41" is the longest stretch without one) unless the
	// parse fails: so the longest valid prefix, if there is one, is
	// among the last few before off.
	for k := min(off, len(s)); k > 4 && k >= off-8; k-- {
		f.work += k
		if u, _, r := f.g.parseURN(s[:k]); r == 0 {
			return u, true
		}
	}
	return URN{}, false
}

// trim drops the trailing punctuation in drop from u (the trailing
// punctuation rule of Parser.FindAll) and returns the URN that is left
// and its length.
func (f *finder) trim(u URN, drop string) (URN, int) {
	s := u.s
	k := len(s)
	for k > 0 && strings.IndexByte(drop, s[k-1]) >= 0 {
		k--
	}
	f.work += len(s) - k
	// Keep as few of the dropped characters as make a valid URN.
	for n := k; n < len(s) && n <= k+3; n++ {
		f.work += n
		if v, _, r := f.g.parseURN(s[:n]); r == 0 {
			return v, n
		}
	}
	return u, len(s)
}
