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
// namespace's registration document. What each accepts as the NSS, and
// the equivalence it adds to RFC 8141:
//
//   - uuid (RFC 4122, section 3; RFC 9562, section 4): a UUID in its
//     string form, 32 hex digits in groups of 8-4-4-4-12 separated by
//     '-', such as f81d4fae-7dec-11d0-a765-00a0c91e6bf6; any 128-bit
//     value. The hex digits compare without regard to case, and the
//     canonical form is in lower case.
//   - isbn (RFC 3187, section 5; RFC 8254, section 2.1): an ISBN-10 or
//     an ISBN-13 with its check digit, hyphens allowed between digits.
//     No equivalence is added.
//   - issn (RFC 3044, section 5; RFC 8254, section 2.2): an ISSN,
//     NNNN-NNNC, with its check digit. No equivalence is added.
//   - oid (RFC 3061, section 2): an object identifier in dotted decimal
//     form, such as 1.3.6.1, with no leading zeros. Equivalence is
//     exact string match, which RFC 8141 already gives.
//   - ietf (RFC 2648, section 2; RFC 3553, section 3; RFC 7643, section
//     10.2.1): rfc:N, fyi:N, std:N or bcp:N for a number N, id:, mtg:
//     or no series for a string of letters, digits and '-', and
//     params: for registered protocol parameters, with the structure of
//     [SCIM] under params:scim:. Outside params the NSS compares
//     without regard to case and the canonical form is in lower case;
//     params URNs compare by RFC 8141 alone.
//   - example (RFC 6963, section 3): any NSS. No equivalence is added.
//
// Every call returns the same immutable set; use [Set.With] to add
// rules of your own.
func Builtin() Set { return builtin }

var builtin = Set{}.With(
	uuidRules,
	isbnRules,
	issnRules,
	oidRules,
	ietfRules,
	exampleRules,
)

