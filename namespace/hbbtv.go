// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// hbbtvRules holds the rules of the "hbbtv" namespace (Hybrid Broadcast
// Broadband TV), registered by RFC 7528 (section 2, the registration
// template).
//
// Syntax. "urn:hbbtv:<NSS> where the syntax of "<NSS>" is specified in
// Section 2.2 of the URN Syntax requirements [RFC2141]": one or more
// RFC 2141 NSS characters (no '~' or '&'), as in the examples of
// section 3, dash:profile:isoff-live:2012 and
// config:oitf:oitfCapabilities:2014-1.
//
// Equivalence. "The "<NSS>" is case-insensitive." The canonical form is
// in lower case (the hex digits of percent-encoded octets stay in upper
// case, as RFC 8141 normalizes them).
var hbbtvRules = Rules{
	NID:       "hbbtv",
	Source:    "RFC 7528, section 2",
	Validate:  validateRFC2141,
	Canonical: lowerOutsidePercent,
}
