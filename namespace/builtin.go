// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"encoding/hex"
	"errors"
	"strings"

	"github.com/urnkit/urn"
)

// Builtin returns the rules this package knows, each taken from the
// registration document of its namespace:
//
//   - 3gpp: RFC 5279, section 2
//   - alert: RFC 7462, section 7
//   - bbf: RFC 8057, section 2
//   - broadband-forum-org: RFC 8057, section 3
//   - dslforum-org: RFC 8057, section 4
//   - dev: RFC 9039, sections 3.2 and 4
//   - dvb: RFC 5328, section 2; RFC 7354, section 2
//   - ebu: RFC 5174, section 2
//   - epc: RFC 5134, section 2
//   - epcglobal: RFC 5134, section 3
//   - etsi: RFC 8515, section 2
//   - example: RFC 6963, section 3
//   - fdc: RFC 4198, section 3
//   - globus: RFC 7853, section 2
//   - hbbtv: RFC 7528, section 2
//   - ieee: RFC 8069, section 2
//   - ietf, with its params subtree and SCIM: RFC 2648, section 2;
//     RFC 3553, section 3; RFC 7643, section 10.2.1
//   - isbn: RFC 3187, sections 3.2 and 5; RFC 8254, section 2.1
//   - iso: RFC 5141, sections 2.4.1 and 2.9
//   - issn: RFC 3044, sections 3.1 and 5; RFC 8254, section 2.2
//   - lex: RFC 9676, sections 2.1, 2.2, 3.2, 3.3, 3.6, 5.8, 8 and 9.2, and for the
//     jurisdiction br, LexML Brasil Parte 2, sections 3.1, 4.1, 4.2, 5.1 and 11
//   - mace: RFC 3613, section 2
//   - mef: RFC 7818, section 2
//   - mpeg: RFC 3614, section 2
//   - nbn: RFC 8458, sections 4.2, 4.3 and 5
//   - newsml: RFC 3085, section 2
//   - oasis: RFC 3121, section 2
//   - ogc: RFC 5165, section 2
//   - oid: RFC 3061, section 2
//   - oma: RFC 4358, section 2
//   - publicid: RFC 3151, section 2
//   - schac: RFC 6338, section 3
//   - service: RFC 5031, section 3
//   - smpte: RFC 5119, section 2
//   - swift: RFC 3615, section 2
//   - tva: RFC 4195, section 2
//   - uci: RFC 4179, section 2
//   - ucode: RFC 6588, section 2
//   - uuid: RFC 4122, section 3; RFC 9562, section 4
//   - xmpp: RFC 4854, section 2
//
// [Rules].Source of each gives the same reference. Each namespace's
// rules check the syntax its document gives and add exactly the
// equivalence it states, no more: where a document is silent, as on an
// ISBN-10 and the ISBN-13 of the same book, no equivalence is added.
// The source code of each rule quotes the sentences it implements.
// Every call returns the same immutable set; use [Set.With] to add
// rules of your own.
func Builtin() Set { return builtin }

var builtin = Set{}.With(
	threeGPPRules,
	alertRules,
	bbfRules,
	broadbandForumOrgRules,
	dslforumOrgRules,
	devRules,
	dvbRules,
	ebuRules,
	epcRules,
	epcglobalRules,
	etsiRules,
	exampleRules,
	fdcRules,
	globusRules,
	hbbtvRules,
	ieeeRules,
	ietfRules,
	isbnRules,
	isoRules,
	issnRules,
	lexRules,
	maceRules,
	mefRules,
	mpegRules,
	nbnRules,
	newsmlRules,
	oasisRules,
	ogcRules,
	oidRules,
	omaRules,
	publicidRules,
	schacRules,
	serviceRules,
	smpteRules,
	swiftRules,
	tvaRules,
	uciRules,
	ucodeRules,
	uuidRules,
	xmppRules,
)

// uuidRules holds the rules of the "uuid" namespace, registered by
// RFC 4122 (section 3, the registration template) and now defined by
// RFC 9562 (section 4, the UUID format).
//
// Syntax. The NSS is a UUID in its string form, 32 hex digits in groups
// of 8-4-4-4-12 separated by '-', such as RFC 4122's example
// f81d4fae-7dec-11d0-a765-00a0c91e6bf6: RFC 4122, section 3, "UUID =
// time-low "-" time-mid "-" time-high-and-version "-"
// clock-seq-and-reserved clock-seq-low "-" node", with hexDigit in
// either case; RFC 9562, section 4, "UUID = 4hexOctet "-" 2hexOctet "-"
// 2hexOctet "-" 2hexOctet "-" 6hexOctet". Any 128-bit value is
// accepted, including the Nil and Max UUIDs: neither ABNF constrains
// the version and variant bits.
//
// Equivalence. RFC 4122, section 3: "The hexadecimal values "a" through
// "f" are output as lower case characters and are case insensitive on
// input", and its "Rules for Lexical Equivalence" compare the fields as
// unsigned integers. RFC 9562, section 4, allows any case on output
// too: "the alphabetic characters may be all uppercase, all lowercase,
// or mixed case". So the hex digits compare without regard to case, and
// the canonical form is in lower case, as RFC 4122 writes UUIDs.
var uuidRules = Rules{
	NID:       "uuid",
	Source:    "RFC 4122, section 3; RFC 9562, section 4",
	Validate:  validateUUID,
	Canonical: strings.ToLower,
}

