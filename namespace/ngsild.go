// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn"
)

// ngsiLDRules holds the rules of the "ngsi-ld" namespace, for the
// identifiers of the entities of the NGSI-LD API, defined by ETSI GS
// CIM 009 (version 1.9.1, annex A.3, "NGSI-LD namespace"). The annex
// defines the namespace "to be registered with IANA"; it is not.
//
// Syntax. The annex gives
//
//	namespace identifier: NID = "ngsi-ld"
//	namespace specific string: NSS = EntityTypeName ":" EntityIdentificationString
//
// where "EntityTypeName shall be an Entity Type name which can be
// expanded to a URI as per the @context" and
// "EntityIdentificationString shall be a string that allows uniquely
// identifying the subject Entity in combination with the other items
// being part of the NSS", as in its example urn:ngsi-ld:Person:28976543.
// The annex gives no way to tell a ':' inside the type name from the
// one after it; a name that the @context expands as a term holds none,
// and here the first ':' ends the type name. So the NSS is an entity
// type name of one or more characters other than ':', then ':', then an
// entity identification string of one or more characters, which may
// hold ':' (urn:ngsi-ld:attribute:instance:8ca9e408-...).
//
// Equivalence. The annex adds none to RFC 8141: what it says of case
// ("it is assumed that context-broker implementations shall always use
// lowercase letters in namespaces where they have a choice in case") is
// about the NID, which RFC 8141 already compares without regard to case.
var ngsiLDRules = Rules{
	NID:      "ngsi-ld",
	Source:   "ETSI GS CIM 009 V1.9.1, annex A.3" + unregistered,
	Validate: func(nss string) (int, error) { n, _, err := scanNGSILD(nss); return n, err },
}

var (
	errNGSILDType = errors.New("want an entity type name, then ':' (an ngsi-ld NSS is EntityTypeName \":\" EntityIdentificationString)")
	errNGSILDID   = errors.New("want ':' and an entity identification string after the entity type name")
)

// scanNGSILD checks nss against the ngsi-ld rules and returns the
// offset of the ':' that ends the entity type name.
func scanNGSILD(nss string) (int, int, error) { return scanTypedID(nss, errNGSILDType, errNGSILDID) }

// scanTypedID checks that nss is a type of one or more characters
// other than ':', ':', and an ID of one or more characters, the syntax
// of the ngsi-ld and li namespaces. It returns the offset of the ':'
// after the type, or the offset where nss breaks the syntax and
// errType (no type) or errID (no ':' and ID after it).
func scanTypedID(nss string, errType, errID error) (int, int, error) {
	colon := strings.IndexByte(nss, ':')
	switch {
	case colon == 0:
		return 0, 0, errType
	case colon < 0 || colon == len(nss)-1:
		return len(nss), 0, errID
	}
	return 0, colon, nil
}

// An NGSILDName is the structure of an ngsi-ld URN, the identifier of
// an NGSI-LD entity (ETSI GS CIM 009, annex A.3):
//
//	urn:ngsi-ld:{EntityTypeName}:{EntityIdentificationString}
//
// For urn:ngsi-ld:Vehicle:A4567, Type is "Vehicle" and ID is "A4567".
// Both are as written (percent-encoded octets are kept).
type NGSILDName struct {
	// Type is the entity type name, a short name that the @context of
	// the entity expands to a URI, such as "Vehicle".
	Type string

	// ID is the entity identification string, which identifies the
	// entity among those of its type; it may hold ':'.
	ID string
}

// NGSILD returns the entity type name and the entity identification
// string of u, an ngsi-ld URN. The NID may be in any case; the rest is
// as written. The r-, q- and f-components of u play no part. NGSILD
// returns an [*Error] with the offset into u.String() if u is not an
// ngsi-ld URN: one that wraps [ErrOtherNamespace] if the NID of u is
// not "ngsi-ld", and one that wraps [ErrInvalid] if the NSS breaks the
// rules of annex A.3.
func NGSILD(u urn.URN) (NGSILDName, error) {
	if !strings.EqualFold(u.NID(), "ngsi-ld") {
		return NGSILDName{}, otherNamespace(u.String(), "ngsi-ld")
	}
	nss := u.NSS()
	n, colon, err := scanNGSILD(nss)
	if err != nil {
		return NGSILDName{}, &Error{Input: u.String(), Offset: nssStart(u) + n, NID: "ngsi-ld", Err: err}
	}
	return NGSILDName{Type: nss[:colon], ID: nss[colon+1:]}, nil
}

// ParseNGSILD parses s with [urn.Parse] and returns its parts, as
// [NGSILD] does: if s is not a URN, the error is an [*Error]
// that wraps the [*urn.ParseError].
func ParseNGSILD(s string) (NGSILDName, error) { return parseName(s, "ngsi-ld", NGSILD) }

// String returns the ngsi-ld URN that the parts of n make,
// urn:ngsi-ld:{Type}:{ID}. It does not check n; use [NGSILDName.URN]
// for a URN that is checked.
func (n NGSILDName) String() string { return "urn:ngsi-ld:" + n.Type + ":" + n.ID }

// URN returns the URN of n, as [NGSILDName.String] writes it. It
// returns an [*Error] that wraps [ErrInvalid] unless [NGSILD] reads
// exactly n back from it: when Type or ID is empty, Type holds a ':',
// or a part holds a character that ends a URN's NSS (such as '?' or
// '#').
func (n NGSILDName) URN() (urn.URN, error) {
	return nameURN("ngsi-ld", n.String(), n, NGSILD, eq)
}
