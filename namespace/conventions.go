// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// Conventions returns the rules of namespaces whose NID IANA has not
// registered, but that a published specification defines and that its
// community writes every day. Apply them with those of [Builtin] as
//
//	ns := namespace.Builtin().Union(namespace.Conventions())
//
// Every call returns the same immutable set. Below: the namespaces with
// their specifications, then how the rules follow them; the design
// notes of namespace/README.md say why these rules are a set of their
// own.
//
// The namespaces, each with the specification its rules follow:
//
//   - bitprint: Hash/URN Gnutella Extensions (HUGE) v0.94, section 2.3
//   - cite2: The CITE2 URN (CITE architecture), and the CITE2 namespace
//     registration template (2019)
//   - cts: CTS URN specification 2.0.rc.1 (CITE architecture), and the
//     draft registration of 2018
//   - inet: GPAC wiki, "Player Features" (the names of GPAC's built-in
//     scene nodes)
//   - li: LinkedIn API documentation, "URNs and IDs"
//   - microsoft-com: UPnP Device Architecture 1.1 (the UPnP names of a
//     vendor domain)
//   - ngsi-ld: ETSI GS CIM 009 V1.9.1 (NGSI-LD API), annex A.3
//   - pulumi: Pulumi documentation, "Resource names"
//   - schemas-microsoft-com: UPnP Device Architecture 1.1 (the UPnP
//     names of a vendor domain)
//   - schemas-upnp-org: UPnP Device Architecture 1.1
//   - sha1: Hash/URN Gnutella Extensions (HUGE) v0.94, section 2.3
//   - un: UN/CEFACT XML Naming and Design Rules 2.0, rule [R 166]
//   - upnp-org: UPnP Device Architecture 1.1
//   - x-ogc: OGC 06-023r1, Definition identifier URNs in OGC namespace
//     (the name of the ogc namespace before its registration)
//
// Each rule follows its specification as [Builtin] follows the
// registration documents: the syntax it gives, and exactly the
// equivalence it states. Where a rule departs from its specification,
// its documentation says where and why: the cts rule accepts '-' inside
// the parts of the work component, which its specification reserves for
// ranges. [Rules].Source of each names the specification and its
// sections, and ends in "; NID not registered with IANA". [Classify]
// and [LookupRegistration] are unchanged by these rules: they still
// say what the registration rules of RFC 8141 and the IANA registries
// say of the NID.
// No NID of Conventions has rules in Builtin; should IANA register one
// of them, its rules move to Builtin, under the registration's terms.
func Conventions() Set { return conventions }

// unregistered ends the Source of every rule of [Conventions].
const unregistered = "; NID not registered with IANA"

var conventions = Set{}.With(
	bitprintRules,
	cite2Rules,
	ctsRules,
	inetRules,
	liRules,
	microsoftComRules,
	ngsiLDRules,
	pulumiRules,
	schemasMicrosoftComRules,
	schemasUPnPOrgRules,
	sha1Rules,
	unRules,
	upnpOrgRules,
	xOGCRules,
)