var (
	errUUIDHex    = errors.New("want a hex digit (a UUID is 8-4-4-4-12 hex digits)")
	errUUIDHyphen = errors.New("want '-' (a UUID is 8-4-4-4-12 hex digits)")
	errUUIDLength = errors.New("a UUID has 36 characters")
)

func validateUUID(nss string) (int, error) {
	for i := 0; i < len(nss); i++ {
		switch {
		case i == 36:
			return i, errUUIDLength
		case i == 8 || i == 13 || i == 18 || i == 23:
			if nss[i] != '-' {
				return i, errUUIDHyphen
			}
		case !isHex(nss[i]):
			return i, errUUIDHex
		}
	}
	if len(nss) < 36 {
		return len(nss), errUUIDLength
	}
	return 0, nil
}

// UUID returns the 16 bytes of the UUID that u names, in the order of
// its string form (RFC 9562, section 4). It returns an [*Error] that
// wraps [ErrOtherNamespace] if the NID of u is not "uuid" (in any
// case), and one that wraps [ErrInvalid] if the NSS is not a UUID.
func UUID(u urn.URN) ([16]byte, error) {
	var id [16]byte
	if !strings.EqualFold(u.NID(), "uuid") {
		return id, otherNamespace(u.String(), "uuid")
	}
	if err := builtin.Validate(u); err != nil {
		return id, err
	}
	// A valid NSS is 32 hex digits and 4 hyphens.
	var digits [32]byte
	n := 0
	for _, c := range []byte(u.NSS()) {
		if c != '-' {
			digits[n] = c
			n++
		}
	}
	hex.Decode(id[:], digits[:])
	return id, nil
}

// oidRules holds the rules of the "oid" namespace, registered by
// RFC 3061 (section 2, the registration template).
//
// Syntax. "The NSS portion of the name is strictly limited to the
// digits 0-9 and the '.' character with no leading zeros. No other
// characters are permitted. This is all expressed in the following
// ABNF: oid = number *( DOT number ); number = DIGIT / ( LEADDIGIT
// 1*DIGIT )", as in RFC 3061's examples 1.3.6.1 and
// 0.9.2342.19200300.100.4.
//
// Equivalence. "Lexical equivalence is achieved by exact string match."
// None is added to RFC 8141: an NSS with a leading zero, such as
// 1.3.06.1, is not an OID, and is not equivalent to 1.3.6.1.
var oidRules = Rules{
	NID:      "oid",
	Source:   "RFC 3061, section 2",
	Validate: validateOID,
}

var (
	errOIDDigit = errors.New("want a digit (an OID is decimal numbers separated by '.')")
	errOIDZero  = errors.New("an arc of an OID has no leading zeros")
)

func validateOID(nss string) (int, error) {
	for i := 0; i <= len(nss); i++ {
		if i == len(nss) || !isDigit(nss[i]) {
			return i, errOIDDigit
		}
		start := i
		for i < len(nss) && isDigit(nss[i]) {
			if i > start && nss[start] == '0' {
				return i, errOIDZero
			}
			i++
		}
		if i == len(nss) {
			return 0, nil
		}
		if nss[i] != '.' {
			return i, errOIDDigit
		}
	}
	return len(nss), errOIDDigit // not reached
}

// exampleRules holds the rules of the "example" namespace, registered
// by RFC 6963 (section 3, the registration template), for URNs in
// documentation and tests.
//
// Syntax. Section 3.4: "The Namespace Specific String (NSS) is a
// mandatory string of ASCII characters [RFC20] that conforms to the URN
// syntax requirements [RFC2141]". So the NSS is one or more RFC 2141
// NSS characters (no '~' or '&'), such as a123,z456.
//
// Equivalence. Section 3.10: "No special considerations; the rules for
// lexical equivalence specified in [RFC2141] apply." None is added.
var exampleRules = Rules{
	NID:      "example",
	Source:   "RFC 6963, section 3",
	Validate: validateRFC2141,
}
