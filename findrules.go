// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// The rules of FINDING.md that decide where a URN found in text starts
// and ends, one section of it after another, each with a function
// named after it that candidate calls: start, extent, markup, lists,
// templates, wrappers, trailingPunctuation and lines, and the functions
// that serve it.

// ----------------------------------------------------------------------------
// FINDING.md, "Start"

// start applies the rule of Start to the "urn" at text[i]: a match may
// start there unless it is the tail of a longer word or scheme name.
// The window must hold the two bytes before it, unless it is at the
// start of the text. A match may start after a word all the same when
// afterCode says so: the search calls both, so that start stays small
// enough to inline into the search loop.
func start[T string | []byte](text T, i int) bool {
	if i == 0 {
		return true
	}
	switch c := text[i-1]; {
	case wordByte(c):
		return false
	case c == '-' || c == '+' || c == '.':
		return i < 2 || class[text[i-2]]&cAlnum == 0
	}
	return true
}

// wordByte reports whether c is an ASCII letter, digit or '_'.
func wordByte(c byte) bool { return class[c]&cAlnum != 0 || c == '_' }

// afterCode reports whether a match may start at the "urn" at text[i]
// after a word, which start refuses: the word is the code of a
// subfield (see subfieldCode), ends a troff escape (see troffEscape), or
// ends the escape of a character in a string literal that stands for a
// character that ends a word (see escapeBefore). The window must hold
// the quoteLookBack bytes before text[i]. It is apart from start so
// that start stays small enough to inline into the search loop.
func afterCode[T string | []byte](text T, i int) bool {
	if i == 0 || !wordByte(text[i-1]) {
		return false
	}
	if c, n := escapeBefore(text, i); n > 0 {
		return !wordByte(c)
	}
	return subfieldCode(text, i) || troffEscape(text, i)
}

// subfieldCode reports whether the byte before text[i] is the code of a
// subfield of a library catalogue record, a letter or digit right after
// the subfield delimiter: '$' (PICA+, and MARC written as text), the
// unit separator 0x1F of MARC (ISO 2709), "#31;" (0x1F as some exports
// write it), or U+0192 'ƒ' or U+2021 '‡' (0x1F as others show it):
// "$0urn:nbn:...".
func subfieldCode[T string | []byte](text T, i int) bool {
	if i < 2 || class[text[i-1]]&cAlnum == 0 {
		return false
	}
	switch text[i-2] {
	case '$', 0x1f:
		return true
	case 0x92: // U+0192, C6 92
		return i >= 3 && text[i-3] == 0xc6
	case 0xa1: // U+2021, E2 80 A1
		return i >= 4 && text[i-3] == 0x80 && text[i-4] == 0xe2
	case ';':
		return i >= 5 && text[i-5] == '#' && text[i-4] == '3' && text[i-3] == '1'
	}
	return false
}

// troffEscape reports whether the bytes before text[i] end an escape of
// troff, as man pages have around a URN: a special character, "\(aq"
// or "\*(aq", or a font, "\fB".
func troffEscape[T string | []byte](text T, i int) bool {
	switch {
	case i >= 4 && text[i-3] == '(' && (text[i-4] == '\\' || i >= 5 && text[i-4] == '*' && text[i-5] == '\\'):
		return true
	case i >= 3 && text[i-2] == 'f' && text[i-3] == '\\':
		return true
	}
	return false
}

// The escapes of a string literal. A URN is often written inside one:
// a JSON document (RFC 8259, section 7), the source of a program, or
// markup held in a JSON string. Where the start and end rules look at
// the character next to a URN, they read such an escape as the
// character it stands for (see before and after): in the JSON string
// "Code\r\nurn:ex:a\r\n", the URN follows a line break, not the letter
// n, and in \"urn:ex:a,\" it is quoted.
//
// escapeChar maps the byte after a backslash to the character the
// escape stands for: \n, \r and \t, and \", \', \\ and \/, which stand
// for the byte they escape. \b and \f are left out, as "\b" is more
// often the word boundary of a regular expression, and "\fB" a font
// of troff. \uXXXX, the escape of a character by its code point, is
// read by escapeAt.
var escapeChar = [256]byte{'n': '\n', 'r': '\r', 't': '\t', '"': '"', '\'': '\'', '\\': '\\', '/': '/'}

