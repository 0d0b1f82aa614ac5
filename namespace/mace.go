// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// maceRules holds the rules of the "mace" namespace (Internet2's Middleware
// Architecture Committee for Education), registered by RFC 3613
// (section 2, the registration template).
//
// Syntax. "all MACE URN NSSs will consist of a left-to-right series of
// tokens delimited by colons", in "the following normative ABNF rules
// for MACE NSSs":
//
//	MACE-NSS  = 1*(subStChar) 0*(":" 1*(subStChar))
//	subStChar = trans / "%" HEXDIG HEXDIG
//	trans     = ALPHA / DIGIT / other / reserved
//	other     = "(" / ")" / "+" / "," / "-" / "." / "=" / "@" / ";" / "$" / "_" / "!" / "*" / "'"
//	reserved  = "%" / "/" / "?" / "#"
//
// So the NSS is one or more tokens of RFC 2141 NSS characters other
// than ':', separated by single colons, as in the names the template
// mentions, shibboleth and georgetown.edu, or dir:attribute-def:cn.
//
// Equivalence. "Lexical equivalence of two MACE namespace specific
// strings (NSSs) is defined as an exact, case-sensitive string match."
// None is added to RFC 8141.
var maceRules = Rules{
	NID:      "mace",
	Source:   "RFC 3613, section 2",
	Validate: validateTokens,
}
