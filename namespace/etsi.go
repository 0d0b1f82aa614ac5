// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// etsiRules holds the rules of the "etsi" namespace (European
// Telecommunications Standards Institute), registered by RFC 8515
// (section 2, the registration template).
//
// Syntax. "The syntax of Namespace Specific Strings for the "etsi"
// namespace is <NSS> in Uniform Resource Names (URNs) [RFC8141]." Any
// RFC 8141 NSS is valid, as in the examples of section 3, such as
// yang:etsi-nfv-vnf.
//
// Equivalence. "The entire URN is case-insensitive." The canonical form
// of the NSS is in lower case (the hex digits of percent-encoded octets
// stay in upper case, as RFC 8141 normalizes them).
var etsiRules = Rules{
	NID:       "etsi",
	Source:    "RFC 8515, section 2",
	Canonical: lowerOutsidePercent,
}
