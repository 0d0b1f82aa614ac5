// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urnkit/urn/internal/errtext"
)

// The sentinel errors name the part of the input where parsing failed.
// A [*ParseError] wraps exactly one of them, so callers can test for a
// class of failure with [errors.Is]:
//
//	if errors.Is(err, urn.ErrNID) { ... }
//
// An error of percent-encoding also matches the sentinel of the part it
// is in: errors.Is(err, ErrNSS) holds for "urn:ex:%zz", as does
// errors.Is(err, ErrPercentEncoding), so that a test for the NSS
// catches every error in the NSS.
var (
	// ErrScheme reports that the input does not begin with "urn:"
	// (in any case).
	ErrScheme = errors.New("urn: invalid scheme")

	// ErrNID reports an invalid namespace identifier, or a missing ':'
	// where the NID should end.
	ErrNID = errors.New("urn: invalid NID")

	// ErrNSS reports an invalid or empty namespace-specific string.
	ErrNSS = errors.New("urn: invalid NSS")

	// ErrPercentEncoding reports a '%' that is not followed by two hex
	// digits, or an encoded NUL ("%00") where the syntax or the
	// [Parser] forbids it. Such an error also matches ErrNSS or
	// ErrComponent, for the part the '%' is in.
	ErrPercentEncoding = errors.New("urn: invalid percent-encoding")

	// ErrComponent reports an invalid r-, q- or f-component, or an
	// invalid delimiter after the NSS.
	ErrComponent = errors.New("urn: invalid component")

	// ErrTooLong reports an input longer than [Parser.MaxLength], or
	// longer than the 4 GiB - 1 bytes a [URN] can hold.
	ErrTooLong = errors.New("urn: input too long")

	// ErrUnknownSyntax reports a [Syntax] that is not one of the Syntax
	// constants: in a [Parser], which then parses nothing (a
	// [*ParseError] at offset 0: no input is read), and from
	// [Syntax.MarshalText], [Syntax.UnmarshalText] and
	// [Parser.Validate]. It is not a syntax error of the input: that is
	// one of the errors above.
	ErrUnknownSyntax = errors.New("urn: unknown syntax")
)

// The errors of writing and reading URNs through the standard
// interfaces. A failed [URN.MarshalText], [URN.AppendText] or
// [URN.Value] (and those of [RFC2141URN] and [Draft14URN]) returns an
// error that wraps ErrReadBack, and a failed [URN.Scan] of a value of
// another type an error that wraps ErrScanType; a Scan or an
// UnmarshalText of text that is not a URN returns a [*ParseError].
var (
	// ErrReadBack reports a URN whose text would read back in the
	// syntax of the type that writes it as another URN, or not at all,
	// such as "urn:ex:a?q" of Draft 14 written as a [URN] (whose text is
	// read as RFC 8141). The message names the type that keeps it.
	ErrReadBack = errors.New("urn: URN would not read back from its text")

	// ErrScanType reports a [URN.Scan] of a value that is not a
	// string, a []byte or nil.
	ErrScanType = errors.New("urn: cannot scan this type into a URN")
)

// A ParseError describes why an input is not a valid URN. Every error
// returned by the parsing functions of this package is a *ParseError.
type ParseError struct {
	// Input is the whole input that failed to parse. When [New],
	// [Parser.New] or a With method of [URN] would make a URN longer
	// than the 4 GiB - 1 bytes a URN can hold, its text is not built:
	// Input is then the text the URN would begin with before what the
	// caller gave ("urn:" for New, the text before the NSS for
	// WithNSS, the assigned-name for the component methods), and
	// Offset is len(Input).
	Input string

	// Offset is the length of the longest prefix of Input that can
	// still begin a valid URN: the byte offset of the first byte that
	// cannot belong, or len(Input) when the input ends too early.
	// For ErrTooLong it is the length limit, except as said of Input.
	Offset int

	// Err is one of the sentinel errors of this package (ErrScheme,
	// ErrNID, ErrNSS, ErrPercentEncoding, ErrComponent, ErrTooLong or
	// ErrUnknownSyntax).
	Err error

	reason reason // why; zero for a ParseError built outside this package
	part   part   // where an error of percent-encoding is; see ParseError.Is
}

