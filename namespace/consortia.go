// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// The namespaces of consortia that name their schemas, protocols and
// documents: XMPP, OASIS, OGC, OMA, MACE, SCHAC, the Broadband Forum,
// Globus, IEEE, 3GPP, ETSI, MEF and SWIFT. None of them adds an
// equivalence to RFC 2141's (now RFC 8141's) rules.

// xmppRules holds the rules of the "xmpp" namespace, registered by RFC 4854
// (section 2, the registration template).
//
// Syntax. "The Namespace Specific String (NSS) of all URNs that use the
// "xmpp" NID shall have the following structure: urn:xmpp:{ShortName}:{SubName}",
// where "the "ShortName" is a required US-ASCII string that conforms to
// the URN syntax requirements (see RFC 2141)" and "the "SubName" is an
// optional US-ASCII string that conforms to the URN syntax requirements
// (see RFC 2141)"; the registrar "may also assign URNs in sub-trees
// below the level of the ShortName or SubName". So the NSS is one or
// more RFC 2141 NSS characters (no '~' or '&') that neither begin with
// ':' (the ShortName is required) nor end with ':' (a SubName after ':'
// is not empty), as in jingle:apps:rtp:1 or tmp.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence specified in RFC 2141 apply." None is added.
var xmppRules = Rules{
	NID:      "xmpp",
	Source:   "RFC 4854, section 2",
	Validate: validateXMPP,
}

var errXMPPSubName = errors.New("want a SubName after ':'")

func validateXMPP(nss string) (int, error) {
	switch {
	case nss == "" || nss[0] == ':':
		return 0, errEmpty
	case nss[len(nss)-1] == ':':
		if n, err := scanRFC2141(nss); err != nil {
			return n, err
		}
		return len(nss), errXMPPSubName
	}
	return validateRFC2141(nss)
}

// ogcRules holds the rules of the "ogc" namespace (Open Geospatial
// Consortium), registered by RFC 5165 (section 2, the registration
// template).
//
// Syntax. "urn:ogc:{OGCresource}:{ResourceSpecificString} where the
// "OGCresource" is a US-ASCII string that conforms to the URN syntax
// requirements [1] and defines a specific class of resource type. Each
// resource type has a specific labeling scheme that is covered by
// "ResourceSpecificString", which also conforms to the naming
// requirements of [1]. The only exception is that the character ":"
// shall not be used as part of the "OGCresource" string." ([1] is
// RFC 2141.) So the NSS is an OGCresource of one or more RFC 2141 NSS
// characters other than ':', then ':', then one or more RFC 2141 NSS
// characters, as in def:crs:EPSG:6.3:26986.
//
// Equivalence. "No special considerations except as noted in the
// declaration of syntactic structure; the rules for lexical equivalence
// of [1] apply", and the declaration says ""OGCresource" is case
// sensitive". None is added.
var ogcRules = Rules{
	NID:      "ogc",
	Source:   "RFC 5165, section 2",
	Validate: func(nss string) (int, error) { return validateNamed(nss, errOGCResource) },
}

// omaRules holds the rules of the "oma" namespace (Open Mobile Alliance),
// registered by RFC 4358 (section 2, the registration template).
//
// Syntax. "urn:oma:{OMAresource}:{ResourceSpecificString} where the
// "OMAresource" is a US-ASCII string that conforms to the URN syntax
// requirements [RFC2141] and defines a specific class of resource type.
// Each resource type has a specific labeling scheme that is covered by
// "ResourceSpecificString", which also conforms to the naming
// requirements of [RFC2141]." So the NSS is an OMAresource of one or
// more RFC 2141 NSS characters up to the first ':', then ':', then one
// or more RFC 2141 NSS characters, as in drms:org-foobar.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence of [RFC2141] apply." None is added.
var omaRules = Rules{
	NID:      "oma",
	Source:   "RFC 4358, section 2",
	Validate: func(nss string) (int, error) { return validateNamed(nss, errOMAResource) },
}

