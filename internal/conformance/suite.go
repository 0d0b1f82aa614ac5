// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package conformance builds the language-neutral URN conformance suite
// of ../../conformance from the case tables of the repository, and
// checks the answers of an implementation against it. The schema is
// described in ../../conformance/README.md.
package conformance

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"unicode/utf8"
)

// The files of the suite, in the directory conformance of the
// repository.
const (
	ParseFile         = "parse.json"
	EquivalenceFile   = "equivalence.json"
	NormalizationFile = "normalization.json"
	NamespaceFile     = "namespace.json"
)

// A ParseCase is one case of parse.json: an input, the syntax to parse
// it in, and the expected result.
type ParseCase struct {
	ID        string  `json:"id"`
	Syntax    string  `json:"syntax"`               // rfc8141, rfc2141 or draft14
	RejectNUL bool    `json:"reject_nul,omitempty"` // "%00" is an error (an option)
	Input     *string `json:"input,omitempty"`      // absent when not UTF-8
	InputHex  string  `json:"input_hex,omitempty"`  // the input's bytes when not UTF-8
	Valid     bool    `json:"valid"`

	// When valid: the parts; R, Q and F are nil when absent.
	NID     string  `json:"nid,omitempty"`
	NSS     string  `json:"nss,omitempty"`
	R, Q, F *string `json:"-"`

	// When not valid: the byte offset and the name of the rule.
	Offset int    `json:"offset,omitempty"`
	Error  string `json:"error,omitempty"`

	// Strength is how firmly the texts decide the case: "must" (the
	// grammar or a MUST), "should" (a SHOULD recommends the answer) or
	// "open" (the texts allow another answer too). Other holds the
	// other answers, OpenBy the sentences that allow them and Groups
	// the names of their groups in the README.
	Strength string           `json:"strength"`
	Other    []map[string]any `json:"other_answers,omitempty"`
	OpenBy   []string         `json:"open_by,omitempty"`
	Groups   []string         `json:"groups,omitempty"`

	Section    string `json:"section"`
	Production string `json:"production,omitempty"`
	Source     string `json:"source"`
	// Behaviour names what the case asks: cases of one behaviour ask
	// the same thing of an implementation (see behaviour.go).
	Behaviour string `json:"behaviour"`
}

// Bytes returns the input of c.
func (c *ParseCase) Bytes() string {
	if c.Input != nil {
		return *c.Input
	}
	b, _ := hex.DecodeString(c.InputHex)
	return string(b)
}

// An EquivalenceCase is one case of equivalence.json: two URNs of the
// same syntax and whether RFC 8141 section 3 calls them equivalent.
type EquivalenceCase struct {
	ID         string `json:"id"`
	Syntax     string `json:"syntax"`
	A          string `json:"a"`
	B          string `json:"b"`
	Equivalent bool   `json:"equivalent"`
	// Invalid names the input that is not a URN in the syntax: "a",
	// "b" or "both"; the expected answer is then an error.
	Invalid   string `json:"invalid,omitempty"`
	Strength  string `json:"strength"` // as in ParseCase: always "must"
	Section   string `json:"section"`
	Source    string `json:"source"`
	Behaviour string `json:"behaviour"`
}

// A NormalizationCase is one case of normalization.json: a valid URN
// and its canonical form under RFC 8141 section 3.1 (components kept
// as written).
type NormalizationCase struct {
	ID     string `json:"id"`
	Syntax string `json:"syntax"`
	Input  string `json:"input"`
	// Invalid is true when the input is not a URN in the syntax: the
	// expected answer is then an error, and there is no canonical form.
	Invalid   bool   `json:"invalid,omitempty"`
	Canonical string `json:"canonical,omitempty"`
	// AssignedName is the canonical form of the assigned-name alone,
	// for implementations whose normal form drops the components.
	AssignedName string `json:"assigned_name,omitempty"`
	// Strength, Other, OpenBy and Groups are as in ParseCase.
	Strength  string           `json:"strength"`
	Other     []map[string]any `json:"other_answers,omitempty"`
	OpenBy    []string         `json:"open_by,omitempty"`
	Groups    []string         `json:"groups,omitempty"`
	Section   string           `json:"section"`
	Source    string           `json:"source"`
	Behaviour string           `json:"behaviour"`
}

// A NamespaceCase is one case of namespace.json: a namespace rule
// applied to a valid RFC 8141 URN, or the class of a NID.
type NamespaceCase struct {
	ID   string `json:"id"`
	Kind string `json:"kind"` // validate, equivalence, normalize or class
	// Input is a URN, or a NID for kind class.
	Input string `json:"input"`
	NID   string `json:"nid"`
	// Registered tells whether IANA registered the NID; the rules of
	// an unregistered one are those of the specification that defines
	// it. Absent for kind class.
	Registered *bool `json:"registered,omitempty"`

	Valid      *bool  `json:"valid,omitempty"`      // validate
	Offset     *int   `json:"offset,omitempty"`     // validate, when not valid
	Other      string `json:"other,omitempty"`      // equivalence
	Equivalent *bool  `json:"equivalent,omitempty"` // equivalence
	Canonical  string `json:"canonical,omitempty"`  // normalize
	Class      string `json:"class,omitempty"`      // class

	// Strength, OtherAnswers, OpenBy and Groups are as Strength,
	// Other, OpenBy and Groups in ParseCase.
	Strength     string           `json:"strength"`
	OtherAnswers []map[string]any `json:"other_answers,omitempty"`
	OpenBy       []string         `json:"open_by,omitempty"`
	Groups       []string         `json:"groups,omitempty"`
	Section      string           `json:"section"`
	Source       string           `json:"source"`
	Behaviour    string           `json:"behaviour"`
}

