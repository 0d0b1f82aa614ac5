// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// fdcRules holds the rules of the "fdc" namespace (Federated Content),
// registered by RFC 4198 (section 3, the registration template).
//
// Syntax. The declaration of syntactic structure gives the ABNF
//
//	NSS        = ProviderId ":" DateId ":" ResourceId
//	ProviderId = 1*(label ".") toplabel
//	DateId     = (CCYY [MM [DD]]) / 1*3(DIGIT)
//	ResourceId = 1*(alphanum / other / ("%" hex hex))
//	label      = alphanum / alphanum *(alphanum / "-") alphanum
//	toplabel   = ALPHA / ALPHA *(alphanum / "-") alphanum
//	CCYY       = 4(DIGIT)
//	MM         = ("0" %x31-39) / ("1" %x30-32)
//	DD         = ("0" %x31-39) / (%x31-32 DIGIT) / "30" / "31"
//	other      = "(" / ")" / "+" / "," / "-" / "." / ":" / "=" /
//	             "@" / ";" / "$" / "_" / "!" / "*" / "'"
//
// So the NSS is a domain name of two or more labels (the last beginning
// with a letter), ':', a date of 1 to 4, 6 or 8 digits ("DateIds of 1
// to 3 digits are reserved"), ':', and a ResourceId of RFC 2141 NSS
// characters other than '/', '?' and '#', as in the examples of section
// 4, example.com:2002:A572007 and example.net:200406:ivr:51089.
//
// Equivalence. "In addition to the rules defined in RFC 2141 [4],
// normalize the case of the ProviderId to lower case before
// comparison." The canonical form has the ProviderId in lower case and
// the rest as written.
var fdcRules = Rules{
	NID:       "fdc",
	Source:    "RFC 4198, section 3",
	Validate:  validateFDC,
	Canonical: canonicalNamed,
}

var (
	errFDCProvider = errors.New("want a domain name of two or more labels (letters, digits, '-'), then ':' (the ProviderId of RFC 4198)")
	errFDCTop      = errors.New("the last label of the ProviderId begins with a letter")
	errFDCDate     = errors.New("want a DateId (CCYY, CCYYMM or CCYYMMDD, or 1 to 3 digits), then ':'")
	errFDCResource = errors.New("want a letter, a digit, one of ()+,-.:=@;$_!*' or %XX (the ResourceId of RFC 4198)")
)

func validateFDC(nss string) (int, error) {
	// ProviderId ":": labels of letters, digits and '-' that neither
	// begin nor end with '-', separated by '.'.
	i, labels, top := 0, 0, 0
	for ; ; i++ {
		start := i
		for i < len(nss) && isLDH(nss[i]) && (nss[i] != '-' || i > start) {
			i++
		}
		if i == start || nss[i-1] == '-' || i == len(nss) || nss[i] != '.' && nss[i] != ':' {
			return i, errFDCProvider
		}
		labels, top = labels+1, start
		if nss[i] == ':' {
			break
		}
	}
	if labels < 2 {
		return i, errFDCProvider
	}
	if !ascii.IsLetter(nss[top]) {
		return top, errFDCTop
	}
	// DateId ":"
	i++
	start := i
	for i < len(nss) && ascii.IsDigit(nss[i]) {
		i++
	}
	switch n := i - start; {
	case n == 0 || n == 5 || n == 7 || n > 8:
		return i, errFDCDate
	case n >= 6:
		if k, ok := monthDay(nss[start+4 : i]); !ok {
			return start + 4 + k, errFDCDate
		}
	}
	if i == len(nss) || nss[i] != ':' {
		return i, errFDCDate
	}
	// ResourceId
	i++
	switch j := scanUnreserved(nss, i, true); {
	case i == len(nss):
		return i, errEmpty
	case j < len(nss):
		return j, errFDCResource
	}
	return 0, nil
}
