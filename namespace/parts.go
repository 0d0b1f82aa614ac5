// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn/internal/ascii"
)

// validateParts checks that nss, an RFC 8141 NSS, is n parts separated
// by ':', none of them empty: n-1 parts without ':', then a last part
// that holds the rest of nss, ':' included. A registration that gives
// the NSS as fields such as {class}:{string} and leaves the characters
// to RFC 8141 is checked by it. The error err says what the parts are.
func validateParts(nss string, n int, err error) (int, error) {
	start := 0
	for k := 1; k < n; k++ {
		i := start
		for i < len(nss) && nss[i] != ':' {
			i++
		}
		if i == start || i == len(nss) {
			return i, err
		}
		start = i + 1
	}
	if start == len(nss) {
		return start, err
	}
	return 0, nil
}

// validateSNID checks that nss is a subnamespace identifier with the
// syntax of an RFC 2141 NID (a letter or digit, then up to 31 letters,
// digits and '-'), ':', and a string of one or more RFC 2141 NSS
// characters, as the hierarchies of RFC 6453 and RFC 7738 define it.
func validateSNID(nss string) (int, error) {
	i := 0
	for i < len(nss) && i < maxNID && (ascii.IsLetter(nss[i]) || ascii.IsDigit(nss[i]) || nss[i] == '-' && i > 0) {
		i++
	}
	switch {
	case i == 0 || i == len(nss) || nss[i] != ':':
		return i, errSNID
	case i+1 == len(nss):
		return i + 1, errEmpty
	}
	if n, err := scanRFC2141(nss[i+1:]); err != nil {
		return i + 1 + n, err
	}
	return 0, nil
}

var errSNID = errors.New("want a subnamespace identifier (a letter or digit, then up to 31 letters, digits or '-'), then ':'")
