// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// Builtin returns the rules this package knows for registered
// namespaces, each taken from the registration document of its
// namespace or, where the list below names another, from the published
// specification of the namespace's own authority. Every call returns the same immutable set; use [Set.With]
// to add rules of your own, and [Conventions] for namespaces that IANA
// has not registered. Below: the namespaces with their documents, then
// what the rules check.
//
// The namespaces, each with the document and sections its rules follow
// ([Rules].Source of each gives the same reference):
//
//   - 3gpp: RFC 5279, section 2
//   - alert: RFC 7462, section 7
//   - bbf: RFC 8057, section 2
//   - broadband-forum-org: RFC 8057, section 3
//   - c2pa: IANA registration template, version 1 (2025-02-03), Syntax
//   - cablelabs: RFC 6289, section 2
//   - ccsds: RFC 7738, sections 3.4 and 3.10
//   - cdx: IANA registration template, version 1 (2022-03-19), Syntax
//   - ddi: DDI Lifecycle 3.2 XML Schema, reusable.xsd, CanonicalURNType,
//     DeprecatedURNType and DDIURNType (registered by RFC 9517)
//   - dslforum-org: RFC 8057, section 4
//   - dev: RFC 9039, sections 3.2 and 4
//   - dvb: RFC 5328, section 2; RFC 7354, section 2
//   - doi: IANA registration template, version 1 (2023-03-14), Syntax and
//     Rules for lexical equivalence
//   - ebu: RFC 5174, section 2
//   - eidr: RFC 7972, section 2; the check character by ISO/IEC 7064
//     MOD 37,36, as ISO/TC 46/SC 9/WG 1 N 130 describes the system
//   - epc: RFC 5134, section 2
//   - epcglobal: RFC 5134, section 3
//   - etsi: RFC 8515, section 2
//   - example: RFC 6963, section 3
//   - fdc: RFC 4198, section 3
//   - gdst: IANA registration template, version 1 (2020-04-2), Syntax
//   - globus: RFC 7853, section 2
//   - gsma: RFC 7254, section 3
//   - hbbtv: RFC 7528, section 2
//   - ieee: RFC 8069, section 2
//   - ietf, with its params subtree and SCIM: RFC 2648, section 2;
//     RFC 3553, section 3; RFC 7643, section 10.2.1
//   - iptc: RFC 3937, sections 2.3 and 2.9
//   - isan: RFC 4246, sections 2 and 3; the check characters by ISO/IEC
//     7064 MOD 37,36, as ISO/TC 46/SC 9/WG 1 N 130 describes the system
//   - isbn: RFC 3187, sections 3.2 and 5; RFC 8254, section 2.1
//   - isni: IANA registration template, version 1.0 (2025-10-15), Syntax;
//     the check digit by ISO/IEC 7064 MOD 11-2, as ORCID describes it
//   - iso: RFC 5141, sections 2.4.1 and 2.9
//   - issn: RFC 3044, sections 3.1 and 5; RFC 8254, section 2.2
//   - itu: IANA registration template, version 1 (2018-07-31), Syntax
//   - knx: IANA registration template, version 1 (2023-09-17), Syntax
//   - lei: IANA registration template, version 1 (2021-12-22), Syntax; the
//     check digits by ISO/IEC 7064 MOD 97-10, as 12 CFR part 1003,
//     appendix C, describes it
//   - lex: RFC 9676, sections 2.1, 2.2, 3.2, 3.3, 3.6, 5.8, 8 and 9.2, and for the
//     jurisdiction br, LexML Brasil Parte 2, sections 3.1, 4.1, 4.2, 5.1 and 11
//   - liberty: RFC 3622, section 2
//   - mace: RFC 3613, section 2
//   - mef: RFC 7818, section 2
//   - meta: IANA registration template, version 1 (2022-11-14), Syntax and
//     Rules for lexical equivalence
//   - mpeg: RFC 3614, section 2
//   - mrn: IANA registration template, version 2 (2024-08-26), Syntax and
//     Rules for Lexical Equivalence
//   - nbn: RFC 8458, sections 4.2, 4.3 and 5; for de, the check digit of
//     the German National Library's published algorithm, as a note
//   - nena: RFC 6061, section 2
//   - newsml: RFC 3085, section 2
//   - nfc: RFC 4729, section 2
//   - nfi: IANA registration template, version 1 (2025-08-10), Syntax
//   - nzl: RFC 4350, section 2
//   - oasis: RFC 3121, section 2
//   - ogc: RFC 5165, section 2
//   - ogf: RFC 6453, sections 2.4 and 2.10
//   - oid: RFC 3061, section 2
//   - oma: RFC 4358, section 2
//   - onf: IANA registration template, version 1 (2018-05-31), Syntax
//   - publicid: RFC 3151, section 2
//   - pwid: IANA registration template, version 1 (2022-11-15), Syntax
//   - s1000d: RFC 4688, section 2
//   - schac: RFC 6338, section 3
//   - service: RFC 5031, section 3
//   - smpte: RFC 5119, section 2
//   - swift: RFC 3615, section 2
//   - tva: RFC 4195, section 2
//   - uci: RFC 4179, section 2
//   - ucode: RFC 6588, section 2
//   - uic: IANA registration template, version 1 (2023-06-07), Syntax
//   - uuid: RFC 4122, section 3; RFC 9562, section 4
//   - web3d: RFC 3541, section 2
//   - wmo: IANA registration template, version 1 (2025-06-04), Syntax
//   - xmpp: RFC 4854, section 2
//
// Each namespace's rules check the syntax its document gives and add
// exactly the equivalence it states, no more: where a document is
// silent, as on an ISBN-10 and the ISBN-13 of the same book, no
// equivalence is added. The source code of each rule quotes the
// sentences it implements, and namespace/README.md gives the valid NSSs
// and the equivalence of each namespace in a table.
func Builtin() Set { return builtin }

var builtin = Set{}.With(
	threeGPPRules,
	alertRules,
	bbfRules,
	broadbandForumOrgRules,
	c2paRules,
	cablelabsRules,
	ccsdsRules,
	cdxRules,
	ddiRules,
	dslforumOrgRules,
	devRules,
	dvbRules,
	doiRules,
	ebuRules,
	eidrRules,
	epcRules,
	epcglobalRules,
	etsiRules,
	exampleRules,
	fdcRules,
	gdstRules,
	globusRules,
	gsmaRules,
	hbbtvRules,
	ieeeRules,
	ietfRules,
	iptcRules,
	isanRules,
	isbnRules,
	isoRules,
	isniRules,
	issnRules,
	ituRules,
	knxRules,
	leiRules,
	lexRules,
	libertyRules,
	maceRules,
	mefRules,
	metaRules,
	mpegRules,
	mrnRules,
	nbnRules,
	nenaRules,
	newsmlRules,
	nfcRules,
	nfiRules,
	nzlRules,
	oasisRules,
	ogcRules,
	ogfRules,
	oidRules,
	omaRules,
	onfRules,
	publicidRules,
	pwidRules,
	s1000dRules,
	schacRules,
	serviceRules,
	smpteRules,
	swiftRules,
	tvaRules,
	uciRules,
	ucodeRules,
	uicRules,
	uuidRules,
	web3dRules,
	wmoRules,
	xmppRules,
)
