// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// The namespaces of audio-visual and news content: MPEG, TV-Anytime,
// DVB, HbbTV, SMPTE, the EBU, the IPTC's NewsML and RFC 4198's
// federated content. MPEG's, TV-Anytime's and the EBU's NSSs are a
// name, ':' and a string, the name compared without regard to case;
// DVB's and HbbTV's NSSs are compared without regard to case as a
// whole; NewsML's and federated content's begin with a domain name and
// a date.

// mpegRules holds the rules of the "mpeg" namespace, registered by RFC 3614
// (section 2, the registration template).
//
// Syntax. "urn:mpeg:{standard name}:{assigned US-ASCII string} where
// "{standard name}" is a US-ASCII string that conforms to URN Syntax
// requirements ([RFC2141]) and corresponds to the name of an MPEG
// standard (such as "mpeg1", "mpeg2", "mpeg4", "mpeg7", "mpeg21", and
// "{assigned US-ASCII string}" is a US-ASCII string that conforms to
// URN Syntax requirements ([RFC2141])." So the NSS is a standard name
// of one or more RFC 2141 NSS characters other than ':', then ':', then
// one or more RFC 2141 NSS characters (section 2.2 of RFC 2141: no '~'
// or '&'), as in mpeg7:cs:GenreCS:2001. Which standard names MPEG uses
// is not listed, so any is accepted.
//
// Equivalence. "The "standard name" is case-insensitive. Thus, the
// portion of the URN: urn:mpeg:{standard name}: is case-insensitive for
// matches. The remainder of the identifier must be considered
// case-sensitive." The canonical form has the standard name in lower
// case, as in the examples, and the rest as written.
var mpegRules = Rules{
	NID:       "mpeg",
	Source:    "RFC 3614, section 2",
	Validate:  func(nss string) (int, error) { return validateNamed(nss, errMPEGName) },
	Canonical: canonicalNamed,
}

// tvaRules holds the rules of the "tva" namespace (TV-Anytime), registered
// by RFC 4195 (section 2, the registration template).
//
// Syntax. "urn:tva:{category}:{string} where the "category" is a
// US-ASCII string that conforms to URN syntax requirements ([RFC2141]),
// and "{string}" is a string that confirms to URN syntax requirements
// ([RFC2141])." So the NSS is a category of one or more RFC 2141 NSS
// characters other than ':', then ':', then one or more RFC 2141 NSS
// characters, as in metadata:cs:IntentionCS:2002. The template leaves
// the syntax of each category's string to "a syntax grammar
// corresponding to each "{category}"", which it does not give, so the
// string is not checked further.
//
// Equivalence. "The "{category}" is case-insensitive. Thus, the portion
// of the URN: urn:tva:{category}: is case-insensitive for matches. The
// remainder of the identifier shall be considered case-sensitive;
// hence, URNs are only lexically equivalent if they are also lexically
// identical in the remaining {string} field." The canonical form has
// the category in lower case, as in the examples, and the rest as
// written.
var tvaRules = Rules{
	NID:       "tva",
	Source:    "RFC 4195, section 2",
	Validate:  func(nss string) (int, error) { return validateNamed(nss, errTVACategory) },
	Canonical: canonicalNamed,
}

var (
	errMPEGName    = errors.New("want ':' after the standard name (an mpeg NSS is {standard name}:{string})")
	errTVACategory = errors.New("want ':' after the category (a tva NSS is {category}:{string})")
)

// validateNamed checks that nss is a name, ':' and a string, both made
// of one or more RFC 2141 NSS characters and the name without ':'. The
// error noColon says what the name is.
func validateNamed(nss string, noColon error) (int, error) {
	i := strings.IndexByte(nss, ':')
	switch {
	case i == 0:
		return 0, errEmpty
	case i < 0:
		if n, err := scanRFC2141(nss); err != nil {
			return n, err
		}
		return len(nss), noColon
	case i+1 == len(nss):
		return len(nss), errEmpty
	}
	if n, err := scanRFC2141(nss); err != nil {
		return n, err
	}
	return 0, nil
}