// A part names the part of a URN that holds an error of
// percent-encoding, whose sentinel the error also matches.
type part uint8

const (
	noPart part = iota
	inNSS
	inComponent
)

// Error returns a message that says what is wrong, where and why, for
// example:
//
//	urn: invalid NID in "urn:ab-:x" at offset 7: a NID cannot end with '-'
//
// A long input is quoted shortened around the offset; Input holds it
// whole.
func (e *ParseError) Error() string {
	what := "urn: invalid input"
	if e.Err != nil {
		what = e.Err.Error()
	}
	b := make([]byte, 0, 128)
	b = append(b, what...)
	b = append(b, " in "...)
	b = errtext.AppendQuoted(b, e.Input, e.Offset)
	b = append(b, " at offset "...)
	b = strconv.AppendInt(b, int64(e.Offset), 10)
	if e.reason != 0 {
		b = append(b, ": "...)
		b = e.reason.appendMessage(b, e.Input, e.Offset)
	}
	return string(b)
}

// Reason returns why the input failed, without the input and the
// offset: the part of [ParseError.Error] after the offset, for example
// "a NID cannot end with '-'". Programs that show the input their own
// way (a caret under the offending byte, a FILE:LINE:COL report) can
// show the reason beside it.
//
// A ParseError built outside this package has no such part: its Reason
// is the text of Err without the "urn: " of the sentinel errors (for
// example "invalid scheme"), or "invalid input" when Err is nil. So
// Reason is never empty.
func (e *ParseError) Reason() string {
	if e.reason != 0 {
		return string(e.reason.appendMessage(nil, e.Input, e.Offset))
	}
	if e.Err == nil {
		return "invalid input"
	}
	if r := strings.TrimPrefix(e.Err.Error(), "urn: "); r != "" {
		return r
	}
	return "invalid input"
}

// Unwrap returns e.Err, so that errors.Is(err, ErrNID) and the like
// work.
func (e *ParseError) Unwrap() error { return e.Err }

// Is reports whether e, an error of percent-encoding in a part of a
// URN that this package reported, also means target: [ErrNSS] when the
// '%' is in the NSS, [ErrComponent] when it is in a component. It makes
// [errors.Is] of such an error match both sentinels; for every other
// target, errors.Is goes on to [ParseError.Unwrap].
func (e *ParseError) Is(target error) bool {
	switch e.part {
	case inNSS:
		return target == ErrNSS
	case inComponent:
		return target == ErrComponent
	}
	return false
}

// A reason says why a parse failed. It selects the sentinel error and
// the explanation in the message. Reasons are data: the scanner returns
// one, and the exported functions turn it into a *ParseError.
type reason uint8

const (
	_ reason = iota
	rSchemeShort
	rScheme
	rSchemeSpace
	rNIDMissing
	rNIDFirst
	rNIDChar
	rNIDShort
	rNIDHyphen
	rNIDLong
	rNIDHyphenLong
	rNIDColon
	rNIDReserved
	rNSSEmpty
	rNSSSlash
	rNSSChar
	rNSSReserved2141
	rNSSExcluded2141
	rPctHex
	rPctNUL
	rDelim8141
	rEmptyR
	rEmptyQ
	rFirstR
	rFirstQ
	rCharR
	rCharQ
	rCharF
	rHashF
	rTooLong
	rBuildTooLong
	rSyntax
	rNoComponents2141
	numReasons
)

