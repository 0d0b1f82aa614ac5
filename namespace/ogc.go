// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// ogcRules holds the rules of the "ogc" namespace (Open Geospatial
// Consortium), registered by RFC 5165 (section 2, the registration
// template).
//
// Syntax. "urn:ogc:{OGCresource}:{ResourceSpecificString} where the
// "OGCresource" is a US-ASCII string that conforms to the URN syntax
// requirements [1] and defines a specific class of resource type. Each
// resource type has a specific labeling scheme that is covered by
// "ResourceSpecificString", which also conforms to the naming
// requirements of [1]. The only exception is that the character ":"
// shall not be used as part of the "OGCresource" string." ([1] is
// RFC 2141.) So the NSS is an OGCresource of one or more RFC 2141 NSS
// characters other than ':', then ':', then one or more RFC 2141 NSS
// characters, as in def:crs:EPSG:6.3:26986.
//
// Equivalence. "No special considerations except as noted in the
// declaration of syntactic structure; the rules for lexical equivalence
// of [1] apply", and the declaration says ""OGCresource" is case
// sensitive". None is added.
var ogcRules = Rules{
	NID:      "ogc",
	Source:   "RFC 5165, section 2",
	Validate: func(nss string) (int, error) { return validateNamed(nss, errOGCResource) },
}

var errOGCResource = errors.New("want ':' after the OGCresource (an ogc NSS is {OGCresource}:{ResourceSpecificString})")
