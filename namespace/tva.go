// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// tvaRules holds the rules of the "tva" namespace (TV-Anytime), registered
// by RFC 4195 (section 2, the registration template).
//
// Syntax. "urn:tva:{category}:{string} where the "category" is a
// US-ASCII string that conforms to URN syntax requirements ([RFC2141]),
// and "{string}" is a string that confirms to URN syntax requirements
// ([RFC2141])." So the NSS is a category of one or more RFC 2141 NSS
// characters other than ':', then ':', then one or more RFC 2141 NSS
// characters, as in metadata:cs:IntentionCS:2002. The template leaves
// the syntax of each category's string to "a syntax grammar
// corresponding to each "{category}"", which it does not give, so the
// string is not checked further.
//
// Equivalence. "The "{category}" is case-insensitive. Thus, the portion
// of the URN: urn:tva:{category}: is case-insensitive for matches. The
// remainder of the identifier shall be considered case-sensitive;
// hence, URNs are only lexically equivalent if they are also lexically
// identical in the remaining {string} field." The canonical form has
// the category in lower case, as in the examples, and the rest as
// written.
var tvaRules = Rules{
	NID:       "tva",
	Source:    "RFC 4195, section 2",
	Validate:  func(nss string) (int, error) { return validateNamed(nss, errTVACategory) },
	Canonical: canonicalNamed,
}

var errTVACategory = errors.New("want ':' after the category (a tva NSS is {category}:{string})")
