// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// uciRules holds the rules of the "uci" namespace (Universal Content
// Identifier, of Korea's National Computerization Agency), registered
// by RFC 4179 (section 2, the registration template).
//
// Syntax. The NSS "conforms to the syntax defined in section 2.2. of
// RFC2141", in the ABNF
//
//	UCI        = prefix "-" instance *1(":" qualifier)
//	prefix     = 1*(alphaDigit) *1(":" 1*(alphaDigit))
//	             *1("+" 1*(alphaDigit))
//	instance   = 1*(trans / "%" HEXDIG HEXDIG)
//	qualifier  = head 1*(alphaDigit) *2("-" head 1*(alphaDigit))
//	trans      = alphaDigit / other
//	alphaDigit = ALPHA / DIGIT
//	head       = "C" / "R" / "F"
//	other      = "(" / ")" / "+" / "," / "-" / "." / "=" / "@" /
//	             ";" / "$" / "_" / "!" / "*" / "'"
//
// So the NSS is a prefix code (letters and digits, then optionally ':'
// and more, then optionally '+' and more), '-', an instance code of
// the characters above (no ':'), and optionally ':' and a qualifier of
// one to three parts separated by '-', each C, R or F (in either case,
// as ABNF strings are) and letters and digits, as in the example of
// the template, I700-2987098.
//
// Equivalence. "The "prefix" is case-insensitive. [...] Remainder of
// the identifier is case-sensitive." The canonical form has the prefix
// in lower case and the rest as written.
var uciRules = Rules{
	NID:       "uci",
	Source:    "RFC 4179, section 2",
	Validate:  validateUCI,
	Canonical: func(nss string) string { return lowerPrefix(nss, strings.IndexByte(nss, '-')) },
}

var (
	errUCIPrefix    = errors.New("want a letter or digit, ':', '+' or '-' (the prefix code, then '-')")
	errUCIPrefixSep = errors.New("a prefix code has at most one ':' and then at most one '+', each followed by letters or digits, before its '-'")
	errUCIInstance  = errors.New("want a letter, a digit, one of ()+,-.=@;$_!*' or %XX (the instance code), or ':' and a qualifier")
	errUCIQualifier = errors.New("want C, R or F and letters or digits (up to three qualifier parts separated by '-')")
)

func validateUCI(nss string) (int, error) {
	// prefix "-": alphaDigit runs, the second after ':', the last after '+'.
	i, sep := 0, byte(0)
	for {
		start := i
		for i < len(nss) && (ascii.IsLetter(nss[i]) || ascii.IsDigit(nss[i])) {
			i++
		}
		if i == start || i == len(nss) {
			return i, errUCIPrefix
		}
		c := nss[i]
		if c == '-' {
			break
		}
		if c == ':' && sep == 0 || c == '+' && sep != '+' {
			sep = c
			i++
			continue
		}
		if c == ':' || c == '+' {
			return i, errUCIPrefixSep
		}
		return i, errUCIPrefix
	}
	// instance
	start := i + 1
	i = scanUnreserved(nss, start, false)
	switch {
	case i == start || i < len(nss) && nss[i] != ':':
		return i, errUCIInstance
	case i == len(nss):
		return 0, nil
	}
	// ":" qualifier
	for part := 0; ; part++ {
		if part == 3 {
			return i, errUCIQualifier
		}
		i++
		if i == len(nss) || !strings.ContainsRune("CRFcrf", rune(nss[i])) {
			return i, errUCIQualifier
		}
		i++
		start := i
		for i < len(nss) && (ascii.IsLetter(nss[i]) || ascii.IsDigit(nss[i])) {
			i++
		}
		if i == start || i < len(nss) && nss[i] != '-' {
			return i, errUCIQualifier
		}
		if i == len(nss) {
			return 0, nil
		}
	}
}
