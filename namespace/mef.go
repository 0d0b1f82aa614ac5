// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// mefRules holds the rules of the "mef" namespace (MEF Forum),
// registered by RFC 7818 (section 2, the registration template).
//
// Syntax. "The syntax of namespace-specific strings for the "mef"
// namespace is <NSS> in RFC 2141." So the NSS is one or more RFC 2141
// NSS characters (no '~' or '&'), as in the examples of section 3,
// yang:mef-services and yang:mef-interfaces.
//
// Equivalence. "The entire URN is case-insensitive." The canonical form
// of the NSS is in lower case (the hex digits of percent-encoded octets
// stay in upper case, as RFC 8141 normalizes them).
var mefRules = Rules{
	NID:       "mef",
	Source:    "RFC 7818, section 2",
	Validate:  validateRFC2141,
	Canonical: lowerOutsidePercent,
}
