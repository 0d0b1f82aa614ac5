// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// schacRules holds the rules of the "schac" namespace (Schema for
// Academia), registered by RFC 6338 (section 3, the registration
// template).
//
// Syntax. "The Namespace Specific Strings (NSSs) of all URNs assigned
// by SCHAC will conform to the syntax defined in Section 2.2 of RFC
// 2141", and "all SCHAC URN NSSs will consist of a left-to-right series
// of tokens delimited by colons", in the normative ABNF
//
//	SCHAC-NSS = 1*subStChar *( ":" 1*subStChar )
//	subStChar = trans / "%" HEXDIG HEXDIG
//	trans     = ALPHA / DIGIT / other / reserved
//	other     = "(" / ")" / "+" / "," / "-" / "." / "=" / "@" / ";" / "$" / "_" / "!" / "*" / "'"
//	reserved  = "/" / "?" / "#"
//
// where "the colon can only occur as a delimiter between string
// tokens". So the NSS is one or more tokens of RFC 2141 NSS characters
// other than ':', separated by single colons, as in the examples of
// section 4, personalUniqueID:es:DNI:9999999Z and
// userStatus:au:uq.edu.au:service:mail:receive:disabled.
//
// Equivalence. "Lexical equivalence of two SCHAC Namespace Specific
// Strings (NSSs) is defined as an exact, case-sensitive string match."
// None is added to RFC 8141.
var schacRules = Rules{
	NID:      "schac",
	Source:   "RFC 6338, section 3",
	Validate: validateTokens,
}
