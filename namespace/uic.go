// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// uicRules holds the rules of the "uic" namespace (International Union
// of Railways), as its IANA registration template, version 1 of
// 2023-06-07, states them.
//
// Syntax. The template's section "Syntax": "The Namespace Specific
// String (NSS) of all URNs that use the "uic" NID has the following
// structure: {UICResource}:{ResourceSpecificString} where the
// "UICResource" is a US-ASCII string that specifies the resource class
// and "ResourceSpecificString" specifies the individual resource, such
// that the entire string conforms to the URN syntax requirements
// [RFC8141]." So the NSS is a resource class, ':' and a string, neither
// empty, the first ':' ending the class, as in urn:uic:stn:8400058.
//
// Equivalence. The template states no rule of its own; the rules add
// none to RFC 8141.
var uicRules = Rules{
	NID:      "uic",
	Source:   "IANA registration template of uic, version 1 (2023-06-07): Syntax",
	Validate: func(nss string) (int, error) { return validateParts(nss, 2, errUICParts) },
}

var errUICParts = errors.New("want {UICResource}:{ResourceSpecificString}, neither empty")
