// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// oidRules holds the rules of the "oid" namespace, registered by
// RFC 3061 (section 2, the registration template).
//
// Syntax. "The NSS portion of the name is strictly limited to the
// digits 0-9 and the '.' character with no leading zeros. No other
// characters are permitted. This is all expressed in the following
// ABNF: oid = number *( DOT number ); number = DIGIT / ( LEADDIGIT
// 1*DIGIT )", as in RFC 3061's examples 1.3.6.1 and
// 0.9.2342.19200300.100.4.
//
// Equivalence. "Lexical equivalence is achieved by exact string match."
// None is added to RFC 8141: an NSS with a leading zero, such as
// 1.3.06.1, is not an OID, and is not equivalent to 1.3.6.1.
var oidRules = Rules{
	NID:      "oid",
	Source:   "RFC 3061, section 2",
	Validate: validateOID,
}

var (
	errOIDDigit = errors.New("want a digit (an OID is decimal numbers separated by '.')")
	errOIDZero  = errors.New("an arc of an OID has no leading zeros")
)

func validateOID(nss string) (int, error) {
	for i := 0; ; i++ { // i++ steps over a '.'
		// number = DIGIT / ( LEADDIGIT 1*DIGIT )
		switch {
		case i == len(nss) || !ascii.IsDigit(nss[i]):
			return i, errOIDDigit
		case nss[i] == '0':
			if i++; i < len(nss) && ascii.IsDigit(nss[i]) {
				return i, errOIDZero
			}
		default:
			for i++; i < len(nss) && ascii.IsDigit(nss[i]); i++ {
			}
		}
		if i == len(nss) {
			return 0, nil
		}
		if nss[i] != '.' {
			return i, errOIDDigit
		}
	}
}