var (
	errOGCResource = errors.New("want ':' after the OGCresource (an ogc NSS is {OGCresource}:{ResourceSpecificString})")
	errOMAResource = errors.New("want ':' after the OMAresource (an oma NSS is {OMAresource}:{ResourceSpecificString})")
)

// maceRules holds the rules of the "mace" namespace (Internet2's Middleware
// Architecture Committee for Education), registered by RFC 3613
// (section 2, the registration template).
//
// Syntax. "all MACE URN NSSs will consist of a left-to-right series of
// tokens delimited by colons", in "the following normative ABNF rules
// for MACE NSSs":
//
//	MACE-NSS  = 1*(subStChar) 0*(":" 1*(subStChar))
//	subStChar = trans / "%" HEXDIG HEXDIG
//	trans     = ALPHA / DIGIT / other / reserved
//	other     = "(" / ")" / "+" / "," / "-" / "." / "=" / "@" / ";" / "$" / "_" / "!" / "*" / "'"
//	reserved  = "%" / "/" / "?" / "#"
//
// So the NSS is one or more tokens of RFC 2141 NSS characters other
// than ':', separated by single colons, as in the names the template
// mentions, shibboleth and georgetown.edu, or dir:attribute-def:cn.
//
// Equivalence. "Lexical equivalence of two MACE namespace specific
// strings (NSSs) is defined as an exact, case-sensitive string match."
// None is added to RFC 8141.
var maceRules = Rules{
	NID:      "mace",
	Source:   "RFC 3613, section 2",
	Validate: validateTokens,
}

// validateTokens checks that nss is one or more tokens of RFC 2141 NSS
// characters other than ':', separated by single colons.
func validateTokens(nss string) (int, error) {
	for i := 0; i <= len(nss); i++ {
		if i == len(nss) || nss[i] == ':' {
			if i == 0 || nss[i-1] == ':' {
				return i, errEmpty
			}
		}
	}
	return validateRFC2141(nss)
}

// oasisRules holds the rules of the "oasis" namespace, registered by
// RFC 3121 (section 2, the registration template).
//
// Syntax. "There are two branches at the top of the hierarchy: "names"
// and "member"." In the names branch, "There are three classes of
// identifiers: "specification", "tc", and "technical"", with the forms
//
//	urn:oasis:names:specification:{specification-id}:{type}{:subtype}?:{document-id}
//	urn:oasis:names:tc:{tc-id}:{type}{:subtype}?:{document-id}
//	urn:oasis:names:technical:{document-type}:{document-id}:{amendment-id}
//
// where for technical "The document type is one of the following:
// "note", "resolution", "memorandum", or "researchpaper"" and "The
// document identifier consists of a two digit year and a sequential
// number, the amendment identifier is the year of the amendment". In
// the member branch, "The NSS in the members hierarchy begins with a
// unique member identifier assigned by OASIS. The string following the
// member identifier is opaque", as in member:A00024:x.
//
// The fields are not defined further, and a document-id may itself
// hold colons (the registration's example
// names:tc:docbook:dtd:xml:docbook:5.0b1), so the check is: the branch
// and class words as written above (in lower case: the registration
// compares exactly); for specification and tc, at least three non-empty
// fields after the class; for technical, exactly three, the first one
// of the four document types and the other two decimal numbers, the
// document-id of at least three digits; for member, a non-empty member
// identifier, ':' and a non-empty opaque string. All of it is RFC 2141
// NSS characters (no '~' or '&'): the registration predates RFC 8141,
// and RFC 8254, section 4, says such a registration should "be read as
// not requiring or allowing any features that were not allowed and
// specified by the earlier URN [RFC2141]".
//
// Equivalence. "URNs are lexically equivalent if they are lexically
// identical." None is added to RFC 8141.
var oasisRules = Rules{
	NID:      "oasis",
	Source:   "RFC 3121, section 2",
	Validate: validateOASIS,
}

