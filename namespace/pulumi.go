// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"math/bits"
	"slices"
	"strings"

	"github.com/urnkit/urn"
)

// pulumiRules holds the rules of the "pulumi" namespace, the resource
// URNs of the Pulumi infrastructure-as-code engine, defined by the
// Pulumi documentation, page "Resource names" (docs/iac/concepts/
// resources/names), sections "Resource URNs" and "Resource Types". The
// NID is not registered with IANA.
//
// Syntax. "Resource URNs" gives the URN by its example,
//
//	urn:pulumi:production::acmecorp-website::custom:resources:Resource$aws:s3/bucket:Bucket::my-bucket
//	           <stack-name> <project-name>   <parent-type>             <resource-type>       <resource-name>
//
// and says "The type components of the URN are resource types as
// defined above, and the full type in the URN is a $ delimited path of
// the parent chain of resource types that the resource is nested
// within (up to and excluding the root Stack resource)". "Resource
// Types" defines a type as "a type token in the format
// <package>:<module>:<typename>", and a "simplified" name of two
// components, <package>:<typename>, that is "accepted or presented in
// certain places". So the NSS is a stack name, "::", a project name,
// "::", one or more resource types separated by '$', "::" and a
// resource name; each part is non-empty, the stack and project names
// hold no "::", and a resource type is two or three non-empty
// components separated by ':'. The resource name is the rest of the
// NSS. The page gives no alphabet for the parts: any RFC 8141
// characters may appear in them.
//
// Equivalence. The page states none ("The URN must be globally
// unique"): none is added to RFC 8141.
var pulumiRules = Rules{
	NID:      "pulumi",
	Source:   `Pulumi documentation, "Resource names", sections "Resource URNs" and "Resource Types"` + unregistered,
	Validate: validatePulumi,
}

var (
	errPulumiStack     = errors.New("want a stack name, then '::' (a pulumi NSS is {stack}::{project}::{type}::{name})")
	errPulumiProject   = errors.New("want a project name, then '::' (a pulumi NSS is {stack}::{project}::{type}::{name})")
	errPulumiType      = errors.New("want a resource type, then '::' and the resource name")
	errPulumiName      = errors.New("want '::' and a resource name after the type")
	errPulumiComponent = errors.New("want a component of the resource type (a type is <package>:<module>:<typename> or <package>:<typename>)")
	errPulumiTooMany   = errors.New("a resource type has at most three components, <package>:<module>:<typename>")
	errPulumiTooFew    = errors.New("want ':' (a resource type is <package>:<module>:<typename> or <package>:<typename>)")
)

// A PulumiName is the structure of a Pulumi resource URN (Pulumi
// documentation, "Resource names", section "Resource URNs"):
//
//	urn:pulumi:{stack}::{project}::{parent-type}${...}${resource-type}::{name}
//
// For urn:pulumi:production::acmecorp-website::custom:resources:Resource$aws:s3/bucket:Bucket::my-bucket,
// Stack is "production", Project is "acmecorp-website", Types is
// ["custom:resources:Resource", "aws:s3/bucket:Bucket"] and Name is
// "my-bucket". All parts are as written.
type PulumiName struct {
	// Stack is the name of the stack the resource is deployed into.
	Stack string

	// Project is the name of the project.
	Project string

	// Types holds the resource types of the parent chain, the
	// outermost parent first and the type of the resource itself
	// last, as "aws:s3/bucket:Bucket". It holds at least one.
	Types []string

	// Name is the resource's logical name.
	Name string
}

// Type returns the type of the resource itself, the last of p.Types,
// or "" if p has none.
func (p PulumiName) Type() string {
	if len(p.Types) == 0 {
		return ""
	}
	return p.Types[len(p.Types)-1]
}

// Pulumi returns the parts of u, a Pulumi resource URN. The NID may be
// in any case; the rest is as written. The r-, q- and f-components of
// u play no part. Pulumi returns an [*Error] with the offset into
// u.String() if u is not a Pulumi resource URN: one that wraps
// [ErrOtherNamespace] if the NID of u is not "pulumi", and one that
// wraps [ErrInvalid] if the NSS breaks the rules of the pulumi
// namespace.
func Pulumi(u urn.URN) (PulumiName, error) {
	if !strings.EqualFold(u.NID(), "pulumi") {
		return PulumiName{}, otherNamespace(u.String(), "pulumi")
	}
	var p PulumiName
	if n, err := scanPulumi(u.NSS(), &p); err != nil {
		return PulumiName{}, &Error{Input: u.String(), Offset: nssStart(u) + n, NID: "pulumi", Err: err}
	}
	return p, nil
}

// ParsePulumi parses s with [urn.Parse] and returns its parts, as
// [Pulumi] does: if s is not a URN, the error is an [*Error]
// that wraps the [*urn.ParseError].
func ParsePulumi(s string) (PulumiName, error) { return parseName(s, "pulumi", Pulumi) }

