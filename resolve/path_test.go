// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/urnkit/urn"
)

// TestTemplatePath resolves URNs whose text would add, remove or climb
// a path segment, or add a query or a fragment, if it were put into
// the template as written.
func TestTemplatePath(t *testing.T) {
	res := newTemplates(t, map[string]string{
		"isbn":      "https://openlibrary.org/isbn/{nss}",
		"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
		"example":   "https://svc.example/n2l/{nid}/{nss}/{r}?urn={urn}&r={r}#{r}",
		"ex-dot":    "https://svc.example/a/.{nss}/b",
		"ex-empty":  "https://svc.example/a/{r}/b",
		"ex-query":  "https://svc.example/n2l?{urn}",
		"ex":        "https://h.example/api/{nss}/info",
	})
	for _, tt := range []struct {
		syntax urn.Syntax
		urn    string
		want   string // the URL, or the error: the sentinel's text and the placeholder
		offset int    // of the segment in error
	}{
		// The reproductions of the report.
		{urn.RFC8141, "urn:isbn:../../../../etc/passwd", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:ietf:rfc:2141/../../../admin", "dot-segment {rest}", 32},
		{urn.RFC8141, "urn:example:x?+../../admin?z=1", "dot-segment {r}", 34},
		// Dot-segments in every spelling.
		{urn.RFC8141, "urn:isbn:..", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:.", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%2e%2e", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%2E%2e", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:.%2E", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%2E", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a/../b", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%2F..%2fb", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%5C..%5Cb", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a/.", "dot-segment {nss}", 29},
		{urn.RFC2141, "urn:isbn:%2E%2E", "dot-segment {nss}", 29},
		{urn.RFC2141, "urn:isbn:..%2Fadmin", "dot-segment {nss}", 29},
		{urn.Draft14, "urn:isbn:..?q#f", "dot-segment {nss}", 29},
		{urn.Draft14, "urn:example:x??..", "dot-segment {r}", 34},
		{urn.RFC8141, "urn:ex-dot:.", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex-dot:%2e", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex-empty:x", "empty segment {r}", 22},
		// Dot-segments once a server drops the path parameters after
		// ';' (Tomcat, Jetty, Spring), raw or encoded.
		{urn.RFC8141, "urn:ex:..;", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..;x=1", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:.%2e;", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%2E%2E;a", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:.;", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%3B", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:a%2F..;%2Fb", "dot-segment {nss}", 22},
		{urn.RFC2141, "urn:ex:..;x", "dot-segment {nss}", 22},
		// ... or cuts the name at a NUL.
		{urn.RFC8141, "urn:ex:..%00", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%00.jpg", "dot-segment {nss}", 22},
		// Dot-segments once a server has decoded a '?' or '#', which
		// ends the path there.
		{urn.RFC8141, "urn:ex:..%3F", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%3Fx=1", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:.%23top", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:a%2F..%3F", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%2e%2e%253f", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%C0%BF", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%20%3F", "dot-segment {nss}", 22},
		// ... or decodes the path twice.
		{urn.RFC8141, "urn:isbn:%252E%252E", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:.%252e", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%252F..%252Fb", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%255C..", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:..%2500", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:..%253b", "dot-segment {nss}", 29},
		// ... or reads an overlong UTF-8 form as the ASCII it encodes.
		{urn.RFC8141, "urn:isbn:%C0%AE%C0%AE", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%c0%ae", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%C0%AF..", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%C1%9C..", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%E0%80%AE%E0%80%AE", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%F0%80%80%AE", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%25C0%25AE.", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:..%C0%BB", "dot-segment {nss}", 29},
		// ... also without the check of the octets after the first, and
		// in the five and six octets that RFC 2279 allowed.
		{urn.RFC8141, "urn:ex:a%c1%1c..", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%c0%2e%c0%2e", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:isbn:%e0%00%2e.", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:ex:%f8%80%80%80%ae.", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:isbn:%fc%80%80%80%80%ae%fc%80%80%80%80%ae", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:ex:a%f8%80%80%80%af..", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%25f8%2580%2580%2580%25ae.", "dot-segment {nss}", 22},
		// ... or drops the octets that are not UTF-8.
		{urn.RFC8141, "urn:ex:.%ff.", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%80..%c3", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%e0..", "dot-segment {nss}", 22},
		// ... or removes tabs and line breaks (as the WHATWG URL
		// Standard does), or trims whitespace.
		{urn.RFC8141, "urn:ex:..%09", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%0a", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%0D", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%20..", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:.%0b%0c.", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%2509", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%c0%89", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:isbn:..%20", "dot-segment {nss}", 29},
		// Empty segments once a server drops the path parameters, or
		// ends the name at a NUL: the segment is gone.
		{urn.RFC8141, "urn:ex:;x", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:;", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%3Bx", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%00x", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%253Bx", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%C0%BBx", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%09", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%20%0A", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%09;x", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%ff", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%ff;x", "empty segment {nss}", 22},
		// A segment before the last that is empty to some server is
		// reported as empty, whatever else it is.
		{urn.RFC8141, "urn:ex:%fc%80%80%80%80%ae%fc%80%80%80%80%ae", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%e0%00%2e.", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:a;x", "https://h.example/api/a;x/info", 0},
		{urn.RFC8141, "urn:isbn:;x", "https://openlibrary.org/isbn/;x", 0}, // the last segment
		// Not dot-segments: more dots, or dots with other text.
		{urn.RFC8141, "urn:isbn:...", "https://openlibrary.org/isbn/...", 0},
		{urn.RFC8141, "urn:isbn:..a", "https://openlibrary.org/isbn/..a", 0},
		{urn.RFC8141, "urn:isbn:a;..", "https://openlibrary.org/isbn/a;..", 0},
		{urn.RFC8141, "urn:isbn:...;", "https://openlibrary.org/isbn/...;", 0},
		{urn.RFC8141, "urn:isbn:100%25", "https://openlibrary.org/isbn/100%25", 0},
		{urn.RFC8141, "urn:isbn:%C3%AE%C3%AE", "https://openlibrary.org/isbn/%C3%AE%C3%AE", 0},
		{urn.RFC8141, "urn:isbn:%C2%AE%C2%AE", "https://openlibrary.org/isbn/%C2%AE%C2%AE", 0},
		{urn.RFC8141, "urn:isbn:%e0%a0%ae", "https://openlibrary.org/isbn/%e0%a0%ae", 0},
		{urn.RFC8141, "urn:isbn:%f8%88%80%80%ae", "https://openlibrary.org/isbn/%f8%88%80%80%ae", 0},
		{urn.RFC8141, "urn:isbn:a%20b", "https://openlibrary.org/isbn/a%20b", 0},
		{urn.RFC8141, "urn:ex:a%20b", "https://h.example/api/a%20b/info", 0},
		// A path decoded three times, and Unicode normalization (U+2024
		// ONE DOT LEADER becomes '.' under NFKC), are the caller's risk.
		{urn.RFC8141, "urn:isbn:%25252E%25252E", "https://openlibrary.org/isbn/%25252E%25252E", 0},
		{urn.RFC8141, "urn:isbn:%E2%80%A4%E2%80%A4", "https://openlibrary.org/isbn/%E2%80%A4%E2%80%A4", 0},
		// So are the trailing dots that Windows drops.
		{urn.RFC8141, "urn:isbn:....", "https://openlibrary.org/isbn/....", 0},
		{urn.RFC8141, "urn:ex-dot:x", "https://svc.example/a/.x/b", 0},
		{urn.RFC8141, "urn:ex-empty:x?+r", "https://svc.example/a/r/b", 0},
		// '/', '?' and '#' stay in the segment, or in the query.
		{urn.RFC8141, "urn:isbn:a/b", "https://openlibrary.org/isbn/a%2Fb", 0},
		{urn.RFC8141, "urn:ietf:rfc:2141/x", "https://www.rfc-editor.org/info/rfc2141%2Fx", 0},
		{urn.RFC8141, "urn:ex:a%3Fb", "https://h.example/api/a%3Fb/info", 0},
		{urn.RFC8141, "urn:ex:a?+admin?z=1", "https://h.example/api/a/info", 0},
		// In the query, the parameters stay the template's.
		{urn.RFC8141, "urn:example:a&b=c+d;e?+k=v&w", "https://svc.example/n2l/example/a&b=c+d;e/k=v&w?urn=urn:example:a%26b%3Dc%2Bd%3Be&r=k%3Dv%26w#k=v&w", 0},
		{urn.RFC8141, "urn:ex-query:../..", "https://svc.example/n2l?urn:ex-query:../..", 0},
	} {
		u, err := urn.Parser{Syntax: tt.syntax}.Parse(tt.urn)
		if err != nil {
			t.Fatal(err)
		}
		loc, err := Resolve(context.Background(), res, u)
		if !strings.HasPrefix(tt.want, "https:") {
			sentinel, placeholder, _ := strings.Cut(tt.want, " {")
			placeholder = "{" + placeholder
			if strings.HasPrefix(tt.want, "empty") {
				sentinel, placeholder, _ = strings.Cut(tt.want, " segment ")
				sentinel += " segment"
			}
			var se *SegmentError
			if !errors.As(err, &se) || !strings.Contains(se.Err.Error(), sentinel) || se.Placeholder != placeholder || se.Offset != tt.offset {
				t.Errorf("Resolve(%q) = %v, %v; want a %s error at offset %d from %s", tt.urn, loc, err, sentinel, tt.offset, placeholder)
			} else if !strings.Contains(err.Error(), fmt.Sprintf("offset %d", tt.offset)) || !strings.Contains(err.Error(), placeholder) {
				t.Errorf("Resolve(%q) error %q does not say where", tt.urn, err)
			}
			continue
		}
		if err != nil || loc.String() != tt.want {
			t.Errorf("Resolve(%q) = %v, %v; want %s", tt.urn, loc, err, tt.want)
		}
	}
}

// TestTemplatePathSentinels checks that the errors of TestTemplatePath
// match their sentinels with errors.Is.
func TestTemplatePathSentinels(t *testing.T) {
	res := newTemplates(t, map[string]string{"isbn": "https://h.example/{nss}/{r}/x"})
	_, err := Resolve(context.Background(), res, urn.MustParse("urn:isbn:.."))
	if !errors.Is(err, ErrDotSegment) || errors.Is(err, ErrEmptySegment) {
		t.Errorf("dot-segment: %v, want ErrDotSegment", err)
	}
	_, err = Resolve(context.Background(), res, urn.MustParse("urn:isbn:a"))
	if !errors.Is(err, ErrEmptySegment) || errors.Is(err, ErrDotSegment) {
		t.Errorf("empty segment: %v, want ErrEmptySegment", err)
	}
}

// fuzzDotSegment reports whether seg is a dot-segment as TemplateResolver
// defines it, by another way than the package's: each of fuzzReadings
// is split into parts and cut with the strings package, and its
// whitespace removed.
func fuzzDotSegment(seg string) bool {
	for _, r := range fuzzReadings(seg) {
		for _, part := range strings.FieldsFunc(r+"/", func(r rune) bool { return r == '/' || r == '\\' }) {
			if i := strings.IndexAny(part, ";\x00?#"); i >= 0 {
				part = part[:i]
			}
			part = strings.Map(func(r rune) rune {
				if strings.ContainsRune(fuzzSpace, r) {
					return -1
				}
				return r
			}, part)
			if part == "." || part == ".." {
				return true
			}
		}
	}
	return false
}

// fuzzParamsOnly reports whether seg is a segment that some server
// reads as empty, as TemplateResolver defines it: one of fuzzReadings,
// without its leading whitespace, is empty or begins with ';' or NUL.
func fuzzParamsOnly(seg string) bool {
	for _, r := range fuzzReadings(seg) {
		r = strings.TrimLeft(r, fuzzSpace)
		if r == "" || r[0] == ';' || r[0] == 0 {
			return true
		}
	}
	return false
}
