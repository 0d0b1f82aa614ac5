// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// threeGPPRules holds the rules of the "3gpp" namespace (3rd Generation
// Partnership Project), registered by RFC 5279 (section 2, the
// registration template).
//
// Syntax. "urn:3gpp:{3gpp-urn} where the "3gpp-urn" is a US-ASCII string
// that conforms to the NSS(Namespace Specific String) Syntax described
// in RFC 2141 [RFC2141] and defines a specific resource type." So the
// NSS is one or more RFC 2141 NSS characters (no '~' or '&'), as in the
// examples of section 3, featurephones and acme.foo-serv.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence of RFC 2141 [RFC2141] apply." None is added.
var threeGPPRules = Rules{
	NID:      "3gpp",
	Source:   "RFC 5279, section 2",
	Validate: validateRFC2141,
}
