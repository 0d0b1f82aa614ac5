// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// loadGroups reads testdata/equivalence.txt.
// An equivalenceCase is one line of testdata/equivalence.txt: URNs that
// are all equivalent to each other, or no two of which are.
type equivalenceCase struct {
	pos   string // file:line
	equal bool
	urns  []URN
}

func loadEquivalenceCases(t testing.TB) []equivalenceCase {
	t.Helper()
	var cases []equivalenceCase
	for _, c := range readCases(t, "equivalence.txt") {
		f := c.fields
		if f[0] == "section" && len(f) == 2 {
			continue // the section that decides the cases below it
		}
		if len(f) < 3 || f[0] != "equal" && f[0] != "differ" {
			t.Fatalf("%s: want equal|differ URN URN [URN...]", c.pos)
		}
		ec := equivalenceCase{pos: c.pos, equal: f[0] == "equal"}
		for _, s := range f[1:] {
			u, err := Parse(s)
			if err != nil {
				t.Fatalf("%s: %v", c.pos, err)
			}
			ec.urns = append(ec.urns, u)
		}
		cases = append(cases, ec)
	}
	return cases
}

// TestEquivalence checks every two URNs of a line of equivalence.txt
// against the line's verdict, and every two URNs of the whole file
// against the reference canonicalizer.
func TestEquivalence(t *testing.T) {
	cases := loadEquivalenceCases(t)
	var all []URN
	for _, c := range cases {
		for i, u := range c.urns {
			for j, v := range c.urns {
				if i != j {
					checkEquivalence(t, c.pos, u, v, c.equal)
				}
			}
		}
		all = append(all, c.urns...)
	}
	for _, u := range all {
		for _, v := range all {
			want := canonical(u.String()) == canonical(v.String())
			if got := u.Equal(v); got != want {
				t.Errorf("%v.Equal(%v) = %v, but the reference says %v", u, v, got, want)
			}
			if got, want := u.Compare(v), strings.Compare(canonical(u.String()), canonical(v.String())); got != want {
				t.Errorf("%v.Compare(%v) = %d, but the canonical names compare %d", u, v, got, want)
			}
		}
	}
	// Equivalence holds across syntaxes.
	a := MustParse("urn:ietf:rfc:2648")
	b, _ := Parser{Syntax: RFC2141}.Parse("URN:IETF:rfc:2648")
	c, _ := Parser{Syntax: Draft14}.Parse("urn:Ietf:rfc:2648?q")
	if !a.Equal(b) || !b.Equal(c) || !c.Equal(a) {
		t.Error("equivalence across syntaxes failed")
	}
}

// checkEquivalence checks that every way of comparing u and v gives the
// verdict want.
func checkEquivalence(t *testing.T, pos string, u, v URN, want bool) {
	t.Helper()
	if got := u.Equal(v); got != want {
		t.Errorf("%s: %v.Equal(%v) = %v, want %v", pos, u, v, got, want)
	}
	if got, err := Equivalent(u.String(), v.String()); got != want || err != nil {
		t.Errorf("%s: Equivalent(%v, %v) = %v, %v; want %v", pos, u, v, got, err, want)
	}
	if cu, cv := u.Compare(v), v.Compare(u); (cu == 0) != want || cu != -cv {
		t.Errorf("%s: Compare gives %d and %d; want 0 exactly when equivalent, and opposite signs", pos, cu, cv)
	}
	nu, nv := u.Normalize().AssignedName(), v.Normalize().AssignedName()
	if (nu == nv) != want {
		t.Errorf("%s: canonical forms %q and %q disagree with Equal", pos, nu, nv)
	}
	if ku, kv := u.Key(), v.Key(); ku != nu || kv != nv {
		t.Errorf("%s: Key gives %q and %q, want the canonical assigned-names %q and %q", pos, ku, kv, nu, nv)
	}
}

// TestSortGroups checks that sorting with Compare puts equivalent URNs
// next to each other.
func TestSortGroups(t *testing.T) {
	var all []URN
	for _, c := range loadEquivalenceCases(t) {
		all = append(all, c.urns...)
	}
	slices.Reverse(all)
	slices.SortFunc(all, URN.Compare)
	seen := map[string]bool{}
	for i, u := range all {
		key := u.Key()
		if i > 0 && all[i-1].Equal(u) {
			continue
		}
		if seen[key] {
			t.Errorf("%v is separated from its group", u)
		}
		seen[key] = true
	}
}

func TestEquivalentErrors(t *testing.T) {
	for _, tt := range []struct{ a, b string }{{"urn:a:b", "urn:ab:c"}, {"urn:ab:c", "urn:ab:"}} {
		ok, err := Equivalent(tt.a, tt.b)
		var pe *ParseError
		if ok || !errors.As(err, &pe) {
			t.Errorf("Equivalent(%q, %q) = %v, %v", tt.a, tt.b, ok, err)
		}
	}
}

