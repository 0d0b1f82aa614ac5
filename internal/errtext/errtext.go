// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package errtext writes the parts that the error messages of the urn
// packages share: the input, quoted around the offending offset, and a
// name for the offending byte.
package errtext

import (
	"strconv"
	"unicode/utf8"
)

// MaxQuoted is the length up to which an input is quoted in full in an
// error message.
const MaxQuoted = 72

// AppendQuoted appends s quoted as a Go string. A long s is
// shortened to a window around off, with "..." marking what was cut.
func AppendQuoted(b []byte, s string, off int) []byte {
	if len(s) <= MaxQuoted {
		return strconv.AppendQuote(b, s)
	}
	off = min(max(off, 0), len(s))
	lo := max(off-40, 0)
	hi := min(lo+MaxQuoted-8, len(s))
	if hi == len(s) {
		lo = max(hi-(MaxQuoted-8), 0)
	}
	for lo > 0 && !utf8.RuneStart(s[lo]) {
		lo--
	}
	for hi < len(s) && !utf8.RuneStart(s[hi]) {
		hi++
	}
	q := strconv.AppendQuote(nil, s[lo:hi])
	b = append(b, '"')
	if lo > 0 {
		b = append(b, "..."...)
	}
	b = append(b, q[1:len(q)-1]...)
	if hi < len(s) {
		b = append(b, "..."...)
	}
	return append(b, '"')
}

// AppendByteName appends a name of the byte c for a person reading an error.
func AppendByteName(b []byte, c byte) []byte {
	switch {
	case c == ' ':
		return append(b, "a space"...)
	case c < ' ' || c == 0x7f:
		b = append(b, "control byte 0x"...)
		return append(b, upperHex[c>>4], upperHex[c&15])
	case c >= utf8.RuneSelf:
		b = append(b, "byte 0x"...)
		return append(b, upperHex[c>>4], upperHex[c&15])
	default:
		return append(b, '\'', c, '\'')
	}
}

const upperHex = "0123456789ABCDEF"
