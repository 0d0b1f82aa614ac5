// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
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
		// The name is the URN of the assigned-name in the syntax of u,
		// not parsed again in another.
		if want, err := (urn.Parser{Syntax: tt.syntax}).Parse(tt.name); err != nil || n != want || n.Syntax() != tt.syntax {
			t.Errorf("Resolve(%q) passed the resolver %#v, want %#v (%v)", tt.urn, n, want, err)
		}
	}
}

// TestResolveRules resolves under namespace rules: the resolver is
// given the canonical form, in the syntax of the URN, so that a
// template keyed by that form serves every URN the rules make
// equivalent.
func TestResolveRules(t *testing.T) {
	res := newTemplates(t, map[string]string{
		"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
		"isbn":      "https://openlibrary.org/isbn/{nss}",
	})
	rules := Options{Rules: namespace.Builtin()}
	for _, tt := range []struct {
		syntax     urn.Syntax
		urn        string
		want, none string // with the rules and without, or an error's text
	}{
		{urn.RFC8141, "URN:IETF:RFC:2141", "https://www.rfc-editor.org/info/rfc2141", "no template"},
		{urn.RFC8141, "urn:ietf:rfc:2141?=x=1#s", "https://www.rfc-editor.org/info/rfc2141?x=1#s", "https://www.rfc-editor.org/info/rfc2141?x=1#s"},
		{urn.RFC8141, "URN:ISBN:0-451-45052-3", "https://openlibrary.org/isbn/0451450523", "https://openlibrary.org/isbn/0-451-45052-3"},
		{urn.Draft14, "urn:IETF:Rfc:8141?x=1??r#s", "https://www.rfc-editor.org/info/rfc8141?x=1#s", "no template"},
		{urn.RFC2141, "URN:IETF:RFC:2141", "https://www.rfc-editor.org/info/rfc2141", "no template"},
	} {
		u, err := urn.Parser{Syntax: tt.syntax}.Parse(tt.urn)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			o    Options
			want string
		}{{rules, tt.want}, {Options{}, tt.none}} {
			loc, err := c.o.Resolve(context.Background(), res, u)
			got := fmt.Sprint(loc)
			if err != nil {
				got = err.Error()
			}
			if got != c.want && !(err != nil && strings.Contains(got, c.want)) {
				t.Errorf("%v, rules %v: Resolve(%q) = %v, %v; want %s", tt.syntax, c.o.Rules != nil, tt.urn, loc, err, c.want)
			}
		}
		var rec recorder
		if _, err := rules.Resolve(context.Background(), &rec, u); err != nil || rec.name.Syntax() != tt.syntax || rec.name.String() != namespace.Builtin().Key(u) {
			t.Errorf("%v: Resolve(%q) passed the resolver %#v, %v; want %q in %v", tt.syntax, tt.urn, rec.name, err, namespace.Builtin().Key(u), tt.syntax)
		}
	}

	// A Normalizer that gives no URN, or one of another NID, is an
	// error, never a resolution of another name.
	for _, bad := range []Normalizer{
		normalizerFunc(func(urn.URN) urn.URN { return urn.URN{} }),
		normalizerFunc(func(urn.URN) urn.URN { return urn.MustParse("urn:isbn:1") }),
	} {
		if loc, err := (Options{Rules: bad}).Resolve(context.Background(), res, urn.MustParse("urn:ietf:rfc:2141")); err == nil {
			t.Errorf("Resolve with a Normalizer that changes the name = %v, want an error", loc)
		}
	}
}

type normalizerFunc func(urn.URN) urn.URN

func (f normalizerFunc) Normalize(u urn.URN) urn.URN { return f(u) }

// recorder remembers what it is asked to resolve.
type recorder struct {
	name urn.URN
	r    string
}

func (rec *recorder) Resolve(_ context.Context, name urn.URN, r string) (*url.URL, error) {
	rec.name, rec.r = name, r
	return url.Parse("https://example.org/")
}

// locResolver resolves every URN to the URL it holds, the same URL
// each time.
type locResolver struct{ loc *url.URL }

func (l locResolver) Resolve(context.Context, urn.URN, string) (*url.URL, error) { return l.loc, nil }

