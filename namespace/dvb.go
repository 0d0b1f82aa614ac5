// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// dvbRules holds the rules of the "dvb" namespace (Digital Video
// Broadcasting), registered by RFC 5328 (section 2, the registration
// template), whose registrant RFC 7354 updated.
//
// Syntax. "urn:dvb:<NSS> where the syntax of "<NSS>" is specified in
// Section 2.2 of the URN Syntax requirements ([RFC2141])": one or more
// RFC 2141 NSS characters (no '~' or '&'), such as cs:ZappingTypeCS:2001.
//
// Equivalence. "The "<NSS>" is case insensitive." The canonical form is
// in lower case (the hex digits of percent-encoded octets stay in upper
// case, as RFC 8141 normalizes them).
var dvbRules = Rules{
	NID:       "dvb",
	Source:    "RFC 5328, section 2; RFC 7354, section 2",
	Validate:  validateRFC2141,
	Canonical: lowerOutsidePercent,
}
