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
// A URN remembers the syntax it was parsed in ([URN.Syntax]), and its
// methods follow it. Nothing is trimmed: spaces, controls, non-ASCII
// bytes and a '%' that does not begin a triplet are errors.
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
// read the other syntaxes.
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
// [FindAll], [FindAllBytes] and [Find] (and the [Parser] methods of the
// same names) return the URNs in a text, or the first one, as a [Match]
// with its byte offsets; [FindAllSeq] yields them one by one, searching
// only as far as the caller iterates; a [Scanner] finds them in a
// stream of any size with bounded memory, and gives the line and column
// of each ([Scanner.Position]). A URN in running text ends at
// the first character that cannot be part of it (the 2011 revision draft
// of RFC 2141, section 2.3.3); the wrappers and trailing punctuation
// around it are not part of it (the generic URI syntax draft, Appendix
// E), and in <...> a URI may be broken over lines (Appendix E too).
//
// These rules decide where a URN starts and ends (the examples are
// RFC 8141):
//
//   - Start. A match starts at "urn:", in any case, unless that "urn"
//     is the tail of a longer word or scheme name: right after an ASCII
//     letter, digit or '_', or after a '-', '+' or '.' that follows a
//     letter or digit. In "turn:ex:a", "my_urn:ex:a", "x-urn:ex:a" and
//     "a.urn:ex:a" no match starts. After any other byte one may, so
//     URNs are found in URL paths and query values, after a label and
//     in markup: "https://host/urn:ex:a", "id=urn:ex:a",
//     "URI:urn:ex:a", "${ID:-urn:ex:a}" and "&quot;urn:ex:a&quot;"
//     all give urn:ex:a.
//   - Extent. The URN is the longest prefix that is a valid URN of the
//     run of bytes that can appear in one: "urn:ex:a b", "urn:ex:a?b"
//     and "urn:ex:a#f#g" give urn:ex:a, urn:ex:a and urn:ex:a#f. When
//     no prefix is valid ("urn:ex:", "urn:-x:a") nothing is found
//     there, and the search goes on after its "urn:".
//   - Markup and enclosing text. The run stops before an HTML or XML
//     character reference ("&quot;", "&#34;", "&#x22;", "&amp;"): in
//     "urn:ex:a&amp;b=1" the URN is urn:ex:a. It stops at a ')' that
//     closes no '(' opened after "urn:", so parentheses are matched,
//     not counted: "(see urn:ex:a)", "urn:ex:b)(c)" and "(urn:ex:f(x))"
//     give urn:ex:a, urn:ex:b and urn:ex:f(x). After an apostrophe it
//     stops before the next apostrophe ('urn:ex:a' gives urn:ex:a), and
//     so it does when an apostrophe opened a quotation earlier on the
//     line, within 256 bytes, with none after it: in JavaScript's
//     'magnet:?xt=urn:btih:...' the URN ends before the apostrophe
//     that closes the string. An apostrophe after a letter or digit
//     ("it's") opens no quotation. After '=' it stops before the next
//     '&', which separates query parameters ("?id=urn:ex:a&lang=en"
//     gives urn:ex:a), although RFC 8141 allows both characters in a
//     URN.
//   - Lists. A ',' right before "urn:" ends the URN, in a list of URNs:
//     "urn:ex:a,urn:ex:b" gives urn:ex:a and urn:ex:b. After "URI:", in an X.509 subjectAltName list as OpenSSL
//     writes one (RFC 5280, section 4.2.1.6), a ',' followed by the
//     type of the next entry ("DNS:", "IP:", "URI:", "email:", "RID:",
//     "dirName:" or "otherName:") ends the URN:
//     "subjectAltName=URI:urn:ex:client,DNS:localhost" gives
//     urn:ex:client, while "URI:urn:ex:a,b" gives urn:ex:a,b. And when
//     the first line of the text is the header of a table whose first
//     column is named "urn", "urn" followed by the column delimiter
//     ('#' as in CEX data, ',', ';', '|' or a tab), that delimiter ends
//     every URN that begins a line, the first column of a row: after
//     the header "urn#passage", the line
//     "urn:cts:latinLit:phi0959.phi006:1.1#Arma virumque" gives
//     urn:cts:latinLit:phi0959.phi006:1.1, not a URN with an
//     f-component. A URN further along a line is found as in any
//     other text: after the header "urn,desc", the line "The pair
//     urn:ex:a,b is one URN" gives urn:ex:a,b. When the first line is
//     any other header, column names separated by a tab, ',', ';' or
//     '|', a line with as many delimiters outside double quotes is a
//     row, and the delimiter ends a URN in any of its columns: after
//     "codex,label,model", the row "urn:cite:x:a.v1,Venetus
//     A,urn:cite:x:a" gives urn:cite:x:a.v1 and urn:cite:x:a. After
//     ',' in the value of a query parameter, the '&' of the next one
//     ends the URN too: "?ids=a,urn:ex:b&c=d" gives urn:ex:b.
//   - Templates and patterns. When the byte right after the longest
//     valid prefix shows that the text goes on as one token, there is
//     no URN there: '{' ("urn:ex:{id}", "urn:ex:a:${id}"), a '%' that
//     begins no percent-encoded octet ("urn:ex:a:%s", "urn:ex:a%zz"),
//     a '<' that does not begin an end tag ("urn:ex:<name>"; but in
//     "<td>urn:ex:a</td>" the URN is urn:ex:a), or a backslash that does
//     not begin an escape sequence of a string literal, such as \" or
//     \n, nor an escaped character reference or closing brace, \&
//     and \} (the regular expression "urn:ex:(\d+)"; but the
//     Markdown of an HTML page, "\&quot;urn:ex:a\&quot;", and a
//     template shown literally, "$\{urn:ex:a\}", give urn:ex:a). Nor is
//     there one when the URN holds a variable, a '$' followed by '{'
//     or '(', or by a letter where the '$' follows no letter or digit
//     ("urn:ietf:$a:$b"; Pulumi's "Bucket$aws:s3/..." is a URN), ends
//     in an ellipsis after ':' or '/' ("urn:li:domain:..."), ends in a
//     '(' that opens a
//     group of a regular expression ("urn:ex:([a-z]+)"), holds a
//     placeholder, a word of
//     three or more x's and nothing else ("urn:li:person:xxx",
//     "urn:uuid:xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"), or ends in '*',
//     a wildcard ("urn:ex:names:*"), unless that '*' closes an emphasis
//     (see Wrappers). The search goes on at the end of the URN.
//   - Wrappers. <urn:ex:a>, "urn:ex:a", 'urn:ex:a', `urn:ex:a`,
//     (urn:ex:a) and [urn:ex:a] all give urn:ex:a: the wrapper is not
//     part of the URN. So do the emphasis of Markdown and
//     reStructuredText, *urn:ex:a* and **urn:ex:a**: after a '*'
//     right before "urn:", the '*' at the end of the URN close the
//     emphasis, and the trailing punctuation before them is dropped
//     ("*urn:ex:a.*" gives urn:ex:a).
//   - Trailing punctuation. While the URN ends in '.', ',', ';', ':',
//     '!' or '?', that character is dropped, as sentence punctuation,
//     even though RFC 8141 allows all of them there: "see urn:ex:a."
//     gives urn:ex:a. Right before the closer of its wrapper, less is
//     dropped: nothing before the '>' of <...> or the backtick that
//     closes a code span (<urn:ex:a.> gives urn:ex:a., and `urn:ex:a:`
//     gives urn:ex:a:), and only '.' and ',' before a closing quote or
//     apostrophe, which prose puts inside quotation marks ("urn:ex:a,"
//     gives urn:ex:a, and "urn:ex:a:" gives urn:ex:a:). So a URN that
//     really ends in punctuation must be written in <...> or in a code
//     span. When dropping all of the punctuation would leave no valid
//     URN, the fewest characters needed are kept: "urn:ex:..." gives
//     urn:ex:. (with one dot).
//   - Lines. A URN right after '<' may be broken over lines: when its
//     first line is followed by white space that holds one line break,
//     the line breaks and the spaces and tabs around them are removed
//     up to the closing '>'. If the joined text is a valid URN in full,
//     it is the match, and the URN holds a copy of it while Start and
//     End still give its span in text; otherwise only the first line
//     counts. A hyphen at the end of a line is kept, as part of the
//     URN.
//   - Matches do not overlap.
//
// # URLs
//
// A URN is also a URI. [URN.URL] and [FromURL] convert to and from
// [net/url.URL] the way a generic URI parser sees the URN, and
// [URN.ResourceURL] carries the q- and f-components over to the location
// a URN resolves to (RFC 8141 section 2.3).
package urn
