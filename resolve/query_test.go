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

// fuzzSharedParam reports whether the q-component b, appended to the
// query a, names a parameter that a names, in some reading of both as
// QueryAddNew says, by another way than the package's: the readings
// made with fuzzDecode, each query split by fuzzSplit, and every pair
// of forms of fuzzNameForms compared.
func fuzzSharedParam(a, b string) bool {
	var theirs, mine []string
	for d := 0; d <= 2; d++ {
		if d > 0 {
			da, db := fuzzDecode(a), fuzzDecode(b)
			if da == a && db == b {
				break
			}
			a, b = da, db
		}
		for _, v := range [][2]string{{a, b}, {strings.ToValidUTF8(a, ""), strings.ToValidUTF8(b, "")}} {
			for _, p := range fuzzSplit(v[0] + "&" + v[1]) {
				if p.start > len(v[0]) {
					mine = append(mine, fuzzNameForms(p.name, 2-d)...)
				} else {
					theirs = append(theirs, fuzzNameForms(p.name, 2-d)...)
				}
			}
		}
	}
	for _, f := range mine {
		for _, g := range theirs {
			if f[0] == g[0] && strings.EqualFold(f[1:], g[1:]) {
				return true
			}
		}
	}
	return false
}

// A fuzzParam is a parameter of a query: the offset where it begins
// and its name.
type fuzzParam struct {
	start int
	name  string
}

// fuzzSplit splits the query q into parameters at '&' and ';', and
// ends each name at '=', where each of these is also read in an
// overlong form, as fuzzOverlong reads them.
func fuzzSplit(q string) []fuzzParam {
	var ps []fuzzParam
	start, nameEnd := 0, -1
	for i := 0; i <= len(q); {
		c, n := byte('&'), 1 // the end of q ends its last parameter
		if i < len(q) {
			c, n = fuzzOverlongAt(q[i:])
		}
		switch c {
		case '=':
			if nameEnd < 0 {
				nameEnd = i
			}
		case '&', ';':
			if nameEnd < 0 {
				nameEnd = i
			}
			ps = append(ps, fuzzParam{start, q[start:nameEnd]})
			start, nameEnd = i+n, -1
		}
		i += n
	}
	return ps
}

// fuzzNameForms returns the forms of a parameter name that servers
// read, decoded at most maxDecode more times, as QueryAddNew says:
// each begins with 'g' for a server that trims whitespace and reads
// "a[x]" as a, or 'p' for PHP. Empty forms are left out.
func fuzzNameForms(name string, maxDecode int) []string {
	php := strings.NewReplacer(".", "_", " ", "_")
	reads := []string{name, strings.ReplaceAll(name, "+", " ")}
	for r, d := name, 0; d < maxDecode; d++ {
		r = fuzzDecode(strings.ReplaceAll(r, "+", " "))
		reads = append(reads, r)
	}
	for _, r := range reads {
		reads = append(reads, strings.ToValidUTF8(r, ""))
	}
	var forms []string
	for _, r := range reads {
		r = fuzzOverlong(r)
		if i := strings.IndexByte(r, 0); i >= 0 {
			r = r[:i]
		}
		g := r
		if i := strings.IndexByte(g, '['); i >= 0 {
			g = g[:i]
		}
		if g = strings.TrimFunc(g, func(c rune) bool { return strings.ContainsRune(fuzzSpace, c) }); g != "" {
			forms = append(forms, "g"+g)
		}
		ph := strings.TrimLeft(r, " ")
		if i := strings.IndexByte(ph, '['); i < 0 {
			ph = php.Replace(ph)
		} else if strings.Contains(ph[i+1:], "]") {
			ph = php.Replace(ph[:i])
		} else {
			ph = php.Replace(ph[:i]) + "_" + ph[i+1:]
		}
		if ph != "" {
			forms = append(forms, "p"+ph)
		}
	}
	return forms
}

