// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// swiftRules holds the rules of the "swift" namespace (Society for
// Worldwide Interbank Financial Telecommunication), registered by
// RFC 3615 (section 2, the registration template).
//
// Syntax. "The structure of the Namespace Specific String is a flat
// space <URN chars> [1] which have no knowable structure outside of the
// context of the SWIFT community internal resolver" ([1] is RFC 2141).
// So the NSS is one or more RFC 2141 NSS characters (no '~' or '&'),
// as in the examples of section 3, xsd:epp$mi.i-2.0 and type:fin$103.
//
// Equivalence. "No special consideration." None is added.
var swiftRules = Rules{
	NID:      "swift",
	Source:   "RFC 3615, section 2",
	Validate: validateRFC2141,
}