// canonicalNamed returns a valid NSS of the form name:string with the
// name in lower case.
func canonicalNamed(nss string) string {
	return lowerPrefix(nss, max(strings.IndexByte(nss, ':'), 0))
}

// dvbRules holds the rules of the "dvb" namespace (Digital Video
// Broadcasting), registered by RFC 5328 (section 2, the registration
// template), whose registrant RFC 7354 updated.
//
// Syntax. "urn:dvb:<NSS> where the syntax of "<NSS>" is specified in
// Section 2.2 of the URN Syntax requirements ([RFC2141])": one or more
// RFC 2141 NSS characters (no '~' or '&'), such as cs:ZappingTypeCS:2001.
//
// Equivalence. "The "<NSS>" is case insensitive." The canonical form is
// in lower case (the hex digits of percent-encoded octets stay in upper
// case, as RFC 8141 normalizes them).
var dvbRules = Rules{
	NID:       "dvb",
	Source:    "RFC 5328, section 2; RFC 7354, section 2",
	Validate:  validateRFC2141,
	Canonical: lowerOutsidePercent,
}

// hbbtvRules holds the rules of the "hbbtv" namespace (Hybrid Broadcast
// Broadband TV), registered by RFC 7528 (section 2, the registration
// template).
//
// Syntax. "urn:hbbtv:<NSS> where the syntax of "<NSS>" is specified in
// Section 2.2 of the URN Syntax requirements [RFC2141]": one or more
// RFC 2141 NSS characters (no '~' or '&'), as in the examples of
// section 3, dash:profile:isoff-live:2012 and
// config:oitf:oitfCapabilities:2014-1.
//
// Equivalence. "The "<NSS>" is case-insensitive." The canonical form is
// in lower case (the hex digits of percent-encoded octets stay in upper
// case, as RFC 8141 normalizes them).
var hbbtvRules = Rules{
	NID:       "hbbtv",
	Source:    "RFC 7528, section 2",
	Validate:  validateRFC2141,
	Canonical: lowerOutsidePercent,
}

// smpteRules holds the rules of the "smpte" namespace (Society of
// Motion Picture and Television Engineers), registered by RFC 5119
// (section 2, the registration template).
//
// Syntax. "The Namespace Specific String (NSS) of all URNs that use the
// "smpte" NID shall be conformant to the URN syntax requirements
// defined in [RFC2141]", and "SMPTE (or it successor) may add additional
// subnamespaces in the future". The template then gives the structure
// "for informative purposes" in ABNF:
//
//	NSS       = UL-NSS / other-NSS
//	UL-NSS    = "ul:" UL
//	UL        = QUADBYTE *(DOT QUADBYTE)
//	QUADBYTE  = 4BYTE
//	BYTE      = 2HEXDIG
//	other-NSS = 1*(DIGIT / ALPHA / "-" / ":")
//	; other-NSS that conforms with [RFC2141] for future expansion
//
// So an NSS that begins with "ul:" (in any case, as an ABNF literal) is
// a Universal Label, groups of 8 hex digits separated by '.', as in the
// example of section 3, ul:060E2B34.04010103.04010202.01011100: "The
// values of ULs in the "urn:smpte:ul" subnamespace shall be
// constrained as defined in [SMPTE298M]". Any other NSS, such as the
// other example, newnss:future-urn-2105, is held to what the text
// requires of every NSS, one or more RFC 2141 NSS characters: the
// informative other-NSS production is narrower than the RFC 2141
// syntax its comment refers to. The ABNF would also read a malformed
// label such as ul:xyz as an other-NSS; the rule does not, since the
// "ul" subnamespace is the one of Universal Labels.
//
// Equivalence. "Lexical equivalence of URNs in the "urn:smpte:ul"
// subnamespace is defined by case-insensitive string match", and
// "lexical equivalence of URNs in the "urn:smpte:" namespace outside of
// the "urn:smpte:ul" subnamespace is defined by exact string match". So
// a Universal Label compares without regard to case, and its canonical
// form is in lower case; no equivalence is added for other NSSs.
var smpteRules = Rules{
	NID:      "smpte",
	Source:   "RFC 5119, section 2",
	Validate: validateSMPTE,
	Canonical: func(nss string) string {
		if hasPrefixFold(nss, "ul:") {
			return lowerOutsidePercent(nss)
		}
		return nss
	},
}