// escapeAt returns the character that the escape at text[k], a
// backslash, stands for, and the length of the escape, or 0, 0 when
// text[k:] begins none. A \uXXXX escape of a character beyond ASCII
// gives 0x80, which, like the first byte of that character in UTF-8,
// is no letter, digit or delimiter. It does not look at the bytes
// before text[k]: see escapeBefore.
func escapeAt[T string | []byte](text T, k int) (c byte, n int) {
	if k+1 >= len(text) || text[k] != '\\' {
		return 0, 0
	}
	if c := escapeChar[text[k+1]]; c != 0 {
		return c, 2
	}
	if text[k+1] != 'u' || k+6 > len(text) || class[text[k+2]]&class[text[k+3]]&class[text[k+4]]&class[text[k+5]]&cHex == 0 {
		return 0, 0
	}
	r := 0
	for _, h := range [...]byte{text[k+2], text[k+3], text[k+4], text[k+5]} {
		r = r<<4 | hexVal(h)
	}
	if r >= 0x80 {
		return 0x80, 6
	}
	return byte(r), 6
}

// hexVal returns the value of the hexadecimal digit h.
func hexVal(h byte) int {
	switch {
	case h <= '9':
		return int(h - '0')
	case h >= 'a':
		return int(h-'a') + 10
	}
	return int(h-'A') + 10
}

// escapeBefore returns the character that the escape of a string
// literal ending right before text[i] stands for, and its length, or 0,
// 0 when there is none. The backslash that begins it must not be
// escaped itself: in "\\nurn:" the n is a letter. It looks back no
// further than the quoteLookBack-1 bytes before text[i], which a
// Scanner keeps.
func escapeBefore[T string | []byte](text T, i int) (c byte, n int) {
	for _, n := range [...]int{2, 6} {
		k := i - n
		if k < 0 || text[k] != '\\' {
			continue
		}
		if c, m := escapeAt(text[:i], k); m == n && !escaped(text, k, i) {
			return c, n
		}
	}
	return 0, 0
}

// escaped reports whether the backslash at text[k] follows an odd
// number of backslashes, within the quoteLookBack-1 bytes before
// text[i], and so is escaped itself.
func escaped[T string | []byte](text T, k, i int) bool {
	low := max(i-quoteLookBack+1, 0)
	j := k
	for j > low && text[j-1] == '\\' {
		j--
	}
	return (k-j)%2 == 1
}

// before returns the character before the "urn:" at text[i], as the
// start rules see it: the character an escape there stands for (see
// escapeChar), or else the byte, or 0 at the start of the text. An
// escape stands for another character only when it ends in a letter or
// digit (\n, \r, \t or \uXXXX), a byte that start refuses: the search
// takes the byte itself as the opener when start accepts it, and calls
// before only after afterCode.
func before[T string | []byte](text T, i int) byte {
	if i == 0 {
		return 0
	}
	if c, n := escapeBefore(text, i); n > 0 {
		return c
	}
	return text[i-1]
}

// after returns the character at text[e], right after a URN, as the
// end rules see it: the character an escape there stands for (see
// escapeChar), or else the byte. more reports that the window ends
// before it can tell. The search reads the byte itself when it is no
// backslash, and calls after only when it is.
func after[T string | []byte](text T, e int, atEOF bool) (c byte, more bool) {
	if !atEOF && e+6 > len(text) {
		return 0, true
	}
	if c, n := escapeAt(text, e); n > 0 {
		return c, false
	}
	return text[e], false
}

// ----------------------------------------------------------------------------
// FINDING.md, "Extent"

