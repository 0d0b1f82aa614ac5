// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"errors"
	"fmt"
	"strings"
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
// to some server, as TemplateResolver documents: whether a reading of
// seg has a part that is "." or "..", where parts are split at slashes
// and backslashes, end at a ';', a NUL, a '?' or a '#', and ASCII
// whitespace in them is ignored.
func isDotSegment(seg string) bool { return anyReading(seg, hasDotPart) }

// isParamsOnly reports whether the path segment seg is empty to some
// server, as TemplateResolver documents: whether a reading of seg,
// without its ASCII whitespace, is empty or begins with a ';' or a NUL.
func isParamsOnly(seg string) bool {
	return anyReading(seg, func(s string) bool {
		for i := 0; i < len(s); {
			c, n := asciiAt(s, i)
			if !isSpace(c) {
				return c == ';' || c == 0
			}
			i += n
		}
		return true
	})
}

// anyReading reports whether f holds for some reading of the segment
// seg (see readings). f reads an overlong form of an ASCII character
// as that character, with asciiAt.
func anyReading(seg string, f func(string) bool) bool {
	reads, n := readings(seg)
	for _, r := range reads[:n] {
		if f(r) {
			return true
		}
	}
	return false
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
		case cut, isSpace(c):
		case c == ';' || c == 0 || c == '?' || c == '#':
			cut = true // a path parameter, the end of a C string, or the end of the path
		case c == '.':
			dots++
		default:
			other = true
		}
	}
	return false
}
