// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// xmppRules holds the rules of the "xmpp" namespace, registered by RFC 4854
// (section 2, the registration template).
//
// Syntax. "The Namespace Specific String (NSS) of all URNs that use the
// "xmpp" NID shall have the following structure: urn:xmpp:{ShortName}:{SubName}",
// where "the "ShortName" is a required US-ASCII string that conforms to
// the URN syntax requirements (see RFC 2141)" and "the "SubName" is an
// optional US-ASCII string that conforms to the URN syntax requirements
// (see RFC 2141)"; the registrar "may also assign URNs in sub-trees
// below the level of the ShortName or SubName". So the NSS is one or
// more RFC 2141 NSS characters (no '~' or '&') that neither begin with
// ':' (the ShortName is required) nor end with ':' (a SubName after ':'
// is not empty), as in jingle:apps:rtp:1 or tmp.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence specified in RFC 2141 apply." None is added.
var xmppRules = Rules{
	NID:      "xmpp",
	Source:   "RFC 4854, section 2",
	Validate: validateXMPP,
}

var errXMPPSubName = errors.New("want a SubName after ':'")

func validateXMPP(nss string) (int, error) {
	if nss != "" && nss[0] != ':' && nss[len(nss)-1] != ':' && rfc2141Valid(nss) {
		return 0, nil
	}
	switch {
	case nss == "" || nss[0] == ':':
		return 0, errEmpty
	case nss[len(nss)-1] == ':':
		if n, err := scanRFC2141(nss); err != nil {
			return n, err
		}
		return len(nss), errXMPPSubName
	}
	return validateRFC2141(nss)
}
