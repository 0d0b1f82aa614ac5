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
	Canonical: canonicalUUID,
}

var (
	errUUIDHex    = errors.New("want a hex digit (a UUID is 8-4-4-4-12 hex digits)")
	errUUIDHyphen = errors.New("want '-' (a UUID is 8-4-4-4-12 hex digits)")
	errUUIDLength = errors.New("a UUID has 36 characters")
)

func validateUUID(nss string) (int, error) {
	if len(nss) == 36 && nss[8] == '-' && nss[13] == '-' && nss[18] == '-' && nss[23] == '-' {
		// Eight bytes at a time, with each hyphen, in place as
		// checked above, turned into '0' by XOR: the words from 0, 8,
		// 16 and 24, and the last eight bytes, which overlap.
		const hyphen = '-' ^ '0'
		hex := hexBits(load64(nss[0:])) &
			hexBits(load64(nss[8:])^(hyphen|hyphen<<40)) &
			hexBits(load64(nss[16:])^(hyphen<<16|hyphen<<56)) &
			hexBits(load64(nss[24:])) &
			hexBits(load64(nss[28:]))
		if hex == 0x8080808080808080 {
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

// canonicalUUID returns nss in lower case, as strings.ToLower does,
// and nss itself, found eight bytes at a time, when a UUID of 36
// bytes is in lower case already, as most are.
func canonicalUUID(nss string) string {
	if len(nss) == 36 && lowerStops(load64(nss[0:]))|lowerStops(load64(nss[8:]))|
		lowerStops(load64(nss[16:]))|lowerStops(load64(nss[24:]))|lowerStops(load64(nss[28:])) == 0 {
		return nss // no upper-case letter, '%' or byte beyond US-ASCII
	}
	return strings.ToLower(nss)
}

// hexBits returns a word with the high bit of each byte set where
// that byte of x is a hex digit, in either case, and every other bit
// clear.
func hexBits(x uint64) uint64 {
	// For a byte b below 0x80, b+(0x80-lo) has its high bit set when
	// b >= lo, and b+(0x7F-hi) when b > hi, and no sum carries into
	// the next byte; a byte from 0x80 up is not a hex digit. ORing
	// 0x20 into a byte makes a letter lower case and keeps every other
	// byte out of 'a'..'f'.
	lower := x | 0x20*ones8
	digit := (x + (0x80-'0')*ones8) &^ (x + (0x7F-'9')*ones8)
	letter := (lower + (0x80-'a')*ones8) &^ (lower + (0x7F-'f')*ones8)
	return (digit | letter) &^ x & high8
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
