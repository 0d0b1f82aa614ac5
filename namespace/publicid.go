// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// publicidRules holds the rules of the "publicid" namespace, for SGML
// and XML public identifiers, registered by RFC 3151 (section 2, the
// specification template).
//
// Syntax. "urn:publicid:{transcribed-public-identifier}", where the
// public identifier is "transcribed according to the following rules":
//
//	A space in the public identifier is transcribed as "+". [...]
//	adjacent "+" characters never occur in URNs in this namespace.
//	The sequence of characters "//" is transcribed as ":".
//	The sequence of characters "::" is transcribed as ";".
//	A literal "+" character is transcribed as "%2B".
//	A literal ":" character (except in "::") is transcribed as "%3A".
//	A literal "/" character (except in "//") is transcribed as "%2F".
//	A literal ";" character is transcribed as "%3B".
//	A literal "'" character is transcribed as "%27".
//	A literal "?" character is transcribed as "%3F".
//	A literal "#" character is transcribed as "%23".
//	A literal "%" character is transcribed as "%25".
//
// and " " (space), "'", "?", "#", and "%" "are the only other legal
// characters in public identifiers that cannot be literally transcribed
// into a URN by the rules of RFC 2141". Section 1.1 normalizes a public
// identifier first, "removing all leading and trailing whitespace". So
// the NSS is one or more of the letters, digits and "-()+,.:;=@$_!*"
// that RFC 2141 allows, with no "++" and no "+" at either end, and of
// the eight percent-encoded octets above; "/", "'", "?" and "#" never
// stand as they are, no other octet is percent-encoded, and "%2F%2F"
// and "%3A%3A" do not occur, since a "//" or "::" is transcribed as ":"
// or ";". Examples of section 3 are
// ISO%2FIEC+10179%3A1996:DTD+DSSSL+Architecture:EN,
// -:ArborText;prod:DTD+Help+Document;19970708:EN and 3%2B3=6.
//
// Equivalence. "URNs are lexically equivalent if and only if they are
// lexically identical." None is added to RFC 8141.
var publicidRules = Rules{
	NID:      "publicid",
	Source:   "RFC 3151, section 2",
	Validate: validatePublicID,
}

var (
	errPublicIDChar   = errors.New(`not in a transcribed public identifier (RFC 3151, section 2: "/", "'", "?" and "#" are percent-encoded)`)
	errPublicIDEscape = errors.New("only %2B, %3A, %2F, %3B, %27, %3F, %23 and %25 are percent-encoded in a transcribed public identifier")
	errPublicIDSpaces = errors.New(`adjacent "+" characters never occur (whitespace is normalized first)`)
	errPublicIDEdge   = errors.New(`a transcribed public identifier neither begins nor ends with "+" (leading and trailing whitespace is removed, RFC 3151, section 1.1)`)
	errPublicIDPair   = errors.New(`"//" and "::" are transcribed as ":" and ";", so "%2F%2F" and "%3A%3A" never occur (RFC 3151, section 2)`)
	publicidEscapes   = [...]string{"2B", "3A", "2F", "3B", "27", "3F", "23", "25"}
)

func validatePublicID(nss string) (int, error) {
	if publicidValid(nss) {
		return 0, nil
	}
	return scanPublicID(nss)
}

// publicidValid reports whether nss is a transcribed public identifier,
// in one pass with a table. It accepts what scanPublicID accepts, which
// finds what is wrong with the others.
func publicidValid(nss string) bool {
	if nss == "" || nss[0] == '+' || nss[len(nss)-1] == '+' {
		return false
	}
	for i := 0; i < len(nss); i++ {
		switch c := nss[i]; {
		case publicidPlain[c]:
		case c == '+':
			if nss[i-1] == '+' {
				return false
			}
		case c == '%' && i+2 < len(nss):
			switch nss[i+1 : i+3] {
			case "2B", "3B", "27", "3F", "23", "25":
			case "2F", "3A":
				// An escape just before this one has passed this
				// switch: only the same one makes %2F%2F or %3A%3A.
				if i >= 3 && nss[i-3:i] == nss[i:i+3] {
					return false
				}
			default:
				return false
			}
			i += 2
		default:
			return false
		}
	}
	return true
}

// publicidPlain marks the bytes that a transcribed public identifier
// holds as they are, other than '+': the RFC 2141 NSS characters that
// section 2 of RFC 3151 does not percent-encode or use for whitespace.
var publicidPlain = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = rfc2141[c] == 1 && strings.IndexByte("/'?#%+", byte(c)) < 0
	}
	return t
}()

// scanPublicID checks nss against the publicid rules, and returns the
// offset of the first byte that cannot belong and why.
func scanPublicID(nss string) (int, error) {
	if nss == "" {
		return 0, errEmpty
	}
	for i := 0; i < len(nss); i++ {
		switch c := nss[i]; {
		case c == '%':
			if i+2 >= len(nss) {
				return i, errPublicIDEscape
			}
			ok := false
			for _, e := range publicidEscapes {
				ok = ok || nss[i+1:i+3] == e
			}
			if !ok {
				return i, errPublicIDEscape
			}
			if i >= 3 && (hasPrefixFold(nss[i-3:], "%2f%2f") || hasPrefixFold(nss[i-3:], "%3a%3a")) {
				return i, errPublicIDPair
			}
			i += 2
		case c == '+' && (i == 0 || i == len(nss)-1):
			return i, errPublicIDEdge
		case c == '+' && nss[i-1] == '+':
			return i, errPublicIDSpaces
		case c == '/' || c == '\'' || c == '?' || c == '#' || rfc2141[c] == 0:
			return i, errPublicIDChar
		}
	}
	return 0, nil
}
