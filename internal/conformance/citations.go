// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package conformance

import (
	"regexp"
	"strings"
)

// Convention is the citation of what no text decides but this suite
// fixes: the components of a canonical form as written.
const Convention = "the components as written, a convention of this suite"

var (
	// docStart finds where a citation of another document begins
	// inside a section string ("... and RFC 3986 section 3.5").
	docStart = regexp.MustCompile(`(?:; |, with | and )((?:RFC \d+|draft-[a-z0-9-]+) sections? )`)
	// sections matches "DOC section N" and "DOC sections N, M and O".
	sections = regexp.MustCompile(`^((?:RFC \d+|draft-[a-z0-9-]+)) sections? ([0-9.]+(?:(?:, | and )[0-9.]+)*)`)
)

// Citations splits the section string of a parse, equivalence or
// normalization case into the sections it cites, each as
// "DOC section N", and Convention where the case rests on the suite's
// convention. CITATIONS.md quotes each.
func Citations(section string) (out []string) {
	rest := section
	if i := strings.Index(rest, "; "+Convention); i >= 0 {
		rest = rest[:i]
		defer func() { out = append(out, Convention) }()
	}
	// Cut rest where each further document begins.
	var parts []string
	for {
		loc := docStart.FindStringSubmatchIndex(rest)
		if loc == nil {
			parts = append(parts, rest)
			break
		}
		parts = append(parts, rest[:loc[0]])
		rest = rest[loc[2]:]
	}
	for _, p := range parts {
		m := sections.FindStringSubmatch(p)
		if m == nil || m[0] != strings.TrimSuffix(p, " for the case of hex digits") {
			out = append(out, p) // not a citation CITATIONS.md can name
			continue
		}
		for _, n := range regexp.MustCompile(`, | and `).Split(m[2], -1) {
			out = append(out, m[1]+" section "+n)
		}
	}
	return out
}
