// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"strconv"
	"strings"
	"sync"
	"testing"
)

func TestBuiltinNamespaces(t *testing.T) {
	ns := BuiltinNamespaces()
	for _, c := range readCases(t, "namespaces.txt") {
		op, args := c.fields[0], c.fields[1:]
		want := map[string]int{"valid": 1, "invalid": 2, "equal": 2, "differ": 2, "canon": 2}[op]
		if want == 0 || len(args) != want {
			t.Fatalf("%s: bad line", c.pos)
		}
		u, err := Parse(args[0])
		if err != nil {
			t.Fatalf("%s: %v", c.pos, err)
		}
		switch op {
		case "valid":
			if err := ns.Validate(u); err != nil {
				t.Errorf("%s: %v", c.pos, err)
			}
		case "invalid":
			off, _ := strconv.Atoi(args[1])
			err := ns.Validate(u)
			var ne *NamespaceError
			if !errors.As(err, &ne) || !errors.Is(err, ErrNamespace) {
				t.Errorf("%s: Validate(%s) = %v, want a *NamespaceError", c.pos, u, err)
				continue
			}
			if ne.Offset != off || ne.Input != args[0] {
				t.Errorf("%s: %v: offset %d, want %d", c.pos, err, ne.Offset, off)
			}
		case "equal", "differ":
			v, err := Parse(args[1])
			if err != nil {
				t.Fatalf("%s: %v", c.pos, err)
			}
			want := op == "equal"
			if ns.Equal(u, v) != want || ns.Equal(v, u) != want {
				t.Errorf("%s: Equal(%s, %s) = %v, want %v", c.pos, u, v, !want, want)
			}
			if k, l := ns.Normalize(u).AssignedName(), ns.Normalize(v).AssignedName(); (k == l) != want {
				t.Errorf("%s: normalized %q and %q", c.pos, k, l)
			}
		case "canon":
			if got := ns.Normalize(u).String(); got != args[1] {
				t.Errorf("%s: Normalize(%s) = %s, want %s", c.pos, u, got, args[1])
			}
		}
	}
}

func TestNamespaceErrorMessage(t *testing.T) {
	err := BuiltinNamespaces().Validate(MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx"))
	const want = `urn: NSS not valid in namespace uuid in "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx" at offset 44 ('x'): want a hex digit (a UUID is 8-4-4-4-12 hex digits)`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	if !errors.Is(err, errUUIDHex) {
		t.Errorf("%v does not unwrap to its reason", err)
	}
	err = BuiltinNamespaces().Validate(MustParse("urn:isbn:039536341"))
	if err == nil || !strings.HasSuffix(err.Error(), "at offset 18: an ISBN has 10 or 13 digits") {
		t.Errorf("ends too early: %v", err)
	}
}

// acme is a namespace of the kind a user adds: NSSs of digits, with
// leading zeros insignificant.
var acme = Namespace{
	NID:    "acme",
	Source: "ACME numbering policy",
	Validate: func(nss string) (int, error) {
		for i := 0; i < len(nss); i++ {
			if !isDigit(nss[i]) {
				return i, errors.New("want a digit")
			}
		}
		return 0, nil
	},
	Canonical: func(nss string) string {
		if t := strings.TrimLeft(nss, "0"); t != "" {
			return t
		}
		return "0"
	},
}

func TestNamespacesWith(t *testing.T) {
	base := BuiltinNamespaces()
	ns := base.With(acme)
	if _, ok := base.Lookup("acme"); ok {
		t.Error("With changed the set it was called on")
	}
	if _, ok := ns.Lookup("ACME"); !ok {
		t.Error("Lookup does not find a rule added by With")
	}
	if _, ok := ns.Lookup("uuid"); !ok {
		t.Error("With lost the built-in rules")
	}
	a, b := MustParse("urn:acme:0042"), MustParse("URN:ACME:42?=x")
	if !ns.Equal(a, b) || base.Equal(a, b) {
		t.Errorf("Equal(%s, %s): with acme %v, without %v", a, b, ns.Equal(a, b), base.Equal(a, b))
	}
	if err := ns.Validate(MustParse("urn:acme:4x2")); err == nil || err.(*NamespaceError).Offset != 10 {
		t.Errorf("Validate: %v", err)
	}
	// A later rule for the same NID, in any case, replaces the earlier.
	plain := ns.With(Namespace{NID: "ACME"})
	if plain.Equal(a, b) || plain.Validate(MustParse("urn:acme:x")) != nil {
		t.Error("a rule for the same NID did not replace the earlier one")
	}
	var zero Namespaces
	if zero.Validate(MustParse("urn:uuid:x")) != nil || zero.Equal(MustParse("urn:uuid:A"), MustParse("urn:uuid:a")) {
		t.Error("the zero Namespaces applies rules")
	}
	var nids []string
	for _, n := range ns.All() {
		nids = append(nids, n.NID)
	}
	if got := strings.Join(nids, " "); got != "acme example ietf isbn issn oid uuid" {
		t.Errorf("All: %s", got)
	}
}

func TestNamespacesZeroURN(t *testing.T) {
	ns := BuiltinNamespaces().With(Namespace{NID: "", Validate: acme.Validate, Canonical: acme.Canonical})
	var u URN
	if ns.Validate(u) != nil || ns.Normalize(u) != u || !ns.Equal(u, u) || ns.Equal(u, MustParse("urn:ab:c")) {
		t.Error("the zero URN is not handled as no URN")
	}
}

func TestNamespacesConcurrent(t *testing.T) {
	ns := BuiltinNamespaces().With(acme)
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				ns.Normalize(MustParse("urn:isbn:0-395-36341-1"))
				ns.Validate(MustParse("urn:acme:1x"))
				_ = ns.With(UUIDNamespace)
			}
		}()
	}
	wg.Wait()
}

