// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// ccsdsRules holds the rules of the "ccsds" namespace (Consultative
// Committee for Space Data Systems), registered by RFC 7738.
//
// Syntax. Section 3.4 gives
//
//	CCCSDS-URN = "urn:ccsds:" SNID ":" SUBNAMESPACE-SPECIFIC-STRING
//	SUBNAMESPACE-SPECIFIC-STRING = 1*<URN chars>
//
// where "<SNID> has the same syntax as an <NID> as defined in
// [RFC2141]" and <URN chars> are those of RFC 2141, section 2.2. RFC
// 2141, section 2.1, gives "<NID> ::= <let-num> [ 1,31<let-num-hyp> ]":
// a letter or digit followed by 1 to 31 letters, digits and '-', so
// 2 to 32 characters. (RFC 8141, which gives a NID of 2 to 32
// characters, lists as its one change to the NID of RFC 2141 that it
// "Disallows "-" at the end of the NID" (appendix B.1), not a new
// lower bound.) So the NSS is a subnamespace identifier of 2 to 32
// letters, digits and '-' (not first), ':', and an RFC 2141 NSS, as in
// the examples of section 4, urn:ccsds:document:313x0y1 and
// urn:ccsds:schema:ndm:aem; urn:ccsds:d:313x0y1 is not valid.
//
// Equivalence. Section 3.10: "The <SNID> part of URNs in the CCSDS
// hierarchy is case insensitive. Thus, the <SNID> MUST be case
// normalized before comparison." The canonical form has the SNID in
// lower case and the rest as written.
var ccsdsRules = Rules{
	NID:       "ccsds",
	Source:    "RFC 7738, sections 3.4 and 3.10",
	Validate:  validateCCSDS,
	Canonical: canonicalNamed,
}

var errCCSDSSNID = errors.New("want an SNID of 2 to 32 letters, digits or '-' (not first), the syntax of an RFC 2141 NID, then ':'")

func validateCCSDS(nss string) (int, error) {
	if len(nss) > 1 && nss[1] == ':' && (ascii.IsLetter(nss[0]) || ascii.IsDigit(nss[0])) {
		return 1, errCCSDSSNID // an SNID of one character
	}
	n, err := validateSNID(nss)
	if err == errSNID {
		err = errCCSDSSNID
	}
	return n, err
}