// TestResolveComponents checks how Resolve applies the components of a
// URN to the location (RFC 8141 section 2.3): the q-component copied
// verbatim into the query, the f-component into the fragment, the
// r-component dropped; and that the location the resolver returns is
// not modified.
func TestResolveComponents(t *testing.T) {
	for _, tt := range []struct {
		urn, loc, want string
	}{
		{"urn:example:a?+r?=q#f", "https://example.org/a", "https://example.org/a?q#f"},
		{"urn:example:a", "https://example.org/a?x=1#top", "https://example.org/a?x=1#top"},
		{"urn:example:a?=op=map&lat=39.56", "https://example.org/a", "https://example.org/a?op=map&lat=39.56"},
		{"urn:example:a?=lat=39.56", "https://example.org/a?v=2", "https://example.org/a?v=2&lat=39.56"},
		{"urn:example:a?=lat=39.56", "https://example.org/a?", "https://example.org/a?lat=39.56"},
		{"urn:example:a#sec%202", "https://example.org/a#old", "https://example.org/a#sec%202"},
		{"urn:example:a#%41/?", "https://example.org/a", "https://example.org/a#%41/?"},
		{"urn:example:a?=x%20y?z", "https://example.org/a", "https://example.org/a?x%20y?z"},
		{"urn:example:a#", "https://example.org/a#keep", "https://example.org/a#keep"},
		{"urn:example:a?=b=1", "https://user:pw@example.org/a", "https://user:pw@example.org/a?b=1"},
	} {
		loc, err := url.Parse(tt.loc)
		if err != nil {
			t.Fatal(err)
		}
		before, user := *loc, url.Userinfo{}
		if loc.User != nil {
			user = *loc.User
		}
		got, err := Resolve(context.Background(), locResolver{loc}, urn.MustParse(tt.urn))
		if err != nil || got.String() != tt.want {
			t.Errorf("Resolve(%q) to %q = %v, %v; want %q", tt.urn, tt.loc, got, err, tt.want)
		}
		if *loc != before || loc.User != nil && *loc.User != user {
			t.Errorf("Resolve(%q) changed the resolver's URL to %q", tt.urn, loc)
		}
		if got != nil && got.User == loc.User && loc.User != nil {
			t.Errorf("Resolve(%q) shares the Userinfo of the resolver's URL", tt.urn)
		}
	}
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
// that is one of these; that the template chosen does not depend on
// the case of the NID or of hex digits; and that under namespace rules
// the URL keeps the template's scheme, host and fixed path; that in
// every reading of the URL, decoded up to twice, the parameters of the
// template's query are its own (fuzzKeepsParams), and a q-component is
// refused by default exactly when it names one of them in some reading
// (fuzzSharedParam).
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
		"urn:ex:a%c1%1c..",
		"urn:ex:%c0%2e%c0%2e",
		"urn:ex:%f8%80%80%80%ae.",
		"urn:ex:a%f8%80%80%80%af..",
		"urn:ex:%fc%80%80%80%80%ae.",
		"urn:ex:..%09",
		"urn:ex:..%0a/%0d..",
		"urn:ex:%e0..",
		"urn:ex:%20;x",
		"urn:ex:a?=a.a=1",
		"urn:ex:a?=%2561=1&+a%00",
		"urn:ex:a?=a%5B%5D&%C1%A1",
		"urn:ex:a?=x=1%26tenant=evil",
		"urn:ex:a%26tenant%3Devil",
		"urn:ex:..%3F",
		"urn:ex:b%26a%3D1",
		"urn:ex:b%2526a",
		"urn:ex:b?=x=%26a=1",
		"urn:ex:b?=x=%2526A",
		"urn:ex:b%3Fa=1",
		"urn:ex:b%253F",
		"urn:ex:b%23",
		"urn:ex:b%C0%A6a",
		"URN:IETF:RFC:2141/..",
		"urn:isbn:0-451-45052-3",
		"urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
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
		rest := u.NSS()
		if k := int(keyLen); k > 0 && k <= len(u.NSS()) && urn.ValidNSS(u.NSS()[:k]) {
			key += ":" + u.NSS()[:k]
			rest = u.NSS()[k:]
		}
		res, err := NewTemplateResolver(map[string]string{key: template})
		if err != nil {
			// The template's own text is at fault, whatever the URN.
			if !errors.Is(err, ErrTemplate) && !errors.Is(err, ErrDotSegment) && !errors.Is(err, ErrEmptySegment) {
				t.Fatalf("template %q: NewTemplateResolver: %v", template, err)
			}
			return
		}

		loc, err := res.Resolve(context.Background(), u.WithoutComponents(), u.RComponent())
		if errors.Is(err, ErrParameter) {
			// The URN's text is in the path or the query; what it
			// changes there is the reference's to say only where the
			// URL is accepted (below).
			named := false
			for _, p := range placeholders {
				if strings.Contains(err.Error(), "the text of "+p+" in ") && strings.Contains(tpath+"?"+tquery, p) {
					named = true
				}
			}
			if !named || !hasQuery {
				t.Fatalf("template %q, URN %q: %v does not name a placeholder of the path or query", template, s, err)
			}
		} else if err != nil {
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
			// In no reading does the URN's text set a parameter that
			// the template sets, or take one away.
			if !fuzzKeepsParams(template, loc.String(), [numPlaceholders]string{u.AssignedName(), u.NID(), u.NSS(), rest, u.RComponent()}) {
				t.Fatalf("template %q, URN %q: %q does not keep the template's parameters in every reading", template, s, loc)
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
		_, err2 := res.Resolve(context.Background(), norm.WithoutComponents(), norm.RComponent())
		if errors.Is(err, ErrUnresolvable) || errors.Is(err2, ErrUnresolvable) || errors.Is(err2, ErrAmbiguous) {
			t.Fatalf("template %q with key %q: %q gives %v and %q gives %v", template, key, s, err, norm, err2)
		}

		// Under namespace rules the name changes, and the URL still
		// keeps the template's scheme, host and fixed path.
		if loc, err := (Options{Rules: namespace.Builtin()}).Resolve(context.Background(), res, u); err == nil {
			fixed := tpath[len("https://host.example"):]
			if i := strings.IndexByte(fixed, '{'); i >= 0 {
				fixed = fixed[:i]
			}
			if loc.Scheme != "https" || loc.Host != "host.example" || loc.User != nil || !strings.HasPrefix(loc.EscapedPath(), fixed) ||
				strings.Count(loc.EscapedPath(), "/") != strings.Count(tpath, "/")-2 {
				t.Fatalf("template %q, URN %q, under the rules: %q leaves the template's scheme, host or path", template, s, loc)
			}
		}
	})
}
