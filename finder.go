// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// The search for URNs in text: a finder walks a text, or a window of
// a stream, from one "urn:" to the next, parses each candidate as far
// as its run of URN bytes goes, and applies the rules of findrules.go
// to decide where the match starts and ends.

// finder holds what the search needs from a Parser, and what it knows
// of the text.
type finder struct {
	g      *grammar
	maxLen int // the longest URN found; 0 for any

	// at holds the offsets into the text that the rules keep from one
	// candidate to the next, named by the marks below. When a Scanner
	// moves its window, shift moves them all.
	at [numMarks]int

	// runMarked says whether text[at[runFrom]:at[runTo]] holds a byte
	// that stopAt looks at.
	runMarked bool

	// skip is set while the search passes over the rest of a candidate
	// longer than maxLen, and run says where that run stops.
	skip bool
	run  runState

	// work counts the bytes the search has looked at, a few times over
	// at most; the tests check that it stays linear in the input.
	work int

	// skipped counts the candidates skipped as longer than maxLen
	// since a Scanner last looked, and text[skippedAt] is the first.
	skipped, skippedAt int

	// quoteOpens says whether the apostrophe at at[quoteAt]-1 opened a
	// quotation (see quoteOpen).
	quoteOpens bool

	// started is set once the start of the text has been looked at;
	// delim is then the column delimiter its first line declares, or
	// 0, and delimCount how many of it the header holds, or -1 (see
	// tableDelim).
	started    bool
	delim      byte
	delimCount int

	// rowDelim is the answer of rowDelim for the line
	// text[at[rowFrom]:at[rowTo]].
	rowDelim byte
}

// A mark names an offset into the text that the finder keeps from one
// candidate to the next: f.at[m]. A rule that keeps an offset adds a
// mark, and shift moves it with the window of a Scanner.
type mark int

const (
	// text[runFrom:runTo] is known to be URN bytes. Candidates in one
	// run share its end, so this keeps the search linear in time on a
	// long run with many candidates, such as "(urn:-(urn:-(urn:-".
	runFrom mark = iota
	runTo
	// For quoteOpen: the nearest apostrophe or line break before
	// text[quoteScan] is at quoteAt-1, or none when quoteAt is 0.
	quoteScan
	quoteAt
	// text[rowFrom:rowTo] is the line of the last candidate that
	// rowDelim judged.
	rowFrom
	rowTo
	numMarks
)

// shift moves the finder with a window whose first keep bytes are
// dropped: every mark moves back by keep, and one that falls before
// the window's new start goes to 0, which every rule takes for "no
// answer kept".
func (f *finder) shift(keep int) {
	for m := range f.at {
		f.at[m] = max(f.at[m]-keep, 0)
	}
}

// A runState is what the search knows, going along a candidate, of
// where its run stops (see stopAt).
type runState struct {
	opener byte // the byte before the candidate, 0 at the start
	start  int  // where the candidate starts in the window
	// quote says whether an apostrophe opened a quotation before the
	// candidate (see quoteOpen): quoteYes, quoteNo, or 0 until an
	// apostrophe in the run asks.
	quote uint8
	// query says whether the candidate ends a list in the value of a
	// query parameter (see queryList): quoteYes, quoteNo, or 0 until
	// a '&' in the run asks.
	query uint8
	// subfields says whether '$' begins the next subfield of a
	// catalogue record (see subfieldRun), in the same way.
	subfields uint8
	depth     int  // '(' opened after "urn:" and not yet closed
	san       bool // the candidate follows "URI:", in a subjectAltName list
	delim     byte // the column delimiter of the text's table, or 0
}

