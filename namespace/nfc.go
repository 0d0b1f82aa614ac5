// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import "errors"

// nfcRules holds the rules of the "nfc" namespace (NFC Forum),
// registered by RFC 4729 (section 2, the registration template).
//
// Syntax. "urn:nfc:{NFCresource}:{ResourceSpecificString} Where the
// "{NFCresource}" is a US-ASCII string that conforms to the URN syntax
// requirements [RFC2141] and defines a specific class of resource.
// [...] "{ResourceSpecificString}" which also conforms to the naming
// requirements of [RFC2141]." So the NSS is a resource class, ':' and
// a string, both of RFC 2141 NSS characters and neither empty, the
// first ':' ending the class, as in the examples of section 3,
// urn:nfc:wkt:Uri and urn:nfc:schema:manifest.
//
// Equivalence. "No special considerations; the rules for lexical
// equivalence of [RFC2141] apply." The rules add none to RFC 8141.
var nfcRules = Rules{
	NID:      "nfc",
	Source:   "RFC 4729, section 2",
	Validate: func(nss string) (int, error) { return validateNamed(nss, errNFCResource) },
}

var errNFCResource = errors.New("want {NFCresource}:{ResourceSpecificString}, neither empty")
