// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"encoding/hex"
	"errors"
	"strings"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
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
	if len(nss) == 36 && nss[8] == '-' && nss[13] == '-' && nss[18] == '-' && nss[23] == '-' {
		all := uint8(1)
		for _, group := range [...]string{nss[:8], nss[9:13], nss[14:18], nss[19:23], nss[24:]} {
			for i := 0; i < len(group); i++ {
				all &= hexDigit[group[i]]
			}
		}
		if all == 1 {
			return 0, nil
		}
	}
	// Find the first byte that cannot belong.
	for i := 0; i < len(nss); i++ {
		switch {
		case i == 36:
			return i, errUUIDLength
		case i == 8 || i == 13 || i == 18 || i == 23:
			if nss[i] != '-' {
				return i, errUUIDHyphen
			}
		case !ascii.IsHex(nss[i]):
			return i, errUUIDHex
		}
	}
	if len(nss) < 36 {
		return len(nss), errUUIDLength
	}
	return 0, nil
}

// hexDigit holds 1 for the hex digits and 0 for any other byte. A UUID
// of 36 bytes with its four hyphens in place is valid when every byte
// of its five groups is one.
var hexDigit = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		if ascii.IsHex(byte(c)) {
			t[c] = 1
		}
	}
	return t
}()

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
