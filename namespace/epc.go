// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// epcRules holds the rules of the "epc" namespace (Electronic Product Codes
// of EPCglobal), registered by RFC 5134 (section 2, the registration
// template).
//
// Syntax. "The following ABNF defines how the sub-namespaces are
// identified and any restrictions on their syntax (definitions not
// specified below can be found in RFC 2141)":
//
//	EPC-URN     = "urn:epc:" sub-ns-name ":" sub-ns
//	sub-ns-name = let-num [ 1*let-num-hyp ]
//	sub-ns      = 1*<URN chars>
//
// with let-num a letter or digit and let-num-hyp a letter, digit or
// '-'. So the NSS is a sub-namespace name (a letter or digit, then
// letters, digits and hyphens), ':', and one or more RFC 2141 NSS
// characters (no '~' or '&'), as in id:sgtin:900100.0003456.1234567.
// The syntax within each sub-namespace is left to the "EPC Tag Data
// Standards", which the template names as normative and does not
// reproduce (its ABNF for sgtin is marked non-normative), so it is not
// checked.
//
// Equivalence. "The entire URN is case-sensitive." No equivalence is
// added to RFC 8141, which still compares "urn", the NID and the hex
// digits of percent-encoded octets without regard to case.
var epcRules = Rules{
	NID:      "epc",
	Source:   "RFC 5134, section 2",
	Validate: validateEPC,
}

// epcglobalRules holds the rules of the "epcglobal" namespace, registered by
// RFC 5134 (section 3, the registration template), which gives the
// same ABNF as for epc:
//
//	EPCGLOBAL-URN = "urn:epcglobal:" subnsname ":" subns
//
// so the NSS has the syntax of an epc NSS, as in ale:xsd:1. "The entire
// URN is case-sensitive": no equivalence is added to RFC 8141.
var epcglobalRules = Rules{
	NID:      "epcglobal",
	Source:   "RFC 5134, section 3",
	Validate: validateEPC,
}

var (
	errEPCName  = errors.New("want a letter, digit or '-' (a sub-namespace name)")
	errEPCFirst = errors.New("want a letter or digit (a sub-namespace name)")
	errEPCColon = errors.New("want ':' after the sub-namespace name")
)

func validateEPC(nss string) (int, error) {
	// The common case, a valid NSS, first: a letter or digit, letters,
	// digits and hyphens, ':', and a sub-namespace without '&' or '~'.
	if nss != "" && alnum[nss[0]] {
		i := 1
		for i < len(nss) && ldh[nss[i]] {
			i++
		}
		if i+1 < len(nss) && nss[i] == ':' && rfc2141Valid(nss[i+1:]) {
			return 0, nil
		}
	}
	return checkEPC(nss)
}

// checkEPC judges any epc NSS, valid or not, and reports the offset of
// the first byte that cannot belong.
func checkEPC(nss string) (int, error) {
	if nss == "" || !ascii.IsLetter(nss[0]) && !ascii.IsDigit(nss[0]) {
		return 0, errEPCFirst
	}
	i := 1
	for i < len(nss) && isLDH(nss[i]) {
		i++
	}
	switch {
	case i == len(nss):
		return i, errEPCColon
	case nss[i] != ':':
		return i, errEPCName
	case i+1 == len(nss):
		return len(nss), errEmpty
	}
	if n, err := scanRFC2141(nss[i+1:]); err != nil {
		return i + 1 + n, err
	}
	return 0, nil
}