// reasons maps each reason to its sentinel and explanation. Where
// withByte is set, the message names the offending byte: in place of
// "{}", or else at its end.
var reasons = [numReasons]struct {
	err      error
	msg      string
	withByte bool
}{
	rSchemeShort:      {ErrScheme, `the input ends before "urn:"`, false},
	rScheme:           {ErrScheme, `a URN must begin with "urn:" (in any case)`, false},
	rSchemeSpace:      {ErrScheme, `a URN must begin with "urn:", but {} comes before it`, true},
	rNIDMissing:       {ErrNID, `the input ends before the NID`, false},
	rNIDFirst:         {ErrNID, `a NID must begin with an ASCII letter or digit`, true},
	rNIDChar:          {ErrNID, `a NID may contain only ASCII letters, digits and '-'`, true},
	rNIDShort:         {ErrNID, `a NID must have at least 2 characters`, false},
	rNIDHyphen:        {ErrNID, `a NID cannot end with '-'`, false},
	rNIDLong:          {ErrNID, `a NID can have at most 32 characters`, false},
	rNIDHyphenLong:    {ErrNID, `a NID can have at most 32 characters and cannot end with '-'`, false},
	rNIDColon:         {ErrNID, `the input ends before the ':' that closes the NID`, false},
	rNIDReserved:      {ErrNID, `the NID "urn" is reserved`, false},
	rNSSEmpty:         {ErrNSS, `the NSS cannot be empty`, false},
	rNSSSlash:         {ErrNSS, `the NSS cannot begin with '/'`, false},
	rNSSChar:          {ErrNSS, `{} is not allowed in the NSS`, true},
	rNSSReserved2141:  {ErrNSS, `{} is reserved by RFC 2141; percent-encode it`, true},
	rNSSExcluded2141:  {ErrNSS, `{} is not allowed by RFC 2141 (RFC 8141 allows it); percent-encode it`, true},
	rPctHex:           {ErrPercentEncoding, `'%' must be followed by two hex digits`, true},
	rPctNUL:           {ErrPercentEncoding, `"%00" (NUL) is not allowed`, false},
	rDelim8141:        {ErrComponent, `after the NSS, '?' must begin "?+" (r-component) or "?=" (q-component)`, false},
	rEmptyR:           {ErrComponent, `the r-component cannot be empty`, false},
	rEmptyQ:           {ErrComponent, `the q-component cannot be empty`, false},
	rFirstR:           {ErrComponent, `the r-component cannot begin with '/' or '?'`, false},
	rFirstQ:           {ErrComponent, `the q-component cannot begin with '/' or '?'`, false},
	rCharR:            {ErrComponent, `{} is not allowed in the r-component`, true},
	rCharQ:            {ErrComponent, `{} is not allowed in the q-component`, true},
	rCharF:            {ErrComponent, `{} is not allowed in the f-component`, true},
	rHashF:            {ErrComponent, `the f-component cannot contain '#'; percent-encode it as "%23"`, false},
	rTooLong:          {ErrTooLong, `the input is longer than the limit`, false},
	rBuildTooLong:     {ErrTooLong, `what follows here would make the URN longer than the 4294967295 bytes a URN can hold`, false},
	rSyntax:           {ErrUnknownSyntax, `the Parser's Syntax is not rfc8141, rfc2141 or draft14`, false},
	rNoComponents2141: {ErrComponent, `a URN of the RFC 2141 syntax has no r-, q- or f-component`, false},
}

// appendMessage appends the explanation of r for input s failing at off.
func (r reason) appendMessage(b []byte, s string, off int) []byte {
	if int(r) >= len(reasons) {
		return append(b, "unknown reason"...)
	}
	d := &reasons[r]
	if r == rTooLong {
		b = append(b, d.msg...)
		b = append(b, " ("...)
		b = strconv.AppendInt(b, int64(len(s)), 10)
		b = append(b, " bytes, limit "...)
		b = strconv.AppendInt(b, int64(off), 10)
		return append(b, ')')
	}
	if !d.withByte || off < 0 || off >= len(s) {
		before, after, found := strings.Cut(d.msg, "{}")
		if found {
			return append(append(append(b, before...), "this character"...), after...)
		}
		return append(b, d.msg...)
	}
	c := s[off]
	before, after, found := strings.Cut(d.msg, "{}")
	b = append(b, before...)
	if !found {
		b = append(b, ", not "...)
	}
	b = errtext.AppendByteName(b, c)
	b = append(b, after...)
	if c >= utf8.RuneSelf {
		b = append(b, "; non-ASCII characters must be percent-encoded as UTF-8"...)
	}
	return b
}

const upperHex = "0123456789ABCDEF"
