// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// s1000dRules holds the rules of the "s1000d" namespace (ASD
// Specification 1000D, technical publications), registered by RFC 4688
// (section 2, the registration template).
//
// Syntax. The declaration of structure gives the ABNF
//
//	NSS = dmc-nss / pmc-nss / csn-nss / icn-nss
//	      com-nss / ddn-nss / dml-nss
//	dmc-nss = "DMC-" nss-code
//	pmc-nss = "PMC-" nss-code
//	csn-nss = "CSN-" nss-code
//	icn-nss = "ICN-" nss-code
//	com-nss = "COM-" nss-code
//	ddn-nss = "DDN-" nss-code
//	dml-nss = "DML-" nss-code
//	nss-code = subcode subext
//	subcode = 1*(DIGIT / ALPHA / "-")
//	subext = [issue] [lang]
//	issue  = "_I-" 3DIGIT
//	lang   = "_L-" 2ALPHA
//
// (the '/' missing before com-nss is read as the alternative the list
// of subnamespaces names). So the NSS is one of the seven subnamespace
// identifiers and '-', a code of letters, digits and '-', then
// optionally "_I-" and three digits, then optionally "_L-" and two
// letters, as in the examples of section 3, such as
// URN:S1000D:DMC-AE-A-07-05-0000-00A-040A-A_I-001_L-EN. ABNF strings
// match letters in either case.
//
// Equivalence. "All generated identifiers are to be considered
// case-insensitive." The canonical form of the NSS is in lower case.
var s1000dRules = Rules{
	NID:       "s1000d",
	Source:    "RFC 4688, section 2",
	Validate:  validateS1000D,
	Canonical: lowerOutsidePercent,
}

var s1000dKinds = []string{"dmc", "pmc", "csn", "icn", "com", "ddn", "dml"}

var (
	errS1000DKind = errors.New("want a subnamespace, DMC, PMC, CSN, ICN, COM, DDN or DML, then '-'")
	errS1000DCode = errors.New("want a code of letters, digits and '-', then optionally _I- and 3 digits, then optionally _L- and 2 letters")
)

func validateS1000D(nss string) (int, error) {
	if n, ok := matchWord(nss[:min(3, len(nss))], s1000dKinds); !ok || len(nss) == 3 || nss[3] != '-' {
		if ok {
			n = 3
		}
		return n, errS1000DKind
	}
	// subcode
	i := 4
	for i < len(nss) && isLDH(nss[i]) {
		i++
	}
	if i == 4 {
		return i, errS1000DCode
	}
	// [issue] [lang]
	for _, ext := range []struct {
		tag    string
		n      int
		digits bool
	}{{"_i-", 3, true}, {"_l-", 2, false}} {
		if !hasPrefixFold(nss[i:], ext.tag) {
			continue
		}
		i += 3
		for k := 0; k < ext.n; k, i = k+1, i+1 {
			if i == len(nss) || ext.digits && !ascii.IsDigit(nss[i]) || !ext.digits && !ascii.IsLetter(nss[i]) {
				return i, errS1000DCode
			}
		}
	}
	if i < len(nss) {
		return i, errS1000DCode
	}
	return 0, nil
}
