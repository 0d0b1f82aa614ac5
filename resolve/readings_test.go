// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"math/bits"
	"regexp"
	"strconv"
	"strings"
)

const fuzzSpace = " \t\n\v\f\r"

// fuzzReadings returns the readings of the segment seg that
// TemplateResolver names: decoded once and twice with a regular
// expression, each also with the octets that are not UTF-8 dropped, and
// in each every overlong form of an ASCII character read as that
// character by fuzzOverlong.
func fuzzReadings(seg string) []string {
	once := fuzzDecode(seg)
	rs := []string{once, fuzzDecode(once)}
	rs = append(rs, strings.ToValidUTF8(rs[0], ""), strings.ToValidUTF8(rs[1], ""))
	for i := range rs {
		rs[i] = fuzzOverlong(rs[i])
	}
	return rs
}

// fuzzDecode returns s with every percent-encoded octet decoded, found
// with a regular expression.
func fuzzDecode(s string) string {
	return fuzzTriplet.ReplaceAllStringFunc(s, func(t string) string {
		v, _ := strconv.ParseUint(t[1:], 16, 8)
		return string([]byte{byte(v)})
	})
}

var fuzzTriplet = regexp.MustCompile(`%[0-9A-Fa-f]{2}`)

// fuzzOverlong returns s with every overlong form of an ASCII character
// replaced with the character, as a lax decoder reads them: the number
// of leading 1 bits of an octet from 2 to 6 is the length of the form,
// the low 6 bits of each octet after it are its value's next bits, and
// a value below 0x80 is the character.
func fuzzOverlong(s string) string {
	var b []byte
	for i := 0; i < len(s); {
		c, n := fuzzOverlongAt(s[i:])
		if n > 1 {
			b = append(b, c)
		} else {
			b = append(b, s[i])
		}
		i += n
	}
	return string(b)
}

// fuzzOverlongAt returns the character of the overlong form that s
// begins with, as fuzzOverlong reads it, and the form's length, or
// s[0] and 1.
func fuzzOverlongAt(s string) (byte, int) {
	n := bits.LeadingZeros8(^s[0])
	if n >= 2 && n <= 6 && n <= len(s) {
		v := int(s[0]) % (1 << (7 - n))
		for _, c := range []byte(s[1:n]) {
			v = v*64 + int(c%64)
		}
		if v < 128 {
			return byte(v), n
		}
	}
	return s[0], 1
}
