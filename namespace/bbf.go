// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// The three namespaces of the Broadband Forum, registered by RFC 8057:
// "bbf" (section 2) for data models of protocols other than CWMP, and
// "broadband-forum-org" (section 3) and "dslforum-org" (section 4) for
// those of CWMP. The three registrations say the same.
//
// Syntax. "The syntax of namespace-specific strings for the "bbf"
// namespace is <NSS> in [RFC2141]", and likewise for the other two. So
// the NSS is one or more RFC 2141 NSS characters (no '~' or '&'), as in
// the examples of section 5, yang:fast and cwmp:datamodel-1-5.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence of [RFC2141] apply." None is added.
var (
	bbfRules = Rules{
		NID:      "bbf",
		Source:   "RFC 8057, section 2",
		Validate: validateRFC2141,
	}
	broadbandForumOrgRules = Rules{
		NID:      "broadband-forum-org",
		Source:   "RFC 8057, section 3",
		Validate: validateRFC2141,
	}
	dslforumOrgRules = Rules{
		NID:      "dslforum-org",
		Source:   "RFC 8057, section 4",
		Validate: validateRFC2141,
	}
)
