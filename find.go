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
// These rules decide where a URN starts and ends (the examples are
// RFC 8141):
//
//   - A match starts at "urn:", in any case, at the start of the text
//     or after a byte that cannot be part of a URN, or after one of the
//     opening wrappers '(' and the apostrophe. In "turn:ex:a", "x-urn:",
//     "http://host/urn:ex:a" and "id=urn:ex:a" no match starts; after a
//     space, '<', '"', '(', an apostrophe or a non-ASCII character, one
//     does.
//   - The URN runs as far as it stays valid: it is the longest prefix
//     that is a valid URN of the run of bytes that can appear in one.
//     So the NSS ends at the first byte that cannot belong: in
//     "urn:ex:a b", "urn:ex:a?b" and "urn:ex:a%zz" the URN is "urn:ex:a".
//     When no prefix is valid ("urn:ex:", "urn:-x:a") nothing is found
//     there, and the search goes on after its "urn:".
//   - Wrappers are not part of the URN: <urn:ex:a>, "urn:ex:a",
//     'urn:ex:a' and (urn:ex:a) all give urn:ex:a. After an apostrophe,
//     the URN ends before the next apostrophe, even though RFC 8141
//     allows one in a URN.
//   - Trailing sentence punctuation is not part of the URN: while the
//     URN ends in '.', ',', ';', ':', '!', '?', or in a ')' that has no
//     matching '(' within the URN, that character is dropped, even
//     though RFC 8141 allows all of them there. The exception is a URN
//     followed right away by the closer of its wrapper ('>', '"' or the
//     apostrophe): <urn:ex:a.> gives urn:ex:a. (with its dot). So a URN
//     that really ends in punctuation must be written in a wrapper.
//     When dropping all of the punctuation would leave no valid URN, the
//     fewest characters needed are kept: "urn:ex:..." gives "urn:ex:.".
//   - A URN right after '<' may be broken over lines: when its first
//     line is followed by white space that holds one line break, the
//     line breaks and the spaces and tabs around them are removed up to
//     the closing '>'. If the joined text is a valid URN in full, it is
//     the match, and the URN holds a copy of it while Start and End
//     still give its span in text; otherwise only the first line
//     counts. A hyphen at the end of a line is kept, as part of the
//     URN.
//   - Matches do not overlap.
//
// When p.MaxLength > 0, no URN longer than MaxLength bytes is found: a
// candidate that is still a possible URN after MaxLength bytes is
// skipped, and the search goes on after its "urn:". The bytes counted
// include trailing punctuation and a closing ')' that would be
// dropped: with MaxLength 13, neither "urn:example:ab" nor
// "urn:example:a." gives a match. The search takes time linear in the
// length of text.
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
	runFrom, runTo int
}

