// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
	"github.com/urnkit/urn/internal/testcases"
)

// acme is a namespace of the kind a user adds: NSSs of digits, with
// leading zeros insignificant.
var acme = Rules{
	NID:    "acme",
	Source: "ACME numbering policy",
	Validate: func(nss string) (int, error) {
		for i := 0; i < len(nss); i++ {
			if !ascii.IsDigit(nss[i]) {
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

func TestSetWith(t *testing.T) {
	base := Builtin()
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
	a, b := urn.MustParse("urn:acme:0042"), urn.MustParse("URN:ACME:42?=x")
	if !ns.Equal(a, b) || base.Equal(a, b) {
		t.Errorf("Equal(%s, %s): with acme %v, without %v", a, b, ns.Equal(a, b), base.Equal(a, b))
	}
	if err := ns.Validate(urn.MustParse("urn:acme:4x2")); err == nil || err.(*Error).Offset != 10 {
		t.Errorf("Validate: %v", err)
	}
	// A later rule for the same NID, in any case, replaces the earlier.
	plain := ns.With(Rules{NID: "ACME"})
	if plain.Equal(a, b) || plain.Validate(urn.MustParse("urn:acme:x")) != nil {
		t.Error("a rule for the same NID did not replace the earlier one")
	}
	var zero Set
	if zero.Validate(urn.MustParse("urn:uuid:x")) != nil || zero.Equal(urn.MustParse("urn:uuid:A"), urn.MustParse("urn:uuid:a")) {
		t.Error("the zero Set applies rules")
	}
	// All holds each rule once, sorted by NID.
	all := slices.Collect(ns.All())
	if n := len(slices.Collect(Builtin().All())); len(all) != n+1 {
		t.Errorf("All: %d rules, want the %d built-in ones and acme", len(all), n)
	}
	for i, r := range all {
		if got, ok := ns.Lookup(r.NID); !ok || got.NID != r.NID {
			t.Errorf("All holds %s, which Lookup does not find", r.NID)
		}
		if i > 0 && strings.ToLower(all[i-1].NID) >= strings.ToLower(r.NID) {
			t.Errorf("All: %s before %s", all[i-1].NID, r.NID)
		}
	}
}

func TestSetUnion(t *testing.T) {
	acme2 := Rules{NID: "ACME", Source: "second"}
	own := (Set{}).With(acme, Rules{NID: "beta"})
	ns := Builtin().Union(own)
	for _, nid := range []string{"uuid", "acme", "BETA"} {
		if _, ok := ns.Lookup(nid); !ok {
			t.Errorf("Union lost the rules of %s", nid)
		}
	}
	if _, ok := Builtin().Lookup("acme"); ok {
		t.Error("Union changed the set it was called on")
	}
	// Where both have rules for a NID, the argument's win.
	if r, _ := own.Union((Set{}).With(acme2)).Lookup("acme"); r.Source != "second" {
		t.Errorf("Union kept %q, want the rules of its argument", r.Source)
	}
	if r, _ := (Set{}).With(acme2).Union(own).Lookup("acme"); r.Source != acme.Source {
		t.Errorf("Union kept %q, want the rules of its argument", r.Source)
	}
	n := func(s Set) int { return len(slices.Collect(s.All())) }
	if n(ns) != n(Builtin())+2 || n(own.Union(Set{})) != 2 || n((Set{}).Union(own)) != 2 {
		t.Errorf("Union holds %d rules, want %d", n(ns), n(Builtin())+2)
	}
	// All stops when the loop does.
	for range ns.All() {
		break
	}
}

func TestSetZeroURN(t *testing.T) {
	ns := Builtin().With(Rules{NID: "", Validate: acme.Validate, Canonical: acme.Canonical})
	var u urn.URN
	if ns.Validate(u) != nil || ns.Normalize(u) != u || !ns.Equal(u, u) || ns.Equal(u, urn.MustParse("urn:ab:c")) {
		t.Error("the zero URN is not handled as no URN")
	}
}

// TestSetConcurrent uses one Set from several goroutines at once and
// checks that each gets the results that one goroutine alone gets:
// under -race it also finds a data race, and without it a result that
// shared state spoiled.
func TestSetConcurrent(t *testing.T) {
	ns := Builtin().With(acme)
	isbn := urn.MustParse("urn:isbn:0-395-36341-1")
	bad := urn.MustParse("urn:acme:1x")
	wantNorm := ns.Normalize(isbn)
	wantErr := fmt.Sprint(ns.Validate(bad))
	wantKey := ns.Key(isbn)
	if wantErr == "<nil>" || wantNorm == isbn {
		t.Fatalf("Normalize(%s) = %s, Validate(%s) = %s: want a change and an error", isbn, wantNorm, bad, wantErr)
	}
	const goroutines = 4
	failures := make(chan string, goroutines)
	var wg sync.WaitGroup
	for g := 0; g < goroutines; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				got := ns.Normalize(isbn)
				err := fmt.Sprint(ns.Validate(bad))
				key := ns.Key(isbn)
				more := ns.With(uuidRules)
				_, found := more.Lookup("uuid")
				if got != wantNorm || err != wantErr || key != wantKey || !found {
					failures <- fmt.Sprintf("Normalize %s, Validate %s, Key %q, With(uuid) finds uuid: %v; want %s, %s, %q, true",
						got, err, key, found, wantNorm, wantErr, wantKey)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(failures)
	for f := range failures {
		t.Error(f)
	}
}

func TestSetAllocs(t *testing.T) {
	ns := Builtin()
	u := urn.MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
	v := urn.MustParse("URN:ISBN:0-395-36341-1")
	if n := testing.AllocsPerRun(100, func() {
		ns.Lookup("UUID")
		_ = ns.Validate(u)
		_ = ns.Validate(v)
		ns.Normalize(u)
	}); n != 0 {
		t.Errorf("Lookup, Validate, Normalize of a canonical URN: %v allocations, want 0", n)
	}
	// Validate and Normalize of a URN in canonical form, in every
	// built-in namespace.
	checkAllocs(t, ns, []string{
		"urn:3gpp:acme.foo-serv",
		"urn:alert:service:call-waiting:abc@example",
		"urn:bbf:yang:fast",
		"urn:broadband-forum-org:cwmp:datamodel-1-5",
		"urn:cablelabs:packetcable-example:ue:rst-sample",
		"urn:c2pa:f9168c5e-ceb2-4faa-b6bf-329bf39fa1e4:acme:v2_1",
		"urn:ccsds:schema:ndm:aem",
		"urn:cdx:3e671687-395b-41f5-a30f-a58921a69b79/1",
		"urn:ddi:us.mpc:IPUMS_CL_EDU.C4:1",
		"urn:ddi:us.mpc:CodeList:IPUMS_CL_EDU:Code:C4:1",
		"urn:dev:ops:32473-Refrigerator-5002",
		"urn:dslforum-org:cwmp-1-0",
		"urn:doi:10.1000/182",
		"urn:dvb:cs:zappingtypecs:2001",
		"urn:ebu:metadata-cs:EscortCS_2007",
		"urn:eidr:10.5240:7791-8534-2c23-9030-8610-5",
		"urn:epc:id:sgtin:900100.0003456.1234567",
		"urn:epcglobal:ale:xsd:1",
		"urn:etsi:yang:etsi-nfv",
		"urn:example:a123,z456",
		"urn:fdc:example.com:2002:A572007",
		"urn:gdst:example.com:party:12345.0",
		"urn:gdst:bizStep:commingling",
		"urn:globus:auth:scope:transfer.api.globus.org:all",
		"urn:gsma:imei:90420156-025763-0;svn=42",
		"urn:hbbtv:dash:profile:isoff-live:2012",
		"urn:ieee:std:802.5:yang",
		"urn:ietf:params:dns:rr-type-codes:soa",
		"urn:iptc:std:NewsML:1.1:spec:DTD:1",
		"urn:isan:0000-0000-9e59-0000-o-0000-0000-2",
		"urn:isbn:080442957X",
		"urn:isni:0000000121241960",
		"urn:iso:std:iso:9999:-1:ed-1:en",
		"urn:issn:0259-000X",
		"urn:itu:t:rec:g.8052.1:yang:connectivity",
		"urn:knx:dpt:timePeriodMsec",
		"urn:lei:7LTWFZYICNSX8D621K86",
		"urn:lex:it:stato:legge:2003-09-21;456",
		"urn:liberty:schemas:authctx:2002:05",
		"urn:mace:georgetown.edu",
		"urn:mef:yang:mef-services",
		"urn:meta:marc-bd245",
		"urn:mpeg:mpeg7:cs:GenreCS:2001",
		"urn:mrn:imo:imo-number:9743368",
		"urn:nbn:se:uu:diva-3475",
		"urn:nbn:de:gbv:089-3321752945",
		"urn:nena:emergencyresponders:ambulance",
		"urn:newsml:iptc.org:20001006:newsmlv1.0:1",
		"urn:nfc:wkt:Uri",
		"urn:nfi:iot:leg:id:1.0",
		"urn:nzl:govt:registering:dogs:registration:1-0",
		"urn:oasis:names:technical:memorandum:9502:1995",
		"urn:ogc:def:crs:EPSG:6.3:26986",
		"urn:ogf:network:canarie.ca:kisti-uninett-glif-001",
		"urn:oid:1.3.6.1",
		"urn:oma:drms:org-foobar",
		"urn:onf:otcc:tapi:yang:connectivity",
		"urn:publicid:-:OASIS:DTD+DocBook+XML+V4.1.2:EN",
		"urn:pwid:archive.org:2016-01-22t10:08:23z:page:https://www.dr.dk",
		"urn:s1000d:dmc-ae-a-07-05-0000-00a-040a-a_i-001_l-en",
		"urn:schac:personalUniqueID:es:DNI:9999999Z",
		"urn:service:sos.fire",
		"urn:smpte:ul:060e2b34.04010103.04010202.01011100",
		"urn:swift:type:fin$103",
		"urn:tva:metadata:cs:IntentionCS:2002",
		"urn:uci:i700-2987098",
		"urn:ucode:_0123456789ABCDEF0123456789ABCDEF",
		"urn:uic:stn:8400058",
		"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
		"urn:web3d:vrml97:node:GeoCoordinate",
		"urn:wmo:md:de-dwd:icon-eps.ALL",
		"urn:xmpp:jingle:apps:rtp:1",
	})
}

// checkAllocs checks that Validate and Normalize of each of canonical,
// URNs in canonical form, do not allocate, and that canonical holds a
// URN of every namespace of ns.
func checkAllocs(t *testing.T, ns Set, canonical []string) {
	t.Helper()
	covered := map[string]bool{}
	for _, s := range canonical {
		u := urn.MustParse(s)
		covered[strings.ToLower(u.NID())] = true
		if n := testing.AllocsPerRun(100, func() {
			if ns.Validate(u) != nil || ns.Normalize(u) != u {
				t.Fatalf("%s is not valid and canonical", u)
			}
			if v, err := ns.Check(u); err != nil || v != u {
				t.Fatalf("Check(%s) = %s, %v; want it unchanged and valid", u, v, err)
			}
			if n, err := ns.Examine(u); n != nil || err != nil {
				t.Fatalf("Examine(%s) = %v, %v; want no note and no error", u, n, err)
			}
		}); n != 0 {
			t.Errorf("Validate, Normalize, Check, Examine of %s: %v allocations, want 0", u, n)
		}
	}
	for r := range ns.All() {
		if !covered[strings.ToLower(r.NID)] {
			t.Errorf("no canonical URN of namespace %s is checked for allocations", r.NID)
		}
	}
}

// checkHelperError checks err, the error of the function fn of the
// namespace nid on u, against the fail line c of a test data file
// ("fail URN OFFSET"): an *Error at OFFSET, that wraps
// ErrOtherNamespace exactly when the NID of u is not nid.
func checkHelperError(t *testing.T, c testcases.Case, fn, nid string, u urn.URN, err error) {
	t.Helper()
	off, _ := strconv.Atoi(c.Fields[2])
	var ne *Error
	if !errors.As(err, &ne) || ne.Offset != off {
		t.Errorf("%s: %s(%s): %v; want offset %d", c.Pos, fn, u, err, off)
	}
	if wantOther := !strings.EqualFold(u.NID(), nid); errors.Is(err, ErrOtherNamespace) != wantOther {
		t.Errorf("%s: %s(%s): %v", c.Pos, fn, u, err)
	}
}

// FuzzNamespaces checks, for two inputs that parse, and for the same
// NSSs placed in every namespace of Builtin and Conventions:
//   - namespace-aware equivalence includes RFC 8141 equivalence and is
//     the equality of normalized assigned-names (so it is an equivalence
//     relation);
//   - Normalize is idempotent, keeps the components, yields a URN that
//     parses, and keeps validity;
//   - a namespace error points into the NSS;
//   - SCIM, Dev, Service, CTS, CITE2, UPnP, NGSILD and Pulumi agree
//     with the rules of their namespaces, and give back the NSS; NIDs
//     classify as valid;
//   - UPnP's Satisfies goes by version.
func FuzzNamespaces(f *testing.F) {
	files, _ := filepath.Glob("testdata/conventions/*.txt")
	for _, file := range append([]string{"testdata/namespaces.txt"}, files...) {
		for _, c := range testcases.Read(f, file) {
			a := c.Fields[1]
			b := a
			if len(c.Fields) > 2 {
				b = c.Fields[2]
			}
			f.Add(a, b)
		}
	}
	// The tables of the structured accessors, each paired with a URN of
	// its namespace.
	for _, t := range []struct{ file, other string }{
		{"testdata/scim.txt", "urn:ietf:params:scim:schemas:core"},
		{"testdata/dev.txt", "urn:dev:example:x"},
		{"testdata/service.txt", "urn:service:sos"},
		{"testdata/cite2.txt", "urn:cite2:hmt:msA.r1:12r-14v"},
		{"testdata/cts.txt", "urn:cts:greekLit:tlg0012.tlg001.hmt01:10.4@Atreus%5B1%5D"},
		{"testdata/upnp.txt", "urn:schemas-upnp-org:device:Basic:1"},
		{"testdata/ngsild.txt", "urn:ngsi-ld:Person:28976543"},
		{"testdata/pulumi.txt", "urn:pulumi:dev::app::aws:s3/bucket:Bucket::my-bucket"},
	} {
		for _, c := range testcases.Read(f, t.file) {
			f.Add(c.Fields[1], t.other)
		}
	}
	ns := Builtin().Union(Conventions()).With(acme)
	rules := slices.Collect(ns.All())
	f.Fuzz(func(t *testing.T, a, b string) {
		u, err1 := urn.Parse(a)
		v, err2 := urn.Parse(b)
		if err1 != nil || err2 != nil {
			return
		}
		checkNamespaces(t, ns, u, v)
		for _, n := range rules {
			u2, err1 := urn.Parse("urn:" + n.NID + ":" + a[len(u.NID())+5:])
			v2, err2 := urn.Parse("URN:" + strings.ToUpper(n.NID) + ":" + b[len(v.NID())+5:])
			if err1 == nil && err2 == nil {
				checkNamespaces(t, ns, u2, v2)
			}
		}
	})
}

func checkNamespaces(t *testing.T, ns Set, u, v urn.URN) {
	t.Helper()
	checkNames(t, "fuzz", u)
	checkScanners(t, u)
	if Classify(u.NID()) == Invalid {
		t.Errorf("NID of %s classified invalid", u)
	}
	if u.Equal(v) && !ns.Equal(u, v) {
		t.Fatalf("RFC 8141 says %s and %s are equivalent, the namespace rules do not", u, v)
	}
	nu, nv := ns.Normalize(u), ns.Normalize(v)
	if eq := nu.AssignedName() == nv.AssignedName(); eq != ns.Equal(u, v) || eq != ns.Equal(v, u) {
		t.Fatalf("Equal(%s, %s) = %v, but normalized %s and %s", u, v, ns.Equal(u, v), nu, nv)
	}
	if nn := ns.Normalize(nu); nn.String() != nu.String() {
		t.Fatalf("Normalize not idempotent: %s -> %s -> %s", u, nu, nn)
	}
	p, err := urn.Parse(nu.String())
	if err != nil {
		t.Fatalf("Normalize(%s) = %s, which does not parse: %v", u, nu, err)
	}
	if p != nu && u == urn.MustParse(u.String()) {
		// A URN made from a parsed one is the URN its text parses
		// to, down to what the parser records for comparisons.
		t.Fatalf("Normalize(%s) = %#v, but its text parses to %#v", u, nu, p)
	}
	if !nu.Equal(p) || nu.Compare(p) != 0 || !p.Equal(nu) {
		t.Fatalf("Normalize(%s) = %s is not equal to its own text parsed", u, nu)
	}
	if p.AssignedName() != nu.AssignedName() || nu.RComponent() != u.RComponent() ||
		nu.QComponent() != u.QComponent() || nu.FComponent() != u.FComponent() ||
		nu.HasFComponent() != u.HasFComponent() {
		t.Fatalf("Normalize(%s) = %s: parts moved", u, nu)
	}
	if ku, kv := ns.Key(u), ns.Key(v); ku != nu.AssignedName() || kv != nv.AssignedName() {
		t.Fatalf("Key(%s) = %q, Key(%s) = %q; want the assigned-names of %s and %s", u, ku, v, kv, nu, nv)
	}
	if c, d := ns.Compare(u, v), ns.Compare(v, u); (c == 0) != ns.Equal(u, v) || c != -d || c < -1 || c > 1 {
		t.Fatalf("Compare(%s, %s) = %d, Compare(%s, %s) = %d; Equal = %v", u, v, c, v, u, d, ns.Equal(u, v))
	}
	errU, errN := ns.Validate(u), ns.Validate(nu)
	if (errU == nil) != (errN == nil) {
		t.Fatalf("Validate(%s) = %v, Validate(%s) = %v", u, errU, nu, errN)
	}
	if cu, errC := ns.Check(u); cu != nu || fmt.Sprint(errC) != fmt.Sprint(errU) {
		t.Fatalf("Check(%s) = %s, %v; Normalize and Validate give %s, %v", u, cu, errC, nu, errU)
	}
	// Examine gives what Validate gives, and a note only on a valid URN,
	// inside it, which Note gives too.
	if note, errE := ns.Examine(u); fmt.Sprint(errE) != fmt.Sprint(errU) ||
		note != nil && (errU != nil || note.Text == "" || note.Input != u.String() ||
			note.Offset < 0 || note.Offset > len(note.Input) || *ns.Note(u) != *note) ||
		note == nil && ns.Note(u) != nil {
		t.Fatalf("Examine(%s) = %v, %v; Validate gives %v, Note %v", u, note, errE, errU, ns.Note(u))
	}
	// SCIM and the ietf rules read the texts one way: a SCIM URN is
	// valid, and SCIM gives the same answer for URNs the rules hold
	// equal (compared through their canonical forms, whose triplets
	// are written alike).
	scU, errSU := SCIM(nu)
	if _, err := SCIM(u); (err == nil) != (errSU == nil) {
		t.Fatalf("SCIM(%s) = %v, SCIM of its canonical form %s = %v", u, err, nu, errSU)
	}
	if errSU == nil && errU != nil {
		t.Fatalf("SCIM(%s) accepts it, Validate = %v", u, errU)
	}
	if scV, errSV := SCIM(nv); errSU == nil && errSV == nil && (scU == scV) != (nu.AssignedName() == nv.AssignedName()) {
		t.Fatalf("SCIM(%s) = %+v, SCIM(%s) = %+v; Equal = %v", u, scU, v, scV, ns.Equal(u, v))
	} else if ns.Equal(u, v) && (errSU == nil) != (errSV == nil) {
		t.Fatalf("%s and %s are equal, SCIM = %v and %v", u, v, errSU, errSV)
	}
	if ne, ok := errU.(*Error); ok {
		if start := len(u.NID()) + 5; ne.Offset < start || ne.Offset > len(u.AssignedName()) || ne.Input != u.String() {
			t.Fatalf("%v: offset outside the NSS", errU)
		}
	} else if errU != nil {
		t.Fatalf("Validate(%s) = %T", u, errU)
	}
	if strings.EqualFold(u.NID(), "dev") {
		d, err := Dev(u)
		if (err == nil) != (errU == nil) {
			t.Fatalf("Dev(%s) = %v, Validate = %v", u, err, errU)
		}
		if err == nil {
			s := d.Subtype + ":"
			switch {
			case d.Product != "":
				s += d.PEN + "-" + d.Product + "-"
			case d.PEN != "":
				s += d.PEN + "-"
			}
			s += d.ID
			for _, id := range d.Identifiers {
				s += ":" + id
			}
			for _, c := range d.Components {
				s += "_" + c
			}
			if s != u.NSS() {
				t.Fatalf("Dev(%s) = %+v, which gives back %s", u, d, s)
			}
		}
	}
	if strings.EqualFold(u.NID(), "service") {
		s, err := Service(u)
		if (err == nil) != (errU == nil) {
			t.Fatalf("Service(%s) = %v, Validate = %v", u, err, errU)
		}
		if err == nil {
			if v, err := s.URN(); err != nil || v.AssignedName() != nu.AssignedName() {
				t.Fatalf("Service(%s) = %+v, whose URN is %s, %v; want %s", u, s, v, err, nu.AssignedName())
			}
		}
	}
	if strings.EqualFold(u.NID(), "cite2") {
		c, err := CITE2(u)
		if (err == nil) != (errU == nil) {
			t.Fatalf("CITE2(%s) = %v, Validate = %v", u, err, errU)
		}
		if err == nil {
			if s := strings.TrimPrefix(c.String(), "urn:cite2:"); s != u.CanonicalNSS() {
				t.Fatalf("CITE2(%s) = %+v, which gives back %s", u, c, s)
			}
			nss := u.CanonicalNSS()
			if c.IsRange() && c.Begin.ID == "" || strings.HasSuffix(nss, ":") != (c.Begin.ID == "") {
				t.Fatalf("CITE2(%s) = %+v: the selector and its objects disagree", u, c)
			}
		}
	}
	if strings.EqualFold(u.NID(), "cts") {
		c, err := CTS(u)
		if (err == nil) != (errU == nil) {
			t.Fatalf("CTS(%s) = %v, Validate = %v", u, err, errU)
		}
		if err == nil {
			if s := strings.TrimPrefix(c.String(), "urn:cts:"); s != u.CanonicalNSS() {
				t.Fatalf("CTS(%s) = %+v, which gives back %s", u, c, s)
			}
			nss := u.CanonicalNSS()
			if c.IsRange() && c.Begin.Node == "" || strings.HasSuffix(nss, ":") != (c.Begin.Node == "") {
				t.Fatalf("CTS(%s) = %+v: the passage and its nodes disagree", u, c)
			}
		}
	}
	checkUPnP(t, ns, u, errU)
	if strings.EqualFold(u.NID(), "ngsi-ld") {
		n, err := NGSILD(u)
		if (err == nil) != (errU == nil) {
			t.Fatalf("NGSILD(%s) = %v, Validate = %v", u, err, errU)
		}
		if err == nil && n.Type+":"+n.ID != u.NSS() {
			t.Fatalf("NGSILD(%s) = %+v, which gives back %s:%s", u, n, n.Type, n.ID)
		}
	}
	if strings.EqualFold(u.NID(), "pulumi") {
		p, err := Pulumi(u)
		if (err == nil) != (errU == nil) {
			t.Fatalf("Pulumi(%s) = %v, Validate = %v", u, err, errU)
		}
		if s := p.Stack + "::" + p.Project + "::" + strings.Join(p.Types, "$") + "::" + p.Name; err == nil && s != u.NSS() {
			t.Fatalf("Pulumi(%s) = %+v, which gives back %s", u, p, s)
		}
	}
	if nss := u.NSS(); strings.EqualFold(u.NID(), "ietf") && hasPrefixFold(nss, "params:") && strings.HasPrefix(nss[7:], "scim:") {
		sc, err := SCIM(u)
		if (err == nil) != (errU == nil) {
			t.Fatalf("SCIM(%s) = %v, Validate = %v", u, err, errU)
		}
		if err == nil {
			s := "params:scim:" + sc.Type + ":" + sc.Name
			if sc.Other != "" {
				s += ":" + sc.Other
			}
			if !strings.EqualFold(s[:7], u.NSS()[:7]) || s[7:] != u.NSS()[7:] {
				t.Fatalf("SCIM(%s) = %+v, which gives back %s", u, sc, s)
			}
		}
	}
}

// TestNormalizeLowerHex checks rules whose canonical form has hex
// digits in lower case: the URN that Normalize makes must compare as
// its text does.
func TestNormalizeLowerHex(t *testing.T) {
	ns := Set{}.With(Rules{NID: "lower", Canonical: strings.ToLower})
	u := urn.MustParse("urn:lower:ABC%2C?=Q")
	n := ns.Normalize(u)
	if n.String() != "urn:lower:abc%2c?=Q" {
		t.Fatalf("Normalize(%s) = %s, want urn:lower:abc%%2c?=Q", u, n)
	}
	if p := urn.MustParse(n.String()); n != p {
		t.Fatalf("Normalize(%s) = %#v, but its text parses to %#v", u, n, p)
	}
	for _, s := range []string{"urn:lower:abc%2C", "urn:lower:abc%2c", "URN:LOWER:abc%2C"} {
		if v := urn.MustParse(s); !n.Equal(v) || n.Compare(v) != 0 || v.Compare(n) != 0 {
			t.Errorf("%s is not equal to %s", n, v)
		}
	}
	checkNamespaces(t, ns, u, urn.MustParse("urn:lower:abc%2c"))
}

func BenchmarkSetEqual(b *testing.B) {
	ns := Builtin()
	for _, bb := range []struct {
		name, a, b string
		want       bool
	}{
		{"uuid", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", true},
		// An ISBN with and without hyphens: both are validated and
		// compared in canonical form (RFC 3187, section 3.2), which
		// allocates for the one with hyphens.
		{"isbn", "urn:isbn:0-395-36341-1", "URN:ISBN:0395363411", true},
		{"isbn-same", "urn:isbn:0395363411", "URN:ISBN:0395363411", true},
		{"ietf", "urn:ietf:rfc:2648", "URN:IETF:RFC:2648", true},
	} {
		u, v := urn.MustParse(bb.a), urn.MustParse(bb.b)
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

// upnpNIDs are the NIDs whose rules are those of the UPnP Device
// Architecture.
var upnpNIDs = map[string]bool{"schemas-upnp-org": true, "upnp-org": true, "schemas-microsoft-com": true, "microsoft-com": true}

// checkUPnP checks UPnP on u, of any NID, against errU, the error of
// ns.Validate(u): where ns has the UPnP rules for the NID of u, UPnP
// succeeds exactly when the NSS is a UPnP name and valid, and fails
// with the same error as Validate on an invalid one; a name that UPnP
// returns gives back u through URN, and satisfies itself and a lower
// version of itself.
func checkUPnP(t *testing.T, ns Set, u urn.URN, errU error) {
	t.Helper()
	n, err := UPnP(u)
	if _, ok := ns.Lookup(u.NID()); ok && upnpNIDs[strings.ToLower(u.NID())] {
		switch {
		case err == nil && errU != nil:
			t.Fatalf("UPnP(%s) = %+v, Validate = %v", u, n, errU)
		case err != nil && !errors.Is(err, errUPnPNone) && (errU == nil || err.Error() != errU.Error()):
			t.Fatalf("UPnP(%s) = %v, Validate = %v", u, err, errU)
		case errors.Is(err, errUPnPNone) && errU != nil:
			t.Fatalf("UPnP(%s) = %v, Validate = %v", u, err, errU)
		}
	}
	if err != nil {
		var ne *Error
		if !errors.As(err, &ne) || !errors.Is(err, ErrInvalid) || ne.Offset < len(u.NID())+5 || ne.Offset > len(u.AssignedName()) {
			t.Fatalf("UPnP(%s) = %v", u, err)
		}
		return
	}
	v, err := n.URN()
	if err != nil || v.NID() != strings.ToLower(u.NID()) || v.NSS() != u.NSS() {
		t.Fatalf("UPnP(%s) = %+v, whose URN is %s, %v", u, n, v, err)
	}
	if m, err := UPnP(v); err != nil || m != n {
		t.Fatalf("UPnP(%s) = %+v, UPnP(%s) = %+v, %v", u, n, v, m, err)
	}
	if !n.Satisfies(n) {
		t.Fatalf("%+v does not satisfy itself", n)
	}
	if n.Kind != UPnPServiceID {
		lower := n
		lower.Version = strings.TrimLeft(n.Version, "0")
		if lower.Version == "" {
			return
		}
		last := lower.Version[len(lower.Version)-1]
		if last == '0' {
			lower.Version = lower.Version[:len(lower.Version)-1]
		} else {
			lower.Version = lower.Version[:len(lower.Version)-1] + string(last-1)
		}
		if !n.Satisfies(lower) || lower.Satisfies(n) {
			t.Fatalf("%s and %s: Satisfies is not by version", n, lower)
		}
	}
}

// TestSetCompare checks that sorting with Compare puts the URNs that
// the rules hold equal next to each other, for every case of
// namespaces.txt, shuffled.
func TestSetCompare(t *testing.T) {
	ns := Builtin()
	var all []urn.URN
	for _, c := range testcases.Read(t, "testdata/namespaces.txt") {
		for _, s := range c.Fields[1:] {
			if u, err := urn.Parse(s); err == nil {
				all = append(all, u)
			}
		}
	}
	all = append(all, urn.URN{})
	rng := rand.New(rand.NewPCG(3, 4))
	for round := 0; round < 5; round++ {
		rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		us := slices.Clone(all)
		slices.SortFunc(us, ns.Compare)
		if us[0].IsValid() {
			t.Errorf("the zero URN does not sort first: %s does", us[0])
		}
		seen := map[string]bool{}
		for i, u := range us {
			if i > 0 && ns.Equal(us[i-1], u) {
				continue
			}
			if k := ns.Key(u); seen[k] {
				t.Errorf("%s is separated from the URNs equal to it", u)
			} else {
				seen[k] = true
			}
		}
	}
}

// realURNs returns the real URNs of ../testdata/real-urns.txt that
// parse, in the order of the file.
func realURNs(tb testing.TB) []urn.URN {
	tb.Helper()
	data, err := os.ReadFile("../testdata/real-urns.txt")
	if err != nil {
		tb.Fatal(err)
	}
	var us []urn.URN
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if u, err := urn.Parse(line); err == nil {
			us = append(us, u)
		}
	}
	return us
}

// TestValidateAllocsReal checks that Validate does not allocate for any
// real URN that the rules of Builtin and Conventions accept and whose
// percent-encoding is in canonical case (the rules see the NSS in
// RFC 8141 canonical form, which for lower-case hex digits is a new
// string). TestSetAllocs and TestConventionsAllocs check a URN of each
// rule, and Normalize too.
func TestValidateAllocsReal(t *testing.T) {
	ns := Builtin().Union(Conventions())
	checked := 0
	for _, u := range realURNs(t) {
		if _, ok := ns.Lookup(u.NID()); !ok || ns.Validate(u) != nil || u.CanonicalNSS() != u.NSS() {
			continue
		}
		checked++
		if n := testing.AllocsPerRun(10, func() { _ = ns.Validate(u) }); n != 0 {
			t.Errorf("Validate(%s): %v allocations, want 0", u, n)
		}
	}
	if checked == 0 {
		t.Fatal("no real URN checked")
	}
}

// realLines returns the lines of ../testdata/real-urns.txt, four
// times over, cut from one string as a reader of a file would.
func realLines(tb testing.TB) []string {
	tb.Helper()
	data, err := os.ReadFile("../testdata/real-urns.txt")
	if err != nil {
		tb.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(strings.Repeat(string(data), 4)), "\n")
}

var (
	sinkRules *Rules
	sinkErr   error
)

// BenchmarkParseReal parses the real URNs of ../testdata/real-urns.txt,
// BenchmarkSetLookup parses them and looks up the rules for their NIDs
// in Builtin and Conventions, and BenchmarkSetValidate parses and
// validates them: what the command urn costs for each URN it checks,
// without and with -ns. Each parses as it goes, so that the lookup and
// the rules find the text in the processor's cache as they do there.
func BenchmarkParseReal(b *testing.B) {
	lines := realLines(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lines {
			_, sinkErr = urn.Parse(l)
		}
	}
}

func BenchmarkSetLookup(b *testing.B) {
	lines := realLines(b)
	ns := Builtin().Union(Conventions())
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lines {
			u, _ := urn.Parse(l)
			sinkRules = ns.lookup(u.NID())
		}
	}
}

func BenchmarkSetValidate(b *testing.B) {
	lines := realLines(b)
	ns := Builtin().Union(Conventions())
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lines {
			u, _ := urn.Parse(l)
			sinkErr = ns.Validate(u)
		}
	}
}

// TestSetLookupMany checks that Lookup finds every NID of a large set,
// in any case, and no other, when many NIDs share their length and
// their first and last bytes, which the index hashes.
func TestSetLookupMany(t *testing.T) {
	var rules []Rules
	for i := 0; i < 300; i++ {
		rules = append(rules, Rules{NID: "a" + strconv.Itoa(i) + "z", Source: strconv.Itoa(i)})
	}
	ns := Set{}.With(rules...)
	for i := 0; i < 400; i++ {
		nid := "A" + strconv.Itoa(i) + "Z"
		r, ok := ns.Lookup(nid)
		if ok != (i < 300) || ok && r.Source != strconv.Itoa(i) {
			t.Errorf("Lookup(%s) = %q, %v", nid, r.Source, ok)
		}
	}
	for _, nid := range []string{"", "a", "az", "a1", "1z", "a1z0", "a-1z"} {
		if _, ok := ns.Lookup(nid); ok {
			t.Errorf("Lookup(%q) found rules", nid)
		}
	}
}

// TestSetLookupNotNID checks that Lookup finds rules whose NID is no
// RFC 8141 NID, as With's doc says: one too long, one with '_'.
func TestSetLookupNotNID(t *testing.T) {
	for _, nid := range []string{strings.Repeat("a", 40), "a_b"} {
		ns := Set{}.With(Rules{NID: nid})
		if r, ok := ns.Lookup(strings.ToUpper(nid)); !ok || r.NID != nid {
			t.Errorf("Lookup(%q) = %q, %v; want the rules With was given", strings.ToUpper(nid), r.NID, ok)
		}
	}
}

// TestSetLookupZeroKey checks that Lookup finds rules whose NID packs
// into the key of an empty slot of the index, and only those.
func TestSetLookupZeroKey(t *testing.T) {
	ns := Set{}.With(Rules{NID: "\x00", Source: "nul"}, Rules{NID: "", Source: "empty"})
	for nid, want := range map[string]string{"\x00": "nul", "": "empty", "\x00\x00": "", "a": ""} {
		r, ok := ns.Lookup(nid)
		if ok != (want != "") || r.Source != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", nid, r.Source, ok, want)
		}
	}
}

// TestSetLookupNonASCII checks that Lookup compares a NID that is no
// RFC 8141 NID without regard to ASCII case alone: its other bytes,
// here letters that Unicode lower case makes longer, are matched as
// they are.
func TestSetLookupNonASCII(t *testing.T) {
	const nid = "ȺȺȺȺȺx" // U+023A, whose lower case U+2C65 is a byte longer in UTF-8
	ns := Set{}.With(Rules{NID: nid})
	for _, c := range []struct {
		nid  string
		want bool
	}{
		{nid, true},
		{"ȺȺȺȺȺX", true},
		{strings.ToLower(nid), false},
		{"ȺȺȺȺȺy", false},
	} {
		if r, ok := ns.Lookup(c.nid); ok != c.want || ok && r.NID != nid {
			t.Errorf("Lookup(%q) = %q, %v; want %v", c.nid, r.NID, ok, c.want)
		}
	}
}

// TestSetValidateFindsRules checks that Validate applies the rules
// that Lookup finds for the NID of a URN, and no others, for NIDs of
// every length around the eight bytes the index reads at once, in
// lower and upper case, in URNs shorter and longer than those eight
// bytes past "urn:", and for NIDs one byte off those of the set.
func TestSetValidateFindsRules(t *testing.T) {
	var rules []Rules
	add := func(nid string) {
		rules = append(rules, Rules{NID: nid, Source: nid, Validate: func(string) (int, error) {
			return 0, errors.New(nid)
		}})
	}
	for n := 1; n <= 30; n++ {
		add(strings.Repeat("b", n))
		add(strings.Repeat("c", n-1) + "9")
		add("d-" + strings.Repeat("e", n))
		if n <= 24 {
			// NIDs that share their first eight or sixteen bytes
			add("schemas-" + strings.Repeat("f", n))
			add("schemas-upnp-org" + strings.Repeat("g", n/3) + "-" + strings.Repeat("h", n-n/3))
		}
	}
	for i := 0; i < 200; i++ {
		add("a" + strconv.Itoa(i) + "z")
	}
	add("a_b") // not a NID: no URN reaches it
	ns := Set{}.With(rules...)
	var nids []string
	for _, r := range rules {
		nids = append(nids, r.NID, strings.ToUpper(r.NID), r.NID+"x", r.NID[1:], "q"+r.NID[1:])
	}
	for _, nid := range nids {
		for _, nss := range []string{"z", "zzzzzzzzzzzzzzzzzzzz"} {
			u, err := urn.Parse("urn:" + nid + ":" + nss)
			if err != nil {
				continue
			}
			want := ""
			if r, ok := ns.Lookup(nid); ok {
				want = r.Source
			}
			got := ""
			if err := ns.Validate(u); err != nil {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("Validate(%s) = %v, not an *Error", u, err)
				}
				got = e.Err.Error()
			}
			if got != want {
				t.Errorf("Validate(%s) applied the rules of %q; Lookup(%q) finds those of %q", u, got, nid, want)
			}
		}
	}
}
