// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package urn parses, validates, normalizes and compares Uniform
// Resource Names (URNs) as defined by RFC 8141, with the legacy syntax
// of RFC 2141 and the URNbis draft 14 syntax as options. It also builds
// URNs from their parts, shows them to people, finds them in text and
// converts them to and from [net/url] values.
//
// A URN names a resource in a namespace:
//
//	urn:example:a123,z456?+resolver?=query#fragment
//	\_/ \_____/ \_______/ \________/ \____/ \______/
//	 |    NID      NSS    r-component   |   f-component
//	scheme                          q-component
//
// The scheme, the namespace identifier (NID) and the namespace-specific
// string (NSS) together form the assigned-name. The rules of particular
// namespaces (which NSSs are valid in "isbn" or "uuid", and which of
// them are equivalent) are in the package
// [github.com/urnkit/urn/namespace]; resolving a URN to a location is in
// [github.com/urnkit/urn/resolve].
//
// # Parsing
//
// [Parse] reads RFC 8141 syntax and returns a [URN], a small immutable
// value that refers to the text it was parsed from: parsing copies
// nothing and allocates nothing. A [Parser] chooses another [Syntax]
// ([RFC2141], [Draft14]), a length limit, and the rejection of "%00".
// Nothing is trimmed: spaces, controls, non-ASCII bytes and a '%' that
// does not begin a triplet are errors.
//
// Every parse failure is a [*ParseError]. It wraps one of the sentinel
// errors [ErrScheme], [ErrNID], [ErrNSS], [ErrPercentEncoding],
// [ErrComponent] and [ErrTooLong], and gives the byte offset at which
// the input stopped being a possible URN: the first byte that cannot
// belong, or the length of the input when it ends too early.
//
// The components are delimited as RFC 8141 section 2 says: the NSS ends
// at the first '?' or '#'; "?+" opens the r-component, which ends at
// "?=", '#' or the end; "?=" opens the q-component, which ends at '#' or
// the end; '#' opens the f-component, which may be empty. In draft 14,
// '?' opens the q-component and "??" the r-component.
//
// # Equivalence
//
// Two URNs are equivalent (RFC 8141 section 3) when their assigned-names
// are equal octet by octet after "urn" and the NID are lower-cased and
// the hex digits of every percent-encoded octet in the NSS are
// upper-cased. Percent-encoding is never decoded ("%2C" is not ","), the
// rest of the NSS is case-sensitive, and the components are ignored.
// [URN.Equal], [URN.Compare] and [Equivalent] implement that rule, and
// [URN.Normalize] returns the canonical form: the key to use for maps
// and databases is u.Normalize().AssignedName(). A namespace may make
// more URNs equivalent, never fewer; the package namespace applies such
// rules.
//
// # Building and escaping
//
// [New] builds a URN from a NID and an NSS, and [URN.WithRComponent],
// [URN.WithQComponent], [URN.WithFComponent] and their Without forms
// return a copy with one component changed; the result is always a valid
// URN with exactly the parts given, or an error. [EscapeNSS],
// [EscapeRComponent], [EscapeQComponent] and [EscapeFComponent] turn a
// native identifier into such a part: its UTF-8 octets that cannot
// appear at that place are percent-encoded, and no others (RFC 8141
// section 2; the 2011 revision draft of RFC 2141, sections 2.2 and
// 2.3.2). [Unescape] reverses them. [Parser.New] and [Parser.EscapeNSS]
// build and escape in a Parser's syntax: with RFC 2141, exactly the
// URNs that the Parser parses back.
//
// [URN.Display] decodes percent-encoded characters for people to read,
// keeping encoded whatever would change how the URN reads. The display
// form is never to be parsed, compared or stored.
//
// # Finding URNs in text
//
// [FindAll], [Parser.FindAll] and [Parser.FindAllBytes] return the URNs
// in a text with their byte offsets, and a [Scanner] finds them in a
// stream of any size with bounded memory. A URN in running text ends at
// the first character that cannot be part of it (the 2011 revision draft
// of RFC 2141, section 2.3.3); the wrappers and trailing punctuation
// around it are not part of it (the generic URI syntax draft, Appendix
// E). The rules are given at [Parser.FindAll].
//
// # URLs
//
// A URN is also a URI. [URN.URL] and [FromURL] convert to and from
// [net/url.URL] the way a generic URI parser sees the URN, and
// [URN.ResourceURL] carries the q- and f-components over to the location
// a URN resolves to (RFC 8141 section 2.3).
package urn
