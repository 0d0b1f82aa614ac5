// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

func ExampleClassify() {
	for _, nid := range []string{"isbn", "urn-7", "urn-07", "de", "de-bw", "xn--abc", "X-acme", "urn", "a_b"} {
		fmt.Println(nid, namespace.Classify(nid))
	}
	// Output:
	// isbn formal
	// urn-7 informal
	// urn-07 unassignable
	// de unassignable
	// de-bw country-code
	// xn--abc dns-like
	// X-acme experimental
	// urn reserved
	// a_b invalid
}

func ExampleLookupRegistration() {
	r, ok := namespace.LookupRegistration("ISBN")
	fmt.Println(r.NID, r.Class, r.Reference, ok)
	_, ok = namespace.LookupRegistration("acme")
	fmt.Println(ok)
	// Output:
	// isbn formal International ISBN Agency true
	// false
}

func ExampleSet_Validate() {
	ns := namespace.Builtin()
	for _, s := range []string{
		"urn:isbn:0-395-36341-1",
		"urn:isbn:0-395-36341-2",
		"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf",
	} {
		fmt.Println(ns.Validate(urn.MustParse(s)))
	}
	// Output:
	// <nil>
	// urn: NSS not valid in namespace isbn in "urn:isbn:0-395-36341-2" at offset 21 ('2'): wrong check digit (ISBN-10, modulus 11)
	// urn: NSS not valid in namespace uuid in "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf" at offset 44: a UUID has 36 characters
}

func ExampleSet_Equal() {
	ns := namespace.Builtin()
	a := urn.MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
	b := urn.MustParse("URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6")
	fmt.Println(a.Equal(b), ns.Equal(a, b))
	fmt.Println(ns.Normalize(b))

	// RFC 3187, section 3.2: hyphens are removed and x is read as X
	// before two ISBN URNs are compared.
	c := urn.MustParse("urn:isbn:0-8044-2957-x")
	d := urn.MustParse("URN:ISBN:080442957X")
	fmt.Println(c.Equal(d), ns.Equal(c, d))
	fmt.Println(ns.Normalize(c))
	// Output:
	// false true
	// urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6
	// false true
	// urn:isbn:080442957X
}

func ExampleSet_Compare() {
	// Sort, then compact, under the namespace rules: the ISBNs that
	// RFC 3187 holds equal end up side by side, and the first of each
	// stays.
	ns := namespace.Builtin()
	var us []urn.URN
	for _, s := range []string{"urn:isbn:0-8044-2957-x", "urn:isbn:0451450523", "URN:ISBN:080442957X", "urn:isbn:0-451-45052-3"} {
		us = append(us, urn.MustParse(s))
	}
	slices.SortStableFunc(us, ns.Compare)
	us = slices.CompactFunc(us, ns.Equal)
	for _, u := range us {
		fmt.Println(u, ns.Key(u))
	}
	// Output:
	// urn:isbn:0451450523 urn:isbn:0451450523
	// urn:isbn:0-8044-2957-x urn:isbn:080442957X
}

