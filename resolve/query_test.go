// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/urnkit/urn"
)

// fuzzSharedParam reports whether the queries a and b name a parameter
// in common, with names read as QueryAddNew says, by another way than
// the package's: fuzzDecode, fuzzOverlong and the strings package, and
// every pair of forms compared.
func fuzzSharedParam(a, b string) bool {
	php := strings.NewReplacer(".", "_", " ", "_")
	forms := func(q string) (generic, phpForms []string) {
		for _, p := range strings.FieldsFunc(q, func(r rune) bool { return r == '&' || r == ';' }) {
			name, _, _ := strings.Cut(p, "=")
			once := fuzzDecode(strings.ReplaceAll(name, "+", " "))
			reads := []string{once, fuzzDecode(strings.ReplaceAll(once, "+", " "))}
			reads = append(reads, strings.ToValidUTF8(reads[0], ""), strings.ToValidUTF8(reads[1], ""))
			for _, r := range reads {
				r = fuzzOverlong(r)
				if i := strings.IndexByte(r, 0); i >= 0 {
					r = r[:i]
				}
				g := r
				if i := strings.IndexByte(g, '['); i >= 0 {
					g = g[:i]
				}
				generic = append(generic, strings.TrimFunc(g, func(c rune) bool { return strings.ContainsRune(fuzzSpace, c) }))
				ph := strings.TrimLeft(r, " ")
				if i := strings.IndexByte(ph, '['); i < 0 {
					ph = php.Replace(ph)
				} else if strings.Contains(ph[i+1:], "]") {
					ph = php.Replace(ph[:i])
				} else {
					ph = php.Replace(ph[:i]) + "_" + ph[i+1:]
				}
				phpForms = append(phpForms, ph)
			}
		}
		return generic, phpForms
	}
	common := func(x, y []string) bool {
		for _, s := range x {
			for _, t := range y {
				if s != "" && strings.EqualFold(s, t) {
					return true
				}
			}
		}
		return false
	}
	ga, pa := forms(a)
	gb, pb := forms(b)
	return common(ga, gb) || common(pa, pb)
}

// TestResolveQuery checks what Resolve does with a q-component under
// each QueryPolicy, against a template with fixed query parameters.
func TestResolveQuery(t *testing.T) {
	const tmpl = "https://h.example/api?tenant=acme&api_key=K&id={nss}"
	for _, tt := range []struct {
		policy QueryPolicy
		urn    string
		want   string // the URL, or the text of an ErrQuery error
	}{
		// The report's reproduction: the default keeps the template's
		// parameters.
		{QueryAddNew, "urn:ex:a?=tenant=evil&admin=1", `"tenant"`},
		{QueryAddNew, "urn:ex:a?=admin=1&TENANT=evil", `"TENANT"`},
		{QueryAddNew, "urn:ex:a?=t%65nant=evil", `"t%65nant"`},
		{QueryAddNew, "urn:ex:a?=x=1;tenant=evil", `"tenant"`},
		{QueryAddNew, "urn:ex:a?=id", `"id"`},
		// Names that a common server reads as one the template sets.
		{QueryAddNew, "urn:ex:a?=%2574enant=evil", `"%2574enant", which a server can read as "tenant"`},
		{QueryAddNew, "urn:ex:a?=tenant%00=evil", `"tenant%00"`},
		{QueryAddNew, "urn:ex:a?=tenant%00x=evil", `"tenant%00x"`},
		{QueryAddNew, "urn:ex:a?=%20tenant=evil", `"%20tenant"`},
		{QueryAddNew, "urn:ex:a?=+tenant=evil", `"+tenant"`},
		{QueryAddNew, "urn:ex:a?=tenant%09=evil", `"tenant%09"`},
		{QueryAddNew, "urn:ex:a?=tenant%5Bx%5D=evil", `"tenant%5Bx%5D"`},
		{QueryAddNew, "urn:ex:a?=tenant%5B%5D=evil", `"tenant%5B%5D"`},
		{QueryAddNew, "urn:ex:a?=api.key=evil", `"api.key", which a server can read as "api_key"`},
		{QueryAddNew, "urn:ex:a?=api+key=evil", `"api+key"`},
		{QueryAddNew, "urn:ex:a?=api%20key=evil", `"api%20key"`},
		{QueryAddNew, "urn:ex:a?=API%2Ekey=evil", `"API%2Ekey"`},
		{QueryAddNew, "urn:ex:a?=api%5bkey=evil", `"api%5bkey"`},
		{QueryAddNew, "urn:ex:a?=api%C0%AEkey=evil", `"api%C0%AEkey"`},
		{QueryAddNew, "urn:ex:a?=%C1%B4enant=evil", `"%C1%B4enant"`},
		{QueryAddNew, "urn:ex:a?=ten%FFant=evil", `"ten%FFant"`},
		{QueryAddNew, "urn:ex:a?=x=1&%2520tenant=evil", `"%2520tenant"`},
		// Names that no server reads as the template's.
		{QueryAddNew, "urn:ex:a?=api-key=1&tenants=2&x_tenant=3&te.nant=4", "https://h.example/api?tenant=acme&api_key=K&id=a&api-key=1&tenants=2&x_tenant=3&te.nant=4"},
		{QueryAddNew, "urn:ex:a?=api_keys=1&%5Btenant%5D=2", "https://h.example/api?tenant=acme&api_key=K&id=a&api_keys=1&%5Btenant%5D=2"},
		// The caller's risk, as SECURITY.md says.
		{QueryAddNew, "urn:ex:a?=%252574enant=1", "https://h.example/api?tenant=acme&api_key=K&id=a&%252574enant=1"},
		{QueryAddNew, "urn:ex:a?=%EF%BD%94enant=1", "https://h.example/api?tenant=acme&api_key=K&id=a&%EF%BD%94enant=1"},
		{QueryAddNew, "urn:ex:a?=%25u0074enant=1", "https://h.example/api?tenant=acme&api_key=K&id=a&%25u0074enant=1"},
		{QueryAddNew, "urn:ex:a?=format=pdf&x#f", "https://h.example/api?tenant=acme&api_key=K&id=a&format=pdf&x#f"},
		{QueryAddNew, "urn:ex:a#f", "https://h.example/api?tenant=acme&api_key=K&id=a#f"},
		{QueryAppend, "urn:ex:a?=tenant=evil&admin=1", "https://h.example/api?tenant=acme&api_key=K&id=a&tenant=evil&admin=1"},
		{QueryDrop, "urn:ex:a?=tenant=evil&admin=1#f", "https://h.example/api?tenant=acme&api_key=K&id=a#f"},
		{QueryRefuse, "urn:ex:a?=format=pdf", "has a q-component"},
		{QueryRefuse, "urn:ex:a#f", "https://h.example/api?tenant=acme&api_key=K&id=a#f"},
		{QueryPolicy(200), "urn:ex:a?=format=pdf", "has a q-component"},
	} {
		res := newTemplates(t, map[string]string{"ex": tmpl})
		loc, err := Options{Query: tt.policy}.Resolve(context.Background(), res, urn.MustParse(tt.urn))
		if strings.HasPrefix(tt.want, "https:") {
			if err != nil || loc.String() != tt.want {
				t.Errorf("%v: Resolve(%q) = %v, %v; want %s", tt.policy, tt.urn, loc, err, tt.want)
			}
			continue
		}
		if !errors.Is(err, ErrQuery) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: Resolve(%q) = %v, %v; want an ErrQuery error that says %s", tt.policy, tt.urn, loc, err, tt.want)
		}
	}
	// A Resolver of its own has the default.
	other := fixedResolver("https://h.example/api?tenant=acme")
	if loc, err := Resolve(context.Background(), other, urn.MustParse("urn:ex:a?=tenant=evil")); !errors.Is(err, ErrQuery) {
		t.Errorf("Resolve with a Resolver of its own = %v, %v; want ErrQuery", loc, err)
	}
}

