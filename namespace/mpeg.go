// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// mpegRules holds the rules of the "mpeg" namespace, registered by RFC 3614
// (section 2, the registration template).
//
// Syntax. "urn:mpeg:{standard name}:{assigned US-ASCII string} where
// "{standard name}" is a US-ASCII string that conforms to URN Syntax
// requirements ([RFC2141]) and corresponds to the name of an MPEG
// standard (such as "mpeg1", "mpeg2", "mpeg4", "mpeg7", "mpeg21", and
// "{assigned US-ASCII string}" is a US-ASCII string that conforms to
// URN Syntax requirements ([RFC2141])." So the NSS is a standard name
// of one or more RFC 2141 NSS characters other than ':', then ':', then
// one or more RFC 2141 NSS characters (section 2.2 of RFC 2141: no '~'
// or '&'), as in mpeg7:cs:GenreCS:2001. Which standard names MPEG uses
// is not listed, so any is accepted.
//
// Equivalence. "The "standard name" is case-insensitive. Thus, the
// portion of the URN: urn:mpeg:{standard name}: is case-insensitive for
// matches. The remainder of the identifier must be considered
// case-sensitive." The canonical form has the standard name in lower
// case, as in the examples, and the rest as written.
var mpegRules = Rules{
	NID:       "mpeg",
	Source:    "RFC 3614, section 2",
	Validate:  func(nss string) (int, error) { return validateNamed(nss, errMPEGName) },
	Canonical: canonicalNamed,
}

var errMPEGName = errors.New("want ':' after the standard name (an mpeg NSS is {standard name}:{string})")