// A namespace of your own: the NSS is digits, and leading zeros do not
// count. The rules are added to a copy of the built-in set; nothing
// global changes.
func ExampleSet_With() {
	errDigit := errors.New("want a digit")
	acme := namespace.Rules{
		NID:    "acme",
		Source: "ACME part numbering, section 2",
		Validate: func(nss string) (int, error) {
			for i := 0; i < len(nss); i++ {
				if nss[i] < '0' || nss[i] > '9' {
					return i, errDigit
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
	ns := namespace.Builtin().With(acme)
	fmt.Println(ns.Equal(urn.MustParse("urn:acme:0042"), urn.MustParse("urn:ACME:42")))
	err := ns.Validate(urn.MustParse("urn:acme:4x2"))
	fmt.Println(errors.Is(err, errDigit), err.(*namespace.Error).Offset)
	// Output:
	// true
	// true 10
}

func ExampleSCIM() {
	u := urn.MustParse("urn:ietf:params:scim:schemas:extension:enterprise:2.0:User")
	sc, err := namespace.SCIM(u)
	fmt.Println(sc.Type, sc.Name, sc.Other, err)
	// Output:
	// schemas extension enterprise:2.0:User <nil>
}

func ExampleDev() {
	for _, s := range []string{
		"urn:dev:ops:32473-Refrigerator-5002",
		"urn:dev:ow:264437f5000000ed_humidity",
		"urn:dev:mac:0024be804ff1",
	} {
		d, err := namespace.Dev(urn.MustParse(s))
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s pen=%q product=%q id=%q components=%q\n", d.Subtype, d.PEN, d.Product, d.ID, d.Components)
	}
	// Output:
	// ops pen="32473" product="Refrigerator" id="5002" components=[]
	// ow pen="" product="" id="264437f5000000ed" components=["humidity"]
	// urn: NSS not valid in namespace dev in "urn:dev:mac:0024be804ff1" at offset 24: want 16 hex digits (a mac or ow identifier is always exactly 16 characters long)
}

// A caller that finds no route for a service can fall back on a more
// generic one (RFC 5031, section 3): sos.fire, then sos.
func ExampleService() {
	s, err := namespace.Service(urn.MustParse("URN:SERVICE:SOS.Fire"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.TopLevel, s.Sub)
	for ok := true; ok; s, ok = s.Generic() {
		u, _ := s.URN()
		fmt.Println(u)
	}
	// Output:
	// sos [fire]
	// urn:service:sos.fire
	// urn:service:sos
}

// A control point that needs a MediaServer:1 can use any MediaServer of
// that version or higher: UPnP device and service types are backward
// compatible (UPnP Device Architecture 1.1, section 1.3.2).
func ExampleUPnP() {
	want, _ := namespace.UPnP(urn.MustParse("urn:schemas-upnp-org:device:MediaServer:1"))
	for _, s := range []string{
		"urn:schemas-upnp-org:device:MediaServer:4",
		"urn:schemas-upnp-org:device:MediaRenderer:1",
		"urn:schemas-upnp-org:device:MediaServer",
	} {
		have, err := namespace.UPnP(urn.MustParse(s))
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(have.Kind, have.Type, have.Version, have.Satisfies(want))
	}
	// Output:
	// device MediaServer 4 true
	// device MediaRenderer 1 false
	// urn: NSS not valid in namespace schemas-upnp-org in "urn:schemas-upnp-org:device:MediaServer" at offset 39: want ':' and an integer version after the type suffix
}

func ExampleNGSILD() {
	e, err := namespace.NGSILD(urn.MustParse("urn:ngsi-ld:Vehicle:A4567"))
	fmt.Println(e.Type, e.ID, err)
	// Output:
	// Vehicle A4567 <nil>
}

func ExamplePulumi() {
	p, err := namespace.Pulumi(urn.MustParse("urn:pulumi:production::acmecorp-website::custom:resources:Resource$aws:s3/bucket:Bucket::my-bucket"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Stack, p.Project, p.Name)
	fmt.Println(p.Type(), "in", p.Types[:len(p.Types)-1])
	// Output:
	// production acmecorp-website my-bucket
	// aws:s3/bucket:Bucket in [custom:resources:Resource]
}

// The schemas array of a SCIM resource (RFC 7643 section 3) holds URNs:
// decode it as []urn.URN, then read the parts of each with SCIM.
func Example_scimSchemas() {
	body := `{
		"schemas": ["urn:ietf:params:scim:schemas:core:2.0:User",
			"URN:IETF:PARAMS:scim:schemas:extension:enterprise:2.0:User"],
		"userName": "bjensen"
	}`
	var user struct {
		Schemas  []urn.URN `json:"schemas"`
		UserName string    `json:"userName"`
	}
	if err := json.Unmarshal([]byte(body), &user); err != nil {
		fmt.Println(err) // a schema that is not a URN, with its offset
		return
	}
	userSchema := urn.MustParse("urn:ietf:params:scim:schemas:core:2.0:User")
	fmt.Println(slices.ContainsFunc(user.Schemas, userSchema.Equal))
	for _, u := range user.Schemas {
		sc, err := namespace.SCIM(u)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(sc.Type, sc.Name, sc.Other)
	}
	// Output:
	// true
	// schemas core 2.0:User
	// schemas extension enterprise:2.0:User
}

// A SCIM server that checks a value of the "schemas" attribute (RFC
// 7643 section 3) wants the schema URN itself. Equal holds URNs equal
// whatever their components (RFC 8141 section 3), and so does SCIM;
// refuse the components as well, or compare the text byte for byte.
func Example_scimExact() {
	const schema = "urn:ietf:params:scim:schemas:core:2.0:User"
	user := urn.MustParse(schema)
	for _, s := range []string{
		schema,
		schema + "#x",
		schema + "?=x",
		"URN:IETF:params:scim:schemas:core:2.0:User",
	} {
		u, err := urn.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		equal := u.Equal(user)
		noComponents := equal && u.String() == u.AssignedName()
		sameText := u.String() == schema
		fmt.Println(equal, noComponents, sameText, s)
	}
	// Output:
	// true true true urn:ietf:params:scim:schemas:core:2.0:User
	// true false false urn:ietf:params:scim:schemas:core:2.0:User#x
	// true false false urn:ietf:params:scim:schemas:core:2.0:User?=x
	// true true false URN:IETF:params:scim:schemas:core:2.0:User
}

func ExampleUUID() {
	id, err := namespace.UUID(urn.MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6"))
	fmt.Printf("%x %v\n", id, err)
	// Output:
	// f81d4fae7dec11d0a76500a0c91e6bf6 <nil>
}

func ExampleBuiltin() {
	for _, nid := range []string{"ISBN", "uuid", "acme"} {
		r, ok := namespace.Builtin().Lookup(nid)
		fmt.Printf("%-4s %-5v %s\n", nid, ok, r.Source)
	}
	// Output:
	// ISBN true  RFC 3187, sections 3.2 and 5; RFC 8254, section 2.1
	// uuid true  RFC 4122, section 3; RFC 9562, section 4
	// acme false
}

func ExampleSet_Normalize() {
	ns := namespace.Builtin()
	u := urn.MustParse("URN:IETF:RFC:2648?=lang=EN#Top")
	fmt.Println(ns.Normalize(u))
	// Output:
	// urn:ietf:rfc:2648?=lang=EN#Top
}

// A program that writes URNs in canonical form and reports those that
// break their namespace's rules checks each URN once with Check.
func ExampleSet_Check() {
	ns := namespace.Builtin()
	for _, s := range []string{
		"URN:ISBN:0-395-36341-1",
		"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx",
	} {
		u, err := ns.Check(urn.MustParse(s))
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(u)
	}
	// Output:
	// urn:isbn:0395363411
	// urn: NSS not valid in namespace uuid in "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx" at offset 44 ('x'): want a hex digit (a UUID is 8-4-4-4-12 hex digits)
}

// Programs tell the two kinds of namespace error apart with errors.Is,
// and show the reason beside the input their own way.
func ExampleError() {
	for _, s := range []string{
		"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx",
		"urn:isbn:0451450523",
	} {
		_, err := namespace.UUID(urn.MustParse(s))
		var e *namespace.Error
		switch {
		case errors.Is(err, namespace.ErrOtherNamespace):
			fmt.Println("not a UUID URN:", s)
		case errors.As(err, &e):
			fmt.Printf("%s\n%*s^ %s\n", e.Input, e.Offset, "", e.Reason())
		}
	}
	// Output:
	// urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx
	//                                             ^ want a hex digit (a UUID is 8-4-4-4-12 hex digits)
	// not a UUID URN: urn:isbn:0451450523
}

func ExampleConventions() {
	ns := namespace.Builtin().Union(namespace.Conventions())
	r, _ := ns.Lookup("cts")
	fmt.Println(r.Source)
	_, registered := namespace.LookupRegistration("cts")
	fmt.Println("registered:", registered)
	fmt.Println(ns.Equal(
		urn.MustParse("urn:cts:greekLit:tlg0012.tlg001.hmt01:10.4@Atreus%5B1%5D"),
		urn.MustParse("urn:cts:greekLit:tlg0012.tlg001.hmt01:10.4@Atreus")))
	// Output:
	// CTS URN specification 2.0.rc.1 (CITE architecture), Syntax of a CTS URN and Character set; draft registration of 2018, Syntax; NID not registered with IANA
	// registered: false
	// true
}

func ExampleCTS() {
	for _, s := range []string{
		"urn:cts:greekLit:tlg0012.tlg001.hmt01:10.4@Atreus-10.10",
		"urn:cts:greekLit:tlg0012.tlg001.hmt01:10.1@the%5B2%5D",
		"urn:cts:greekLit:tlg0012.tlg001.perseus-grc2:1.1-1.5",
		"urn:cts:greekLit:tlg0012.tlg001.perseus-grc2:1.1-1.5-1.6",
	} {
		c, err := namespace.CTS(urn.MustParse(s))
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s %s.%s.%s from %+v to %+v\n", c.Namespace, c.TextGroup, c.Work, c.Version, c.Begin, c.End)
	}
	// Output:
	// greekLit tlg0012.tlg001.hmt01 from {Node:10.4 Subref:[{Text:Atreus Index:}]} to {Node:10.10 Subref:[]}
	// greekLit tlg0012.tlg001.hmt01 from {Node:10.1 Subref:[{Text:the Index:2}]} to {Node: Subref:[]}
	// greekLit tlg0012.tlg001.perseus-grc2 from {Node:1.1 Subref:[]} to {Node:1.5 Subref:[]}
	// urn: NSS not valid in namespace cts in "urn:cts:greekLit:tlg0012.tlg001.perseus-grc2:1.1-1.5-1.6" at offset 52 ('-'): a passage is a node or a range of two, and a subreference a string or a range of two
}

func ExampleCITE2() {
	u := urn.MustParse("urn:cite2:hmt:vaimg.2017a:VA035RN_0036@0.135,0.4936,0.42,0.0256")
	c, err := namespace.CITE2(u)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c.Namespace, c.Collection, c.Version, c.Begin.ID, c.Begin.Subref, c.IsRange())
	// Output:
	// hmt vaimg 2017a VA035RN_0036 0.135,0.4936,0.42,0.0256 false
}

// Set.Key is what to index URNs by when the namespaces' own rules
// apply: one key for all the ways of writing one name. Store
// RulesVersion beside the keys, and compute them again from the URNs
// when it changes.
func ExampleSet_Key() {
	ns := namespace.Builtin()
	seen := map[string][]string{}
	var keys []string
	for _, s := range []string{
		"urn:isbn:0-451-45052-3",
		"URN:ISBN:0451450523",
		"urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
		"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6?=v=2",
	} {
		k := ns.Key(urn.MustParse(s))
		if seen[k] == nil {
			keys = append(keys, k)
		}
		seen[k] = append(seen[k], s)
	}
	for _, k := range keys {
		fmt.Println(k, len(seen[k]))
	}
	// Under RFC 8141 alone, each of the four is a key of its own.
	fmt.Println(urn.MustParse("urn:isbn:0-451-45052-3").Key())
	// Output:
	// urn:isbn:0451450523 2
	// urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6 2
	// urn:isbn:0-451-45052-3
}

func ExampleSet_Examine() {
	ns := namespace.Builtin()
	for _, s := range []string{
		"urn:nbn:de:gbv:089-3321752945", // the German National Library's example
		"urn:nbn:de:gbv:089-3321752954", // two digits swapped
		"urn:meta:xyz:terms-title",      // a format code added after the rules
		"urn:isni:0000000121241961",     // a wrong check digit, which the rules refuse
	} {
		note, err := ns.Examine(urn.MustParse(s))
		switch {
		case err != nil:
			fmt.Println(err)
		case note != nil:
			fmt.Println(note)
		default:
			fmt.Println(s, "valid")
		}
	}
	// Output:
	// urn:nbn:de:gbv:089-3321752945 valid
	// urn: note of namespace nbn on "urn:nbn:de:gbv:089-3321752954" at offset 28 ('4'): check digit '4' does not match: the DNB's algorithm gives '8'
	// urn: note of namespace meta on "urn:meta:xyz:terms-title" at offset 9 ('x'): format code "xyz" is not among the codes the rules know (the registration adds codes on request)
	// urn: NSS not valid in namespace isni in "urn:isni:0000000121241961" at offset 24 ('1'): wrong check digit '1': ISO 7064 MOD 11-2 gives '0'
}
