// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

//go:generate go run gen_lookalikes.go

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Display returns u in a form for people to read: every run of
// percent-encoded octets that is valid UTF-8 is decoded into the
// characters it stands for, except those that would change how the URN
// reads. These stay encoded:
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
//   - look-alikes of the ASCII punctuation that gives a URN its
//     structure, ':', '/', '?', '#', '%', '=' and '+': the characters
//     that Unicode's confusables data (Unicode Technical Standard #39,
//     section 4) maps to one or more of them, or to the prototype of
//     '%', such as U+2215 DIVISION SLASH, U+2236 RATIO, U+205A TWO DOT
//     PUNCTUATION and U+0294 LATIN LETTER GLOTTAL STOP (drawn like
//     '?'); and the punctuation and symbols of the vertical, small,
//     fullwidth and halfwidth forms (U+FF1F FULLWIDTH QUESTION MARK,
//     U+FE56 SMALL QUESTION MARK);
//   - a combining mark that would be drawn on a delimiter or on a
//     triplet kept encoded: a mark is decoded only after a letter or
//     digit written as itself or after a character decoded.
//
// The result can contain characters that no URN may contain, so it is
// not a URN: it is for display only. Never parse, compare, store or
// transmit it; use [URN.String] (or the [URN.Normalize] form) for that,
// and offer that form too, for copy and paste, wherever the display
// form is shown (as the 2011 revision draft of RFC 2141 requires in its
// section 4). Display returns u.String() itself, without allocating,
// when nothing is decoded.
func (u URN) Display() string { return display(u.s) }

// display decodes the percent-encoded characters of s that are safe to
// show, as described at URN.Display. s is a valid URN, so every '%'
// begins a triplet.
func display(s string) string {
	var b strings.Builder
	done := 0 // s[:done] has been written to b
	for i := 0; i < len(s); {
		if !isTriplet(s, i) || unhex(s[i+1]) < 8 {
			i++
			continue
		}
		// An encoded non-ASCII octet: decode the character that the
		// run of encoded octets starting here begins with.
		var buf [utf8.UTFMax]byte
		n := 0
		for j := i; n < len(buf) && isTriplet(s, j); j += 3 {
			buf[n] = unhex(s[j+1])<<4 | unhex(s[j+2])
			n++
		}
		r, size := utf8.DecodeRune(buf[:n])
		// A combining mark is shown only on a letter or digit written
		// as itself or on a character just decoded: never on a
		// delimiter, nor on the hex digits of a triplet kept encoded.
		mark := unicode.Is(unicode.M, r) && (i != done || done == 0) &&
			(i == 0 || !isAlnum(s[i-1]) || i >= 3 && s[i-3] == '%')
		i += 3 * size
		if r == utf8.RuneError || mark || !showable(r) {
			continue // keep it encoded
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

// isTriplet reports whether s[i:] begins with a percent-encoded octet.
func isTriplet(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && class[s[i+1]]&class[s[i+2]]&cHex != 0
}

// showable reports whether the character r may be shown decoded: it is
// visible, neither white space nor a character that changes the order
// or the look of the text around it without being seen, and not a
// look-alike of a character that gives a URN its structure.
func showable(r rune) bool {
	return unicode.IsGraphic(r) &&
		!unicode.IsSpace(r) &&
		!unicode.In(r, unicode.Cf, unicode.Zs, unicode.Other_Default_Ignorable_Code_Point,
			unicode.Variation_Selector, unicode.Bidi_Control, unicode.Join_Control, confusables) &&
		!punctuationForm(r) &&
		r != brailleBlank
}

// brailleBlank is U+2800 BRAILLE PATTERN BLANK, a graphic character
// drawn as nothing at all.
const brailleBlank = 0x2800

// punctuationForm reports whether r is a punctuation mark or symbol of
// the blocks that hold the vertical, small, fullwidth and halfwidth
// forms of other characters (U+FE10 to U+FE1F, U+FE30 to U+FE6F and
// U+FF00 to U+FFEF), such as U+FF1F FULLWIDTH QUESTION MARK and U+FE13
// PRESENTATION FORM FOR VERTICAL COLON: they are drawn like ASCII
// punctuation.
func punctuationForm(r rune) bool {
	return (0xfe10 <= r && r <= 0xfe1f || 0xfe30 <= r && r <= 0xfe6f || 0xff00 <= r && r <= 0xffef) &&
		unicode.In(r, unicode.P, unicode.S)
}
