// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// cdxRules holds the rules of the "cdx" namespace (the OWASP CycloneDX
// project), as its IANA registration template, version 1 of
// 2022-03-19, states them.
//
// Syntax. The template's section "Syntax" gives the ABNF
//
//	namestring             = assigned-name [ "#" f-component ]
//	assigned-name          = "urn:cdx:" NSS
//	NSS                    = bom-serial-number "/" bom-version
//	bom-serial-number-uuid = UUID
//	bom-version            = nonzero-digit *digit ; an integer >= 1
//	nonzero-digit          = %x31-39 ; 1-9
//
// with UUID as RFC 9562 defines it. So the NSS is a UUID (8-4-4-4-12
// hex digits, in either case, as ABNF strings are), '/' and a version
// number without leading zeros, as
// urn:cdx:3e671687-395b-41f5-a30f-a58921a69b79/1. (The rule that names
// the UUID differs from the one NSS uses; both are the BOM serial
// number.)
//
// Equivalence. The template states no rule of its own; the rules add
// none to RFC 8141.
var cdxRules = Rules{
	NID:      "cdx",
	Source:   "IANA registration template of cdx, version 1 (2022-03-19): Syntax",
	Validate: validateCDX,
}

var (
	errCDXUUID    = errors.New("want a BOM serial number (a UUID: 8-4-4-4-12 hex digits), then '/'")
	errCDXVersion = errors.New("want a BOM version: an integer of 1 or more, without leading zeros")
)

func validateCDX(nss string) (int, error) {
	i := strings.IndexByte(nss, '/')
	if i < 0 {
		i = len(nss)
	}
	if n, err := validateUUID(nss[:i]); err != nil {
		return n, errCDXUUID
	}
	if i == len(nss) {
		return i, errCDXUUID
	}
	i++
	if i == len(nss) || nss[i] == '0' {
		return i, errCDXVersion
	}
	for ; i < len(nss); i++ {
		if nss[i] < '0' || nss[i] > '9' {
			return i, errCDXVersion
		}
	}
	return 0, nil
}