func TestNormalizeKeepsComponents(t *testing.T) {
	u := MustParse("URN:Ab:%aa?+%bb?=%cc#%dd")
	n := u.Normalize()
	want := []string{"urn:ab:%AA?+%bb?=%cc#%dd", "urn", "ab", "%AA", "%bb", "%cc", "%dd", "true", "urn:ab:%AA?+%bb?=%cc#%dd"}
	if diff := cmp.Diff(want, parts(n)); diff != "" {
		t.Errorf("Normalize (-want +got):\n%s", diff)
	}
	if !n.Equal(u) || n.Normalize() != n {
		t.Error("Normalize is not idempotent or not equivalent")
	}
	// Draft 14 components keep their bounds through Normalize.
	d, _ := Parser{Syntax: Draft14}.Parse("URN:AB:x?%aa??%bb")
	if dn := d.Normalize(); dn.QComponent() != "%aa" || dn.RComponent() != "%bb" || dn.NID() != "ab" {
		t.Errorf("Draft14 Normalize: %q %q %q", dn.NID(), dn.QComponent(), dn.RComponent())
	}
}

func TestMapKey(t *testing.T) {
	seen := map[URN]int{}
	for _, s := range []string{"urn:ab:c", "urn:ab:c", "URN:AB:c"} {
		seen[MustParse(s)]++
	}
	if len(seen) != 2 || seen[MustParse("urn:ab:c")] != 2 {
		t.Errorf("URN as a map key: %v", seen)
	}
	byName := map[string]int{}
	for _, s := range []string{"urn:ab:%2c", "URN:AB:%2C", "urn:Ab:%2c#frag"} {
		byName[MustParse(s).Key()]++
	}
	if len(byName) != 1 {
		t.Errorf("canonical keys: %v", byName)
	}
}

// TestKey checks Key against the canonical form of the assigned-name,
// for every syntax, and that it does not allocate for a URN in
// canonical form.
func TestKey(t *testing.T) {
	for _, tt := range []struct {
		syntax Syntax
		in     string
		want   string
	}{
		{RFC8141, "urn:ex:a?+r?=q#f", "urn:ex:a"},
		{RFC8141, "URN:Ex:%c3%a9?=%aa#%bb", "urn:ex:%C3%A9"},
		{Draft14, "urn:EX:%aa?%bb??r#f", "urn:ex:%AA"},
		{RFC2141, "URN:A:%2c", "urn:a:%2C"},
	} {
		u, err := Parser{Syntax: tt.syntax}.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.Key(); got != tt.want {
			t.Errorf("%s %q.Key() = %q, want %q", tt.syntax, tt.in, got, tt.want)
		}
	}
	if got := (URN{}).Key(); got != "" {
		t.Errorf("zero URN Key() = %q, want \"\"", got)
	}
	u := MustParse("urn:ex:canonical%2C?=q")
	if n := testing.AllocsPerRun(100, func() { _ = u.Key() }); n != 0 {
		t.Errorf("Key of a canonical URN allocates %v times", n)
	}
}

// canonical returns the canonical assigned-name of the valid RFC 8141
// URN s, by the three steps of RFC 8141 section 3.1, written out plainly
// as a reference for the word-at-a-time code.
func canonical(s string) string {
	b := []byte(s)
	colons := 0
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case colons < 2:
			if c == ':' {
				colons++
			}
			if 'A' <= c && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		case c == '?' || c == '#':
			return string(b[:i])
		case c == '%':
			for j := i + 1; j <= i+2; j++ {
				if 'a' <= b[j] && b[j] <= 'f' {
					b[j] -= 'a' - 'A'
				}
			}
			i += 2
		}
	}
	return string(b)
}

