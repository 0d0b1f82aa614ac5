// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// isbnRules holds the rules of the "isbn" namespace, registered by RFC 3187
// (section 5, the registration template, and section 3.2) and revised
// by the registration of 2017 that RFC 8254 (section 2.1) announces.
//
// Syntax. The NSS is an ISBN with its check digit. RFC 3187, section 5:
// "An ISBN is a ten-digit number (actually, the last digit can be the
// letter "X" as well, as described below) which is divided into four
// variable length parts usually separated by hyphens when printed",
// the last of them "a modulus 11 check digit, using X instead of 10".
// RFC 8254, section 2.1: "The namespace allows for the use of both the
// old ten-character ISBN numbers described in RFC 3187 and ISO
// 2108:1992 (formerly known as ISBN-10) and the thirteen-character
// identifiers introduced in ISO 2108:2005 (formerly known as
// ISBN-13)". So the NSS is either
//
//   - an ISBN-10: ten digits, the last of which may be 'X' (in either
//     case: the equivalence rule below converts "any occurrences of the
//     letter X"), with weights 10 to 1 summing to a multiple of 11; or
//   - an ISBN-13: thirteen digits that begin with 978 or 979, the
//     "978 or 979 EAN flag" of RFC 3187 section 3.1, with the EAN-13
//     check digit of ISO 2108:2005 (weights 1 and 3 alternating,
//     summing to a multiple of 10).
//
// Hyphens may separate the parts, one hyphen between two digits: at
// most three in an ISBN-10, whose four parts RFC 3187 names, and at
// most four in an ISBN-13, which prefixes the EAN flag as a fifth part.
// Where the hyphens fall within the digits depends on the ranges that
// the ISBN agency assigns, which no registration text lists, so their
// places are not checked.
//
// Equivalence. RFC 3187, section 3.2 and the template's "Rules for
// Lexical Equivalence": "Prior to comparing two ISBN URNs for
// equivalence, it is appropriate to remove all hyphens, and to convert
// any occurrences of the letter X to upper case." The canonical form is
// therefore the ISBN without hyphens and with an upper-case 'X':
// 0-8044-2957-x becomes 080442957X. Neither text makes an ISBN-10
// equivalent to the ISBN-13 formed from it (0-395-36341-1 and
// 978-0-395-36341-6 name the same book but are different URNs), so no
// such equivalence is added.
var isbnRules = Rules{
	NID:       "isbn",
	Source:    "RFC 3187, sections 3.2 and 5; RFC 8254, section 2.1",
	Validate:  validateISBN,
	Canonical: canonicalISBN,
}

var (
	errISBNDigit   = errors.New("want a digit")
	errISBNChar    = errors.New("want a digit, '-' or a final 'X'")
	errISBNAfter10 = errors.New("extra character after the 10 digits of an ISBN-10")
	errISBNAfter13 = errors.New("extra character after the 13 digits of an ISBN-13")
	errISBNHyphen  = errors.New("'-' must be between two digits")
	errISBNHyphens = errors.New("too many hyphens (an ISBN-10 has four parts, an ISBN-13 five)")
	errISBNX       = errors.New("'X' can only be the check digit of an ISBN-10")
	errISBNLength  = errors.New("an ISBN has 10 or 13 digits")
	errISBNPrefix  = errors.New("an ISBN-13 begins with 978 or 979")
	errISBNCheck10 = errors.New("wrong check digit (ISBN-10, modulus 11)")
	errISBNCheck13 = errors.New("wrong check digit (ISBN-13, modulus 10)")
)

func validateISBN(nss string) (int, error) {
	var digits [13]byte
	n, first, last := 0, -1, 0 // digits seen, index of the first, of the last
	hyphens, fifth := 0, -1    // hyphens seen, index of the fourth one
	for i := 0; i < len(nss); i++ {
		c := nss[i]
		switch {
		case c == '-':
			if i == 0 || nss[i-1] == '-' {
				return i, errISBNHyphen
			}
			if hyphens++; hyphens == 4 {
				fifth = i
			} else if hyphens > 4 {
				return i, errISBNHyphens
			}
			continue
		case c == 'X' || c == 'x':
			if n != 9 {
				return i, errISBNX
			}
			c = 'X'
		case !ascii.IsDigit(c) && n == 10:
			return i, errISBNAfter10
		case !ascii.IsDigit(c) && n == 13:
			return i, errISBNAfter13
		case !ascii.IsDigit(c):
			return i, errISBNChar
		case n > 0 && digits[n-1] == 'X':
			return i, errISBNX
		case n == 13:
			return i, errISBNLength
		}
		if first < 0 {
			first = i
		}
		digits[n], last = c, i
		n++
	}
	switch {
	case n == 0 || nss[len(nss)-1] == '-':
		return len(nss), errISBNDigit
	case n == 10:
		if fifth >= 0 {
			return fifth, errISBNHyphens
		}
		sum := 0
		for i, c := range digits[:10] {
			d := int(c - '0')
			if c == 'X' {
				d = 10
			}
			sum += (10 - i) * d
		}
		if sum%11 != 0 {
			return last, errISBNCheck10
		}
	case n == 13:
		if d := string(digits[:3]); d != "978" && d != "979" {
			return first, errISBNPrefix
		}
		sum := 0
		for i, c := range digits[:13] {
			sum += int(c-'0') * (1 + 2*(i%2))
		}
		if sum%10 != 0 {
			return last, errISBNCheck13
		}
	default:
		return len(nss), errISBNLength
	}
	return 0, nil
}

