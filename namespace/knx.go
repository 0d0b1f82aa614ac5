// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

// knxRules holds the rules of the "knx" namespace (KNX Association), as
// its IANA registration template, version 1 of 2023-09-17, states them.
//
// Syntax. The template's section "Syntax": "urn:knx:<NSS> where the
// syntax of "<NSS>" conforms to the definition in Section 2.2 of the
// Uniform Resource Names specification [RFC8141]." Any RFC 8141 NSS is
// valid, as urn:knx:dpt:timePeriodMsec.
//
// Equivalence. The template states no rule of its own; the rules add
// none to RFC 8141.
var knxRules = Rules{
	NID:    "knx",
	Source: "IANA registration template of knx, version 1 (2023-09-17): Syntax",
}
