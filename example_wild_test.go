// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn_test

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/urnkit/urn"
)

func ExampleNew() {
	// A native identifier with a leading '/', a '?', a space and a
	// non-ASCII letter becomes a valid NSS.
	u, err := urn.New("example", urn.EscapeNSS("/docs/café menu?"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u)
	id, _ := urn.Unescape(u.NSS())
	fmt.Println(id)
	// Output:
	// urn:example:%2Fdocs/caf%C3%A9%20menu%3F
	// /docs/café menu?
}

func ExampleNew_error() {
	_, err := urn.New("example", "a?+b")
	fmt.Println(err)
	// Output:
	// urn: invalid NSS in "urn:example:a?+b" at offset 13: '?' is not allowed in the NSS
}

func ExampleParser_New() {
	// A program that parses RFC 2141 builds in RFC 2141 too: its
	// EscapeNSS also encodes the '/', '&' and '~' that RFC 8141 allows.
	p := urn.Parser{Syntax: urn.RFC2141}
	u, err := p.New("example", p.EscapeNSS("a/b&c~d"))
	fmt.Println(u, err)
	_, err = p.New("example", "a/b")
	fmt.Println(err)
	// Output:
	// urn:example:a%2Fb%26c%7Ed <nil>
	// urn: invalid NSS in "urn:example:a/b" at offset 13: '/' is reserved by RFC 2141; percent-encode it
}

func ExampleURN_WithQComponent() {
	u := urn.MustParse("urn:example:weather#today")
	u, err := u.WithQComponent(urn.EscapeQComponent("op=map&lat=39.56"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u)
	u, _ = u.WithRComponent("CCResolve:cc=uk")
	fmt.Println(u)
	u = u.WithoutFComponent()
	fmt.Println(u)
	// Output:
	// urn:example:weather?=op=map&lat=39.56#today
	// urn:example:weather?+CCResolve:cc=uk?=op=map&lat=39.56#today
	// urn:example:weather?+CCResolve:cc=uk?=op=map&lat=39.56
}

func ExampleEscapeRComponent() {
	// '?' is data in an r-component, except first or before '='.
	fmt.Println(urn.EscapeRComponent("?a?b?=c"))
	fmt.Println(urn.EscapeQComponent("?a?b?=c"))
	fmt.Println(urn.EscapeFComponent("?a?b?=c#d"))
	// Output:
	// %3Fa?b%3F=c
	// %3Fa?b?=c
	// ?a?b?=c%23d
}

func ExampleParser_EscapeQComponent() {
	// The components of a URN of Draft 14 have other delimiters: "?" q,
	// ended by "??" r. Escape for the syntax of the URN.
	u, err := urn.Parser{Syntax: urn.Draft14}.Parse("urn:example:weather??CCResolve")
	if err != nil {
		fmt.Println(err)
		return
	}
	p := urn.Parser{Syntax: u.Syntax()}
	u, err = u.WithQComponent(p.EscapeQComponent("a??b"))
	fmt.Println(u, err)
	fmt.Println(u.QComponent(), u.RComponent())
	// Output:
	// urn:example:weather?a?%3Fb??CCResolve <nil>
	// a?%3Fb CCResolve
}

func ExampleURN_Display() {
	u := urn.MustParse("urn:example:caf%C3%A9%2Fbar%E2%80%AE%20x")
	// The é is shown; the encoded '/', the right-to-left override and
	// the space stay encoded.
	fmt.Println(u.Display())
	// Output:
	// urn:example:café%2Fbar%E2%80%AE%20x
}

func ExampleFindAll() {
	text := `See <urn:ietf:rfc:2141> and urn:isbn:0451450523, or
(urn:example:a123,z456), or https://example.com/urn:ex:y?lang=en.
Not URNs: return:ex:z, x-urn:ex:z, urn:ex:{id}.`
	for _, m := range urn.FindAll(text) {
		fmt.Println(m.Start, m.End, m.URN)
	}
	// Output:
	// 5 22 urn:ietf:rfc:2141
	// 28 47 urn:isbn:0451450523
	// 53 74 urn:example:a123,z456
	// 100 108 urn:ex:y
}

func ExampleFindAll_lineBreaks() {
	text := "The namespace is <urn:oasis:names:tc:SAML:2.0:\n    assertion>."
	for _, m := range urn.FindAll(text) {
		fmt.Printf("%s\n%q\n", m.URN, text[m.Start:m.End])
	}
	// Output:
	// urn:oasis:names:tc:SAML:2.0:assertion
	// "urn:oasis:names:tc:SAML:2.0:\n    assertion"
}

func ExampleFind() {
	m, ok := urn.Find("log: 12:05 fetched urn:isbn:0451450523 (cached)\nnext")
	fmt.Println(ok, m.URN, m.Start)
	// Output:
	// true urn:isbn:0451450523 19
}

func ExampleFindAllBytes() {
	text := []byte("a: urn:ex:one\nb: urn:ex:two\n")
	ms := urn.FindAllBytes(text)
	text[4] = 'X' // the matches hold copies of their text
	for _, m := range ms {
		fmt.Println(m.Start, m.URN)
	}
	// Output:
	// 3 urn:ex:one
	// 17 urn:ex:two
}

func ExampleFindAllSeq() {
	// Stop at the first ISBN: the search goes no further.
	text := "urn:ex:a urn:isbn:0451450523 urn:isbn:0451450524 " + strings.Repeat("x ", 1000)
	for m := range urn.FindAllSeq(text) {
		if m.URN.NID() == "isbn" {
			fmt.Println(m.URN, m.Start)
			break
		}
	}
	// Output:
	// urn:isbn:0451450523 9
}

func ExampleParser_FindAll() {
	// RFC 2141 has no components and reserves '/', '?' and '#'.
	p := urn.Parser{Syntax: urn.RFC2141}
	for _, m := range p.FindAll("urn:a:b/c and urn:example:x?+y") {
		fmt.Println(m.URN)
	}
	// Output:
	// urn:a:b
	// urn:example:x
}

func ExampleScanner() {
	r := strings.NewReader(`{"schemas": ["urn:ietf:params:scim:schemas:core:2.0:User"]}
level=info msg="resolved urn:isbn:0451450523"`)
	sc := urn.NewScanner(r)
	for sc.Scan() {
		m := sc.Match()
		fmt.Println(m.Start, m.URN)
	}
	if err := sc.Err(); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 14 urn:ietf:params:scim:schemas:core:2.0:User
	// 85 urn:isbn:0451450523
}

func ExampleScanner_Position() {
	files := map[string]string{
		"a.log": "level=info msg=\"resolved urn:isbn:0451450523\"\n",
		"b.md":  "# Names\n\nSee <urn:ietf:rfc:8141> and\nurn:example:a123.\n",
	}
	var sc *urn.Scanner
	for _, name := range []string{"a.log", "b.md"} {
		r := strings.NewReader(files[name])
		if sc == nil {
			sc = urn.NewScanner(r)
		} else {
			sc.Reset(r) // keeps the buffer of the first file
		}
		for sc.Scan() {
			line, col := sc.Position()
			fmt.Printf("%s:%d:%d: %s\n", name, line, col, sc.Match().URN)
		}
	}
	// Output:
	// a.log:1:26: urn:isbn:0451450523
	// b.md:3:6: urn:ietf:rfc:8141
	// b.md:4:1: urn:example:a123
}

func ExampleURN_URL() {
	u := urn.MustParse("urn:example:a123?+res?=op=map#sec")
	v := u.URL()
	fmt.Printf("opaque %q, query %q, fragment %q\n", v.Opaque, v.RawQuery, v.Fragment)
	back, _ := urn.FromURL(v)
	fmt.Println(back == u)
	// The zero URN gives an empty URL, safe to use.
	fmt.Printf("%q\n", urn.URN{}.URL().String())
	// Output:
	// opaque "example:a123", query "+res?=op=map", fragment "sec"
	// true
	// ""
}

// FromURL takes a URN that arrives as a *url.URL, from a router or a
// configuration library, back to a URN.
func ExampleFromURL() {
	v, _ := url.Parse("urn:example:a%2Fb?+res?=op=map#sec")
	u, err := urn.FromURL(v)
	fmt.Println(u.NSS(), u.QComponent(), u.FComponent(), err)
	// A URL that is not a URN is an error, with the offset into its
	// String.
	v, _ = url.Parse("https://example.com/x")
	_, err = urn.FromURL(v)
	fmt.Println(err)
	// Output:
	// a%2Fb op=map sec <nil>
	// urn: invalid scheme in "https://example.com/x" at offset 0: a URN must begin with "urn:" (in any case)
}
