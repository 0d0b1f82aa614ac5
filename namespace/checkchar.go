// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"github.com/urnkit/urn/internal/ascii"
)

// The check character systems of ISO/IEC 7064 that registrations name.
// The standard's text is not free; each system is implemented from the
// public descriptions that the rule using it cites in its Source.

// alnumValue returns the value of a letter or digit in the check
// character systems of ISO/IEC 7064: 0 to 9 for the digits, 10 to 35
// for the letters A to Z in either case.
func alnumValue(c byte) int {
	if ascii.IsDigit(c) {
		return int(c - '0')
	}
	return int(ascii.Upper(c)-'A') + 10
}

// alnumDigits holds the characters of the values 0 to 35.
const alnumDigits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"

// A mod3736 is the running state of the ISO/IEC 7064 MOD 37,36 hybrid
// system, which protects a string of letters and digits with one letter
// or digit. Start with newMod3736 and add each character in turn: the
// intermediate value P starts at 36; for each character, S is P plus
// its value, reduced modulo 36 with 0 read as 36, and the next P is 2S
// modulo 37. The check character is the one that would make the last S
// equal 1.
type mod3736 int

func newMod3736() mod3736 { return 36 }

// add returns the state after the letter or digit c.
func (p mod3736) add(c byte) mod3736 {
	s := (int(p) + alnumValue(c)) % 36
	if s == 0 {
		s = 36
	}
	return mod3736(2 * s % 37)
}

// check returns the check character of the characters added so far,
// in upper case.
func (p mod3736) check() byte {
	// P is never 0, so 37-P is 1 to 36 and (P + check) % 36 == 1.
	return alnumDigits[(37-int(p))%36]
}

// mod112 returns the check character of the ISO/IEC 7064 MOD 11-2 pure
// system for the digits of s: '0' to '9', or 'X' for 10. Each digit is
// added to a running sum that is then doubled modulo 11; the check
// value is 12 minus the sum, modulo 11.
func mod112(s string) byte {
	sum := 0
	for i := 0; i < len(s); i++ {
		sum = (sum + int(s[i]-'0')) * 2 % 11
	}
	switch v := (12 - sum) % 11; v {
	case 10:
		return 'X'
	default:
		return byte('0' + v)
	}
}

// mod9710 returns the two check digits of the ISO/IEC 7064 MOD 97-10
// pure system for the letters and digits of s, with each letter read as
// the two digits of its value (A is 10, Z is 35): the number that s and
// "00" write, modulo 97, subtracted from 98.
func mod9710(s string) [2]byte {
	r := 0
	for i := 0; i < len(s); i++ {
		if v := alnumValue(s[i]); v < 10 {
			r = (r*10 + v) % 97
		} else {
			r = (r*100 + v) % 97
		}
	}
	v := 98 - r*100%97
	return [2]byte{byte('0' + v/10), byte('0' + v%10)}
}

// A checkError reports a check character, or a pair of check digits,
// that does not match the rest of the identifier.
type checkError struct {
	what   string // "check character" or "check digits"
	system string // the system that computes it, "ISO 7064 MOD 37,36"
	got    string // as written
	want   string // as the system computes it
}

func (e *checkError) Error() string {
	return "wrong " + e.what + " '" + e.got + "': " + e.system + " gives '" + e.want + "'"
}
