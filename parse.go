// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"strconv"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// A Syntax selects the grammar a [Parser] accepts. The zero value is
// [RFC8141].
type Syntax uint8

const (
	// RFC8141 is the syntax of RFC 8141 (2017), the current standard:
	// a NID of 2 to 32 characters, an NSS that may contain '/', '&' and
	// '~', and the optional components "?+r", "?=q" and "#f".
	RFC8141 Syntax = iota

	// RFC2141 is the legacy syntax of RFC 2141 (1997): a NID of 1 to 32
	// characters that may end in '-' and is not "urn", a smaller NSS
	// repertoire ('/', '?', '#', '&' and '~' rejected), no "%00", and
	// no components.
	RFC2141

	// Draft14 is the syntax of draft-ietf-urnbis-rfc2141bis-urn-14
	// (2015): the NID and NSS of RFC 8141, with the components "?q",
	// "??r" and "#f".
	Draft14

	numSyntaxes
)

var syntaxNames = [numSyntaxes]string{
	RFC8141: "rfc8141",
	RFC2141: "rfc2141",
	Draft14: "draft14",
}

// String returns the name of s: "rfc8141", "rfc2141" or "draft14".
func (s Syntax) String() string {
	if s < numSyntaxes {
		return syntaxNames[s]
	}
	return "Syntax(" + strconv.Itoa(int(s)) + ")"
}

// MarshalText implements [encoding.TextMarshaler], with the names of
// [Syntax.String]. A Syntax that is not one of the Syntax constants has
// no name: the error wraps [ErrUnknownSyntax].
func (s Syntax) MarshalText() ([]byte, error) {
	if s >= numSyntaxes {
		return nil, unknownSyntax(strconv.Itoa(int(s)))
	}
	return []byte(syntaxNames[s]), nil
}

// unknownSyntaxError reports a Syntax, or the text of one, that is not
// one of the Syntax constants.
type unknownSyntaxError struct{ what string }

// unknownSyntax returns the error of the unknown syntax what: a number,
// or quoted text.
func unknownSyntax(what string) error { return &unknownSyntaxError{what} }

// Error writes the syntaxes by the names of Syntax.String, the one
// spelling of every message of this package.
func (e *unknownSyntaxError) Error() string {
	return "urn: unknown syntax " + e.what + " (want rfc8141, rfc2141 or draft14)"
}

// Unwrap returns [ErrUnknownSyntax].
func (e *unknownSyntaxError) Unwrap() error { return ErrUnknownSyntax }

// UnmarshalText implements [encoding.TextUnmarshaler]. It accepts the
// names of [Syntax.String] in any case, so a Syntax can be a flag with
// [flag.TextVar]. Any other text is an error that wraps
// [ErrUnknownSyntax].
func (s *Syntax) UnmarshalText(text []byte) error {
	for i, name := range syntaxNames {
		if strings.EqualFold(string(text), name) {
			*s = Syntax(i)
			return nil
		}
	}
	// The text is quoted: it comes from configuration or a command
	// line, and could hold controls.
	return unknownSyntax(strconv.Quote(string(text)))
}

// A Parser parses URNs with a chosen syntax and limits. The zero Parser
// parses RFC 8141 with no length limit, like [Parse]. A Parser holds no
// state, so one value can be shared by many goroutines.
//
// A Parser whose Syntax is not one of the Syntax constants, as a
// program can build from configuration, parses nothing and never
// panics: [Parser.Parse], [Parser.New] and [Parser.FromURL] fail with a
// [*ParseError] that wraps [ErrUnknownSyntax] at offset 0, [Parser.Find],
// [Parser.FindAll] and [Parser.FindAllBytes] find nothing, the
// [Scanner] of [Parser.NewScanner] finds nothing and reports the same
// error from [Scanner.Err], and [Parser.EscapeNSS],
// [Parser.EscapeRComponent] and [Parser.EscapeQComponent] return "". Call
// [Parser.Validate] on a Parser built from configuration to report such
// a Syntax before those results go unexplained.
type Parser struct {
	// Syntax is the grammar to accept.
	Syntax Syntax

	// MaxLength is the longest input accepted, in bytes; <= 0 means
	// no limit. A longer input fails with ErrTooLong before any of it
	// is read. (A URN can never be longer than 4 GiB - 1 bytes.)
	MaxLength int

	// RejectNUL rejects "%00" in any part of the URN, as the 2011
	// revision draft of RFC 2141 requires (section 2.3.3). RFC 2141
	// syntax always rejects it; a raw NUL byte is invalid in every
	// syntax.
	RejectNUL bool
}

