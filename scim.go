// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"strconv"
)

// A SCIMKind is the {type} part of a SCIM URN: what kind of thing it
// names.
type SCIMKind uint8

const (
	_ SCIMKind = iota

	// SCIMSchemas is the kind of the schema URNs, such as
	// urn:ietf:params:scim:schemas:core:2.0:User.
	SCIMSchemas

	// SCIMAPI is the kind of the protocol message URNs, such as
	// urn:ietf:params:scim:api:messages:2.0:ListResponse.
	SCIMAPI

	// SCIMParam is the kind of the parameter URNs.
	SCIMParam
)

// String returns "schemas", "api" or "param".
func (k SCIMKind) String() string {
	switch k {
	case SCIMSchemas:
		return "schemas"
	case SCIMAPI:
		return "api"
	case SCIMParam:
		return "param"
	}
	return "SCIMKind(" + strconv.Itoa(int(k)) + ")"
}

// SCIM is the structure of a URN of the System for Cross-domain
// Identity Management (RFC 7643, section 10.2.1):
//
//	urn:ietf:params:scim:{type}:{name}{:other}
//
// For urn:ietf:params:scim:schemas:core:2.0:User, Kind is SCIMSchemas,
// Name is "core" and Other is "2.0:User".
type SCIM struct {
	// Kind is the {type} part.
	Kind SCIMKind

	// Name is the {name} part, as written: the major namespace of the
	// schema, such as "core", "extension" or an organization's name.
	Name string

	// Other is the {other} part without its leading ':', as written, or
	// "" when there is none.
	Other string
}

var (
	errSCIMPrefix = errors.New(`want "params:scim:" (a SCIM URN begins with urn:ietf:params:scim:)`)
	errSCIMKind   = errors.New(`want "schemas", "api" or "param" and ':'`)
	errSCIMName   = errors.New("the name of a SCIM URN cannot be empty")
	errSCIMOther  = errors.New("the part after the name cannot be empty after ':'")
)

// ParseSCIM returns the SCIM structure of u, whose NID may be in any
// case and whose NSS is compared with "params:scim:" and the kind
// without regard to case, as the ietf namespace is case-insensitive
// (RFC 2648). The r-, q- and f-components of u play no part. ParseSCIM
// returns a [*NamespaceError] with the offset into u.String() if u is
// not a SCIM URN.
func ParseSCIM(u URN) (SCIM, error) {
	fail := func(off int, err error) (SCIM, error) {
		return SCIM{}, &NamespaceError{Input: u.s, Offset: off, NID: "ietf", Err: err}
	}
	if !equalFold(u.NID(), "ietf") {
		return fail(4, errNotNID)
	}
	const prefix = "params:scim:"
	nss, at := u.NSS(), int(u.nidEnd)+1
	for i := 0; i < len(prefix); i++ {
		if i == len(nss) || lower(nss[i]) != prefix[i] {
			return fail(at+i, errSCIMPrefix)
		}
	}
	sc, n, err := parseSCIMTail(nss[len(prefix):])
	if err != nil {
		return fail(at+len(prefix)+n, err)
	}
	return sc, nil
}

// parseSCIMTail parses "{type}:{name}{:other}". On failure it returns
// the offset into s where s stops being valid.
func parseSCIMTail(s string) (SCIM, int, error) {
	kind, rest, found := cutByte(s, ':')
	var sc SCIM
	switch {
	case equalFold(kind, "schemas"):
		sc.Kind = SCIMSchemas
	case equalFold(kind, "api"):
		sc.Kind = SCIMAPI
	case equalFold(kind, "param"):
		sc.Kind = SCIMParam
	default:
		return SCIM{}, kindMismatch(kind), errSCIMKind
	}
	if !found {
		return SCIM{}, len(s), errSCIMKind
	}
	at := len(kind) + 1
	name, other, found := cutByte(rest, ':')
	if name == "" {
		return SCIM{}, at, errSCIMName
	}
	if found && other == "" {
		return SCIM{}, len(s), errSCIMOther
	}
	sc.Name, sc.Other = name, other
	return sc, 0, nil
}

// kindMismatch returns the length of the longest prefix of s that
// begins one of the SCIM kinds, compared without regard to case.
func kindMismatch(s string) int {
	best := 0
	for _, k := range [...]string{"schemas", "api", "param"} {
		i := 0
		for i < len(s) && i < len(k) && lower(s[i]) == k[i] {
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
