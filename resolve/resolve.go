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
	"strings"

	"github.com/urnkit/urn"
)

// A Resolver finds the location of the resource that a URN names.
type Resolver interface {
	// Resolve returns the URL that name resolves to. name is a URN
	// without components (only its assigned-name); r is the
	// r-component of the URN being resolved, as written, or "" when
	// it has none.
	Resolve(ctx context.Context, name urn.URN, r string) (*url.URL, error)
}

// ErrUnresolvable reports that a resolver knows no way to resolve a
// URN, for example because it has no template for its NID.
var ErrUnresolvable = errors.New("urn: no resolver for this URN")

// Resolve resolves u with res and returns the URL of the resource: it
// passes res the assigned-name and the r-component of u, and returns
// [urn.URN.ResourceURL] of the URL that res gives. The q- and
// f-components never reach res (RFC 8141 sections 2.3.2 and 2.3.3).
func Resolve(ctx context.Context, res Resolver, u urn.URN) (*url.URL, error) {
	if !u.IsValid() {
		return nil, fmt.Errorf("%w: the zero URN", ErrUnresolvable)
	}
	loc, err := res.Resolve(ctx, assignedName(u), u.RComponent())
	if err != nil {
		return nil, err
	}
	if loc == nil {
		return nil, fmt.Errorf("%w: the resolver returned no URL for %q", ErrUnresolvable, u.AssignedName())
	}
	return u.ResourceURL(loc), nil
}

// assignedName returns the valid URN u without its components. The
// result refers to the text of u; nothing is allocated unless the
// assigned-name is valid only in RFC 2141 syntax.
func assignedName(u urn.URN) urn.URN {
	name, err := urn.Parse(u.AssignedName())
	if err != nil {
		// A URN parsed as RFC 2141 can have a NID that RFC 8141 does
		// not allow (one character long, or ending in '-'); its
		// assigned-name is valid RFC 2141, with which it was parsed.
		name, _ = urn.Parser{Syntax: urn.RFC2141}.Parse(u.AssignedName())
	}
	return name
}

// A TemplateResolver resolves URNs by filling in URL templates chosen
// by namespace.
//
// A key of Templates is a NID, or a NID, a ':' and the beginning of an
// NSS, in lower case; the longest key that the URN's NID (in any case)
// followed by ':' and its NSS begins with is chosen. In the template,
// these are replaced by text of the URN, as written:
//
//	{urn}   the assigned-name, "urn:" NID ":" NSS
//	{nid}   the NID
//	{nss}   the NSS
//	{rest}  the NSS after the part that the key holds (all of it for a
//	        key that is only a NID)
//	{r}     the r-component, or nothing
//
// For example:
//
//	resolve.TemplateResolver{Templates: map[string]string{
//		"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
//		"isbn":      "https://openlibrary.org/isbn/{nss}",
//	}}
//
// resolves "urn:ietf:rfc:2141" to https://www.rfc-editor.org/info/rfc2141.
// The parts of the URN are put in as written, not escaped again. They
// are valid in a URL's path, query or fragment as they are, with two
// cautions: they can hold '&', '=' and '+', which form-encoded queries
// read specially, and an r-component can hold '?', which in a path
// starts the query.
//
// When Client is nil, the filled-in template is the URL of the resource.
// Otherwise it is the URL of a resolution service, in the manner of the
// N2L ("name to location") request of RFC 2483: Resolve sends it a GET
// request with Client and returns the location that the service
// redirects to (a 3xx response with a Location header, which is not
// followed). Any other response is an error.
type TemplateResolver struct {
	// Templates maps a NID, or a NID, ':' and the beginning of an NSS,
	// to a URL template. Keys are matched without regard to the case
	// of the NID; the map must not change while Resolve runs.
	Templates map[string]string

	// Client, when not nil, sends the request to the resolution
	// service; when nil, the filled-in template is the resource's URL.
	Client *http.Client
}

// Resolve implements [Resolver]. An error wraps [ErrUnresolvable] when
// no template fits name.
func (t TemplateResolver) Resolve(ctx context.Context, name urn.URN, r string) (*url.URL, error) {
	tmpl, rest, ok := t.template(name)
	if !ok {
		return nil, fmt.Errorf("%w: no template for %q", ErrUnresolvable, name.AssignedName())
	}
	s := strings.NewReplacer(
		"{urn}", name.AssignedName(),
		"{nid}", name.NID(),
		"{nss}", name.NSS(),
		"{rest}", rest,
		"{r}", r,
	).Replace(tmpl)
	loc, err := url.Parse(s)
	if err != nil {
		return nil, fmt.Errorf("urn: template for %q: %w", name.AssignedName(), err)
	}
	if t.Client == nil {
		return loc, nil
	}
	return t.ask(ctx, loc)
}

// template returns the template for name and the part of its NSS that
// the key does not hold.
func (t TemplateResolver) template(name urn.URN) (tmpl, rest string, ok bool) {
	nid, nss := name.NID(), name.NSS()
	best := -1
	for key, v := range t.Templates {
		k, prefix, hasPrefix := strings.Cut(key, ":")
		if !strings.EqualFold(k, nid) || !strings.HasPrefix(nss, prefix) {
			continue
		}
		n := 0
		if hasPrefix {
			n = len(prefix) + 1 // more specific than the NID alone
		}
		if n > best {
			best, tmpl, rest = n, v, nss[len(prefix):]
		}
	}
	return tmpl, rest, best >= 0
}

// ask sends the resolution request loc and returns the location that
// the service redirects to.
func (t TemplateResolver) ask(ctx context.Context, loc *url.URL) (*url.URL, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, loc.String(), nil)
	if err != nil {
		return nil, err
	}
	c := *t.Client
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther,
		http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
		return resp.Location()
	case http.StatusNotFound:
		return nil, fmt.Errorf("%w: %s answered %s", ErrUnresolvable, loc.Redacted(), resp.Status)
	}
	return nil, fmt.Errorf("urn: resolution service %s answered %s, want a redirect", loc.Redacted(), resp.Status)
}
