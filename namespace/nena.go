// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// nenaRules holds the rules of the "nena" namespace (National
// Emergency Number Association), registered by RFC 6061 (section 2,
// the registration template).
//
// Syntax. "The Namespace Specific String (NSS) of all URNs that use the
// "nena" NID will have the following structure:
// {NENAclass}:{ClassSpecificString} The "NENAclass" conforms to the URN
// syntax requirements [RFC2141] [...] "ClassSpecificString", which also
// conforms to the naming requirements of [RFC2141]." So the NSS is a
// class, ':' and a string, both of RFC 2141 NSS characters and neither
// empty, the first ':' ending the class, as in the examples of section
// 3, such as urn:nena:emergencyresponders:ambulance.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence of [RFC2141] apply." The rules add none to RFC 8141.
var nenaRules = Rules{
	NID:      "nena",
	Source:   "RFC 6061, section 2",
	Validate: func(nss string) (int, error) { return validateNamed(nss, errNENAClass) },
}

var errNENAClass = errors.New("want {NENAclass}:{ClassSpecificString}, neither empty")
