// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"

	"github.com/urnkit/urn"
)

// The structured names of this package (CTSName, CITE2Name, DevName,
// NGSILDName, PulumiName, SCIMName, ServiceName and UPnPName) share one
// shape:
//
//   - a function named after the namespace (CTS, Dev, ...) reads the
//     name of a parsed URN, and ParseCTS, ParseDev, ... parse a string
//     first with [urn.Parse];
//   - String writes the URN that the parts make, without checking them;
//   - URN returns that URN, checked: only when it reads back as
//     exactly the parts it was made from.

var errNameParts = errors.New("the parts do not make a URN that reads back as these parts (a part is empty where the namespace requires it, holds a character that ends it, or breaks the namespace's rules)")

// parseName parses s with urn.Parse and reads its name with read. If
// s is not a URN, the error is an [*Error] of the namespace nid that
// wraps the [*urn.ParseError].
func parseName[T any](s, nid string, read func(urn.URN) (T, error)) (T, error) {
	u, err := urn.Parse(s)
	if err != nil {
		var zero T
		return zero, parseError(s, nid, err)
	}
	return read(u)
}

// parseError returns the [*Error] of the namespace nid for s, which
// urn.Parse failed to parse with err.
func parseError(s, nid string, err error) *Error {
	off := len(s)
	var pe *urn.ParseError
	if errors.As(err, &pe) {
		off = pe.Offset
	}
	return &Error{Input: s, Offset: off, NID: nid, Err: err}
}

// nameURN returns the URN whose text is s, the text that the name n
// writes, when read gives back n from it (as equal compares them), and
// otherwise an [*Error] that wraps [ErrInvalid].
func nameURN[T any](nid, s string, n T, read func(urn.URN) (T, error), equal func(a, b T) bool) (urn.URN, error) {
	fail := func(off int) (urn.URN, error) {
		return urn.URN{}, &Error{Input: s, Offset: off, NID: nid, Err: errNameParts}
	}
	u, err := urn.Parse(s)
	if err != nil {
		var pe *urn.ParseError
		if errors.As(err, &pe) {
			return fail(pe.Offset)
		}
		return fail(len(s))
	}
	m, err := read(u)
	if err != nil {
		return urn.URN{}, err // an *Error that says which rule s breaks
	}
	if !equal(m, n) || u.String() != s {
		return fail(len(u.AssignedName()))
	}
	return u, nil
}

// eq is equal for the names that are comparable.
func eq[T comparable](a, b T) bool { return a == b }
