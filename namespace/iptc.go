// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
)

// iptcRules holds the rules of the "iptc" namespace (International
// Press Telecommunications Council), registered by RFC 3937.
//
// Syntax. Section 2.3: "At the top of the hierarchy are three branches:
// "std", "std-draft", "workdoc"", with the structures
//
//	urn:iptc:std:{std-name}:{std-version}:{res-group}{:res-name}?{:res-version}?
//	urn:iptc:std-draft:{std-name}:{std-version}:{res-group}{:res-name}?{:res-version}?
//	urn:iptc:workdoc:{group-id}:{doc-id}:{doc-version}{:doc-descr}?
//
// where ""res-group": this field will take only three values: "spec"
// [...] "doc" [...] "xmlns"". So the NSS is a branch and three to five
// fields (std, std-draft) or three or four fields (workdoc), each of RFC
// 2141 NSS characters other than ':', as in the examples of section 3,
// such as urn:iptc:std:NewsML:1.1:spec:DTD:1 and
// urn:iptc:workdoc:NMA:0315:1:srs-terms. The branches and resource
// groups are the words the text gives, compared as RFC 8141 compares
// an NSS.
//
// Equivalence. Section 2.9: "No special considerations, the rules for
// lexical equivalence of RFC 2141 apply." The rules add none to RFC
// 8141.
var iptcRules = Rules{
	NID:      "iptc",
	Source:   "RFC 3937, sections 2.3 and 2.9",
	Validate: validateIPTC,
}

var (
	errIPTCBranch = errors.New("want a branch, std, std-draft or workdoc, then ':'")
	errIPTCFields = errors.New("want {std-name}:{std-version}:{res-group}[:{res-name}[:{res-version}]] (std, std-draft) or {group-id}:{doc-id}:{doc-version}[:{doc-descr}] (workdoc)")
	errIPTCGroup  = errors.New("want a resource group: spec, doc or xmlns")
)

func validateIPTC(nss string) (int, error) {
	if n, err := scanTokens(nss); err != nil {
		return n, err
	}
	branch, rest, _ := strings.Cut(nss, ":")
	n, ok := matchWordExact(branch, []string{"std", "std-draft", "workdoc"})
	if !ok || rest == "" {
		if ok {
			n = len(nss)
		}
		return n, errIPTCBranch
	}
	start := len(branch) + 1
	fields := strings.Count(rest, ":") + 1
	maxFields := 5
	if branch == "workdoc" {
		maxFields = 4
	}
	if fields < 3 {
		return len(nss), errIPTCFields
	}
	if fields > maxFields {
		// The ':' that begins the field too many.
		i := start
		for k := 0; k < maxFields; k++ {
			i += strings.IndexByte(nss[i:], ':') + 1
		}
		return i - 1, errIPTCFields
	}
	if branch != "workdoc" {
		// The third field is the resource group.
		i := start
		for k := 0; k < 2; k++ {
			i += strings.IndexByte(nss[i:], ':') + 1
		}
		group, _, _ := strings.Cut(nss[i:], ":")
		if n, ok := matchWordExact(group, []string{"spec", "doc", "xmlns"}); !ok {
			return i + n, errIPTCGroup
		}
	}
	return 0, nil
}