var (
	errSMPTEHex = errors.New("want a hex digit (a Universal Label is groups of 8 hex digits separated by '.')")
	errSMPTEDot = errors.New("want '.' (a Universal Label is groups of 8 hex digits separated by '.')")
)

func validateSMPTE(nss string) (int, error) {
	if !hasPrefixFold(nss, "ul:") {
		return validateRFC2141(nss)
	}
	for i := 3; ; i++ {
		// i is the offset of a QUADBYTE.
		for k := i; k < i+8; k++ {
			if k == len(nss) || !isHex(nss[k]) {
				return k, errSMPTEHex
			}
		}
		i += 8
		if i == len(nss) {
			return 0, nil
		}
		if nss[i] != '.' {
			return i, errSMPTEDot
		}
	}
}

// newsmlRules holds the rules of the "newsml" namespace, for NewsML
// NewsItems, registered by RFC 3085 (section 2, the specification
// template).
//
// Syntax. The declaration of structure gives the ABNF
//
//	NSS        = ProviderId ":" DateId ":" NewsItemId ":" RevisionId Update
//	ProviderId = string
//	DateId     = date
//	NewsItemId = string
//	RevisionId = posint
//	Update     = 0*1( "A" / "U" )
//	string     = 1*char
//	char       = ALPHA / DIGIT / symbol / escape
//	symbol     = "(" / ")" / "+" / "," / "-" / "." / "=" / "@" / ";" /
//	             "$" / "_" / "!" / "*" / "'"
//	escape     = "%" HEXDIG HEXDIG
//	posint     = posdig *DIGIT
//
// and says "DateId is a date in ISO 8601 Basic Format (CCYYMMDD)" and
// "A RevisionId of 0 is not permitted". The date rules of the ABNF
// give a century of 01 to 99, a month of 01 to 12 and a day of 01 to
// 31; with the prose, the year is two digits. So the NSS is four
// fields separated by ':', as in the examples of section 3,
// iptc.org:20001006:NewsMLv1.0:1 and
// reuters.com:20000206:IIMFFH05643_2000-02-06_17-54-01_L06156584:1U: a
// ProviderId and a NewsItemId of the characters above (no ':', '/',
// '?' or '#'), an 8-digit date and a revision number without leading
// zeros, with 'A' or 'U' (in either case, as ABNF strings are) at the
// end.
//
// Equivalence. "URNs are lexically equivalent if the ProviderId,
// DateId, NewsItemId, and RevisionId are all identical
// (case-insensitive comparison)." The Update letter is not among the
// fields compared, so the canonical form is in lower case (the hex
// digits of percent-encoded octets stay in upper case) without it.
var newsmlRules = Rules{
	NID:       "newsml",
	Source:    "RFC 3085, section 2",
	Validate:  validateNewsML,
	Canonical: canonicalNewsML,
}

var (
	errNewsMLChar     = errors.New("want a letter, a digit, one of ()+,-.=@;$_!*' or %XX, then ':' (ProviderId:DateId:NewsItemId:RevisionId)")
	errNewsMLDate     = errors.New("want a date CCYYMMDD, then ':' (the DateId of RFC 3085, section 2)")
	errNewsMLRevision = errors.New("want a RevisionId (a positive number without leading zeros), optionally followed by A or U")
)

