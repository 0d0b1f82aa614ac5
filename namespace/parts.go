// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

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
