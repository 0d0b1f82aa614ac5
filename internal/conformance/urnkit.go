// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"errors"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

// errorNames are the names the suite gives the sentinel errors.
var errorNames = map[error]string{
	urn.ErrScheme:          "scheme",
	urn.ErrNID:             "nid",
	urn.ErrNSS:             "nss",
	urn.ErrPercentEncoding: "percent",
	urn.ErrComponent:       "component",
	urn.ErrTooLong:         "toolong",
}

// parser returns the Parser of a syntax of the suite.
func parser(syntax string, rejectNUL bool) (urn.Parser, error) {
	p := urn.Parser{RejectNUL: rejectNUL}
	err := p.Syntax.UnmarshalText([]byte(syntax))
	return p, err
}

// URNKit answers every case of s with this module's packages: urn for
// parsing, equivalence and normalization, namespace for the rules.
func URNKit(s *Suite) *Answers {
	a := &Answers{Implementation: "urnkit", Answers: map[string]map[string]any{}}
	for _, c := range s.Parse {
		p, err := parser(c.Syntax, c.RejectNUL)
		if err != nil {
			a.Answers[c.ID] = map[string]any{"na": err.Error()}
			continue
		}
		u, err := p.Parse(c.Bytes())
		if err != nil {
			ans := map[string]any{"valid": false, "message": err.Error()}
			var pe *urn.ParseError
			if errors.As(err, &pe) {
				ans["offset"] = float64(pe.Offset)
				for sentinel, name := range errorNames {
					if errors.Is(pe.Err, sentinel) {
						ans["error"] = name
					}
				}
			}
			a.Answers[c.ID] = ans
			continue
		}
		opt := func(s string, ok bool) any {
			if !ok {
				return nil
			}
			return s
		}
		a.Answers[c.ID] = map[string]any{"valid": true, "nid": u.NID(), "nss": u.NSS(),
			"r": opt(u.RComponent(), u.RComponent() != ""),
			"q": opt(u.QComponent(), u.QComponent() != ""),
			"f": opt(u.FComponent(), u.HasFComponent())}
	}
	for _, c := range s.Equivalence {
		p, err := parser(c.Syntax, false)
		if err != nil {
			a.Answers[c.ID] = map[string]any{"na": err.Error()}
			continue
		}
		u, err1 := p.Parse(c.A)
		v, err2 := p.Parse(c.B)
		if err := errors.Join(err1, err2); err != nil {
			a.Answers[c.ID] = map[string]any{"error": err.Error()}
			continue
		}
		a.Answers[c.ID] = map[string]any{"equivalent": u.Equal(v)}
	}
	for _, c := range s.Normalization {
		p, err := parser(c.Syntax, false)
		if err != nil {
			a.Answers[c.ID] = map[string]any{"na": err.Error()}
			continue
		}
		u, err := p.Parse(c.Input)
		if err != nil {
			a.Answers[c.ID] = map[string]any{"error": err.Error()}
			continue
		}
		n := u.Normalize()
		a.Answers[c.ID] = map[string]any{"canonical": n.String(), "assigned_name": n.AssignedName()}
	}
	for _, c := range s.Namespace {
		ns := namespace.Builtin()
		if c.Registered != nil && !*c.Registered {
			ns = namespace.Conventions()
		}
		if c.Kind == "class" {
			a.Answers[c.ID] = map[string]any{"class": namespace.Classify(c.Input).String()}
			continue
		}
		u, err := urn.Parse(c.Input)
		if err != nil {
			a.Answers[c.ID] = map[string]any{"error": err.Error()}
			continue
		}
		switch c.Kind {
		case "validate":
			err := ns.Validate(u)
			ans := map[string]any{"valid": err == nil}
			var ne *namespace.Error
			if errors.As(err, &ne) {
				ans["offset"] = float64(ne.Offset)
				ans["error"] = err.Error()
			}
			a.Answers[c.ID] = ans
		case "equivalence":
			v, err := urn.Parse(c.Other)
			if err != nil {
				a.Answers[c.ID] = map[string]any{"error": err.Error()}
				continue
			}
			a.Answers[c.ID] = map[string]any{"equivalent": ns.Equal(u, v)}
		case "normalize":
			a.Answers[c.ID] = map[string]any{"canonical": ns.Normalize(u).String()}
		}
	}
	return a
}
