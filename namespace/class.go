// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
)

// A Class says what kind of namespace identifier a NID is under the
// registration rules of RFC 8141, sections 5.1 (formal namespaces) and
// 5.2 (informal namespaces). These rules say which NIDs IANA may
// assign, not which NIDs a parser accepts: every class but Invalid
// parses.
//
// RFC 8141, section 5.1, says a formal NID "MUST be more than two
// characters long, and it MUST NOT start with ALPHA ALPHA "-", i.e., any
// string consisting of two letters followed by one hyphen; such strings
// are reserved for potential use as NIDs based on ISO alpha-2 country
// codes". Only the NIDs that begin with two letters and a hyphen are
// reserved for country codes; a bare two-letter NID such as "de" is
// merely too short to be formal, and is Unassignable. Draft 14 of the
// revision of RFC 2141 (draft-ietf-urnbis-rfc2141bis-urn-14, section
// 6.1) reserved more: "All two-letter strings, and all two-letter
// strings followed by "-" and any sequence of valid NID characters, are
// reserved for potential use as NIDs based on ISO alpha-2 country
// codes". RFC 8141 dropped the bare two-letter strings from that
// reservation, and Classify follows RFC 8141.
//
// Whether a NID is actually assigned is a separate question, answered
// by [LookupRegistration].
type Class uint8

const (
	// Invalid is the class of a string that is not a NID under
	// RFC 8141: not 2 to 32 ASCII letters, digits and hyphens, or
	// beginning or ending with '-'.
	Invalid Class = iota

	// Formal is the class of a NID that IANA may assign as a formal
	// namespace: one that falls in none of the classes below.
	Formal

	// Informal is the class of an informal NID: "urn-" followed by
	// a positive decimal number without leading zeros, such as "urn-7".
	Informal

	// Unassignable is the class of a valid NID that can be neither
	// formal nor informal: "urn-" followed by anything but a number
	// without leading zeros ("urn-0", "urn-07", "urn-x"; RFC 8141,
	// section 5.2, "InformalNamespaceName = "urn-" Number"), and every
	// two-character NID ("de", "a1", "42"), since a formal NID "MUST be
	// more than two characters long" (section 5.1).
	Unassignable

	// CountryCode is the class of the NIDs that RFC 8141, section 5.1,
	// reserves "for potential use as NIDs based on ISO alpha-2 country
	// codes": those that begin with two letters and one hyphen
	// ("de-bw"). A bare two-letter NID ("de") is Unassignable.
	CountryCode

	// DNSLike is the class of the NIDs that begin with two letters
	// and two hyphens, as the ACE labels of internationalized domain
	// names do ("xn--..."). RFC 8141, section 5.1: a formal NID "MUST
	// NOT start with the string "xn--" or any other string consisting
	// of two letters followed by two hyphens".
	DNSLike

	// Experimental is the class of the experimental NIDs of RFC 3406,
	// which begin with "X-" in any case ("x-acme"). RFC 8141 retired
	// them: a formal NID "MUST NOT start with the string "X-""
	// (section 5.1). They may still appear, but none can be assigned.
	Experimental

	// Reserved is the class of the NID "urn" (in any case), which
	// RFC 2141 reserves.
	Reserved

	numClasses
)

var classNames = [numClasses]string{
	Invalid:      "invalid",
	Formal:       "formal",
	Informal:     "informal",
	Unassignable: "unassignable",
	CountryCode:  "country-code",
	DNSLike:      "dns-like",
	Experimental: "experimental",
	Reserved:     "reserved",
}

// String returns the name of c: "invalid", "formal", "informal",
// "unassignable", "country-code", "dns-like", "experimental" or
// "reserved".
func (c Class) String() string {
	if c < numClasses {
		return classNames[c]
	}
	return "Class(" + strconv.Itoa(int(c)) + ")"
}

// MarshalText implements [encoding.TextMarshaler], with the names of
// [Class.String]. It fails for a value that is not one of the Class
// constants, with an error that wraps [ErrUnknownClass].
func (c Class) MarshalText() ([]byte, error) {
	if c >= numClasses {
		return nil, unknownClass(strconv.Itoa(int(c)))
	}
	return []byte(classNames[c]), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]. It accepts the
// names of [Class.String] in any case, so a Class can be a flag with
// [flag.TextVar]. Any other text is an error that wraps
// [ErrUnknownClass], and c is unchanged.
func (c *Class) UnmarshalText(text []byte) error {
	for i, name := range classNames {
		if strings.EqualFold(string(text), name) {
			*c = Class(i)
			return nil
		}
	}
	return unknownClass(strconv.Quote(string(text)))
}

// ErrUnknownClass reports a [Class] that is not one of the Class
// constants, or text that names none, from the text methods of Class.
var ErrUnknownClass = errors.New("namespace: unknown class")

// unknownClassError reports a Class, or the text of one, that is not
// one of the Class constants.
type unknownClassError struct{ what string }

// unknownClass returns the error of the unknown class what: a number,
// or quoted text.
func unknownClass(what string) error { return &unknownClassError{what} }

func (e *unknownClassError) Error() string {
	return "namespace: unknown class " + e.what + " (want " + strings.Join(classNames[:], ", ") + ")"
}

// Unwrap returns [ErrUnknownClass].
func (e *unknownClassError) Unwrap() error { return ErrUnknownClass }

// Classify returns the class of nid, which is compared without regard
// to case. It returns Invalid unless nid is a NID under RFC 8141
// ([urn.ValidNID]; so the one-character NIDs and the NIDs ending in '-'
// that RFC 2141 allowed are invalid). Classify does not allocate.
//
// When a NID fits more than one description, the more specific wins:
// "xn--a" is DNS-like rather than a country code, and "x-a" is
// experimental.
func Classify(nid string) Class {
	if !urn.ValidNID(nid) {
		return Invalid
	}
	letter := func(i int) bool { return ascii.IsLetter(nid[i]) }
	switch {
	case len(nid) == 3 && hasPrefixFold(nid, "urn"):
		return Reserved
	case hasPrefixFold(nid, "urn-"):
		if n := nid[4:]; n[0] != '0' && allDigits(n) {
			return Informal
		}
		return Unassignable
	case hasPrefixFold(nid, "x-"):
		return Experimental
	case len(nid) == 2:
		return Unassignable
	case letter(0) && letter(1) && len(nid) >= 4 && nid[2] == '-' && nid[3] == '-':
		return DNSLike
	case letter(0) && letter(1) && nid[2] == '-':
		return CountryCode
	}
	return Formal
}
