// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// isniRules holds the rules of the "isni" namespace (International
// Standard Name Identifier, of the ISNI International Agency), as its
// IANA registration template, version 1.0 of 2025-10-15, states them.
//
// Syntax. The template's section "Syntax" gives the ABNF
//
//	URN-ISNI = "urn:isni:" ISNI-NSS
//	ISNI-NSS = 15DIGIT ISNI-CHECK-DIGIT
//	DIGIT = %x30-39
//	ISNI-CHECK-DIGIT = DIGIT / %x58
//
// So the NSS is 15 digits and a check digit that is a digit or an
// upper-case X (%x58 is that character alone): "The use of a
// lower-case "x" is strictly non-conformant", and the rules refuse it.
// The template's example is urn:isni:0000000121241960.
//
// Check digit. The template names no algorithm for the check digit;
// ISO 27729, which defines the ISNI, computes it from the 15 digits
// before it by ISO 7064 MOD 11-2. ORCID, whose identifiers share the
// ISNI's form and check digit, describes that system ("Structure of
// the ORCID Identifier" and its checksum worksheet): a
// running sum, starting at 0, to which each digit is added and which is
// then doubled, modulo 11; the check value is 12 minus the sum, modulo
// 11, written X when it is 10. The rules refuse a check digit that
// differs: the example's is 0.
//
// Equivalence. Its section "Rules for lexical equivalence": "Two
// URN-ISNIs are equivalent if corresponding characters of each ISNI-NSS
// are identical." The rules add no equivalence to RFC 8141.
var isniRules = Rules{
	NID:      "isni",
	Source:   "IANA registration template of isni, version 1.0 (2025-10-15): Syntax; ORCID, Structure of the ORCID Identifier (ISO 7064 MOD 11-2)",
	Validate: validateISNI,
}

var errISNI = errors.New("want 15 digits and a check digit (a digit or X)")

func validateISNI(nss string) (int, error) {
	for i := 0; i < len(nss); i++ {
		if i == 16 || !ascii.IsDigit(nss[i]) && (i != 15 || nss[i] != 'X') {
			return i, errISNI
		}
	}
	if len(nss) < 16 {
		return len(nss), errISNI
	}
	if c := mod112(nss[:15]); nss[15] != c {
		return 15, &checkError{"check digit", "ISO 7064 MOD 11-2", nss[15:], string(c)}
	}
	return 0, nil
}