// uuidRules holds the rules of the "uuid" namespace, registered by
// RFC 4122 (section 3, the registration template) and now defined by
// RFC 9562 (section 4, the UUID format): the NSS is a UUID in its string
// form, 32 hex digits in groups of 8-4-4-4-12 separated by '-', such as
// f81d4fae-7dec-11d0-a765-00a0c91e6bf6. Both documents say the hex digits
// are written in lower case and read in any case, so they compare without
// regard to case and the canonical form is lower case. Any 128-bit value
// is accepted, including the Nil and Max UUIDs, whatever its version and
// variant bits.
var uuidRules = Rules{
	NID:       "uuid",
	Source:    "RFC 9562, section 4; RFC 4122, section 3",
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

// isbnRules holds the rules of the "isbn" namespace (RFC 3187, section
// 5, and the registration template of 2017 that replaced it, RFC 8254,
// section 2.1): the NSS is an ISBN with its check digit, either an
// ISBN-10 (modulus 11, check digit 0-9 or 'X') or an ISBN-13 (which
// begins with 978 or 979, modulus 10). Hyphens may separate the digits,
// one at a time and not at either end: RFC 3187's own example is
// written with hyphens. The check digit 'X' is accepted in either case.
//
// No equivalence is added to RFC 8141: an ISBN written with and without
// hyphens, or with 'x' and 'X', gives different URNs, as does an ISBN-10
// and the ISBN-13 made from it. (The rules for lexical equivalence of
// RFC 3187, section 5, remove hyphens and upper-case 'x' before a
// comparison; these rules do not.)
var isbnRules = Rules{
	NID:      "isbn",
	Source:   "RFC 3187; RFC 8254",
	Validate: validateISBN,
}

var (
	errISBNDigit   = errors.New("want a digit")
	errISBNHyphen  = errors.New("'-' must be between two digits")
	errISBNX       = errors.New("'X' can only be the check digit of an ISBN-10")
	errISBNLength  = errors.New("an ISBN has 10 or 13 digits")
	errISBNPrefix  = errors.New("an ISBN-13 begins with 978 or 979")
	errISBNCheck10 = errors.New("wrong check digit (ISBN-10, modulus 11)")
	errISBNCheck13 = errors.New("wrong check digit (ISBN-13, modulus 10)")
)

func validateISBN(nss string) (int, error) {
	var digits [13]byte
	n, first, last := 0, -1, 0 // digits seen, index of the first, of the last
	for i := 0; i < len(nss); i++ {
		c := nss[i]
		switch {
		case c == '-':
			if i == 0 || nss[i-1] == '-' {
				return i, errISBNHyphen
			}
			continue
		case c == 'X' || c == 'x':
			if n != 9 {
				return i, errISBNX
			}
			c = 'X'
		case !isDigit(c):
			return i, errISBNDigit
		case n > 0 && digits[n-1] == 'X':
			return i, errISBNX
		case n == 13:
			return i, errISBNLength
		}
		if first < 0 {
			first = i
		}
		digits[n], last = c, i
		n++
	}
	switch {
	case n == 0 || nss[len(nss)-1] == '-':
		return len(nss), errISBNDigit
	case n == 10:
		sum := 0
		for i, c := range digits[:10] {
			d := int(c - '0')
			if c == 'X' {
				d = 10
			}
			sum += (10 - i) * d
		}
		if sum%11 != 0 {
			return last, errISBNCheck10
		}
	case n == 13:
		if d := string(digits[:3]); d != "978" && d != "979" {
			return first, errISBNPrefix
		}
		sum := 0
		for i, c := range digits[:13] {
			sum += int(c-'0') * (1 + 2*(i%2))
		}
		if sum%10 != 0 {
			return last, errISBNCheck13
		}
	default:
		return len(nss), errISBNLength
	}
	return 0, nil
}

// issnRules holds the rules of the "issn" namespace (RFC 3044, section
// 5, and the registration template of 2017 that replaced it, RFC 8254,
// section 2.2): the NSS is an ISSN, four digits, '-', three digits and
// a check digit that is a digit or 'X' (modulus 11), such as RFC 3044's
// example 1560-1560. The hyphen is required; the check digit 'X' is
// accepted in either case.
//
// No equivalence is added to RFC 8141: 2434-561X and 2434-561x give
// different URNs. (The rules for lexical equivalence of RFC 3044,
// section 5, translate 'x' to upper case and let the hyphen be omitted;
// these rules do not.)
var issnRules = Rules{
	NID:      "issn",
	Source:   "RFC 3044; RFC 8254",
	Validate: validateISSN,
}

var (
	errISSNDigit  = errors.New("want a digit (an ISSN is NNNN-NNNC)")
	errISSNHyphen = errors.New("want '-' (an ISSN is NNNN-NNNC)")
	errISSNCheck  = errors.New("want a digit or 'X' (an ISSN is NNNN-NNNC)")
	errISSNLength = errors.New("an ISSN has 9 characters")
	errISSNSum    = errors.New("wrong check digit (modulus 11)")
)

func validateISSN(nss string) (int, error) {
	sum := 0
	for i := 0; i < len(nss); i++ {
		c := nss[i]
		switch {
		case i == 9:
			return i, errISSNLength
		case i == 4:
			if c != '-' {
				return i, errISSNHyphen
			}
			continue
		case i == 8 && (c == 'X' || c == 'x'):
			sum += 10
			continue
		case !isDigit(c) && i == 8:
			return i, errISSNCheck
		case !isDigit(c):
			return i, errISSNDigit
		}
		w := 8 - i // weights 8..5 before the hyphen, 4..2 after it, 1 for the check digit
		if i > 4 {
			w++
		}
		sum += w * int(c-'0')
	}
	if len(nss) < 9 {
		return len(nss), errISSNLength
	}
	if sum%11 != 0 {
		return 8, errISSNSum
	}
	return 0, nil
}

// oidRules holds the rules of the "oid" namespace (RFC 3061, section 2,
// the registration template): the NSS is an ISO/ITU-T object identifier
// in dotted decimal form, such as 1.3.6.1.4.1.1466.115.121.1.15, by the
// template's ABNF
//
//	oid    = number *( DOT number )
//	number = DIGIT / ( LEADDIGIT 1*DIGIT )
//
// that is, one or more arcs separated by '.', each a decimal number
// without leading zeros. "Lexical equivalence is achieved by exact
// string match", so no equivalence is added.
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

// exampleRules holds the rules of the "example" namespace (RFC 6963,
// section 3, the registration template): none beyond the URN syntax.
// The NSS has no structure of its own (section 3.4), and "the rules for
// lexical equivalence specified in [RFC2141] apply" (section 3.10), so
// no equivalence is added. The namespace is meant for documentation and
// tests only.
var exampleRules = Rules{
	NID:    "example",
	Source: "RFC 6963, section 2",
}
