// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// ieeeRules holds the rules of the "ieee" namespace, registered by
// RFC 8069 (section 2, the registration template).
//
// Syntax. "urn:ieee:{IEEEresource}:{ResourceSpecificString} where
// "IEEEresource" is a US-ASCII string that conforms to the URN syntax
// requirements [RFC2141] and defines a specific class of resource type.
// Each resource type has a specific labeling scheme that is covered by
// "ResourceSpecificString", which also conforms to the naming
// requirements [RFC2141]." The examples of section 3 are std:802.5:yang
// and foobar, an IEEEresource alone. So the NSS is an IEEEresource of
// one or more RFC 2141 NSS characters up to the first ':', optionally
// followed by ':' and a ResourceSpecificString of one or more RFC 2141
// NSS characters.
//
// Equivalence. "The strings used as values for "IEEEresource" and
// "ResourceSpecificString" are case insensitive." The canonical form is
// in lower case (the hex digits of percent-encoded octets stay in upper
// case, as RFC 8141 normalizes them).
var ieeeRules = Rules{
	NID:       "ieee",
	Source:    "RFC 8069, section 2",
	Validate:  func(nss string) (int, error) { return validateNameOptString(nss, errIEEEString) },
	Canonical: lowerOutsidePercent,
}

var errIEEEString = errors.New("want a ResourceSpecificString after the IEEEresource and ':'")