// extent reads the candidate at text[i] by the rule of Extent: the
// longest prefix that is a valid URN of the run of bytes that can be in
// one, where the run stops short of what the grammar allows at the
// bytes that markup and lists look at (see stopAt). It returns that
// URN and end, the end of the text parsed for it, which may go on past
// it; or the zero URN when there is none, with end where the search
// goes on when the candidate is skipped as longer than the limit, or 0;
// or more.
func extent[T string | []byte](f *finder, text T, i int, atEOF bool, run *runState) (u URN, end int, more bool) {
	// The run of bytes that can be part of the URN.
	limit := f.limit(i, len(text))
	j := runEnd(f, text, i+4, limit)
	// Parse what can be part of the URN, up to where its run stops
	// short of what the grammar allows (stopAt). The parse stops at
	// the first byte that cannot belong: only when it gets to j may
	// the URN go on past j. A long run is looked at in growing pieces,
	// so that the work on a candidate, and the copy of a []byte, go
	// only about as far as the parse gets.
	var (
		cand string
		off  int
		r    reason
	)
	scanned, stopped := i+4, false
	for n := min(j-i, 256); ; n = min(2*n, j-i) {
		k, wait := i+n, false
		if f.runMarked {
			k, wait = stopAt(f, text, scanned, i+n, run, atEOF)
		}
		if wait {
			return URN{}, 0, true
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
			quoted(f, text, run)
			subfieldRun(f, text, run)
			if run.opener == ',' {
				queryList(f, text, run)
			}
			f.skip, f.run = true, *run
			return URN{}, j, false
		}
		if !atEOF {
			return URN{}, 0, true
		}
	}
	if r != 0 {
		var ok bool
		if u, ok = f.longest(cand, off); !ok {
			return URN{}, 0, false
		}
	}
	return u, i + len(cand), false
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

// ----------------------------------------------------------------------------
// FINDING.md, "Markup and enclosing text"

// markup applies the rules of Markup and enclosing text to text[k], a
// byte of the run of st that stopAt looks at: the run stops (refYes)
// at a ')' that closes no '(' opened in the candidate, at an apostrophe
// after an apostrophe (see quoted), at a '&' after '=' or in the list
// of a query parameter (see queryList), and before an HTML or XML
// character reference (see charRef), at a '$' in a catalogue record
// (see subfieldRun). It answers refMore when the text ends before it
// can tell.
func markup[T string | []byte](f *finder, text T, k int, st *runState) int {
	stop := false
	switch text[k] {
	case '(':
		st.depth++
	case ')':
		if stop = st.depth == 0; !stop {
			st.depth--
		}
	case '\'':
		stop = quoted(f, text, st)
	case '&':
		if stop = st.opener == '=' || st.opener == ',' && queryList(f, text, st); !stop {
			return charRef(text, k)
		}
	case '$':
		stop = subfieldRun(f, text, st)
	}
	if stop {
		return refYes
	}
	return refNo
}

// Answers of charRef, urnAt and sanEntry: whether the text at hand is one.
const (
	refNo   = iota // not a character reference
	refYes         // a character reference
	refMore        // the text ends before it can tell
)

// maxRefName is the length of the longest name of an HTML character
// reference ("CounterClockwiseContourIntegral") and one more.
const maxRefName = 32

// charRef reports whether text[k], an '&', begins a character
// reference of HTML or XML: "&" name ";", "&#" digits ";" or "&#x" hex
// digits ";".
func charRef[T string | []byte](text T, k int) int {
	i := k + 1
	if i == len(text) {
		return refMore
	}
	var m uint8 = cAlnum
	n := maxRefName
	switch c := text[i]; {
	case c == '#':
		i++
		if i == len(text) {
			return refMore
		}
		m, n = cHex, 8
		if text[i]|0x20 == 'x' {
			i++
		} else {
			m = 0 // digits only
		}
	case class[c]&cAlnum == 0 || c <= '9':
		return refNo // a name begins with a letter
	}
	start := i
	for ; i < len(text) && i-start < n; i++ {
		c := text[i]
		if m == 0 && '0' <= c && c <= '9' || m != 0 && class[c]&m != 0 {
			continue
		}
		if c == ';' && i > start {
			return refYes
		}
		return refNo
	}
	if i == len(text) {
		return refMore
	}
	return refNo
}

// Answers of quoted.
const (
	quoteYes = 1 + iota
	quoteNo
)

// quoted reports whether an apostrophe in the run of st stops it: one
// right before the candidate, or one that quoteOpen finds. It asks
// quoteOpen once a run, when the run first holds an apostrophe.
func quoted[T string | []byte](f *finder, text T, st *runState) bool {
	if st.quote == 0 {
		st.quote = quoteNo
		if st.opener == '\'' || quoteOpen(f, text, st.start) {
			st.quote = quoteYes
		}
	}
	return st.quote == quoteYes
}

// quoteLookBack is how far before a candidate quoteOpen looks, and so
// how much of a stream before a candidate a Scanner keeps: an
// apostrophe in the quoteLookBack-1 bytes before "urn:", and the byte
// before that apostrophe, which tells whether it opens a quotation.
const quoteLookBack = 256

// quoteOpen reports whether an apostrophe opened a quotation before the
// "urn:" at text[i], on its line and within quoteLookBack-1 bytes, with no
// apostrophe after it: a URN inside a quoted URL, as in JavaScript's
// 'magnet:?xt=urn:btih:...', ends at the apostrophe that closes the
// string. The nearest apostrophe before i opens a quotation when it
// does not follow a letter or digit; one that does ("it's") is taken
// for the end of a word or of a quotation. What it found for the
// previous candidate spares looking at the same bytes again, so the
// work adds up to no more than the length of the text.
func quoteOpen[T string | []byte](f *finder, text T, i int) bool {
	if i < f.at[quoteScan] {
		f.at[quoteScan], f.at[quoteAt] = 0, 0
	}
	low := max(i-quoteLookBack+1, 0)
	stop := max(low, f.at[quoteScan])
	k := i - 1
	for ; k >= stop; k-- {
		if c := text[k]; c == '\n' || c == '\'' {
			f.at[quoteAt], f.quoteOpens = k+1, c == '\'' && (k == 0 || class[text[k-1]]&cAlnum == 0)
			break
		}
	}
	f.work += i - 1 - k
	if k < stop && stop > f.at[quoteScan] {
		f.at[quoteAt] = 0 // nothing within quoteLookBack bytes
	}
	f.at[quoteScan] = i
	return f.at[quoteAt] > low && f.quoteOpens
}

// queryList reports whether the candidate of st, which follows ',', is
// the last item of a list that is the value of a query parameter, as in
// "?ids=a,b,urn:ex:c&lang=en": within maxQueryBack bytes of URN bytes
// before it, '=' after a parameter name that follows '?' or '&'. It
// looks once a run, when the run first holds a '&'.
func queryList[T string | []byte](f *finder, text T, st *runState) bool {
	if st.query == 0 {
		st.query = quoteNo
		low := max(st.start-maxQueryBack, 0)
		k := st.start - 1
		for k >= low && text[k] != '=' && runBytes[text[k]] != 0 {
			k--
		}
		if k >= low && text[k] == '=' {
			j := k - 1
			for j >= low && (wordByte(text[j]) || text[j] == '-' || text[j] == '.') {
				j--
			}
			if j >= low && j < k-1 && (text[j] == '?' || text[j] == '&') {
				st.query = quoteYes
			}
			k = j
		}
		f.work += st.start - 1 - k
	}
	return st.query == quoteYes
}

// maxQueryBack is how far before a candidate queryList looks: no more
// than a Scanner keeps (quoteLookBack).
const maxQueryBack = 128

// subfieldRun reports whether the candidate of st is the value of a
// subfield of a catalogue record written as text, where '$' begins the
// next subfield ("$0urn:nbn:...$xR"): it follows the code of a subfield
// (see subfieldCode), or its line begins with the tag of a field, three
// digits, an optional letter, digit or '@', an optional occurrence
// ("/03"), and a space, as in PICA+ ("017C $uhttps://...",
// "009P/03 $u...") and MARC written as text ("=856  40$u...",
// "856 40 $u..."), with a '$' between the tag and the candidate. It
// looks, within the quoteLookBack-1 bytes before the candidate, once a
// run, when the run first holds a '$'.
func subfieldRun[T string | []byte](f *finder, text T, st *runState) bool {
	if st.subfields == 0 {
		st.subfields = quoteNo
		if subfieldCode(text, st.start) || fieldTagLine(f, text, st.start) {
			st.subfields = quoteYes
		}
	}
	return st.subfields == quoteYes
}

// fieldTagLine reports whether the line of text[i] begins, within the
// quoteLookBack-1 bytes before i, with the tag of a field of a
// catalogue record, and holds a '$' between the tag and i.
func fieldTagLine[T string | []byte](f *finder, text T, i int) bool {
	from, ok := lineStart(f, text, i)
	if !ok {
		return false
	}
	dollar := false
	for k := from; k < i && !dollar; k++ {
		dollar = text[k] == '$'
	}
	if !dollar {
		return false
	}
	k := from
	if k < i && text[k] == '=' {
		k++
	}
	for n := 0; n < 3; n++ {
		if k == i || text[k] < '0' || text[k] > '9' {
			return false
		}
		k++
	}
	if k < i && (class[text[k]]&cAlnum != 0 || text[k] == '@') {
		k++
	}
	if k+2 < i && text[k] == '/' && '0' <= text[k+1] && text[k+1] <= '9' && '0' <= text[k+2] && text[k+2] <= '9' {
		k += 3 // the occurrence of a PICA+ field, "009P/03"
	}
	return k < i && (text[k] == ' ' || text[k] == '\t')
}

// lineStart returns the start of the line of text[i], and ok, when it
// is within the quoteLookBack-1 bytes before i, which a Scanner keeps
// with the byte before them.
func lineStart[T string | []byte](f *finder, text T, i int) (from int, ok bool) {
	low := max(i-quoteLookBack+1, 0)
	from = i
	for from > low && text[from-1] != '\n' {
		from--
	}
	f.work += i - from
	return from, from == 0 || text[from-1] == '\n'
}

// nbnPath applies the rule of Markup and enclosing text to a URN that
// follows a '/', in the path of a URL: a URN:NBN ends before a page or
// a file name extension (see nbnPathEnd).
func nbnPath(f *finder, u URN) URN {
	if n := nbnPathEnd(u.s); n < len(u.s) {
		f.work += n
		if v, _, r := f.g.parseURN(u.s[:n]); r == 0 {
			return v
		}
	}
	return u
}

// nbnPathEnd returns where s, a URN that follows a '/' in the path of a
// URL, ends when it is a URN:NBN (RFC 8458): before its first '/', which
// begins the page or view of a viewer that serves the record
// (".../urn/urn:nbn:de:hbz:5:1-66622/128"), or else before a file name
// extension that ends it (".../urn:nbn:de:101:1-2015.pdf"). It returns
// len(s) for any other URN, and when the '/' or the extension is in its
// r-, q- or f-component.
func nbnPathEnd(s string) int {
	const nid = len("urn:nbn:")
	if len(s) <= nid || !strings.EqualFold(s[:nid], "urn:nbn:") {
		return len(s)
	}
	nss := s[nid:]
	if k := strings.IndexAny(nss, "/?#"); k >= 0 {
		if nss[k] == '/' {
			return nid + k
		}
		return len(s)
	}
	// The extension may be followed by sentence punctuation, which
	// trim drops later.
	name := strings.TrimRight(nss, ".,;:!?")
	if k := strings.LastIndexByte(name, '.'); k > 0 && fileExt(name[k+1:]) {
		return nid + k
	}
	return len(s)
}

// fileExt reports whether s, in any case, is the extension of the name
// of a file that a digital library serves a record as.
func fileExt(s string) bool {
	var b [4]byte
	if len(s) < 3 || len(s) > len(b) {
		return false
	}
	for i := 0; i < len(s); i++ {
		b[i] = ascii.Lower(s[i])
	}
	switch string(b[:len(s)]) {
	case "pdf", "epub", "djvu", "htm", "html", "xml", "txt", "zip", "jpg", "jpeg", "png", "gif", "tif", "tiff":
		return true
	}
	return false
}

// ----------------------------------------------------------------------------
// FINDING.md, "Lists"

// lists applies the rules of Lists to text[k], a ',' or the column
// delimiter of the table row of the candidate of st (see rowDelim): the
// run stops (refYes) at that delimiter, at a ',' followed by "urn:", a
// list of URNs, and, after "URI:", at a ',' that begins the next entry
// of a subjectAltName list (see sanEntry). It answers refMore when the
// text ends before it can tell.
func lists[T string | []byte](text T, k int, st *runState) int {
	if text[k] == st.delim {
		return refYes
	}
	ans := urnAt(text, k+1)
	if ans != refYes && st.san {
		if san := sanEntry(text, k+1); san != refNo {
			ans = san
		}
	}
	return ans
}

// urnAt reports whether text[i:] begins with "urn:", in any case: refYes,
// refNo, or refMore when the text ends before it can tell.
func urnAt[T string | []byte](text T, i int) int {
	for j, c := range []byte("urn:") {
		switch {
		case i+j == len(text):
			return refMore
		case ascii.Lower(text[i+j]) != c:
			return refNo
		}
	}
	return refYes
}

// sanEntry reports whether text[i:] begins with the type of an entry
// of a subjectAltName list, as OpenSSL names them (RFC 5280, section
// 4.2.1.6): "email:", "URI:", "DNS:", "RID:", "IP:", "dirName:" or
// "otherName:", in any case. It answers refYes, refNo, or refMore when
// the text ends before it can tell.
func sanEntry[T string | []byte](text T, i int) int {
	j := i
	for j < len(text) && j-i <= len("otherName") && class[text[j]]&cAlnum != 0 {
		j++
	}
	switch {
	case j == len(text):
		return refMore
	case text[j] != ':' || j == i || j-i > len("otherName"):
		return refNo
	}
	name := string(text[i:j])
	for _, t := range [...]string{"email", "URI", "DNS", "RID", "IP", "dirName", "otherName"} {
		if strings.EqualFold(name, t) {
			return refYes
		}
	}
	return refNo
}

// tableDelim returns the column delimiter that the first line of a text
// declares when it is the header of a table, and how many of it the
// header holds outside double quotes (see countDelims), or -1 when the
// first column is named "urn", in any case: "urn#passage" ('#', as in
// the CEX format), "urn,label", "urn;label", "urn|label" or "urn" and a
// tab. Any other header is a line of column names (see columnName)
// separated by a tab, or else by ',', ';' or '|' (so no "urn:"). It
// returns 0 for any other text, and ok false when text is too short to
// tell.
func tableDelim[T string | []byte](text T, atEOF bool) (delim byte, count int, ok bool) {
	if len(text) < 4 {
		return 0, 0, atEOF
	}
	if ascii.Lower(text[0]) == 'u' && ascii.Lower(text[1]) == 'r' && ascii.Lower(text[2]) == 'n' {
		if c := text[3]; strings.IndexByte("#,;|\t", c) >= 0 {
			return c, -1, true
		}
	}
	end, seen := 0, false
	for end < len(text) && end < maxRow && text[end] != '\n' {
		switch text[end] {
		case ':':
			// A URN, or any other ':', which no column name holds
			// (see columnName): no header.
			return 0, 0, true
		case '\t', ',', ';', '|':
			seen = true
		}
		end++
	}
	if !seen && (end < len(text) || atEOF) {
		return 0, 0, true // one column, or none
	}
	switch {
	case end == len(text) && !atEOF:
		return 0, 0, false
	case end == maxRow:
		return 0, 0, true
	}
	if end > 0 && text[end-1] == '\r' {
		end--
	}
	line := text[:end]
	for _, d := range [...]byte{'\t', ',', ';', '|'} {
		n := countDelims(line, d)
		if n == 0 {
			continue
		}
		for k := 0; k <= len(line); {
			j := k
			for j < len(line) && line[j] != d {
				j++
			}
			if !columnName(line[k:j]) {
				return 0, 0, true
			}
			k = j + 1
		}
		return d, n, true
	}
	return 0, 0, true
}

// maxRow is the longest line, in bytes, that is taken for the header or
// a row of a table. It is less than a Scanner reads at a time.
const maxRow = 1024

// columnName reports whether f, a field of the first line of a text,
// can be the name of a column: between optional double quotes and
// spaces, 1 to 40 bytes that begin with a letter, '_' or '#', of
// letters, digits, spaces and "_-.()/#", with no ". " (the end of a
// sentence) and no more than four words.
func columnName[T string | []byte](f T) bool {
	for len(f) > 0 && f[0] == ' ' {
		f = f[1:]
	}
	for len(f) > 0 && f[len(f)-1] == ' ' {
		f = f[:len(f)-1]
	}
	if len(f) >= 2 && f[0] == '"' && f[len(f)-1] == '"' {
		f = f[1 : len(f)-1]
	}
	if len(f) == 0 || len(f) > 40 {
		return false
	}
	if c := f[0]; class[c]&cAlnum == 0 && c != '_' && c != '#' && c < 0x80 || '0' <= c && c <= '9' {
		return false
	}
	spaces := 0
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == ' ':
			if spaces++; spaces > 3 || f[i-1] == '.' {
				return false
			}
		case class[c]&cAlnum == 0 && c < 0x80 && strings.IndexByte("_-.()/#", c) < 0:
			return false
		}
	}
	return true
}

