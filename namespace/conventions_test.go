// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urnkit/urn"
)

// TestConventions checks the rules of Conventions against the cases of
// testdata/conventions, one file per specification, in the format of
// testdata/namespaces.txt.
func TestConventions(t *testing.T) {
	files, err := filepath.Glob("testdata/conventions/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		checkCases(t, Conventions(), file)
	}
}

// TestConventionsUnregistered checks that every rule of Conventions is
// for a NID that IANA has not registered and Builtin has no rules for,
// and that its Source says so.
func TestConventionsUnregistered(t *testing.T) {
	for r := range Conventions().All() {
		if reg, ok := LookupRegistration(r.NID); ok {
			t.Errorf("%s: registered with IANA (%s); its rules belong in Builtin", r.NID, reg.Reference)
		}
		if _, ok := Builtin().Lookup(r.NID); ok {
			t.Errorf("%s: has rules in Builtin too", r.NID)
		}
		if !strings.HasSuffix(r.Source, unregistered) || len(r.Source) == len(unregistered) {
			t.Errorf("%s: Source %q does not name a specification and end in %q", r.NID, r.Source, unregistered)
		}
		if r.Validate == nil {
			t.Errorf("%s: no Validate", r.NID)
		}
	}
}

// TestDocLists checks that the doc comments of Builtin and Conventions
// list exactly the NIDs of their sets, one "//   - nid: ..." line each.
func TestDocLists(t *testing.T) {
	for _, tt := range []struct {
		file string
		set  Set
	}{
		{"builtin.go", Builtin()},
		{"conventions.go", Conventions()},
	} {
		src, err := os.ReadFile(tt.file)
		if err != nil {
			t.Fatal(err)
		}
		var listed []string
		for _, line := range strings.Split(string(src), "\n") {
			if item, ok := strings.CutPrefix(line, "//   - "); ok {
				if end := strings.IndexAny(item, ":, "); end > 0 {
					listed = append(listed, item[:end])
				}
			}
		}
		var want []string
		for r := range tt.set.All() {
			want = append(want, r.NID)
		}
		slices.Sort(listed)
		if strings.Join(listed, " ") != strings.Join(want, " ") {
			t.Errorf("%s lists the NIDs\n\t%s\nwant\n\t%s", tt.file, strings.Join(listed, " "), strings.Join(want, " "))
		}
	}
}

// TestCoverageAll gives how much of all the real URNs of
// ../../shared/corpus/real-urns.txt, registered NID or not, the rules of
// Builtin and Conventions cover: the share that the rules judge by a
// form their namespace's text defines (see checkCoverage), and the
// share of those that the rules accept. It fails if the first share
// falls below minAll or the second below minAccepted. The real URNs
// that the rules reject are listed with the reason in
// testdata/namespaces.txt and testdata/conventions (TestRealURNs).
func TestCoverageAll(t *testing.T) {
	data, err := os.ReadFile("../../shared/corpus/real-urns.txt")
	if err != nil {
		t.Skip("skipping: no shared corpus beside the checkout:", err)
	}
	const (
		// minAll is the least percentage of all real URNs that the
		// rules judge by a defined form.
		minAll = 88
		// minAccepted is the least percentage of those that the rules
		// accept.
		minAccepted = 98
	)
	ns := Builtin().Union(Conventions())
	checkCoverage(t, "(registered NID or not)", data, ns, func(urn.URN) bool { return true }, minAll, minAccepted)
}

// TestConventionsAllocs checks that Validate and Normalize of a URN in
// canonical form do not allocate, in every namespace of Conventions.
func TestConventionsAllocs(t *testing.T) {
	checkAllocs(t, Conventions(), []string{
		"urn:bitprint:3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ.LWPNACQDBZRYXW3VHJVCJ64QBZNGHOHHHZWCLNQ",
		"urn:cite2:hmt:vaimg.2017a:VA035RN_0036@0.135,0.4936,0.42,0.0256-VA036RN_0037",
		"urn:cts:greekLit:tlg0012.tlg001.hmt01:10.1@the%5B2%5D-and%5B1%5D",
		"urn:inet:gpac:builtin:PlaneClipper",
		"urn:li:person:-f_Ut43FoQ",
		"urn:microsoft-com:serviceId:Example1",
		"urn:ngsi-ld:Vehicle:A4567",
		"urn:pulumi:production::acmecorp-website::custom:resources:Resource$aws:s3/bucket:Bucket::my-bucket",
		"urn:schemas-microsoft-com:service:pbda:drm:1",
		"urn:schemas-upnp-org:device:MediaServer:1",
		"urn:sha1:PLSTHIPQGSSZTS5FJUPAKUZWUGYQYPFB",
		"urn:un:unece:uncefact:codelist:standard:UNECE:ActionCode:D20A",
		"urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
		"urn:upnp-org:serviceId:ContentDirectory",
		"urn:x-ogc:def:crs:epsg:6.3:26986",
		"urn:x-ogc:systems:aircraft:101",
	})
}
