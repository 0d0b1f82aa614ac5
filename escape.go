// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"strings"

	"github.com/urnkit/urn/internal/ascii"
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
	allowed    uint8 // class bit of the bytes that stay as they are
	leadSlash  bool  // a '/' at the start must be encoded
	leadQuery  bool  // a '?' at the start must be encoded
	queryEq    bool  // a '?' followed by '=' must be encoded
	queryQuery bool  // no "??" may be left, nor a '?' at the end
}

var (
	// NSS = pchar *(pchar / "/").
	escNSS = escapeMode{allowed: cPath, leadSlash: true}
	// r-component = pchar *(pchar / "/" / "?"), ended by "?=".
	escR = escapeMode{allowed: cFrag, leadSlash: true, leadQuery: true, queryEq: true}
	// q-component = pchar *(pchar / "/" / "?"); also the r-component
	// of Draft 14, which comes last.
	escQ = escapeMode{allowed: cFrag, leadSlash: true, leadQuery: true}
	// Draft 14: q-component = pchar *(pchar / "/" / "?"), ended by "??".
	escQ14 = escapeMode{allowed: cFrag, leadSlash: true, leadQuery: true, queryQuery: true}
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
// must also have '/', '&' and '~' encoded, which EscapeNSS keeps: use
// [Parser.EscapeNSS] for it.
func EscapeNSS(s string) string { return escape(s, &escNSS) }

// EscapeNSS returns s percent-encoded for use as an NSS in the Parser's
// syntax, as the function [EscapeNSS] does for RFC 8141 (and Draft14,
// whose NSS is the same). For the RFC 2141 syntax it encodes every
// octet that is not ALPHA, DIGIT or one of "()+,-.:=@;$_!*'": '%', the
// reserved '/', '?' and '#' (RFC 2141 section 2.3), and the excluded
// '&', '~', space, controls and non-ASCII octets (section 2.4). It
// encodes nothing else, since "a character MUST NOT be "%"-encoded if
// the character is not a reserved character" (section 2.3.1).
//
// For every non-empty s, p.New(nid, p.EscapeNSS(s)) succeeds for a nid
// valid in p's syntax and returns a URN whose NSS is p.EscapeNSS(s),
// with one exception: a NUL octet, which RFC 2141 forbids "in either
// unencoded or %-encoded form" (section 2.4). EscapeNSS encodes it as
// "%00" like any other octet, and [Parser.New] then fails with
// [ErrPercentEncoding] at its offset, in the RFC 2141 syntax and
// wherever RejectNUL is set: such an identifier has no URN there.
//
// EscapeNSS returns s itself, without allocating, when nothing needs
// encoding. It returns "" if p.Syntax is not one of the Syntax
// constants.
func (p Parser) EscapeNSS(s string) string {
	g := p.grammar()
	if g == nil {
		return ""
	}
	return escape(s, &escapeMode{allowed: g.nssClass, leadSlash: g.noLeadingSlash})
}

// EscapeRComponent returns s percent-encoded for use as an RFC 8141
// r-component: like [EscapeNSS], except that '?' is kept, but not at
// the start or where it is followed by '=' (which would open the
// q-component).
//
// EscapeRComponent and [EscapeQComponent] follow RFC 8141, as
// [EscapeNSS] does, and [Parser.EscapeRComponent] and
// [Parser.EscapeQComponent] follow the Parser's syntax. The components
// of [Draft14] have other delimiters: there a q-component ends at "??",
// which EscapeQComponent keeps. To escape for the syntax of a URN u,
// as its With methods validate, use Parser{Syntax: u.Syntax()}.
func EscapeRComponent(s string) string { return escape(s, &escR) }

// EscapeQComponent returns s percent-encoded for use as an RFC 8141
// q-component: like [EscapeNSS], except that '?' is kept, but not at
// the start. See [EscapeRComponent] for the other syntaxes.
func EscapeQComponent(s string) string { return escape(s, &escQ) }

// EscapeRComponent returns s percent-encoded for use as an r-component
// in the Parser's syntax, as [URN.WithRComponent] validates one on a
// URN of that syntax:
//
//   - in RFC 8141, as the function [EscapeRComponent] does: '?' is
//     kept, but not at the start or before '=' ("?=" opens the
//     q-component);
//   - in Draft14, where the r-component is last ("??" r), '?' is kept,
//     but not at the start, as [EscapeQComponent] does for RFC 8141;
//   - in RFC 2141, which has no components, and for a Syntax that is
//     not one of the Syntax constants, it returns "".
//
// For every non-empty s, WithRComponent(p.EscapeRComponent(s)) on a
// URN of p's syntax succeeds, whatever its other components, and
// [Unescape] of the r-component gives back s. It returns s itself,
// without allocating, when nothing needs encoding.
func (p Parser) EscapeRComponent(s string) string { return p.escapeComponent(s, &escR, &escQ) }

// EscapeQComponent returns s percent-encoded for use as a q-component
// in the Parser's syntax, as [URN.WithQComponent] validates one on a
// URN of that syntax:
//
//   - in RFC 8141, as the function [EscapeQComponent] does: '?' is
//     kept, but not at the start;
//   - in Draft14, where the q-component comes first ("?" q) and ends
//     at the "??" that opens the r-component, '?' is kept, but not at
//     the start, not at the end (where the "??" of an r-component may
//     follow) and not right after a '?' that was kept: of a run of
//     '?', every other one is encoded, and "a??b" becomes "a?%3Fb";
//   - in RFC 2141, which has no components, and for a Syntax that is
//     not one of the Syntax constants, it returns "".
//
// For every non-empty s, WithQComponent(p.EscapeQComponent(s)) on a
// URN of p's syntax succeeds, whatever its other components, and
// [Unescape] of the q-component gives back s. It returns s itself,
// without allocating, when nothing needs encoding.
func (p Parser) EscapeQComponent(s string) string { return p.escapeComponent(s, &escQ, &escQ14) }

// escapeComponent escapes s in mode m8141 for RFC 8141 and m14 for
// Draft14, and returns "" for the syntaxes without components.
func (p Parser) escapeComponent(s string, m8141, m14 *escapeMode) string {
	switch p.Syntax {
	case RFC8141:
		return escape(s, m8141)
	case Draft14:
		return escape(s, m14)
	}
	return ""
}

// EscapeFComponent returns s percent-encoded for use as an
// f-component: every octet that is not a pchar, '/' or '?' is encoded;
// '#' becomes "%23". The result may be empty, as an f-component may.
// The f-component is the same in RFC 8141 and Draft 14, so one function
// serves both.
func EscapeFComponent(s string) string { return escape(s, &escF) }

// mustEscape reports whether s[i] must be encoded in mode m, where
// keptQuery says whether s[i-1] is a '?' that was not.
func (m *escapeMode) mustEscape(s string, i int, keptQuery bool) bool {
	c := s[i]
	switch {
	case class[c]&m.allowed == 0:
		return true
	case i == 0 && (c == '/' && m.leadSlash || c == '?' && m.leadQuery):
		return true
	case c == '?' && m.queryEq && i+1 < len(s) && s[i+1] == '=':
		return true
	case c == '?' && m.queryQuery && (keptQuery || i+1 == len(s)):
		// Of a run of '?', every other one is encoded, so that no
		// "??" is left, and so is a last one.
		return true
	}
	return false
}

func escape(s string, m *escapeMode) string {
	n := 0
	kept := false // s[i-1] is a '?' kept as it is
	for i := 0; i < len(s); i++ {
		esc := m.mustEscape(s, i, kept)
		if esc {
			n++
		}
		kept = s[i] == '?' && !esc
	}
	if n == 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 2*n)
	kept = false
	for i := 0; i < len(s); i++ {
		esc := m.mustEscape(s, i, kept)
		if esc {
			b.WriteByte('%')
			b.WriteByte(upperHex[s[i]>>4])
			b.WriteByte(upperHex[s[i]&15])
		} else {
			b.WriteByte(s[i])
		}
		kept = s[i] == '?' && !esc
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
	for i >= 0 {
		i += done
		// scanPercent checks the whole run of triplets that begins
		// here; decode all of it before looking for the next '%'.
		end, r := scanPercent(s, i, false)
		if r != 0 {
			// s is not a URN: the error names no part of one.
			return "", &ParseError{Input: s, Offset: end, Err: reasons[r].err, reason: r}
		}
		b.WriteString(s[done:i])
		for ; i < end; i += 3 {
			b.WriteByte(ascii.Unhex(s[i+1])<<4 | ascii.Unhex(s[i+2]))
		}
		done = end
		i = strings.IndexByte(s[done:], '%')
	}
	b.WriteString(s[done:])
	return b.String(), nil
}
