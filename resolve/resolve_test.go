// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
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
	if len(toResolver) != 2 || toResolver[0] != "urn=urn:example:moby-dick&r=edition%3D1851" || toResolver[1] != "urn=urn:example:missing&r=" {
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

// TestTemplatePath resolves URNs whose text would add, remove or climb
// a path segment, or add a query or a fragment, if it were put into
// the template as written.
func TestTemplatePath(t *testing.T) {
	res := TemplateResolver{Templates: map[string]string{
		"isbn":      "https://openlibrary.org/isbn/{nss}",
		"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
		"example":   "https://svc.example/n2l/{nid}/{nss}/{r}?urn={urn}&r={r}#{r}",
		"ex-dot":    "https://svc.example/a/.{nss}/b",
		"ex-empty":  "https://svc.example/a/{r}/b",
		"ex-query":  "https://svc.example/n2l?{urn}",
		"ex":        "https://h.example/api/{nss}/info",
	}}
	for _, tt := range []struct {
		syntax urn.Syntax
		urn    string
		want   string // the URL, or the error: the sentinel's text and the placeholder
		offset int    // of the segment in error
	}{
		// The reproductions of the report.
		{urn.RFC8141, "urn:isbn:../../../../etc/passwd", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:ietf:rfc:2141/../../../admin", "dot-segment {rest}", 32},
		{urn.RFC8141, "urn:example:x?+../../admin?z=1", "dot-segment {r}", 34},
		// Dot-segments in every spelling.
		{urn.RFC8141, "urn:isbn:..", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:.", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%2e%2e", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%2E%2e", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:.%2E", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%2E", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a/../b", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%2F..%2fb", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%5C..%5Cb", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a/.", "dot-segment {nss}", 29},
		{urn.RFC2141, "urn:isbn:%2E%2E", "dot-segment {nss}", 29},
		{urn.RFC2141, "urn:isbn:..%2Fadmin", "dot-segment {nss}", 29},
		{urn.Draft14, "urn:isbn:..?q#f", "dot-segment {nss}", 29},
		{urn.Draft14, "urn:example:x??..", "dot-segment {r}", 34},
		{urn.RFC8141, "urn:ex-dot:.", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex-dot:%2e", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex-empty:x", "empty segment {r}", 22},
		// Dot-segments once a server drops the path parameters after
		// ';' (Tomcat, Jetty, Spring), raw or encoded.
		{urn.RFC8141, "urn:ex:..;", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..;x=1", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:.%2e;", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%2E%2E;a", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:.;", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%3B", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:a%2F..;%2Fb", "dot-segment {nss}", 22},
		{urn.RFC2141, "urn:ex:..;x", "dot-segment {nss}", 22},
		// ... or cuts the name at a NUL.
		{urn.RFC8141, "urn:ex:..%00", "dot-segment {nss}", 22},
		{urn.RFC8141, "urn:ex:..%00.jpg", "dot-segment {nss}", 22},
		// ... or decodes the path twice.
		{urn.RFC8141, "urn:isbn:%252E%252E", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:.%252e", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%252F..%252Fb", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%255C..", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:..%2500", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:..%253b", "dot-segment {nss}", 29},
		// ... or reads an overlong UTF-8 form as the ASCII it encodes.
		{urn.RFC8141, "urn:isbn:%C0%AE%C0%AE", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%c0%ae", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%C0%AF..", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:a%C1%9C..", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%E0%80%AE%E0%80%AE", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%F0%80%80%AE", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:%25C0%25AE.", "dot-segment {nss}", 29},
		{urn.RFC8141, "urn:isbn:..%C0%BB", "dot-segment {nss}", 29},
		// Empty segments once a server drops the path parameters, or
		// ends the name at a NUL: the segment is gone.
		{urn.RFC8141, "urn:ex:;x", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:;", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%3Bx", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%00x", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%253Bx", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:%C0%BBx", "empty segment {nss}", 22},
		{urn.RFC8141, "urn:ex:a;x", "https://h.example/api/a;x/info", 0},
		{urn.RFC8141, "urn:isbn:;x", "https://openlibrary.org/isbn/;x", 0}, // the last segment
		// Not dot-segments: more dots, or dots with other text.
		{urn.RFC8141, "urn:isbn:...", "https://openlibrary.org/isbn/...", 0},
		{urn.RFC8141, "urn:isbn:..a", "https://openlibrary.org/isbn/..a", 0},
		{urn.RFC8141, "urn:isbn:a;..", "https://openlibrary.org/isbn/a;..", 0},
		{urn.RFC8141, "urn:isbn:...;", "https://openlibrary.org/isbn/...;", 0},
		{urn.RFC8141, "urn:isbn:100%25", "https://openlibrary.org/isbn/100%25", 0},
		{urn.RFC8141, "urn:isbn:%C3%AE%C3%AE", "https://openlibrary.org/isbn/%C3%AE%C3%AE", 0},
		// A path decoded three times, and Unicode normalization (U+2024
		// ONE DOT LEADER becomes '.' under NFKC), are the caller's risk.
		{urn.RFC8141, "urn:isbn:%25252E%25252E", "https://openlibrary.org/isbn/%25252E%25252E", 0},
		{urn.RFC8141, "urn:isbn:%E2%80%A4%E2%80%A4", "https://openlibrary.org/isbn/%E2%80%A4%E2%80%A4", 0},
		// So are the trailing dots and spaces that Windows drops.
		{urn.RFC8141, "urn:isbn:..%20", "https://openlibrary.org/isbn/..%20", 0},
		{urn.RFC8141, "urn:ex-dot:x", "https://svc.example/a/.x/b", 0},
		{urn.RFC8141, "urn:ex-empty:x?+r", "https://svc.example/a/r/b", 0},
		// '/', '?' and '#' stay in the segment, or in the query.
		{urn.RFC8141, "urn:isbn:a/b", "https://openlibrary.org/isbn/a%2Fb", 0},
		{urn.RFC8141, "urn:ietf:rfc:2141/x", "https://www.rfc-editor.org/info/rfc2141%2Fx", 0},
		{urn.RFC8141, "urn:example:a/b?+admin?z=1", "https://svc.example/n2l/example/a%2Fb/admin%3Fz=1?urn=urn:example:a/b&r=admin?z%3D1#admin?z=1", 0},
		{urn.Draft14, "urn:example:a??x/y?z", "https://svc.example/n2l/example/a/x%2Fy%3Fz?urn=urn:example:a&r=x/y?z#x/y?z", 0},
		// In the query, the parameters stay the template's.
		{urn.RFC8141, "urn:example:a&b=c+d;e?+k=v&w", "https://svc.example/n2l/example/a&b=c+d;e/k=v&w?urn=urn:example:a%26b%3Dc%2Bd%3Be&r=k%3Dv%26w#k=v&w", 0},
		{urn.RFC8141, "urn:ex-query:../..", "https://svc.example/n2l?urn:ex-query:../..", 0},
	} {
		u, err := urn.Parser{Syntax: tt.syntax}.Parse(tt.urn)
		if err != nil {
			t.Fatal(err)
		}
		loc, err := Resolve(context.Background(), res, u)
		if !strings.HasPrefix(tt.want, "https:") {
			sentinel, placeholder, _ := strings.Cut(tt.want, " {")
			placeholder = "{" + placeholder
			if strings.HasPrefix(tt.want, "empty") {
				sentinel, placeholder, _ = strings.Cut(tt.want, " segment ")
				sentinel += " segment"
			}
			var se *SegmentError
			if !errors.As(err, &se) || !strings.Contains(se.Err.Error(), sentinel) || se.Placeholder != placeholder || se.Offset != tt.offset {
				t.Errorf("Resolve(%q) = %v, %v; want a %s error at offset %d from %s", tt.urn, loc, err, sentinel, tt.offset, placeholder)
			} else if !strings.Contains(err.Error(), fmt.Sprintf("offset %d", tt.offset)) || !strings.Contains(err.Error(), placeholder) {
				t.Errorf("Resolve(%q) error %q does not say where", tt.urn, err)
			}
			continue
		}
		if err != nil || loc.String() != tt.want {
			t.Errorf("Resolve(%q) = %v, %v; want %s", tt.urn, loc, err, tt.want)
		}
	}
}

// TestTemplatePathSentinels checks that the errors of TestTemplatePath
// match their sentinels with errors.Is.
func TestTemplatePathSentinels(t *testing.T) {
	res := TemplateResolver{Templates: map[string]string{"isbn": "https://h.example/{nss}/{r}/x"}}
	_, err := Resolve(context.Background(), res, urn.MustParse("urn:isbn:.."))
	if !errors.Is(err, ErrDotSegment) || errors.Is(err, ErrEmptySegment) {
		t.Errorf("dot-segment: %v, want ErrDotSegment", err)
	}
	_, err = Resolve(context.Background(), res, urn.MustParse("urn:isbn:a"))
	if !errors.Is(err, ErrEmptySegment) || errors.Is(err, ErrDotSegment) {
		t.Errorf("empty segment: %v, want ErrEmptySegment", err)
	}
}

// TestTemplatePlacement checks the templates that Resolve refuses
// whatever the URN, and that Validate reports.
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
		res := TemplateResolver{Templates: map[string]string{"isbn": tmpl}}
		if loc, err := Resolve(context.Background(), res, urn.MustParse("urn:isbn:1")); !errors.Is(err, ErrTemplate) {
			t.Errorf("template %q: Resolve = %v, %v; want ErrTemplate", tmpl, loc, err)
		}
		if err := res.Validate(); !errors.Is(err, ErrTemplate) {
			t.Errorf("template %q: Validate = %v, want ErrTemplate", tmpl, err)
		}
	}
}

// TestValidate checks what Validate reports, in the order of the keys.
func TestValidate(t *testing.T) {
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
		err := TemplateResolver{Templates: tt.templates}.Validate()
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
			t.Errorf("Validate(%q) = %v, want errors %v", tt.templates, err, tt.want)
		}
	}
}

// TestTemplateChoice checks that the template chosen for a URN depends
// on its equivalence class only (RFC 8141 section 3.1), every time.
func TestTemplateChoice(t *testing.T) {
	res := TemplateResolver{Templates: map[string]string{
		"ISBN":      "https://isbn.example/{nss}",
		"ex":        "https://ex.example/{nss}",
		"ex:a%2F":   "https://slash.example/{rest}",
		"ex:a%2Fb:": "https://longer.example/{rest}",
		"Ex:b":      "https://b.example/{rest}",
	}}
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
		res := TemplateResolver{Templates: map[string]string{
			keys[0]: "https://one.example/{nss}",
			keys[1]: "https://two.example/{nss}",
		}}
		for _, s := range []string{"urn:isbn:1", "urn:ex:a%2fb", "urn:ex:a%2Fb", "urn:EX:a%2Fb"} {
			u := urn.MustParse(s)
			if !strings.EqualFold(u.NID(), keys[0][:2]) {
				continue
			}
			var first string
			for i := range 200 {
				loc, err := Resolve(context.Background(), res, u)
				if !errors.Is(err, ErrAmbiguous) {
					t.Fatalf("keys %q: Resolve(%q) call %d = %v, %v; want ErrAmbiguous", keys, s, i, loc, err)
				}
				if i == 0 {
					first = err.Error()
				} else if err.Error() != first {
					t.Fatalf("keys %q: Resolve(%q) call %d = %v, want the error of the first call, %v", keys, s, i, err, first)
				}
			}
			if !strings.Contains(first, strconv.Quote(keys[0])) || !strings.Contains(first, strconv.Quote(keys[1])) {
				t.Errorf("keys %q: the error %q does not name both keys", keys, first)
			}
		}
	}

	// A key whose NSS part is invalid is an error for the URNs of its
	// NID, never a silent choice.
	res = TemplateResolver{Templates: map[string]string{"ex": "https://ex.example/{nss}", "ex:a%2": "https://bad.example/"}}
	if loc, err := Resolve(context.Background(), res, urn.MustParse("urn:ex:a%2Fb")); !errors.Is(err, ErrTemplate) {
		t.Errorf("Resolve with an invalid key = %v, %v; want ErrTemplate", loc, err)
	}
	if loc, err := Resolve(context.Background(), res, urn.MustParse("urn:isbn:1")); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve of another NID = %v, %v; want ErrUnresolvable", loc, err)
	}
}

