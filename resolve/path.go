// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

var (
	// ErrDotSegment reports a path segment "." or ".." (RFC 3986
	// section 3.3) in a filled-in template, in any of the spellings
	// that [TemplateResolver] lists. A [*SegmentError] wraps it.
	ErrDotSegment = errors.New("urn: dot-segment in path")

	// ErrEmptySegment reports an empty path segment before the last
	// one ("//") in a filled-in template, or one that some server reads
	// as empty, as [TemplateResolver] says (";x"). A [*SegmentError]
	// wraps it.
	ErrEmptySegment = errors.New("urn: empty segment in path")
)

// A SegmentError reports a path segment of a filled-in template that
// a server would remove or interpret as a step up or down the path
// hierarchy: a dot-segment or an empty segment.
type SegmentError struct {
	// URL is the template filled in with the URN's text.
	URL string

	// Offset is the byte offset in URL at which the segment begins.
	Offset int

	// Placeholder is the placeholder whose text is part of the
	// segment, such as "{nss}", or "" when the template's own text
	// makes the segment.
	Placeholder string

	// Err is ErrDotSegment or ErrEmptySegment.
	Err error
}

// Error returns a message that says what is wrong and where, for
// example:
//
//	urn: dot-segment in path: segment at offset 30 of "https://openlibrary.org/isbn/..%2Fadmin", from {nss}
func (e *SegmentError) Error() string {
	from := "the template's own text"
	if e.Placeholder != "" {
		from = e.Placeholder
	}
	return fmt.Sprintf("%v: segment at offset %d of %q, from %s", e.Err, e.Offset, e.URL, from)
}

// Unwrap returns e.Err.
func (e *SegmentError) Unwrap() error { return e.Err }

// checkPath returns a *SegmentError for the first dot-segment, or
// empty segment before the last, of the path s[start:end] of the
// filled-in template s; spans are the placeholders' texts in s.
func checkPath(s string, start, end int, spans []span) error {
	path := s[start:end]
	i := 0
	if strings.HasPrefix(path, "/") {
		i = 1 // the root
	}
	for i <= len(path) {
		n := strings.IndexByte(path[i:], '/')
		last := n < 0
		if last {
			n = len(path) - i
		}
		seg := path[i : i+n]
		var err error
		switch {
		case !last && (seg == "" || isParamsOnly(seg)):
			err = ErrEmptySegment
		case isDotSegment(seg):
			err = ErrDotSegment
		}
		if err != nil {
			e := &SegmentError{URL: s, Offset: start + i, Err: err}
			for _, sp := range spans {
				// The span touches the segment, or is the empty text
				// that left it empty.
				if sp.start <= start+i+n && sp.end >= start+i {
					e.Placeholder = placeholders[sp.p]
					break
				}
			}
			return e
		}
		if last {
			break
		}
		i += n + 1
	}
	return nil
}

// isDotSegment reports whether the path segment seg is a dot-segment
// to some server, as TemplateResolver documents: whether seg, decoded
// once or twice, has a part that is "." or "..", where parts are split
// at slashes and backslashes, end at a ';' or a NUL, and an overlong
// UTF-8 form of an ASCII character is read as that character.
func isDotSegment(seg string) bool {
	once := decode(seg)
	if hasDotPart(once) {
		return true
	}
	return strings.IndexByte(once, '%') >= 0 && hasDotPart(decode(once))
}

// isParamsOnly reports whether the path segment seg is empty to some
// server, as TemplateResolver documents: whether seg, decoded once or
// twice, with an overlong UTF-8 form of an ASCII character read as that
// character, begins with a ';' or a NUL.
func isParamsOnly(seg string) bool {
	starts := func(s string) bool {
		if s == "" {
			return false
		}
		c, _ := asciiAt(s, 0)
		return c == ';' || c == 0
	}
	once := decode(seg)
	return starts(once) || starts(decode(once))
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

// hasDotPart reports whether the decoded segment s has a part that is
// "." or "..", as isDotSegment says.
func hasDotPart(s string) bool {
	dots, other, cut := 0, false, false
	for i := 0; i <= len(s); {
		c, n := byte('/'), 1 // the end of s ends its last part
		if i < len(s) {
			c, n = asciiAt(s, i)
		}
		i += n
		switch {
		case c == '/' || c == '\\':
			if !other && (dots == 1 || dots == 2) {
				return true
			}
			dots, other, cut = 0, false, false
		case cut:
		case c == ';' || c == 0:
			cut = true // a path parameter, or the end of a C string
		case c == '.':
			dots++
		default:
			other = true
		}
	}
	return false
}

// asciiAt returns the octet at s[i] and its length 1, or, when s[i:]
// begins with an overlong UTF-8 form of an ASCII character (two, three
// or four octets where one is the only valid form, RFC 3629 section 3),
// that character and the form's length. Other octets are returned as
// they are.
func asciiAt(s string, i int) (byte, int) {
	cont := func(j int) bool { return j < len(s) && s[j]&0xC0 == 0x80 }
	switch c := s[i]; {
	case (c == 0xC0 || c == 0xC1) && cont(i+1):
		return (c&1)<<6 | s[i+1]&0x3F, 2
	case c == 0xE0 && i+2 < len(s) && (s[i+1] == 0x80 || s[i+1] == 0x81) && cont(i+2):
		return (s[i+1]&1)<<6 | s[i+2]&0x3F, 3
	case c == 0xF0 && i+3 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0x80 || s[i+2] == 0x81) && cont(i+3):
		return (s[i+2]&1)<<6 | s[i+3]&0x3F, 4
	default:
		return c, 1
	}
}
