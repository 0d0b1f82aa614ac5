// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// liRules holds the rules of the "li" namespace, LinkedIn's identifiers
// of the entities of its API, defined by the LinkedIn API
// documentation, page "URNs and IDs" (linkedin/shared/api-guide/
// concepts/urns). The NID is not registered with IANA.
//
// Syntax. "A URN is a string-based identifier with the format:
// urn:{namespace}:{entityType}:{id}", with the examples
// urn:li:person:123, urn:li:organization:456, urn:li:sponsoredAccount:789,
// urn:li:share:1234 and urn:li:person:-f_Ut43FoQ. An id may be
// compound: the page "Common URNs & Namespaces" lists
// urn:li:comment:({activityURN},{commentId}), whose id holds ':'. So
// the NSS is an entity type of one or more characters other than ':',
// then ':', then an id of one or more characters. The page also says
// "URN values returned from LinkedIn's APIs are a maximum of 255
// characters in length"; that describes what the API returns, not the
// syntax of the namespace, whose URNs other software (such as DataHub's
// urn:li:dataset:(...)) also writes, so no length is checked.
//
// Equivalence. The pages state none: none is added to RFC 8141.
var liRules = Rules{
	NID:      "li",
	Source:   `LinkedIn API documentation, "URNs and IDs"` + unregistered,
	Validate: func(nss string) (int, error) { n, _, err := scanTypedID(nss, errLIType, errLIID); return n, err },
}

var (
	errLIType = errors.New("want an entity type, then ':' (an li NSS is {entityType}:{id})")
	errLIID   = errors.New("want ':' and an id after the entity type")
)