// TestLookupServeMux resolves hostile URNs with a resolution service
// behind a net/http.ServeMux, which answers a request for a path that
// is not clean with a redirect of its own. No such redirect may be
// taken for the service's answer: every request that Resolve sends
// reaches the service's handler as written.
func TestLookupServeMux(t *testing.T) {
	var mu sync.Mutex
	var handled, sent []string
	mux := http.NewServeMux()
	mux.HandleFunc("/n2l/{name...}", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		handled = append(handled, r.URL.EscapedPath())
		mu.Unlock()
		http.Redirect(w, r, "https://books.example/"+strings.TrimPrefix(r.URL.EscapedPath(), "/n2l/"), http.StatusFound)
	})
	mux.HandleFunc("/admin/", func(w http.ResponseWriter, r *http.Request) {
		t.Errorf("the admin page was reached: %s", r.URL)
	})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		sent = append(sent, r.URL.EscapedPath())
		mu.Unlock()
		mux.ServeHTTP(w, r)
	}))
	defer srv.Close()
	res := TemplateResolver{
		Templates: map[string]string{
			"example": srv.URL + "/n2l/{nss}",
			"ex-r":    srv.URL + "/n2l/{nss}/{r}",
		},
		Client: srv.Client(),
	}
	for _, tt := range []struct{ urn, want string }{
		{"urn:example:../admin/x", "dot-segment"},
		{"urn:example:%2e%2e/admin/x", "dot-segment"},
		{"urn:example:a/../../admin/x", "dot-segment"},
		{"urn:example:a%2F..%2F..%2Fadmin", "dot-segment"},
		{"urn:ex-r:a", "https://books.example/a/"}, // a last segment may be empty
		{"urn:ex-r:a?+..", "dot-segment"},
		{"urn:example:a//b", "https://books.example/a%2F%2Fb"},
		{"urn:example:a/b", "https://books.example/a%2Fb"},
		{"urn:example:x", "https://books.example/x"},
		{"urn:ex-r:a?+b", "https://books.example/a/b"},
	} {
		loc, err := Resolve(context.Background(), res, urn.MustParse(tt.urn))
		if strings.HasPrefix(tt.want, "https:") {
			if err != nil || loc.String() != tt.want {
				t.Errorf("Resolve(%q) = %v, %v; want %s", tt.urn, loc, err, tt.want)
			}
		} else if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Resolve(%q) = %v, %v; want a %s error", tt.urn, loc, err, tt.want)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if !slices.Equal(sent, handled) {
		t.Errorf("the service received %q and its handler %q: the mux answered some itself", sent, handled)
	}
	if len(sent) != 5 {
		t.Errorf("the service received %q, want the 5 requests of valid names", sent)
	}
}

