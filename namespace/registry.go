// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "github.com/urnkit/urn/internal/ascii"

//go:generate go run gen_registry.go

// A Registration is an entry of the IANA registries of URN namespaces
// ("Formal URN Namespaces" and "Informal URN Namespaces").
type Registration struct {
	// NID is the namespace identifier, in lower case.
	NID string

	// Class is Formal or Informal: the registry that lists NID. It is
	// what [Classify] returns for NID, since the registries list only
	// NIDs that the rules of RFC 8141, section 5, let IANA assign.
	Class Class

	// Reference is the document that defines the namespace as the
	// registry gives it: usually an RFC ("RFC 3061"), else the
	// registrant or its specification.
	Reference string
}

// LookupRegistration returns the registration of nid, compared without
// regard to case, from the copy of the IANA registries built into the
// package, and reports whether there is one. It does not allocate. (It
// is named apart from [Set.Lookup], which finds the rules a [Set]
// applies to a NID: a NID can have rules and no registration, or a
// registration and no rules.)
//
// The copy is a snapshot (see testdata/iana-urn-namespaces.tsv for its
// date and sources): a NID registered after it is reported as not
// registered, and the references of some entries predate later updates
// of the registry.
func LookupRegistration(nid string) (Registration, bool) {
	lo, hi := 0, len(registry)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch c := compareFold(nid, registry[m].NID); {
		case c == 0:
			return registry[m], true
		case c > 0:
			lo = m + 1
		default:
			hi = m
		}
	}
	return Registration{}, false
}

// compareFold compares s, lower-cased, with t, which is in lower case.
func compareFold(s, t string) int {
	for i := 0; i < len(s) && i < len(t); i++ {
		if c, d := ascii.Lower(s[i]), t[i]; c != d {
			if c < d {
				return -1
			}
			return +1
		}
	}
	switch {
	case len(s) < len(t):
		return -1
	case len(s) > len(t):
		return +1
	}
	return 0
}
