// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestReadings checks the strength, groups and other answers that the
// readings give the examples of each group in the README, and that a
// case no sentence leaves open stays "must".
func TestReadings(t *testing.T) {
	for _, tt := range []struct {
		syntax, input string
		strength      string
		groups        string
		other         string // the other answers, as JSON
	}{
		{"rfc8141", "urn:ab:x?", "should", "rfc8141-bare-question", `[{"f":null,"nid":"ab","nss":"x","valid":true}]`},
		{"rfc8141", "urn:ab:x?y#f", "should", "rfc8141-bare-question", `[{"f":"f","nid":"ab","nss":"x","valid":true}]`},
		{"rfc8141", "urn:ab:x? ", "must", "", `null`},
		{"rfc8141", "urn:ab:x?+a?=", "open", "rfc8141-grammar-split", `[{"f":null,"nid":"ab","nss":"x","q":null,"r":"a?=","valid":true}]`},
		{"rfc8141", "urn:ab:x?+", "must", "", `null`},
		{"rfc8141", "urn:X-abc:foo", "open", "rfc8141-x-nid", `[{"valid":false}]`},
		{"draft14", "urn:ab:x???r", "open", "draft14-question-edge", `[{"f":null,"nid":"ab","nss":"x","q":null,"r":"?r","valid":true}]`},
		{"draft14", "urn:ab:x?q??", "open", "draft14-grammar-split", `[{"f":null,"nid":"ab","nss":"x","q":"q??","r":null,"valid":true}]`},
		{"draft14", "urn:ab:x?/q", "must", "", `null`},
		{"rfc2141", "urn:ab:x/y", "open", "rfc2141-reserved", `[{"f":null,"nid":"ab","nss":"x/y","q":null,"r":null,"valid":true}]`},
		{"rfc2141", "urn:ab:%00", "open", "rfc2141-nul", `[{"f":null,"nid":"ab","nss":"%00","q":null,"r":null,"valid":true}]`},
		{"rfc2141", "urn:ab:x&y", "must", "", `null`},
	} {
		c := ParseCase{Syntax: tt.syntax}
		c.setInput(tt.input)
		u := refParse(tt.input, tt.syntax, false)
		c.Valid, c.NID, c.NSS, c.R, c.Q, c.F, c.Offset, c.Error = u.valid, u.nid, u.nss, u.r, u.q, u.f, u.offset, u.errorName
		openReadings(&c)
		other, _ := json.Marshal(c.Other)
		if c.Strength != tt.strength || strings.Join(c.Groups, ",") != tt.groups || string(other) != tt.other {
			t.Errorf("%s %q: %s %v %s, want %s [%s] %s", tt.syntax, tt.input, c.Strength, c.Groups, other, tt.strength, tt.groups, tt.other)
		}
	}
}

// TestNormalizationReadings checks the open readings of canonical forms.
func TestNormalizationReadings(t *testing.T) {
	for _, tt := range []struct {
		syntax, input, canonical string
		groups                   string
	}{
		{"rfc8141", "urn:ab:x?+%2a#%2c", "urn:ab:x?+%2A#%2C", "components-hex-case"},
		{"rfc8141", "urn:ab:%2a?+%2B", "", ""},
		{"rfc2141", "urn:ab:%2A", "urn:ab:%2a", "rfc2141-hex-case"},
		{"rfc2141", "urn:ab:%20", "", ""},
	} {
		u, ok := refSplit(tt.input, tt.syntax, false)
		if !ok {
			t.Fatalf("%q is not a URN", tt.input)
		}
		canon := refCanonical(tt.input, u)
		c := NormalizationCase{Syntax: tt.syntax, Input: tt.input, Canonical: canon, AssignedName: assignedName(canon)}
		normalizationReadings(&c)
		got := ""
		if len(c.Other) > 0 {
			got = c.Other[0]["canonical"].(string)
		}
		if got != tt.canonical || strings.Join(c.Groups, ",") != tt.groups {
			t.Errorf("%s %q: other %q %v, want %q [%s]", tt.syntax, tt.input, got, c.Groups, tt.canonical, tt.groups)
		}
	}
}

// TestNamespaceReadings checks the open reading of a uuid NSS that is
// not a UUID, and that a UUID's own case-folding stays "must".
func TestNamespaceReadings(t *testing.T) {
	no, yes := false, true
	for _, tt := range []struct {
		c               NamespaceCase
		strength, other string
	}{
		{NamespaceCase{Kind: "equivalence", NID: "uuid", Input: "urn:uuid:ABCX", Other: "urn:uuid:abcx", Equivalent: &no}, "open", `[{"equivalent":true}]`},
		{NamespaceCase{Kind: "normalize", NID: "uuid", Input: "urn:uuid:ABCX?+R", Canonical: "urn:uuid:ABCX?+R"}, "open", `[{"canonical":"urn:uuid:abcx?+R"}]`},
		{NamespaceCase{Kind: "equivalence", NID: "uuid", Input: "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", Other: "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", Equivalent: &yes}, "must", `null`},
		{NamespaceCase{Kind: "normalize", NID: "isbn", Input: "urn:isbn:X", Canonical: "urn:isbn:X"}, "must", `null`},
	} {
		c := tt.c
		namespaceReadings(&c)
		other, _ := json.Marshal(c.OtherAnswers)
		if c.Strength != tt.strength || string(other) != tt.other {
			t.Errorf("%s %q: %s %s, want %s %s", c.Kind, c.Input, c.Strength, other, tt.strength, tt.other)
		}
	}
}
