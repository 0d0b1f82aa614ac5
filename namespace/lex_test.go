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

// caseNSSs returns the NSSs of the URNs of namespace nid in the test
// case files.
func caseNSSs(tb testing.TB, nid string, files ...string) []string {
	var nss []string
	for _, file := range files {
		for _, c := range testcases.Read(tb, file) {
			for _, f := range c.Fields[1:] {
				if u, err := urn.Parse(f); err == nil && strings.EqualFold(u.NID(), nid) {
					nss = append(nss, u.NSS())
				}
			}
		}
	}
	return nss
}

// lexNSSs returns the NSSs of the lex URNs of testdata/namespaces.txt.
func lexNSSs(tb testing.TB) []string { return caseNSSs(tb, "lex", "testdata/namespaces.txt") }

// lexCommon reports whether nss is of the forms lexAccepts reads: no
// percent-encoded octet, no date-loc and a jurisdiction-code whose
// second byte is a letter or digit.
func lexCommon(nss string) bool {
	return !strings.ContainsAny(nss, "%|") && len(nss) > 1 && alnum[nss[1]]
}

// checkAccepts checks that accepts, the one-pass path of a rule's
// validator, decides as scan, the rule's full reading, does: that it
// accepts no NSS that scan refuses, and every NSS that scan accepts
// among those of its forms, for which common reports true.
func checkAccepts(t *testing.T, nss string, accepts func(string) bool, scan func(string) (int, error), common func(string) bool) {
	t.Helper()
	fast := accepts(nss)
	_, err := scan(nss)
	switch {
	case fast && err != nil:
		t.Errorf("%q: the one-pass path accepts it, the full reading: %v", nss, err)
	case !fast && err == nil && common(nss):
		t.Errorf("%q: the one-pass path refuses it, the full reading accepts it", nss)
	}
}

// checkLexAccepts checks lexAccepts against scanLex.
func checkLexAccepts(t *testing.T, nss string) {
	t.Helper()
	checkAccepts(t, nss, lexAccepts, scanLex, lexCommon)
}

func TestLexAccepts(t *testing.T) {
	for _, nss := range lexNSSs(t) {
		checkLexAccepts(t, nss)
	}
}

func FuzzLexAccepts(f *testing.F) {
	for _, nss := range lexNSSs(f) {
		f.Add(nss)
	}
	f.Fuzz(checkLexAccepts)
}
