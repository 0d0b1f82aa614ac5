// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// leiRules holds the rules of the "lei" namespace (Legal Entity
// Identifier, of GLEIF), as its IANA registration template, version 1
// of 2021-12-22, states them.
//
// Syntax. The template's section "Syntax": "URN:LEI:[20-digit LEI
// code]", and "The character set for the LEI is alphanumeric and it
// consists in uppercase letters and alpha characters A-Z and digits
// numeric characters 0-9." So the NSS is 20 upper-case letters and
// digits, as in the template's example urn:LEI:7LTWFZYICNSX8D621K86
// ("That is equivalent to: urn:lei:7LTWFZYICNSX8D621K86", which differ
// in the NID alone).
//
// Check digits. The template names none; ISO 17442, which defines the
// LEI, ends it in two check digits by ISO 7064 MOD 97-10, as GLEIF's
// page "ISO 17442: The LEI Code Structure" says. The rules compute them
// as Appendix C to 12 CFR part 1003 (the procedure for the Universal
// Loan Identifier, which begins with an LEI) describes the system: each
// letter becomes the two digits of its value (A is 10, Z is 35), and
// the number the 18 characters and "00" then write, modulo 97,
// subtracted from 98, gives the two digits; a whole LEI so read is 1
// modulo 97. The rules refuse check digits that differ: the example's
// are 86.
//
// Equivalence. "The LEI codes are permanent and never reused.
// Therefore, equivalence is determined by lexical identity." The rules
// add no equivalence to RFC 8141.
var leiRules = Rules{
	NID:      "lei",
	Source:   "IANA registration template of lei, version 1 (2021-12-22): Syntax; 12 CFR part 1003, appendix C (ISO 7064 MOD 97-10)",
	Validate: validateLEI,
}

var errLEI = errors.New("want a 20-character LEI code of upper-case letters A-Z and digits")

func validateLEI(nss string) (int, error) {
	for i := 0; i < len(nss); i++ {
		if c := nss[i]; i == 20 || !ascii.IsDigit(c) && (c < 'A' || c > 'Z') {
			return i, errLEI
		}
	}
	if len(nss) < 20 {
		return len(nss), errLEI
	}
	if c := mod9710(nss[:18]); nss[18] != c[0] || nss[19] != c[1] {
		return 18, &checkError{"check digits", "ISO 7064 MOD 97-10", nss[18:], string(c[:])}
	}
	return 0, nil
}
