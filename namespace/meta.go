// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"

	"github.com/urnkit/urn/internal/ascii"
)

// metaRules holds the rules of the "meta" namespace (identifiers of
// metadata elements, of the National Library of Finland), as its IANA
// registration template, version 1 of 2022-11-14, states them.
//
// Syntax. The template's section "Syntax" gives the ABNF
//
//	meta-nss     = prefix "-" meta-string
//	prefix       = format-code *( ":" sub-namespace )
//	format-code  = 1*(ALPHA / DIGIT)
//	sub-namespace = 1*(ALPHA / DIGIT)
//	meta-string  = path-rootless
//
// and "The following metadata format codes SHALL be used": BF,
// danMARC2, DW, DC, DDI, EAD, FINMARC, IMARC, LIDO, MARC, MARCXML, MIX,
// MODS, ONIX, UKMARC, UNIMARC, PREMIS, TEXTMD, AUDIOMD, VIDEOMD, ISBD
// and RDA, and "New codes will be added by the National Library of
// Finland on request". The list grows, so a format code of the ABNF's
// shape that is not in it is accepted, and [Set.Note] says that it is
// not among the codes the rules know. So the NSS is a format code of
// letters and digits, optionally ':' and sub-namespaces, '-', and a
// path-rootless of RFC 3986 (one or more characters, not beginning
// with '/'). The template's own example
// urn:meta:dc:elements1.1-title has a '.' in its sub-namespace, which
// the ABNF's sub-namespace does not allow; the rules allow '.' there
// too, so that the template's examples (urn:meta:marc-bd245,
// urn:meta:dc:terms-title, urn:meta:dc:elements1.1-title) are valid.
//
// Equivalence. Its section "Rules for lexical equivalence": "Whereas
// the prefix is case insensitive, meta-strings MAY be case sensitive at
// the preference of the assigning authority; parsers therefore SHALL
// treat these as case sensitive". The canonical form has the prefix in
// lower case and the meta-string as written.
var metaRules = Rules{
	NID:       "meta",
	Source:    "IANA registration template of meta, version 1 (2022-11-14): Syntax; Rules for lexical equivalence",
	Validate:  validateMeta,
	Canonical: func(nss string) string { return lowerPrefix(nss, strings.IndexByte(nss, '-')) },
	Note:      noteMeta,
}

// metaCodes holds the format codes of the template, in lower case:
// those the rules know. The National Library of Finland adds others on
// request.
var metaCodes = []string{
	"bf", "danmarc2", "dw", "dc", "ddi", "ead", "finmarc", "imarc", "lido", "marc", "marcxml",
	"mix", "mods", "onix", "ukmarc", "unimarc", "premis", "textmd", "audiomd", "videomd", "isbd", "rda",
}

var (
	errMetaCode   = errors.New("want a format code of letters and digits (BF, DC, MARC, ...), then ':' or '-'")
	errMetaSub    = errors.New("want ':' and a sub-namespace of letters and digits, or '-' and a meta-string")
	errMetaString = errors.New("want a meta-string after '-' (not empty, not beginning with '/')")
)

func validateMeta(nss string) (int, error) {
	i := 0
	for i < len(nss) && (ascii.IsLetter(nss[i]) || ascii.IsDigit(nss[i])) {
		i++
	}
	if i == 0 {
		return 0, errMetaCode
	}
	for i < len(nss) && nss[i] == ':' {
		i++
		start := i
		for i < len(nss) && (ascii.IsLetter(nss[i]) || ascii.IsDigit(nss[i]) || nss[i] == '.') {
			i++
		}
		if i == start {
			return i, errMetaSub
		}
	}
	if i == len(nss) || nss[i] != '-' {
		return i, errMetaSub
	}
	if i++; i == len(nss) || nss[i] == '/' {
		return i, errMetaString
	}
	return 0, nil
}

// noteMeta notes a format code of a valid meta NSS that is not among
// those of the registration template.
func noteMeta(nss string) (int, string) {
	i := 0
	for i < len(nss) && (ascii.IsLetter(nss[i]) || ascii.IsDigit(nss[i])) {
		i++
	}
	if _, ok := matchWord(nss[:i], metaCodes); ok {
		return 0, ""
	}
	return 0, "format code \"" + nss[:i] + "\" is not among the codes the rules know (the registration adds codes on request)"
}