// TestResolveQueryWrapped checks that the QueryPolicy holds through a
// Resolver that wraps another: each policy gives the same answer for
// the TemplateResolver alone and wrapped in a logging resolver and in a
// caching one.
func TestResolveQueryWrapped(t *testing.T) {
	inner := newTemplates(t, map[string]string{"ex": "https://h.example/api?tenant=acme&id={nss}"})
	var log []string
	logging := loggingResolver{next: inner, log: &log}
	caching := &cachingResolver{next: inner, cache: map[string]*url.URL{}}
	for _, tt := range []struct {
		policy QueryPolicy
		urn    string
		want   string // the URL, or "" for an ErrQuery error
	}{
		{QueryRefuse, "urn:ex:a?=format=pdf", ""},
		{QueryRefuse, "urn:ex:a", "https://h.example/api?tenant=acme&id=a"},
		{QueryAddNew, "urn:ex:a?=tenant=evil", ""},
		{QueryAddNew, "urn:ex:a?=format=pdf", "https://h.example/api?tenant=acme&id=a&format=pdf"},
		{QueryDrop, "urn:ex:a?=tenant=evil", "https://h.example/api?tenant=acme&id=a"},
		{QueryAppend, "urn:ex:a?=tenant=evil", "https://h.example/api?tenant=acme&id=a&tenant=evil"},
	} {
		for _, res := range []Resolver{inner, logging, caching} {
			loc, err := Options{Query: tt.policy}.Resolve(context.Background(), res, urn.MustParse(tt.urn))
			if tt.want == "" {
				if !errors.Is(err, ErrQuery) {
					t.Errorf("%v, %T: Resolve(%q) = %v, %v; want ErrQuery", tt.policy, res, tt.urn, loc, err)
				}
				continue
			}
			if err != nil || loc.String() != tt.want {
				t.Errorf("%v, %T: Resolve(%q) = %v, %v; want %s", tt.policy, res, tt.urn, loc, err, tt.want)
			}
		}
	}
	if len(log) == 0 {
		t.Error("the logging resolver was never asked")
	}
}

// A loggingResolver records every name it is asked for and passes it on.
type loggingResolver struct {
	next Resolver
	log  *[]string
}

func (l loggingResolver) Resolve(ctx context.Context, name urn.URN, r string) (*url.URL, error) {
	*l.log = append(*l.log, name.String())
	return l.next.Resolve(ctx, name, r)
}

// A cachingResolver keeps the answers of the resolver it wraps.
type cachingResolver struct {
	next  Resolver
	cache map[string]*url.URL
}

func (c *cachingResolver) Resolve(ctx context.Context, name urn.URN, r string) (*url.URL, error) {
	k := name.Key() + "?+" + r
	if loc, ok := c.cache[k]; ok {
		return loc, nil
	}
	loc, err := c.next.Resolve(ctx, name, r)
	if err == nil {
		c.cache[k] = loc
	}
	return loc, err
}

// A fixedResolver resolves every URN to the URL it holds.
type fixedResolver string

func (f fixedResolver) Resolve(context.Context, urn.URN, string) (*url.URL, error) {
	return url.Parse(string(f))
}
