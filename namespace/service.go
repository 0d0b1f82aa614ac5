// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn"
)

// serviceRules holds the rules of the "service" namespace, for
// emergency and other well-known services such as urn:service:sos,
// registered by RFC 5031 (section 3, the registration template).
//
// Syntax. "The URN consists of a hierarchical service identifier, with
// a sequence of labels separated by periods. The left-most label is the
// most significant one and is called 'top-level service', while names
// to the right are called 'sub-services'", in the ABNF
//
//	service-URN = "URN:service:" service
//	service     = top-level *("." sub-service)
//	top-level   = let-dig [ *25let-dig-hyp let-dig ]
//	sub-service = let-dig [ *let-dig-hyp let-dig ]
//	let-dig-hyp = let-dig / "-"
//	let-dig     = ALPHA / DIGIT
//
// So the NSS is labels of letters, digits and '-', neither beginning
// nor ending with '-', separated by single '.'; the top-level label has
// at most 27 characters, as section 4.1 repeats ("all top-level service
// names MUST NOT exceed 27 characters"). Examples of section 4 are sos,
// sos.animal-control and counseling.mental-health.
//
// Equivalence. "'service' identifiers are compared according to
// case-insensitive string equality", and "Labels are case-insensitive,
// but MUST be specified in all lower-case." The canonical form is in
// lower case.
var serviceRules = Rules{
	NID:       "service",
	Source:    "RFC 5031, section 3",
	Validate:  validateService,
	Canonical: lowerOutsidePercent,
}

var (
	errServiceLabel    = errors.New("want a letter or digit (a service label is letters, digits and '-', not beginning or ending with '-')")
	errServiceChar     = errors.New("want a letter, digit, '-' or '.' (service labels are separated by '.')")
	errServiceLabelDot = errors.New("a label holds no '.' (it separates the labels of a service, RFC 5031, section 3)")
	errServiceTopLen   = errors.New("a top-level service has at most 27 characters (RFC 5031, section 4.1)")
)

func validateService(nss string) (int, error) {
	start := 0 // of the current label
	for i := 0; i <= len(nss); i++ {
		if i < len(nss) && nss[i] != '.' {
			if c := nss[i]; !isLDH(c) || c == '-' && i == start {
				if isLDH(c) {
					return i, errServiceLabel
				}
				return i, errServiceChar
			}
			if start == 0 && i == 27 {
				return i, errServiceTopLen
			}
			continue
		}
		// The end of a label.
		if i == start || nss[i-1] == '-' {
			return i, errServiceLabel
		}
		start = i + 1
	}
	return 0, nil
}

// A ServiceName is the service identifier of a service URN (RFC 5031,
// section 3): a top-level service and the sub-services to its right,
// in lower case, as in urn:service:sos.fire, whose top-level service
// is "sos" and whose sub-services are ["fire"].
type ServiceName struct {
	// TopLevel is the top-level service, such as "sos" (emergency
	// services) or "counseling".
	TopLevel string

	// Sub holds the sub-services, most significant first.
	Sub []string
}

// Service returns the service identifier of u, a service URN, in lower
// case: RFC 5031 compares service identifiers without regard to case.
// The NID may be in any case, and the r-, q- and f-components of u play
// no part. Service returns an [*Error] with the offset into u.String()
// if u is not a service URN: one that wraps [ErrOtherNamespace] if the
// NID of u is not "service", and one that wraps [ErrInvalid] if the NSS
// is not a service identifier.
func Service(u urn.URN) (ServiceName, error) {
	if !strings.EqualFold(u.NID(), "service") {
		return ServiceName{}, otherNamespace(u.String(), "service")
	}
	nss := u.NSS()
	if n, err := validateService(nss); err != nil {
		return ServiceName{}, &Error{Input: u.String(), Offset: nssStart(u) + n, NID: "service", Err: err}
	}
	labels := strings.Split(strings.ToLower(nss), ".")
	s := ServiceName{TopLevel: labels[0]}
	if len(labels) > 1 {
		s.Sub = labels[1:]
	}
	return s, nil
}

// ParseService parses s with [urn.Parse] and returns its service
// identifier, as [Service] does: if s is not a URN, the error is an [*Error]
// that wraps the [*urn.ParseError].
func ParseService(s string) (ServiceName, error) { return parseName(s, "service", Service) }

// String returns the service URN that the labels of s make: urn:service:
// and the labels separated by '.', as given, such as
// urn:service:sos.fire. It does not check s; use [ServiceName.URN] for
// a URN that is checked.
func (s ServiceName) String() string { return "urn:service:" + s.id() }

// id returns the service identifier: the labels of s separated by '.'.
func (s ServiceName) id() string {
	if len(s.Sub) == 0 {
		return s.TopLevel
	}
	return s.TopLevel + "." + strings.Join(s.Sub, ".")
}

// Generic returns the more generic service that s belongs to, s without
// its right-most sub-service, and reports whether s has one. RFC 5031,
// section 3: "For any given service URN, service-identifiers can be
// removed right-to-left; the resulting URN is still valid, referring
// to a more generic service." The generic service of sos.fire is sos,
// and a top-level service has none.
func (s ServiceName) Generic() (ServiceName, bool) {
	if len(s.Sub) == 0 {
		return s, false
	}
	g := ServiceName{TopLevel: s.TopLevel}
	if len(s.Sub) > 1 {
		g.Sub = s.Sub[: len(s.Sub)-1 : len(s.Sub)-1]
	}
	return g, true
}

// URN returns the service URN of s, as [ServiceName.String] writes it
// but with the service identifier in lower case, as RFC 5031 requires
// (section 3: service identifiers compare without regard to case, and
// [Service] reads them in lower case). It returns an
// [*Error] that wraps [ErrInvalid] if the labels of s do not make a
// service identifier (section 3), such as an empty label or one that
// holds a character other than a letter, a digit or '-'.
func (s ServiceName) URN() (urn.URN, error) {
	const prefix = "urn:service:"
	id := strings.ToLower(s.id())
	// A '.' inside a label would split it in two.
	off := len(prefix)
	for k := 0; k <= len(s.Sub); k++ {
		l := s.TopLevel
		if k > 0 {
			l = s.Sub[k-1]
		}
		if i := strings.IndexByte(l, '.'); i >= 0 {
			return urn.URN{}, &Error{Input: prefix + id, Offset: off + i, NID: "service", Err: errServiceLabelDot}
		}
		off += len(l) + 1
	}
	if n, err := validateService(id); err != nil {
		return urn.URN{}, &Error{Input: prefix + id, Offset: len(prefix) + n, NID: "service", Err: err}
	}
	return urn.Parse(prefix + id)
}
