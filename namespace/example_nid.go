// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// exampleRules holds the rules of the "example" namespace, registered
// by RFC 6963 (section 3, the registration template), for URNs in
// documentation and tests.
//
// Syntax. Section 3.4: "The Namespace Specific String (NSS) is a
// mandatory string of ASCII characters [RFC20] that conforms to the URN
// syntax requirements [RFC2141]". So the NSS is one or more RFC 2141
// NSS characters (no '~' or '&'), such as a123,z456.
//
// Equivalence. Section 3.10: "No special considerations; the rules for
// lexical equivalence specified in [RFC2141] apply." None is added.
var exampleRules = Rules{
	NID:      "example",
	Source:   "RFC 6963, section 3",
	Validate: validateRFC2141,
}
