// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"bufio"
	"net/url"
	"os"
	"strings"
	"testing"
)

// TestURLGeneric checks how a generic URI parser sees the parts of a
// URN (RFC 3986 section 3: "urn:a:b?+r?=q#f" is path "a:b", query
// "+r?=q", fragment "f").
func TestURLGeneric(t *testing.T) {
	for _, tt := range []struct {
		urn                          string
		opaque, query, frag, rawFrag string
	}{
		{"urn:ab:c?+r?=q#f", "ab:c", "+r?=q", "f", ""},
		{"URN:Example:a123,z456", "Example:a123,z456", "", "", ""},
		{"urn:example:a%2Fb?=x%20y", "example:a%2Fb", "=x%20y", "", ""},
		{"urn:example:a#%C3%A9/?", "example:a", "", "é/?", ""},
		{"urn:example:a#%41", "example:a", "", "A", "%41"},
		{"urn:example:a#f%23", "example:a", "", "f#", ""},
	} {
		v := MustParse(tt.urn).URL()
		want := url.URL{Scheme: "urn", Opaque: tt.opaque, RawQuery: tt.query, Fragment: tt.frag, RawFragment: tt.rawFrag}
		if *v != want {
			t.Errorf("%q.URL() = %#v, want %#v", tt.urn, *v, want)
		}
		checkURL(t, MustParse(tt.urn))
	}
	if v := (URN{}).URL(); v == nil || *v != (url.URL{}) || v.String() != "" {
		t.Errorf("zero URN URL() = %#v, want an empty URL", v)
	}
}

// checkURL checks that u.URL() is what url.Parse makes of u, and that
// FromURL gives u back (but for the case of the scheme and an empty
// f-component, which a url.URL cannot hold).
func checkURL(t *testing.T, u URN) {
	t.Helper()
	v := u.URL()
	w, err := url.Parse(u.String())
	if err != nil {
		t.Fatalf("url.Parse(%q): %v", u, err)
	}
	if *v != *w {
		t.Errorf("%q.URL() = %#v, url.Parse gives %#v", u, *v, *w)
	}
	want := "urn" + u.String()[3:]
	if u.HasFComponent() && u.FComponent() == "" {
		want = want[:len(want)-1]
	}
	if v.String() != want {
		t.Errorf("%q.URL().String() = %q, want %q", u, v.String(), want)
	}
	back, err := Parser{Syntax: u.Syntax()}.FromURL(v)
	if err != nil || back.String() != want {
		t.Errorf("FromURL(%q.URL()) = %q, %v; want %q", u, back, err, want)
	}
}

func TestURLRealURNs(t *testing.T) {
	f, err := os.Open("testdata/real-urns.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		u, err := Parse(line)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		checkURL(t, u)
		n++
	}
	if n < 1000 {
		t.Errorf("read only %d URNs", n)
	}
}

func TestFromURLErrors(t *testing.T) {
	for _, s := range []string{"http://example.com/x", "urn://host/x", "urn:/x", "mailto:a@b", "urn:example"} {
		v, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if u, err := FromURL(v); err == nil {
			t.Errorf("FromURL(%q) = %q, want an error", s, u)
		}
	}
	if _, err := FromURL(nil); err == nil {
		t.Error("FromURL(nil): no error")
	}
}
