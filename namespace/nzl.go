// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// nzlRules holds the rules of the "nzl" namespace (New Zealand
// government), registered by RFC 4350 (section 2, the registration
// template).
//
// Syntax. "urn:nzl:<nz-specifier>[:<nz-specifier defined string>]+ +
// denotes one or more occurrences of nz-specifier defined strings all
// delimited by a colon. [...] The <nz-specifier> and <nz-specifier
// defined string> can comprise any UTF-8 characters compliant with URI
// syntax and must not contain the ":" character". So the NSS is two or
// more non-empty parts separated by single colons, each of the
// characters of an RFC 8141 NSS other than ':', as in the examples
// urn:nzl:govt:registering:dogs:registration:1-0 and
// urn:nzl:govt:registering:recreational_fishing:form:1-0.
//
// Equivalence. "The lexical equivalence of the NZL namespace-specific
// strings (NSSs) is defined as an exact, but not case-sensitive,
// string match." The canonical form of the NSS has its ASCII letters in
// lower case; percent-encoded octets, such as those of a letter with a
// macron ("a distinction will be made"), stay as they are.
var nzlRules = Rules{
	NID:       "nzl",
	Source:    "RFC 4350, section 2",
	Validate:  validateNZL,
	Canonical: lowerOutsidePercent,
}

var errNZL = errors.New("want <nz-specifier>:<nz-specifier defined string>[:...], no part empty")

func validateNZL(nss string) (int, error) {
	start, parts := 0, 0
	for i := 0; ; i++ {
		if i == len(nss) || nss[i] == ':' {
			if i == start {
				return i, errNZL
			}
			parts++
			if i == len(nss) {
				break
			}
			start = i + 1
		}
	}
	if parts < 2 {
		return len(nss), errNZL
	}
	return 0, nil
}
