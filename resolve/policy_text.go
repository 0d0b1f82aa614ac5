// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"errors"
	"strconv"
	"strings"
)

// queryPolicyText holds the text forms of the QueryPolicy constants:
// lower case and hyphenated, as the text of urn.Syntax ("rfc8141") and
// of namespace.Class ("dns-like") are.
var queryPolicyText = [...]string{
	QueryAddNew: "add-new",
	QueryAppend: "append",
	QueryDrop:   "drop",
	QueryRefuse: "refuse",
}

// MarshalText implements [encoding.TextMarshaler]. It writes
// "add-new", "append", "drop" or "refuse", and fails for a value that
// is not one of the QueryPolicy constants.
func (p QueryPolicy) MarshalText() ([]byte, error) {
	if int(p) >= len(queryPolicyText) {
		return nil, errors.New("resolve: invalid QueryPolicy " + p.String())
	}
	return []byte(queryPolicyText[p]), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]. It accepts the
// names that [QueryPolicy.MarshalText] writes, in any case, so a
// QueryPolicy can be a flag with [flag.TextVar] or a field of a
// configuration file. Any other text is an error, and p is unchanged.
func (p *QueryPolicy) UnmarshalText(text []byte) error {
	for i, name := range queryPolicyText {
		if strings.EqualFold(string(text), name) {
			*p = QueryPolicy(i)
			return nil
		}
	}
	return errors.New("resolve: unknown query policy " + strconv.Quote(string(text)) +
		" (want " + strings.Join(queryPolicyText[:], ", ") + ")")
}
