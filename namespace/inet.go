// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// inetRules holds the rules of the "inet" namespace as the GPAC
// multimedia framework writes it: the names of the scene nodes GPAC
// builds in. The GPAC wiki, page "Player Features", section "Hardcoded
// EXTERNPROTO nodes", says of the protos GPAC builds in: "These nodes
// are identified by a proto URN starting with `urn:inet:gpac:builtin:`."
// It then names the protos available,
// and its page "Some fun with multiview rendering on 3D screens"
// declares one of them as "urn:inet:gpac:builtin:DepthGroup". The NID
// is not registered with IANA.
//
// Syntax. An NSS that begins with "gpac:builtin:" names a built-in
// proto: the name that follows is not empty. The list of the wiki says
// which protos a GPAC build offers, not which names the prefix may
// take (GPAC writes others, such as FlashShape, and its configuration
// can name more), so the name is not checked against it. The text
// defines nothing else of the NID: other NSSs have no rules beyond
// RFC 8141's.
//
// Equivalence. The text states none: none is added to RFC 8141's.
var inetRules = Rules{
	NID:      "inet",
	Source:   `GPAC wiki, "Player Features", section "Hardcoded EXTERNPROTO nodes"` + unregistered,
	Validate: validateInet,
}

// inetBuiltin begins the NSS of GPAC's built-in protos.
const inetBuiltin = "gpac:builtin:"

var errInetProto = errors.New("want the name of a proto after gpac:builtin: (GPAC's built-in protos are urn:inet:gpac:builtin:{name})")

func validateInet(nss string) (int, error) {
	if isInetBuiltin(nss) && len(nss) == len(inetBuiltin) {
		return len(nss), errInetProto
	}
	return 0, nil
}

// isInetBuiltin reports whether nss names one of GPAC's built-in protos,
// the form the inet rules judge.
func isInetBuiltin(nss string) bool { return strings.HasPrefix(nss, inetBuiltin) }
