// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
)

// scanRFC2141Ref is scanRFC2141 for any string, not only a part of an
// RFC 8141 NSS: it checks every byte against RFC 2141, section 2.2.
func scanRFC2141Ref(s string) (int, error) {
	for i := 0; i < len(s); i++ {
		switch {
		case rfc2141[s[i]] != 0:
		case s[i] == '%' && i+2 < len(s) && ascii.IsHex(s[i+1]) && ascii.IsHex(s[i+2]):
			i += 2
		default:
			return i, errRFC2141
		}
	}
	return len(s), nil
}

// scanTokensRef is scanTokens for any string: it walks the tokens one
// byte at a time.
func scanTokensRef(s string) (int, error) {
	begin := 0
	for i := 0; ; i++ {
		switch {
		case i == len(s) || s[i] == ':':
			if i == begin {
				return i, errEmpty
			}
			if i == len(s) {
				return i, nil
			}
			begin = i + 1
		case rfc2141[s[i]] != 0:
		case s[i] == '%' && i+2 < len(s) && ascii.IsHex(s[i+1]) && ascii.IsHex(s[i+2]):
			i += 2
		default:
			return i, errRFC2141
		}
	}
}

// checkScanners checks that scanRFC2141 and scanTokens, which rely on
// the parser's check of the characters of an NSS, agree with the
// references on the NSS of u and on each part of it after a ':', as
// the rules pass them.
func checkScanners(t *testing.T, u urn.URN) {
	t.Helper()
	if !u.IsValid() {
		return
	}
	nss := u.CanonicalNSS()
	for i := 0; i <= len(nss); i++ {
		if i > 0 && nss[i-1] != ':' {
			continue
		}
		s := nss[i:]
		n, err := scanRFC2141(s)
		if m, e := scanRFC2141Ref(s); (err == nil) != (e == nil) || err != nil && (n != m || err != e) {
			t.Fatalf("scanRFC2141(%q) = %d, %v; want %d, %v", s, n, err, m, e)
		}
		n, err = scanTokens(s)
		if m, e := scanTokensRef(s); (err == nil) != (e == nil) || err != nil && (n != m || err != e) {
			t.Fatalf("scanTokens(%q) = %d, %v; want %d, %v", s, n, err, m, e)
		}
	}
}

func TestScanners(t *testing.T) {
	for _, s := range []string{
		"a", "a:b", ":a", "a:", "a::b", "::", "a&b", "a~b", "a:&", "a::~", "~::",
		"a%2Fb:c", "a:b:&:", "&::", "a:b~c::", "a%26b~", "a:~:b::",
	} {
		checkScanners(t, urn.MustParse("urn:x-test:"+s))
	}
	for _, u := range realURNs(t) {
		checkScanners(t, u)
	}
}
