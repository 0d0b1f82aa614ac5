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
	"slices"
	"strings"
	"time"

	"github.com/urnkit/urn"
)

var (
	// ErrAmbiguous reports that two keys given to [NewTemplateResolver]
	// name the same URNs, such as "isbn" and "ISBN", or "ex:a%2f" and
	// "ex:a%2F", so that neither can be chosen.
	ErrAmbiguous = errors.New("urn: ambiguous template keys")

	// ErrTemplate reports a key or a template that [NewTemplateResolver]
	// cannot use: a key that is not a NID, or a NID, ':' and the
	// beginning of an NSS; a template that is not an absolute URL, that
	// puts a placeholder in its scheme or authority, or that holds text
	// in braces that is not a placeholder.
	ErrTemplate = errors.New("urn: invalid template")

	// ErrParameter reports text of a URN that would change a query
	// parameter that a template sets, in some reading of the filled-in
	// template that [TemplateResolver] lists: it names the parameter
	// again, or ends the path or the query before it.
	ErrParameter = errors.New("urn: URN text changes a query parameter")
)

// A TemplateResolver resolves a URN by filling in a URL template chosen
// by its namespace, and, when it has a Client, by asking the resolution
// service at that URL where the resource is. Make one with
// [NewTemplateResolver], which checks the templates once; the zero
// TemplateResolver resolves nothing.
//
// The sections below say:
//   - Keys: which template a URN gets;
//   - Placeholders: what of the URN a template holds, and how its text
//     is put in;
//   - Path segments: the segments that are refused, so that a URN never
//     climbs out of the template's path;
//   - Query parameters: the text that is refused, so that a URN never
//     changes a parameter that the template's query sets;
//   - Resolution services: what a request with Client does.
//
// # Keys
//
// A key is a NID, or a NID, a ':' and the beginning of an NSS. The
// template of the longest key that matches the URN is chosen; a key
// matches when its NID is the URN's NID and its NSS part begins the
// URN's NSS, compared as RFC 8141 section 3.1 compares URNs: the NID
// without regard to case, the hex digits of percent-encoded octets
// without regard to case, everything else octet by octet. So the choice
// depends only on the URN's equivalence class, and two keys that match
// the same URNs ("isbn" and "ISBN", "ex:a%2f" and "ex:a%2F", "ietf" and
// "ietf:") are refused by NewTemplateResolver with [ErrAmbiguous].
// Under namespace rules ([Options.Rules]) the resolver is given the URN
// in the rules' canonical form, so a key written in that form, such as
// "ietf:rfc:", matches every URN that the rules make equivalent, such
// as "URN:IETF:RFC:2141".
//
// # Placeholders
//
// A template is an absolute URL in which these placeholders are
// replaced by text of the URN:
//
//	{urn}   the assigned-name, "urn:" NID ":" NSS
//	{nid}   the NID
//	{nss}   the NSS
//	{rest}  the NSS after the part that the key holds (all of it for a
//	        key that is only a NID)
//	{r}     the r-component, or nothing
//
// For example, with the templates
//
//	"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
//	"isbn":      "https://openlibrary.org/isbn/{nss}",
//
// "urn:ietf:rfc:2141" resolves to https://www.rfc-editor.org/info/rfc2141.
//
// The text of the URN never changes the structure that the template
// gives the URL: its scheme, authority, path segments, query and
// fragment. Placeholders may stand in the path, the query and the
// fragment, not in the scheme or the authority. The text put in is the
// URN's as written, with its percent-encoding kept (RFC 3986 section
// 2.4 forbids encoding a string twice), except for the characters that
// would act as delimiters where the placeholder stands (RFC 3986
// section 2.2), which are percent-encoded:
//
//   - in the path, '/', '?' and '#': the text stays within the segment
//     where the template puts it, and never starts a query or a
//     fragment (RFC 3986 section 3.3);
//   - in the query, '#', which would start a fragment (section 3.4),
//     and '&', '=', ';' and '+', which separate and encode the
//     parameters of form-encoded queries: so the text adds no
//     parameter, and no '+' of it is read as a space;
//   - in the fragment, '#'.
//
// The percent-encoded octets of the URN's text are kept, and a server
// that decodes the URL before it splits it (a proxy in front of it, or
// a server that decodes twice) finds in them the delimiters that were
// not there as written: the sections below say what is refused so
// that no such reading leaves the template's path or changes its
// query.
//
// # Path segments
//
// The path of the filled-in URL must not hold a dot-segment, "." or
// "..", which "are only interpreted within the URI path hierarchy and
// are removed as part of the resolution process" (RFC 3986 section
// 3.3; the removal is section 5.2.4): a segment from the URN would climb
// out of the template's path. Servers find dot-segments in more
// spellings than RFC 3986 does, and a segment is refused when any of
// these servers would see one in it:
//
//   - "%2E" is equivalent to '.' (RFC 3986 section 2.3);
//   - some servers decode "%2F", and "%5C" (a backslash, which some read
//     as a slash), before they split the path;
//   - some drop the path parameters that follow a ';' in a segment
//     before they remove dot-segments (Tomcat, Jetty and Spring), so
//     that "..;x=1" is "..";
//   - some decode the path twice (a proxy and the server behind it), so
//     that "%252E" is '.';
//   - some end a name at a NUL, so that "..%00" is "..";
//   - some decoders read an overlong UTF-8 form (RFC 3629 section 3
//     forbids them) as the ASCII character it encodes, also in the five
//     and six octets of RFC 2279 and without checking the octets after
//     the first, so that "%C0%AE", "%C0%2E" and "%F8%80%80%80%AE" are
//     '.' and "%C1%1C" is a backslash;
//   - some decoders drop the octets that are not UTF-8, so that ".%FF."
//     is "..";
//   - some remove tabs and line breaks, as URL parsers of the WHATWG
//     URL Standard do, or trim whitespace, so that "..%09", "..%0A" and
//     "%20.." are "..".
//
// So a segment is a dot-segment when a reading of it (decoded once or
// twice, each also without the octets that are not UTF-8, with each
// overlong form of an ASCII character read as that character), split
// at slashes and backslashes, each part cut at its first ';', NUL, '?'
// or '#' (a decoded '?' or '#' ends the path in that reading) and its
// ASCII whitespace ignored, has a part that is "." or "..": "..",
// "%2e%2E", "a%2F..%2Fb", "..;", "..%3F", "%252E%252E", "..%00",
// "%C0%AE.", "a%C1%1C..", "..%0D". A server that decodes three times, or that maps
// other characters to '.' or '/' (as Unicode compatibility
// normalization maps U+2024 ONE DOT LEADER and U+FF0E FULLWIDTH FULL
// STOP to '.'), or that drops the trailing dots of a name (as Windows
// does with "..."), is not covered: a program that sends resolved URLs
// to such a server must check them itself. Nor may the path hold an
// empty segment before the last, as in "/a//b", which servers that
// clean paths remove, nor one that a reading makes empty, once its
// whitespace is ignored, its path parameters dropped or its name cut
// at a NUL: a segment before the last whose reading, without its
// whitespace, is empty or begins with ';' or NUL (";x", "%3Bx", "%00x",
// "%09", "%FF"). Such a URL is refused with a [*SegmentError]
// that wraps [ErrDotSegment] or [ErrEmptySegment] and says where it is.
//
// # Query parameters
//
// The URN's text must not change a parameter that the template's own
// text sets in its query, in any reading of the filled-in URL that
// some server makes: as written, decoded once or twice, each also
// without the octets that are not UTF-8. In each reading the path ends
// at the first '?' or '#', the query goes on to the next '#', its
// parameters are separated by '&' or ';', and a name ends at '='
// (each also in an overlong UTF-8 form). A parameter is the URN's when
// the URN's text wrote a character of its name or the separator before
// it, and the template's otherwise. The filled-in template is refused
// with an error that wraps [ErrParameter] and names the placeholder
// when, in some reading:
//
//   - the name of a parameter of the URN reads as the name of a
//     parameter of the template, compared as [QueryAddNew] compares
//     them: with the template
//     "https://h.example/api?tenant=acme&id={nss}", the NSS
//     "a%26tenant%3Devil" reads "id=a&tenant=evil" decoded once, and
//     "a%2526tenant%253Devil" decoded twice;
//   - the URN's text holds a '#' that ends the query before a
//     parameter of the template ("a%23" for "?id={nss}&tenant=acme");
//   - the URN's text in the path holds a '?' or '#' that ends the path
//     before the template's query, which then goes to a parameter of
//     the URN or to none ("x%3Fa=1" for "/api/{nss}/info?tenant=acme").
//
// A parameter that the URN adds under a name of its own, as "AT%26T"
// does in "?id={nss}" once decoded, is not refused: the template's
// parameters are still what it set. A server that decodes three times
// is not covered, as for the path.
//
// # Resolution services
//
// When Client is nil, the filled-in template is the URL of the resource.
// Otherwise it is the URL of a resolution service, in the manner of the
// N2L ("name to location") request of RFC 2483: Resolve sends it a GET
// request with Client and returns the location that the service
// redirects to (a 301, 302, 303, 307 or 308 response with a Location
// header, which is never followed). Since the request's path holds no
// dot-segment and no empty segment, a server that cleans paths (as
// [net/http.ServeMux] does) has nothing to rewrite, and never answers
// with a redirect of its own. A relative Location is resolved against
// the request's URL (RFC 9110 section 10.2.2); the location must then
// be an http or https URL with a host name, or the answer is an error
// that wraps [ErrLocation] and says why: a Location that is not a URL,
// the scheme, or the missing host name ("http://:8080/" has a port and
// no host name, and Go's client sends such a request to the local
// host). Which hosts a location may name is for the program that uses
// it to decide. A 404 response is an error that wraps
// [ErrUnresolvable]; any other response is a [*StatusError].
//
// A request whose context has no deadline is given one: Timeout, or
// [DefaultTimeout] when Timeout is zero or negative.
//
// A TemplateResolver is safe for concurrent use by multiple goroutines
// once its fields are set.
type TemplateResolver struct {
	// Client, when not nil, sends the request to the resolution
	// service; when nil, the filled-in template is the resource's URL.
	Client *http.Client

	// Timeout bounds a request to the resolution service when its
	// context has no deadline; zero or negative means DefaultTimeout.
	Timeout time.Duration

	// byNID holds the templates by NID in lower case, each NID's
	// longest key first. It is never changed once made.
	byNID map[string][]template
}

