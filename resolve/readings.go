// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

// The readings that lax servers make of percent-encoded text, which the
// checks of paths (path.go) and of queries (query.go) share.

import (
	"strings"
	"unicode/utf8"

	"github.com/urnkit/urn/internal/ascii"
)

// readings returns the readings of the path segment s that servers
// make, and how many there are: s decoded once, and twice when that
// leaves a '%', each also without the octets that are not valid UTF-8,
// which some decoders drop. (The readings of a query, which keep track
// of the URN's text, are marked.decode and marked.validUTF8.)
func readings(s string) (reads [4]string, n int) {
	reads[0] = decode(s)
	n = 1
	if strings.IndexByte(reads[0], '%') >= 0 {
		reads[n] = decode(reads[0])
		n++
	}
	for _, r := range reads[:n] {
		if !utf8.ValidString(r) {
			reads[n] = strings.ToValidUTF8(r, "")
			n++
		}
	}
	return reads, n
}

// decode returns s with every percent-encoded octet decoded; a '%'
// that does not begin one is kept.
func decode(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && ascii.IsHex(s[i+1]) && ascii.IsHex(s[i+2]) {
			c = ascii.Unhex(s[i+1])<<4 | ascii.Unhex(s[i+2])
			i += 2
		}
		b = append(b, c)
	}
	return string(b)
}

// formDecode returns s decoded as a form-encoded name: "+" is a space,
// a percent-encoded octet is the octet, and a '%' that does not begin
// one is kept.
func formDecode(s string) string {
	return decode(strings.ReplaceAll(s, "+", " "))
}

// laxASCII returns s with every overlong form of an ASCII character
// read as that character, as asciiAt reads them.
func laxASCII(s string) string {
	var b []byte
	for i := 0; i < len(s); {
		c, n := asciiAt(s, i)
		if n > 1 && b == nil {
			b = append(make([]byte, 0, len(s)), s[:i]...)
		}
		if b != nil {
			b = append(b, c)
		}
		i += n
	}
	if b == nil {
		return s
	}
	return string(b)
}

// isSpace reports whether c is ASCII whitespace: a tab, a line feed, a
// vertical tab, a form feed, a carriage return or a space. URL parsers
// of the WHATWG URL Standard remove tabs and line breaks from a URL,
// and others trim whitespace from names.
func isSpace(c byte) bool { return c == ' ' || '\t' <= c && c <= '\r' }

// asciiAt returns the octet at s[i] and its length 1, or, when s[i:]
// begins with an overlong form of an ASCII character in the UTF-8
// scheme, that character and the form's length, as a lax decoder reads
// it: two to six octets (RFC 3629 section 3 forbids the overlong forms,
// and every form of more than four) whose first octet gives their
// number, with the high bits of the octets that follow it not checked,
// so that "\xC1\x1C" is a backslash. Other octets are returned as they
// are.
func asciiAt(s string, i int) (byte, int) {
	c := s[i]
	var n int // the length the first octet gives
	switch {
	case c&0xE0 == 0xC0:
		n = 2
	case c&0xF0 == 0xE0:
		n = 3
	case c&0xF8 == 0xF0:
		n = 4
	case c&0xFC == 0xF8:
		n = 5
	case c&0xFE == 0xFC:
		n = 6
	default:
		return c, 1
	}
	if i+n > len(s) {
		return c, 1
	}
	v := uint32(c) & (0x7F >> n) // the bits of the first octet
	for _, b := range []byte(s[i+1 : i+n]) {
		v = v<<6 | uint32(b&0x3F)
	}
	if v >= 0x80 {
		return c, 1
	}
	return byte(v), n
}
