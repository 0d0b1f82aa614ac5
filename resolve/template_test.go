// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

func TestTemplateResolver(t *testing.T) {
	res := newTemplates(t, map[string]string{
		"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
		"ietf":      "https://datatracker.ietf.org/urn/{nss}",
		"ISBN":      "https://openlibrary.org/isbn/{nss}", // keys match any case of the NID
		"example":   "https://resolver.example/{nid}/{nss}?urn={urn}&r={r}",
	})
	for _, tt := range []struct{ urn, want string }{
		{"urn:ietf:rfc:2141", "https://www.rfc-editor.org/info/rfc2141"},
		{"URN:IETF:rfc:8141#section-2.3", "https://www.rfc-editor.org/info/rfc8141#section-2.3"},
		{"urn:ietf:bcp:66", "https://datatracker.ietf.org/urn/bcp:66"},
		{"urn:ISBN:0451450523?=format=pdf", "https://openlibrary.org/isbn/0451450523?format=pdf"},
		{"urn:isbn:0451450523", "https://openlibrary.org/isbn/0451450523"},
		{"urn:example:a/b?+res?=q#f", "https://resolver.example/example/a%2Fb?urn=urn:example:a/b&r=res&q#f"},
	} {
		got, err := Resolve(context.Background(), res, urn.MustParse(tt.urn))
		if err != nil || got.String() != tt.want {
			t.Errorf("Resolve(%q) = %v, %v; want %q", tt.urn, got, err, tt.want)
		}
	}
	if _, err := Resolve(context.Background(), res, urn.MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve with no template: %v, want ErrUnresolvable", err)
	}
	if _, err := Resolve(context.Background(), nilResolver{}, urn.MustParse("urn:example:a")); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve with a resolver that returns nil: %v, want ErrUnresolvable", err)
	}
	if _, err := Resolve(context.Background(), res, urn.URN{}); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve of the zero URN: %v, want ErrUnresolvable", err)
	}
}

// TestTemplatePlacement checks that NewTemplateResolver refuses the
// templates that no URN could fill in.
func TestTemplatePlacement(t *testing.T) {
	for _, tmpl := range []string{
		"https://{nid}.example/{nss}",
		"https://h.example:{nss}/",
		"https://{r}@h.example/",
		"{nid}://h.example/",
		"https://h.example{nss}",
		"/relative/{nss}",
		"{nss}",
	} {
		if res, err := NewTemplateResolver(map[string]string{"isbn": tmpl}); !errors.Is(err, ErrTemplate) || res != nil {
			t.Errorf("template %q: NewTemplateResolver = %v, %v; want ErrTemplate", tmpl, res, err)
		}
	}
}

// TestNewTemplateResolver checks what NewTemplateResolver reports, in
// the order of the keys.
func TestNewTemplateResolver(t *testing.T) {
	for _, tt := range []struct {
		templates map[string]string
		want      []error
	}{
		{nil, nil},
		{map[string]string{
			"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
			"isbn":      "https://openlibrary.org/isbn/{nss}",
			"a":         "https://h.example/{nid}?urn={urn}&r={r}#{r}", // an RFC 2141 NID
			"ex:a%2F":   "https://h.example/{rest}/",
		}, nil},
		{map[string]string{"isbn": "https://a.example/{nss}", "ISBN": "https://b.example/{nss}"}, []error{ErrAmbiguous}},
		{map[string]string{"ex:a%2f": "https://a.example/{nss}", "ex:a%2F": "https://b.example/{nss}"}, []error{ErrAmbiguous}},
		{map[string]string{"ietf": "https://a.example/{nss}", "ietf:": "https://b.example/{nss}"}, []error{ErrAmbiguous}},
		{map[string]string{"ex:a%2": "https://a.example/{nss}"}, []error{ErrTemplate}},
		{map[string]string{"ex:/a": "https://a.example/{nss}"}, []error{ErrTemplate}},
		{map[string]string{"e x": "https://a.example/{nss}"}, []error{ErrTemplate}},
		{map[string]string{"ex": "https://a.example/{nns}"}, []error{ErrTemplate}},
		{map[string]string{"ex": "https://a.example/{nss}}"}, []error{ErrTemplate}},
		{map[string]string{"ex": "https://a.example/../{nss}"}, []error{ErrDotSegment}},
		{map[string]string{"ex": "https://a.example/%2E/{nss}"}, []error{ErrDotSegment}},
		{map[string]string{"ex": "https://a.example//{nss}"}, []error{ErrEmptySegment}},
		{map[string]string{
			"ex":   "https://a.example/../{nss}",
			"ISBN": "https://a.example/{nss}",
			"isbn": "https://{nid}.example/",
		}, []error{ErrDotSegment, ErrAmbiguous, ErrTemplate}}, // "ISBN" < "ex" < "isbn"
	} {
		_, err := NewTemplateResolver(tt.templates)
		var got []error
		if err != nil {
			for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
				for _, s := range []error{ErrAmbiguous, ErrTemplate, ErrDotSegment, ErrEmptySegment} {
					if errors.Is(e, s) {
						got = append(got, s)
					}
				}
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("NewTemplateResolver(%q) = %v, want errors %v", tt.templates, err, tt.want)
		}
	}
}