var (
	errOASISBranch = errors.New(`want "names:" or "member:" (the two branches of RFC 3121)`)
	errOASISClass  = errors.New(`want "specification:", "tc:" or "technical:" (the classes of the names branch)`)
	errOASISFields = errors.New("want ':' and the next field ({id}:{type}{:subtype}?:{document-id})")
	errOASISType   = errors.New("unknown document type (want note, resolution, memorandum or researchpaper)")
	errOASISNumber = errors.New("want a digit (a technical document-id is a two-digit year and a number, the amendment-id a year)")
	errOASISMember = errors.New("want ':' and the opaque string after the member identifier")
)

var (
	oasisBranches       = []string{"names", "member"}
	oasisClasses        = []string{"specification", "tc", "technical"}
	oasisTechnicalTypes = []string{"note", "resolution", "memorandum", "researchpaper"}
)

func validateOASIS(nss string) (int, error) {
	n, err := scanRFC2141(nss)
	if m, e := oasisStructure(nss); e != nil && m <= n {
		return m, e
	}
	if err != nil {
		return n, err
	}
	return 0, nil
}

// oasisStructure checks the branches, classes and fields of an oasis
// NSS, but not its characters.
func oasisStructure(nss string) (int, error) {
	branch, rest, _ := strings.Cut(nss, ":")
	if n, ok := matchWordExact(branch, oasisBranches); !ok || len(branch) == len(nss) {
		return n, errOASISBranch
	}
	at := len(branch) + 1 // offset of rest in nss
	if branch == "member" {
		id, opaque, found := strings.Cut(rest, ":")
		switch {
		case id == "":
			return at, errEmpty
		case !found || opaque == "":
			return len(nss), errOASISMember
		}
		return 0, nil
	}
	class, _, _ := strings.Cut(rest, ":")
	if n, ok := matchWordExact(class, oasisClasses); !ok || at+len(class) == len(nss) {
		return at + n, errOASISClass
	}
	at += len(class) + 1
	fields := 0
	for i := at; i <= len(nss); i++ {
		start := i
		for i < len(nss) && nss[i] != ':' {
			i++
		}
		f := nss[start:i]
		if f == "" {
			return start, errEmpty
		}
		fields++
		if class != "technical" {
			continue
		}
		switch fields {
		case 1:
			if n, ok := matchWordExact(f, oasisTechnicalTypes); !ok {
				return start + n, errOASISType
			}
		case 2, 3:
			if j := firstNonDigit(f); j < len(f) {
				return start + j, errOASISNumber
			}
			if fields == 2 && len(f) < 3 {
				return i, errOASISNumber
			}
		default:
			return start - 1, errOASISTechnical
		}
	}
	if fields < 3 {
		return len(nss), errOASISFields
	}
	return 0, nil
}

var errOASISTechnical = errors.New("a technical NSS has three fields after technical: ({document-type}:{document-id}:{amendment-id})")

// The three namespaces of the Broadband Forum, registered by RFC 8057:
// "bbf" (section 2) for data models of protocols other than CWMP, and
// "broadband-forum-org" (section 3) and "dslforum-org" (section 4) for
// those of CWMP. The three registrations say the same.
//
// Syntax. "The syntax of namespace-specific strings for the "bbf"
// namespace is <NSS> in [RFC2141]", and likewise for the other two. So
// the NSS is one or more RFC 2141 NSS characters (no '~' or '&'), as in
// the examples of section 5, yang:fast and cwmp:datamodel-1-5.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence of [RFC2141] apply." None is added.
var (
	bbfRules = Rules{
		NID:      "bbf",
		Source:   "RFC 8057, section 2",
		Validate: validateRFC2141,
	}
	broadbandForumOrgRules = Rules{
		NID:      "broadband-forum-org",
		Source:   "RFC 8057, section 3",
		Validate: validateRFC2141,
	}
	dslforumOrgRules = Rules{
		NID:      "dslforum-org",
		Source:   "RFC 8057, section 4",
		Validate: validateRFC2141,
	}
)

