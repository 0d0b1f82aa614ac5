// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

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
// The IPTC, the registrant, names NewsML-G2 items in the namespace
// without a RevisionId, since a NewsML-G2 item carries its version in
// an attribute of its own. The NewsML-G2 Implementation Guide
// (revision 9.0.2, 2017), section 7.4.1.1, "Item Identifier": "The
// IPTC has registered a URN namespace for the purpose of creating GUIDs
// for NewsML-G2 Items using a specification based on RFC3085. The
// syntax for a @guid using this scheme is:
// guid="urn:newsml:[ProviderId]:[DateId]:[NewsItemId]"", as in its
// example urn:newsml:acmenews.com:20161018:US-FINANCE-FED; the IPTC's
// own items follow it (urn:newsml:iptc.org:20130517:catalog). So the
// rule also accepts an NSS of the first three fields alone, each as
// RFC 3085 defines it: the DateId is still CCYYMMDD, which the fields
// keep the meaning of.
//
// Equivalence. "URNs are lexically equivalent if the ProviderId,
// DateId, NewsItemId, and RevisionId are all identical
// (case-insensitive comparison)." The Update letter is not among the
// fields compared, so the canonical form is in lower case (the hex
// digits of percent-encoded octets stay in upper case) without it. A
// NewsML-G2 GUID is compared the same way, on the fields it has: in
// lower case, with nothing removed.
var newsmlRules = Rules{
	NID:       "newsml",
	Source:    "RFC 3085, section 2; for NewsML-G2 GUIDs, NewsML-G2 Implementation Guide 9.0.2, section 7.4.1.1",
	Validate:  validateNewsML,
	Canonical: canonicalNewsML,
}

var (
	errNewsMLChar     = errors.New("want a letter, a digit, one of ()+,-.=@;$_!*' or %XX, then ':' (ProviderId:DateId:NewsItemId[:RevisionId])")
	errNewsMLDate     = errors.New("want a date CCYYMMDD, then ':' (the DateId of RFC 3085, section 2)")
	errNewsMLRevision = errors.New("want a RevisionId (a positive number without leading zeros), optionally followed by A or U")
)

func validateNewsML(nss string) (int, error) {
	if newsmlValid(nss) {
		return 0, nil
	}
	return scanNewsML(nss)
}

// scanNewsML checks nss against the newsml rules, and returns the
// offset of the first byte that cannot belong and why.
func scanNewsML(nss string) (int, error) {
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
	// NewsItemId, which ends a NewsML-G2 GUID, or NewsItemId ":"
	j := scanUnreserved(nss, i, false)
	if j == len(nss) && j > i {
		return 0, nil
	}
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
	for i++; i < len(nss) && ascii.IsDigit(nss[i]); i++ {
	}
	if i < len(nss) {
		if c := ascii.Lower(nss[i]); c == 'a' || c == 'u' {
			i++
		}
	}
	if i < len(nss) {
		return i, errNewsMLRevision
	}
	return 0, nil
}

// newsmlValid reports whether nss is ProviderId:DateId:NewsItemId
// without a percent-encoded octet, the common form of a newsml NSS, in
// one pass with a table. scanNewsML accepts every NSS it accepts, and
// finds what is wrong with the others.
func newsmlValid(nss string) bool {
	i := 0
	for i < len(nss) && newsmlPlain[nss[i]] {
		i++
	}
	if i == 0 || i == len(nss) || nss[i] != ':' {
		return false
	}
	// ':', the DateId CCYYMMDD and ':', as newsmlDate reads them.
	if i+10 >= len(nss) || nss[i+9] != ':' {
		return false
	}
	d := nss[i+1 : i+9]
	for k := 0; k < len(d); k++ {
		if !ascii.IsDigit(d[k]) {
			return false
		}
	}
	month := (d[4]-'0')*10 + d[5] - '0'
	day := (d[6]-'0')*10 + d[7] - '0'
	if d[0] == '0' && d[1] == '0' || month < 1 || month > 12 || day < 1 || day > 31 {
		return false
	}
	i += 10
	j := i
	for j < len(nss) && newsmlPlain[nss[j]] {
		j++
	}
	return j == len(nss) && j > i
}

// newsmlPlain marks the bytes that the fields of a newsml NSS hold as
// they are: the RFC 2141 NSS characters other than '%', ':' and the
// <reserved> "/", "?" and "#" (letters, digits and ()+,-.=@;$_!*').
var newsmlPlain = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = ascii.IsLetter(byte(c)) || ascii.IsDigit(byte(c)) || strings.IndexByte("()+,-.=@;$_!*'", byte(c)) >= 0
	}
	return t
}()

// newsmlDate reports whether s begins with a CCYYMMDD date and ':'; if
// not, it returns the offset of the first byte that cannot belong.
func newsmlDate(s string) (int, bool) {
	for k := 0; k < 8; k++ {
		if k == len(s) || !ascii.IsDigit(s[k]) {
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
// Update letter, which only the four fields of RFC 3085 end in.
func canonicalNewsML(nss string) string {
	if c := ascii.Lower(nss[len(nss)-1]); (c == 'a' || c == 'u') && strings.Count(nss, ":") == 3 {
		nss = nss[:len(nss)-1]
	}
	return lowerOutsidePercent(nss)
}