// String returns the Pulumi resource URN that the parts of p make,
// urn:pulumi:{Stack}::{Project}::{Types joined by '$'}::{Name}. It does
// not check p; use [PulumiName.URN] for a URN that is checked.
func (p PulumiName) String() string {
	return "urn:pulumi:" + p.Stack + "::" + p.Project + "::" + strings.Join(p.Types, "$") + "::" + p.Name
}

// URN returns the URN of p, as [PulumiName.String] writes it. It
// returns an [*Error] that wraps [ErrInvalid] unless [Pulumi] reads
// exactly p back from it: when a part is empty, a part holds "::" or a
// type holds '$', or a part breaks the rules of the pulumi namespace.
func (p PulumiName) URN() (urn.URN, error) {
	return nameURN("pulumi", p.String(), p, Pulumi, func(a, b PulumiName) bool {
		return a.Stack == b.Stack && a.Project == b.Project && a.Name == b.Name && slices.Equal(a.Types, b.Types)
	})
}

// validatePulumi checks nss against the pulumi rules: pulumiValid
// accepts the valid NSSs in one pass, and scanPulumi finds where
// the others break them.
func validatePulumi(nss string) (int, error) {
	if pulumiValid(nss) {
		return 0, nil
	}
	return scanPulumi(nss, nil)
}

// pulumiValid reports whether nss is a valid pulumi NSS, reading each
// byte once: it accepts what scanPulumi accepts.
func pulumiValid(nss string) bool {
	i := 0
	// The stack and the project: non-empty, each ends at the next "::".
	for range 2 {
		begin := i
		for {
			i = pulumiStop(nss, i)
			if i+1 >= len(nss) {
				return false
			}
			if nss[i] == ':' && nss[i+1] == ':' {
				break
			}
			i++
		}
		if i == begin {
			return false
		}
		i += 2
	}
	// The types, up to the next "::": '$'-separated, each of two or
	// three non-empty ':'-separated components. A non-empty name
	// follows.
	colons, begin := 0, i
	for {
		i = pulumiStop(nss, i)
		if i == len(nss) || i == begin {
			return false // no "::" and name, or an empty component
		}
		switch {
		case nss[i] == '$':
			if colons == 0 {
				return false
			}
			colons = 0
		case i+1 < len(nss) && nss[i+1] == ':':
			return colons > 0 && i+2 < len(nss) // the end of the types
		default:
			if colons++; colons == 3 {
				return false
			}
		}
		i++
		begin = i
	}
}

// pulumiStop returns the offset of the first ':' or '$' in s at or
// after i, or len(s) if there is none. It looks at eight bytes at a
// time: the bytes of x equal to c are the zero bytes of y = x^(c*ones),
// and the lowest byte with its high bit set in (y-ones)&^y is the first
// of them (a higher one may be set by the borrow of a lower one, which
// does not matter).
func pulumiStop(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		x := load64(s[i : i+8])
		c, d := x^':'*ones8, x^'$'*ones8
		if m := ((c-ones8)&^c | (d-ones8)&^d) & high8; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s) && s[i] != ':' && s[i] != '$'; i++ {
	}
	return i
}

// scanPulumi checks nss against the pulumi rules, and fills p, if not
// nil, with its parts.
func scanPulumi(nss string, p *PulumiName) (int, error) {
	// The stack, the project and the types each end at the next "::".
	var parts [3]string
	i := 0
	for k, e := range [3]error{errPulumiStack, errPulumiProject, errPulumiType} {
		j := strings.Index(nss[i:], "::")
		switch {
		case j == 0:
			return i, e
		case j < 0 && k == 2:
			return len(nss), errPulumiName
		case j < 0:
			return len(nss), e
		}
		parts[k] = nss[i : i+j]
		i += j + 2
	}
	if i == len(nss) {
		return i, errPulumiName
	}
	// The types: '$'-separated, each of two or three ':'-separated
	// components.
	start := len(parts[0]) + len(parts[1]) + 4
	typ := parts[2]
	colons, begin := 0, 0
	for k := 0; k <= len(typ); k++ {
		if k < len(typ) && typ[k] != ':' && typ[k] != '$' {
			continue
		}
		if k == begin {
			return start + k, errPulumiComponent
		}
		if k == len(typ) || typ[k] == '$' {
			if colons == 0 {
				return start + k, errPulumiTooFew
			}
			colons = 0
		} else if colons++; colons == 3 {
			return start + k, errPulumiTooMany
		}
		begin = k + 1
	}
	if p != nil {
		p.Stack, p.Project, p.Name = parts[0], parts[1], nss[i:]
		p.Types = strings.Split(typ, "$")
	}
	return 0, nil
}
