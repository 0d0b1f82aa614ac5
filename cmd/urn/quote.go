// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// quoteName returns name as the text output shows it. A name that
// holds no character that could change how the output reads is
// returned as it is. Any other is quoted the way GNU ls quotes names
// in its shell-escape style, so that a name can never end a line, begin
// a forged one, move the cursor or reorder the text around it: the
// plain runs in single quotes (a ' written as \'), every other
// character as $'...' with C escapes and octal bytes, for example
//
//	'x'$'\n''FORGED.txt'
//
// The characters quoted are the controls (C0, DEL and C1), the line and
// paragraph separators U+2028 and U+2029, the bidirectional formatting
// characters (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to
// U+2069), and bytes that are not UTF-8. The result, pasted into a
// shell that reads $'...' quoting (bash, zsh, ksh), names the same file.
func quoteName(name string) string {
	if !needsQuote(name) {
		return name
	}
	var b strings.Builder
	quoted := false // inside '...'
	for i := 0; i < len(name); {
		r, size := utf8.DecodeRuneInString(name[i:])
		if unsafeRune(r, size) {
			if quoted {
				b.WriteByte('\'')
				quoted = false
			}
			b.WriteString("$'")
			for _, c := range []byte(name[i : i+size]) {
				writeEscape(&b, c)
			}
			b.WriteByte('\'')
		} else {
			if !quoted {
				b.WriteByte('\'')
				quoted = true
			}
			if r == '\'' {
				b.WriteString(`'\''`)
			} else {
				b.WriteString(name[i : i+size])
			}
		}
		i += size
	}
	if quoted {
		b.WriteByte('\'')
	}
	return b.String()
}

// needsQuote reports whether name holds a character that quoteName
// quotes.
func needsQuote(name string) bool {
	for i := 0; i < len(name); {
		if c := name[i]; ' ' <= c && c < utf8.RuneSelf && c != 0x7F {
			i++ // printable ASCII, the bulk of names and messages
			continue
		}
		r, size := utf8.DecodeRuneInString(name[i:])
		if unsafeRune(r, size) {
			return true
		}
		i += size
	}
	return false
}

// unsafeRune reports whether the character r, of size bytes in the
// name, is one that quoteName writes as an escape.
func unsafeRune(r rune, size int) bool {
	switch {
	case r == utf8.RuneError && size == 1:
		return true // not UTF-8
	case unicode.IsControl(r), r == '\u2028', r == '\u2029':
		return true
	case r == '\u061c', r == '\u200e', r == '\u200f',
		'\u202a' <= r && r <= '\u202e', '\u2066' <= r && r <= '\u2069':
		return true // bidirectional formatting
	}
	return false
}

// writeEscape writes c as it appears inside $'...'.
func writeEscape(b *strings.Builder, c byte) {
	switch c {
	case '\a':
		b.WriteString(`\a`)
	case '\b':
		b.WriteString(`\b`)
	case '\t':
		b.WriteString(`\t`)
	case '\n':
		b.WriteString(`\n`)
	case '\v':
		b.WriteString(`\v`)
	case '\f':
		b.WriteString(`\f`)
	case '\r':
		b.WriteString(`\r`)
	default:
		b.WriteByte('\\')
		b.WriteByte('0' + c>>6)
		b.WriteByte('0' + c>>3&7)
		b.WriteByte('0' + c&7)
	}
}

// escapeText returns s with every character that quoteName would quote
// written as a Go escape (\x1b, \n, \u202e, \xff for a byte that is
// not UTF-8), for the text of messages that the command does not write
// itself, such as the flag package's. Messages pass through it before
// they are printed, so that no text can end a line, begin a forged one
// or move the cursor, whatever quoting a part of it missed.
func escapeText(s string) string {
	if !needsQuote(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case !unsafeRune(r, size):
			b.WriteString(s[i : i+size])
		case r == utf8.RuneError:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		default:
			q := strconv.QuoteRuneToASCII(r)
			b.WriteString(q[1 : len(q)-1])
		}
		i += size
	}
	return b.String()
}

// errText returns the text of err for a message, with the file name of
// an [fs.PathError] quoted by quoteName.
func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Op + " " + quoteName(pe.Path) + ": " + pe.Err.Error()
	}
	return err.Error()
}
