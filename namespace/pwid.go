// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// pwidRules holds the rules of the "pwid" namespace (Persistent Web
// IDentifiers, of the Royal Danish Library), as its IANA registration
// template, version 1 of 2022-11-15, states them.
//
// Syntax. The template's section "Syntax" gives the ABNF
//
//	pwid-NSS = archive-domain ":" archival-time ":" precision-spec ":" archived-uri
//	archival-time = utc-date ["T" utc-time] "Z"
//	utc-date   = utc-year "-" utc-month "-" utc-day
//	utc-year   = 4DIGIT
//	utc-month  = 2DIGIT  ; 01-12
//	utc-day    = 2DIGIT  ; 01-28, 01-29, 01-30, 01-31 based on month/year in UTC time
//	utc-time   = utc-hour [":" utc-minute [":" utc-sec [secfrac]]]
//	utc-hour   = 2DIGIT  ; 00-23
//	utc-minute = 2DIGIT  ; 00-59
//	utc-sec    = 2DIGIT  ; 00-58, 00-59, 00-60 based on leap second rules
//	secfrac    = "." 1*9DIGIT
//	precision-spec = "part" / "page"
//
// where "'archive-domain' is <subdomain> as defined in section 3.5 of
// RFC 1034" (labels of letters, digits and '-', each beginning with a
// letter and ending with a letter or digit, at most 63 characters,
// separated by '.'), and "'archived-uri' is defined as 'URI' in RFC
// 3986 but where occurrences of "[", "]", "?", "#" and "%" are
// %-encoded". The rules check the archived URI's scheme and ':', and
// take the rest as the RFC 8141 NSS holds it. A second of 60 is
// accepted on any day (leap seconds are not known in advance). The
// template's examples include
// urn:pwid:archive.org:2016-01-22T10:08:23Z:page:https://www.dr.dk.
//
// Equivalence. "All parts of the pwid-NSS are case insensitive, except
// for cases where the archived-uri represents a URI with case sensitive
// parts." Which parts of an archived URI are case-sensitive depends on
// its scheme, so the canonical form has the archive domain, the
// archival time and the precision in lower case and the archived URI
// as written.
var pwidRules = Rules{
	NID:       "pwid",
	Source:    "IANA registration template of pwid, version 1 (2022-11-15): Syntax",
	Validate:  validatePWID,
	Canonical: canonicalPWID,
}

var (
	errPWIDDomain    = errors.New("want an archive domain: labels of letters, digits and '-', each beginning with a letter, ending with a letter or digit, at most 63 long, then ':'")
	errPWIDTime      = errors.New("want an archival time, YYYY-MM-DD[Thh[:mm[:ss[.fraction]]]]Z, then ':'")
	errPWIDPrecision = errors.New("want a precision, part or page, then ':'")
	errPWIDURI       = errors.New("want an archived URI, beginning with a scheme and ':'")
)

func validatePWID(nss string) (int, error) {
	// archive-domain ":"
	i := 0
	for {
		start := i
		for i < len(nss) && isLDH(nss[i]) && i-start < 63 {
			i++
		}
		if i == start || !ascii.IsLetter(nss[start]) {
			return start, errPWIDDomain
		}
		if nss[i-1] == '-' || i == len(nss) || nss[i] != '.' && nss[i] != ':' {
			return i, errPWIDDomain
		}
		if nss[i] == ':' {
			break
		}
		i++
	}
	// archival-time ":"
	i++
	n, ok := scanPWIDTime(nss[i:])
	if !ok {
		return i + n, errPWIDTime
	}
	i += n
	// precision-spec ":"
	i++
	if n, ok := matchWord(nss[i:min(i+4, len(nss))], []string{"part", "page"}); !ok || i+4 == len(nss) || nss[i+4] != ':' {
		if ok {
			n = 4
		}
		return i + n, errPWIDPrecision
	}
	// archived-uri: scheme ":" and the rest.
	i += 5
	start := i
	for i < len(nss) && (ascii.IsLetter(nss[i]) || i > start && (ascii.IsDigit(nss[i]) || nss[i] == '+' || nss[i] == '-' || nss[i] == '.')) {
		i++
	}
	if i == start || i == len(nss) || nss[i] != ':' {
		return i, errPWIDURI
	}
	return 0, nil
}

// scanPWIDTime checks that s begins with an archival time followed by
// ':'. It returns the offset of that ':' and true, or the offset of the
// first byte that cannot belong and false.
func scanPWIDTime(s string) (int, bool) {
	// utc-date: the digits and '-' of YYYY-MM-DD.
	for i := 0; i < 10; i++ {
		if i == len(s) || (i == 4 || i == 7) != (s[i] == '-') || i != 4 && i != 7 && !ascii.IsDigit(s[i]) {
			return i, false
		}
	}
	year := int(s[0]-'0')*1000 + int(s[1]-'0')*100 + int(s[2]-'0')*10 + int(s[3]-'0')
	month := int(s[5]-'0')*10 + int(s[6]-'0')
	day := int(s[8]-'0')*10 + int(s[9]-'0')
	switch {
	case month < 1 || month > 12:
		return 5, false
	case day < 1 || day > daysIn(month, year):
		return 8, false
	}
	i := 10
	if i < len(s) && (s[i] == 'T' || s[i] == 't') {
		// utc-hour [":" utc-minute [":" utc-sec [secfrac]]]
		i++
		limits := [...]int{23, 59, 60}
		k := 0
		for ; k < len(limits); k++ {
			if k > 0 {
				if i == len(s) || s[i] != ':' {
					break
				}
				i++
			}
			if i+2 > len(s) || !ascii.IsDigit(s[i]) || !ascii.IsDigit(s[i+1]) ||
				int(s[i]-'0')*10+int(s[i+1]-'0') > limits[k] {
				return i, false
			}
			i += 2
		}
		if k == len(limits) && i < len(s) && s[i] == '.' {
			i++
			start := i
			for i < len(s) && ascii.IsDigit(s[i]) && i-start < 9 {
				i++
			}
			if i == start {
				return i, false
			}
		}
	}
	if i == len(s) || s[i] != 'Z' && s[i] != 'z' {
		return i, false
	}
	i++
	if i == len(s) || s[i] != ':' {
		return i, false
	}
	return i, true
}

// daysIn returns the number of days of month in year, in the Gregorian
// calendar.
func daysIn(month, year int) int {
	switch month {
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// canonicalPWID returns a valid pwid NSS with its archive domain,
// archival time and precision in lower case.
func canonicalPWID(nss string) string {
	// The archival time holds up to two ':' of its own; the precision
	// is the word after the ':' that follows its 'Z'.
	d := strings.IndexByte(nss, ':')
	z := d + 1 + strings.IndexAny(nss[d+1:], "Zz")
	return lowerPrefix(nss, z+len("Z:part"))
}