// countDelims returns how many d the line holds outside double quotes.
func countDelims[T string | []byte](line T, d byte) int {
	n, quoted := 0, false
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"':
			quoted = !quoted
		case d:
			if !quoted {
				n++
			}
		}
	}
	return n
}

// rowDelim returns the column delimiter of the text's table (see
// tableDelim) for a candidate at text[i], when its line is a row of the
// table, and 0 for any other. For a table whose first column is named
// "urn", a row's candidate begins its line. For any other table, a row
// is a line of no more than maxRow bytes that holds as many delimiters
// outside double quotes as the header: then the delimiter ends a URN in
// any column, but one in double quotes. The line must start within the quoteLookBack-1 bytes
// before the candidate, which a Scanner keeps. more reports that the
// window ends before the line does.
func rowDelim[T string | []byte](f *finder, text T, i int, atEOF bool) (delim byte, more bool) {
	switch {
	case f.delim == 0:
		return 0, false
	case f.delimCount < 0:
		if i > 0 && text[i-1] != '\n' {
			return 0, false
		}
		return f.delim, false
	case i > 0 && text[i-1] == '"':
		return 0, false // a quoted field holds the delimiter
	case f.at[rowFrom] <= i && i < f.at[rowTo]:
		return f.rowDelim, false // the line of the previous candidate
	}
	from, ok := lineStart(f, text, i)
	if !ok {
		return 0, false // a longer line: not a row
	}
	to := i
	for to < len(text) && to-from <= maxRow && text[to] != '\n' {
		to++
	}
	f.work += to - i
	switch {
	case to == len(text) && !atEOF:
		return 0, true
	case to-from > maxRow:
		return 0, false
	}
	f.at[rowFrom], f.at[rowTo], f.rowDelim = from, to, 0
	if countDelims(text[from:to], f.delim) == f.delimCount {
		f.rowDelim = f.delim
	}
	f.work += to - from
	return f.rowDelim, false
}

