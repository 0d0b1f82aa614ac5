// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"os"
	"strings"
	"testing"
)

// TestRegistryTableMatchesTSV fails when registry_table.go is out of
// date with testdata/iana-urn-namespaces.tsv: run go generate.
func TestRegistryTableMatchesTSV(t *testing.T) {
	data, err := os.ReadFile("testdata/iana-urn-namespaces.tsv")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Registration{}
	header := true
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if header {
			header = false
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			t.Fatalf("bad line %q", line)
		}
		kind := map[string]Class{"formal": Formal, "informal": Informal}[f[1]]
		want[strings.ToLower(f[0])] = Registration{strings.ToLower(f[0]), kind, f[2]}
	}
	if len(registry) != len(want) {
		t.Errorf("registry_table.go has %d NIDs, the TSV %d: run go generate", len(registry), len(want))
	}
	for i, r := range registry {
		if w, ok := want[r.NID]; !ok || w != r {
			t.Errorf("registry_table.go has %+v, the TSV %+v: run go generate", r, w)
		}
		if i > 0 && registry[i-1].NID >= r.NID {
			t.Errorf("registry_table.go is not sorted at %q", r.NID)
		}
	}
	for nid, w := range want {
		got, ok := LookupRegistration(strings.ToUpper(nid))
		if !ok || got != w {
			t.Errorf("LookupRegistration(%q) = %+v, %v; want %+v", strings.ToUpper(nid), got, ok, w)
		}
		// Registration and classification agree: IANA assigned every
		// formal NID from the formal class, every informal one from the
		// informal class.
		if c := Classify(nid); c != w.Class {
			t.Errorf("registered %s NID %q classified %s", w.Class, nid, c)
		}
	}
}

func TestLookupRegistration(t *testing.T) {
	for _, tt := range []struct {
		nid  string
		ok   bool
		kind Class
		ref  string
	}{
		{"isbn", true, Formal, "International ISBN Agency"},
		{"IETF", true, Formal, "RFC 2648"},
		{"Example", true, Formal, "RFC 6963"},
		{"oid", true, Formal, "RFC 3061"},
		{"urn-7", true, Informal, "RFC 6050"},
		{"URN-1", true, Informal, "Michael Mealling"},
		{"", false, 0, ""},
		{"urn-9", false, 0, ""},
		{"isb", false, 0, ""},
		{"isbnx", false, 0, ""},
		{"3gp", false, 0, ""},
		{"zzz", false, 0, ""},
		{"x-acme", false, 0, ""},
	} {
		r, ok := LookupRegistration(tt.nid)
		if ok != tt.ok || r.Class != tt.kind || r.Reference != tt.ref || ok && r.NID != strings.ToLower(tt.nid) {
			t.Errorf("LookupRegistration(%q) = %+v, %v", tt.nid, r, ok)
		}
	}
}

func TestLookupRegistrationAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() {
		LookupRegistration("ISBN")
		LookupRegistration("broadband-forum-org")
		LookupRegistration("nope")
	}); n != 0 {
		t.Errorf("Lookup: %v allocations, want 0", n)
	}
}

func BenchmarkLookup(b *testing.B) {
	nids := []string{"isbn", "URN-7", "UUID", "xmpp", "nope", "broadband-forum-org"}
	for i := 0; b.Loop(); i++ {
		LookupRegistration(nids[i%len(nids)])
	}
}
