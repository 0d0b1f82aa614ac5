// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// web3dRules holds the rules of the "web3d" namespace (Web3D
// Consortium), registered by RFC 3541 (section 2, the registration
// template).
//
// Syntax. "URNs assigned by Web3D will have the following hierarchical
// structure [...] urn:web3d:{subgroup}:{subgroup-specific string} [...]
// and "subgroup-specific string" is a US-ASCII string that conforms to
// URN Syntax requirements ([RFC2141])." So the NSS is a subgroup, ':'
// and a string of RFC 2141 NSS characters, neither empty, the first ':'
// ending the subgroup, as in the examples of section 3, such as
// urn:web3d:vrml97:node:GeoCoordinate.
//
// Equivalence. "URNs are lexically equivalent if they are lexically
// identical." The rules add no equivalence to RFC 8141.
var web3dRules = Rules{
	NID:      "web3d",
	Source:   "RFC 3541, section 2",
	Validate: func(nss string) (int, error) { return validateNamed(nss, errWeb3DSubgroup) },
}

var errWeb3DSubgroup = errors.New("want {subgroup}:{subgroup-specific string}, neither empty")
