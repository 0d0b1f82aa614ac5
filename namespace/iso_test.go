// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
	"github.com/urnkit/urn/internal/testcases"
)

// TestISOValid checks that isoValid, the one-pass check that
// validateISO tries first, accepts what scanISO accepts, except an
// originator not in lower case or a type of document, which it leaves
// to scanISO.
func TestISOValid(t *testing.T) {
	var nsss []string
	for _, c := range testcases.Read(t, "testdata/keys.txt") {
		if u, err := urn.Parse(c.Fields[0]); err == nil && strings.EqualFold(u.NID(), "iso") {
			nsss = append(nsss, u.NSS())
		}
	}
	for _, o := range append(isoOriginators, "ISO", "Iso-Iec", "isoiec", "is", "iso-") {
		for _, rest := range []string{"1", "12:x", "1:", "1x", "", "ts:1", "1:a&b", "1:a~b", "12:a/b:c"} {
			nsss = append(nsss, "std:"+o+":"+rest, "STD:"+o+":"+rest)
		}
	}
	accepted := 0
	for _, nss := range nsss {
		_, err := scanISO(nss)
		o, rest, _ := strings.Cut(nss[min(4, len(nss)):], ":")
		want := err == nil && o == strings.ToLower(o) && rest != "" && ascii.IsDigit(rest[0])
		if got := isoValid(nss); got != want {
			t.Errorf("isoValid(%q) = %v, want %v (scanISO: %v)", nss, got, want, err)
		}
		if want {
			accepted++
		}
	}
	if accepted < 12 {
		t.Errorf("only %d of the NSSs are of the common form", accepted)
	}
}
