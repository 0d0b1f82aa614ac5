// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// The namespaces of audio-visual and news standards bodies: MPEG,
// TV-Anytime, DVB, HbbTV, SMPTE, the EBU and the IPTC's NewsML. MPEG's,
// TV-Anytime's and the EBU's NSSs are a name, ':' and a string, the
// name compared without regard to case; DVB's and HbbTV's NSSs are
// compared without regard to case as a whole.

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
// defined in [RFC2141]", and the template gives the structure in ABNF:
//
//	NSS       = UL-NSS / other-NSS
//	UL-NSS    = "ul:" UL
//	UL        = QUADBYTE *(DOT QUADBYTE)
//	QUADBYTE  = 4BYTE
//	BYTE      = 2HEXDIG
//	other-NSS = 1*(DIGIT / ALPHA / "-" / ":")
//
// So an NSS that begins with "ul:" (in any case, as an ABNF literal) is
// a Universal Label, groups of 8 hex digits separated by '.', as in the
// example of section 3, ul:060E2B34.04010103.04010202.01011100: "The
// values of ULs in the "urn:smpte:ul" subnamespace shall be
// constrained as defined in [SMPTE298M]". Any other NSS is letters,
// digits, '-' and ':', as in the other example, newnss:future-urn-2105.
// The ABNF would also read a malformed label such as ul:xyz as an
// other-NSS; the rule does not, since the "ul" subnamespace is the one
// of Universal Labels.
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
	errSMPTEHex   = errors.New("want a hex digit (a Universal Label is groups of 8 hex digits separated by '.')")
	errSMPTEDot   = errors.New("want '.' (a Universal Label is groups of 8 hex digits separated by '.')")
	errSMPTEOther = errors.New("want a letter, digit, '-' or ':' (RFC 5119, section 2)")
)

func validateSMPTE(nss string) (int, error) {
	if !hasPrefixFold(nss, "ul:") {
		for i := 0; i < len(nss); i++ {
			if c := nss[i]; !isLDH(c) && c != ':' {
				return i, errSMPTEOther
			}
		}
		if nss == "" {
			return 0, errEmpty
		}
		return 0, nil
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

// newsmlString returns the end of the run of RFC 3085 string
// characters that begins at s[i:].
func newsmlString(s string, i int) int {
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case c == '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return i
			}
			i += 2
		case c == ':' || c == '/' || c == '?' || c == '#' || !rfc2141[c]:
			return i
		}
	}
	return i
}

func validateNewsML(nss string) (int, error) {
	// ProviderId ":"
	i := newsmlString(nss, 0)
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
	j := newsmlString(nss, i)
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
	two := func(k int) int { return int(s[k]-'0')*10 + int(s[k+1]-'0') }
	switch {
	case two(0) == 0: // century
		return 1, false
	case s[4] > '1':
		return 4, false
	case two(4) == 0 || two(4) > 12: // month
		return 5, false
	case s[6] > '3':
		return 6, false
	case two(6) == 0 || two(6) > 31: // day
		return 7, false
	case len(s) == 8 || s[8] != ':':
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