// TestCompareLong checks Equal and Compare against canonical on long
// URNs that are equal as written for long stretches, so that the
// comparisons skip ahead, and differ in a few places: in the case of a
// letter anywhere, or in any byte of the NSS.
func TestCompareLong(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const pieces = "aZ09-._~!$&'()*+,;=:@/"
	hex := "0123456789abcdefABCDEF"
	for range 3000 {
		var b strings.Builder
		b.WriteString([]string{"urn:ex:", "URN:eX:", "urn:example-longer:"}[rng.IntN(3)])
		dense := rng.IntN(4) // how often a triplet comes
		for n := rng.IntN(600) + 1; n > 0; n-- {
			if rng.IntN(4) < dense {
				b.WriteString("%" + string(hex[rng.IntN(22)]) + string(hex[rng.IntN(22)]))
			} else {
				b.WriteByte(pieces[rng.IntN(len(pieces))])
			}
		}
		s := b.String()
		f := []byte(s)
		if rng.IntN(2) == 0 {
			s = canonical(s) // one side in canonical form
		}
		for k := rng.IntN(4); k > 0; k-- {
			i := rng.IntN(len(f))
			switch c := f[i]; {
			case 'a' <= c|0x20 && c|0x20 <= 'z':
				f[i] ^= 0x20
			case rng.IntN(2) == 0 && i > 12 && c != '%' && f[i-1] != '%' && f[i-2] != '%':
				f[i] = pieces[rng.IntN(len(pieces))]
			}
		}
		if rng.IntN(4) == 0 && len(f) > 30 {
			f = f[:len(f)-rng.IntN(8)] // a prefix, or nearly
		}
		u, err1 := Parse(s)
		v, err2 := Parse(string(f))
		if err1 != nil || err2 != nil {
			continue
		}
		cs, cf := canonical(s), canonical(string(f))
		if got, want := u.Equal(v), cs == cf; got != want {
			t.Fatalf("%q.Equal(%q) = %v, want %v", s, f, got, want)
		}
		if got, want := u.Compare(v), strings.Compare(cs, cf); got != want {
			t.Fatalf("%q.Compare(%q) = %d, want %d", s, f, got, want)
		}
		if got, want := v.Compare(u), strings.Compare(cf, cs); got != want {
			t.Fatalf("%q.Compare(%q) = %d, want %d", f, s, got, want)
		}
	}
}

// TestEqualToCanonical checks pairs of a canonical NSS and one with
// hex digits in lower case that differ as many times as that NSS has
// such digits, but not only there.
func TestEqualToCanonical(t *testing.T) {
	pad := strings.Repeat("x", 70)
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		// '$' differs from '%' in one bit, 'B' from 'b' in one: as
		// many as the two lower-case digits of "%ab".
		{"urn:ex:$aB" + pad, "urn:ex:%ab" + pad, false},
		{"urn:ex:$aB", "urn:ex:%ab", false},
		// All the lower-case digits come first, then another difference.
		{"urn:ex:%4A" + pad + "y", "urn:ex:%4a" + pad + "z", false},
		{"urn:ex:%4A" + pad + pad + "y", "urn:ex:%4a" + pad + pad + "y", true},
		{"urn:ex:" + pad + "%4A%BC" + pad, "urn:ex:" + pad + "%4a%bC" + pad, true},
		{"urn:ex:" + pad + "%4A%BC" + pad, "urn:ex:" + pad + "%4a%bc" + pad, true},
		{"urn:ex:" + pad + "%4A%BC" + pad, "urn:ex:" + pad + "%4a%bc" + pad[1:] + "X", false},
	} {
		u, v := MustParse(tt.a), MustParse(tt.b)
		if got := u.Equal(v); got != tt.want || v.Equal(u) != tt.want {
			t.Errorf("%q.Equal(%q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
		want := strings.Compare(canonical(tt.a), canonical(tt.b))
		if got := u.Compare(v); got != want || v.Compare(u) != -want {
			t.Errorf("%q.Compare(%q) = %d, want %d", tt.a, tt.b, got, want)
		}
	}
}

// TestEqualToCanonicalPlaces checks a canonical URN against spellings
// with one triplet in lower case, for every length of NSS up to a few
// words past 64 bytes and every place of the triplet, so that the
// triplet straddles every word boundary: alone, with one more
// difference anywhere in the name (the first byte, the last, next to
// the triplet, in the last word, which overlaps the one before), and
// with another NID.
func TestEqualToCanonicalPlaces(t *testing.T) {
	maxLen := 100
	if testing.Short() {
		maxLen = 40
	}
	check := func(a, b string) {
		t.Helper()
		u, v := MustParse(a), MustParse(b)
		ca, cb := canonical(a), canonical(b)
		if got := u.Equal(v); got != (ca == cb) || v.Equal(u) != got {
			t.Fatalf("%q.Equal(%q) = %v, want %v", a, b, got, ca == cb)
		}
		want := strings.Compare(ca, cb)
		if got := u.Compare(v); got != want || v.Compare(u) != -want {
			t.Fatalf("%q.Compare(%q) = %d, want %d", a, b, got, want)
		}
	}
	for n := 3; n <= maxLen; n++ {
		for p := 0; p+3 <= n; p++ {
			nss := []byte(strings.Repeat("y", p) + "%4A" + strings.Repeat("y", n-p-3))
			a := "urn:ex:" + string(nss)
			nss[p+2] = 'a'
			b := "urn:ex:" + string(nss)
			check(a, b)
			check(a, "urn:ez:"+string(nss))
			for q := range nss {
				if q >= p && q < p+3 {
					continue
				}
				c := nss[q]
				for _, d := range []byte{'Y', 'z'} {
					nss[q] = d
					check(a, "urn:ex:"+string(nss))
				}
				nss[q] = c
			}
		}
	}
}

// TestEqualRandom checks Equal against canonical on URNs whose NSSs mix
// triplets and plain characters, and on spellings that differ from them
// in case at random places.
func TestEqualRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const pieces = "aZ09-._~!$&'()*+,;=:@/"
	for range 20000 {
		var b strings.Builder
		b.WriteString("urn:Ex:")
		for n := rng.IntN(30) + 1; n > 0; n-- {
			if rng.IntN(3) == 0 {
				b.WriteString("%" + string("0123456789abcdefABCDEF"[rng.IntN(22)]) + string("0123456789abcdefABCDEF"[rng.IntN(22)]))
			} else {
				b.WriteByte(pieces[rng.IntN(len(pieces))])
			}
		}
		s := b.String()
		if s[7] == '/' {
			continue
		}
		// Flip the case of a few letters anywhere.
		f := []byte(s)
		for k := rng.IntN(4); k > 0; k-- {
			if i := rng.IntN(len(f)); 'a' <= f[i]|0x20 && f[i]|0x20 <= 'z' {
				f[i] ^= 0x20
			}
		}
		u, v := MustParse(s), MustParse(string(f))
		want := canonical(s) == canonical(string(f))
		if got := u.Equal(v); got != want {
			t.Fatalf("%q.Equal(%q) = %v, want %v", s, f, got, want)
		}
		if got, want := u.Compare(v), strings.Compare(canonical(s), canonical(string(f))); got != want {
			t.Fatalf("%q.Compare(%q) = %d, want %d", s, f, got, want)
		}
		if got := u.Normalize().String(); got != canonical(s) {
			t.Fatalf("%q.Normalize() = %q, want %q", s, got, canonical(s))
		}
	}
}

