// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"slices"
	"strings"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
)

// devRules holds the rules of the "dev" namespace, for device
// identifiers, registered by RFC 9039 (section 3, the registration;
// section 4, the subtypes).
//
// Syntax. Section 3.2 gives the ABNF
//
//	devurn        = "urn:dev:" body componentpart
//	body          = macbody / owbody / orgbody / osbody / opsbody / otherbody
//	macbody       = %s"mac:" hexstring
//	owbody        = %s"ow:" hexstring
//	orgbody       = %s"org:" posnumber "-" identifier *( ":" identifier )
//	osbody        = %s"os:" posnumber "-" serial *( ":" identifier )
//	opsbody       = %s"ops:" posnumber "-" product "-" serial *( ":" identifier )
//	otherbody     = subtype ":" identifier *( ":" identifier )
//	subtype       = LALPHA *(DIGIT / LALPHA)
//	identifier    = 1*devunreserved
//	product       = identifiernodash
//	serial        = identifier
//	componentpart = *( "_" identifier )
//	devunreservednodash = ALPHA / DIGIT / "."
//	devunreserved = devunreservednodash / "-"
//	hexstring     = 1*(hexdigit hexdigit)
//	posnumber     = NZDIGIT *DIGIT
//
// Sections 4.1 and 4.2 say of the mac and ow hexstrings: "It is always
// exactly 16 characters long." Its hexdigits "a" to "f" are ABNF
// strings, which are case-insensitive, as section 3.2.1 notes ("a MAC
// address could be represented either with uppercase or lowercase
// hexadecimal digits"). The ABNF defines LALPHA as %x41-5A, the upper
// case letters; its name, every example (such as example:new-1-2-3_comp)
// and the subtypes of the IANA registry (section 7) are lower case, so
// a subtype here is lower-case letters and digits, beginning with a
// letter. A URN of the five subtypes of section 4 follows the body of
// its subtype: otherbody, which the ABNF would also match with the
// subtype "mac" and any identifier, is for the other subtypes.
//
// Equivalence. Section 3.2.1: "The URN-equivalence of the DEV URNs is
// defined per [RFC8141], Section 3.1 [...]. The rest of the DEV URN is
// compared in a case-sensitive manner." None is added.
var devRules = Rules{
	NID:      "dev",
	Source:   "RFC 9039, sections 3.2 and 4",
	Validate: func(nss string) (int, error) { return scanDev(nss, nil) },
}

var (
	errDevSubtype = errors.New("want a subtype (lower-case letters and digits, beginning with a letter), then ':'")
	errDevHex     = errors.New("want 16 hex digits (a mac or ow identifier is always exactly 16 characters long)")
	errDevPEN     = errors.New("want a Private Enterprise Number (digits, not beginning with 0), then '-'")
	errDevProduct = errors.New("want a product class (letters, digits and '.'), then '-'")
	errDevIdent   = errors.New("want an identifier (letters, digits, '.' and '-')")
	errDevEnd     = errors.New("want ':' and an identifier, or '_' and a component")
	errDevHexEnd  = errors.New("want '_' and a component (a mac or ow URN has no ':' identifiers)")
)

// A DevName is the structure of a DEV URN, a device identifier
// (RFC 9039, section 3.2):
//
//	urn:dev:mac:{EUI-64}{_component}*
//	urn:dev:ow:{1-Wire identifier}{_component}*
//	urn:dev:org:{PEN}-{identifier}{:identifier}*{_component}*
//	urn:dev:os:{PEN}-{serial}{:identifier}*{_component}*
//	urn:dev:ops:{PEN}-{product}-{serial}{:identifier}*{_component}*
//	urn:dev:{subtype}:{identifier}{:identifier}*{_component}*
//
// For urn:dev:ops:32473-Refrigerator-5002_door, Subtype is "ops", PEN
// is "32473", Product is "Refrigerator", ID is "5002" and Components is
// ["door"]. All parts are as written.
type DevName struct {
	// Subtype is the subtype: "mac" (an EUI-64, or a MAC-48 or EUI-48
	// converted to one), "ow" (a 1-Wire device), "org" (an
	// organization-defined identifier), "os" (an organization's serial
	// number), "ops" (an organization's product class and serial
	// number), or one defined later, such as "example".
	Subtype string

	// PEN is the IANA Private Enterprise Number of the organization, in
	// decimal, for the subtypes org, os and ops, and "" for the others.
	PEN string

	// Product is the product class of an ops URN, and "" for the other
	// subtypes.
	Product string

	// ID is the identifier: the 16 hex digits of a mac or ow URN, the
	// identifier after the PEN of an org URN, the serial number of an
	// os or ops URN, and the first identifier after the subtype for
	// other subtypes.
	ID string

	// Identifiers holds the colon-separated identifiers after ID,
	// which RFC 9039 provides "for extensibility"; a mac or ow URN has
	// none.
	Identifiers []string

	// Components holds the underscore-separated components at the end,
	// which "depict individual aspects of a device", such as
	// "humidity" in urn:dev:ow:264437f5000000ed_humidity.
	Components []string
}

