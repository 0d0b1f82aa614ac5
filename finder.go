// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import "github.com/urnkit/urn/internal/ascii"

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
		if i < 0 || ascii.Lower(text[i]) != 'u' || ascii.Lower(text[i+1]) != 'r' || ascii.Lower(text[i+2]) != 'n' {
			continue
		}
		// The opener: the character before the "urn:", as the start
		// rules see it (see before).
		var opener byte
		if start(text, i) {
			if i > 0 {
				opener = text[i-1] // no escape ends in a byte that start accepts
			}
		} else if afterCode(text, i) {
			opener = before(text, i)
		} else {
			continue
		}
		m, st := candidate(f, text, i, opener, atEOF)
		switch {
		case st.more:
			return Match{}, findState{more: true, keep: max(i-quoteLookBack, 0), resume: c}
		case st.found:
			if f.maxLen == 0 || len(m.URN.s) <= f.maxLen {
				return m, st
			}
			// MaxLength counts the URN only, not what was
			// dropped after it.
			f.tooLong(i)
			from = st.resume
		case st.resume > from:
			from = st.resume
		}
	}
}

// candidate looks at the "urn:" at text[i], where a match may start
// (see start), after the character opener (see before). It returns the match there and found, or where the
// search goes on when there is none (resume; 0 for right after the
// "urn:"), or more. It applies the rules of FINDING.md in turn, each a
// function named after its section: extent, with markup and lists as
// it reads the run; templates; lines; trailingPunctuation; wrappers.
func candidate[T string | []byte](f *finder, text T, i int, opener byte, atEOF bool) (Match, findState) {
	more := findState{more: true}
	run := runState{opener: opener, start: i,
		san: i >= 4 && ascii.Lower(text[i-4]) == 'u' && ascii.Lower(text[i-3]) == 'r' && ascii.Lower(text[i-2]) == 'i' && text[i-1] == ':'}
	if f.delim != 0 {
		var wait bool
		if run.delim, wait = rowDelim(f, text, i, atEOF); wait {
			return Match{}, more
		}
	}
	u, end, wait := extent(f, text, i, atEOF, &run)
	if wait {
		return Match{}, more
	}
	if u.s == "" {
		return Match{}, findState{resume: end}
	}
	if run.opener == '/' {
		u = nbnPath(f, u)
	}
	e := i + len(u.s)
	if pattern, wait := templates(text, e, u.s, atEOF); wait {
		return Match{}, more
	} else if pattern {
		return Match{}, findState{resume: e}
	}
	if run.opener == '<' && end < len(text) && isSpace(text[end]) {
		m, st := lines(f, text, i, end, atEOF)
		if st.more || st.found {
			return m, st
		}
	}
	var next byte
	if e < len(text) {
		if next = text[e]; next == '\\' {
			var wait bool
			if next, wait = after(text, e, atEOF); wait {
				return Match{}, more
			}
		}
	}
	u, n := f.trim(u, trailingPunctuation(run.opener, next))
	ok := true
	if run.opener == '*' && u.s[n-1] == '*' {
		u, n, ok = wrappers(f, u, n)
	}
	if !ok || u.s[n-1] == '*' {
		// No URN inside the emphasis, or a wildcard pattern (see
		// templates).
		return Match{}, findState{resume: i + n}
	}
	return Match{URN: u, Start: i, End: i + n}, findState{found: true, resume: i + n}
}

// stopAt returns the first index k in text[from:to] where the run of a
// candidate stops short of the bytes that can belong to a URN: an HTML
// or XML character reference, a ')' that closes no '(' opened in the
// candidate, an apostrophe after an apostrophe, a '&' after '=', the
// column delimiter of a table in the first column of a row (see
// tableDelim and rowDelim), a ',' followed by
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
		var ans int
		if c := text[k]; c == ',' || c == st.delim {
			ans = lists(text, k, st)
		} else {
			ans = markup(f, text, k, st)
		}
		if ans == refYes {
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
