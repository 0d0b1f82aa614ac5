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

// TestPublicIDValid checks that publicidValid, the one-pass check that
// validatePublicID tries first, accepts what scanPublicID accepts.
func TestPublicIDValid(t *testing.T) {
	var nsss []string
	for _, c := range testcases.Read(t, "testdata/keys.txt") {
		if u, err := urn.Parse(c.Fields[0]); err == nil && strings.EqualFold(u.NID(), "publicid") {
			nsss = append(nsss, u.NSS())
		}
	}
	nsss = append(nsss, "", "+", "a+", "+a", "a++b", "a+b+c", "a:b;c", "a/b", "a'b", "a~b", "a&b", "a%3Ab",
		"(a),-.:=@;$_!*", "a+(b)", "a%2B%3A%2F%3B%27%3F%23%25", "a%2F%2Fb", "a%3A%3Ab", "a%2F%3Ab", "a%3A%2Fb",
		"a%2f", "a%2", "a%", "%2F%2F", "%25%25", "a%41", "a%2B+b", "a+%2B")
	accepted := 0
	for _, nss := range nsss {
		_, err := scanPublicID(nss)
		want := err == nil
		if got := publicidValid(nss); got != want {
			t.Errorf("publicidValid(%q) = %v, want %v (scanPublicID: %v)", nss, got, want, err)
		}
		if want {
			accepted++
		}
	}
	if accepted < 5 {
		t.Errorf("only %d of the NSSs are accepted", accepted)
	}
	for c := 0; c < 256; c++ {
		_, err := scanPublicID(string([]byte{byte(c)}))
		if want := c != '+' && err == nil; publicidPlain[c] != want {
			t.Errorf("publicidPlain[%q] = %v, want %v", c, publicidPlain[c], want)
		}
	}
}