func validateNewsML(nss string) (int, error) {
	// ProviderId ":"
	i := scanUnreserved(nss, 0, false)
	if i == len(nss) || nss[i] != ':' || i == 0 {
		if i == 0 && (nss == "" || nss[0] == ':') {
			return 0, errEmpty
		}
		return i, errNewsMLChar
	}
	// DateId ":"
	i++
	if n, ok := newsmlDate(nss[i:]); !ok {
		return i + n, errNewsMLDate
	}
	i += 9
	// NewsItemId ":"
	j := scanUnreserved(nss, i, false)
	if j == len(nss) || nss[j] != ':' || j == i {
		if j == i && (j == len(nss) || nss[j] == ':') {
			return j, errEmpty
		}
		return j, errNewsMLChar
	}
	// RevisionId Update
	i = j + 1
	if i == len(nss) || nss[i] < '1' || nss[i] > '9' {
		return i, errNewsMLRevision
	}
	for i++; i < len(nss) && isDigit(nss[i]); i++ {
	}
	if i < len(nss) {
		if c := lower(nss[i]); c == 'a' || c == 'u' {
			i++
		}
	}
	if i < len(nss) {
		return i, errNewsMLRevision
	}
	return 0, nil
}

// newsmlDate reports whether s begins with a CCYYMMDD date and ':'; if
// not, it returns the offset of the first byte that cannot belong.
func newsmlDate(s string) (int, bool) {
	for k := 0; k < 8; k++ {
		if k == len(s) || !isDigit(s[k]) {
			return k, false
		}
	}
	if s[:2] == "00" { // century
		return 1, false
	}
	if k, ok := monthDay(s[4:8]); !ok {
		return 4 + k, false
	}
	if len(s) == 8 || s[8] != ':' {
		return 8, false
	}
	return 0, true
}

// canonicalNewsML returns a valid newsml NSS in lower case without its
// Update letter.
func canonicalNewsML(nss string) string {
	if c := lower(nss[len(nss)-1]); c == 'a' || c == 'u' {
		nss = nss[:len(nss)-1]
	}
	return lowerOutsidePercent(nss)
}

// ebuRules holds the rules of the "ebu" namespace (European
// Broadcasting Union), registered by RFC 5174 (section 2, the
// registration template).
//
// Syntax. "urn:ebu:{category}:{string} where "{category}" is a US-ASCII
// string that conforms to the syntax of the <NID>, and "{string}" is a
// US-ASCII string that conforms to the syntax of the <NSS> [RFC2141]."
// RFC 2141's NID is "<let-num> [ 1,31<let-num-hyp> ]": a letter or
// digit, then optionally 1 to 31 letters, digits and hyphens. So the
// NSS is such a category, ':', and one or more RFC 2141 NSS characters
// (no '~' or '&'), as in the examples of section 3, metadata:pmeta_2007
// and metadata-cs:EscortCS_2007.
//
// Equivalence. "The "{category}" is case-insensitive. Thus, the portion
// of the URN: urn:ebu:{category}: is case-insensitive for matches up to
// {category}. The remainder of the identifier shall be considered
// case-sensitive". The canonical form has the category in lower case
// and the rest as written.
var ebuRules = Rules{
	NID:       "ebu",
	Source:    "RFC 5174, section 2",
	Validate:  validateEBU,
	Canonical: canonicalNamed,
}

var errEBUCategory = errors.New("want a category of letters, digits and '-' (up to 32, not beginning with '-'), then ':'")

func validateEBU(nss string) (int, error) {
	for i := 0; i < len(nss) && nss[i] != ':'; i++ {
		if !isLDH(nss[i]) || i == 0 && nss[i] == '-' || i == maxNID {
			return i, errEBUCategory
		}
	}
	return validateNamed(nss, errEBUCategory)
}

