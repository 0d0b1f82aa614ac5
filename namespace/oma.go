// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// omaRules holds the rules of the "oma" namespace (Open Mobile Alliance),
// registered by RFC 4358 (section 2, the registration template).
//
// Syntax. "urn:oma:{OMAresource}:{ResourceSpecificString} where the
// "OMAresource" is a US-ASCII string that conforms to the URN syntax
// requirements [RFC2141] and defines a specific class of resource type.
// Each resource type has a specific labeling scheme that is covered by
// "ResourceSpecificString", which also conforms to the naming
// requirements of [RFC2141]." So the NSS is an OMAresource of one or
// more RFC 2141 NSS characters up to the first ':', then ':', then one
// or more RFC 2141 NSS characters, as in drms:org-foobar.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence of [RFC2141] apply." None is added.
var omaRules = Rules{
	NID:      "oma",
	Source:   "RFC 4358, section 2",
	Validate: func(nss string) (int, error) { return validateNamed(nss, errOMAResource) },
}

var errOMAResource = errors.New("want ':' after the OMAresource (an oma NSS is {OMAresource}:{ResourceSpecificString})")
