// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// gdstRules holds the rules of the "gdst" namespace (the Global
// Dialogue on Seafood Traceability, registered by the Institute of
// Food Technologists), as its IANA registration template, version 1 of
// 2020-04-2, states them.
//
// Syntax. The template's section "Syntax" gives "each linkable data
// type and their URN format that they must follow":
//
//	Trade Item                      urn:gdst:[domain / uuid]:product:class:[prefix].[serial]
//	Location                        urn:gdst:[domain / uuid]:location:loc:[prefix].[serial]
//	Location Station                urn:gdst:[domain / uuid]:location:extension:loc:[prefix].[serial].[secondary_id]
//	Trading Party                   urn:gdst:[domain / uuid]:party:[prefix].[serial]
//	Transaction                     urn:gdst:[domain / uuid]:bt:[prefix].[serial]
//	Document                        urn:gdst:[domain / uuid]:doc:[prefix].[serial]
//	Certificate                     urn:gdst:[domain / uuid]:cert:[prefix].[serial]
//	Product Instance (Class-Level)  urn:gdst:[domain / uuid]:product:lot:class:[prefix].[serial].[secondary_id]
//	Product Instance (Instance-Level) urn:gdst:[domain / uuid]:product:serial:obj:[prefix].[serial].[secondary_id]
//	Logistics Unit                  urn:gdst:[domain / uuid]:lpn:obj:[prefix].[serial]
//	Purchase Order                  urn:gdst:[domain / uuid]:po:[prefix].[serial]
//
// The [domain / uuid] is "their domain that they own here like
// "example.com"" or "a UUID", of the characters "ALPHA, NUMERIC, ".",
// "-", and "_". No other characters are allowed."; the [prefix],
// [serial] and [secondary_id] each of "ALPHA, NUMERIC, "-", and "_". No
// other characters are allowed." The rules hold a name to these formats
// when its first part is a domain name (it has a '.') or a UUID, as in
// the template's examples urn:gdst:example.com:party:12345.0 and
// urn:gdst:55F4F92D-3C69-4E80-BC70-2CB17E636E73:lpn:obj:67890.1AB-87R-023.
// Names of other kinds, such as the business steps and certificate
// types that GDST's own documents write (urn:gdst:bizStep:landing),
// the template does not define: the rules judge them by RFC 8141
// alone.
//
// Equivalence. "For URN-equivalence, the [prefix] is not case
// sensitive", "the [serial] is not case sensitive", "the [secondary_id]
// is not case sensitive." (The paragraph on the [domain / uuid] also
// names the [prefix], and nothing else; the domain or UUID keeps its
// case.) The canonical form of a linkable data type's URN has its
// [prefix].[serial] or [prefix].[serial].[secondary_id] in lower case
// and the rest as written; other names are as written.
var gdstRules = Rules{
	NID:       "gdst",
	Source:    "IANA registration template of gdst, version 1 (2020-04-2): Syntax",
	Validate:  validateGDST,
	Canonical: canonicalGDST,
}

// gdstTypes lists the words of each linkable data type after the
// [domain / uuid] and its ':', with the number of parts of its
// identifier: [prefix].[serial], or [prefix].[serial].[secondary_id].
var gdstTypes = []struct {
	words string
	parts int
}{
	{"product:class:", 2},
	{"location:loc:", 2},
	{"location:extension:loc:", 3},
	{"party:", 2},
	{"bt:", 2},
	{"doc:", 2},
	{"cert:", 2},
	{"product:lot:class:", 3},
	{"product:serial:obj:", 3},
	{"lpn:obj:", 2},
	{"po:", 2},
}

var (
	errGDSTDomain = errors.New("want a domain name or UUID of letters, digits, '.', '-' or '_', then ':'")
	errGDSTType   = errors.New("want a linkable data type (product:class:, location:loc:, location:extension:loc:, party:, bt:, doc:, cert:, product:lot:class:, product:serial:obj:, lpn:obj: or po:)")
	errGDSTPart   = errors.New("want [prefix].[serial] (and .[secondary_id] for a location station or a product instance), each of letters, digits, '-' or '_'")
)

// gdstLinkable reports whether nss names a linkable data type: whether
// its first part is a domain name (it has a '.') or a UUID.
func gdstLinkable(nss string) bool {
	first, _, _ := strings.Cut(nss, ":")
	if strings.IndexByte(first, '.') >= 0 {
		return true
	}
	_, err := validateUUID(first)
	return err == nil
}

func validateGDST(nss string) (int, error) {
	if !gdstLinkable(nss) {
		return 0, nil
	}
	// [domain / uuid] ":"
	i := 0
	for i < len(nss) && (isGDSTChar(nss[i]) || nss[i] == '.') {
		i++
	}
	if i == 0 || i == len(nss) || nss[i] != ':' {
		return i, errGDSTDomain
	}
	// The words of a linkable data type.
	i++
	rest, parts, longest := nss[i:], 0, 0
	for _, t := range gdstTypes {
		if strings.HasPrefix(rest, t.words) {
			i, parts = i+len(t.words), t.parts
			break
		}
		k := 0
		for k < len(rest) && k < len(t.words) && rest[k] == t.words[k] {
			k++
		}
		longest = max(longest, k)
	}
	if parts == 0 {
		return i + longest, errGDSTType
	}
	// [prefix] "." [serial] [ "." [secondary_id] ]
	for part := 1; ; part++ {
		start := i
		for i < len(nss) && isGDSTChar(nss[i]) {
			i++
		}
		switch {
		case i == start:
			return i, errGDSTPart
		case part == parts && i == len(nss):
			return 0, nil
		case part == parts || i == len(nss) || nss[i] != '.':
			return i, errGDSTPart
		}
		i++
	}
}

// isGDSTChar reports whether c is one of "ALPHA, NUMERIC, "-", and
// "_"".
func isGDSTChar(c byte) bool {
	return ascii.IsLetter(c) || ascii.IsDigit(c) || c == '-' || c == '_'
}

// canonicalGDST returns a valid gdst NSS with the identifier of a
// linkable data type, after its last ':', in lower case.
func canonicalGDST(nss string) string {
	if !gdstLinkable(nss) {
		return nss
	}
	i := strings.LastIndexByte(nss, ':') + 1
	for j := i; j < len(nss); j++ {
		if 'A' <= nss[j] && nss[j] <= 'Z' {
			return nss[:i] + strings.ToLower(nss[i:])
		}
	}
	return nss
}
