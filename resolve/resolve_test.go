// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"context"
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/urnkit/urn"
)

// nilResolver resolves every name to no URL, and no error.
type nilResolver struct{}

func (nilResolver) Resolve(context.Context, urn.URN, string) (*url.URL, error) { return nil, nil }

// TestResolveName checks what a Resolver receives for URNs of every
// syntax: the assigned-name as a URN without components, and the
// r-component as written.
func TestResolveName(t *testing.T) {
	for _, tt := range []struct {
		syntax  urn.Syntax
		urn     string
		name, r string
	}{
		{urn.RFC8141, "urn:example:a?+r?=q#f", "urn:example:a", "r"},
		{urn.RFC8141, "URN:Example:a%2fb#", "URN:Example:a%2fb", ""},
		{urn.Draft14, "urn:example:a?q=1??res#f", "urn:example:a", "res"},
		{urn.RFC2141, "urn:a:b", "urn:a:b", ""},         // a NID of one character
		{urn.RFC2141, "urn:x-:y%41", "urn:x-:y%41", ""}, // a NID that ends in '-'
	} {
		u, err := urn.Parser{Syntax: tt.syntax}.Parse(tt.urn)
		if err != nil {
			t.Fatal(err)
		}
		var rec recorder
		if _, err := Resolve(context.Background(), &rec, u); err != nil {
			t.Errorf("Resolve(%q): %v", tt.urn, err)
			continue
		}
		n := rec.name
		if n.String() != tt.name || n.NID() != u.NID() || n.NSS() != u.NSS() || rec.r != tt.r {
			t.Errorf("Resolve(%q) passed the resolver %q (NID %q, NSS %q) and r-component %q; want %q and %q",
				tt.urn, n, n.NID(), n.NSS(), rec.r, tt.name, tt.r)
		}
		if n.RComponent() != "" || n.QComponent() != "" || n.HasFComponent() {
			t.Errorf("Resolve(%q) passed the resolver %q with components", tt.urn, n)
		}
		if unsafe.StringData(n.String()) != unsafe.StringData(u.String()) {
			t.Errorf("Resolve(%q) passed the resolver a copy of the text", tt.urn)
		}
		if _, err := urn.Parse(tt.name); err != nil {
			continue // a name that only RFC 2141 allows costs a parse error
		}
		if allocs := testing.AllocsPerRun(100, func() { assignedName(u) }); allocs != 0 {
			t.Errorf("assignedName(%q) allocates %v times, want 0", tt.urn, allocs)
		}
	}
}

// recorder remembers what it is asked to resolve.
type recorder struct {
	name urn.URN
	r    string
}

func (rec *recorder) Resolve(_ context.Context, name urn.URN, r string) (*url.URL, error) {
	rec.name, rec.r = name, r
	return url.Parse("https://example.org/")
}

// fuzzTokens are the pieces that FuzzResolve builds templates from:
// every placeholder, the delimiters of a URL, and text.
var fuzzTokens = [...]string{
	"{urn}", "{nid}", "{nss}", "{rest}", "{r}",
	"/", "?", "#", "&", "=", ";", "+", ":", "@",
	"a", ".", "%2e", "%2F", "%5c", "~",
	"%3B", "%00", "%25", "%c0", "%ae", "2e",
}

// fuzzBase is the part of every FuzzResolve template that no URN may
// change.
const fuzzBase = "https://host.example/base/"

