// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/errtext"
)

// The sentinel errors say which of two things went wrong. An [*Error]
// wraps exactly one of them, so callers can tell them apart with
// [errors.Is]:
//
//	if errors.Is(err, namespace.ErrOtherNamespace) { ... }
var (
	// ErrInvalid reports an NSS that breaks the rules of its
	// namespace, or a string given to a function such as [ParseCTS]
	// that is not a URN at all.
	ErrInvalid = errors.New("urn: NSS not valid in its namespace")

	// ErrOtherNamespace reports a URN given to a function of one
	// namespace, such as [UUID] or [SCIM], whose NID names another.
	ErrOtherNamespace = errors.New("urn: URN in another namespace")
)

// An Error reports a URN that is not valid in a namespace: its NSS
// breaks the rules of its namespace, or it is in another namespace than
// the one a function works on, or a string given to a function such as
// [ParseCTS] is not a URN (then Err is the [*urn.ParseError] of
// [urn.Parse]). Every error of this package about a URN, or a string
// given as one, is an *Error.
//
// An Error matches its class, [ErrInvalid] or [ErrOtherNamespace],
// through its Is method, and unwraps to Err, as a [*urn.ParseError]
// matches the sentinel of its part and unwraps to its Err: so
// errors.Is(err, ErrInvalid) tells the class, and errors.Is and
// errors.As reach the namespace's own reason or the *urn.ParseError.
type Error struct {
	// Input is the whole URN, or the string given to a ParseX
	// function, as written.
	Input string

	// Offset is the byte offset in Input of the first byte that cannot
	// belong, or the length of the assigned-name when the NSS ends too
	// early. For a URN in another namespace it is 4, where the NID
	// begins; for a string that is not a URN, the Offset of its
	// [*urn.ParseError].
	Offset int

	// NID is the namespace whose rules failed, as written in its
	// rules ([Rules].NID); for a string that is not a URN, the
	// namespace of the ParseX function ("schemas-upnp-org" for
	// [ParseUPnP], which reads names of any domain).
	NID string

	// Err says why: [ErrOtherNamespace], the error that the rules of
	// the namespace gave, or the [*urn.ParseError] of an input that is
	// not a URN.
	Err error
}

// Error returns a message that says what is wrong, where and why, for
// example:
//
//	urn: NSS not valid in namespace uuid in "urn:uuid:x" at offset 9 ('x'): want a hex digit
//	urn: URN not in namespace uuid in "urn:oid:1.2" at offset 4 ('o'): the NID is not uuid
//
// A long input is quoted shortened around the offset; Input holds it
// whole.
func (e *Error) Error() string {
	b := make([]byte, 0, 128)
	if pe, ok := e.Err.(*urn.ParseError); ok {
		// The ParseError says what, where and why; only the
		// namespace is to be added.
		b = append(b, "urn: not a URN of namespace "...)
		b = append(b, e.NID...)
		b = append(b, ": "...)
		b = append(b, strings.TrimPrefix(pe.Error(), "urn: ")...)
		return string(b)
	}
	if e.Err == ErrOtherNamespace {
		b = append(b, "urn: URN not in namespace "...)
	} else {
		b = append(b, "urn: NSS not valid in namespace "...)
	}
	b = append(b, e.NID...)
	b = append(b, " in "...)
	b = appendAt(b, e.Input, e.Offset)
	if r := e.Reason(); r != "" {
		b = append(b, ": "...)
		b = append(b, r...)
	}
	return string(b)
}

// Reason returns why the URN is not valid, without the input and the
// offset: the part of [Error.Error] after the offset, for example
// "want a hex digit". Programs that show the input their own way can
// show the reason beside it.
func (e *Error) Reason() string {
	switch e.Err {
	case nil:
		return ""
	case ErrOtherNamespace:
		return "the NID is not " + e.NID
	}
	if pe, ok := e.Err.(*urn.ParseError); ok {
		return pe.Reason()
	}
	return e.Err.Error()
}

// Unwrap returns e.Err, so that errors.Is and errors.As reach the
// namespace's own reason, [ErrOtherNamespace] or the [*urn.ParseError].
func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is [ErrInvalid] and e is not an error of a
// URN in another namespace, so that errors.Is(err, ErrInvalid) holds
// for every Error but those that wrap [ErrOtherNamespace]. For every
// other target, errors.Is goes on to [Error.Unwrap].
func (e *Error) Is(target error) bool {
	return target == ErrInvalid && e.Err != ErrOtherNamespace
}

// appendAt appends input, quoted and shortened around off, and the
// offset off with the name of its byte, to b.
func appendAt(b []byte, input string, off int) []byte {
	b = errtext.AppendQuoted(b, input, off)
	b = append(b, " at offset "...)
	b = strconv.AppendInt(b, int64(off), 10)
	if off >= 0 && off < len(input) {
		b = append(b, " ("...)
		b = errtext.AppendByteName(b, input[off])
		b = append(b, ')')
	}
	return b
}

// otherNamespace returns the error for the URN input, whose NID is not
// nid.
func otherNamespace(input, nid string) *Error {
	return &Error{Input: input, Offset: len("urn:"), NID: nid, Err: ErrOtherNamespace}
}
