// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/urnkit/urn"
)

func ExampleParse() {
	u, err := urn.Parse("urn:ietf:params:scim:schemas:core:2.0:User")
	if err != nil {
		panic(err)
	}
	fmt.Println(u.NID())
	fmt.Println(u.NSS())
	// Output:
	// ietf
	// params:scim:schemas:core:2.0:User
}

func ExampleURN_parts() {
	u := urn.MustParse("urn:example:weather?+CCResolve:cc=uk?=op=map&lat=39.56#section-2")
	fmt.Printf("scheme %q\n", u.Scheme())
	fmt.Printf("NID    %q\n", u.NID())
	fmt.Printf("NSS    %q\n", u.NSS())
	fmt.Printf("r      %q\n", u.RComponent())
	fmt.Printf("q      %q\n", u.QComponent())
	fmt.Printf("f      %q\n", u.FComponent())
	fmt.Printf("name   %q\n", u.AssignedName())
	// Output:
	// scheme "urn"
	// NID    "example"
	// NSS    "weather"
	// r      "CCResolve:cc=uk"
	// q      "op=map&lat=39.56"
	// f      "section-2"
	// name   "urn:example:weather"
}

func ExampleEquivalent() {
	for _, pair := range [][2]string{
		{"urn:example:a123,z456", "URN:EXAMPLE:a123,z456"},     // case of "urn" and NID: equivalent
		{"urn:example:a123,z456", "urn:example:a123,z456#789"}, // components are ignored
		{"urn:example:a123%2Cz456", "urn:example:a123%2cz456"}, // hex digits: equivalent
		{"urn:example:a123%2Cz456", "urn:example:a123,z456"},   // never decoded: different
		{"urn:example:A123,z456", "urn:example:a123,z456"},     // the NSS is case-sensitive
	} {
		eq, err := urn.Equivalent(pair[0], pair[1])
		fmt.Println(eq, err)
	}
	// Output:
	// true <nil>
	// true <nil>
	// true <nil>
	// false <nil>
	// false <nil>
}

func ExampleURN_Normalize() {
	u := urn.MustParse("URN:EXAMPLE:a123%2cz456?=Op=Map#Frag")
	fmt.Println(u.Normalize())
	// Output:
	// urn:example:a123%2Cz456?=Op=Map#Frag
}

func ExampleURN_Compare() {
	names := []urn.URN{
		urn.MustParse("urn:isbn:0451450523"),
		urn.MustParse("URN:IETF:rfc:8141"),
		urn.MustParse("urn:ietf:rfc:2141"),
		urn.MustParse("urn:ietf:rfc:8141#section-3"),
	}
	slices.SortFunc(names, urn.URN.Compare)
	for _, u := range names {
		fmt.Println(u)
	}
	// Output:
	// urn:ietf:rfc:2141
	// URN:IETF:rfc:8141
	// urn:ietf:rfc:8141#section-3
	// urn:isbn:0451450523
}

func ExampleParseError() {
	_, err := urn.Parse("urn:example:a123?a=b")
	fmt.Println(err)

	var pe *urn.ParseError
	if errors.As(err, &pe) {
		fmt.Printf("%s\n%*s^\n", pe.Input, pe.Offset, "")
	}
	fmt.Println(errors.Is(err, urn.ErrComponent))
	// Output:
	// urn: invalid component in "urn:example:a123?a=b" at offset 17: after the NSS, '?' must begin "?+" (r-component) or "?=" (q-component)
	// urn:example:a123?a=b
	//                  ^
	// true
}

func ExampleParser() {
	legacy := urn.Parser{Syntax: urn.RFC2141, MaxLength: 255}
	_, err := legacy.Parse("urn:example:a/b")
	fmt.Println(err)

	draft := urn.Parser{Syntax: urn.Draft14}
	u, _ := draft.Parse("urn:etsi:osm:yang:nsr?revision=2017-02-08")
	fmt.Println(u.QComponent())
	// Output:
	// urn: invalid NSS in "urn:example:a/b" at offset 13: '/' is reserved by RFC 2141; percent-encode it
	// revision=2017-02-08
}