// globusRules holds the rules of the "globus" namespace, registered by
// RFC 7853 (section 2, the registration template).
//
// Syntax. "<NSS> ::= <SNID> | <SNID> ":" <subnamespace-specific-string>",
// where "<SNID> ::= 1*<non-colon-chars>", "<non-colon-chars> ::=
// <non-colon-trans> | "%" <hex> <hex>", "<non-colon-trans> ::= <upper> |
// <lower> | <number> | <non-colon-other>" and "<non-colon-other>" is
// the <other> of RFC 2141 without ':' (so not its <reserved> '/', '?'
// or '#' either), and "<subnamespace-specific-string> ::= 1*<URN
// chars>" (any RFC 2141 NSS characters, ':' and '/' included). So the
// NSS is one or more RFC 2141 NSS characters (no '~' or '&') that do
// not begin with ':', have no '/' before the first ':' and do not end
// right after it, as in the examples of section 3,
// auth:scope:transfer.api.globus.org:all and
// groups:group:669b572e-9de4-11e5-966e-3c970e0c9cc4.
//
// Equivalence. "No additional rules beyond those specified in RFC
// 2141." None is added.
var globusRules = Rules{
	NID:      "globus",
	Source:   "RFC 7853, section 2",
	Validate: validateGlobus,
}

var (
	errGlobusSub  = errors.New("want a subnamespace-specific string after the SNID and ':'")
	errGlobusSNID = errors.New("not allowed in an SNID (RFC 7853, section 2: <non-colon-other> has no '/', '?' or '#')")
)

func validateGlobus(nss string) (int, error) {
	for i := 0; i < len(nss) && nss[i] != ':'; i++ {
		if c := nss[i]; c == '/' || c == '?' || c == '#' {
			return i, errGlobusSNID
		}
	}
	return validateNameOptString(nss, errGlobusSub)
}

// validateNameOptString checks that nss is a name of one or more RFC
// 2141 NSS characters other than ':', optionally followed by ':' and a
// string of one or more RFC 2141 NSS characters. The error noString
// says what is missing after a name and ':'.
func validateNameOptString(nss string, noString error) (int, error) {
	if nss == "" || nss[0] == ':' {
		return 0, errEmpty
	}
	if n, err := scanRFC2141(nss); err != nil {
		return n, err
	}
	if i := strings.IndexByte(nss, ':'); i == len(nss)-1 {
		return len(nss), noString
	}
	return 0, nil
}

// ieeeRules holds the rules of the "ieee" namespace, registered by
// RFC 8069 (section 2, the registration template).
//
// Syntax. "urn:ieee:{IEEEresource}:{ResourceSpecificString} where
// "IEEEresource" is a US-ASCII string that conforms to the URN syntax
// requirements [RFC2141] and defines a specific class of resource type.
// Each resource type has a specific labeling scheme that is covered by
// "ResourceSpecificString", which also conforms to the naming
// requirements [RFC2141]." The examples of section 3 are std:802.5:yang
// and foobar, an IEEEresource alone. So the NSS is an IEEEresource of
// one or more RFC 2141 NSS characters up to the first ':', optionally
// followed by ':' and a ResourceSpecificString of one or more RFC 2141
// NSS characters.
//
// Equivalence. "The strings used as values for "IEEEresource" and
// "ResourceSpecificString" are case insensitive." The canonical form is
// in lower case (the hex digits of percent-encoded octets stay in upper
// case, as RFC 8141 normalizes them).
var ieeeRules = Rules{
	NID:       "ieee",
	Source:    "RFC 8069, section 2",
	Validate:  func(nss string) (int, error) { return validateNameOptString(nss, errIEEEString) },
	Canonical: lowerOutsidePercent,
}

var errIEEEString = errors.New("want a ResourceSpecificString after the IEEEresource and ':'")