// ----------------------------------------------------------------------------
// FINDING.md, "Templates and patterns"

// templates applies the rule of Templates and patterns to the URN s
// found at text[e-len(s):e]: it reports pattern when the text goes on
// there as a template or pattern, or the URN holds a variable, a
// placeholder, the group of a regular expression or an ellipsis, and
// more when the window ends before it can tell. A wildcard, a '*' at the
// end of the URN, is told once the wrappers are known (see candidate).
func templates[T string | []byte](text T, e int, s string, atEOF bool) (pattern, more bool) {
	if e < len(text) {
		switch text[e] {
		case '{', '%':
			return true, false // a template
		case '<', '\\':
			if e+1 == len(text) && !atEOF {
				return false, true
			}
			if e+1 < len(text) && !endsToken(text[e], text[e+1]) {
				return true, false
			}
		}
	}
	if hasVariable(s) || hasPlaceholder(s) || s[len(s)-1] == '(' || mayElide(s[len(s)-1]) && elided(s) {
		// A variable, a placeholder, a group of a regular
		// expression that the URN cannot hold ("urn:ex:([a-z]+)"),
		// or an ellipsis.
		return true, false
	}
	return false, false
}

// endsToken reports whether c, which is '<' or a backslash, and the
// byte after it end the text of a URN: an end tag ("</"), an escape
// sequence of a string literal (see escapeChar, and \u), an escaped
// character reference or closing brace ("\&", "\}"), or an escape of troff
// ("\(aq", "\*(rq", "\fR"). Any other '<' or backslash goes on with
// the token, as in "urn:ex:<id>" and the regular expression
// "urn:ex:(\d+)".
func endsToken(c, next byte) bool {
	if c == '<' {
		return next == '/'
	}
	return escapeChar[next] != 0 || strings.IndexByte("u&}(*f", next) >= 0
}