// canonicalISBN returns a valid ISBN NSS without its hyphens and with
// an upper-case check digit 'X' (RFC 3187, section 3.2).
func canonicalISBN(nss string) string {
	if !strings.ContainsAny(nss, "-x") {
		return nss
	}
	b := make([]byte, 0, 13)
	for i := 0; i < len(nss); i++ {
		switch c := nss[i]; c {
		case '-':
		case 'x':
			b = append(b, 'X')
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

// issnRules holds the rules of the "issn" namespace, registered by RFC 3044
// (section 5, the registration template, and section 3.1) and revised
// by the registration of 2017 that RFC 8254 (section 2.2) announces.
//
// Syntax. RFC 3044, section 5: "The ISSN consists of eight digits in
// Arabic numerals 0 to 9, except the last digit which is a check digit
// and can sometimes be an X", "calculated on a modulus 11 basis with
// weights 8 to 2, using X in lieu of 10"; printed, it "shall appear as
// two groups of four digits separated by a hyphen", NNNN-NNNC. The
// template's "Rules for Lexical Equivalence" allow the hyphen to be
// left out and the 'X' to be written 'x', so the NSS is NNNN-NNNC or
// NNNNNNNC, where C is a digit, 'X' or 'x' and the check digit is
// checked.
//
// Equivalence. RFC 3044, section 5, "Rules for Lexical Equivalence":
// "The check digit if 'X' is case-sensitive. Thus, if "x" is found it
// must be translated in upper case. The hyphen between the 4th and the
// 5th digit can be omitted". Section 3.1 says the same: "hyphens
// should be dropped prior to comparison and occurrences of 'x'
// normalised to uppercase". The canonical form is the printed form of
// the template, with the hyphen and an upper-case 'X': 0259000x
// becomes 0259-000X.
var issnRules = Rules{
	NID:       "issn",
	Source:    "RFC 3044, sections 3.1 and 5; RFC 8254, section 2.2",
	Validate:  validateISSN,
	Canonical: canonicalISSN,
}

var (
	errISSNDigit  = errors.New("want a digit (an ISSN is NNNN-NNNC or NNNNNNNC)")
	errISSNCheck  = errors.New("want a digit or 'X' (an ISSN is NNNN-NNNC or NNNNNNNC)")
	errISSNLength = errors.New("an ISSN has 8 digits")
	errISSNSum    = errors.New("wrong check digit (modulus 11)")
)

func validateISSN(nss string) (int, error) {
	sum, n := 0, 0 // weighted sum, digits seen
	for i := 0; i < len(nss); i++ {
		c := nss[i]
		switch {
		case n == 8:
			return i, errISSNLength
		case c == '-' && n == 4 && i == 4:
			continue
		case n == 7 && (c == 'X' || c == 'x'):
			sum += 10
		case !ascii.IsDigit(c) && n == 7:
			return i, errISSNCheck
		case !ascii.IsDigit(c):
			return i, errISSNDigit
		default:
			sum += (8 - n) * int(c-'0') // weights 8 to 2, then 1 for the check digit
		}
		n++
	}
	if n < 8 {
		return len(nss), errISSNLength
	}
	if sum%11 != 0 {
		return len(nss) - 1, errISSNSum
	}
	return 0, nil
}

// canonicalISSN returns a valid ISSN NSS as NNNN-NNNC, with an
// upper-case check digit 'X' (RFC 3044, section 5).
func canonicalISSN(nss string) string {
	if len(nss) == 9 && nss[8] != 'x' {
		return nss
	}
	var b [9]byte
	j := 0
	for i := 0; i < len(nss); i++ {
		if j == 4 {
			b[j] = '-'
			j++
		}
		if c := nss[i]; c != '-' {
			b[j] = ascii.Upper(c)
			j++
		}
	}
	return string(b[:])
}
