// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

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
	// Most names are specifications and technical committees: their
	// fields need only be tokens, at least three of them. Those that
	// are valid are accepted here, and checkOASIS judges the others.
	const tc, spec = "names:tc:", "names:specification:"
	var rest string
	switch {
	case len(nss) > len(tc) && nss[:len(tc)] == tc:
		rest = nss[len(tc):]
	case len(nss) > len(spec) && nss[:len(spec)] == spec:
		rest = nss[len(spec):]
	default:
		return checkOASIS(nss)
	}
	if tokensValid(rest) && hasTwoColons(rest) {
		return 0, nil
	}
	return checkOASIS(nss)
}

// hasTwoColons reports whether s holds two colons or more. It counts
// them eight bytes at a time.
func hasTwoColons(s string) bool {
	const low7 = 0x7F7F7F7F7F7F7F7F
	n := uint64(0)
	i := 0
	for ; i <= len(s)-8; i += 8 {
		// The high bit of a byte of colon is set exactly where the
		// byte is ':', and no other bit is set: adding 0x7F to the low
		// seven bits of a byte of c, which is zero where x has a ':',
		// never carries into the next byte.
		c := load64(s[i:]) ^ ':'*ones8
		colon := ^(c&low7 + low7 | c | low7)
		if n += (colon >> 7) * ones8 >> 56; n >= 2 {
			return true
		}
	}
	for ; i < len(s); i++ {
		if s[i] == ':' {
			n++
		}
	}
	return n >= 2
}

// checkOASIS judges any oasis NSS, valid or not, and reports the
// offset of the first byte that cannot belong.
func checkOASIS(nss string) (int, error) {
	if rest, ok := cutNamesPrefix(nss); ok {
		at := len(nss) - len(rest)
		if n, err := scanTokens(rest); err != nil {
			return at + n, err
		}
		if strings.Count(rest, ":") < 2 {
			return len(nss), errOASISFields
		}
		return 0, nil
	}
	n, err := scanRFC2141(nss)
	if m, e := oasisStructure(nss); e != nil && m <= n {
		return m, e
	}
	if err != nil {
		return n, err
	}
	return 0, nil
}

// cutNamesPrefix returns what follows "names:specification:" or
// "names:tc:" in nss, and whether nss begins with one of them.
func cutNamesPrefix(nss string) (string, bool) {
	if rest, ok := strings.CutPrefix(nss, "names:specification:"); ok {
		return rest, true
	}
	return strings.CutPrefix(nss, "names:tc:")
}

// oasisStructure checks the branches, classes and fields of an oasis
// NSS, but not its characters, except the names of specifications and
// technical committees, which validateOASIS checks whole.
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
	at += len(class) + 1 // class is technical: validateOASIS takes the others
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
