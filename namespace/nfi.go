// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// nfiRules holds the rules of the "nfi" namespace (Neuro-Foundation,
// registered by Trust Anchor Group), as its IANA registration template,
// version 1 of 2025-08-10, states them.
//
// Syntax. The template's section "Syntax" gives
//
//	nfi-uri      = "urn:nfi:" category ":" subcat : version
//	category     = name
//	subcat       = 1*( ":" name )
//	name         = ALPHA *( unreserved / pct-encoded )
//	version      = 1*DIGIT "." 1*DIGIT
//
// with unreserved and pct-encoded as RFC 3986 defines them. As written,
// the first rule puts two colons between the category and the first
// subcategory (its ":" and the one that begins subcat) and a bare ':'
// before the version; every example of the template, such as
// urn:nfi:iot:concentrator:1.0 and urn:nfi:iot:leg:id:1.0, has single
// colons. The rules read it as its examples write it: a category, one
// or more subcategories, and a version, separated by single ':'.
//
// Equivalence. The template states no rule of its own; the rules add
// none to RFC 8141.
var nfiRules = Rules{
	NID:      "nfi",
	Source:   "IANA registration template of nfi, version 1 (2025-08-10): Syntax",
	Validate: validateNFI,
}

var (
	errNFIName    = errors.New("want a name (a letter, then letters, digits, '-', '.', '_', '~' or %XX), then ':'")
	errNFIVersion = errors.New("want a version (digits, '.', digits) after a category and a subcategory")
)

func validateNFI(nss string) (int, error) {
	i, names := 0, 0
	for i < len(nss) && ascii.IsLetter(nss[i]) {
		// name ":"; the NSS is an RFC 8141 NSS, so two hex digits
		// follow each '%'.
		for i++; i < len(nss); i++ {
			if c := nss[i]; c == '%' {
				i += 2
			} else if !ascii.IsLetter(c) && !ascii.IsDigit(c) && c != '-' && c != '.' && c != '_' && c != '~' {
				break
			}
		}
		if i == len(nss) || nss[i] != ':' {
			return i, errNFIName
		}
		i++
		names++
	}
	if names < 2 {
		return i, errNFIName
	}
	// version
	start := i
	for i < len(nss) && ascii.IsDigit(nss[i]) {
		i++
	}
	if i == start || i == len(nss) || nss[i] != '.' {
		return i, errNFIVersion
	}
	i++
	start = i
	for i < len(nss) && ascii.IsDigit(nss[i]) {
		i++
	}
	if i == start || i < len(nss) {
		return i, errNFIVersion
	}
	return 0, nil
}
