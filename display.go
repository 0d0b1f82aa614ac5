// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

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
//     controls, and private-use, surrogate and unassigned code points;
//   - look-alikes of the ASCII punctuation that gives a URN its
//     structure: the fullwidth and small forms of ASCII punctuation
//     (U+FF1F FULLWIDTH QUESTION MARK, U+FF05 FULLWIDTH PERCENT SIGN)
//     and characters drawn like '/', ':', '#', '%' or '=' (U+2215
//     DIVISION SLASH, U+2044 FRACTION SLASH, U+2236 RATIO);
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

func isAlnum(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' }

// showable reports whether the character r may be shown decoded: it is
// visible, neither white space nor a character that changes the order
// or the look of the text around it without being seen, and not a
// look-alike of a character that gives a URN its structure.
func showable(r rune) bool {
	return unicode.IsGraphic(r) &&
		!unicode.IsSpace(r) &&
		!unicode.In(r, unicode.Cf, unicode.Zs, unicode.Other_Default_Ignorable_Code_Point,
			unicode.Variation_Selector, unicode.Bidi_Control, unicode.Join_Control, lookalikes)
}

// lookalikes holds characters that a reader can take for the ASCII
// punctuation of a URN: the fullwidth and small forms of ASCII
// punctuation, and other characters drawn like '/', ':', '?', '#', '%'
// or '='.
var lookalikes = &unicode.RangeTable{
	R16: []unicode.Range16{
		{0x02d0, 0x02d0, 1}, // MODIFIER LETTER TRIANGULAR COLON
		{0x02f8, 0x02f8, 1}, // MODIFIER LETTER RAISED COLON
		{0x0589, 0x0589, 1}, // ARMENIAN FULL STOP
		{0x05c3, 0x05c3, 1}, // HEBREW PUNCTUATION SOF PASUQ
		{0x066a, 0x066a, 1}, // ARABIC PERCENT SIGN
		{0x2044, 0x2044, 1}, // FRACTION SLASH
		{0x2052, 0x2052, 1}, // COMMERCIAL MINUS SIGN
		{0x2215, 0x2215, 1}, // DIVISION SLASH
		{0x2236, 0x2236, 1}, // RATIO
		{0x266f, 0x266f, 1}, // MUSIC SHARP SIGN
		{0x29f8, 0x29f8, 1}, // BIG SOLIDUS
		{0xa789, 0xa78a, 1}, // MODIFIER LETTER COLON, SHORT EQUALS SIGN
		{0xfe13, 0xfe13, 1}, // PRESENTATION FORM FOR VERTICAL COLON
		{0xfe16, 0xfe16, 1}, // PRESENTATION FORM FOR VERTICAL QUESTION MARK
		{0xfe50, 0xfe6b, 1}, // small forms of ASCII punctuation
		{0xff01, 0xff0f, 1}, // fullwidth forms of ASCII punctuation
		{0xff1a, 0xff20, 1},
		{0xff3b, 0xff40, 1},
		{0xff5b, 0xff5e, 1},
	},
}