// TestLookupLocation checks which answers of a resolution service are
// taken as the location: http and https URLs with a host, relative
// references resolved against the request (RFC 9110 section 10.2.2),
// and nothing else.
func TestLookupLocation(t *testing.T) {
	var location string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Location", location)
		w.WriteHeader(http.StatusFound)
	}))
	defer srv.Close()
	res := TemplateResolver{Templates: map[string]string{"example": srv.URL + "/n2l/{nss}"}, Client: srv.Client()}
	u := urn.MustParse("urn:example:a?=q=1#f")
	for _, tt := range []struct{ location, want string }{
		{"https://books.example/a", "https://books.example/a?q=1#f"},
		{"HTTP://books.example/a", "http://books.example/a?q=1#f"},
		{"/books/a", srv.URL + "/books/a?q=1#f"},
		{"../books/a", srv.URL + "/books/a?q=1#f"},
		{"//books.example/a", "http://books.example/a?q=1#f"},
		{"javascript:alert(1)", `scheme "javascript"`},
		{"data:text/html,<script>alert(1)</script>", `scheme "data"`},
		{"file:///etc/passwd", `scheme "file"`},
		{"gopher://books.example/a", `scheme "gopher"`},
		{"mailto:a@books.example", `scheme "mailto"`},
		{"urn:isbn:0451450523", `scheme "urn"`},
		{"http:books", "no host"},
		{"https:///a", "no host"},
		{"http://:8080/admin", "no host"}, // Go's client would dial localhost
		{"//:8080/admin", "no host"},
		{"https://user@:443/", "no host"},
		{"", "no Location"},
		// Not URLs: the client's own parse error would not wrap
		// ErrLocation.
		{"http://a b/", "not a URL"},
		{"http://%zz/", "not a URL"},
		{"https://e\tx/", "not a URL"},
		{"http://[::1", "not a URL"},
	} {
		location = tt.location
		loc, err := Resolve(context.Background(), res, u)
		if strings.Contains(tt.want, "://") {
			if err != nil || loc.String() != tt.want {
				t.Errorf("Location %q: Resolve = %v, %v; want %s", tt.location, loc, err, tt.want)
			}
			continue
		}
		if !errors.Is(err, ErrLocation) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Location %q: Resolve = %v, %v; want an ErrLocation error that says %s", tt.location, loc, err, tt.want)
		}
	}
}