// Parse parses s as a URN in the Parser's syntax. On failure it returns
// the zero URN and a [*ParseError], which wraps [ErrUnknownSyntax] if p.Syntax
// is not one of the Syntax constants.
func (p Parser) Parse(s string) (u URN, err error) {
	g := p.grammar()
	if g == nil {
		return URN{}, syntaxError(s)
	}
	if p.MaxLength > 0 && len(s) > p.MaxLength {
		return URN{}, &ParseError{Input: s, Offset: p.MaxLength, Err: ErrTooLong, reason: rTooLong}
	}
	// As in the function Parse, the scanner fills in the result.
	if off, r := g.parse(s, &u); r != 0 {
		return URN{}, newError(s, off, r)
	}
	return u, nil
}

// Validate reports whether p can parse: nil when p.Syntax is one of
// the Syntax constants, and otherwise an error that wraps [ErrUnknownSyntax]
// and names the value. Every MaxLength is valid (<= 0 means no limit),
// and so is RejectNUL.
func (p Parser) Validate() error {
	if p.Syntax >= numSyntaxes {
		return unknownSyntax(strconv.Itoa(int(p.Syntax)))
	}
	return nil
}

// grammar returns the tables for p's syntax and options, or nil if
// p.Syntax is not one of the Syntax constants.
func (p Parser) grammar() *grammar {
	if p.Syntax >= numSyntaxes {
		return nil
	}
	nul := 0
	if p.RejectNUL {
		nul = 1
	}
	return &grammars[p.Syntax][nul]
}

// syntaxError returns the error of a Parser with an invalid Syntax
// given the input s.
func syntaxError(s string) *ParseError {
	return &ParseError{Input: s, Offset: 0, Err: ErrUnknownSyntax, reason: rSyntax}
}

// Parse parses s as a URN in the syntax of RFC 8141. On failure it
// returns the zero URN and a [*ParseError] that says where and why s is
// not a URN.
//
// Parse copies nothing: the URN refers to s. It does not allocate when
// s is valid; an error costs one allocation, the *ParseError.
func Parse(s string) (u URN, err error) {
	// The scanner fills in the result in place. A struct of eight
	// fields lives in memory, not in registers, and a copy of one that
	// was just written field by field stalls the processor (its wide
	// loads cannot be forwarded from the narrow stores) for longer than
	// the scan of a short URN takes.
	if off, r := std.parse(s, &u); r != 0 {
		return URN{}, newError(s, off, r)
	}
	return u, nil
}

// std is the grammar of Parse.
var std = &grammars[RFC8141][0]

