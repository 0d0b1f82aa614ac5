// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

// A name is what the structured names share.
type name interface {
	String() string
	URN() (urn.URN, error)
}

// readers holds, for each structured name, the function that reads it
// from a URN and the one that parses it from a string, with its type
// erased.
var readers = map[string]struct {
	read  func(urn.URN) (name, error)
	parse func(string) (name, error)
}{
	"CTS":     {erase(CTS), erase(ParseCTS)},
	"CITE2":   {erase(CITE2), erase(ParseCITE2)},
	"Dev":     {erase(Dev), erase(ParseDev)},
	"NGSILD":  {erase(NGSILD), erase(ParseNGSILD)},
	"Pulumi":  {erase(Pulumi), erase(ParsePulumi)},
	"SCIM":    {erase(SCIM), erase(ParseSCIM)},
	"Service": {erase(Service), erase(ParseService)},
	"UPnP":    {erase(UPnP), erase(ParseUPnP)},
}

func erase[A any, T name](f func(A) (T, error)) func(A) (name, error) {
	return func(a A) (name, error) {
		n, err := f(a)
		if err != nil {
			return nil, err
		}
		return n, nil
	}
}

// TestNamesRoundTrip holds the shape of the structured names on every
// URN of the test data that one of them reads: ParseX(s) is X of the
// URN s, String writes the URN that URN returns, and X reads that URN
// back as the same name.
func TestNamesRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.txt")
	more, _ := filepath.Glob("testdata/conventions/*.txt")
	read := map[string]int{}
	for _, f := range append(files, more...) {
		if strings.HasSuffix(f, "keys.txt") {
			continue
		}
		for _, c := range testcases.Read(t, f) {
			for _, s := range c.Fields {
				u, err := urn.Parse(s)
				if err != nil {
					continue
				}
				for fn := range checkNames(t, c.Pos, u) {
					read[fn]++
				}
			}
		}
	}
	for fn := range readers {
		if read[fn] < 3 {
			t.Errorf("%s read %d URNs of the test data; want a few at least", fn, read[fn])
		}
	}
}

// TestNamesURNRefuses checks that URN refuses parts that would make a
// URN of other parts, or no URN, in every structured name.
func TestNamesURNRefuses(t *testing.T) {
	for _, n := range []name{
		CTSName{Namespace: "greekLit", TextGroup: "tlg0012:x"},
		CTSName{Namespace: "greekLit", TextGroup: "tlg0012", Work: "a.b"},
		CTSName{Namespace: "greekLit", TextGroup: "tlg0012", Begin: CTSNode{Node: "1-2"}},
		CTSName{Namespace: "greekLit", TextGroup: "tlg0012", End: CTSNode{Node: "2"}}, // End without Begin
		CTSName{Namespace: "greekLit", TextGroup: "tlg0012?=q"},
		CITE2Name{Namespace: "hmt", Collection: "msA", End: CITE2Object{ID: "2v"}}, // End without Begin
		CITE2Name{Namespace: "hmt", Collection: "msA", Begin: CITE2Object{ID: "1r-2v"}},
		CITE2Name{Namespace: "hmt#f", Collection: "msA"},
		DevName{Subtype: "mac", ID: "0024be804ff1"},
		DevName{Subtype: "org", PEN: "", ID: "x"},
		DevName{Subtype: "example", ID: "a_b"},
		DevName{Subtype: "example", ID: "a", Components: []string{""}},
		NGSILDName{Type: "Vehicle:x", ID: "1"},
		NGSILDName{Type: "Vehicle"},
		NGSILDName{Type: "Vehicle", ID: "a?=b"},
		PulumiName{Stack: "dev", Project: "app::x", Types: []string{"aws:s3:Bucket"}, Name: "b"},
		PulumiName{Stack: "dev", Project: "app", Name: "b"},
		PulumiName{Stack: "dev", Project: "app", Types: []string{"aws:s3:Bucket$x:y"}, Name: "b"},
		SCIMName{Type: "schema", Name: "core"},
		SCIMName{Type: "schemas", Name: "core:2.0"},
		SCIMName{Type: "schemas"},
		ServiceName{TopLevel: "sos", Sub: []string{"fire.police"}},
		UPnPName{Domain: "schemas-upnp-org", Kind: UPnPDevice, Type: "a?=b", Version: "1"},
	} {
		u, err := n.URN()
		if !errors.Is(err, ErrInvalid) || u.IsValid() {
			t.Errorf("%#v.URN() = %s, %v; want an error that wraps ErrInvalid", n, u, err)
		}
		var ne *Error
		if errors.As(err, &ne) && (ne.Input != n.String() || ne.Offset < 0 || ne.Offset > len(ne.Input)) {
			t.Errorf("%#v.URN(): error %v is not about %q", n, err, n.String())
		}
	}
}

