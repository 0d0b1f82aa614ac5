// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"errors"
	"sync"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

// namespaces returns the namespace rules that explain shows and -ns
// applies: those of the registered namespaces (namespace.Builtin) and
// those of the NIDs that a specification defines but IANA has not
// registered (namespace.Conventions), whose source says so. The set is
// built on first use, so that the modes that apply no rules do not
// build it; after that, namespaces is inlined where it is called.
func namespaces() *namespace.Set {
	nsOnce.Do(buildNamespaces)
	return &nsSet
}

var (
	nsOnce sync.Once
	nsSet  namespace.Set // set by buildNamespaces, then never modified
)

func buildNamespaces() { nsSet = namespace.Builtin().Union(namespace.Conventions()) }

// A registration is the JSON form of an IANA registry entry.
type registration struct {
	NID       string `json:"nid"`
	Kind      string `json:"kind"`
	Reference string `json:"reference"`
}

// A rulesCheck is the JSON form of the namespace rules that apply to a
// URN and what they say about it.
type rulesCheck struct {
	NID       string `json:"nid"`
	Source    string `json:"source"`
	Valid     bool   `json:"valid"`
	Col       int    `json:"col,omitempty"` // of the error, or of the note
	Error     string `json:"error,omitempty"`
	Canonical string `json:"canonical,omitempty"` // the assigned-name under the rules
	Note      string `json:"note,omitempty"`      // what the rules note on a valid URN

	why string // why the URN is not valid, the part of Error after what failed
}

// lookupRegistration returns the IANA registration of nid, or nil.
func lookupRegistration(nid string) *registration {
	r, ok := namespace.LookupRegistration(nid)
	if !ok {
		return nil
	}
	return &registration{r.NID, r.Class.String(), r.Reference}
}

// checkRules applies the namespace rules for the NID of u, or returns
// nil when there are none.
func checkRules(u urn.URN) *rulesCheck {
	if _, ok := namespaces().Lookup(u.NID()); !ok {
		return nil
	}
	note, err := namespaces().Examine(u)
	if err != nil {
		return nsError(u, err).Rules
	}
	return withNote(checkedRules(namespaces().Normalize(u)), note)
}

// checkedRules is checkRules for a URN that the namespace rules for its
// NID found valid, given in their canonical form as Set.Check returns
// it: it applies the rules no more. Their note, if any, is for
// withNote to add.
func checkedRules(c urn.URN) *rulesCheck {
	ns, ok := namespaces().Lookup(c.NID())
	if !ok {
		return nil
	}
	return &rulesCheck{NID: ns.NID, Source: ns.Source, Valid: true, Canonical: c.AssignedName()}
}

// withNote adds note, what the rules note on a valid URN, to rc, the
// verdict of those rules, and returns rc.
func withNote(rc *rulesCheck, note *namespace.Note) *rulesCheck {
	if rc != nil && note != nil {
		rc.Col, rc.Note = note.Offset+1, note.Text
	}
	return rc
}

// nsNote describes note, what the rules of its namespace note on the
// valid URN u, as a problem of kind "note".
func nsNote(u urn.URN, note *namespace.Note) problem {
	return problem{Input: u.String(), Col: note.Offset + 1, Kind: "note",
		Rules: withNote(checkedRules(namespaces().Normalize(u)), note)}
}

// nsProblem describes why u breaks the rules of its namespace, with
// the verdict of the rules in its Rules, and reports whether it does.
// It does not allocate when u is valid in its namespace.
func nsProblem(u urn.URN) (problem, bool) {
	if err := namespaces().Validate(u); err != nil {
		return nsError(u, err), true
	}
	return problem{}, false
}

// nsError describes err, the error of namespaces().Validate(u). The
// loops over many URNs call Validate themselves and this only for the
// few that break their rules, so that a valid URN costs no more than
// the check.
func nsError(u urn.URN, err error) problem {
	p := problem{Input: u.String(), Col: 1, Kind: "namespace"}
	ne, ok := err.(*namespace.Error) // what Validate returns, found without reflection
	if !ok {
		var e *namespace.Error
		if ok = errors.As(err, &e); ok {
			ne = e
		}
	}
	if ok {
		p.Col = ne.Offset + 1
		const what = "NSS not valid in namespace "
		if why := ne.Reason(); why != "" {
			// p.setError(what+ne.NID, why) in one string.
			p.Error = what + ne.NID + ": " + why
			p.what, p.why = p.Error[:len(what)+len(ne.NID)], why
		} else {
			p.setError(what+ne.NID, "")
		}
	} else {
		p.setError(err.Error(), "")
	}
	ns, _ := namespaces().Lookup(u.NID())
	p.Rules = &rulesCheck{NID: ns.NID, Source: ns.Source, Col: p.Col, Error: p.Error, why: p.why}
	return p
}
