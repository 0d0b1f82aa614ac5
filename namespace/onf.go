// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// onfRules holds the rules of the "onf" namespace (Open Networking
// Foundation), as its IANA registration template, version 1 of
// 2018-05-31, states them.
//
// Syntax. The template's section "Syntax": "urn:onf:{ResourceSpecificString}
// [...] The syntax of "ResourceSpecificString" must conform to the
// Namespace Specific String definition in RFC 8141". Any RFC 8141 NSS
// is valid, as in the template's example
// urn:onf:otcc:tapi:yang:connectivity; the layout
// {ONF-Project}:{ONF-SubProject}:{Protocol}:{ModuleName} of that
// example is how ONF "plans to manage" its names, not a syntax.
//
// Equivalence. "When matching two ONF URNs for equivalence, matching of
// the "ResourceSpecificString" is case insensitive. Apart from this,
// the rules for lexical equivalence covered in Section 3 of RFC 8141
// [1] apply." The canonical form of the NSS is in lower case (the hex
// digits of percent-encoded octets stay in upper case, as RFC 8141
// normalizes them).
var onfRules = Rules{
	NID:       "onf",
	Source:    "IANA registration template of onf, version 1 (2018-05-31): Syntax",
	Canonical: lowerOutsidePercent,
}