// TestLookupTimeout checks the deadline of a lookup: the context's own,
// or else Timeout, or else DefaultTimeout, read from the request that
// the client is given, so that no clock needs to run.
func TestLookupTimeout(t *testing.T) {
	var deadline time.Time
	var hasDeadline bool
	client := &http.Client{Transport: roundTripper(func(r *http.Request) (*http.Response, error) {
		deadline, hasDeadline = r.Context().Deadline()
		return &http.Response{
			StatusCode: http.StatusFound,
			Header:     http.Header{"Location": {"https://books.example/a"}},
			Body:       http.NoBody,
			Request:    r,
		}, nil
	})}
	u := urn.MustParse("urn:example:a")
	check := func(res TemplateResolver, ctx context.Context, want time.Duration) {
		t.Helper()
		before := time.Now()
		if _, err := Resolve(ctx, res, u); err != nil {
			t.Fatal(err)
		}
		after := time.Now()
		if !hasDeadline || deadline.Before(before.Add(want)) || deadline.After(after.Add(want)) {
			t.Errorf("Timeout %v: the request's deadline is %v (%v), want %v after the call", res.Timeout, deadline, hasDeadline, want)
		}
	}
	res := TemplateResolver{Templates: map[string]string{"example": "https://n2l.example/{nss}"}, Client: client}
	check(res, context.Background(), DefaultTimeout)
	res.Timeout = -1
	check(res, context.Background(), DefaultTimeout)
	res.Timeout = 3 * time.Minute
	check(res, context.Background(), 3*time.Minute)

	// A deadline of the context's own is kept, later or earlier than
	// Timeout.
	for _, d := range []time.Duration{time.Hour, time.Minute} {
		want := time.Now().Add(d)
		ctx, cancel := context.WithDeadline(context.Background(), want)
		_, err := Resolve(ctx, res, u)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if !hasDeadline || !deadline.Equal(want) {
			t.Errorf("context deadline in %v: the request's deadline is %v, want %v", d, deadline, want)
		}
	}
}

