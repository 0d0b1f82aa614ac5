// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// unRules holds the rules of the "un" namespace, in which UN/CEFACT,
// the United Nations Centre for Trade Facilitation and Electronic
// Business of the UNECE, names the XML namespaces of its schemas
// (urn:un:unece:uncefact:...). The UN/CEFACT XML Naming and Design
// Rules 2.0 (17 February 2006) give the names of code list schemas; the
// NID is not registered with IANA.
//
// Syntax. Rule [R 166]: "The namespace names for code list schema
// holding specification status MUST be of the form:
// urn:un:unece:uncefact:codelist:standard:<Code List. Agency
// Identifier|Code List Agency Name Text>:<Code List Identification.
// Identifier|Code List Name Text>:<Code List Version Identifier>", as
// in urn:un:unece:uncefact:codelist:standard:UNECE:ActionCode:D20A
// (the agency UNECE, the list ActionCode, its version D20A) or
// urn:un:unece:uncefact:codelist:standard:6:0133:40106 (the agency
// identified by code 6). So an NSS that begins with
// unece:uncefact:codelist:standard: continues with exactly three
// non-empty parts separated by ':'. The other names of the namespace,
// such as those of data and identifier list schemas, have no rules
// here beyond RFC 8141's.
//
// Equivalence. The rules state none: none is added to RFC 8141.
var unRules = Rules{
	NID:      "un",
	Source:   "UN/CEFACT XML Naming and Design Rules 2.0, rule [R 166]" + unregistered,
	Validate: validateUN,
}

var (
	errUNCodeListPart = errors.New("want a part of the code list name: {agency}:{list}:{version} (UN/CEFACT XML Naming and Design Rules 2.0, [R 166])")
	errUNCodeListMore = errors.New("a code list name ends with its version: {agency}:{list}:{version} (UN/CEFACT XML Naming and Design Rules 2.0, [R 166])")
)

// unCodeList begins the NSS of a code list schema of standard status.
const unCodeList = "unece:uncefact:codelist:standard:"

func validateUN(nss string) (int, error) {
	if !strings.HasPrefix(nss, unCodeList) {
		return 0, nil
	}
	// Most names have their three parts: three searches for ':' find
	// them. The loop below finds what is wrong with the others.
	rest := nss[len(unCodeList):]
	if a := strings.IndexByte(rest, ':'); a > 0 {
		if b := strings.IndexByte(rest[a+1:], ':'); b > 0 {
			if v := rest[a+b+2:]; v != "" && strings.IndexByte(v, ':') < 0 {
				return 0, nil
			}
		}
	}
	parts := 0
	begin := len(unCodeList)
	for i := begin; i <= len(nss); i++ {
		if i < len(nss) && nss[i] != ':' {
			continue
		}
		if i == begin {
			return i, errUNCodeListPart
		}
		if parts++; parts == 3 && i < len(nss) {
			return i, errUNCodeListMore
		}
		begin = i + 1
	}
	if parts < 3 {
		return len(nss), errUNCodeListPart
	}
	return 0, nil
}