func TestParseUUID(t *testing.T) {
	id, err := ParseUUID(MustParse("URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"))
	want := [16]byte{0xf8, 0x1d, 0x4f, 0xae, 0x7d, 0xec, 0x11, 0xd0, 0xa7, 0x65, 0x00, 0xa0, 0xc9, 0x1e, 0x6b, 0xf6}
	if err != nil || id != want {
		t.Errorf("ParseUUID = %x, %v", id, err)
	}
	for _, s := range []string{"urn:uuid:f81d4fae", "urn:oid:1.2"} {
		if _, err := ParseUUID(MustParse(s)); !errors.Is(err, ErrNamespace) {
			t.Errorf("ParseUUID(%s): %v", s, err)
		}
	}
}

func TestNamespacesAllocs(t *testing.T) {
	ns := BuiltinNamespaces()
	u := MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
	v := MustParse("URN:ISBN:0-395-36341-1")
	if n := testing.AllocsPerRun(100, func() {
		ns.Lookup("UUID")
		_ = ns.Validate(u)
		_ = ns.Validate(v)
		ns.Normalize(u)
	}); n != 0 {
		t.Errorf("Lookup, Validate, Normalize of a canonical URN: %v allocations, want 0", n)
	}
}

// FuzzNamespaces checks, for two inputs that parse, and for the same
// NSSs placed in every built-in namespace:
//   - namespace-aware equivalence includes RFC 8141 equivalence and is
//     the equality of normalized assigned-names (so it is an equivalence
//     relation);
//   - Normalize is idempotent, keeps the components, yields a URN that
//     parses, and keeps validity;
//   - a namespace error points into the NSS;
//   - ParseSCIM agrees with the ietf rules, and NIDs classify as valid.
func FuzzNamespaces(f *testing.F) {
	for _, c := range readCases(f, "namespaces.txt") {
		a := c.fields[1]
		b := a
		if len(c.fields) > 2 {
			b = c.fields[2]
		}
		f.Add(a, b)
	}
	for _, c := range readCases(f, "scim.txt") {
		f.Add(c.fields[1], "urn:ietf:params:scim:schemas:core")
	}
	ns := BuiltinNamespaces().With(acme)
	rules := ns.All()
	f.Fuzz(func(t *testing.T, a, b string) {
		u, err1 := Parse(a)
		v, err2 := Parse(b)
		if err1 != nil || err2 != nil {
			return
		}
		checkNamespaces(t, ns, u, v)
		for _, n := range rules {
			u2, err1 := Parse("urn:" + n.NID + ":" + a[len(u.NID())+5:])
			v2, err2 := Parse("URN:" + strings.ToUpper(n.NID) + ":" + b[len(v.NID())+5:])
			if err1 == nil && err2 == nil {
				checkNamespaces(t, ns, u2, v2)
			}
		}
	})
}