// runEnd returns the end of the run of URN bytes that goes on at
// text[i], looking no further than limit.
func runEnd[T string | []byte](f *finder, text T, i, limit int) int {
	j := i
	if f.runFrom <= i && i < f.runTo {
		j = min(f.runTo, limit)
	}
	for j < limit && urnByte(text[j]) {
		j++
	}
	f.runFrom, f.runTo = i, j
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
func urnByte(c byte) bool { return class[c]&cFrag != 0 || c == '%' || c == '#' }

// blocksStart reports whether a "urn:" right after c is part of a
// longer word or URI, and so does not start a match.
func blocksStart(c byte) bool { return urnByte(c) && c != '(' && c != '\'' }

// findNext searches text[from:] for the first match. When atEOF is
// false, text is a window of a longer stream: if the answer depends on
// bytes past its end, findNext asks for more. The window must keep at
// least one byte before any "urn:" it may begin with, unless that is
// the start of the stream, so that rule 1 can be checked.
func findNext[T string | []byte](f *finder, text T, from int, atEOF bool, index func(T, byte) int) (Match, findState) {
	for {
		k := index(text[from:], ':')
		if k < 0 {
			if atEOF {
				return Match{}, findState{}
			}
			// Keep "urn" and the byte before it, in case the ':'
			// comes next.
			return Match{}, findState{more: true, keep: max(len(text)-4, 0), resume: len(text)}
		}
		c := from + k
		from = c + 1
		i := c - 3
		if i < 0 || lower(text[i]) != 'u' || lower(text[i+1]) != 'r' || lower(text[i+2]) != 'n' ||
			i > 0 && blocksStart(text[i-1]) {
			continue
		}
		var opener byte
		if i > 0 {
			opener = text[i-1]
		}
		// The run of bytes that can be part of the URN.
		limit := f.limit(i, len(text))
		j := runEnd(f, text, c+1, limit)
		if opener == '\'' {
			if q := index(text[c+1:j], '\''); q >= 0 {
				j = c + 1 + q
			}
		}
		// Parse what can be part of the URN. The parse stops at the
		// first byte that cannot belong: only when it gets to j may
		// the URN go on past j. A long run is parsed in growing
		// pieces, so that a []byte is copied only about as far as
		// the parse gets.
		var (
			cand string
			u    URN
			off  int
			r    reason
		)
		for n := min(j-i, 256); ; n = min(2*n, j-i) {
			cand = string(text[i : i+n])
			if u, off, r = f.g.parseURN(cand); r == 0 {
				off = len(cand)
			}
			if off < len(cand) || i+n == j {
				break
			}
		}
		if off == len(cand) && j == limit {
			if f.maxLen > 0 && j-i > f.maxLen {
				continue // still a possible URN after maxLen bytes: skipped
			}
			if !atEOF {
				return Match{}, findState{more: true, keep: max(i-1, 0), resume: c}
			}
		}
		if opener == '<' && i+off < len(text) && isSpace(text[i+off]) {
			end, joined, st := joinLines(f, text, i, i+off, atEOF)
			if st.more {
				return Match{}, findState{more: true, keep: max(i-1, 0), resume: c}
			}
			if end > 0 {
				if u, _, r := f.g.parseURN(joined); r == 0 {
					return Match{URN: u, Start: i, End: end}, findState{found: true, resume: end}
				}
			}
		}
		if r != 0 {
			var ok bool
			if u, ok = f.longest(cand[:off]); !ok {
				continue
			}
		}
		n := len(u.s)
		if j := i + n; j == len(text) || !closes(opener, text[j]) {
			u, n = f.trim(u)
		}
		return Match{URN: u, Start: i, End: i + n}, findState{found: true, resume: i + n}
	}
}

// closes reports whether c closes the wrapper that opener opens.
func closes(opener, c byte) bool {
	switch opener {
	case '<':
		return c == '>'
	case '"', '\'':
		return c == opener
	}
	return false
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// joinLines reads a URN broken over lines inside "<...>": text[i:j] is its
// first line and text[j] is white space. It returns the offset just
// past the last byte of the URN (before the white space and the '>')
// and the joined text, or end 0 when the text there is not one URN
// broken at line breaks. It asks for more when the window ends first.
func joinLines[T string | []byte](f *finder, text T, i, j int, atEOF bool) (end int, joined string, st findState) {
	limit := f.limit(i, len(text))
	first := j
	var b []byte
	for k := j; ; {
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
// starts with "urn:", and parsing it fails at its end.
func (f *finder) longest(s string) (URN, bool) {
	// Each round either succeeds or cuts s: at the first byte that
	// cannot belong, or, when s ends in the middle of something (a
	// '%' without its two hex digits, a component delimiter with
	// nothing after it), before the last '%' or '?'. A few rounds are
	// enough for any input; the bound keeps the cost linear.
	for range 8 {
		u, off, r := f.g.parseURN(s)
		switch {
		case r == 0:
			return u, true
		case off < len(s):
			s = s[:off]
		default:
			k := strings.LastIndexAny(s, "%?")
			if k <= 4 {
				return URN{}, false
			}
			s = s[:k]
		}
	}
	return URN{}, false
}

// trim drops the trailing sentence punctuation of u (rule 4 of
// Parser.FindAll) and returns the URN that is left and its length.
func (f *finder) trim(u URN) (URN, int) {
	s := u.s
	opens, closes := strings.Count(s, "("), strings.Count(s, ")")
	k := len(s)
	for k > 0 {
		c := s[k-1]
		if c == ')' && closes > opens {
			closes--
		} else if strings.IndexByte(".,;:!?", c) < 0 {
			break
		}
		k--
	}
	// Keep as few of the dropped characters as make a valid URN.
	for n := k; n < len(s); n++ {
		if v, _, r := f.g.parseURN(s[:n]); r == 0 {
			return v, n
		}
		if n > k+2 {
			break // a delimiter and one character: never more
		}
	}
	return u, len(s)
}