func TestCanonicalNSS(t *testing.T) {
	for _, tt := range []struct{ urn, want string }{
		{"urn:example:a123,z456", "a123,z456"},
		{"URN:EXAMPLE:a123,z456", "a123,z456"},
		{"urn:example:A%2cb", "A%2Cb"},
		{"urn:example:%c3%a9%C3%A9%e2%82%ac?=%aa#%bb", "%C3%A9%C3%A9%E2%82%AC"},
		{"urn:example:%4a%4A", "%4A%4A"},
		{"urn:example:x%ff", "x%FF"},
		{"", ""},
	} {
		var u URN
		if tt.urn != "" {
			u = MustParse(tt.urn)
		}
		if got := u.CanonicalNSS(); got != tt.want {
			t.Errorf("CanonicalNSS(%q) = %q, want %q", tt.urn, got, tt.want)
		}
	}
	// It is the NSS of the canonical form, for every URN of the corpus
	// and the spelling of each with its hex digits in lower case.
	for _, s := range readCorpus(t, "real-urns.txt") {
		for _, u := range []URN{MustParse(s), MustParse(lowerTriplets(s))} {
			if got, want := u.CanonicalNSS(), u.Normalize().NSS(); got != want {
				t.Errorf("CanonicalNSS(%q) = %q, Normalize gives %q", u, got, want)
			}
		}
	}
}

// lowerTriplets returns s with the hex digits of its percent-encoded
// octets in lower case.
func lowerTriplets(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' {
			for j := i + 1; j <= i+2; j++ {
				if 'A' <= b[j] && b[j] <= 'F' {
					b[j] += 'a' - 'A'
				}
			}
		}
	}
	return string(b)
}

// TestEqualFrom checks Equal and Compare of two canonical NSSs after
// NIDs that differ in case, for NSS lengths around the 32-byte boundary
// where the comparison changes step, with one byte changed at every
// place.
func TestEqualFrom(t *testing.T) {
	for n := 1; n <= 100; n++ {
		nss := strings.Repeat("a1-._~", 17)[:n]
		u := MustParse("URN:EXAMPLE:" + nss)
		if v := MustParse("urn:example:" + nss); !u.Equal(v) || !v.Equal(u) || u.Compare(v) != 0 {
			t.Errorf("%v and %v are not equal", u, v)
		}
		if v := MustParse("urn:example:" + nss + "a"); u.Compare(v) != -1 || v.Compare(u) != 1 {
			t.Errorf("%v does not sort before %v", u, v)
		}
		for i := 0; i < n; i++ {
			b := []byte(nss)
			b[i] = 'z'
			v := MustParse("urn:example:" + string(b))
			if u.Equal(v) || v.Equal(u) {
				t.Errorf("%v and %v are equal", u, v)
			}
			if want := strings.Compare(nss, string(b)); u.Compare(v) != want || v.Compare(u) != -want {
				t.Errorf("%v.Compare(%v) = %d, want %d", u, v, u.Compare(v), want)
			}
		}
	}
}