func ExampleURN_json() {
	var doc struct {
		Schemas []urn.URN `json:"schemas"`
		Parent  urn.URN   `json:"parent"`
	}
	in := `{"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"],"parent":""}`
	if err := json.Unmarshal([]byte(in), &doc); err != nil {
		panic(err)
	}
	fmt.Println(doc.Schemas[0].NSS(), doc.Parent.IsValid())

	err := json.Unmarshal([]byte(`{"parent":"urn:scim:x y"}`), &doc)
	fmt.Println(err)
	// Output:
	// params:scim:schemas:core:2.0:User false
	// urn: invalid NSS in "urn:scim:x y" at offset 10: a space is not allowed in the NSS
}

func ExampleURN_mapKey() {
	// A URN is comparable, so it can be a map key: the key is then the
	// exact text. To group equivalent URNs, key by Key instead.
	count := map[string]int{}
	for _, s := range []string{"urn:ISBN:0451450523", "urn:isbn:0451450523#p12", "urn:isbn:0451450524"} {
		count[urn.MustParse(s).Key()]++
	}
	fmt.Println(count)
	// Output:
	// map[urn:isbn:0451450523:2 urn:isbn:0451450524:1]
}

func ExampleURN_WithNSS() {
	u := urn.MustParse("urn:example:draft-7?=lang=en#intro")
	v, err := u.WithNSS("final")
	fmt.Println(v, err)
	_, err = u.WithNSS("a#b")
	fmt.Println(err)
	// Output:
	// urn:example:final?=lang=en#intro <nil>
	// urn: invalid NSS in "urn:example:a#b?=lang=en#intro" at offset 13: '#' is not allowed in the NSS
}

func ExampleURN_Key() {
	a := urn.MustParse("URN:ISBN:0451450523?=lang=en")
	b := urn.MustParse("urn:isbn:0451450523#p12")
	fmt.Println(a.Key())
	fmt.Println(a.Key() == b.Key(), a.Equal(b))
	// Output:
	// urn:isbn:0451450523
	// true true
}

func ExampleURN_CanonicalNSS() {
	u := urn.MustParse("URN:Example:caf%c3%a9")
	fmt.Println(u.NSS(), u.CanonicalNSS())
	// Output:
	// caf%c3%a9 caf%C3%A9
}

func ExampleValidNID() {
	for _, nid := range []string{"isbn", "x-acme", "a", "ab-", "a_b"} {
		fmt.Println(nid, urn.ValidNID(nid))
	}
	// Output:
	// isbn true
	// x-acme true
	// a false
	// ab- false
	// a_b false
}

func ExampleURN_Syntax() {
	// A URN keeps the syntax it was parsed in, and its methods follow it:
	// in Draft 14, "?" opens the q-component and "??" the r-component.
	u, _ := urn.Parser{Syntax: urn.Draft14}.Parse("urn:ex:a?q=1#f")
	fmt.Println(u.Syntax(), u.QComponent())
	v := u.WithoutFComponent()
	fmt.Println(v, v.QComponent())
	w, _ := v.WithRComponent("res")
	fmt.Println(w, w.RComponent())
	// Output:
	// draft14 q=1
	// urn:ex:a?q=1 q=1
	// urn:ex:a?q=1??res res
}

func ExampleDraft14URN() {
	// A field of type Draft14URN decodes Draft 14 URNs, which
	// URN.UnmarshalText, by RFC 8141, would refuse or read otherwise.
	var doc struct {
		ID urn.Draft14URN `json:"id"`
	}
	if err := json.Unmarshal([]byte(`{"id":"urn:ex:a?q=1??r"}`), &doc); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(doc.ID.Syntax(), doc.ID.QComponent(), doc.ID.RComponent())
	out, _ := json.Marshal(doc)
	fmt.Println(string(out))
	// Output:
	// draft14 q=1 r
	// {"id":"urn:ex:a?q=1??r"}
}

