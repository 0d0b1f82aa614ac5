// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// ucodeRules holds the rules of the "ucode" namespace, registered by
// RFC 6588 (section 2, the registration template).
//
// Syntax. The declaration of syntactic structure gives the ABNF
//
//	UCODE-URN    = "urn:ucode:" ucode-name
//	ucode-name   = "_" ucode-number
//	ucode-number = 1*ucode-value
//	ucode-value  = 32HEXDIG
//	HEXDIG       = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
//
// and the rules for lexical equivalence add: "Only capital "A", "B",
// "C", ..., "F" are allowed as part of hexadecimal characters." So the
// NSS is '_' and one or more groups of 32 digits and upper-case letters
// A to F (a 128-bit ucode, "extensible in increments of 128 bits"), as
// in the example _0123456789ABCDEF0123456789ABCDEF.
//
// Equivalence. "The entire UCODE-URN is case-sensitive." None is added.
var ucodeRules = Rules{
	NID:      "ucode",
	Source:   "RFC 6588, section 2",
	Validate: validateUcode,
}

var (
	errUcodeStart = errors.New("want '_' (a ucode URN is urn:ucode:_ and the ucode in hex)")
	errUcodeHex   = errors.New("want a digit or an upper-case letter A to F (a ucode is 32 hex digits per 128 bits)")
)

func validateUcode(nss string) (int, error) {
	if nss == "" || nss[0] != '_' {
		return 0, errUcodeStart
	}
	for i := 1; i < len(nss); i++ {
		if c := nss[i]; !ascii.IsDigit(c) && (c < 'A' || c > 'F') {
			return i, errUcodeHex
		}
	}
	if n := len(nss) - 1; n == 0 || n%32 != 0 {
		return len(nss), errUcodeHex
	}
	return 0, nil
}
