// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// sentinelsByName maps the names of the sentinel errors to them.
var sentinelsByName = map[string]error{
	"ErrScheme":          ErrScheme,
	"ErrNID":             ErrNID,
	"ErrNSS":             ErrNSS,
	"ErrPercentEncoding": ErrPercentEncoding,
	"ErrComponent":       ErrComponent,
	"ErrTooLong":         ErrTooLong,
}

func TestScannerCases(t *testing.T) {
	for _, line := range readCases(t, "scanner-cases.txt") {
		where, c := line.pos, line.fields
		if len(c) != 3 {
			t.Fatalf("%s: want 3 fields, have %d", where, len(c))
		}
		var p Parser
		name, nonul := strings.CutSuffix(c[0], "+nonul")
		if err := p.Syntax.UnmarshalText([]byte(name)); err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		p.RejectNUL = nonul
		input, want := c[1], c[2]
		u, err := p.Parse(input)
		if p == (Parser{}) {
			// Parse must agree with the zero Parser.
			u2, err2 := Parse(input)
			if u2 != u || (err == nil) != (err2 == nil) {
				t.Errorf("%s: Parse(%q) = %v, %v; Parser{}.Parse gives %v, %v", where, input, u2, err2, u, err)
			}
		}
		if want == "ok" {
			if err != nil || u.String() != input {
				t.Errorf("%s: %v.Parse(%q): %v; want ok", where, p.Syntax, input, err)
			}
			continue
		}
		name, off, _ := strings.Cut(want, "@")
		wantOff, convErr := strconv.Atoi(off)
		sentinel := sentinelsByName[name]
		if convErr != nil || sentinel == nil {
			t.Fatalf("%s: malformed result %q", where, want)
		}
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, sentinel) || pe.Offset != wantOff || pe.Input != input {
			t.Errorf("%s: %v.Parse(%q): %v; want %s at offset %d", where, p.Syntax, input, err, name, wantOff)
		}
		if u != (URN{}) {
			t.Errorf("%s: %v.Parse(%q) returned %#v with its error; want the zero URN", where, p.Syntax, input, u)
		}
	}
}

func TestEquivalenceCases(t *testing.T) {
	for _, line := range readCases(t, "equivalence-cases.txt") {
		where, c := line.pos, line.fields
		if len(c) != 3 || c[0] != "equal" && c[0] != "differ" {
			t.Fatalf("%s: want equal|differ URN URN", where)
		}
		want := c[0] == "equal"
		u, v := MustParse(c[1]), MustParse(c[2])
		if got := u.Equal(v); got != want {
			t.Errorf("%s: %q.Equal(%q) = %v, want %v", where, u, v, got, want)
		}
		if got := v.Equal(u); got != want {
			t.Errorf("%s: %q.Equal(%q) = %v, want %v", where, v, u, got, want)
		}
		if got, err := Equivalent(c[1], c[2]); got != want || err != nil {
			t.Errorf("%s: Equivalent = %v, %v; want %v", where, got, err, want)
		}
		if cu, cv := u.Compare(v), v.Compare(u); (cu == 0) != want || cu != -cv {
			t.Errorf("%s: Compare gives %d and %d; want 0 exactly when equivalent, and opposite signs", where, cu, cv)
		}
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

// TestRunOf compares runOf with its definition, for every class bit and
// every byte value at every place of inputs up to three words long.
func TestRunOf(t *testing.T) {
	for bit := 0; bit < 8; bit++ {
		m := uint8(1) << bit
		var fill byte // a byte that has m
		for c := range class {
			if class[c]&m != 0 {
				fill = byte(c)
				break
			}
		}
		for n := 0; n <= 24; n++ {
			b := []byte(strings.Repeat(string(fill), n))
			for at := 0; at < n; at++ {
				for c := 0; c < 256; c++ {
					b[at] = byte(c)
					s := string(b)
					for i := 0; i <= min(n, 3); i++ {
						want := i
						for want < n && class[s[want]]&m != 0 {
							want++
						}
						if got := runOf(s, i, m); got != want {
							t.Fatalf("runOf(%q, %d, %#x) = %d, want %d", s, i, m, got, want)
						}
					}
				}
				b[at] = fill
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
