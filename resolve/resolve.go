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

	// Rules, when not nil, give the canonical form of a URN under the
	// rules of its namespace, as a [github.com/urnkit/urn/namespace.Set]
	// does: the Resolver is then given the assigned-name in that form,
	// so that URNs that the rules make equivalent are resolved alike
	// (a [TemplateResolver] chooses the same template for
	// "URN:IETF:RFC:2141" and "urn:ietf:rfc:2141" under the ietf
	// rules). When nil, the Resolver is given the assigned-name as
	// written, and RFC 8141 equivalence (section 3.1) is for it to
	// apply.
	Rules Normalizer
}

// A Normalizer gives the canonical form of URNs under the rules of
// their namespaces. [github.com/urnkit/urn/namespace.Set] is one, as
// namespace.Builtin() returns it.
type Normalizer interface {
	// Normalize returns the canonical form of u: a URN of the same
	// NID, in the syntax of u, that the rules hold equivalent to u.
	Normalize(u urn.URN) urn.URN
}

// Resolve resolves u with res under the default [Options]; see
// [Options.Resolve].
func Resolve(ctx context.Context, res Resolver, u urn.URN) (*url.URL, error) {
	return Options{}.Resolve(ctx, res, u)
}

// Resolve resolves u with res and returns the URL of the resource: it
// passes res the assigned-name and the r-component of u, and returns
// the URL that res gives with the q- and f-components of u applied to
// it (RFC 8141 section 2.3): the q-component is added to the query,
// after an '&' when the query is not empty, as o.Query allows, and a
// non-empty f-component replaces the fragment; the r-component is not
// copied. The q- and f-components never reach res (RFC 8141 sections
// 2.3.2 and 2.3.3), and the URL that res returns is not modified.
// Resolve changes nothing of that URL but its query, to which the
// q-component may be added, and its fragment: the scheme, the authority
// and the path are res's, and what they can be for a hostile URN is for
// res to say, as [TemplateResolver] does.
//
// res is given the assigned-name as a URN of the syntax of u
// ([urn.URN.WithoutComponents]), in the canonical form of o.Rules when
// they are set; a Normalizer that gives an invalid URN, or one of
// another NID, makes Resolve fail. What becomes of the q-component is
// o.Query, whatever res is: by default, a q-component is added to the
// query unless it names a parameter that the query already names, so a
// URN never changes a parameter that the resolver put in the query.
func (o Options) Resolve(ctx context.Context, res Resolver, u urn.URN) (*url.URL, error) {
	if !u.IsValid() {
		return nil, fmt.Errorf("%w: the zero URN", ErrUnresolvable)
	}
	policy := o.Query
	q := u.QComponent()
	if q != "" && policy >= QueryRefuse {
		return nil, fmt.Errorf("%w: %q has a q-component, which the query policy %q refuses", ErrQuery, u, policy)
	}
	name := u.WithoutComponents()
	if o.Rules != nil {
		canon := o.Rules.Normalize(name)
		if !canon.IsValid() || !strings.EqualFold(canon.NID(), name.NID()) {
			return nil, fmt.Errorf("urn: the rules' canonical form of %q is %q, not a URN of its NID", name, canon)
		}
		name = canon.WithoutComponents()
	}
	loc, err := res.Resolve(ctx, name, u.RComponent())
	if err != nil {
		return nil, err
	}
	if loc == nil {
		return nil, fmt.Errorf("%w: the resolver returned no URL for %q", ErrUnresolvable, u.AssignedName())
	}
	if q != "" && policy == QueryAddNew && loc.RawQuery != "" {
		// The '&' between them is the resolver's: it ends the last
		// parameter of the resolver's query, which the q-component
		// does not cut short.
		m := marked{s: loc.RawQuery + "&" + q, by: make([]int8, len(loc.RawQuery)+1+len(q))}
		for i := range m.by {
			m.by[i] = -1
			if i > len(loc.RawQuery) {
				m.by[i] = fromQ
			}
		}
		if c, ok := queryConflict(m, false); ok {
			return nil, fmt.Errorf("%w: the q-component of %q %s", ErrQuery, u, c.describe("the query of "+loc.Redacted()))
		}
	}
	return resourceURL(u, loc, policy == QueryDrop), nil
}

// resourceURL returns a copy of loc with the components of u applied
// as RFC 8141 section 2.3 says: the q-component copied verbatim into
// the query, after an '&' when the query is not empty (unless dropQ),
// and a non-empty f-component into the fragment, replacing that of
// loc (Fragment decoded, RawFragment as written when Fragment does not
// encode back to it). The r-component is never copied: it is for
// resolvers only. loc itself is not changed.
func resourceURL(u urn.URN, loc *url.URL, dropQ bool) *url.URL {
	v := *loc
	if v.User != nil {
		user := *v.User
		v.User = &user
	}
	if q := u.QComponent(); q != "" && !dropQ {
		if v.RawQuery == "" {
			v.RawQuery = q
		} else {
			v.RawQuery += "&" + q
		}
		v.ForceQuery = false
	}
	if f := u.FComponent(); f != "" {
		// A valid URN's triplets are all well formed.
		v.Fragment, _ = urn.Unescape(f)
		v.RawFragment = ""
		if v.EscapedFragment() != f {
			v.RawFragment = f
		}
	}
	return &v
}