// A Suite is the whole suite.
type Suite struct {
	Parse         []ParseCase
	Equivalence   []EquivalenceCase
	Normalization []NormalizationCase
	Namespace     []NamespaceCase
}

// Len returns the number of cases of s.
func (s *Suite) Len() int {
	return len(s.Parse) + len(s.Equivalence) + len(s.Normalization) + len(s.Namespace)
}

// Version is the version of the suite, in every file: the major number
// changes when a case changes its expected answer or leaves, or the
// schema changes incompatibly; the minor when cases or keys are added.
// CHANGELOG.md gives each version.
const Version = "3.0.0"

// descriptions head each file.
var descriptions = map[string]string{
	ParseFile:         "URN parse cases: an input, the syntax (rfc8141, rfc2141, draft14), and either the parts (nid, nss, r, q, f; null when absent) or the byte offset and rule (error) where the input stops being a URN. See README.md.",
	EquivalenceFile:   "URN equivalence cases: two URNs and whether RFC 8141 section 3 calls them equivalent. See README.md.",
	NormalizationFile: "URN normalization cases: a URN, its canonical form under RFC 8141 section 3.1 with the components kept as written, and the canonical assigned-name alone. See README.md.",
	NamespaceFile:     "Namespace rules (optional): the validity, equivalence and canonical form of URNs under the rules of their namespace's registration (or, for an NID IANA has not registered, of the specification that defines it), and the class of NIDs under RFC 8141 sections 5.1 and 5.2. See README.md.",
}

// Files renders s as the files of the suite, one case a line.
func (s *Suite) Files() (map[string][]byte, error) {
	files := map[string][]byte{}
	var err error
	put := func(name string, cases []any) {
		if err != nil {
			return
		}
		var b bytes.Buffer
		b.WriteString("{\n\"description\": ")
		writeJSON(&b, descriptions[name])
		b.WriteString(",\n\"version\": ")
		writeJSON(&b, Version)
		b.WriteString(",\n\"generated_by\": \"go test ./internal/conformance -run TestGenerated -update\",\n\"cases\": [\n")
		for i, c := range cases {
			if e := writeJSON(&b, c); e != nil {
				err = e
				return
			}
			if i < len(cases)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString("]\n}\n")
		files[name] = b.Bytes()
	}
	put(ParseFile, anySlice(s.Parse))
	put(EquivalenceFile, anySlice(s.Equivalence))
	put(NormalizationFile, anySlice(s.Normalization))
	put(NamespaceFile, anySlice(s.Namespace))
	return files, err
}

func anySlice[T any](s []T) []any {
	out := make([]any, len(s))
	for i := range s {
		out[i] = &s[i]
	}
	return out
}

// writeJSON appends v to b as JSON without HTML escaping and without
// the trailing newline.
func writeJSON(b *bytes.Buffer, v any) error {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	b.Truncate(b.Len() - 1)
	return nil
}

// MarshalJSON writes the parts of a valid case, with null for an
// absent component, or the offset and rule of an invalid one.
func (c *ParseCase) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	sep := byte('{')
	put := func(key string, v any) {
		b.WriteByte(sep)
		sep = ','
		writeJSON(&b, key)
		b.WriteByte(':')
		writeJSON(&b, v)
	}
	put("id", c.ID)
	put("syntax", c.Syntax)
	if c.RejectNUL {
		put("reject_nul", true)
	}
	if c.Input != nil {
		put("input", *c.Input)
	} else {
		put("input_hex", c.InputHex)
	}
	put("valid", c.Valid)
	if c.Valid {
		put("nid", c.NID)
		put("nss", c.NSS)
		put("r", c.R)
		put("q", c.Q)
		put("f", c.F)
	} else {
		put("offset", c.Offset)
		put("error", c.Error)
	}
	put("strength", c.Strength)
	if len(c.Other) > 0 {
		put("other_answers", c.Other)
		put("open_by", c.OpenBy)
		put("groups", c.Groups)
	}
	put("section", c.Section)
	if c.Production != "" {
		put("production", c.Production)
	}
	put("source", c.Source)
	put("behaviour", c.Behaviour)
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads what MarshalJSON writes.
func (c *ParseCase) UnmarshalJSON(data []byte) error {
	type plain ParseCase
	var parts struct{ R, Q, F *string }
	if err := json.Unmarshal(data, (*plain)(c)); err != nil {
		return err
	}
	if err := json.Unmarshal(data, &parts); err != nil {
		return err
	}
	c.R, c.Q, c.F = parts.R, parts.Q, parts.F
	return nil
}

// setInput sets the input of c, as hex when it is not UTF-8.
func (c *ParseCase) setInput(s string) {
	if utf8.ValidString(s) {
		c.Input = &s
		return
	}
	c.InputHex = hex.EncodeToString([]byte(s))
}

// Load reads the suite from dir.
func Load(dir string) (*Suite, error) {
	var s Suite
	for _, f := range []struct {
		name string
		v    any
	}{{ParseFile, &s.Parse}, {EquivalenceFile, &s.Equivalence},
		{NormalizationFile, &s.Normalization}, {NamespaceFile, &s.Namespace}} {
		data, err := os.ReadFile(filepath.Join(dir, f.name))
		if err != nil {
			return nil, err
		}
		var file struct{ Cases json.RawMessage }
		if err := json.Unmarshal(data, &file); err != nil {
			return nil, fmt.Errorf("%s: %v", f.name, err)
		}
		if err := json.Unmarshal(file.Cases, f.v); err != nil {
			return nil, fmt.Errorf("%s: %v", f.name, err)
		}
	}
	return &s, nil
}
