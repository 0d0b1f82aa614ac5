// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package resolve finds where the resource that a URN names is.
//
// Resolution, in the sense of RFC 8141 section 1.1, is "the act of
// supplying services related to the identified resource, such as
// translating the persistent URN into one or more current locators for
// the resource". This package does that translation: [Resolve] turns a
// [urn.URN] into the URL of its resource with the help of a [Resolver],
// which knows the URLs of some namespaces.
//
// # What reaches the resolver
//
// RFC 8141 section 2.3 gives each optional component of a URN its own
// reader, and [Resolve] keeps to it:
//
//   - the r-component is "for passing parameters to URN resolution
//     services" and "SHALL be supplied along with the URN when
//     presenting a request to a URN resolution service" (section
//     2.3.1): the Resolver receives it, as written;
//   - the q-component is for the named resource, and resolution
//     systems "MUST NOT require that q-component information be passed
//     to them" (section 2.3.2): the Resolver never sees it;
//   - the f-component is for the client, which "SHOULD NOT pass
//     f-components to resolution services" (section 2.3.3): the
//     Resolver never sees it either.
//
// The Resolver is given the assigned-name alone (a URN without
// components, in the syntax of the URN) and the r-component, and
// returns the URL that the assigned-name resolves to. Given namespace
// rules ([Options.Rules], such as namespace.Builtin()), the
// assigned-name is in their canonical form, so that URNs that the rules
// make equivalent resolve alike. [Resolve] then applies the q- and
// f-components to that URL: "URN resolvers
// returning a URI that is a locator for a URN with a q-component do
// this by copying the q-component from the URN to the query component
// of the URI" (section 2.3.2), and the f-component becomes its fragment
// (section 2.3.3). A q-component that names a parameter the URL's query
// already names, in a name or in a value, as a common server reads the
// query decoded up to twice ([QueryAddNew]), is refused with an error
// that wraps [ErrQuery], so that a URN cannot change a parameter the
// resolver chose; another
// [QueryPolicy], given in [Options], can instead append, drop or refuse
// every q-component. The policy is a setting of the resolution, never
// of the Resolver, so that a Resolver that wraps another (to log or to
// cache) cannot lose it. Resolution is the only way to a resource's
// URL that urnkit offers, so that every such URL is made under a
// policy; a program that knows the location already, from a table of
// its own, resolves with a Resolver that returns it (see [Example]).
//
// # Resolvers
//
// [TemplateResolver] fills in a URL template chosen by the NID (or the
// NID and the beginning of the NSS). Given a [net/http.Client], it
// instead asks a resolution service, whose URL the template gives, and
// returns the location the service redirects to, in the manner of the
// N2L ("name to location") request of RFC 2483.
//
// Any other way to resolve a URN, such as a table in memory or a
// lookup in a database, is a type with a Resolve method. A Resolver
// that knows no way to resolve a URN returns an error that wraps
// [ErrUnresolvable].
//
// # Untrusted URNs
//
// The URNs to resolve may come from anyone, and [TemplateResolver]
// keeps them from steering where their location points:
//
//   - The URN's text fills the part of the URL where the template puts
//     each placeholder, and no other: in the path, '/', '?' and '#' are
//     percent-encoded, so the text stays in its segment (RFC 3986
//     section 3.3); in the query, '#' and the characters that separate
//     form parameters ('&', '=', ';', '+'); in the fragment, '#'. The
//     scheme and the authority are the template's alone.
//   - A filled-in path with a dot-segment, "." or "..", also when
//     percent-encoded ("%2E", "%2e"), behind an encoded slash or
//     backslash ("..%2F"), or in a spelling that some server reads as
//     one ("..;x" with a path parameter, "..%3F" before a decoded
//     query, "%252E%252E" decoded twice,
//     "..%00", the overlong "%C0%AE" and "%C1%1C", "..%09" with a tab),
//     is refused with a [*SegmentError] that wraps [ErrDotSegment], and
//     one with an empty segment before the last (also one that a server
//     empties, as ";x") with one that wraps [ErrEmptySegment]. The
//     section "Path segments" of [TemplateResolver] lists the
//     spellings. Dot-segments "are removed
//     as part of the resolution process" (RFC 3986 section 3.3, by the
//     algorithm of section 5.2.4), so one that came from a URN would
//     climb out of the template's path.
//   - The URN's text never changes a parameter that the template's
//     query sets, in the URL as written or decoded once or twice, as a
//     proxy in front of a server may decode it: a filled-in template in
//     which it names such a parameter again ("a%26tenant%3Devil" in
//     "?tenant=acme&id={nss}"), or ends the path or the query before
//     one ("x%3Fa=1" in the path), is refused with an error that wraps
//     [ErrParameter]. The section "Query parameters" of
//     [TemplateResolver] says how the parameters are read.
//   - A request to a resolution service is never followed to another
//     server: the service's redirect is read, not followed, and its
//     location is accepted only as an http or https URL with a host
//     name ([ErrLocation] otherwise, saying why, also when the Location
//     is not a URL at all). Since the request's
//     path holds no dot-segment and no empty segment, a server that
//     cleans paths, as [net/http.ServeMux] does, has nothing to rewrite,
//     and the redirect is the service's answer, not one of the
//     server's own.
//   - A request whose context has no deadline ends after
//     [TemplateResolver.Timeout], or [DefaultTimeout].
//   - The template chosen depends only on the URN's equivalence class
//     (RFC 8141 section 3.1); keys that match the same URNs are an
//     error that wraps [ErrAmbiguous], never a choice by map order.
//     [NewTemplateResolver] reports them, and every other defect of
//     the keys and templates, once, before any URN is resolved, and
//     keeps a copy of the templates that no later change to the map
//     reaches.
//
// This package holds all of urnkit that uses the network: a program
// that imports only [github.com/urnkit/urn] does not link net/http.
package resolve
