// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// ituRules holds the rules of the "itu" namespace (International
// Telecommunication Union), as its IANA registration template, version
// 1 of 2018-07-31, states them.
//
// Syntax. The template's section "Syntax":
// "urn:{ITU-NamespaceId}:{ITU-Sector}:{SectorResource}:{SectorResourceSpecificString}",
// where the sector is 'r', 't' or 'd' "(potentially others in the
// future)", and "The "ITU-Sector" and "SectorResource" are US-ASCII
// strings that conform to the URN syntax requirements RFC 8141 [1]."
// So the NSS is a sector, ':', a resource type, ':' and a string, none
// of them empty, the first two without ':' (the string may hold more,
// as in the template's example urn:itu:t:rec:g.8052.1:yang:connectivity).
//
// Equivalence. "When matching two ITU URNs for equivalence the rules
// for lexical equivalence covered in Section 3 of RFC 8141 [1] apply."
// The rules add none.
var ituRules = Rules{
	NID:      "itu",
	Source:   "IANA registration template of itu, version 1 (2018-07-31): Syntax",
	Validate: func(nss string) (int, error) { return validateParts(nss, 3, errITUParts) },
}

var errITUParts = errors.New("want {ITU-Sector}:{SectorResource}:{SectorResourceSpecificString}, none of them empty")