// MustParse is like [Parse] but panics if s is not a valid URN. It is
// meant for tests and for package-level values built from constants.
func MustParse(s string) URN {
	u, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// newError returns the error of the URN s failing at off for reason r.
func newError(s string, off int, r reason) *ParseError {
	e := &ParseError{Input: s, Offset: off, Err: reasons[r].err, reason: r}
	if e.Err == ErrPercentEncoding {
		// The '%' is at most two bytes before off, after "urn:" and a
		// NID, which holds no '?' or '#': in every syntax, the NSS
		// ends at the first of them.
		e.part = inNSS
		if strings.ContainsAny(s[4:off], "?#") {
			e.part = inComponent
		}
	}
	return e
}

// A grammar is a syntax as data: which bytes each part accepts and
// which delimiters open the components. One scanner serves them all.
type grammar struct {
	syntax         Syntax     // the syntax, recorded in every URN parsed
	nidMin         int        // shortest NID
	nidHyphenLast  bool       // a NID may end in '-'
	reserveURN     bool       // the NID "urn" is not allowed
	nssClass       uint8      // class bit of NSS bytes other than '%'
	noLeadingSlash bool       // the NSS cannot begin with '/'
	noNUL          bool       // "%00" is not allowed
	legacyMessages bool       // explain NSS errors in terms of RFC 2141
	comps          []compSpec // the components after the NSS, in order
	hasF           bool       // '#' opens an f-component
}

// grammars holds every syntax, without and with the NUL check.
var grammars = func() (t [numSyntaxes][2]grammar) {
	t[RFC8141][0] = grammar{
		nidMin:         2,
		nssClass:       cPath,
		noLeadingSlash: true,
		comps:          comps8141,
		hasF:           true,
	}
	t[RFC2141][0] = grammar{
		nidMin:         1,
		nidHyphenLast:  true,
		reserveURN:     true,
		nssClass:       cTrans,
		noNUL:          true,
		legacyMessages: true,
	}
	t[Draft14][0] = t[RFC8141][0]
	t[Draft14][0].syntax = Draft14
	t[Draft14][0].comps = comps14
	t[RFC2141][0].syntax = RFC2141
	for i := range t {
		t[i][1] = t[i][0]
		t[i][1].noNUL = true
	}
	return t
}()

// maxLength is the longest input a URN can hold: its offsets are uint32.
const maxLength = 1<<32 - 1

// parse scans s in one pass and fills in u, which must be the zero
// URN. On failure it returns the offset of the first byte that cannot
// belong (len(s) if s ends too early) and the reason, and u is to be
// discarded.
func (g *grammar) parse(s string, u *URN) (off int, r reason) {
	if uint64(len(s)) > maxLength {
		// Offset is maxLength, computed so that it compiles where int
		// has 32 bits (and this cannot happen).
		return len(s) - int(uint64(len(s))-maxLength), rTooLong
	}
	// "urn:" in any case. Setting bit 5 lower-cases an ASCII letter, and
	// no byte but 'U' and 'u' turns into 'u' by it (nor for 'r', 'n').
	// The scheme's case goes with the NID's into the form of u.
	var scheme uint8
	if len(s) < 4 || s[:4] != "urn:" {
		if len(s) < 4 || s[0]|0x20 != 'u' || s[1]|0x20 != 'r' || s[2]|0x20 != 'n' || s[3] != ':' {
			for i := 0; i < 4; i++ {
				if i == len(s) {
					return i, rSchemeShort
				}
				if ascii.Lower(s[i]) != "urn:"[i] {
					if i == 0 && leadingSpace(s) {
						return 0, rSchemeSpace
					}
					return i, rScheme
				}
			}
		}
		scheme = cUpper
	}
	i, nid, r := g.scanNID(s, 4)
	if r != 0 {
		return i, r
	}
	u.nidEnd = uint8(i) // at most 4 + maxNID
	start := i + 1
	var lowerHex uint32
	if i, lowerHex, r = g.scanNSSHex(s, start); r != 0 {
		return i, r
	}
	u.nssEnd = uint32(i)
	u.lowerHex = lowerHex
	u.form = formOf(scheme|nid, lowerHex)
	if i == len(s) {
		if i == start {
			return i, rNSSEmpty
		}
		u.s, u.syntax = s, g.syntax
		return 0, 0
	}
	if c := s[i]; !(c == '?' && g.comps != nil || c == '#' && g.hasF) {
		return i, g.nssStopReason(c)
	}
	if i == start {
		return i, rNSSEmpty
	}
	if i, r = g.scanComponents(s, i, u); r != 0 {
		return i, r
	}
	u.s, u.syntax = s, g.syntax
	return 0, 0
}

// leadingSpace reports whether s is white space followed by "urn:" in
// any case, as a line copied with its indent is.
func leadingSpace(s string) bool {
	t := strings.TrimLeft(s, " \t\n\v\f\r")
	return len(t) < len(s) && len(t) >= 4 && strings.EqualFold(t[:4], "urn:")
}

// parseURN is parse for callers that want the URN as a result: the
// zero URN, the offset and the reason on failure.
func (g *grammar) parseURN(s string) (URN, int, reason) {
	var u URN
	if off, r := g.parse(s, &u); r != 0 {
		return URN{}, off, r
	}
	return u, 0, 0
}
