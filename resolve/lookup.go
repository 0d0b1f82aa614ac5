// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

// ErrLocation reports an answer of a resolution service that is
// not a usable location: a redirect without a Location, with a
// Location that is not a URL, or to a URL whose scheme is not http
// or https or that has no host name (as "http://:8080/", which Go's
// client would send to the local host).
var ErrLocation = errors.New("urn: unusable location")

// DefaultTimeout bounds a request of a [TemplateResolver] to its
// resolution service when neither the context nor the resolver's
// Timeout gives a limit.
const DefaultTimeout = 10 * time.Second

// ask sends the resolution request loc and returns the location that
// the service redirects to.
func (t *TemplateResolver) ask(ctx context.Context, loc *url.URL) (*url.URL, error) {
	if _, ok := ctx.Deadline(); !ok {
		d := t.Timeout
		if d <= 0 {
			d = DefaultTimeout
		}
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, d)
		defer cancel()
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, loc.String(), nil)
	if err != nil {
		return nil, err
	}
	// The client parses a redirect's Location itself, before
	// CheckRedirect could stop it, and fails with an error of its own
	// when the Location is not a URL. So the Location is taken from the
	// response before the client sees it, and read here.
	c := *t.Client
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	tk := &locationTaker{next: c.Transport}
	if tk.next == nil {
		tk.next = http.DefaultTransport
	}
	c.Transport = tk
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther,
		http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
		if tk.location == "" {
			return nil, fmt.Errorf("%w: resolution service %s answered %s with no Location", ErrLocation, loc.Redacted(), resp.Status)
		}
		to, err := loc.Parse(tk.location) // resolved against the request's URL
		if err != nil {
			return nil, fmt.Errorf("%w: resolution service %s answered %s with a Location that is not a URL: %w",
				ErrLocation, loc.Redacted(), resp.Status, err)
		}
		if to.Scheme != "http" && to.Scheme != "https" {
			return nil, fmt.Errorf("%w: resolution service %s answered %s with the scheme %q, want http or https",
				ErrLocation, loc.Redacted(), resp.Status, to.Scheme)
		}
		if to.Hostname() == "" {
			return nil, fmt.Errorf("%w: resolution service %s answered %s with a location that has no host: %q",
				ErrLocation, loc.Redacted(), resp.Status, to.Redacted())
		}
		return to, nil
	case http.StatusNotFound:
		return nil, fmt.Errorf("%w: %s answered %s", ErrUnresolvable, loc.Redacted(), resp.Status)
	}
	return nil, &StatusError{URL: loc.Redacted(), StatusCode: resp.StatusCode, Status: resp.Status}
}

// A StatusError reports an answer of a resolution service that is
// neither a redirect nor 404 Not Found, such as 500 Internal Server
// Error or 200 OK: the service gave no location.
type StatusError struct {
	// URL is the request's URL, with any password redacted.
	URL string

	// StatusCode is the response's status code, such as 503.
	StatusCode int

	// Status is the response's status line, such as
	// "503 Service Unavailable".
	Status string
}

// Error returns a message that names the service and its answer, for
// example:
//
//	urn: resolution service https://n2l.example/isbn/1 answered 503 Service Unavailable, want a redirect
func (e *StatusError) Error() string {
	return fmt.Sprintf("urn: resolution service %s answered %s, want a redirect", e.URL, e.Status)
}

// A locationTaker sends requests with next and takes the Location
// header out of every redirect response, so that the client neither
// parses it nor follows it.
type locationTaker struct {
	next     http.RoundTripper
	location string // of the last redirect response
}

func (tk *locationTaker) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := tk.next.RoundTrip(req)
	if err == nil && resp.StatusCode >= 300 && resp.StatusCode < 400 {
		tk.location = resp.Header.Get("Location")
		resp.Header.Del("Location")
	}
	return resp, err
}