// TestTemplateChoice checks that the template chosen for a URN depends
// on its equivalence class only (RFC 8141 section 3.1), every time.
func TestTemplateChoice(t *testing.T) {
	res := newTemplates(t, map[string]string{
		"ISBN":      "https://isbn.example/{nss}",
		"ex":        "https://ex.example/{nss}",
		"ex:a%2F":   "https://slash.example/{rest}",
		"ex:a%2Fb:": "https://longer.example/{rest}",
		"Ex:b":      "https://b.example/{rest}",
	})
	for _, tt := range []struct{ urn, want string }{
		{"urn:isbn:1", "https://isbn.example/1"},
		{"URN:Isbn:1", "https://isbn.example/1"},
		{"urn:ex:a%2fb", "https://slash.example/b"},
		{"urn:ex:a%2Fb", "https://slash.example/b"},
		{"urn:EX:a%2fc", "https://slash.example/c"},
		{"urn:ex:a%2fb:c", "https://longer.example/c"},
		{"urn:ex:A%2fb", "https://ex.example/A%2fb"}, // the NSS is case-sensitive
		{"urn:ex:a/b", "https://ex.example/a%2Fb"},   // "%2F" is not '/'
		{"urn:ex:b1", "https://b.example/1"},
		{"urn:ex:%62", "https://ex.example/%62"}, // "%62" is not 'b' (RFC 8141 section 3.1)
	} {
		u := urn.MustParse(tt.urn)
		for range 200 {
			loc, err := Resolve(context.Background(), res, u)
			if err != nil || loc.String() != tt.want {
				t.Fatalf("Resolve(%q) = %v, %v; want %s", tt.urn, loc, err, tt.want)
			}
		}
	}

	for _, keys := range [][2]string{{"isbn", "ISBN"}, {"ex:a%2f", "ex:a%2F"}, {"ex", "ex:"}} {
		res, err := NewTemplateResolver(map[string]string{
			keys[0]: "https://one.example/{nss}",
			keys[1]: "https://two.example/{nss}",
		})
		if !errors.Is(err, ErrAmbiguous) || res != nil {
			t.Fatalf("keys %q: NewTemplateResolver = %v, %v; want ErrAmbiguous", keys, res, err)
		}
		if !strings.Contains(err.Error(), strconv.Quote(keys[0])) || !strings.Contains(err.Error(), strconv.Quote(keys[1])) {
			t.Errorf("keys %q: the error %q does not name both keys", keys, err)
		}
	}
}

// TestTemplateResolverCopy checks that a TemplateResolver keeps the
// templates it was made with when the map changes afterwards, and that
// the zero TemplateResolver resolves nothing.
func TestTemplateResolverCopy(t *testing.T) {
	m := map[string]string{"ex": "https://a.example/{nss}"}
	res := newTemplates(t, m)
	m["ex"] = "https://b.example/{nss}"
	m["isbn"] = "https://b.example/{nss}"
	delete(m, "ex")
	if loc, err := Resolve(context.Background(), res, urn.MustParse("urn:ex:1")); err != nil || loc.String() != "https://a.example/1" {
		t.Errorf("Resolve after the map changed = %v, %v; want https://a.example/1", loc, err)
	}
	if loc, err := Resolve(context.Background(), res, urn.MustParse("urn:isbn:1")); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve of a key added to the map = %v, %v; want ErrUnresolvable", loc, err)
	}
	if loc, err := Resolve(context.Background(), &TemplateResolver{}, urn.MustParse("urn:ex:1")); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve with the zero TemplateResolver = %v, %v; want ErrUnresolvable", loc, err)
	}
}

// TestTemplateResolverConcurrent resolves with one TemplateResolver
// from several goroutines, for the race detector.
func TestTemplateResolverConcurrent(t *testing.T) {
	res := newTemplates(t, map[string]string{
		"isbn":      "https://openlibrary.org/isbn/{nss}",
		"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
	})
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range 100 {
				s := fmt.Sprintf("urn:isbn:%d", i*100+j)
				if j%2 == 1 {
					s = fmt.Sprintf("URN:IETF:rfc:%d?=x=1", j)
				}
				if _, err := (Options{Rules: namespace.Builtin()}).Resolve(context.Background(), res, urn.MustParse(s)); err != nil {
					t.Errorf("Resolve(%q): %v", s, err)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// newTemplates returns NewTemplateResolver(templates), and fails t when
// it gives an error.
func newTemplates(t testing.TB, templates map[string]string) *TemplateResolver {
	t.Helper()
	res, err := NewTemplateResolver(templates)
	if err != nil {
		t.Fatalf("NewTemplateResolver: %v", err)
	}
	return res
}

// TestTemplateResolverDoc checks that the long doc of TemplateResolver
// begins with a short summary and a list of its sections that names
// every heading, in order.
func TestTemplateResolverDoc(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "template.go", nil, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var text string
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE && g.Specs[0].(*ast.TypeSpec).Name.Name == "TemplateResolver" {
			text = g.Doc.Text()
		}
	}
	plain := func(blocks ...comment.Block) string {
		return strings.TrimSpace(string(new(comment.Printer).Text(&comment.Doc{Content: blocks})))
	}
	doc := new(comment.Parser).Parse(text)
	var listed, headings []string
	for i, b := range doc.Content {
		switch b := b.(type) {
		case *comment.Paragraph:
			if n := strings.Count(plain(b), "\n") + 1; i == 0 && n > 5 {
				t.Errorf("the summary is %d lines long, want at most 5", n)
			}
		case *comment.List:
			if len(headings) > 0 || len(listed) > 0 {
				continue // a list of a section
			}
			for _, item := range b.Items {
				name, _, _ := strings.Cut(plain(item.Content...), ":")
				listed = append(listed, name)
			}
		case *comment.Heading:
			headings = append(headings, plain(&comment.Paragraph{Text: b.Text}))
		}
	}
	if len(headings) == 0 || !slices.Equal(listed, headings) {
		t.Errorf("the list of sections names %q, want the headings %q", listed, headings)
	}
}
