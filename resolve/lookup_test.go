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
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/urnkit/urn"
)

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

	res := newTemplates(t, map[string]string{"example": srv.URL + "/n2l?urn={urn}&r={r}"})
	res.Client = srv.Client()
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
	res := newTemplates(t, map[string]string{
		"example": srv.URL + "/n2l/{nss}",
		"ex-r":    srv.URL + "/n2l/{nss}/{r}",
	})
	res.Client = srv.Client()
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
	res := newTemplates(t, map[string]string{"example": srv.URL + "/n2l/{nss}"})
	res.Client = srv.Client()
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

// TestLookupStatus checks what becomes of an answer that is not a
// redirect: 404 is ErrUnresolvable, any other a *StatusError with its
// code, also a 3xx code that is not a redirect and a redirect code
// without a redirect's meaning.
func TestLookupStatus(t *testing.T) {
	var code int
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Location", "https://books.example/a")
		w.WriteHeader(code)
	}))
	defer srv.Close()
	res := newTemplates(t, map[string]string{"example": srv.URL + "/n2l/{nss}"})
	res.Client = srv.Client()
	for _, c := range []int{
		http.StatusOK, http.StatusNoContent, http.StatusMultipleChoices, http.StatusNotModified, http.StatusUseProxy,
		http.StatusBadRequest, http.StatusForbidden, http.StatusGone, http.StatusInternalServerError, http.StatusServiceUnavailable,
		http.StatusNotFound,
	} {
		code = c
		loc, err := Resolve(context.Background(), res, urn.MustParse("urn:example:a"))
		if c == http.StatusNotFound {
			var se *StatusError
			if !errors.Is(err, ErrUnresolvable) || errors.As(err, &se) {
				t.Errorf("status %d: Resolve = %v, %v; want ErrUnresolvable", c, loc, err)
			}
			continue
		}
		var se *StatusError
		if !errors.As(err, &se) || se.StatusCode != c || se.Status != fmt.Sprintf("%d %s", c, http.StatusText(c)) ||
			se.URL != srv.URL+"/n2l/a" || errors.Is(err, ErrUnresolvable) || errors.Is(err, ErrLocation) {
			t.Errorf("status %d: Resolve = %v, %#v; want a *StatusError with the code", c, loc, err)
			continue
		}
		if want := "urn: resolution service " + srv.URL + "/n2l/a answered " + se.Status + ", want a redirect"; err.Error() != want {
			t.Errorf("status %d: the error says %q, want %q", c, err, want)
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
	check := func(res *TemplateResolver, ctx context.Context, want time.Duration) {
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
	res := newTemplates(t, map[string]string{"example": "https://n2l.example/{nss}"})
	res.Client = client
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
	res := newTemplates(t, map[string]string{"example": srv.URL + "/n2l/{nss}"})
	res.Client = &http.Client{Transport: srv.Client().Transport}
	res.Timeout = time.Millisecond
	loc, err := Resolve(context.Background(), res, urn.MustParse("urn:example:a"))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Resolve with a silent service = %v, %v; want context.DeadlineExceeded", loc, err)
	}
}
