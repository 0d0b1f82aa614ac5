// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"context"
	"errors"
	"fmt"
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

var (
	// ErrUnresolvable reports that a resolver knows no way to resolve
	// a URN, for example because it has no template for its NID.
	ErrUnresolvable = errors.New("urn: no resolver for this URN")

	// ErrQuery reports a q-component that resolution refuses under
	// its [QueryPolicy] ([Options.Query]).
	ErrQuery = errors.New("urn: q-component refused")
)

// A QueryPolicy says what resolution ([Options.Resolve]) does with the
// q-component of a URN.
// RFC 8141 section 2.3.2 has a resolver that returns a locator copy the
// q-component into the locator's query; when the locator's query holds
// parameters of its own (a tenant, a key, a format), a q-component that
// names them again could change what they say to a server that reads
// the last or every value. The zero value is [QueryAddNew].
type QueryPolicy uint8

const (
	// QueryAddNew adds the q-component to the query, as [QueryAppend]
	// does, unless it names a parameter that the query already names:
	// then resolution fails with an error that wraps [ErrQuery] and names
	// the parameter. Parameters are separated by '&' or ';', a name
	// ends at '='; names are compared percent-decoded, with '+' read as
	// a space, and without regard to case, as some servers compare
	// them. It is the default.
	QueryAddNew QueryPolicy = iota

	// QueryAppend adds the q-component to the query as written, after
	// an '&' when the query is not empty, whatever it names.
	QueryAppend

	// QueryDrop leaves the q-component out: the query is the
	// resolver's.
	QueryDrop

	// QueryRefuse refuses a URN that has a q-component with an error
	// that wraps [ErrQuery], before the resolver is asked. Any value
	// that is not one of the QueryPolicy constants acts as QueryRefuse.
	QueryRefuse
)

var queryPolicyNames = [...]string{"QueryAddNew", "QueryAppend", "QueryDrop", "QueryRefuse"}

// String returns the name of the constant p, such as "QueryAddNew", or
// "QueryPolicy(n)".
func (p QueryPolicy) String() string {
	if int(p) < len(queryPolicyNames) {
		return queryPolicyNames[p]
	}
	return fmt.Sprintf("QueryPolicy(%d)", p)
}

// Options are the settings of a resolution. The zero Options are the
// defaults, which [Resolve] uses.
//
// The settings belong to the resolution, not to the [Resolver]: a
// Resolver that wraps another (to log, cache or count) changes none of
// them.
type Options struct {
	// Query says what becomes of the q-component of the URN. The zero
	// value, QueryAddNew, adds it to the query of the location unless
	// it names a parameter that the query already names.
	Query QueryPolicy
}

// Resolve resolves u with res under the default [Options]; see
// [Options.Resolve].
func Resolve(ctx context.Context, res Resolver, u urn.URN) (*url.URL, error) {
	return Options{}.Resolve(ctx, res, u)
}

// Resolve resolves u with res and returns the URL of the resource: it
// passes res the assigned-name and the r-component of u, and returns
// [urn.URN.ResourceURL] of the URL that res gives. The q- and
// f-components never reach res (RFC 8141 sections 2.3.2 and 2.3.3).
// Resolve changes nothing of that URL but its query, to which the
// q-component may be added, and its fragment: the scheme, the authority
// and the path are res's, and what they can be for a hostile URN is for
// res to say, as [TemplateResolver] does.
//
// What becomes of the q-component is o.Query, whatever res is: by
// default, a q-component is added to the query unless it names a
// parameter that the query already names, so a URN never changes a
// parameter that the resolver put in the query.
func (o Options) Resolve(ctx context.Context, res Resolver, u urn.URN) (*url.URL, error) {
	if !u.IsValid() {
		return nil, fmt.Errorf("%w: the zero URN", ErrUnresolvable)
	}
	policy := o.Query
	q := u.QComponent()
	if q != "" && policy >= QueryRefuse {
		return nil, fmt.Errorf("%w: %q has a q-component, which %v refuses", ErrQuery, u, policy)
	}
	loc, err := res.Resolve(ctx, assignedName(u), u.RComponent())
	if err != nil {
		return nil, err
	}
	if loc == nil {
		return nil, fmt.Errorf("%w: the resolver returned no URL for %q", ErrUnresolvable, u.AssignedName())
	}
	if q != "" && policy == QueryAddNew {
		if name, ok := sharedParam(loc.RawQuery, q); ok {
			return nil, fmt.Errorf("%w: the q-component of %q names the parameter %q, which the query of %s names already",
				ErrQuery, u, name, loc.Redacted())
		}
	}
	v := u.ResourceURL(loc)
	if policy == QueryDrop {
		v.RawQuery, v.ForceQuery = loc.RawQuery, loc.ForceQuery
	}
	return v, nil
}

// sharedParam returns the first parameter name of the query q that the
// query query names too, as written in q, and whether there is one;
// names are compared as [QueryAddNew] says.
func sharedParam(query, q string) (string, bool) {
	if query == "" {
		return "", false
	}
	var names []string // of query, decoded; few, as the resolver wrote them
	for _, p := range strings.FieldsFunc(query, isParamSep) {
		names = append(names, paramName(p))
	}
	for _, p := range strings.FieldsFunc(q, isParamSep) {
		name := paramName(p)
		for _, n := range names {
			if strings.EqualFold(n, name) {
				name, _, _ = strings.Cut(p, "=")
				return name, true
			}
		}
	}
	return "", false
}

func isParamSep(r rune) bool { return r == '&' || r == ';' }

// paramName returns the name of the query parameter p, decoded, the
// form in which sharedParam compares names.
func paramName(p string) string {
	name, _, _ := strings.Cut(p, "=")
	if d, err := url.QueryUnescape(name); err == nil {
		name = d
	}
	return name
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
