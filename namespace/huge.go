// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// sha1Rules holds the rules of the "sha1" namespace, the SHA1 hash of a
// file's content, as the Gnutella Developer Forum's "Hash/URN Gnutella
// Extensions (HUGE) v0.94" (G. Mohr, April 2002), section 2.3 "Hash
// and URN Conventions", defines it. The section says the NID "is not
// yet officially registered", and it never was.
//
// Syntax. "All examples in this version of this document presume the
// Namespace-ID "sha1", which is not yet officially registered, and a
// Namespace-Specific-String which is a 32-character Base32-encoding of
// a 20-byte SHA1 hash value", as in urn:sha1:PLSTHIPQGSSZTS5FJUPAKUZWUGYQYPFB.
// The encoding is the "Canonical" Base32 of "Base Encodings" (now
// RFC 4648, section 6), whose digit set is "ABCDEFGHIJKLMNOPQRSTUVWXYZ
// 234567", and "the encoded output should not include any stray
// intervening characters or end-padding". 20 bytes are 160 bits, 32
// digits of 5 bits each, so every digit is free. The NSS is exactly 32
// Base32 digits; a letter may be written in either case (below).
//
// Equivalence. "Case is unimportant for these identifiers, although
// other URN-schemes will sometimes have case-sensitive
// Namespace-Specific-Strings." Two NSSs are equivalent when they are
// equal but for the case of their letters; the canonical form writes
// them in upper case, as the digit set and every example of the text
// do.
var sha1Rules = Rules{
	NID:       "sha1",
	Source:    `GDF "Hash/URN Gnutella Extensions (HUGE)" v0.94, section 2.3` + unregistered,
	Validate:  validateSHA1,
	Canonical: upperBase32,
}

// bitprintRules holds the rules of the "bitprint" namespace, a SHA1
// hash and a TigerTree hash of a file's content, which HUGE v0.94
// section 2.3 mentions beside "sha1": "Another related URN Namespace
// which will be mentioned is that of "urn:bitprint". This namespace,
// also pending formal documentation and registration, features a
// 32-character SHA1 value, a connecting period, then a 39-character
// TigerTree value."
//
// Syntax. The section writes the form as
// urn:bitprint:[32-character-SHA1].[39-character-TigerTree], both
// values in the Base32 of the sha1 namespace. A TigerTree value is 24
// bytes, 192 bits: 38 digits and 2 bits, which the 39th digit carries
// followed by three zero bits, as the section's recipe says: "Append
// zeroes if necessary to pad the last group to 5 bits". So the NSS is
// 32 Base32 digits, '.', and 39 Base32 digits, the last one A, I, Q
// or Y (a digit whose low three bits are zero).
//
// Equivalence. As for sha1 ("Any "bitprint" identifier which begins
// with 32 characters terminated by a period can be converted to a
// "sha1" value by truncating its Namespace-Specific-String to the
// first 32-characters"): the case of letters does not matter, and the
// canonical form is in upper case.
var bitprintRules = Rules{
	NID:       "bitprint",
	Source:    `GDF "Hash/URN Gnutella Extensions (HUGE)" v0.94, section 2.3` + unregistered,
	Validate:  validateBitprint,
	Canonical: upperBase32,
}

var (
	errSHA1      = errors.New("want 32 Base32 digits (A-Z, 2-7): a 20-byte SHA1 hash value (HUGE v0.94, 2.3)")
	errBitprint  = errors.New("want 32 Base32 digits (A-Z, 2-7), '.', then 39 Base32 digits: a SHA1 and a TigerTree value (HUGE v0.94, 2.3)")
	errTigerLast = errors.New("want A, I, Q or Y: the last Base32 digit of a TigerTree value ends in three zero bits (HUGE v0.94, 2.3)")
)

// isBase32 marks the Base32 digits of RFC 4648, section 6, in either
// case.
var isBase32 = func() (t [256]bool) {
	for c := 'A'; c <= 'Z'; c++ {
		t[c], t[c+'a'-'A'] = true, true
	}
	for c := '2'; c <= '7'; c++ {
		t[c] = true
	}
	return t
}()

// scanBase32 returns the end of the run of at most n Base32 digits at
// nss[i:].
func scanBase32(nss string, i, n int) int {
	end := min(len(nss), i+n)
	for i < end && isBase32[nss[i]] {
		i++
	}
	return i
}

func validateSHA1(nss string) (int, error) {
	if i := scanBase32(nss, 0, 32); i < 32 || len(nss) > 32 {
		return i, errSHA1
	}
	return 0, nil
}

func validateBitprint(nss string) (int, error) {
	const n = 32 + 1 + 39
	i := scanBase32(nss, 0, 32)
	if i < 32 || len(nss) == 32 || nss[32] != '.' {
		return i, errBitprint
	}
	if i = scanBase32(nss, 33, 39); i < n || len(nss) > n {
		return i, errBitprint
	}
	// The last digit carries two bits and three zero bits of padding.
	if d := nss[n-1]; ascii.IsDigit(d) || ((d|0x20)-'a')&7 != 0 {
		return n - 1, errTigerLast
	}
	return 0, nil
}

// upperBase32 returns nss, a valid sha1 or bitprint NSS, with its
// letters in upper case. It returns nss itself, without allocating,
// when they are.
func upperBase32(nss string) string {
	for i := 0; i < len(nss); i++ {
		if 'a' <= nss[i] && nss[i] <= 'z' {
			return strings.ToUpper(nss)
		}
	}
	return nss
}
