// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve_test

import (
	"context"
	"errors"
	"fmt"
	"net/url"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
	"github.com/urnkit/urn/resolve"
)

// catalog resolves the names it holds, keyed by their canonical form,
// and shows what it is asked.
type catalog map[string]string

func (c catalog) Resolve(_ context.Context, name urn.URN, r string) (*url.URL, error) {
	fmt.Printf("asked for %s with r-component %q\n", name, r)
	loc, ok := c[name.Normalize().String()]
	if !ok {
		return nil, fmt.Errorf("%w: %s is not in the catalog", resolve.ErrUnresolvable, name)
	}
	return url.Parse(loc)
}

func Example() {
	books := catalog{
		"urn:example:moby-dick": "https://library.example/books/2701",
	}
	u := urn.MustParse("URN:Example:moby-dick?+edition=1851?=chapter=42#para-3")
	loc, err := resolve.Resolve(context.Background(), books, u)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(loc)
	// Output:
	// asked for URN:Example:moby-dick with r-component "edition=1851"
	// https://library.example/books/2701?chapter=42#para-3
}

func ExampleTemplateResolver() {
	res, err := resolve.NewTemplateResolver(map[string]string{
		"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
		"isbn":      "https://openlibrary.org/isbn/{nss}",
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range []string{
		"urn:ietf:rfc:8141#section-2.3",
		"URN:ISBN:0451450523",
		"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
		"urn:isbn:a/b",
		"urn:isbn:../../admin",
	} {
		loc, err := resolve.Resolve(context.Background(), res, urn.MustParse(s))
		fmt.Println(loc, err)
	}
	// Output:
	// https://www.rfc-editor.org/info/rfc8141#section-2.3 <nil>
	// https://openlibrary.org/isbn/0451450523 <nil>
	// <nil> urn: no resolver for this URN: no template for "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6"
	// https://openlibrary.org/isbn/a%2Fb <nil>
	// <nil> urn: dot-segment in path: segment at offset 29 of "https://openlibrary.org/isbn/..%2F..%2Fadmin", from {nss}
}

func ExampleNewTemplateResolver() {
	_, err := resolve.NewTemplateResolver(map[string]string{
		"isbn":    "https://openlibrary.org/isbn/{nss}",
		"ISBN":    "https://isbn.example/{nss}",
		"example": "https://{nid}.example/{nss}",
	})
	fmt.Println(err)
	// Output:
	// urn: invalid template: template "https://{nid}.example/{nss}" of key "example" has a placeholder in its scheme or authority, at offset 8
	// urn: ambiguous template keys: "ISBN" and "isbn"
}

func ExampleQueryPolicy() {
	res, err := resolve.NewTemplateResolver(map[string]string{"example": "https://api.example/v1?tenant=acme&id={nss}"})
	if err != nil {
		fmt.Println(err)
		return
	}
	u := urn.MustParse("urn:example:42?=tenant=other&format=pdf")
	for _, policy := range []resolve.QueryPolicy{resolve.QueryAddNew, resolve.QueryAppend, resolve.QueryDrop, resolve.QueryRefuse} {
		loc, err := resolve.Options{Query: policy}.Resolve(context.Background(), res, u)
		fmt.Printf("%v: %v %v\n", policy, loc, err)
	}
	// Output:
	// add-new: <nil> urn: q-component refused: the q-component of "urn:example:42?=tenant=other&format=pdf" names the parameter "tenant", which the query of https://api.example/v1?tenant=acme&id=42 names already
	// append: https://api.example/v1?tenant=acme&id=42&tenant=other&format=pdf <nil>
	// drop: https://api.example/v1?tenant=acme&id=42 <nil>
	// refuse: <nil> urn: q-component refused: "urn:example:42?=tenant=other&format=pdf" has a q-component, which the query policy "refuse" refuses
}

// fallback is a Resolver of its own, made of others: it asks each in
// turn, and returns the first answer that is not ErrUnresolvable.
type fallback []resolve.Resolver

func (f fallback) Resolve(ctx context.Context, name urn.URN, r string) (*url.URL, error) {
	for _, res := range f {
		loc, err := res.Resolve(ctx, name, r)
		if !errors.Is(err, resolve.ErrUnresolvable) {
			return loc, err
		}
	}
	return nil, fmt.Errorf("%w: no resolver knows %s", resolve.ErrUnresolvable, name)
}

// A Resolver of its own, here one that asks a catalog first and then
// templates, resolves under the same Options as any other: the query
// policy is the resolution's, whatever the Resolver.
func ExampleResolver() {
	templates, err := resolve.NewTemplateResolver(map[string]string{
		"isbn": "https://openlibrary.org/isbn/{nss}",
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	res := fallback{
		catalog{"urn:isbn:0451450523": "https://library.example/books/2701"},
		templates,
	}
	opts := resolve.Options{Query: resolve.QueryRefuse}
	for _, s := range []string{
		"urn:isbn:0451450523",
		"urn:isbn:9780141439518",
		"urn:isbn:9780141439518?=format=pdf",
		"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
	} {
		loc, err := opts.Resolve(context.Background(), res, urn.MustParse(s))
		fmt.Println(loc, err)
	}
	// Output:
	// asked for urn:isbn:0451450523 with r-component ""
	// https://library.example/books/2701 <nil>
	// asked for urn:isbn:9780141439518 with r-component ""
	// https://openlibrary.org/isbn/9780141439518 <nil>
	// <nil> urn: q-component refused: "urn:isbn:9780141439518?=format=pdf" has a q-component, which the query policy "refuse" refuses
	// asked for urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6 with r-component ""
	// <nil> urn: no resolver for this URN: no resolver knows urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6
}

// Under namespace rules, URNs that the rules make equivalent find the
// same template: for the ietf namespace, "The entire URN is
// case-insensitive" (RFC 2648, section 2, "Rules for Lexical
// Equivalence").
func ExampleOptions_rules() {
	res, err := resolve.NewTemplateResolver(map[string]string{
		"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	u := urn.MustParse("URN:IETF:RFC:2141")
	_, err = resolve.Resolve(context.Background(), res, u)
	fmt.Println(err)
	loc, err := resolve.Options{Rules: namespace.Builtin()}.Resolve(context.Background(), res, u)
	fmt.Println(loc, err)
	// Output:
	// urn: no resolver for this URN: no template for "URN:IETF:RFC:2141"
	// https://www.rfc-editor.org/info/rfc2141 <nil>
}
