// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestPulumi(t *testing.T) {
	for _, c := range testcases.Read(t, "testdata/pulumi.txt") {
		u, err := urn.Parse(c.Fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		p, err := Pulumi(u)
		switch c.Fields[0] {
		case "ok":
			f := c.Fields
			want := PulumiName{Stack: f[2], Project: f[3], Types: strings.Split(f[4], "$"), Name: f[5]}
			if err != nil {
				t.Errorf("%s: %v", c.Pos, err)
				continue
			}
			if diff := cmp.Diff(want, p); diff != "" {
				t.Errorf("%s: Pulumi(%s) (-want +got):\n%s", c.Pos, u, diff)
			}
			if got, want := p.Type(), want.Types[len(want.Types)-1]; got != want {
				t.Errorf("%s: Type() = %q, want %q", c.Pos, got, want)
			}
			if err := Conventions().Validate(u); err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
		case "fail":
			checkHelperError(t, c, "Pulumi", "pulumi", u, err)
		default:
			t.Fatalf("%s: bad line", c.Pos)
		}
	}
	if got := (PulumiName{}).Type(); got != "" {
		t.Errorf("PulumiName{}.Type() = %q", got)
	}
}

// TestPulumiValid checks that pulumiValid, the one-pass check that
// validatePulumi tries first, accepts exactly what scanPulumi accepts.
func TestPulumiValid(t *testing.T) {
	nsss := []string{
		"", ":", "::", "s::", "s::p", "s::p::", "s::p::a:b", "s::p::a:b::", "::p::a:b::n",
		"s::::a:b::n", "s::p::::n", "s::p:::a:b::n", "s:::p::a:b::n", "s::p::a:b:::n",
		"s::p::a::n", "s::p::a:b:c:d::n", "s::p::a:b$::n", "s::p::$a:b::n", "s::p::a$b:c::n",
		"s::p::a:b$c::n", "s::p::a:b$c:d:e::n", "s::p::a::b::n", "s::p::a:$b::n",
		"s$::p$::a:b$c:d::n$", "s::p::a:b::n::m",
	}
	for _, c := range testcases.Read(t, "testdata/pulumi.txt") {
		if u, err := urn.Parse(c.Fields[1]); err == nil {
			nsss = append(nsss, u.NSS())
		}
	}
	for _, nss := range nsss {
		_, err := scanPulumi(nss, nil)
		if got := pulumiValid(nss); got != (err == nil) {
			t.Errorf("pulumiValid(%q) = %v, but scanPulumi gives %v", nss, got, err)
		}
	}
}

// TestPulumiStop checks pulumiStop, which looks at eight bytes at a
// time, against a byte at a time, at every offset of strings that put
// ':' and '$' at every place of a word, beside bytes that differ from
// them by one bit or by a borrow.
func TestPulumiStop(t *testing.T) {
	fill := []byte("ab;9%\x80\xff\x00\x01#%%\xba\xa4\x3b\x25\x7a")
	for n := range 20 {
		for _, stop := range []byte{':', '$'} {
			for at := -1; at < n; at++ {
				b := make([]byte, n)
				for k := range b {
					b[k] = fill[(k*7+n)%len(fill)]
				}
				if at >= 0 {
					b[at] = stop
				}
				s := string(b)
				for i := 0; i <= n; i++ {
					want := i
					for want < n && s[want] != ':' && s[want] != '$' {
						want++
					}
					if got := pulumiStop(s, i); got != want {
						t.Errorf("pulumiStop(%q, %d) = %d, want %d", s, i, got, want)
					}
				}
			}
		}
	}
}
