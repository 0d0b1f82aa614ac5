// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// globusRules holds the rules of the "globus" namespace, registered by
// RFC 7853 (section 2, the registration template).
//
// Syntax. "<NSS> ::= <SNID> | <SNID> ":" <subnamespace-specific-string>",
// where "<SNID> ::= 1*<non-colon-chars>", "<non-colon-chars> ::=
// <non-colon-trans> | "%" <hex> <hex>", "<non-colon-trans> ::= <upper> |
// <lower> | <number> | <non-colon-other>" and "<non-colon-other>" is
// the <other> of RFC 2141 without ':' (so not its <reserved> '/', '?'
// or '#' either), and "<subnamespace-specific-string> ::= 1*<URN
// chars>" (any RFC 2141 NSS characters, ':' and '/' included). So the
// NSS is one or more RFC 2141 NSS characters (no '~' or '&') that do
// not begin with ':', have no '/' before the first ':' and do not end
// right after it, as in the examples of section 3,
// auth:scope:transfer.api.globus.org:all and
// groups:group:669b572e-9de4-11e5-966e-3c970e0c9cc4.
//
// Equivalence. "No additional rules beyond those specified in RFC
// 2141." None is added.
var globusRules = Rules{
	NID:      "globus",
	Source:   "RFC 7853, section 2",
	Validate: validateGlobus,
}

var (
	errGlobusSub  = errors.New("want a subnamespace-specific string after the SNID and ':'")
	errGlobusSNID = errors.New("not allowed in an SNID (RFC 7853, section 2: <non-colon-other> has no '/', '?' or '#')")
)

func validateGlobus(nss string) (int, error) {
	i := 0
	for ; i < len(nss) && nss[i] != ':'; i++ {
		if c := nss[i]; c == '/' || c == '?' || c == '#' {
			return i, errGlobusSNID
		}
	}
	// i is the end of the SNID. An NSS with an SNID, with a string
	// after its ':' if it has one, and without '&' or '~' is valid;
	// validateNameOptString finds what is wrong with the others.
	if i > 0 && i != len(nss)-1 && strings.IndexByte(nss, '&') < 0 && strings.IndexByte(nss, '~') < 0 {
		return 0, nil
	}
	return validateNameOptString(nss, errGlobusSub)
}
