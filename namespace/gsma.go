// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// gsmaRules holds the rules of the "gsma" namespace (GSM Association),
// registered by RFC 7254 (section 3, the registration template).
//
// Syntax. The declaration of syntactic structure gives the ABNF
//
//	gsma-NSS              = imei-specifier / future-gsma-specifier
//	imei-specifier        = "imei:" ( imeival / ext-imei )
//	                        [ ";" sw-version-param ]
//	                        [ ";" imei-version-param ]
//	ext-imei              = gsma-defined-nonempty
//	sw-version-param      = "svn=" software-version
//	imei-version-param    = "vers=" imei-version-val
//	software-version      = 2DIGIT
//	imei-version-val      = DIGIT
//	future-gsma-specifier = future-specifier *( ";" future-param )
//	future-specifier      = gsma-defined-nonempty
//	future-param          = par-name [ EQUAL par-value ]
//	par-name              = gsma-defined-nonempty
//	par-value             = gsma-defined-nonempty
//	gsma-defined-nonempty = 1*gsma-urn-char
//	gsma-urn-char         = ALPHA / DIGIT / "-" / "." / "_" / "%" / ":"
//	imeival               = tac "-" snr "-" spare
//
// Every imei-specifier is also a future-gsma-specifier, so the NSS is a
// non-empty specifier of those characters, then parameters ";" name or
// ";" name "=" value, as in the examples of section 4.1,
// urn:gsma:imei:90420156-025763-0;vers=0 and
// urn:gsma:imei:90420156-025763-0;svn=42.
//
// Equivalence. "Two GSMA IMEI URNs are equivalent if they have the same
// 'imeival' value, and the same parameter values in the same sequential
// order, with the exception that the 'vers=0' parameter is to be
// ignored for the purposes of comparison. All of these comparisons are
// to be case insensitive." "Only URNs with the 'imei' NSS are
// considered to be "GSMA IMEI URNs"": the canonical form of an NSS that
// is an imei-specifier is in lower case, without a ";vers=0"; other
// NSSs are as written.
var gsmaRules = Rules{
	NID:       "gsma",
	Source:    "RFC 7254, section 3",
	Validate:  validateGSMA,
	Canonical: canonicalGSMA,
}

var errGSMA = errors.New("want a specifier and parameters ;name or ;name=value, each of letters, digits, '-', '.', '_', ':' or %XX")

func validateGSMA(nss string) (int, error) {
	// specifier *( ";" par-name [ "=" par-value ] )
	i, inValue := 0, false
	for {
		start := i
		for i < len(nss) && isGSMAChar(nss[i]) {
			i++
		}
		switch {
		case i == start:
			return i, errGSMA
		case i == len(nss):
			return 0, nil
		case nss[i] == ';':
			inValue = false
		case nss[i] == '=' && start > 0 && nss[start-1] == ';' && !inValue:
			inValue = true
		default:
			return i, errGSMA
		}
		i++
	}
}

// isGSMAChar reports whether c is a gsma-urn-char.
func isGSMAChar(c byte) bool {
	return ascii.IsLetter(c) || ascii.IsDigit(c) || strings.IndexByte("-._%:", c) >= 0
}

// canonicalGSMA returns a valid gsma NSS, lowering an imei-specifier
// and removing its ";vers=0".
func canonicalGSMA(nss string) string {
	if !isIMEISpecifier(nss) {
		return nss
	}
	return strings.TrimSuffix(lowerOutsidePercent(nss), ";vers=0")
}

// isIMEISpecifier reports whether nss, a valid gsma NSS, is an
// imei-specifier: "imei:", a value, then optionally ";svn=" and two
// digits, then optionally ";vers=" and a digit.
func isIMEISpecifier(nss string) bool {
	if !hasPrefixFold(nss, "imei:") {
		return false
	}
	value, params, _ := strings.Cut(nss[len("imei:"):], ";")
	if value == "" {
		return false
	}
	if params == "" {
		return true
	}
	if hasPrefixFold(params, "svn=") {
		if len(params) < 6 || !ascii.IsDigit(params[4]) || !ascii.IsDigit(params[5]) {
			return false
		}
		if params = params[6:]; params == "" {
			return true
		}
		if params[0] != ';' {
			return false
		}
		params = params[1:]
	}
	return len(params) == len("vers=0") && hasPrefixFold(params, "vers=") && ascii.IsDigit(params[5])
}