// FuzzResolve fills in templates made of placeholders and delimiters
// with URNs of every syntax, and checks that the URN's text changes
// nothing that the template places: the scheme, the host, the path up
// to the first placeholder, the number of path segments, whether there
// is a query and a fragment, and the number of query parameters; that
// no path holds a dot-segment or an empty segment before the last
// (checked with url.PathUnescape); that every refusal names a segment
// that is one of these; and that the template chosen does not depend
// on the case of the NID or of hex digits.
func FuzzResolve(f *testing.F) {
	tokens := func(ts ...string) []byte {
		var b []byte
		for _, s := range ts {
			b = append(b, byte(slices.Index(fuzzTokens[:], s)))
		}
		return b
	}
	pqf := tokens("{nid}", "/", "{nss}", "/", "{rest}", "/", "{r}", "?", "a", "=", "{urn}", "&", "a", "=", "{r}", "#", "{r}")
	for _, s := range []string{
		"urn:isbn:../../../../etc/passwd",
		"urn:ietf:rfc:2141/../../../admin",
		"urn:example:x?+../../admin?z=1",
		"urn:example:../admin/x",
		"urn:ex:%2e%2E/%2E",
		"urn:ex:a%2F..%5c..?+a&b=c;d+e?=q#f",
		"URN:EX:a%2fb?+r",
		"urn:ex:a/b?+c/d?e",
		"urn:ex:a&b=c;d+e?+x&y=z",
		"urn:ex:..;x=1",
		"urn:ex:a/%2E%2E%3B/b",
		"urn:ex:..%00.jpg",
		"urn:ex:%252e%252E",
		"urn:ex:a%255c..",
		"urn:ex:%C0%AE%e0%80%ae",
		"urn:ex:%25c0%25af..",
		"urn:ex:a?=a=1&x",
		"urn:ex:a?=%41=1",
		"urn:ex:a?=x;A",
		"urn:ex:;x",
		"urn:ex:%3B..%2F..",
		"urn:ex:%00",
	} {
		for syntax := range uint8(3) {
			f.Add(syntax, s, pqf, uint8(0))
			f.Add(syntax, s, pqf, uint8(3))
			f.Add(syntax, s, tokens("{nss}", "{r}"), uint8(1))
			f.Add(syntax, s, tokens(".", "{r}", "/", "{rest}", "/"), uint8(2))
		}
	}
	f.Add(uint8(2), "urn:ex:a??..#f", tokens("{r}"), uint8(0))
	f.Fuzz(func(t *testing.T, syntax uint8, s string, body []byte, keyLen uint8) {
		u, err := urn.Parser{Syntax: urn.Syntax(syntax % 3)}.Parse(s)
		if err != nil || len(body) > 64 {
			return
		}
		var tmpl strings.Builder
		tmpl.WriteString(fuzzBase)
		for _, b := range body {
			tmpl.WriteString(fuzzTokens[int(b)%len(fuzzTokens)])
		}
		template := tmpl.String()
		// The parts as the template places them.
		tpath, tquery, hasQuery := strings.Cut(template, "?")
		tpath, _, hasFrag := strings.Cut(tpath, "#")
		if hasFrag {
			hasQuery, tquery = false, ""
		} else {
			tquery, _, hasFrag = strings.Cut(tquery, "#")
		}
		// The key: the NID in upper case, and a beginning of the NSS as
		// written; it matches u in every case.
		key := strings.ToUpper(u.NID())
		if k := int(keyLen); k > 0 && k <= len(u.NSS()) && urn.ValidNSS(u.NSS()[:k]) {
			key += ":" + u.NSS()[:k]
		}
		res, err := NewTemplateResolver(map[string]string{key: template})
		if err != nil {
			// The template's own text is at fault, whatever the URN.
			if !errors.Is(err, ErrTemplate) && !errors.Is(err, ErrDotSegment) && !errors.Is(err, ErrEmptySegment) {
				t.Fatalf("template %q: NewTemplateResolver: %v", template, err)
			}
			return
		}

		loc, err := res.Resolve(context.Background(), assignedName(u), u.RComponent())
		if err != nil {
			var se *SegmentError
			if !errors.As(err, &se) {
				t.Fatalf("template %q, URN %q: %v, want a *SegmentError", template, s, err)
			}
			seg := se.URL[se.Offset:]
			if i := strings.IndexAny(seg, "/?#"); i >= 0 {
				seg = seg[:i]
			}
			// A segment before the last that is empty to some server is
			// reported as empty, whatever else it is.
			empty := (seg == "" || fuzzParamsOnly(seg)) && strings.HasPrefix(se.URL[se.Offset+len(seg):], "/")
			dot := !empty && fuzzDotSegment(seg)
			if errors.Is(err, ErrEmptySegment) != empty || errors.Is(err, ErrDotSegment) != dot {
				t.Fatalf("template %q, URN %q: %v, but the segment at offset %d is %q", template, s, err, se.Offset, seg)
			}
		} else {
			if loc.Scheme != "https" || loc.Host != "host.example" || loc.User != nil || loc.Opaque != "" {
				t.Fatalf("template %q, URN %q: %q leaves the scheme or host", template, s, loc)
			}
			path := loc.EscapedPath()
			fixed := tpath[len("https://host.example"):]
			if i := strings.IndexByte(fixed, '{'); i >= 0 {
				fixed = fixed[:i]
			}
			if !strings.HasPrefix(path, fixed) {
				t.Fatalf("template %q, URN %q: the path %q does not begin with %q", template, s, path, fixed)
			}
			if strings.Count(path, "/") != strings.Count(tpath, "/")-2 {
				t.Fatalf("template %q, URN %q: the path %q has not the template's segments", template, s, path)
			}
			segs := strings.Split(path[1:], "/")
			for i, seg := range segs {
				if (seg == "" || fuzzParamsOnly(seg)) && i < len(segs)-1 || fuzzDotSegment(seg) {
					t.Fatalf("template %q, URN %q: the path %q has the segment %q", template, s, path, seg)
				}
			}
			if (loc.RawQuery != "" || loc.ForceQuery) != hasQuery && !(hasQuery && tquery == "") {
				t.Fatalf("template %q, URN %q: the query of %q is not the template's", template, s, loc)
			}
			for _, sep := range []string{"&", "=", ";"} {
				if strings.Count(loc.RawQuery, sep) != strings.Count(tquery, sep) {
					t.Fatalf("template %q, URN %q: the query %q has not the template's parameters", template, s, loc.RawQuery)
				}
			}
			// (A url.URL holds no empty fragment.)
			if !hasFrag && (loc.Fragment != "" || loc.RawFragment != "") || strings.Count(loc.String(), "#") > 1 {
				t.Fatalf("template %q, URN %q: the fragment of %q is not the template's", template, s, loc)
			}

			// Resolve adds the URN's q- and f-components to that URL
			// and nothing else, as each QueryPolicy says.
			q := u.QComponent()
			shared := q != "" && fuzzSharedParam(loc.RawQuery, q)
			for _, policy := range []QueryPolicy{QueryAddNew, QueryAppend, QueryDrop, QueryRefuse} {
				full, err := Options{Query: policy}.Resolve(context.Background(), res, u)
				refused := q != "" && (policy == QueryRefuse || policy == QueryAddNew && shared)
				if refused {
					if !errors.Is(err, ErrQuery) {
						t.Fatalf("template %q, URN %q, %v: Resolve = %v, %v; want ErrQuery", template, s, policy, full, err)
					}
					continue
				}
				if err != nil {
					t.Fatalf("template %q, URN %q, %v: Resolve: %v", template, s, policy, err)
				}
				wantQuery := loc.RawQuery
				if q != "" && policy != QueryDrop {
					if wantQuery != "" {
						wantQuery += "&"
					}
					wantQuery += q
				}
				if full.Scheme != loc.Scheme || full.Host != loc.Host || full.EscapedPath() != path || full.RawQuery != wantQuery {
					t.Fatalf("template %q, URN %q, %v: Resolve = %q, want %q with the query %q", template, s, policy, full, loc, wantQuery)
				}
			}
		}

		// The equivalent URN in canonical form finds the same template,
		// and meets the same fate unless its text differs there.
		norm := u.Normalize()
		_, err2 := res.Resolve(context.Background(), assignedName(norm), norm.RComponent())
		if errors.Is(err, ErrUnresolvable) || errors.Is(err2, ErrUnresolvable) || errors.Is(err2, ErrAmbiguous) {
			t.Fatalf("template %q with key %q: %q gives %v and %q gives %v", template, key, s, err, norm, err2)
		}
	})
}

