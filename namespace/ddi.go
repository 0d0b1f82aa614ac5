// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// ddiRules holds the rules of the "ddi" namespace, registered by RFC 9517
// for "URNs used to identify resources that conform to the standards
// published by the Data Documentation Initiative (DDI) Alliance" (its
// abstract). The syntax is the DDI URN of those standards, as the XML
// Schema of DDI Lifecycle 3.2, reusable.xsd, defines it in its types
// CanonicalURNType, DeprecatedURNType and DDIURNType.
//
// Syntax. "The DDI URN is comprised of the self identifying "urn" or
// "URN" and "ddi" or "DDI" followed by an agency, identifier, and
// version number" (DDIURNType), in one of two forms, each given as a
// pattern. The canonical URN "is composed of the following portions
// separated by a colon: urn:ddi:AgencyID:ObjectID:Version"
// (CanonicalURNType), with the pattern, after "urn:ddi:",
//
//	[a-zA-Z0-9\-]{1,63}(\.[a-zA-Z0-9\-]{1,63})*:[A-Za-z0-9\*@$\-_]+(\.[A-Za-z0-9\*@$\-_]+)?:[0-9]+(\.[0-9]+)*
//
// where the one '.' of the object ID separates "the ID of the parent
// Maintainable" from "the ID of the object itself". The deprecated URN
// "is composed of the following portions separated by a colon:
// urn:ddi:AgencyID:MaintainableObjectType:MaintainableObjectID:ObjectType:ObjectID:Version",
// and for a maintainable object only its own type and ID
// (DeprecatedURNType), with the pattern
//
//	[a-zA-Z0-9\-]{1,63}(\.[a-zA-Z0-9\-]{1,63})*:[A-Za-z]+:[A-Za-z0-9\*@$\-_]+(:[A-Za-z]+:[A-Za-z0-9\*@$\-_]+)?:[0-9]+(\.[0-9]+)*
//
// An XML Schema pattern matches the whole value, so nothing may follow
// the version, and neither pattern allows '%': a percent-encoded octet
// is refused. The number of ':' after the agency tells the forms apart:
// one in a canonical URN, two or four in a deprecated one.
//
// Equivalence. The schema states no rule beyond the case of "urn:ddi",
// which RFC 8141 already ignores; the rules add none to RFC 8141.
var ddiRules = Rules{
	NID:      "ddi",
	Source:   "DDI Lifecycle 3.2 XML Schema, reusable.xsd: CanonicalURNType, DeprecatedURNType and DDIURNType (the DDI URN; ddi registered by RFC 9517)",
	Validate: validateDDI,
}

var (
	errDDIAgency  = errors.New("want an agency: labels of 1 to 63 letters, digits or '-', separated by '.', then ':'")
	errDDIID      = errors.New("want an object ID: letters, digits, '*', '@', '$', '-' or '_', with at most one '.' in a canonical URN, then ':'")
	errDDIType    = errors.New("want an object type (letters), then ':' (a deprecated DDI URN, {agency}:{type}:{ID}[:{type}:{ID}]:{version})")
	errDDIVersion = errors.New("want a version: digits, with '.' between levels")
	errDDIMore    = errors.New("the NSS ends after the version")
)

func validateDDI(nss string) (int, error) {
	// agency: labels of 1 to 63 characters separated by '.', then ':'.
	i := 0
	for {
		start := i
		for i < len(nss) && (ascii.IsLetter(nss[i]) || ascii.IsDigit(nss[i]) || nss[i] == '-') {
			if i-start == 63 {
				return i, errDDIAgency
			}
			i++
		}
		if i == start || i == len(nss) || nss[i] != '.' && nss[i] != ':' {
			return i, errDDIAgency
		}
		i++
		if nss[i-1] == ':' {
			break
		}
	}
	var err error
	switch strings.Count(nss[i:], ":") {
	case 0, 1: // canonical: {ID}[.{ID}]:{version}
		if i, err = scanDDIID(nss, i, true); err != nil {
			return i, err
		}
	case 2, 3: // deprecated: {type}:{ID}:{version}
		if i, err = scanDDITypeID(nss, i); err != nil {
			return i, err
		}
	default: // deprecated: {type}:{ID}:{type}:{ID}:{version}
		if i, err = scanDDITypeID(nss, i); err != nil {
			return i, err
		}
		if i, err = scanDDITypeID(nss, i); err != nil {
			return i, err
		}
	}
	// version
	for {
		start := i
		for i < len(nss) && ascii.IsDigit(nss[i]) {
			i++
		}
		if i == start {
			return i, errDDIVersion
		}
		if i == len(nss) {
			return 0, nil
		}
		if nss[i] == ':' {
			return i, errDDIMore
		}
		if nss[i] != '.' {
			return i, errDDIVersion
		}
		i++
	}
}

// scanDDIID checks the object ID that begins at nss[i] and the ':'
// after it, with one '.' allowed if dot, and returns the offset after
// the ':'.
func scanDDIID(nss string, i int, dot bool) (int, error) {
	for parts := 0; ; parts++ {
		start := i
		for i < len(nss) && isDDIIDChar(nss[i]) {
			i++
		}
		if i == start || i == len(nss) {
			return i, errDDIID
		}
		if nss[i] == ':' {
			return i + 1, nil
		}
		if nss[i] != '.' || !dot || parts == 1 {
			return i, errDDIID
		}
		i++
	}
}

// scanDDITypeID checks an object type, ':', an object ID without '.'
// and ':' at nss[i:], and returns the offset after the last ':'.
func scanDDITypeID(nss string, i int) (int, error) {
	start := i
	for i < len(nss) && ascii.IsLetter(nss[i]) {
		i++
	}
	if i == start || i == len(nss) || nss[i] != ':' {
		return i, errDDIType
	}
	return scanDDIID(nss, i+1, false)
}

// isDDIIDChar reports whether c may appear in a part of a DDI object
// ID: [A-Za-z0-9\*@$\-_].
func isDDIIDChar(c byte) bool {
	return ascii.IsLetter(c) || ascii.IsDigit(c) || c == '*' || c == '@' || c == '$' || c == '-' || c == '_'
}
