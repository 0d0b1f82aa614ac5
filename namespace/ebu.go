// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// ebuRules holds the rules of the "ebu" namespace (European
// Broadcasting Union), registered by RFC 5174 (section 2, the
// registration template).
//
// Syntax. "urn:ebu:{category}:{string} where "{category}" is a US-ASCII
// string that conforms to the syntax of the <NID>, and "{string}" is a
// US-ASCII string that conforms to the syntax of the <NSS> [RFC2141]."
// RFC 2141's NID is "<let-num> [ 1,31<let-num-hyp> ]": a letter or
// digit, then optionally 1 to 31 letters, digits and hyphens. So the
// NSS is such a category, ':', and one or more RFC 2141 NSS characters
// (no '~' or '&'), as in the examples of section 3, metadata:pmeta_2007
// and metadata-cs:EscortCS_2007.
//
// Equivalence. "The "{category}" is case-insensitive. Thus, the portion
// of the URN: urn:ebu:{category}: is case-insensitive for matches up to
// {category}. The remainder of the identifier shall be considered
// case-sensitive". The canonical form has the category in lower case
// and the rest as written.
var ebuRules = Rules{
	NID:       "ebu",
	Source:    "RFC 5174, section 2",
	Validate:  validateEBU,
	Canonical: canonicalNamed,
}

var errEBUCategory = errors.New("want a category of letters, digits and '-' (up to 32, not beginning with '-'), then ':'")

func validateEBU(nss string) (int, error) {
	for i := 0; i < len(nss) && nss[i] != ':'; i++ {
		if !isLDH(nss[i]) || i == 0 && nss[i] == '-' || i == maxNID {
			return i, errEBUCategory
		}
	}
	return validateNamed(nss, errEBUCategory)
}