// roundTripper is an http.RoundTripper made of a function.
type roundTripper func(*http.Request) (*http.Response, error)

func (f roundTripper) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// TestLookupSilentService resolves with a service that never answers,
// a client without a timeout and a context without deadline: the
// resolver's Timeout ends the call.
func TestLookupSilentService(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-release:
		}
	}))
	defer srv.Close()
	defer close(release)
	res := TemplateResolver{
		Templates: map[string]string{"example": srv.URL + "/n2l/{nss}"},
		Client:    &http.Client{Transport: srv.Client().Transport},
		Timeout:   time.Millisecond,
	}
	loc, err := Resolve(context.Background(), res, urn.MustParse("urn:example:a"))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Resolve with a silent service = %v, %v; want context.DeadlineExceeded", loc, err)
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
		res := TemplateResolver{Templates: map[string]string{key: template}}

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

// fuzzDotSegment reports whether seg is a dot-segment as TemplateResolver
// defines it, by another way than the package's: the segment is
// decoded once and twice with regular expressions, overlong forms are
// replaced with the character they encode, and the parts are split and
// cut with the strings package.
func fuzzDotSegment(seg string) bool {
	decode := func(s string) string {
		return fuzzTriplet.ReplaceAllStringFunc(s, func(t string) string {
			v, _ := strconv.ParseUint(t[1:], 16, 8)
			return string([]byte{byte(v)})
		})
	}
	dot := func(s string) bool {
		s = fuzzOverlong.Replace(s)
		for _, part := range strings.FieldsFunc(s+"/", func(r rune) bool { return r == '/' || r == '\\' }) {
			part, _, _ = strings.Cut(part, ";")
			part, _, _ = strings.Cut(part, "\x00")
			if part == "." || part == ".." {
				return true
			}
		}
		return false
	}
	once := decode(seg)
	return dot(once) || dot(decode(once))
}

