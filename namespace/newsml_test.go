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

// TestNewsMLPlain checks that newsmlPlain marks the bytes that
// scanUnreserved reads as a field of one byte.
func TestNewsMLPlain(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := c != '%' && scanUnreserved(string([]byte{byte(c)}), 0, false) == 1
		if newsmlPlain[c] != want {
			t.Errorf("newsmlPlain[%q] = %v, want %v", c, newsmlPlain[c], want)
		}
	}
}

// TestNewsMLValid checks that newsmlValid, the one-pass check that
// validateNewsML tries first, accepts what scanNewsML accepts, except
// a RevisionId or a percent-encoded octet, which it leaves to
// scanNewsML.
func TestNewsMLValid(t *testing.T) {
	var nsss []string
	for _, c := range testcases.Read(t, "testdata/keys.txt") {
		if u, err := urn.Parse(c.Fields[0]); err == nil && strings.EqualFold(u.NID(), "newsml") {
			nss := u.NSS()
			nsss = append(nsss, nss, nss[:strings.LastIndexByte(nss, ':')])
		}
	}
	nsss = append(nsss, "a:20001006:b", "a:20001006:", "a:20001006", ":20001006:b", "a%41:20001006:b",
		"a:20001006:b%41", "a:20001006:b/c", "a/b:20001006:c", "a:20001006:b~", "a:20001306:b", "(a):20001006:'b'")
	accepted := 0
	for _, nss := range nsss {
		_, err := scanNewsML(nss)
		want := err == nil && strings.Count(nss, ":") == 2 && !strings.Contains(nss, "%")
		if got := newsmlValid(nss); got != want {
			t.Errorf("newsmlValid(%q) = %v, want %v (scanNewsML: %v)", nss, got, want, err)
		}
		if want {
			accepted++
		}
	}
	if accepted < 5 {
		t.Errorf("only %d of the NSSs are of the common form", accepted)
	}
}