// Dev returns the structure of u, a DEV URN. The NID may be in any
// case; the rest is compared as written (RFC 9039, section 3.2.1). The
// r-, q- and f-components of u play no part: RFC 9039 says DEV URNs do
// not use them. Dev returns an [*Error] with the offset into u.String()
// if u is not a DEV URN: one that wraps [ErrOtherNamespace] if the NID
// of u is not "dev", and one that wraps [ErrInvalid] if the NSS breaks
// the rules of the dev namespace.
func Dev(u urn.URN) (DevName, error) {
	if !strings.EqualFold(u.NID(), "dev") {
		return DevName{}, otherNamespace(u.String(), "dev")
	}
	var d DevName
	if n, err := scanDev(u.NSS(), &d); err != nil {
		return DevName{}, &Error{Input: u.String(), Offset: nssStart(u) + n, NID: "dev", Err: err}
	}
	return d, nil
}

// ParseDev parses s with [urn.Parse] and returns its structure, as
// [Dev] does: if s is not a URN, the error is an [*Error]
// that wraps the [*urn.ParseError].
func ParseDev(s string) (DevName, error) { return parseName(s, "dev", Dev) }

// String returns the DEV URN that the parts of d make: urn:dev:, the
// subtype and ':', PEN and '-' when PEN is not empty, Product and '-'
// when Product is not empty, ID, then each identifier after ':' and
// each component after '_', such as urn:dev:ops:32473-Refrigerator-5002_door.
// It does not check d; use [DevName.URN] for a URN that is checked.
func (d DevName) String() string {
	var b strings.Builder
	b.WriteString("urn:dev:" + d.Subtype + ":")
	if d.PEN != "" {
		b.WriteString(d.PEN + "-")
	}
	if d.Product != "" {
		b.WriteString(d.Product + "-")
	}
	b.WriteString(d.ID)
	for _, s := range d.Identifiers {
		b.WriteString(":" + s)
	}
	for _, s := range d.Components {
		b.WriteString("_" + s)
	}
	return b.String()
}

// URN returns the URN of d, as [DevName.String] writes it. It returns
// an [*Error] that wraps [ErrInvalid] unless [Dev] reads exactly d
// back from it: when a part is empty where the subtype requires it,
// holds a character that ends it (such as ':', '_' or '-'), or breaks
// the rules of RFC 9039 (a PEN for a subtype without one, an ID of
// other than 16 hex digits for mac and ow).
func (d DevName) URN() (urn.URN, error) {
	return nameURN("dev", d.String(), d, Dev, func(a, b DevName) bool {
		return a.Subtype == b.Subtype && a.PEN == b.PEN && a.Product == b.Product && a.ID == b.ID &&
			slices.Equal(a.Identifiers, b.Identifiers) && slices.Equal(a.Components, b.Components)
	})
}

// scanDev checks nss against the dev rules, and fills d, if not nil,
// with its parts.
func scanDev(nss string, d *DevName) (int, error) {
	i := 0
	for i < len(nss) && ('a' <= nss[i] && nss[i] <= 'z' || i > 0 && ascii.IsDigit(nss[i])) {
		i++
	}
	if i == 0 || i == len(nss) || nss[i] != ':' {
		return i, errDevSubtype
	}
	sub := nss[:i]
	i++
	var pen, product string
	switch sub {
	case "mac", "ow":
		for k := i; k < i+16; k++ {
			if k == len(nss) || !ascii.IsHex(nss[k]) {
				return k, errDevHex
			}
		}
		if d != nil {
			d.Subtype, d.ID = sub, nss[i:i+16]
		}
		i += 16
		if i < len(nss) && nss[i] != '_' {
			return i, errDevHexEnd
		}
		return devComponents(nss, i, d)
	case "org", "os", "ops":
		j := i
		for j < len(nss) && ascii.IsDigit(nss[j]) {
			j++
		}
		if j == i || nss[i] == '0' {
			return i, errDevPEN
		}
		if j == len(nss) || nss[j] != '-' {
			return j, errDevPEN
		}
		pen, i = nss[i:j], j+1
		if sub == "ops" {
			j = i
			for j < len(nss) && devUnreserved(nss[j]) && nss[j] != '-' {
				j++
			}
			if j == i || j == len(nss) || nss[j] != '-' {
				return j, errDevProduct
			}
			product, i = nss[i:j], j+1
		}
	}
	// identifier *( ":" identifier )
	j := devIdentifier(nss, i)
	if j == i {
		return i, errDevIdent
	}
	if d != nil {
		d.Subtype, d.PEN, d.Product, d.ID = sub, pen, product, nss[i:j]
	}
	for i = j; i < len(nss) && nss[i] == ':'; i = j {
		j = devIdentifier(nss, i+1)
		if j == i+1 {
			return j, errDevIdent
		}
		if d != nil {
			d.Identifiers = append(d.Identifiers, nss[i+1:j])
		}
	}
	return devComponents(nss, i, d)
}

// devComponents checks that nss[i:] is a componentpart, *( "_"
// identifier ), and adds its components to d if d is not nil.
func devComponents(nss string, i int, d *DevName) (int, error) {
	for i < len(nss) && nss[i] == '_' {
		j := devIdentifier(nss, i+1)
		if j == i+1 {
			return j, errDevIdent
		}
		if d != nil {
			d.Components = append(d.Components, nss[i+1:j])
		}
		i = j
	}
	if i < len(nss) {
		return i, errDevEnd
	}
	return 0, nil
}

// devIdentifier returns the end of the identifier (devunreserved
// characters) that begins at nss[i:].
func devIdentifier(nss string, i int) int {
	for i < len(nss) && devUnreserved(nss[i]) {
		i++
	}
	return i
}

// devUnreserved reports whether c is an RFC 9039 devunreserved
// character: a letter, a digit, '.' or '-'.
func devUnreserved(c byte) bool { return isLDH(c) || c == '.' }