func ExampleURN_WithoutQComponent() {
	u := urn.MustParse("urn:ex:a?+r?=q#f")
	fmt.Println(u.WithoutQComponent())
	fmt.Println(urn.URN{}.WithoutQComponent().IsValid())
	// Output:
	// urn:ex:a?+r#f
	// false
}

// use is the code of the section "Use" of README.md.
func use() error {
	u, err := urn.Parse("URN:ISBN:0451450523?=lang=en")
	if err != nil {
		return err // a *urn.ParseError: what is wrong, and at which byte
	}
	fmt.Println(u.NID(), u.NSS(), u.QComponent()) // ISBN 0451450523 lang=en
	fmt.Println(u.Key())                          // urn:isbn:0451450523

	v := urn.MustParse("urn:isbn:0451450523#p12")
	fmt.Println(u.Equal(v), u == v) // true false: equivalent, but not the same text
	return nil
}

func Example_use() {
	if err := use(); err != nil {
		fmt.Println(err)
	}
	// Output:
	// ISBN 0451450523 lang=en
	// urn:isbn:0451450523
	// true false
}

func ExampleRFC2141URN() {
	// A column of RFC 2141 URNs: URN.Scan reads RFC 8141, which refuses
	// a NID of one letter; RFC2141URN reads them back as they were.
	var u urn.URN
	fmt.Println(u.Scan("urn:a:b"))
	var w urn.RFC2141URN
	fmt.Println(w.Scan("urn:a:b"), w.Syntax(), w.NID())
	v, _ := w.Value()
	fmt.Println(v)
	// Output:
	// urn: invalid NID in "urn:a:b" at offset 5: a NID must have at least 2 characters
	// <nil> rfc2141 a
	// urn:a:b
}

func ExampleURN_Equal() {
	a := urn.MustParse("urn:example:a%2cb")
	b := urn.MustParse("URN:EXAMPLE:a%2Cb?=lang=en#p1")
	// "urn", the NID and the hex digits of "%2c" compare without regard
	// to case, and the components are ignored (RFC 8141, section 3.1);
	// == compares the text as written.
	fmt.Println(a.Equal(b), a == b)
	// The rest of the NSS is case-sensitive, and "%2C" is not ",".
	fmt.Println(a.Equal(urn.MustParse("urn:example:A%2Cb")), a.Equal(urn.MustParse("urn:example:a,b")))
	// Output:
	// true false
	// false false
}

// MustParse suits URNs written in the program, such as the package-level
// values a program compares others with; a URN that comes from input is
// parsed with Parse, whose error says what is wrong.
func ExampleMustParse() {
	userSchema := urn.MustParse("urn:ietf:params:scim:schemas:core:2.0:User")
	fmt.Println(userSchema.NID(), userSchema.NSS())

	defer func() { fmt.Println("panic:", recover()) }()
	urn.MustParse("urn:ietf:params scim")
	// Output:
	// ietf params:scim:schemas:core:2.0:User
	// panic: urn: invalid NSS in "urn:ietf:params scim" at offset 15: a space is not allowed in the NSS
}

// EscapeNSS turns any identifier into an NSS, and Unescape gives it
// back.
func ExampleEscapeNSS() {
	id := "reports/2024 Q1 (draft) 50% café"
	u, err := urn.New("example", urn.EscapeNSS(id))
	fmt.Println(u, err)
	back, err := urn.Unescape(u.NSS())
	fmt.Println(back == id, err)
	// An NSS of the RFC 2141 syntax has '/', '&' and '~' encoded too.
	fmt.Println(urn.Parser{Syntax: urn.RFC2141}.EscapeNSS("a/b&c"))
	// Output:
	// urn:example:reports/2024%20Q1%20(draft)%2050%25%20caf%C3%A9 <nil>
	// true <nil>
	// a%2Fb%26c
}

func ExampleUnescape() {
	s, err := urn.Unescape("caf%c3%A9%2Fmenu")
	fmt.Println(s, err)
	_, err = urn.Unescape("50%")
	fmt.Println(err)
	// Output:
	// café/menu <nil>
	// urn: invalid percent-encoding in "50%" at offset 3: '%' must be followed by two hex digits
}