// hasVariable reports whether the URN s holds a variable of a shell,
// Perl or template language: a '$' followed by '{' or '(', or by a
// letter where the '$' follows no letter or digit ("urn:ex:$ID",
// "urn:ex:build-$V"). After a letter or digit, "$" and a letter are
// characters of the NSS, as in Pulumi's "Bucket$aws:s3/...".
func hasVariable(s string) bool {
	for i := len("urn:"); ; {
		k := strings.IndexByte(s[i:], '$')
		if k < 0 {
			return false
		}
		k += i
		if k+1 == len(s) {
			return false
		}
		if c := s[k+1]; c == '{' || c == '(' || class[c]&cAlnum != 0 && c > '9' && class[s[k-1]]&cAlnum == 0 {
			return true
		}
		i = k + 1
	}
}

// hasPlaceholder reports whether the NSS of the URN s holds a word of
// three or more x's alone, all lower case or all upper case: the
// placeholder of documentation ("urn:li:person:xxx",
// "urn:uuid:xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", "URN:EX:XXX").
func hasPlaceholder(s string) bool {
	return hasXWord(s, 'x') || hasXWord(s, 'X')
}

// hasXWord reports whether s, after "urn:", holds a word made of the
// byte x, three or more of it and nothing else, between bytes that are
// not letters or digits.
func hasXWord(s string, x byte) bool {
	for i := len("urn:"); ; {
		k := strings.IndexByte(s[i:], x)
		if k < 0 {
			return false
		}
		// s[k] begins a run of x: s[k-1] is ':' or follows the
		// run before.
		k += i
		end := k + 1
		for end < len(s) && s[end] == x {
			end++
		}
		if end-k >= 3 && class[s[k-1]]&cAlnum == 0 && (end == len(s) || class[s[end]]&cAlnum == 0) {
			return true
		}
		i = end
	}
}