// runEnd returns the end of the run of URN bytes that goes on at
// text[i], looking no further than limit.
func runEnd[T string | []byte](f *finder, text T, i, limit int) int {
	j, marks := i, uint8(0)
	if f.at[runFrom] <= i && i < f.at[runTo] {
		j = min(f.at[runTo], limit)
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
	f.at[runFrom], f.at[runTo] = i, j
	f.runMarked = marks&runMarkByte != 0
	return j
}

// limit returns how far, in a text of n bytes, the search looks for
// the end of a URN that starts at i: MaxLength bytes, maxDropped more
// for what may follow the URN and be dropped (see maxDropped), and one
// more, to see whether the run goes on. It does not overflow for any
// MaxLength.
func (f *finder) limit(i, n int) int {
	if f.maxLen > 0 && f.maxLen < n-i-maxDropped {
		return i + f.maxLen + maxDropped + 1
	}
	return n
}

// maxDropped is how many bytes past MaxLength the search reads of a
// run, for the bytes that follow a URN in its run and are not part of
// it, such as trailing punctuation, the '*' that close an emphasis and
// the extension of a file name. MaxLength counts the URN only: with
// MaxLength 13, "see urn:example:a." gives urn:example:a. A run that is
// still a possible URN after MaxLength+maxDropped bytes is skipped.
const maxDropped = 16

// tooLong records that the candidate at text[i] is skipped as longer
// than maxLen.
func (f *finder) tooLong(i int) {
	if f.skipped == 0 {
		f.skippedAt = i
	}
	f.skipped++
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
	for _, c := range "()'&,;#$" {
		t[c] |= runMarkByte
	}
	return t
}()

const (
	runURNByte  = 1 << iota // can appear in a URN
	runMarkByte             // looked at by stopAt
)

// findNext searches text[from:] for the first match. When atEOF is
// false, text is a window of a longer stream: if the answer depends on
// bytes past its end, findNext asks for more. The window must keep at
// least quoteLookBack bytes before any "urn:" it may begin with, unless
// that is the start of the stream, so that the start rule and
// quoteOpen see what they look at.
func findNext[T string | []byte](f *finder, text T, from int, atEOF bool, index func(T, byte) int) (Match, findState) {
	if f.g == nil {
		return Match{}, findState{} // a Parser with an invalid Syntax finds nothing
	}
	if !f.started {
		// Called first with the start of the text or stream.
		d, n, ok := tableDelim(text, atEOF)
		if !ok {
			return Match{}, findState{more: true, keep: 0, resume: from}
		}
		f.started, f.delim, f.delimCount = true, d, n
	}
	for {
		if f.skip {
			// The rest of a candidate longer than maxLen.
			j := runEnd(f, text, from, len(text))
			k, more := stopAt(f, text, from, j, &f.run, atEOF)
			if k == len(text) && !atEOF || more {
				return Match{}, findState{more: true, keep: max(k-3-quoteLookBack, 0), resume: k}
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
			// Keep "urn" and the bytes before it that the start
			// rule and quoteOpen look at, in case the ':' comes next.
			return Match{}, findState{more: true, keep: max(len(text)-3-quoteLookBack, 0), resume: len(text)}
		}
		f.work += k + 1
		c := from + k
		from = c + 1
		i := c - 3
		if i < 0 || ascii.Lower(text[i]) != 'u' || ascii.Lower(text[i+1]) != 'r' || ascii.Lower(text[i+2]) != 'n' ||
			!canStart(text, i) && !afterCode(text, i) {
			continue
		}
		m, st := candidate(f, text, i, atEOF)
		switch {
		case st.more:
			return Match{}, findState{more: true, keep: max(i-quoteLookBack, 0), resume: c}
		case st.found && f.maxLen > 0 && len(m.URN.s) > f.maxLen:
			// MaxLength counts the URN only, not what was
			// dropped after it.
			f.tooLong(i)
			from = st.resume
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
	opener := before(text, i)
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
	var delim byte
	if f.delim != 0 {
		var wait bool
		if delim, wait = rowDelim(f, text, i, atEOF); wait {
			return Match{}, more
		}
	}
	run := runState{opener: opener, delim: delim, start: i,
		san: i >= 4 && ascii.Lower(text[i-4]) == 'u' && ascii.Lower(text[i-3]) == 'r' && ascii.Lower(text[i-2]) == 'i' && text[i-1] == ':'}
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
		if f.maxLen > 0 && j-i-maxDropped > f.maxLen {
			// The run goes on in later windows, where i is gone:
			// answer now what the rules look back at.
			f.tooLong(i)
			quoted(f, text, &run)
			subfieldRun(f, text, &run)
			if opener == ',' {
				queryList(f, text, &run)
			}
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
	if opener == '/' {
		// A URN:NBN in the path of a URL.
		if n := nbnPathEnd(u.s); n < len(u.s) {
			f.work += n
			if v, _, r := f.g.parseURN(u.s[:n]); r == 0 {
				u = v
			}
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
	if hasVariable(u.s) || hasPlaceholder(u.s) || u.s[len(u.s)-1] == '(' || mayElide(u.s[len(u.s)-1]) && elided(u.s) {
		// A variable, a placeholder, a group of a regular
		// expression that the URN cannot hold ("urn:ex:([a-z]+)"),
		// or an ellipsis.
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
				if f.maxLen == 0 || len(joined) <= f.maxLen {
					return Match{URN: u, Start: i, End: end}, findState{found: true, resume: end}
				}
				f.tooLong(i) // only the first line counts
			}
		}
	}
	drop := ".,;:!?'"
	var next byte
	if e < len(text) {
		var wait bool
		if next, wait = after(text, e, atEOF); wait {
			return Match{}, more
		}
	}
	if e < len(text) && closes(opener, next) {
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
