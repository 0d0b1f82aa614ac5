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
// The sections below are: Parsing; JSON, text and SQL; Equivalence;
// Building and escaping; Finding URNs in text; URLs.
//
// # Parsing
//
// [Parse] reads RFC 8141 syntax and returns a [URN], a small immutable
// value that refers to the text it was parsed from: parsing copies
// nothing and allocates nothing. A [Parser] chooses another [Syntax]
// ([RFC2141], [Draft14]), a length limit, and the rejection of "%00".
// A URN remembers the syntax it was parsed in ([URN.Syntax]), and its
// methods follow it. Nothing is trimmed: spaces, controls, non-ASCII
// bytes and a '%' that does not begin a triplet are errors.
//
// Every parse failure is a [*ParseError]. It wraps one of the sentinel
// errors [ErrScheme], [ErrNID], [ErrNSS], [ErrPercentEncoding],
// [ErrComponent] and [ErrTooLong] (an error of percent-encoding also
// matches [ErrNSS] or [ErrComponent], for the part it is in), and gives
// the byte offset at which the input stopped being a possible URN: the
// first byte that cannot belong, or the length of the input when it
// ends too early.
//
// The components are delimited as RFC 8141 section 2 says: the NSS ends
// at the first '?' or '#'; "?+" opens the r-component, which ends at
// "?=", '#' or the end; "?=" opens the q-component, which ends at '#' or
// the end; '#' opens the f-component, which may be empty. In draft 14,
// '?' opens the q-component and "??" the r-component. The grammars
// leave some cases to prose; they are settled so (every case is in
// testdata/rfc8141.txt and testdata/draft14.txt):
//
//	input           RFC 8141                             Draft 14
//	urn:a1:b?x      error at x: '?' must begin ?+ or ?=  q "x"
//	urn:a1:b?+r?=q  r "r", q "q"                         q "+r?=q"
//	urn:a1:b?+r?+s  r "r?+s" (only ?= ends it)           q "+r?+s"
//	urn:a1:b?=q?+r  q "q?+r" (no r after a q)            q "=q?+r"
//	urn:a1:b?q??r   error at q                           q "q", r "r"
//	urn:a1:b??r?q   error at the second '?'              r "r?q"
//	urn:a1:b#f?+r   f "f?+r"                             f "f?+r"
//	urn:a1:b#f#g    error at the second '#'              error at the second '#'
//	urn:a1:b?+      error: an empty r-component          q "+"
//	urn:a1:b?=#f    error: an empty q-component          q "=", f "f"
//	urn:a1:b?+/r    error: r cannot begin with '/'       q "+/r"
//	urn:a1:b#       an empty f-component                 an empty f-component
//
// # JSON, text and SQL
//
// A URN is an [encoding.TextMarshaler] and [encoding.TextUnmarshaler],
// so it works as a JSON field, and a [database/sql/driver.Valuer] and
// [database/sql.Scanner], so it works as a column: it is written as its
// text, as parsed; it is read as RFC 8141; and the zero URN is "" and
// NULL, so an unset field round-trips. [RFC2141URN] and [Draft14URN]
// read and write the other syntaxes. What is written reads back as the
// same URN, or the write fails: a URN of another syntax whose text
// would read back as a different URN, or not at all, is refused with an
// error that names the type that keeps it.
//
// # Equivalence
//
// Two URNs are equivalent (RFC 8141 section 3) when their assigned-names
// are equal octet by octet after "urn" and the NID are lower-cased and
// the hex digits of every percent-encoded octet in the NSS are
// upper-cased. Percent-encoding is never decoded ("%2C" is not ","), the
// rest of the NSS is case-sensitive, and the components are ignored.
// [URN.Equal], [URN.Compare] and [Equivalent] implement that rule, and
// [URN.Normalize] returns the canonical form. [URN.Key], the canonical
// assigned-name, is the key to use for maps and databases. A namespace may make
// more URNs equivalent, never fewer; the package namespace applies such
// rules.
//
// # Building and escaping
//
// [New] builds a URN from a NID and an NSS, and [URN.WithNSS],
// [URN.WithRComponent], [URN.WithQComponent] and [URN.WithFComponent]
// return a copy with one part changed, written in the syntax of the URN;
// the result is always a valid URN with exactly the parts given, or an
// error. [URN.WithoutRComponent] and its kin remove a component and
// cannot fail. [EscapeNSS],
// [EscapeRComponent], [EscapeQComponent] and [EscapeFComponent] turn a
// native identifier into such a part: its UTF-8 octets that cannot
// appear at that place are percent-encoded, and no others (RFC 8141
// section 2; the 2011 revision draft of RFC 2141, sections 2.2 and
// 2.3.2). [Unescape] reverses them. The Escape functions follow RFC
// 8141, as [New] does; [Parser.New], [Parser.EscapeNSS],
// [Parser.EscapeRComponent] and [Parser.EscapeQComponent] build and
// escape in a Parser's syntax: with RFC 2141, exactly the URNs that the
// Parser parses back, and with Draft14, components whose delimiters
// are those of Draft 14. To change a part of a URN u, escape with
// Parser{Syntax: u.Syntax()}, the syntax its With methods validate in.
//
// [URN.Display] decodes percent-encoded characters for people to read,
// keeping encoded whatever would change how the URN reads. The display
// form is never to be parsed, compared or stored.
//
// # Finding URNs in text
//
// [FindAll], [FindAllBytes], [Find] and [FindBytes] (and the [Parser]
// methods of the same names) return the URNs in a text, or the first
// one, as a [Match] with its byte offsets; [FindAllSeq] yields them one by one, searching
// only as far as the caller iterates; a [Scanner] finds them in a
// stream of any size and gives the line and column of each
// ([Scanner.Position]).
//
// What the search promises holds for good, in every release of this
// major version:
//
//   - Every match is a valid URN of the Parser's syntax, no longer than
//     its MaxLength when that is set, found at the offsets it reports.
//   - Matches come in the order of the text and do not overlap.
//   - The search takes time linear in the length of the text, on every
//     input.
//   - Memory is bounded: the search allocates for the matches it
//     returns, and a Scanner holds a window of bounded size, however
//     long the stream. [Scanner] and SECURITY.md give the figures, and
//     tests hold them.
//
// Where a URN starts and ends in running text is a matter of rules: a
// URN ends at the first character that cannot be part of it (the 2011
// revision draft of RFC 2141, section 2.3.3), and the wrappers and
// trailing punctuation around it are not part of it (the generic URI
// syntax draft, Appendix E). The rules, with their examples, are in one
// place, [FINDING.md], and their cases in testdata/find.txt. They may be
// refined in minor releases, so that a text gives a URN where it gave
// none, or a URN that ends elsewhere, and each such release increments
// [FindRulesVersion] and says what changed in FINDING-CHANGES.md; the
// promises above do not change.
// In short (the examples are RFC 8141):
//
//	rule                   in short                                  example
//	Start                  at "urn:", not at the tail of a word      turn:ex:a gives none
//	Extent                 the longest valid prefix of a run         urn:ex:a?b gives urn:ex:a
//	Markup and enclosing   stops before "&quot;" and at a ')' or     urn:ex:a&amp;b gives urn:ex:a
//	  text                 quote it did not open
//	Lists                  a ',' before the next entry of a list     urn:ex:a,urn:ex:b gives two
//	Templates and          none where the text goes on as a          urn:ex:{id} gives none
//	  patterns             template, pattern or placeholder
//	Wrappers               <...>, quotes, code spans, emphasis       *urn:ex:a* gives urn:ex:a
//	Trailing punctuation   dropped: . , ; : ! ?                      urn:ex:a. gives urn:ex:a
//	Lines                  inside <...>, broken over lines           <urn:ex:a\n b> gives urn:ex:ab
//
// # URLs
//
// A URN is also a URI. [URN.URL] and [FromURL] convert to and from
// [net/url.URL] the way a generic URI parser sees the URN. The URL of
// the resource that a URN names, with its q- and f-components applied
// to the location the URN resolves to (RFC 8141 section 2.3), is built
// by package [github.com/urnkit/urn/resolve] alone: a q-component copied
// into a query can change a parameter that the location already sets,
// and whether it may is a setting of the resolution (resolve.Options),
// which that package applies to every URL it returns.
//
// [FINDING.md]: https://github.com/urnkit/urn/blob/main/FINDING.md
package urn
