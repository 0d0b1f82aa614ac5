// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestService(t *testing.T) {
	for _, c := range testcases.Read(t, "testdata/service.txt") {
		u, err := urn.Parse(c.Fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		s, err := Service(u)
		switch c.Fields[0] {
		case "ok":
			want := ServiceName{TopLevel: c.Fields[2]}
			if c.Fields[3] != "-" {
				want.Sub = strings.Split(c.Fields[3], ",")
			}
			if err != nil {
				t.Errorf("%s: %v", c.Pos, err)
				continue
			}
			if diff := cmp.Diff(want, s); diff != "" {
				t.Errorf("%s: Service(%s) (-want +got):\n%s", c.Pos, u, diff)
			}
			g, ok := s.Generic()
			if got, want := g.String(), "urn:service:"+c.Fields[4]; ok != (c.Fields[4] != "-") || ok && got != want {
				t.Errorf("%s: Generic() = %s, %v; want %s", c.Pos, got, ok, want)
			}
			v, err := s.URN()
			if err != nil || v.String() != "urn:service:"+strings.ToLower(u.NSS()) || !Builtin().Equal(u, v) {
				t.Errorf("%s: URN() = %s, %v", c.Pos, v, err)
			}
		case "fail":
			off, _ := strconv.Atoi(c.Fields[2])
			var ne *Error
			if !errors.As(err, &ne) || ne.Offset != off {
				t.Errorf("%s: Service(%s) = %+v, %v; want offset %d", c.Pos, u, s, err, off)
			}
		default:
			t.Fatalf("%s: bad line", c.Pos)
		}
	}
}

// TestServiceURN checks that URN builds a service URN and nothing else
// from labels that are not service labels.
func TestServiceURN(t *testing.T) {
	for _, s := range []ServiceName{
		{TopLevel: "sos?=x"},
		{TopLevel: "sos", Sub: []string{"fire#x"}},
		{TopLevel: "sos", Sub: []string{""}},
		{TopLevel: "sos/../x"},
		{},
		{TopLevel: strings.Repeat("a", 28)},
		{TopLevel: "a.b"},
		{TopLevel: "sos", Sub: []string{"fire.police"}},
		{TopLevel: "sos", Sub: []string{"fire", "."}},
	} {
		if u, err := s.URN(); err == nil || !errors.Is(err, ErrInvalid) {
			t.Errorf("%+v.URN() = %s, %v; want an error", s, u, err)
		}
	}
	u, err := ServiceName{TopLevel: "SOS", Sub: []string{"Fire"}}.URN()
	if err != nil || u.String() != "urn:service:sos.fire" {
		t.Errorf("URN() = %s, %v; want urn:service:sos.fire", u, err)
	}
	g, ok := ServiceName{TopLevel: "a", Sub: []string{"b", "c"}}.Generic()
	if !ok || g.String() != "urn:service:a.b" || cap(g.Sub) != 1 {
		t.Errorf("Generic() = %+v (cap %d), %v", g, cap(g.Sub), ok)
	}
}