// fuzzKeepsParams reports whether the filled-in template filled keeps
// the query parameters that the template tmpl sets, in every reading
// of both decoded up to twice with fuzzDecode: in each, the query (the
// text after the first '?', up to the first '#') of filled has as many
// parameters that read as a name the template sets as the template
// filled in with "x" for each placeholder has ("" for a placeholder
// whose value is empty, as values says). The names the template sets
// are those of the parameters of that filling, in any reading, that
// hold no "x".
func fuzzKeepsParams(tmpl, filled string, values [numPlaceholders]string) bool {
	neutral := tmpl
	for i, p := range placeholders {
		x := "x"
		if values[i] == "" {
			x = ""
		}
		neutral = strings.ReplaceAll(neutral, p, x)
	}
	query := func(s string) string {
		if i := strings.IndexByte(s, '#'); i >= 0 {
			s = s[:i]
		}
		_, q, _ := strings.Cut(s, "?")
		return q
	}
	var names []string
	for d, n := 0, neutral; d <= 2; d, n = d+1, fuzzDecode(n) {
		for _, p := range fuzzSplit(query(n)) {
			if !strings.Contains(p.name, "x") {
				names = append(names, fuzzNameForms(p.name, 2-d)...)
			}
		}
	}
	count := func(q string, d int) int {
		k := 0
		for _, p := range fuzzSplit(q) {
		forms:
			for _, f := range fuzzNameForms(p.name, 2-d) {
				for _, g := range names {
					if f[0] == g[0] && strings.EqualFold(f[1:], g[1:]) {
						k++
						break forms
					}
				}
			}
		}
		return k
	}
	for d, n, f := 0, neutral, filled; d <= 2; d, n, f = d+1, fuzzDecode(n), fuzzDecode(f) {
		if count(query(f), d) != count(query(n), d) {
			return false
		}
	}
	return true
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

// TestQueryReadings resolves the reproductions of URNs whose text, in a
// reading of the URL decoded once or twice, sets a parameter that the
// template sets, through the q-component, through a placeholder in the
// query, and through a placeholder in the path.
func TestQueryReadings(t *testing.T) {
	res := newTemplates(t, map[string]string{"ex": "https://h/api/{nss}/info?tenant=acme&api_key=K&id={nss}"})
	for _, tt := range []struct {
		urn  string
		want error
	}{
		{"urn:ex:a?=x=1%26tenant=evil", ErrQuery},
		{"urn:ex:a%26tenant%3Devil", ErrParameter},
		{"urn:ex:..%3F", ErrDotSegment},
	} {
		loc, err := Resolve(context.Background(), res, urn.MustParse(tt.urn))
		if !errors.Is(err, tt.want) {
			t.Errorf("Resolve(%q) = %v, %v; want an error that wraps %v", tt.urn, loc, err, tt.want)
		}
	}
}

// TestQueryReadingsTable resolves URNs whose text sets, or does not
// set, a parameter of the template in some reading of the URL: as
// written, decoded once or twice (by a proxy in front of the server),
// through the q-component, a placeholder in the query, in a name, or in
// the path, where a decoded '?' ends the path.
func TestQueryReadingsTable(t *testing.T) {
	res := newTemplates(t, map[string]string{
		"ex":      "https://h/api/{nss}/info?tenant=acme&api_key=K&id={nss}",
		"ex-last": "https://h/api?id={nss}&tenant=acme",
		"ex-name": "https://h/api?tenant=acme&{nss}=1",
		"ex-path": "https://h/api/{nss}/info?tenant=acme",
		"ex-bare": "https://h/api/{nss}/info",
		"ex-doc":  "https://h.example/api?tenant=acme&id={nss}",
		"ex-in":   "https://h/api?id{nss}=1&id=2",
		"ex-tail": "https://h/api?q={nss};tenant=acme",
	})
	for _, tt := range []struct {
		urn  string
		want string // the URL, or the sentinel's text and what the error says
	}{
		// The q-component, decoded once or twice: a value that holds
		// a separator sets another parameter.
		{"urn:ex:a?=x=1%26tenant=evil", `q-component refused: the q-component of "urn:ex:a?=x=1%26tenant=evil" names, decoded once, the parameter "tenant"`},
		{"urn:ex:a?=x=1%3Btenant=evil", `decoded once, the parameter "tenant"`},
		{"urn:ex:a?=x=1%2526tenant=evil", `decoded twice, the parameter "tenant"`},
		{"urn:ex:a?=x=1%26TENANT=evil", `decoded once, the parameter "TENANT"`},
		{"urn:ex:a?=x=1%26t%2565nant=evil", `decoded once, the parameter "t%65nant", which a server can read as "tenant"`},
		{"urn:ex:a?=x=1%26api.key=evil", `decoded once, the parameter "api.key", which a server can read as "api_key"`},
		{"urn:ex:a?=x=%C0%A6tenant=evil", `decoded once, the parameter "tenant"`},
		{"urn:ex:a?=x%3Dy%26id", `decoded once, the parameter "id"`},
		{"urn:ex:a?=x=1%26other=2", "https://h/api/a/info?tenant=acme&api_key=K&id=a&x=1%26other=2"},
		{"urn:ex:a?=x=1%23tenant=evil", "https://h/api/a/info?tenant=acme&api_key=K&id=a&x=1%23tenant=evil"},
		// The caller's risk: decoded three times.
		{"urn:ex:a?=x=1%252526tenant=evil", "https://h/api/a/info?tenant=acme&api_key=K&id=a&x=1%252526tenant=evil"},

		// A placeholder in the query.
		{"urn:ex:a%26tenant%3Devil", `URN text changes a query parameter: the text of {nss} in "https://h/api/a%26tenant%3Devil/info?tenant=acme&api_key=K&id=a%26tenant%3Devil" names, decoded once, the parameter "tenant", which the template names already`},
		{"urn:ex:a%3Btenant", `decoded once, the parameter "tenant"`},
		{"urn:ex:a%2526api_key%253Devil", `decoded twice, the parameter "api_key"`},
		{"urn:ex:a%26Api%255Fkey", `decoded once, the parameter "Api%5Fkey", which a server can read as "api_key"`},
		{"urn:ex:a%C0%A6tenant", `decoded once, the parameter "tenant"`},
		{"urn:ex:AT%26T", "https://h/api/AT%26T/info?tenant=acme&api_key=K&id=AT%26T"},
		{"urn:ex:a%3Db", "https://h/api/a%3Db/info?tenant=acme&api_key=K&id=a%3Db"},
		{"urn:ex:a%25252526tenant", "https://h/api/a%25252526tenant/info?tenant=acme&api_key=K&id=a%25252526tenant"},
		// A '#' that ends the query before a parameter of the template.
		{"urn:ex-last:a%23", `the text of {nss} in "https://h/api?id=a%23&tenant=acme" holds, decoded once, a '#' that ends the query before the parameter "tenant" of the template`},
		{"urn:ex-last:a%2523", `decoded twice, a '#' that ends the query`},
		{"urn:ex-last:a%26b", "https://h/api?id=a%26b&tenant=acme"},
		{"urn:ex:a%23", `holds, decoded once, a '#' that ends the path before the parameter "tenant"`},
		// A placeholder that is a name.
		{"urn:ex-name:tenant", `the text of {nss} in "https://h/api?tenant=acme&tenant=1" names the parameter "tenant", which the template names already`},
		{"urn:ex-name:Tenant%5B%5D", `names the parameter "Tenant%5B%5D", which a server can read as "tenant"`},
		{"urn:ex-name:x%3Dy%26tenant", `decoded once, the parameter "tenant"`},
		{"urn:ex-name:format", "https://h/api?tenant=acme&format=1"},
		// A placeholder in the path, where a decoded '?' or '#' ends the
		// path and the query begins with the URN's text.
		{"urn:ex-path:x%3Ftenant=evil", `the text of {nss} in "https://h/api/x%3Ftenant=evil/info?tenant=acme" holds, decoded once, a '?' that ends the path before the parameter "tenant" of the template`},
		{"urn:ex-path:x%3F", `decoded once, a '?' that ends the path`},
		{"urn:ex-path:x%253F", `decoded twice, a '?' that ends the path`},
		{"urn:ex-path:x%23", `decoded once, a '#' that ends the path`},
		{"urn:ex-path:x%C0%BF", `decoded once, a '?' that ends the path`},
		{"urn:ex-path:x%25253F", "https://h/api/x%25253F/info?tenant=acme"},
		{"urn:ex-bare:x%3Ftenant=evil", "https://h/api/x%3Ftenant=evil/info"},
		// The examples of the documentation.
		{"urn:ex-doc:a%26tenant%3Devil", `decoded once, the parameter "tenant"`},
		{"urn:ex-doc:a%2526tenant%253Devil", `decoded twice, the parameter "tenant"`},
		{"urn:ex-doc:AT%26T", "https://h.example/api?tenant=acme&id=AT%26T"},
		{"urn:ex-path:x%3Fa=1", `decoded once, a '?' that ends the path before the parameter "tenant"`},
		{"urn:ex:a?=x=1%2526tenant=2", `decoded twice, the parameter "tenant"`},
		// A name of the template's that the URN's text cuts short.
		{"urn:ex-in:%3Dx", `the text of {nss} in "https://h/api?id%3Dx=1&id=2" names, decoded once, the parameter "id", which the template names already`},
		{"urn:ex-in:%26x", `decoded once, the parameter "id"`},
		{"urn:ex-in:x", "https://h/api?idx=1&id=2"},
		// The URN's octet and the template's separator after it read
		// as one overlong character.
		{"urn:ex-tail:a%C1", `the text of {nss} in "https://h/api?q=a%C1;tenant=acme" holds, decoded once, an octet that a lax UTF-8 decoder reads as one character with the ';' after it, which so no longer separates the parameter "tenant" of the template`},
		{"urn:ex-tail:a%25C1", `decoded twice, an octet that a lax UTF-8 decoder reads as one character with the ';' after it`},
		{"urn:ex-tail:a%C3%A9", "https://h/api?q=a%C3%A9;tenant=acme"},
		{"urn:ex-tail:a%E0", "https://h/api?q=a%E0;tenant=acme"}, // no overlong form: E0 3B 74 is above 0x7F
		// A query of the template that the q-component adds to: the '&'
		// between them ends the template's last name.
		{"urn:ex-tail:a?=x=1", "https://h/api?q=a;tenant=acme&x=1"},
	} {
		loc, err := Resolve(context.Background(), res, urn.MustParse(tt.urn))
		if strings.HasPrefix(tt.want, "https:") {
			if err != nil || loc.String() != tt.want {
				t.Errorf("Resolve(%q) = %v, %v; want %s", tt.urn, loc, err, tt.want)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Resolve(%q) = %v, %v; want an error that says %s", tt.urn, loc, err, tt.want)
			continue
		}
		inQ := strings.Contains(tt.urn, "?=")
		if errors.Is(err, ErrQuery) != inQ || errors.Is(err, ErrParameter) == inQ {
			t.Errorf("Resolve(%q) = %v: wraps ErrQuery %v, ErrParameter %v", tt.urn, err, errors.Is(err, ErrQuery), errors.Is(err, ErrParameter))
		}
	}
}

// TestQueryReadingsLong resolves URNs of about a hundred kilobytes
// made of the delimiters that the readings of a query look at: the
// checks take time linear in the URN, so each resolution is quick,
// where looking ahead from each '#' for a parameter of the resolver,
// or comparing each name of the URN with each of the resolver's (of
// which the URN makes many through {nss} in the query), would take
// many seconds or minutes.
func TestQueryReadingsLong(t *testing.T) {
	res := newTemplates(t, map[string]string{
		"ex":   "https://h/api?tenant=acme&id={nss}",
		"ex-p": "https://h/api/{nss}/x?tenant=acme",
	})
	const n = 30000
	for _, tt := range []struct {
		urn  string
		want error
	}{
		{"urn:ex:a?=x=" + strings.Repeat("%23", n), nil},
		{"urn:ex:a?=x=" + strings.Repeat("%2523", n), nil},
		{"urn:ex:a?=" + strings.Repeat("x%26y=", n), nil},
		{"urn:ex:a?=" + strings.Repeat("x%26y=", n) + "%26tenant", ErrQuery},
		{"urn:ex:" + strings.Repeat("%23", n), nil},
		{"urn:ex:" + strings.Repeat("a%26b", n), nil},
		{"urn:ex:" + strings.Repeat("a%26b", n) + "%26tenant", ErrParameter},
		{"urn:ex:" + strings.Repeat("a%26b", n) + "?=" + strings.Repeat("c&", n), nil},
		{"urn:ex:" + strings.Repeat("a%26b", n) + "?=" + strings.Repeat("c&", n) + "B", ErrQuery},
		{"urn:ex-p:" + strings.Repeat("a%3B", n), nil},
		{"urn:ex-p:" + strings.Repeat("a%25", n) + "%3F", ErrParameter},
	} {
		u, err := urn.Parser{MaxLength: -1}.Parse(tt.urn)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Resolve(context.Background(), res, u); !errors.Is(err, tt.want) && (err != nil || tt.want != nil) {
			t.Errorf("Resolve(%.40q...) = %v, want %v", tt.urn, err, tt.want)
		}
	}
}

// TestFoldName checks that foldName gives two names the same form
// exactly when strings.EqualFold holds for them.
func TestFoldName(t *testing.T) {
	names := []string{
		"k", "K", "\u212a", "s", "S", "\u017f", "st", "ST", "\ufb06", "a", "tenant", "TENANT", "TENANt",
		"\xff", "\xfe", "\ufffd", "\xff\xfe", "\u03a3", "\u03c3", "\u03c2", "\u1e9e", "\u00df", "",
	}
	for _, a := range names {
		for _, b := range names {
			if got, want := foldName(a) == foldName(b), strings.EqualFold(a, b); got != want {
				t.Errorf("foldName(%q) == foldName(%q) is %v, EqualFold %v", a, b, got, want)
			}
		}
	}
}
