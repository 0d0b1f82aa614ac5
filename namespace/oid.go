// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

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
	if oidValid(nss) {
		return 0, nil
	}
	return checkOID(nss)
}

// oidValid reports whether nss is an OID: numbers without leading
// zeros separated by single dots. It reads nss eight bytes at a time,
// then the rest a byte at a time.
func oidValid(nss string) bool {
	const low7 = 0x7F7F7F7F7F7F7F7F
	// The high bit of each byte of the words below says something of
	// the byte of nss at its place; the other bits mean nothing. The
	// sums never carry across a byte but from a byte from 0x80 up,
	// which x itself makes bad. A "0" that begins a number
	// is bad when a digit follows it: in the same word, or, for the
	// last byte, as zero carries it, at the first byte of the next.
	var (
		start uint64 = 0x80 // the next byte begins a number
		zero  uint64        // the number before the next byte is "0"
		i     int
	)
	for ; i <= len(nss)-8; i += 8 {
		x := load64(nss[i:])
		y := x ^ '0'*ones8
		e := x ^ '.'*ones8
		notDigit := y + (0x80-10)*ones8 | y // y >= 10
		dot := ^(e + low7)                  // e == 0
		isZero := ^(y + low7)               // y == 0
		start |= dot << 8
		bad := x | notDigit&^dot | // from 0x80 up, or neither digit nor dot
			dot&start | // an empty number
			isZero&start&^(notDigit>>8|1<<63) | zero&^notDigit // a leading zero
		if bad&high8 != 0 {
			return false
		}
		zero = isZero & start >> 63 << 7
		start = dot >> 63 << 7
	}
	at, z := start != 0, zero != 0 // at the start of a number; the number is "0"
	for ; i < len(nss); i++ {
		switch c := nss[i]; {
		case c == '.':
			if at {
				return false
			}
			at, z = true, false
		case '0' <= c && c <= '9':
			if z {
				return false
			}
			at, z = false, at && c == '0'
		default:
			return false
		}
	}
	return !at
}

// checkOID judges any oid NSS, valid or not, and reports the offset of
// the first byte that cannot belong.
func checkOID(nss string) (int, error) {
	for i := 0; ; i++ { // i++ steps over a '.'
		// number = DIGIT / ( LEADDIGIT 1*DIGIT )
		switch {
		case i == len(nss) || !ascii.IsDigit(nss[i]):
			return i, errOIDDigit
		case nss[i] == '0':
			if i++; i < len(nss) && ascii.IsDigit(nss[i]) {
				return i, errOIDZero
			}
		default:
			for i++; i < len(nss) && ascii.IsDigit(nss[i]); i++ {
			}
		}
		if i == len(nss) {
			return 0, nil
		}
		if nss[i] != '.' {
			return i, errOIDDigit
		}
	}
}
