// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// cablelabsRules holds the rules of the "cablelabs" namespace (Cable
// Television Laboratories), registered by RFC 6289 (section 2, the
// registration template).
//
// Syntax. "The Namespace Specific String (NSS) of all URNs that use the
// "cablelabs" NID will have the following structure:
// {CLclass}:{CLClassSpecificString} The "CLclass" is a US-ASCII string
// that conforms to the URN syntax requirements specified in [RFC2141]
// [...] "CLClassSpecificString", which also conforms to the naming
// requirements of [RFC2141]." So the NSS is a class, ':' and a string,
// both of RFC 2141 NSS characters and neither empty, the first ':'
// ending the class, as in the example of section 3,
// urn:cablelabs:packetcable-example:ue:rst-sample.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence of [RFC2141] apply." The rules add none to RFC 8141.
var cablelabsRules = Rules{
	NID:      "cablelabs",
	Source:   "RFC 6289, section 2",
	Validate: func(nss string) (int, error) { return validateNamed(nss, errCablelabsClass) },
}

var errCablelabsClass = errors.New("want {CLclass}:{CLClassSpecificString}, neither empty")
