// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"bytes"
	"iter"
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

	// Line and Column are the position of Start: the 1-based number of
	// its line (lines end at '\n') and its 1-based column, counted in
	// bytes from the start of that line, as editors and compilers
	// report positions ("file:12:5").
	Line, Column int
}

// FindAll returns every URN in text, in the order they appear, found
// by the rules of [Parser.FindAll] with the RFC 8141 syntax.
func FindAll(text string) []Match { return Parser{}.FindAll(text) }

// Find returns the first URN in text, found by the rules of
// [Parser.FindAll] with the RFC 8141 syntax, and whether there is one.
func Find(text string) (Match, bool) { return Parser{}.Find(text) }

// FindAllBytes is like [FindAll] for a byte slice. Each URN holds a
// copy of its text, so text may be changed afterwards.
func FindAllBytes(text []byte) []Match { return Parser{}.FindAllBytes(text) }

// FindAllSeq returns an iterator over the URNs in text, found by the
// rules of [Parser.FindAll] with the RFC 8141 syntax.
func FindAllSeq(text string) iter.Seq[Match] { return Parser{}.FindAllSeq(text) }

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
	return findAll(p.finder(), text, strings.IndexByte, stringLines)
}

// Find returns the first URN in text, found as [Parser.FindAll] does,
// and whether there is one.
func (p Parser) Find(text string) (Match, bool) {
	f := p.finder()
	m, st := findNext(&f, text, 0, true, strings.IndexByte)
	if st.found {
		var lc lineCounter
		place(&lc, &m, text, 0, stringLines)
	}
	return m, st.found
}

// FindAllSeq returns an iterator over the URNs of text that
// [Parser.FindAll] returns, in the same order. The search goes only as
// far as the caller iterates: a loop that stops at the first match it
// wants does no more work than [Parser.Find]. The iterator can be used
// many times; each use searches text again.
func (p Parser) FindAllSeq(text string) iter.Seq[Match] {
	return func(yield func(Match) bool) {
		f := p.finder()
		var lc lineCounter
		for from := 0; ; {
			m, st := findNext(&f, text, from, true, strings.IndexByte)
			if !st.found {
				return
			}
			place(&lc, &m, text, 0, stringLines)
			if !yield(m) {
				return
			}
			from = st.resume
		}
	}
}

// FindAllBytes is like [Parser.FindAll] for a byte slice. Each URN
// holds a copy of its text, so text may be changed afterwards.
func (p Parser) FindAllBytes(text []byte) []Match {
	return findAll(p.finder(), text, bytes.IndexByte, bytesLines)
}

func findAll[T string | []byte](f finder, text T, index func(T, byte) int, lines func(T) (int, int)) []Match {
	var ms []Match
	var lc lineCounter
	for from := 0; ; {
		m, st := findNext(&f, text, from, true, index)
		if !st.found {
			return ms
		}
		place(&lc, &m, text, 0, lines)
		ms = append(ms, m)
		from = st.resume
	}
}

// A lineCounter turns the offsets of matches, taken in increasing
// order, into lines and columns, counting each line break of the text
// once: the work for all the matches of a text is linear in its length.
type lineCounter struct {
	off       int // the text before off is counted
	breaks    int // the line breaks before off
	lineStart int // the offset just past the last of them, or 0
}

// place sets the Line and Column of m, whose offsets are in the text
// that text holds from offset base on; base <= lc.off. lines is
// stringLines or bytesLines.
func place[T string | []byte](lc *lineCounter, m *Match, text T, base int, lines func(T) (int, int)) {
	count(lc, text, base, m.Start, lines)
	m.Line = lc.breaks + 1
	m.Column = m.Start - lc.lineStart + 1
}

// count counts the line breaks of the text from lc.off up to to, where
// text holds the text from offset base on, and base <= lc.off. It does
// nothing when to <= lc.off.
func count[T string | []byte](lc *lineCounter, text T, base, to int, lines func(T) (int, int)) {
	if to <= lc.off {
		return
	}
	if n, last := lines(text[lc.off-base : to-base]); n > 0 {
		lc.breaks += n
		lc.lineStart = lc.off + last + 1
	}
	lc.off = to
}

// stringLines returns the number of line breaks in s and the index of
// the last one. It looks for the first two with IndexByte, which is
// quickest on the short gaps between the matches of dense text, such as
// logs, and counts the rest of a longer gap at once, with the vector
// code of Count and LastIndexByte, as in prose.
func stringLines(s string) (n, last int) {
	for i := 0; n < 2; n++ {
		k := strings.IndexByte(s[i:], '\n')
		if k < 0 {
			return n, last
		}
		last = i + k
		i = last + 1
	}
	if rest := s[last+1:]; rest != "" {
		if k := strings.LastIndexByte(rest, '\n'); k >= 0 {
			n += 1 + strings.Count(rest[:k], "\n")
			last += 1 + k
		}
	}
	return n, last
}

// bytesLines is stringLines for a byte slice.
func bytesLines(b []byte) (n, last int) {
	for i := 0; n < 2; n++ {
		k := bytes.IndexByte(b[i:], '\n')
		if k < 0 {
			return n, last
		}
		last = i + k
		i = last + 1
	}
	if rest := b[last+1:]; len(rest) > 0 {
		if k := bytes.LastIndexByte(rest, '\n'); k >= 0 {
			n += 1 + bytes.Count(rest[:k], newline)
			last += 1 + k
		}
	}
	return n, last
}

var newline = []byte{'\n'}
