// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"strings"
	"testing"
)

// TestAllocs guards the allocation promises of the documentation.
func TestAllocs(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage instrumentation changes allocation counts")
	}
	const s = "URN:EXAMPLE:a123%2cz456/segment?+CCResolve:cc=uk?=op=map&lat=39.56#somepart"
	u := MustParse(s)
	canon := u.Normalize()
	v := MustParse("urn:example:a123%2Cz456")
	upperNID := MustParse("URN:EXAMPLE:a123%2Cz456") // the NSS is canonical
	lowerHex := MustParse("urn:example:a123%2cz456")
	draft := Parser{Syntax: Draft14, MaxLength: 1 << 10, RejectNUL: true}
	legacy, err := Parser{Syntax: RFC2141}.Parse(s[:23])
	if err != nil {
		t.Fatal(err)
	}
	// Long pairs that take each way of comparing: both canonical, one
	// canonical, neither.
	pad := strings.Repeat("a%2C", 100)
	long := MustParse("urn:example:" + pad)
	longLower := MustParse("URN:example:" + strings.ToLower(pad))
	longMixed := MustParse("urn:EXAMPLE:" + strings.ToLower(pad[:200]) + pad[200:])
	longOther := MustParse("urn:example:" + pad[:len(pad)-1] + "D")
	var sink string
	var name URN
	for _, tt := range []struct {
		name string
		max  float64
		fn   func()
	}{
		{"Parse", 0, func() { u, _ = Parse(s) }},
		{"Parse/lower-case hex", 0, func() { v, _ = Parse("urn:example:%2c%c3%a9?+r") }},
		{"Parse/invalid", 1, func() { Parse("urn:example:a b") }},
		{"Parser.Parse", 0, func() { u, _ = draft.Parse("urn:ab:x?q??r#f") }},
		{"accessors", 0, func() {
			sink = u.Scheme()
			sink = u.NID()
			sink = u.NSS()
			sink = u.AssignedName()
			sink = u.RComponent()
			sink = u.QComponent()
			sink = u.FComponent()
			_ = u.HasFComponent() && u.IsValid()
		}},
		{"String", 0, func() { sink = u.String() }},
		{"WithoutComponents", 0, func() { v = u.WithoutComponents() }},
		{"Equal", 0, func() { _ = u.Equal(v) && u.Equal(canon) }},
		{"Compare", 0, func() { _ = u.Compare(v) + u.Compare(canon) }},
		{"Equal/long", 0, func() {
			_ = long.Equal(longOther) || long.Equal(longLower) || longLower.Equal(longMixed)
		}},
		{"Compare/long", 0, func() {
			_ = long.Compare(longOther) + long.Compare(longLower) + longLower.Compare(longMixed)
		}},
		{"Equivalent", 0, func() { Equivalent(s, "urn:example:a123%2Cz456") }},
		{"Normalize/canonical", 0, func() { canon = canon.Normalize() }},
		{"Normalize", 1, func() { canon = u.Normalize() }},
		{"CanonicalNSS/canonical", 0, func() { sink = upperNID.CanonicalNSS() }},
		{"CanonicalNSS", 1, func() { sink = lowerHex.CanonicalNSS() }},
		{"ValidNID", 0, func() { _ = ValidNID("example") }},
		{"ValidNSS", 0, func() { _ = ValidNSS("a123%2Cz456/segment") }},
		{"WithNSS/same", 0, func() { upperNID, _ = upperNID.WithNSS(upperNID.NSS()) }},
		{"WithNSS", 1, func() { lowerHex.WithNSS("b") }},
		// u is the Draft 14 URN of "Parser.Parse", written by its own
		// type; legacy, an RFC 2141 URN, is written by URN after the
		// check that it reads back the same in RFC 8141.
		{"AppendText", 0, func() { Draft14URN{u}.AppendText(make([]byte, 0, 128)) }},
		{"AppendText/checked", 0, func() { legacy.AppendText(make([]byte, 0, 128)) }},
	} {
		if got := testing.AllocsPerRun(100, tt.fn); got > tt.max {
			t.Errorf("%s: %v allocations, want at most %v", tt.name, got, tt.max)
		}
	}
	_, _ = sink, name
}
