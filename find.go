// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"bytes"
	"iter"
	"strings"
)

// A Match is a URN found in text. For the line and column where it
// starts, search with a [Scanner] (over a [strings.Reader] for a
// string) and call [Scanner.Position], which counts the lines only for
// the callers that ask.
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
// The package documentation, under "Finding URNs in text", summarizes
// the rules that decide where a URN starts and ends; FINDING.md in the
// module's root gives each with its examples.
//
// When p.MaxLength > 0, no URN longer than MaxLength bytes is found:
// the limit counts the bytes of the URN only, not the trailing
// punctuation and wrappers dropped after it, so that with MaxLength 13,
// "see urn:example:a." gives urn:example:a, as Parse("urn:example:a")
// succeeds, while "urn:example:ab" gives none. A candidate whose URN is
// longer is skipped, with the rest of that URN, or with the rest of its
// run of bytes when that is still a possible URN 16 bytes past the
// limit, and the search goes on after it. With MaxLength 0 there is no
// limit. A [Scanner] of the same Parser finds the same URNs and reports
// those it skips; it has a limit even when the Parser has none: see
// "The limit on the length of a URN" under [Scanner].
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

// FindAllSeq returns an iterator over the URNs of text that
// [Parser.FindAll] returns, in the same order. The search goes only as
// far as the caller iterates: a loop that stops at the first match it
// wants does no more work than [Parser.Find]. The iterator can be used
// many times; each use searches text again.
func (p Parser) FindAllSeq(text string) iter.Seq[Match] {
	return func(yield func(Match) bool) {
		f := p.finder()
		for from := 0; ; {
			m, st := findNext(&f, text, from, true, strings.IndexByte)
			if !st.found {
				return
			}
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

// FindBytes is like [Find] for a byte slice. The URN holds a copy of
// its text, so text may be changed afterwards.
func FindBytes(text []byte) (Match, bool) { return Parser{}.FindBytes(text) }

// FindBytes is like [Parser.Find] for a byte slice. The URN holds a
// copy of its text, so text may be changed afterwards.
func (p Parser) FindBytes(text []byte) (Match, bool) {
	f := p.finder()
	m, st := findNext(&f, text, 0, true, bytes.IndexByte)
	return m, st.found
}

// FindRulesVersion is the version of the rules by which the find
// functions, the [Scanner] and "urn find" decide where a URN starts and
// ends in text (FINDING.md). The rules are heuristics for text as
// people and programs write it, and a minor release may refine them, so
// that a text gives a URN where it gave none, or a URN that ends
// elsewhere; every such release increments FindRulesVersion, and
// FINDING-CHANGES.md says what changed in each version. A program that
// stores the URNs it found, an index say, can store FindRulesVersion
// beside them and search its documents again when it changes. What
// the search promises (see "Finding URNs in text" in the package
// documentation) holds under every version.
const FindRulesVersion = 2