// schacRules holds the rules of the "schac" namespace (Schema for
// Academia), registered by RFC 6338 (section 3, the registration
// template).
//
// Syntax. "The Namespace Specific Strings (NSSs) of all URNs assigned
// by SCHAC will conform to the syntax defined in Section 2.2 of RFC
// 2141", and "all SCHAC URN NSSs will consist of a left-to-right series
// of tokens delimited by colons", in the normative ABNF
//
//	SCHAC-NSS = 1*subStChar *( ":" 1*subStChar )
//	subStChar = trans / "%" HEXDIG HEXDIG
//	trans     = ALPHA / DIGIT / other / reserved
//	other     = "(" / ")" / "+" / "," / "-" / "." / "=" / "@" / ";" / "$" / "_" / "!" / "*" / "'"
//	reserved  = "/" / "?" / "#"
//
// where "the colon can only occur as a delimiter between string
// tokens". So the NSS is one or more tokens of RFC 2141 NSS characters
// other than ':', separated by single colons, as in the examples of
// section 4, personalUniqueID:es:DNI:9999999Z and
// userStatus:au:uq.edu.au:service:mail:receive:disabled.
//
// Equivalence. "Lexical equivalence of two SCHAC Namespace Specific
// Strings (NSSs) is defined as an exact, case-sensitive string match."
// None is added to RFC 8141.
var schacRules = Rules{
	NID:      "schac",
	Source:   "RFC 6338, section 3",
	Validate: validateTokens,
}

// threeGPPRules holds the rules of the "3gpp" namespace (3rd Generation
// Partnership Project), registered by RFC 5279 (section 2, the
// registration template).
//
// Syntax. "urn:3gpp:{3gpp-urn} where the "3gpp-urn" is a US-ASCII string
// that conforms to the NSS(Namespace Specific String) Syntax described
// in RFC 2141 [RFC2141] and defines a specific resource type." So the
// NSS is one or more RFC 2141 NSS characters (no '~' or '&'), as in the
// examples of section 3, featurephones and acme.foo-serv.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence of RFC 2141 [RFC2141] apply." None is added.
var threeGPPRules = Rules{
	NID:      "3gpp",
	Source:   "RFC 5279, section 2",
	Validate: validateRFC2141,
}

// etsiRules holds the rules of the "etsi" namespace (European
// Telecommunications Standards Institute), registered by RFC 8515
// (section 2, the registration template).
//
// Syntax. "The syntax of Namespace Specific Strings for the "etsi"
// namespace is <NSS> in Uniform Resource Names (URNs) [RFC8141]." Any
// RFC 8141 NSS is valid, as in the examples of section 3, such as
// yang:etsi-nfv-vnf.
//
// Equivalence. "The entire URN is case-insensitive." The canonical form
// of the NSS is in lower case (the hex digits of percent-encoded octets
// stay in upper case, as RFC 8141 normalizes them).
var etsiRules = Rules{
	NID:       "etsi",
	Source:    "RFC 8515, section 2",
	Canonical: lowerOutsidePercent,
}

// mefRules holds the rules of the "mef" namespace (MEF Forum),
// registered by RFC 7818 (section 2, the registration template).
//
// Syntax. "The syntax of namespace-specific strings for the "mef"
// namespace is <NSS> in RFC 2141." So the NSS is one or more RFC 2141
// NSS characters (no '~' or '&'), as in the examples of section 3,
// yang:mef-services and yang:mef-interfaces.
//
// Equivalence. "The entire URN is case-insensitive." The canonical form
// of the NSS is in lower case (the hex digits of percent-encoded octets
// stay in upper case, as RFC 8141 normalizes them).
var mefRules = Rules{
	NID:       "mef",
	Source:    "RFC 7818, section 2",
	Validate:  validateRFC2141,
	Canonical: lowerOutsidePercent,
}

// swiftRules holds the rules of the "swift" namespace (Society for
// Worldwide Interbank Financial Telecommunication), registered by
// RFC 3615 (section 2, the registration template).
//
// Syntax. "The structure of the Namespace Specific String is a flat
// space <URN chars> [1] which have no knowable structure outside of the
// context of the SWIFT community internal resolver" ([1] is RFC 2141).
// So the NSS is one or more RFC 2141 NSS characters (no '~' or '&'),
// as in the examples of section 3, xsd:epp$mi.i-2.0 and type:fin$103.
//
// Equivalence. "No special consideration." None is added.
var swiftRules = Rules{
	NID:      "swift",
	Source:   "RFC 3615, section 2",
	Validate: validateRFC2141,
}
