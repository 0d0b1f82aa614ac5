// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"fmt"
	"strings"
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
	// does, unless it names a parameter that the query already names,
	// as some server reads names: then resolution fails with an error
	// that wraps [ErrQuery] and names both parameters. It is the
	// default.
	//
	// Parameters are separated by '&' or ';', and a name ends at '='.
	// Names are compared without regard to case, in every reading that
	// some server makes of them: decoded once or twice, with '+' read
	// as a space; with the octets that are not UTF-8 dropped; with an
	// overlong UTF-8 form of an ASCII character read as that character;
	// cut at a NUL. Each reading is compared as a server that trims
	// whitespace and reads "a[]" or "a[x]" as a, and as PHP, which
	// drops leading spaces and reads '.' and ' ' as '_'. So, against a
	// query that names "tenant" and "api_key", "TENANT", "t%65nant",
	// "%2574enant", "tenant%00", "%20tenant", "tenant[]", "api.key" and
	// "api+key" are all refused.
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

// String returns the text form of p, as [QueryPolicy.MarshalText]
// writes it ("add-new", "append", "drop" or "refuse"), or
// "QueryPolicy(n)" for a value that is none of the constants.
func (p QueryPolicy) String() string {
	if int(p) < len(queryPolicyText) {
		return queryPolicyText[p]
	}
	return fmt.Sprintf("QueryPolicy(%d)", p)
}

// sharedParam returns the first parameter name of the query q that
// some server reads as a name that the query query holds, and that
// name, both as written, and whether there is one; names are read as
// [QueryAddNew] says.
func sharedParam(query, q string) (qName, queryName string, ok bool) {
	if query == "" {
		return "", "", false
	}
	var names []paramForm // of query; few, as the resolver wrote them
	for _, p := range strings.FieldsFunc(query, isParamSep) {
		names = paramForms(names, p)
	}
	var forms []paramForm
	for _, p := range strings.FieldsFunc(q, isParamSep) {
		forms = paramForms(forms[:0], p)
		for _, f := range forms {
			for _, n := range names {
				if f.server == n.server && strings.EqualFold(f.name, n.name) {
					return f.written, n.written, true
				}
			}
		}
	}
	return "", "", false
}

func isParamSep(r rune) bool { return r == '&' || r == ';' }

// A paramForm is a parameter name as a kind of server reads it.
type paramForm struct {
	server  int // genericServer or phpServer
	name    string
	written string // the name in the query
}

const (
	genericServer = iota // trims whitespace, reads "a[x]" as an array a
	phpServer            // drops leading spaces, reads '.' and ' ' as '_'
)

// paramForms appends to dst the forms of the name of the query
// parameter p (the text before its '=') that servers read, as
// [QueryAddNew] says: each reading of the name (decoded once or twice,
// with '+' as a space, each also without the octets that are not
// UTF-8, with overlong forms read as ASCII, cut at a NUL) as a server
// that trims whitespace and reads "a[x]" as a, and as PHP reads it.
// Forms that are empty name nothing and are left out.
func paramForms(dst []paramForm, p string) []paramForm {
	name, _, _ := strings.Cut(p, "=")
	reads, n := readings(name, true)
	for _, r := range reads[:n] {
		r = laxASCII(r)
		r, _, _ = strings.Cut(r, "\x00")
		generic, _, _ := strings.Cut(r, "[")
		generic = strings.Trim(generic, asciiSpace)
		if generic != "" {
			dst = append(dst, paramForm{genericServer, generic, name})
		}
		if php := phpName(r); php != "" {
			dst = append(dst, paramForm{phpServer, php, name})
		}
	}
	return dst
}

const asciiSpace = " \t\n\v\f\r"

// phpName returns the name of a query parameter as PHP reads it into
// $_GET: leading spaces dropped, '.' and ' ' read as '_', and a name
// with a '[' followed later by a ']' read as the array before the '['
// (an unmatched '[' is read as '_').
func phpName(s string) string {
	s = strings.TrimLeft(s, " ")
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '.':
			b.WriteByte('_')
		case '[':
			if strings.IndexByte(s[i+1:], ']') < 0 {
				b.WriteByte('_')
				b.WriteString(s[i+1:])
			}
			return b.String()
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
