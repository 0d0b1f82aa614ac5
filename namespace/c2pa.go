// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// c2paRules holds the rules of the "c2pa" namespace, which names the
// manifests (Content Credentials) of the Coalition for Content
// Provenance and Authenticity, as its IANA registration template,
// version 1 of 2025-02-03, states them.
//
// Syntax. The template's section "Syntax": "A `c2pa` URN shall consist
// of two mandatory and two optional components, in the following order,
// with `:` characters between each section": the URN identifier, a
// "UUID v4, in string representation (as per RFC 9562, section 4)", a
// "Claim Generator identifier string" and a "Version and Reason
// string", the last two optional. Its ABNF:
//
//	c2pa_urn = c2pa-namespace UUID [claim-generator [version-reason]]
//	claim-generator = ":" claim-generator-identifier
//	claim-generator-identifier = 0*32visible-char-except-space
//	visible-char-except-space = %x21-7E / %x80-FF
//	version-reason = ":" version "_" reason
//	version = 1*DIGIT
//	reason = 1*DIGIT
//
// with UUID the 8-4-4-4-12 hex digits of RFC 9562 (in either case, as
// ABNF strings are). The prose narrows the claim generator: its
// characters are not "the `:` character or the `_` character", and
// an empty one is valid. The rule reads each octet of the generator,
// literal or percent-encoded, as one character, so at most 32 octets,
// none of them a control character, space, ':' or '_'.
//
// Two departures from the ABNF follow the prose and every example. The
// prose says the version and reason string is "a `v` followed by a
// monotonically increasing integer, starting with 1, followed by an
// underscore (`_`) and then an integer", and the examples write v2_1,
// which the ABNF's version = 1*DIGIT does not match: the rule wants the
// 'v'. And the example urn:c2pa:F9168C5E-CEB2-4FAA-B6BF-329BF39FA1E4:v2_1
// has a version and reason without a claim generator, which the ABNF
// reads as a generator but the prose forbids ('_'): the rule reads a
// single component after the UUID that holds '_' as the version and
// reason. The template's "UUID v4" is not checked beyond the ABNF's
// UUID, which constrains neither the version nor the variant bits.
//
// Equivalence. The template states no rule of its own; the rules add
// none to RFC 8141.
var c2paRules = Rules{
	NID:      "c2pa",
	Source:   "IANA registration template of c2pa, version 1 (2025-02-03): Syntax",
	Validate: validateC2PA,
}

var (
	errC2PAUUID      = errors.New("want a UUID (8-4-4-4-12 hex digits), then ':' or the end")
	errC2PAGenerator = errors.New("want a claim generator character: not a control character, space, ':' or '_'")
	errC2PALong      = errors.New("a claim generator has at most 32 characters")
	errC2PAVersion   = errors.New("want a version and reason: 'v', digits, '_' and digits, as v2_1")
	errC2PAMore      = errors.New("the NSS ends after the version and reason ({uuid}:{claim generator}:v{version}_{reason})")
)

func validateC2PA(nss string) (int, error) {
	i := strings.IndexByte(nss, ':')
	if i < 0 {
		i = len(nss)
	}
	if n, err := validateUUID(nss[:i]); err != nil {
		return n, errC2PAUUID
	}
	if i == len(nss) {
		return 0, nil
	}
	i++
	end := strings.IndexByte(nss[i:], ':')
	if end < 0 && strings.IndexByte(nss[i:], '_') >= 0 {
		// A version and reason without a claim generator.
		return scanC2PAVersion(nss, i)
	}
	if end < 0 {
		end = len(nss)
	} else {
		end += i
	}
	if n, err := scanC2PAGenerator(nss, i, end); err != nil {
		return n, err
	}
	if end == len(nss) {
		return 0, nil
	}
	return scanC2PAVersion(nss, end+1)
}

// scanC2PAGenerator checks the claim generator nss[i:end].
func scanC2PAGenerator(nss string, i, end int) (int, error) {
	for n := 0; i < end; n++ {
		if n == 32 {
			return i, errC2PALong
		}
		c := nss[i]
		if c == '%' {
			if i+2 >= end || !ascii.IsHex(nss[i+1]) || !ascii.IsHex(nss[i+2]) {
				return i, errC2PAGenerator
			}
			c = ascii.Unhex(nss[i+1])<<4 | ascii.Unhex(nss[i+2])
		}
		if c <= ' ' || c == 0x7f || c == ':' || c == '_' {
			return i, errC2PAGenerator
		}
		if nss[i] == '%' {
			i += 3
		} else {
			i++
		}
	}
	return 0, nil
}

// scanC2PAVersion checks that nss[i:] is a version and reason, v2_1.
func scanC2PAVersion(nss string, i int) (int, error) {
	if i == len(nss) || nss[i] != 'v' {
		return i, errC2PAVersion
	}
	i++
	for k := 0; k < 2; k++ {
		start := i
		for i < len(nss) && ascii.IsDigit(nss[i]) {
			i++
		}
		if i == start {
			return i, errC2PAVersion
		}
		if k == 0 {
			if i == len(nss) || nss[i] != '_' {
				return i, errC2PAVersion
			}
			i++
		}
	}
	if i < len(nss) {
		if nss[i] == ':' {
			return i, errC2PAMore
		}
		return i, errC2PAVersion
	}
	return 0, nil
}
