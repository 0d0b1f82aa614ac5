// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// ogfRules holds the rules of the "ogf" namespace (Open Grid Forum),
// registered by RFC 6453.
//
// Syntax. Section 2.4 gives
//
//	OGF-URN  =  "urn:ogf:" SNID ":" SUBNAMESPACE-SPECIFIC-STRING
//	SNID  =  ( ALPHA / DIGIT )  *31( ALPHA / DIGIT / "-" )
//	SUBNAMESPACE-SPECIFIC-STRING  =  1*<URN chars>
//
// with <URN chars> those of RFC 2141, section 2.2. So the NSS is a
// subnamespace identifier of 1 to 32 letters, digits and '-' (not
// first), ':', and an RFC 2141 NSS, as in the examples of section 3,
// urn:ogf:gfd:136 and urn:ogf:network:canarie.ca:kisti-uninett-glif-001.
//
// Equivalence. Section 2.10: "The <SNID> part of URNs in the OGF
// hierarchy is case insensitive. Thus, the <SNID> MUST be case
// normalised before comparison." The rest is each subnamespace's to
// define, and none is registered here. The canonical form has the SNID
// in lower case and the rest as written.
var ogfRules = Rules{
	NID:       "ogf",
	Source:    "RFC 6453, sections 2.4 and 2.10",
	Validate:  validateSNID,
	Canonical: canonicalNamed,
}
