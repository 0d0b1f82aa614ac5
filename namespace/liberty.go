// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// libertyRules holds the rules of the "liberty" namespace (Liberty
// Alliance Project), registered by RFC 3622 (section 2, the
// registration template).
//
// Syntax. The declaration of structure gives the ABNF
//
//	Liberty-NSS        =   1*(subStChar) 0*(":" 1*(subStChar))
//	subStChar       =   trans / "%" HEXDIG HEXDIG
//	trans           =   ALPHA / DIGIT / other / reserved
//	other           =   "(" / ")" / "+" / "," / "-" / "." /
//	                    "=" / "@" / ";" / "$" /
//	                    "_" / "!" / "*" / "'"
//	reserved        =   "%" / "/" / "?" / "#"
//
// "The exclusion of the colon from the list of "other" characters
// means that the colon can only occur as a delimiter between string
// tokens." So the NSS is one or more tokens of RFC 2141 NSS characters
// other than ':', separated by single colons, as in the examples
// urn:liberty:schemas:authctx:2002:05 and
// urn:liberty:schemas:core:2002:12.
//
// Equivalence. "Lexical equivalence of two Liberty namespace specific
// strings (NSSs) is defined as an exact, case-sensitive string match."
// The rules add no equivalence to RFC 8141.
var libertyRules = Rules{
	NID:      "liberty",
	Source:   "RFC 3622, section 2",
	Validate: validateTokens,
}
