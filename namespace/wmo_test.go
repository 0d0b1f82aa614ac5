// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

// TestWMOValid checks that wmoValid, the check that validateWMO tries
// first, accepts what scanWMO accepts, except a percent-encoded octet,
// which it leaves to scanWMO; with ';' and "%41" at every offset of
// NSSs of up to 20 bytes, for its eight-bytes-at-a-time look.
func TestWMOValid(t *testing.T) {
	var nsss []string
	for _, c := range testcases.Read(t, "testdata/keys.txt") {
		if u, err := urn.Parse(c.Fields[0]); err == nil && strings.EqualFold(u.NID(), "wmo") {
			nsss = append(nsss, u.CanonicalNSS())
		}
	}
	nsss = append(nsss, "a:b:c", "a:b:c:d", "a:b", "a::c", ":b:c", "a:b:", "a", "")
	for n := 6; n <= 20; n++ {
		base := "ab:cd:" + strings.Repeat("e", n-6)
		nsss = append(nsss, base)
		for i := 0; i <= n; i++ {
			nsss = append(nsss, base[:i]+";"+base[i:], base[:i]+"%41"+base[i:])
		}
	}
	accepted := 0
	for _, nss := range nsss {
		_, err := scanWMO(nss)
		want := err == nil && !strings.Contains(nss, "%")
		if got := wmoValid(nss); got != want {
			t.Errorf("wmoValid(%q) = %v, want %v (scanWMO: %v)", nss, got, want, err)
		}
		if want {
			accepted++
		}
	}
	if accepted < 20 {
		t.Errorf("only %d of the NSSs are accepted", accepted)
	}
}
