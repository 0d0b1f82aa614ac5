// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestUPnP(t *testing.T) {
	kinds := map[string]UPnPKind{"device": UPnPDevice, "service": UPnPService, "serviceId": UPnPServiceID}
	for _, c := range testcases.Read(t, "testdata/upnp.txt") {
		u, err := urn.Parse(c.Fields[1])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		n, err := UPnP(u)
		switch c.Fields[0] {
		case "ok":
			f := c.Fields
			want := UPnPName{Domain: f[2], Kind: kinds[f[3]], Type: f[4], Version: f[5]}
			if want.Version == "-" {
				want.Version = ""
			}
			if err != nil || n != want {
				t.Errorf("%s: UPnP(%s) = %+v, %v; want %+v", c.Pos, u, n, err, want)
				continue
			}
			if n.Kind.String() != f[3] {
				t.Errorf("%s: Kind.String() = %q, want %q", c.Pos, n.Kind, f[3])
			}
			v, err := n.URN()
			if err != nil || v.NID() != f[2] || v.NSS() != u.NSS() || v.String() != n.String() {
				t.Errorf("%s: URN() = %s, %v; want urn:%s:%s", c.Pos, v, err, f[2], u.NSS())
			}
			if !n.Satisfies(n) {
				t.Errorf("%s: %s does not satisfy itself", c.Pos, n)
			}
		case "fail":
			off, _ := strconv.Atoi(c.Fields[2])
			var ne *Error
			if !errors.As(err, &ne) || ne.Offset != off || !errors.Is(err, ErrInvalid) {
				t.Errorf("%s: UPnP(%s) = %+v, %v; want offset %d", c.Pos, u, n, err, off)
			}
		default:
			t.Fatalf("%s: bad line", c.Pos)
		}
	}
}

func TestUPnPSatisfies(t *testing.T) {
	for _, tt := range []struct {
		have, want string
		ok         bool
	}{
		// UPnP Device Architecture 1.1, section 1.3.2: a device that
		// implements xyz:2 answers searches for xyz:1.
		{"urn:schemas-upnp-org:service:xyz:2", "urn:schemas-upnp-org:service:xyz:1", true},
		{"urn:schemas-upnp-org:service:xyz:1", "urn:schemas-upnp-org:service:xyz:2", false},
		{"urn:schemas-upnp-org:service:xyz:1", "urn:schemas-upnp-org:service:xyz:1", true},
		{"urn:schemas-upnp-org:service:xyz:10", "urn:schemas-upnp-org:service:xyz:9", true},
		{"urn:schemas-upnp-org:service:xyz:9", "urn:schemas-upnp-org:service:xyz:10", false},
		{"urn:schemas-upnp-org:service:xyz:002", "urn:schemas-upnp-org:service:xyz:2", true},
		{"urn:schemas-upnp-org:service:xyz:2", "urn:schemas-upnp-org:service:xyz:002", true},
		{"urn:schemas-upnp-org:service:xyz:18446744073709551617", "urn:schemas-upnp-org:service:xyz:18446744073709551616", true},
		{"URN:SCHEMAS-UPNP-ORG:service:xyz:2", "urn:schemas-upnp-org:service:xyz:1", true},
		{"urn:schemas-upnp-org:device:xyz:2", "urn:schemas-upnp-org:service:xyz:1", false},
		{"urn:schemas-upnp-org:service:Xyz:2", "urn:schemas-upnp-org:service:xyz:1", false},
		{"urn:schemas-acme-com:service:xyz:2", "urn:schemas-upnp-org:service:xyz:1", false},
		{"urn:upnp-org:serviceId:xyz", "urn:upnp-org:serviceId:xyz", true},
		{"urn:upnp-org:serviceId:xyz", "urn:upnp-org:serviceId:xy", false},
	} {
		have, err1 := UPnP(urn.MustParse(tt.have))
		want, err2 := UPnP(urn.MustParse(tt.want))
		if err1 != nil || err2 != nil {
			t.Fatalf("%v, %v", err1, err2)
		}
		if got := have.Satisfies(want); got != tt.ok {
			t.Errorf("%s.Satisfies(%s) = %v, want %v", tt.have, tt.want, got, tt.ok)
		}
	}
}

// TestUPnPURN checks that URN builds a UPnP name and nothing else from
// parts that do not make one.
func TestUPnPURN(t *testing.T) {
	for _, n := range []UPnPName{
		{},
		{Domain: "schemas-upnp-org", Kind: UPnPDevice, Type: "Basic"},
		{Domain: "schemas-upnp-org", Kind: UPnPDevice, Type: "Basic", Version: "1?=x"},
		{Domain: "schemas-upnp-org", Kind: UPnPDevice, Type: "Basic#x", Version: "1"},
		{Domain: "schemas-upnp-org", Kind: UPnPDevice, Type: "Basic", Version: "1:2"},
		{Domain: "schemas-upnp-org", Kind: UPnPDevice, Type: "", Version: "1"},
		{Domain: "schemas-upnp-org", Kind: UPnPDevice, Type: strings.Repeat("a", 65), Version: "1"},
		{Domain: "schemas-upnp-org", Kind: UPnPServiceID, Type: "x"},
		{Domain: "schemas-upnp-org", Kind: 7, Type: "x", Version: "1"},
		{Domain: "upnp-org", Kind: UPnPService, Type: "x", Version: "1"},
		{Domain: "upnp-org", Kind: UPnPServiceID, Type: "x", Version: "1"},
		{Domain: "Schemas-UPnP-Org", Kind: UPnPDevice, Type: "Basic", Version: "1"},
		{Domain: "a.b", Kind: UPnPDevice, Type: "Basic", Version: "1"},
		{Domain: "x", Kind: UPnPDevice, Type: "Basic", Version: "1"},
		{Domain: "example-com:device:a", Kind: UPnPDevice, Type: "b", Version: "1"},
		{Domain: "acme", Kind: UPnPDevice, Type: "a b", Version: "1"},
	} {
		if u, err := n.URN(); err == nil || !errors.Is(err, ErrInvalid) {
			t.Errorf("%+v.URN() = %s, %v; want an error", n, u, err)
		}
	}
	u, err := UPnPName{Domain: "schemas-upnp-org", Kind: UPnPService, Type: "SwitchPower", Version: "1"}.URN()
	if err != nil || u.String() != "urn:schemas-upnp-org:service:SwitchPower:1" {
		t.Errorf("URN() = %s, %v", u, err)
	}
	if s := UPnPKind(0).String(); s != "UPnPKind(0)" {
		t.Errorf("UPnPKind(0).String() = %q", s)
	}
}