// TestNamesParse checks that the Parse functions report a string that
// is not a URN as urn.Parse does, and one of another namespace as the
// readers do.
func TestNamesParse(t *testing.T) {
	for fn, r := range readers {
		_, err := r.parse("urn:a:b")
		var pe *urn.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse%s(urn:a:b) = %v, want a *urn.ParseError", fn, err)
		}
		// A UPnP name may be in any domain: example is one, and b no
		// UPnP name in it.
		want := ErrOtherNamespace
		if fn == "UPnP" {
			want = ErrInvalid
		}
		if _, err := r.parse("urn:example:b"); !errors.Is(err, want) {
			t.Errorf("Parse%s(urn:example:b) = %v, want %v", fn, err, want)
		}
	}
}

// checkNames checks the shape of every structured name that reads u,
// and returns the names of the functions that read it.
func checkNames(t *testing.T, where string, u urn.URN) map[string]bool {
	t.Helper()
	s := u.String()
	read := map[string]bool{}
	for fn, r := range readers {
		n, err := r.read(u)
		p, perr := r.parse(s)
		if (err == nil) != (perr == nil) || err == nil && !cmp.Equal(n, p) {
			t.Errorf("%s: %s(%s) = %v, %v; Parse%[2]s = %v, %v", where, fn, s, n, err, p, perr)
		}
		if err != nil {
			continue
		}
		read[fn] = true
		v, err := n.URN()
		if err != nil {
			t.Errorf("%s: %s(%s).URN(): %v", where, fn, s, err)
			continue
		}
		if v.String() != n.String() && fn != "Service" {
			t.Errorf("%s: %s(%s): String() = %s, URN() = %s", where, fn, s, n, v)
		}
		if m, err := r.read(v); err != nil || !cmp.Equal(m, n) {
			t.Errorf("%s: %s(%s): the URN %s reads back as %v, %v", where, fn, s, v, m, err)
		}
		// The URN is the same name, whatever the case of the NID and
		// of the hex digits as written.
		if !Builtin().Union(Conventions()).Equal(u, v) {
			t.Errorf("%s: %s(%s).URN() = %s, not equivalent", where, fn, s, v)
		}
	}
	return read
}

// TestNamesFieldsWritten checks that no structured name has a field
// that String ignores: each field of a name read from a URN, set to its
// zero value, changes what String writes. A field that repeats others
// (as a passage would repeat the nodes it is made of) fails.
func TestNamesFieldsWritten(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range []string{
		"urn:cts:greekLit:tlg0012.tlg001.hmt01.x1:10.4@Atreus-10.10@the%5B2%5D",
		"urn:cite2:hmt:vaimg.2017a.caption:VA035RN_0036@0.1,0.2-VA035RN_0037@0.3,0.4",
		"urn:dev:org:32473-foo:bar",
		"urn:dev:ops:32473-Refrigerator-5002_humidity",
		"urn:ngsi-ld:Vehicle:A4567",
		"urn:pulumi:production::acmecorp-website::custom:resources:Resource$aws:s3/bucket:Bucket::my-bucket",
		"urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
		"urn:service:sos.fire",
		"urn:schemas-upnp-org:device:MediaServer:1",
	} {
		u := urn.MustParse(s)
		for fn, r := range readers {
			n, err := r.read(u)
			if err != nil {
				continue
			}
			seen[fn] = true
			v := reflect.ValueOf(n)
			for i := 0; i < v.NumField(); i++ {
				f := v.Type().Field(i)
				if !f.IsExported() || v.Field(i).IsZero() {
					continue
				}
				m := reflect.New(v.Type()).Elem()
				m.Set(v)
				m.Field(i).SetZero()
				if got := m.Interface().(name).String(); got == n.String() {
					t.Errorf("%s of %s: String ignores the field %s (%v)", fn, s, f.Name, v.Field(i))
				}
			}
		}
	}
	for fn := range readers {
		if !seen[fn] {
			t.Errorf("no URN of the test is a %s name", fn)
		}
	}
}
