// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

//go:generate go run gen_lookalikes.go

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urnkit/urn/internal/ascii"
)

// Display returns u in a form for people to read: the characters of
// its percent-encoded UTF-8 are decoded, except those that would change
// how the URN reads. The result is not a URN; show u.String() beside
// it, and never parse, compare or store it. Below: what stays encoded,
// and why the form is for reading only.
//
// What stays encoded, in short (display.go lists each class with its
// Unicode properties, and testdata/display.txt holds the cases):
//
//   - encoded ASCII octets: the delimiters, "%25", controls, space;
//   - octets that are not valid UTF-8;
//   - characters that are invisible or reorder the text;
//   - punctuation and symbols outside ASCII, and the letters drawn like
//     the punctuation of a URN (Unicode Technical Standard #39, section
//     4, and more);
//   - combining marks that could change how the text around them reads.
//
// The form is for reading only. Two URNs that are not equivalent can
// have display forms that look alike (letters of different scripts look
// alike, and the rules above keep only the URN's structure from being
// faked), so a display form must never be parsed, compared, stored or
// transmitted; use [URN.String] (or the [URN.Normalize] form) for that,
// and offer that form too, for copy and paste, wherever the display
// form is shown (as the 2011 revision draft of RFC 2141 requires in its
// section 4). Display returns u.String() itself, without allocating,
// when nothing is decoded.
func (u URN) Display() string { return display(u.s) }

// display decodes the percent-encoded characters of s that are safe to
// show, as described at URN.Display. s is a valid URN, so every '%'
// begins a triplet. These stay encoded:
//
//   - every encoded ASCII octet: the delimiters ("%3F" for '?', "%23"
//     for '#', "%2F" for '/'), "%25" for '%', controls, space, and
//     characters such as ',' whose encoded and plain forms a namespace
//     may tell apart;
//   - octets that are not valid UTF-8;
//   - characters that are invisible or reorder the text: format
//     characters such as U+200B ZERO WIDTH SPACE, U+200D ZERO WIDTH
//     JOINER and the bidirectional controls U+202A to U+202E and U+2066
//     to U+2069, the other default-ignorable code points (variation
//     selectors, fillers), white space such as U+00A0 and U+3000,
//     controls, U+2800 BRAILLE PATTERN BLANK, which is drawn as
//     nothing, and private-use, surrogate and unassigned code points;
//   - every punctuation mark and symbol outside ASCII (general
//     categories P and S, emoji included): many are drawn like the
//     ASCII punctuation that gives a URN its structure, ':', '/', '?',
//     '#', '%', '=' and '+', and Unicode's confusables data (Unicode
//     Technical Standard #39, section 4) lists only some of them, such
//     as U+2215 DIVISION SLASH and U+2236 RATIO, and not U+266F MUSIC
//     SHARP SIGN or U+1F7F0 HEAVY EQUALS SIGN;
//   - the letters that the confusables data maps to that punctuation,
//     such as U+0294 LATIN LETTER GLOTTAL STOP (drawn like '?'); the
//     letters and signs drawn like it that the data maps to a letter or
//     sign of their own, such as the visargas (U+0983 BENGALI SIGN
//     VISARGA and the signs the data maps to it, drawn like ':'), U+5341
//     and U+4E8C (the ideographs for ten and two, drawn like '+' and
//     '='), with every character the data maps to the same prototype;
//     and the other cases of each (U+0242 with U+0241);
//   - combining marks that could change how the text around them
//     reads: a mark is decoded only after a letter or digit written as
//     itself or after a character decoded, never on a delimiter or on
//     a triplet kept encoded; the overlay marks (canonical combining
//     class 1, such as U+0338 COMBINING LONG SOLIDUS OVERLAY, which
//     draws a slash through a letter) are never decoded; and no more
//     than two marks in a row are decoded on one character.
func display(s string) string {
	var b strings.Builder
	done := 0  // s[:done] has been written to b
	marks := 0 // the combining marks decoded in a row just before done
	for i := 0; i < len(s); {
		if !isTriplet(s, i) || ascii.Unhex(s[i+1]) < 8 {
			i++
			continue
		}
		// An encoded non-ASCII octet: decode the character that the
		// run of encoded octets starting here begins with.
		var buf [utf8.UTFMax]byte
		n := 0
		for j := i; n < len(buf) && isTriplet(s, j); j += 3 {
			buf[n] = ascii.Unhex(s[j+1])<<4 | ascii.Unhex(s[j+2])
			n++
		}
		r, size := utf8.DecodeRune(buf[:n])
		// A combining mark is shown only on a letter or digit written
		// as itself or on a character just decoded: never on a
		// delimiter, nor on the hex digits of a triplet kept encoded.
		// Nor an overlay, drawn through the character before it, nor
		// more than maxMarks in a row, which pile up over the text
		// around them.
		isMark := unicode.Is(unicode.M, r)
		keepMark := isMark && (unicode.Is(overlayMarks, r) ||
			(i != done || done == 0) && (i == 0 || !isAlnum(s[i-1]) || i >= 3 && s[i-3] == '%') ||
			i == done && marks >= maxMarks)
		i += 3 * size
		if r == utf8.RuneError || keepMark || !showable(r) {
			continue // keep it encoded
		}
		if !isMark || i-3*size != done {
			marks = 0
		}
		if isMark {
			marks++
		}
		if done == 0 {
			b.Grow(len(s)) // decoding never makes s longer
		}
		b.WriteString(s[done : i-3*size])
		b.WriteRune(r)
		done = i
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}

// maxMarks is the number of combining marks in a row that display
// decodes on one character: enough for the letters that no precomposed
// character spells, such as a Vietnamese vowel with two diacritics.
const maxMarks = 2

// isTriplet reports whether s[i:] begins with a percent-encoded octet.
func isTriplet(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && class[s[i+1]]&class[s[i+2]]&cHex != 0
}

// showable reports whether the character r may be shown decoded: it is
// visible, neither white space nor a character that changes the order
// or the look of the text around it without being seen, neither
// punctuation nor a symbol, and not a letter drawn like a character
// that gives a URN its structure.
func showable(r rune) bool {
	return unicode.IsGraphic(r) &&
		!unicode.IsSpace(r) &&
		!unicode.In(r, unicode.P, unicode.S, unicode.Cf, unicode.Zs, unicode.Other_Default_Ignorable_Code_Point,
			unicode.Variation_Selector, unicode.Bidi_Control, unicode.Join_Control, confusables) &&
		r != brailleBlank
}

// brailleBlank is U+2800 BRAILLE PATTERN BLANK, a graphic character
// drawn as nothing at all.
const brailleBlank = 0x2800