// elided reports whether the URN s ends, but for trailing punctuation,
// in an ellipsis that makes a whole part of its NSS: three or more dots
// after ':' or '/', as in "urn:li:domain:..." (a URN of documentation,
// "and so on"), or an NSS of dots alone.
func elided(s string) bool {
	n := len(s)
	for n > 0 && (s[n-1] == ',' || s[n-1] == ';' || s[n-1] == '!' || s[n-1] == '?') {
		n--
	}
	k := n
	for k > 0 && s[k-1] == '.' {
		k--
	}
	return n-k >= 3 && (s[k-1] == ':' || s[k-1] == '/')
}

// mayElide reports whether a URN that ends in c may end in an ellipsis
// (see elided): c is a dot or the punctuation after one.
func mayElide(c byte) bool { return c == '.' || c == ',' || c == ';' || c == '!' || c == '?' }

// ----------------------------------------------------------------------------
// FINDING.md, "Wrappers"

// wrappers applies the rule of Wrappers that the trailing punctuation
// does not, to u[:n] after a '*' when it ends in '*': the '*' at its
// end close an emphasis, "*urn:ex:a*" or "**urn:ex:a**", and are
// dropped with the punctuation before them. It returns the URN that is
// left and its length, and ok false when no valid URN is left.
func wrappers(f *finder, u URN, n int) (URN, int, bool) {
	s := strings.TrimRight(u.s[:n], "*")
	var ok bool
	if u, ok = f.longest(s, len(s)); !ok {
		return u, n, false
	}
	u, n = f.trim(u, ".,;:!?")
	return u, n, true
}