// A template is a checked key and its URL template.
type template struct {
	key    string
	prefix string // the NSS part of key, without its ':'
	url    string
}

// NewTemplateResolver returns a TemplateResolver with the templates of
// the map templates, which maps a key (a NID, or a NID, ':' and the
// beginning of an NSS) to a URL template; see [TemplateResolver]. It
// copies the map, so that a later change to it changes nothing of the
// resolver.
//
// It checks every key and template first, and returns an error that
// joins all that it finds, in the order of the keys: a key that is not
// a NID, or a NID, ':' and the beginning of an NSS ([ErrTemplate]); two
// keys that match the same URNs ([ErrAmbiguous]); a template that is
// not an absolute URL, puts a placeholder in its scheme or authority,
// or holds text in braces that is not a placeholder ([ErrTemplate]), or
// whose own text makes a dot-segment or an empty segment
// ([ErrDotSegment], [ErrEmptySegment]). An empty or nil map is valid:
// the resolver resolves nothing.
func NewTemplateResolver(templates map[string]string) (*TemplateResolver, error) {
	keys := make([]string, 0, len(templates))
	for k := range templates {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var errs []error
	byNID := make(map[string][]template)
	for i, k := range keys {
		nid, prefix, _ := strings.Cut(k, ":")
		if err := checkKey(k, nid, prefix); err != nil {
			errs = append(errs, err)
			continue
		}
		for _, k2 := range keys[:i] {
			nid2, prefix2, _ := strings.Cut(k2, ":")
			if strings.EqualFold(nid, nid2) && len(prefix) == len(prefix2) && hasNSSPrefix(prefix, prefix2) {
				errs = append(errs, fmt.Errorf("%w: %q and %q", ErrAmbiguous, k2, k))
			}
		}
		tmpl := templates[k]
		// Every placeholder filled in with a plain segment shows the
		// defects of the template's own text; which parameter names
		// clash depends on the URN's text, not on "x".
		var x [numPlaceholders]string
		for j := range x {
			x[j] = "x"
		}
		if _, err := fill(k, tmpl, x); err != nil && !errors.Is(err, ErrParameter) {
			errs = append(errs, err)
			continue
		}
		if i := strayBrace(tmpl); i >= 0 {
			errs = append(errs, fmt.Errorf("%w: template %q of key %q: %q at offset %d is not part of a placeholder",
				ErrTemplate, tmpl, k, tmpl[i], i))
			continue
		}
		lower := strings.ToLower(nid)
		byNID[lower] = append(byNID[lower], template{key: k, prefix: prefix, url: tmpl})
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	for _, ts := range byNID {
		slices.SortFunc(ts, func(a, b template) int { return len(b.prefix) - len(a.prefix) })
	}
	return &TemplateResolver{byNID: byNID}, nil
}

// Resolve implements [Resolver]. An error wraps [ErrUnresolvable] when
// no template fits name, [ErrDotSegment] or [ErrEmptySegment] when
// the filled-in template has such a path segment, and [ErrParameter]
// when the URN's text changes a parameter of the template's query in
// some reading (see [TemplateResolver]); an error of the resolution
// service is described there.
func (t *TemplateResolver) Resolve(ctx context.Context, name urn.URN, r string) (*url.URL, error) {
	tmpl, ok := t.template(name)
	if !ok {
		return nil, fmt.Errorf("%w: no template for %q", ErrUnresolvable, name.AssignedName())
	}
	nss := name.NSS()
	loc, err := fill(tmpl.key, tmpl.url, [numPlaceholders]string{
		name.AssignedName(), name.NID(), nss, nss[len(tmpl.prefix):], r,
	})
	if err != nil {
		return nil, err
	}
	if t.Client == nil {
		return loc, nil
	}
	return t.ask(ctx, loc)
}

// checkKey reports why the key k, made of nid and prefix, cannot be
// used.
func checkKey(k, nid, prefix string) error {
	if _, err := (urn.Parser{Syntax: urn.RFC2141}).Parse("urn:" + nid + ":x"); err != nil && !urn.ValidNID(nid) {
		return fmt.Errorf("%w: key %q: %q is not a NID", ErrTemplate, k, nid)
	}
	if prefix != "" && !urn.ValidNSS(prefix) {
		return fmt.Errorf("%w: key %q: %q does not begin an NSS", ErrTemplate, k, prefix)
	}
	return nil
}

// template returns the template of the longest key that matches name,
// and whether there is one. No two keys of the same length match the
// same URN: NewTemplateResolver refuses them.
func (t *TemplateResolver) template(name urn.URN) (template, bool) {
	if !name.IsValid() {
		return template{}, false
	}
	nss := name.NSS()
	for _, tmpl := range t.byNID[strings.ToLower(name.NID())] {
		if hasNSSPrefix(nss, tmpl.prefix) {
			return tmpl, true
		}
	}
	return template{}, false
}

// hasNSSPrefix reports whether the NSS nss begins with prefix, itself
// an NSS, under RFC 8141 equivalence (section 3.1): the hex digits of
// percent-encoded octets are compared without regard to case, all
// other octets exactly.
func hasNSSPrefix(nss, prefix string) bool {
	if len(prefix) > len(nss) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		if prefix[i] == '%' && i+2 < len(prefix) && nss[i] == '%' {
			if !strings.EqualFold(nss[i+1:i+3], prefix[i+1:i+3]) {
				return false
			}
			i += 2
			continue
		}
		if nss[i] != prefix[i] {
			return false
		}
	}
	return true
}

// The placeholders of a template, in the order of the values given to
// fill.
const numPlaceholders = 5

var placeholders = [numPlaceholders]string{"{urn}", "{nid}", "{nss}", "{rest}", "{r}"}

// strayBrace returns the offset of the first '{' or '}' in tmpl that
// is not part of a placeholder, or -1.
func strayBrace(tmpl string) int {
	for i := 0; i < len(tmpl); i++ {
		switch tmpl[i] {
		case '{':
			if p := placeholder(tmpl[i:]); p >= 0 {
				i += len(placeholders[p]) - 1
				continue
			}
			return i
		case '}':
			return i
		}
	}
	return -1
}

// Where a placeholder stands in a template.
const (
	inPath = iota
	inQuery
	inFragment
)

// escapes lists, for each part of a URL, the octets that text put
// there is to have percent-encoded.
var escapes = [...]string{
	inPath:     "/?#",
	inQuery:    "#&=;+",
	inFragment: "#",
}

// A span is the text of a placeholder in a filled-in template.
type span struct {
	start, end int
	p          int // index in placeholders
}

// fill returns the template tmpl of key filled in with values, one for
// each of placeholders, as TemplateResolver documents.
func fill(key, tmpl string, values [numPlaceholders]string) (*url.URL, error) {
	// The parts of the template, split as RFC 3986 Appendix B does;
	// a placeholder holds none of the delimiters.
	scheme := strings.IndexAny(tmpl, ":/?#")
	if scheme <= 0 || tmpl[scheme] != ':' {
		return nil, fmt.Errorf("%w: template %q of key %q is not an absolute URL", ErrTemplate, tmpl, key)
	}
	pathStart := scheme + 1
	if strings.HasPrefix(tmpl[pathStart:], "//") {
		pathStart += 2
		if i := strings.IndexAny(tmpl[pathStart:], "/?#"); i >= 0 {
			pathStart += i
		} else {
			pathStart = len(tmpl)
		}
	}
	for i := range pathStart {
		if placeholder(tmpl[i:pathStart]) >= 0 {
			return nil, fmt.Errorf("%w: template %q of key %q has a placeholder in its scheme or authority, at offset %d",
				ErrTemplate, tmpl, key, i)
		}
	}
	queryStart := len(tmpl)
	if i := strings.IndexAny(tmpl[pathStart:], "?#"); i >= 0 {
		queryStart = pathStart + i
	}
	fragStart := len(tmpl)
	if i := strings.IndexByte(tmpl[pathStart:], '#'); i >= 0 {
		fragStart = pathStart + i
	}

	var b strings.Builder
	var spans []span
	b.WriteString(tmpl[:pathStart])
	outQuery, outFrag := -1, -1
	for i := pathStart; i < len(tmpl); {
		if i == queryStart {
			outQuery = b.Len()
		}
		if i == fragStart {
			outFrag = b.Len()
		}
		p := placeholder(tmpl[i:])
		if p < 0 {
			b.WriteByte(tmpl[i])
			i++
			continue
		}
		part := inPath
		switch {
		case i > fragStart:
			part = inFragment
		case i > queryStart:
			part = inQuery
		}
		start := b.Len()
		writeEscaped(&b, values[p], escapes[part])
		spans = append(spans, span{start, b.Len(), p})
		i += len(placeholders[p])
	}
	s := b.String()
	if outQuery < 0 {
		outQuery = len(s)
	}
	if outFrag < 0 {
		outFrag = len(s)
	}
	if err := checkPath(s, pathStart, outQuery, spans); err != nil {
		return nil, err
	}
	if outQuery < outFrag {
		m := marked{s: s[pathStart:outFrag], by: make([]int8, outFrag-pathStart)}
		for i := range m.by {
			m.by[i] = -1
		}
		for _, sp := range spans {
			for i := max(sp.start, pathStart); i < min(sp.end, outFrag); i++ {
				m.by[i-pathStart] = int8(sp.p)
			}
		}
		if c, ok := queryConflict(m, true); ok {
			return nil, fmt.Errorf("%w: the text of %s in %q %s", ErrParameter, placeholders[c.by], s, c.describe("the template"))
		}
	}
	loc, err := url.Parse(s)
	if err != nil {
		return nil, fmt.Errorf("%w: template %q of key %q: %w", ErrTemplate, tmpl, key, err)
	}
	return loc, nil
}

// placeholder returns the index in placeholders of the placeholder
// that s begins with, or -1.
func placeholder(s string) int {
	if strings.HasPrefix(s, "{") {
		for i, p := range placeholders {
			if strings.HasPrefix(s, p) {
				return i
			}
		}
	}
	return -1
}

// writeEscaped writes s to b with the octets of escape percent-encoded.
func writeEscaped(b *strings.Builder, s, escape string) {
	const hex = "0123456789ABCDEF"
	for {
		i := strings.IndexAny(s, escape)
		if i < 0 {
			b.WriteString(s)
			return
		}
		b.WriteString(s[:i])
		b.WriteByte('%')
		b.WriteByte(hex[s[i]>>4])
		b.WriteByte(hex[s[i]&15])
		s = s[i+1:]
	}
}
