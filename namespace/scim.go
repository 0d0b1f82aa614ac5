// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
)

// A SCIMName is the structure of a URN of the System for Cross-domain
// Identity Management (RFC 7643, section 10.2.1, the declaration of
// syntactic structure):
//
//	urn:ietf:params:scim:{type}:{name}{:other}
//
// For urn:ietf:params:scim:schemas:core:2.0:User, Type is "schemas",
// Name is "core" and Other is "2.0:User".
type SCIMName struct {
	// Type is the {type} part, as written: "schemas" for the schema
	// URNs (urn:ietf:params:scim:schemas:core:2.0:User), "api" for the
	// protocol message URNs (urn:ietf:params:scim:api:messages:2.0:ListResponse),
	// or "param" for the parameter URNs. RFC 7643, section 10.2.1,
	// reserves "param", like "api", for IETF-approved SCIM
	// specifications, though its declaration of structure names only
	// "schemas" and "api". Type is a string, not a closed set of
	// constants, so that a type that a later specification registers
	// needs a new rule (see [RulesVersion]) and no new API.
	Type string

	// Name is the {name} part, as written: the major namespace of the
	// schema, such as "core" (reserved for the SCIM specifications),
	// "extension", or an industry's or an organization's name.
	Name string

	// Other is the {other} part without its leading ':', as written, or
	// "" when there is none.
	Other string
}

var (
	errSCIMPrefix = errors.New(`want "params:scim:" (a SCIM URN begins with urn:ietf:params:scim:)`)
	errSCIMKind   = errors.New(`want "schemas", "api" or "param" and ':'`)
	errSCIMName   = errors.New("the name of a SCIM URN cannot be empty")
	errSCIMOther  = errors.New("the part after the name has a name on both sides of each ':'")
)

// SCIM returns the SCIM structure of u. It reads RFC 7643, section
// 10.2.1, and RFC 3553 as the ietf rules of [Builtin] do, so that SCIM
// accepts u exactly when it accepts every URN those rules hold equal to
// u: the NID may be in any case and so may the "params" series, which
// belongs to the ietf namespace (RFC 2648: "The entire URN is
// case-insensitive"); "scim", the kind and the rest are compared as
// written, as RFC 3553 compares what follows "params:" ("exact string
// match") and RFC 7643 gives them in lower case. So
// URN:IETF:PARAMS:scim:api:x is a SCIM URN, equal to
// urn:ietf:params:scim:api:x under Builtin, while
// urn:ietf:params:SCIM:api:x is not: it is a params URN of another
// sub-namespace.
//
// The r-, q- and f-components of u play no part, here as in
// [urn.URN.Equal] and [Set.Equal], which ignore them (RFC 8141, section
// 3): urn:ietf:params:scim:schemas:core:2.0:User#x and
// urn:ietf:params:scim:schemas:core:2.0:User?=x are SCIM URNs, equal
// to the User schema URN. Where a value must be a schema URN itself, as
// the "schemas" attribute of a resource "MUST only contain values
// defined as "schema" and "schemaExtensions" for the resource's defined
// "resourceType"" (RFC 7643, section 3), check as well that u has no
// components, u.String() == u.AssignedName(), or compare u.String()
// with the schema URN byte for byte, as the package example ScimExact
// shows.
//
// SCIM returns an [*Error] with the offset into u.String() if u is not
// a SCIM URN: one that wraps [ErrOtherNamespace] if the NID of u is not
// "ietf", and one that wraps [ErrInvalid] otherwise, including when the
// NSS holds a character that the ietf rules do not allow in a params
// URN ('&' and '~', which an RFC 2141 NSS cannot hold).
func SCIM(u urn.URN) (SCIMName, error) {
	if !strings.EqualFold(u.NID(), "ietf") {
		return SCIMName{}, otherNamespace(u.String(), "ietf")
	}
	fail := func(off int, err error) (SCIMName, error) {
		return SCIMName{}, &Error{Input: u.String(), Offset: off, NID: "ietf", Err: err}
	}
	const prefix = "params:scim:"
	nss, at := u.NSS(), nssStart(u)
	for i := 0; i < len(prefix); i++ {
		if i == len(nss) {
			return fail(at+i, errSCIMPrefix)
		}
		c := nss[i]
		if i < len("params") {
			c = ascii.Lower(c)
		}
		if c != prefix[i] {
			return fail(at+i, errSCIMPrefix)
		}
	}
	sc, n, err := parseSCIMTail(nss[len(prefix):])
	if err != nil {
		return fail(at+len(prefix)+n, err)
	}
	// A SCIM URN is an ietf params URN, whose names are made of the
	// characters of an RFC 2141 NSS (see ietfRules).
	if n, err := validateIETF(nss); err != nil {
		return fail(at+n, err)
	}
	return sc, nil
}

// ParseSCIM parses s with [urn.Parse] and returns its SCIM structure,
// as [SCIM] does: if s is not a URN, the error is an [*Error]
// that wraps the [*urn.ParseError].
func ParseSCIM(s string) (SCIMName, error) { return parseName(s, "ietf", SCIM) }

// String returns the SCIM URN that the parts of n make,
// urn:ietf:params:scim:{Type}:{Name}, followed by ':' and Other when
// Other is not empty. It does not check n; use [SCIMName.URN] for a
// URN that is checked.
func (n SCIMName) String() string {
	s := "urn:ietf:params:scim:" + n.Type + ":" + n.Name
	if n.Other != "" {
		s += ":" + n.Other
	}
	return s
}

// URN returns the URN of n, as [SCIMName.String] writes it. It returns
// an [*Error] that wraps [ErrInvalid] unless [SCIM] reads exactly n
// back from it: when Type is not a SCIM type, Name is empty or holds a
// ':', or a part breaks the rules of the ietf namespace.
func (n SCIMName) URN() (urn.URN, error) {
	return nameURN("ietf", n.String(), n, SCIM, eq)
}

// parseSCIMTail parses "{type}:{name}{:other}". On failure it returns
// the offset into s where s stops being valid.
func parseSCIMTail(s string) (SCIMName, int, error) {
	kind, rest, found := strings.Cut(s, ":")
	var sc SCIMName
	switch kind {
	case "schemas", "api", "param":
		sc.Type = kind
	default:
		return SCIMName{}, kindMismatch(kind), errSCIMKind
	}
	if !found {
		return SCIMName{}, len(s), errSCIMKind
	}
	at := len(kind) + 1
	name, other, found := strings.Cut(rest, ":")
	if name == "" {
		return SCIMName{}, at, errSCIMName
	}
	// RFC 3553: a name on both sides of every ':'.
	for i := at + len(name); found; {
		var item string
		item, _, found = strings.Cut(s[i+1:], ":")
		if item == "" {
			return SCIMName{}, i + 1, errSCIMOther
		}
		i += 1 + len(item)
	}
	sc.Name, sc.Other = name, other
	return sc, 0, nil
}

// kindMismatch returns the length of the longest prefix of s that
// begins one of the SCIM kinds.
func kindMismatch(s string) int {
	best := 0
	for _, k := range [...]string{"schemas", "api", "param"} {
		i := 0
		for i < len(s) && i < len(k) && s[i] == k[i] {
			i++
		}
		if i == len(k) {
			// s continues past a whole kind: the byte after it
			// should have been ':'.
			return i
		}
		best = max(best, i)
	}
	return best
}
