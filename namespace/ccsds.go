// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// ccsdsRules holds the rules of the "ccsds" namespace (Consultative
// Committee for Space Data Systems), registered by RFC 7738.
//
// Syntax. Section 3.4 gives
//
//	CCCSDS-URN = "urn:ccsds:" SNID ":" SUBNAMESPACE-SPECIFIC-STRING
//	SUBNAMESPACE-SPECIFIC-STRING = 1*<URN chars>
//
// where "<SNID> has the same syntax as an <NID> as defined in
// [RFC2141]" and <URN chars> are those of RFC 2141, section 2.2. So the
// NSS is a subnamespace identifier of 1 to 32 letters, digits and '-'
// (not first), ':', and an RFC 2141 NSS, as in the examples of section
// 4, urn:ccsds:document:313x0y1 and urn:ccsds:schema:ndm:aem.
//
// Equivalence. Section 3.10: "The <SNID> part of URNs in the CCSDS
// hierarchy is case insensitive. Thus, the <SNID> MUST be case
// normalized before comparison." The canonical form has the SNID in
// lower case and the rest as written.
var ccsdsRules = Rules{
	NID:       "ccsds",
	Source:    "RFC 7738, sections 3.4 and 3.10",
	Validate:  validateSNID,
	Canonical: canonicalNamed,
}
