// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "strings"

// The forms of NSS that several registrations share: a name, ':' and
// a string; tokens; a name and an optional string; and the month and
// day of a date.

// validateNamed checks that nss is a name, ':' and a string, both made
// of one or more RFC 2141 NSS characters and the name without ':'. The
// error noColon says what the name is.
func validateNamed(nss string, noColon error) (int, error) {
	i, ok := colonRFC2141(nss)
	if ok && i > 0 && i+1 < len(nss) {
		return 0, nil
	}
	// The error, or a byte beyond '~' that colonRFC2141 does not judge.
	switch {
	case i == 0:
		return 0, errEmpty
	case i < 0:
		if n, err := scanRFC2141(nss); err != nil {
			return n, err
		}
		return len(nss), noColon
	case i+1 == len(nss):
		return len(nss), errEmpty
	}
	if n, err := scanRFC2141(nss); err != nil {
		return n, err
	}
	return 0, nil
}

// canonicalNamed returns a valid NSS of the form name:string with the
// name in lower case.
func canonicalNamed(nss string) string {
	return lowerPrefix(nss, max(strings.IndexByte(nss, ':'), 0))
}

// validateTokens checks that nss is one or more tokens of RFC 2141 NSS
// characters other than ':', separated by single colons.
func validateTokens(nss string) (int, error) {
	if n, err := scanTokens(nss); err != nil {
		return n, err
	}
	return 0, nil
}

// validateNameOptString checks that nss is a name of one or more RFC
// 2141 NSS characters other than ':', optionally followed by ':' and a
// string of one or more RFC 2141 NSS characters. The error noString
// says what is missing after a name and ':'.
func validateNameOptString(nss string, noString error) (int, error) {
	i, ok := colonRFC2141(nss)
	if ok && i != 0 && i != len(nss)-1 {
		return 0, nil // nss is not empty: if it were, i would be -1 == len(nss)-1
	}
	if nss == "" || nss[0] == ':' {
		return 0, errEmpty
	}
	if n, err := scanRFC2141(nss); err != nil {
		return n, err
	}
	if i == len(nss)-1 {
		return len(nss), noString
	}
	return 0, nil
}

// monthDay reports whether s, two or four digits, is a month (01 to 12)
// and, if there are four, a day (01 to 31). If not, it returns the
// offset of the first digit that cannot belong.
func monthDay(s string) (int, bool) {
	switch {
	case s[0] > '1':
		return 0, false
	case s[:2] == "00" || s[:2] > "12":
		return 1, false
	case len(s) == 2:
		return 0, true
	case s[2] > '3':
		return 2, false
	case s[2:] == "00" || s[2:] > "31":
		return 3, false
	}
	return 0, true
}
