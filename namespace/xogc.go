// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// xOGCRules holds the rules of the "x-ogc" namespace, the name the Open
// Geospatial Consortium used for its URNs before it registered "ogc"
// (RFC 5165). The OGC Best Practices Paper "Definition identifier URNs
// in OGC namespace", OGC 06-023r1 version 1.1.0 (2006), clause 7,
// defines the URNs of definitions, the "def" branch, and says in
// subclause 7.2, note 1: "Pending the official registration of the OGC
// scheme with IETF/IANA, the value “x-ogc” should be used, where the
// “x” denotes an experimental namespace." The NID is not registered
// with IANA.
//
// Syntax. Subclause 7.1: "The category.label must be one of
// “specification”, “service”, “def” or “tc”. This document specifies
// the “def” branch." The rule judges the "def" branch only; the NSS of
// the other branches has no rules here beyond RFC 8141's. Subclause 7.2
// gives a single object as urn:ogc:def:objectType:authority:version:code
// and says "The “urn”, “ogc”, “def”, and six “:” parts of this URN are
// fixed", and "The optional “version” part" "can be omitted when the
// referenced definition does not have a version": the version may be
// empty, its ':' stays, and the objectType, the authority ("The
// required “authority” part") and the code are not empty. Subclause 7.3
// adds the parameter values of a not-completely-specified object after
// the code, urn:ogc:def:objectType:authority:version:code:value1:value2,
// and "The obvious variations on the URI form can be used when one or
// three parameters are unspecified": one to three non-empty values.
// Subclause 7.4.1 names a combination of objects by "concatenating the
// URNs of the two individual objects into one URN", as
// urn:ogc:def:objectType,objectType:authority:version:code,objectType:authority:version:code,
// and likewise for three; "In a concatenated URN, the first
// “objectType” is the type of the combined object", and the
// combinations of subclauses 7.4.3 concatenate "two or more"
// operations. So a combined NSS is def:, an objectType, then two or
// more components, each ',' and objectType:authority:version:code.
//
// Equivalence. Subclause 7.2: "In this use, all textual parts of URN
// values shall be case-insensitive." Two NSSs of the "def" branch are
// equivalent when they are equal but for the case of ASCII letters
// (the hex digits of percent-encoded octets keep the case RFC 8141
// gives them); the rule writes them in lower case. Other NSSs gain no
// equivalence beyond RFC 8141's.
var xOGCRules = Rules{
	NID:       "x-ogc",
	Source:    `OGC 06-023r1, "Definition identifier URNs in OGC namespace", subclauses 7.1 to 7.4` + unregistered,
	Validate:  validateXOGC,
	Canonical: canonicalXOGC,
}

var (
	errXOGCObjectType = errors.New("want an objectType (a def NSS is def:{objectType}:{authority}:{version}:{code}, OGC 06-023r1, 7.2)")
	errXOGCAuthority  = errors.New("want ':' and an authority (a def NSS is def:{objectType}:{authority}:{version}:{code}, OGC 06-023r1, 7.2)")
	errXOGCVersion    = errors.New("want ':' and a version, which may be empty (a def NSS is def:{objectType}:{authority}:{version}:{code}, OGC 06-023r1, 7.2)")
	errXOGCCode       = errors.New("want ':' and a code (the six ':' of def:{objectType}:{authority}:{version}:{code} are fixed; an omitted version leaves an empty part, OGC 06-023r1, 7.2)")
	errXOGCValue      = errors.New("want a parameter value after ':' (OGC 06-023r1, 7.3)")
	errXOGCValues     = errors.New("at most three parameter values follow the code (OGC 06-023r1, 7.3)")
	errXOGCComponent  = errors.New("a component of a combined object ends with its code; want ',' and the next component, or the end (OGC 06-023r1, 7.4.1)")
	errXOGCCombined   = errors.New("want ',' and another component: a combined object concatenates two or more (OGC 06-023r1, 7.4.1)")
)

// xOGCObjectErrs holds the errors for the four parts of an object,
// objectType:authority:version:code, when a part or its ':' is missing.
var xOGCObjectErrs = [4]error{errXOGCObjectType, errXOGCAuthority, errXOGCVersion, errXOGCCode}

// isXOGCDef reports whether nss is in the "def" branch, which the x-ogc
// rules judge.
func isXOGCDef(nss string) bool { return len(nss) >= 4 && strings.EqualFold(nss[:4], "def:") }

func validateXOGC(nss string) (int, error) {
	if !isXOGCDef(nss) {
		return 0, nil
	}
	i := xOGCPart(nss, 4, ":,")
	if i == 4 {
		return i, errXOGCObjectType
	}
	if i < len(nss) && nss[i] == ',' {
		// A combined object: the type, then two or more components.
		n := 0
		for ; i < len(nss); n++ {
			if nss[i] != ',' {
				return i, errXOGCComponent
			}
			j, err := scanXOGCObject(nss, i+1, ":,")
			if err != nil {
				return j, err
			}
			i = j
		}
		if n < 2 {
			return i, errXOGCCombined
		}
		return 0, nil
	}
	// A single object, then up to three parameter values.
	i, err := scanXOGCObject(nss, 4, ":")
	if err != nil {
		return i, err
	}
	for n := 0; i < len(nss); n++ {
		if n == 3 {
			return i, errXOGCValues
		}
		j := xOGCPart(nss, i+1, ":")
		if j == i+1 {
			return j, errXOGCValue
		}
		i = j
	}
	return 0, nil
}

// scanXOGCObject scans objectType:authority:version:code from nss[i:],
// each part ending at a byte of stop, and returns the offset after the
// code.
func scanXOGCObject(nss string, i int, stop string) (int, error) {
	for k, e := range xOGCObjectErrs {
		if k > 0 {
			if i == len(nss) || nss[i] != ':' {
				return i, e
			}
			i++
		}
		j := xOGCPart(nss, i, stop)
		if j == i && k != 2 {
			return i, e
		}
		i = j
	}
	return i, nil
}

// xOGCPart returns the offset of the first byte of stop in nss at or
// after i, or len(nss).
func xOGCPart(nss string, i int, stop string) int {
	if j := strings.IndexAny(nss[i:], stop); j >= 0 {
		return i + j
	}
	return len(nss)
}

func canonicalXOGC(nss string) string {
	if !isXOGCDef(nss) {
		return nss
	}
	return lowerOutsidePercent(nss)
}
