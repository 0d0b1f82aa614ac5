// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

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
// The sectors grow ("potentially others in the future"), so a sector
// other than r, t and d is accepted, and [Set.Note] says that it is
// not among the sectors the rules know.
//
// Equivalence. "When matching two ITU URNs for equivalence the rules
// for lexical equivalence covered in Section 3 of RFC 8141 [1] apply."
// The rules add none.
var ituRules = Rules{
	NID:      "itu",
	Source:   "IANA registration template of itu, version 1 (2018-07-31): Syntax",
	Validate: func(nss string) (int, error) { return validateParts(nss, 3, errITUParts) },
	Note:     noteITU,
}

var errITUParts = errors.New("want {ITU-Sector}:{SectorResource}:{SectorResourceSpecificString}, none of them empty")

// ituSectors holds the sectors of the template: those the rules know.
var ituSectors = []string{"r", "t", "d"}

// noteITU notes a sector of a valid itu NSS other than those the
// template names.
func noteITU(nss string) (int, string) {
	sector, _, _ := strings.Cut(nss, ":")
	if _, ok := matchWordExact(sector, ituSectors); ok {
		return 0, ""
	}
	return 0, "sector \"" + sector + "\" is not among the sectors the rules know (r, t, d; the registration expects others)"
}
