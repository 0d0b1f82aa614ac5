// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// doiRules holds the rules of the "doi" namespace (Digital Object
// Identifier, of the DOI Foundation), as its IANA registration
// template, version 1 of 2023-03-14, states them.
//
// Syntax. The template's section "Syntax" gives the ABNF
//
//	URN-DOI = "urn:doi:" DOI-NSS
//	DOI-NSS = DOI-PREFIX "/" DOI-SUFFIX
//	DOI-PREFIX = 1*DOI-CHARS
//	DOI-SUFFIX = 1*DOI-CHARS
//	DOI-CHARS = %x20-7E
//
// Every character of an RFC 8141 NSS is in %x20-7E (a character of a
// DOI outside them, or reserved in URI syntax, is percent-encoded: "The
// same rule is applied in creating a URN"), so the NSS is a prefix, a
// '/' and a suffix, neither empty, as in the template's examples
// urn:doi:10.1000/456%23789 and urn:doi:10.1000/182. The prefix ends at
// the first '/'; a '%2F' is an encoded character of the prefix, not the
// '/' that ends it.
//
// Equivalence. Its section "Rules for lexical equivalence": "Since the
// DOI-NSS is case insensitive with respect to printable ASCII
// characters, parsers SHALL treat URN:DOIs accordingly and ignore such
// case when URN:DOI identifiers are compared." The canonical form of
// the NSS is in lower case (the hex digits of percent-encoded octets
// stay in upper case, as RFC 8141 normalizes them). Percent-encoding is
// removed only "Where comparison is made between different
// representations of a DOI name" (a URN, an HTTP URI, a display DOI),
// which a comparison of two URNs is not.
var doiRules = Rules{
	NID:       "doi",
	Source:    "IANA registration template of doi, version 1 (2023-03-14): Syntax; Rules for lexical equivalence",
	Validate:  validateDOI,
	Canonical: lowerOutsidePercent,
}

var errDOISlash = errors.New("want a DOI prefix, '/' and a DOI suffix (DOI-NSS = DOI-PREFIX \"/\" DOI-SUFFIX)")

func validateDOI(nss string) (int, error) {
	// An RFC 8141 NSS cannot begin with '/', so a '/' ends a prefix of
	// one or more characters.
	if i := strings.IndexByte(nss, '/'); i < 0 || i+1 == len(nss) {
		return len(nss), errDOISlash
	}
	return 0, nil
}
