// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Making a URN from a native identifier (RFC 8141 section 2, and the
// 2011 revision draft of RFC 2141, sections 2.2 and 2.3.2): encode the
// identifier as UTF-8 and percent-encode, with upper-case hex digits,
// every octet that cannot appear as itself at that place of the URN.
// No other octet is encoded: a character that needs no encoding must
// not be encoded, because a namespace may give the encoded and the
// plain form different meanings ("%2C" is not ",").

// An escapeMode says which octets a part of a URN can hold as they are.
type escapeMode struct {
	allowed   uint8 // class bit of the bytes that stay as they are
	leadSlash bool  // a '/' at the start must be encoded
	leadQuery bool  // a '?' at the start must be encoded
	queryEq   bool  // a '?' followed by '=' must be encoded
}

var (
	// NSS = pchar *(pchar / "/").
	escNSS = escapeMode{allowed: cPath, leadSlash: true}
	// r-component = pchar *(pchar / "/" / "?"), ended by "?=".
	escR = escapeMode{allowed: cFrag, leadSlash: true, leadQuery: true, queryEq: true}
	// q-component = pchar *(pchar / "/" / "?").
	escQ = escapeMode{allowed: cFrag, leadSlash: true, leadQuery: true}
	// f-component = *(pchar / "/" / "?").
	escF = escapeMode{allowed: cFrag}
)

// EscapeNSS returns s percent-encoded for use as an NSS: every octet
// that is not a pchar, and a '/' at the start, becomes "%XX" with
// upper-case hex digits; everything else is kept. '%' itself becomes
// "%25", and non-ASCII characters (and invalid UTF-8) become the
// encoding of their octets. EscapeNSS returns s itself, without
// allocating, when nothing needs encoding.
//
// For every non-empty s, [New](nid, EscapeNSS(s)) succeeds for a valid
// nid, and [Unescape] of the NSS gives back s.
//
// The escape functions follow RFC 8141. An NSS for the RFC 2141 syntax
// must also have '/', '&' and '~' encoded, which EscapeNSS keeps.
func EscapeNSS(s string) string { return escape(s, &escNSS) }

// EscapeRComponent returns s percent-encoded for use as an RFC 8141
// r-component: like [EscapeNSS], except that '?' is kept, but not at
// the start or where it is followed by '=' (which would open the
// q-component).
func EscapeRComponent(s string) string { return escape(s, &escR) }

// EscapeQComponent returns s percent-encoded for use as a q-component:
// like [EscapeNSS], except that '?' is kept, but not at the start.
func EscapeQComponent(s string) string { return escape(s, &escQ) }

// EscapeFComponent returns s percent-encoded for use as an
// f-component: every octet that is not a pchar, '/' or '?' is encoded;
// '#' becomes "%23". The result may be empty, as an f-component may.
func EscapeFComponent(s string) string { return escape(s, &escF) }

// mustEscape reports whether s[i] must be encoded in mode m.
func (m *escapeMode) mustEscape(s string, i int) bool {
	c := s[i]
	switch {
	case class[c]&m.allowed == 0:
		return true
	case i == 0 && (c == '/' && m.leadSlash || c == '?' && m.leadQuery):
		return true
	case c == '?' && m.queryEq && i+1 < len(s) && s[i+1] == '=':
		return true
	}
	return false
}

func escape(s string, m *escapeMode) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if m.mustEscape(s, i) {
			n++
		}
	}
	if n == 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 2*n)
	for i := 0; i < len(s); i++ {
		if m.mustEscape(s, i) {
			b.WriteByte('%')
			b.WriteByte(upperHex[s[i]>>4])
			b.WriteByte(upperHex[s[i]&15])
		} else {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// Unescape decodes every percent-encoded octet of s ("%XX", in either
// case) and keeps every other byte as it is. It is the inverse of the
// Escape functions: Unescape(EscapeNSS(s)) == s for every s. It does
// not check that s is a valid NSS or component, and the result need not
// be valid UTF-8.
//
// A '%' that is not followed by two hex digits is an error: a
// [*ParseError] that wraps [ErrPercentEncoding], with Input s and the
// offset of the first byte that breaks the triplet. Unescape returns s
// itself, without allocating, when it contains no '%'.
func Unescape(s string) (string, error) {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s, nil
	}
	var b strings.Builder
	b.Grow(len(s))
	done := 0 // s[:done] has been decoded into b
	for ; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		if end, r := scanPercent(s, i, false); r != 0 {
			return "", newError(s, end, r)
		}
		b.WriteString(s[done:i])
		b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
		done = i + 3
		i += 2
	}
	b.WriteString(s[done:])
	return b.String(), nil
}

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