// fuzzParamsOnly reports whether seg is a segment that some server
// reads as empty, as TemplateResolver defines it: decoded once or twice,
// with overlong forms replaced, it begins with ';' or NUL.
func fuzzParamsOnly(seg string) bool {
	decode := func(s string) string {
		return fuzzTriplet.ReplaceAllStringFunc(s, func(t string) string {
			v, _ := strconv.ParseUint(t[1:], 16, 8)
			return string([]byte{byte(v)})
		})
	}
	once := decode(seg)
	for _, d := range []string{once, decode(once)} {
		d = fuzzOverlong.Replace(d)
		if strings.HasPrefix(d, ";") || strings.HasPrefix(d, "\x00") {
			return true
		}
	}
	return false
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

var fuzzTriplet = regexp.MustCompile(`%[0-9A-Fa-f]{2}`)

// fuzzOverlong replaces the overlong UTF-8 forms of ASCII characters,
// built by encoding each character in two, three and four octets, with
// the character.
var fuzzOverlong = func() *strings.Replacer {
	var pairs []string
	for c := range byte(0x80) {
		hi, lo := 0x80|c>>6, 0x80|c&0x3F
		pairs = append(pairs,
			string([]byte{0xC0 | c>>6, lo}), string(c),
			string([]byte{0xE0, hi, lo}), string(c),
			string([]byte{0xF0, 0x80, hi, lo}), string(c))
	}
	return strings.NewReplacer(pairs...)
}()

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
		res := TemplateResolver{Templates: map[string]string{"ex": tmpl}}
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
	inner := TemplateResolver{Templates: map[string]string{"ex": "https://h.example/api?tenant=acme&id={nss}"}}
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
