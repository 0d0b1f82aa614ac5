// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
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

// TestFastScanners holds rfc2141Valid, colonRFC2141 and tokensValid,
// which read eight bytes at a time, to what they stand for, on every
// string of up to five bytes of "a:&~;'" (';' and the apostrophe are
// the bytes above ':' and '&', where a borrow may mark a byte that is
// not one) and on each of them placed at every offset of a longer run
// of 'a', so that each byte meets each position of a word and its
// edges; then on bytes that an NSS holds only percent-encoded, where
// they may report false but never accept what the careful scanners
// refuse.
func TestFastScanners(t *testing.T) {
	check := func(s string) {
		t.Helper()
		plain := !strings.ContainsAny(s, "&~")
		if got := rfc2141Valid(s); got != plain {
			t.Fatalf("rfc2141Valid(%q) = %v, want %v", s, got, plain)
		}
		if i, ok := colonRFC2141(s); i != strings.IndexByte(s, ':') || ok != plain {
			t.Fatalf("colonRFC2141(%q) = %d, %v; want %d, %v", s, i, ok, strings.IndexByte(s, ':'), plain)
		}
		_, err := scanTokensRef(s)
		if got := tokensValid(s); got && err != nil || !got && err == nil && !strings.Contains(s, ":;") {
			t.Fatalf("tokensValid(%q) = %v, want %v", s, got, err == nil)
		}
	}
	const alphabet = "a:&~;'"
	b := make([]byte, 0, 5)
	var walk func(n int)
	walk = func(n int) {
		s := string(b)
		check(s)
		for pad := 1; pad <= 8; pad++ {
			for tail := 0; tail <= 9; tail += 3 {
				check(strings.Repeat("a", pad) + s + strings.Repeat("a", tail))
			}
		}
		if n == 0 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			b = append(b, alphabet[i])
			walk(n - 1)
			b = b[:len(b)-1]
		}
	}
	walk(5)
	for _, c := range []string{"\x7f", "\x80", "\xfd", "\xfe", "\xff"} {
		for _, s := range []string{
			c, "a:" + c, c + "~", c + "&",
			"abcdefg" + c, c + "~abcdefg", "abcdefg" + c + "~",
			c + "&bcdefghijk", "abcdefg:" + c + ":",
		} {
			for _, s := range []string{s, c + s, s + c} {
				if rfc2141Valid(s) && strings.ContainsAny(s, "&~") {
					t.Errorf("rfc2141Valid(%q) = true, want false", s)
				}
				if i, ok := colonRFC2141(s); i != strings.IndexByte(s, ':') || ok && strings.ContainsAny(s, "&~") {
					t.Errorf("colonRFC2141(%q) = %d, %v", s, i, ok)
				}
				// scanTokens takes such a byte for any other.
				if _, err := scanTokensRef(strings.ReplaceAll(s, c, "a")); tokensValid(s) && err != nil {
					t.Errorf("tokensValid(%q) = true, want false", s)
				}
			}
		}
	}
}