// closes reports whether c closes the wrapper that opener opens.
func closes(opener, c byte) bool {
	switch opener {
	case '<':
		return c == '>'
	case '"', '\'', '`':
		return c == opener
	}
	return false
}

// ----------------------------------------------------------------------------
// FINDING.md, "Trailing punctuation"

// trailingPunctuation applies the rule of Trailing punctuation to a URN
// found after opener and before next, the characters around it as the
// rules read them (see before and after): it returns the punctuation
// that trim drops from its end, less of it before the closer of its
// wrapper.
func trailingPunctuation(opener, next byte) string {
	if !closes(opener, next) {
		return ".,;:!?'"
	}
	if opener == '"' || opener == '\'' {
		return ".,"
	}
	return ""
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

// ----------------------------------------------------------------------------
// FINDING.md, "Lines"

// lines applies the rule of Lines to the candidate at text[i] that
// follows '<': text[i:end] is its first line, and text[end] is white
// space. It returns the URN joined from its lines and found, when the
// text is one URN broken over lines, no longer than the limit; or
// findState{}, and only the first line counts; or more.
func lines[T string | []byte](f *finder, text T, i, end int, atEOF bool) (Match, findState) {
	end, joined, st := joinLines(f, text, i, end, atEOF)
	if st.more || end == 0 {
		return Match{}, st
	}
	f.work += len(joined)
	if u, _, r := f.g.parseURN(joined); r == 0 {
		if f.maxLen == 0 || len(joined) <= f.maxLen {
			return Match{URN: u, Start: i, End: end}, findState{found: true, resume: end}
		}
		f.tooLong(i) // only the first line counts
	}
	return Match{}, findState{}
}

// joinLines reads a URN broken over lines inside "<...>": text[i:j] is its
// first line and text[j] is white space. It returns the offset just
// past the last byte of the URN (before the white space and the '>')
// and the joined text, or end 0 when the text there is not one URN
// broken at line breaks. It asks for more when the window ends first.
func joinLines[T string | []byte](f *finder, text T, i, j int, atEOF bool) (end int, joined string, st findState) {
	limit := f.limit(i, len(text))
	first := j
	k := j
	defer func() { f.work += k - first }()
	var b []byte
	for {
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
			joinCut(f, i, k, limit, len(text))
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
			joinCut(f, i, k, limit, len(text))
			return 0, "", findState{}
		}
		b = append(b, text[start:k]...)
		j = k
	}
}

// joinCut records the candidate at text[i] as too long when joinLines
// stopped at k because the limit, less than the n bytes of the text,
// ended its lines: the joined URN may be longer than MaxLength, and only
// the first line counts.
func joinCut(f *finder, i, k, limit, n int) {
	if k == limit && limit < n {
		f.tooLong(i)
	}
}
