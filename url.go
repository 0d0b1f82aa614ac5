// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"net/url"
	"strings"
)

// URL returns u as a [*url.URL], the way [url.Parse] sees it. A URN is
// a URI with the scheme "urn" and an opaque path, and a generic URI
// parser knows nothing of its components:
//
//   - Scheme is "urn", in lower case, as url.Parse makes it;
//   - Opaque is NID ":" NSS, as written;
//   - RawQuery is everything between the first '?' and the '#': for
//     "urn:ex:a?+r?=q#f" that is "+r?=q", the r- and q-components with
//     their delimiters, as written;
//   - Fragment is the f-component, percent-decoded, and RawFragment
//     is the f-component as written when Fragment does not encode back
//     to it (see [url.URL.EscapedFragment]).
//
// So the conversion loses only the case of the scheme (which RFC 8141
// ignores) and the '#' of an empty f-component, which a url.URL cannot
// hold: the URL's String is the URN's text otherwise. [FromURL] converts
// back. For the zero URN, URL returns an empty URL, whose String is ""
// as the zero URN's is.
func (u URN) URL() *url.URL {
	if u.s == "" {
		return &url.URL{}
	}
	v := &url.URL{Scheme: "urn"}
	rest, frag, hasFrag := strings.Cut(u.s[4:], "#")
	v.Opaque, v.RawQuery, _ = strings.Cut(rest, "?")
	if hasFrag && frag != "" {
		// A valid URN's triplets are all well formed.
		v.Fragment, _ = Unescape(frag)
		if v.EscapedFragment() != frag {
			v.RawFragment = frag
		}
	}
	return v
}

// FromURL returns the URN that the URL v spells, parsed as RFC 8141:
// the result of parsing v.String(). It is the inverse of [URN.URL]. A
// URL that is not a valid URN (another scheme, an authority as in
// "urn://host/x", a path that begins with '/') gives the
// [*ParseError] of that parse, with offsets into v.String(). A nil v
// is parsed as "".
func FromURL(v *url.URL) (URN, error) { return Parser{}.FromURL(v) }

// FromURL is like [FromURL] with the Parser's syntax and limits.
func (p Parser) FromURL(v *url.URL) (URN, error) {
	if v == nil {
		return p.Parse("")
	}
	return p.Parse(v.String())
}