func checkNamespaces(t *testing.T, ns Namespaces, u, v URN) {
	t.Helper()
	if ClassifyNID(u.NID()) == NIDInvalid {
		t.Errorf("NID of %s classified invalid", u)
	}
	if u.Equal(v) && !ns.Equal(u, v) {
		t.Fatalf("RFC 8141 says %s and %s are equivalent, the namespace rules do not", u, v)
	}
	nu, nv := ns.Normalize(u), ns.Normalize(v)
	checkForm(t, "Namespaces.Normalize", nu)
	checkForm(t, "Namespaces.Normalize", nv)
	if eq := nu.AssignedName() == nv.AssignedName(); eq != ns.Equal(u, v) || eq != ns.Equal(v, u) {
		t.Fatalf("Equal(%s, %s) = %v, but normalized %s and %s", u, v, ns.Equal(u, v), nu, nv)
	}
	if nn := ns.Normalize(nu); nn.String() != nu.String() {
		t.Fatalf("Normalize not idempotent: %s -> %s -> %s", u, nu, nn)
	}
	p, err := Parse(nu.String())
	if err != nil {
		t.Fatalf("Normalize(%s) = %s, which does not parse: %v", u, nu, err)
	}
	if p.AssignedName() != nu.AssignedName() || nu.RComponent() != u.RComponent() ||
		nu.QComponent() != u.QComponent() || nu.FComponent() != u.FComponent() ||
		nu.HasFComponent() != u.HasFComponent() {
		t.Fatalf("Normalize(%s) = %s: parts moved", u, nu)
	}
	errU, errN := ns.Validate(u), ns.Validate(nu)
	if (errU == nil) != (errN == nil) {
		t.Fatalf("Validate(%s) = %v, Validate(%s) = %v", u, errU, nu, errN)
	}
	if ne, ok := errU.(*NamespaceError); ok {
		if start := len(u.NID()) + 5; ne.Offset < start || ne.Offset > len(u.AssignedName()) || ne.Input != u.String() {
			t.Fatalf("%v: offset outside the NSS", errU)
		}
	} else if errU != nil {
		t.Fatalf("Validate(%s) = %T", u, errU)
	}
	if nss := u.NSS(); strings.EqualFold(u.NID(), "ietf") && hasPrefixFold(nss, "params:") && strings.HasPrefix(nss[7:], "scim:") {
		sc, err := ParseSCIM(u)
		if (err == nil) != (errU == nil) {
			t.Fatalf("ParseSCIM(%s) = %v, Validate = %v", u, err, errU)
		}
		if err == nil {
			s := "params:scim:" + sc.Kind.String() + ":" + sc.Name
			if sc.Other != "" {
				s += ":" + sc.Other
			}
			if !strings.EqualFold(s[:7], u.NSS()[:7]) || s[7:] != u.NSS()[7:] {
				t.Fatalf("ParseSCIM(%s) = %+v, which gives back %s", u, sc, s)
			}
		}
	}
}

func BenchmarkNamespacesEqual(b *testing.B) {
	ns := BuiltinNamespaces()
	for _, bb := range []struct {
		name, a, b string
		want       bool
	}{
		{"uuid", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", true},
		// The isbn rules add no equivalence: a pair that differs only in
		// hyphens is validated and compared, and is not equal.
		{"isbn", "urn:isbn:0-395-36341-1", "URN:ISBN:0395363411", false},
		{"isbn-same", "urn:isbn:0395363411", "URN:ISBN:0395363411", true},
		{"ietf", "urn:ietf:rfc:2648", "URN:IETF:RFC:2648", true},
	} {
		u, v := MustParse(bb.a), MustParse(bb.b)
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if ns.Equal(u, v) != bb.want {
					b.Fatalf("Equal(%v, %v) != %v", u, v, bb.want)
				}
			}
		})
	}
}

// TestNamespacesNormalizeForm checks a namespace whose canonical form
// has lower-case hex digits: the URN that Normalize makes must compare
// as its text does.
func TestNamespacesNormalizeForm(t *testing.T) {
	ns := Namespaces{}.With(Namespace{NID: "lower", Canonical: strings.ToLower})
	n := ns.Normalize(MustParse("urn:lower:ABC%2C"))
	if n.String() != "urn:lower:abc%2c" {
		t.Fatalf("Normalize = %q, want urn:lower:abc%%2c", n)
	}
	checkForm(t, "Namespaces.Normalize", n)
	if v := MustParse("urn:lower:abc%2C"); !n.Equal(v) || n.Compare(v) != 0 {
		t.Errorf("%q is not equal to %q", n, v)
	}
}