// fuzzSharedParam reports whether the queries a and b name a parameter
// in common, with names compared as QueryAddNew says: the queries are
// read with url.ParseQuery once ';' is made a separator, and every pair
// of names compared.
func fuzzSharedParam(a, b string) bool {
	names := func(q string) []string {
		var ns []string
		for _, p := range strings.Split(strings.ReplaceAll(q, ";", "&"), "&") {
			if p == "" {
				continue
			}
			v, err := url.ParseQuery(p)
			if err != nil {
				// An invalid escape: compared as written.
				n, _, _ := strings.Cut(p, "=")
				ns = append(ns, n)
				continue
			}
			for n := range v {
				ns = append(ns, n)
			}
		}
		return ns
	}
	for _, x := range names(a) {
		for _, y := range names(b) {
			if strings.EqualFold(x, y) {
				return true
			}
		}
	}
	return false
}

// TestResolveQuery checks what Resolve does with a q-component under
// each QueryPolicy, against a template with fixed query parameters.
func TestResolveQuery(t *testing.T) {
	const tmpl = "https://h.example/api?tenant=acme&id={nss}"
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
		{QueryAddNew, "urn:ex:a?=format=pdf&x#f", "https://h.example/api?tenant=acme&id=a&format=pdf&x#f"},
		{QueryAddNew, "urn:ex:a#f", "https://h.example/api?tenant=acme&id=a#f"},
		{QueryAppend, "urn:ex:a?=tenant=evil&admin=1", "https://h.example/api?tenant=acme&id=a&tenant=evil&admin=1"},
		{QueryDrop, "urn:ex:a?=tenant=evil&admin=1#f", "https://h.example/api?tenant=acme&id=a#f"},
		{QueryRefuse, "urn:ex:a?=format=pdf", "has a q-component"},
		{QueryRefuse, "urn:ex:a#f", "https://h.example/api?tenant=acme&id=a#f"},
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
