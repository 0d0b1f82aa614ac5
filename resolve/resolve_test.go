// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/urnkit/urn"
)

func TestTemplateResolver(t *testing.T) {
	res := TemplateResolver{Templates: map[string]string{
		"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
		"ietf":      "https://datatracker.ietf.org/urn/{nss}",
		"ISBN":      "https://openlibrary.org/isbn/{nss}", // keys match any case of the NID
		"example":   "https://resolver.example/{nid}/{nss}?urn={urn}&r={r}",
	}}
	for _, tt := range []struct{ urn, want string }{
		{"urn:ietf:rfc:2141", "https://www.rfc-editor.org/info/rfc2141"},
		{"URN:IETF:rfc:8141#section-2.3", "https://www.rfc-editor.org/info/rfc8141#section-2.3"},
		{"urn:ietf:bcp:66", "https://datatracker.ietf.org/urn/bcp:66"},
		{"urn:ISBN:0451450523?=format=pdf", "https://openlibrary.org/isbn/0451450523?format=pdf"},
		{"urn:isbn:0451450523", "https://openlibrary.org/isbn/0451450523"},
		{"urn:example:a/b?+res?=q#f", "https://resolver.example/example/a/b?urn=urn:example:a/b&r=res&q#f"},
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

// TestResolveHTTP resolves URNs end to end over HTTP on loopback: a
// resolution service that redirects, and the resource it redirects to.
// It checks what each of them receives: the resolver gets the
// assigned-name and the r-component and nothing else; the resource
// gets the q-component as its query and never the r-component; the
// f-component reaches neither (it stays in the URL the client holds).
func TestResolveHTTP(t *testing.T) {
	var mu sync.Mutex
	var toResolver, toResource []string
	mux := http.NewServeMux()
	mux.HandleFunc("/n2l", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		toResolver = append(toResolver, r.URL.RawQuery)
		mu.Unlock()
		q, _ := url.ParseQuery(r.URL.RawQuery)
		name, err := urn.Parse(q.Get("urn"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		if name.NSS() == "missing" {
			http.NotFound(w, r)
			return
		}
		http.Redirect(w, r, "/books/"+name.NSS(), http.StatusSeeOther)
	})
	mux.HandleFunc("/books/", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		toResource = append(toResource, r.URL.RequestURI())
		mu.Unlock()
		w.Write([]byte("content of " + r.URL.Path))
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	res := TemplateResolver{
		Templates: map[string]string{"example": srv.URL + "/n2l?urn={urn}&r={r}"},
		Client:    srv.Client(),
	}
	u := urn.MustParse("urn:example:moby-dick?+edition=1851?=chapter=42&lang=en#para-3")
	loc, err := Resolve(context.Background(), res, u)
	if err != nil {
		t.Fatal(err)
	}
	if want := srv.URL + "/books/moby-dick?chapter=42&lang=en#para-3"; loc.String() != want {
		t.Errorf("Resolve = %q, want %q", loc, want)
	}
	resp, err := srv.Client().Get(loc.String())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if _, err := Resolve(context.Background(), res, urn.MustParse("urn:example:missing")); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve of an unknown name: %v, want ErrUnresolvable", err)
	}

	mu.Lock()
	defer mu.Unlock()
	if len(toResolver) != 2 || toResolver[0] != "urn=urn:example:moby-dick&r=edition=1851" || toResolver[1] != "urn=urn:example:missing&r=" {
		t.Errorf("the resolver received %q, want only the assigned-names and the r-component", toResolver)
	}
	if len(toResource) != 1 || toResource[0] != "/books/moby-dick?chapter=42&lang=en" {
		t.Errorf("the resource received %q, want its path and the q-component", toResource)
	}
	for _, got := range append(toResolver, toResource...) {
		if strings.Contains(got, "para-3") {
			t.Errorf("the f-component reached a server: %q", got)
		}
	}
	for _, got := range toResource {
		if strings.Contains(got, "edition") {
			t.Errorf("the r-component reached the resource: %q", got)
		}
	}
	for _, got := range toResolver {
		if strings.Contains(got, "chapter") {
			t.Errorf("the q-component reached the resolver: %q", got)
		}
	}
}

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