// fdcRules holds the rules of the "fdc" namespace (Federated Content),
// registered by RFC 4198 (section 3, the registration template).
//
// Syntax. The declaration of syntactic structure gives the ABNF
//
//	NSS        = ProviderId ":" DateId ":" ResourceId
//	ProviderId = 1*(label ".") toplabel
//	DateId     = (CCYY [MM [DD]]) / 1*3(DIGIT)
//	ResourceId = 1*(alphanum / other / ("%" hex hex))
//	label      = alphanum / alphanum *(alphanum / "-") alphanum
//	toplabel   = ALPHA / ALPHA *(alphanum / "-") alphanum
//	CCYY       = 4(DIGIT)
//	MM         = ("0" %x31-39) / ("1" %x30-32)
//	DD         = ("0" %x31-39) / (%x31-32 DIGIT) / "30" / "31"
//	other      = "(" / ")" / "+" / "," / "-" / "." / ":" / "=" /
//	             "@" / ";" / "$" / "_" / "!" / "*" / "'"
//
// So the NSS is a domain name of two or more labels (the last beginning
// with a letter), ':', a date of 1 to 4, 6 or 8 digits ("DateIds of 1
// to 3 digits are reserved"), ':', and a ResourceId of RFC 2141 NSS
// characters other than '/', '?' and '#', as in the examples of section
// 4, example.com:2002:A572007 and example.net:200406:ivr:51089.
//
// Equivalence. "In addition to the rules defined in RFC 2141 [4],
// normalize the case of the ProviderId to lower case before
// comparison." The canonical form has the ProviderId in lower case and
// the rest as written.
var fdcRules = Rules{
	NID:       "fdc",
	Source:    "RFC 4198, section 3",
	Validate:  validateFDC,
	Canonical: canonicalNamed,
}

var (
	errFDCProvider = errors.New("want a domain name of two or more labels (letters, digits, '-'), then ':' (the ProviderId of RFC 4198)")
	errFDCTop      = errors.New("the last label of the ProviderId begins with a letter")
	errFDCDate     = errors.New("want a DateId (CCYY, CCYYMM or CCYYMMDD, or 1 to 3 digits), then ':'")
	errFDCResource = errors.New("want a letter, a digit, one of ()+,-.:=@;$_!*' or %XX (the ResourceId of RFC 4198)")
)

func validateFDC(nss string) (int, error) {
	// ProviderId ":": labels of letters, digits and '-' that neither
	// begin nor end with '-', separated by '.'.
	i, labels, top := 0, 0, 0
	for ; ; i++ {
		start := i
		for i < len(nss) && isLDH(nss[i]) && (nss[i] != '-' || i > start) {
			i++
		}
		if i == start || nss[i-1] == '-' || i == len(nss) || nss[i] != '.' && nss[i] != ':' {
			return i, errFDCProvider
		}
		labels, top = labels+1, start
		if nss[i] == ':' {
			break
		}
	}
	if labels < 2 {
		return i, errFDCProvider
	}
	if !isLetter(nss[top]) {
		return top, errFDCTop
	}
	// DateId ":"
	i++
	start := i
	for i < len(nss) && isDigit(nss[i]) {
		i++
	}
	switch n := i - start; {
	case n == 0 || n == 5 || n == 7 || n > 8:
		return i, errFDCDate
	case n >= 6:
		if k, ok := monthDay(nss[start+4 : i]); !ok {
			return start + 4 + k, errFDCDate
		}
	}
	if i == len(nss) || nss[i] != ':' {
		return i, errFDCDate
	}
	// ResourceId
	i++
	switch j := scanUnreserved(nss, i, true); {
	case i == len(nss):
		return i, errEmpty
	case j < len(nss):
		return j, errFDCResource
	}
	return 0, nil
}

// monthDay reports whether s, two or four digits, is a month (01 to 12)
// and, if there are four, a day (01 to 31). If not, it returns the
// offset of the first digit that cannot belong.
func monthDay(s string) (int, bool) {
	switch {
	case s[0] > '1':
		return 0, false
	case s[:2] == "00" || s[:2] > "12":
		return 1, false
	case len(s) == 2:
		return 0, true
	case s[2] > '3':
		return 2, false
	case s[2:] == "00" || s[2:] > "31":
		return 3, false
	}
	return 0, true
}
