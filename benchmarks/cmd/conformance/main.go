// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Conformance runs the URN conformance suite against urnkit and
// github.com/leodido/go-urn (the version of ../../go.mod), reads the
// answers of other implementations from files, and writes the pass
// table. It is run by ../../../conformance/run:
//
//	go run ./cmd/conformance [-suite DIR] [-answers DIR] [-out FILE] [-examples N] [-dump DIR]
//
// -answers names a directory of answer files (*.json, the format of
// ../../../conformance/README.md), one per implementation. The results
// of an implementation never make the program fail; a suite or an
// answers file that cannot be read does.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"

	gourn "github.com/leodido/go-urn"
	"github.com/urnkit/urn/internal/conformance"
)

func main() {
	suiteDir := flag.String("suite", "../conformance", "the `directory` of the suite")
	answersDir := flag.String("answers", "", "a `directory` of answer files of other implementations")
	out := flag.String("out", "", "write the table to `file` (default: standard output)")
	examples := flag.Int("examples", 3, "show the first `n` failures of each kind")
	dump := flag.String("dump", "", "also write the answers of urnkit and go-urn into `directory`")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("conformance: ")

	s, err := conformance.Load(*suiteDir)
	if err != nil {
		log.Fatal(err)
	}
	all := []*conformance.Answers{conformance.URNKit(s), GoURN(s)}
	if *dump != "" {
		for _, a := range all {
			data, err := json.Marshal(a)
			if err != nil {
				log.Fatal(err)
			}
			name := strings.Fields(a.Implementation)[0] + ".json"
			if err := os.WriteFile(filepath.Join(*dump, name), data, 0o666); err != nil {
				log.Fatal(err)
			}
		}
	}
	if *answersDir != "" {
		files, err := filepath.Glob(filepath.Join(*answersDir, "*.json"))
		if err != nil {
			log.Fatal(err)
		}
		sort.Strings(files)
		for _, f := range files {
			a, err := conformance.ReadAnswers(f)
			if err != nil {
				log.Fatal(err)
			}
			all = append(all, a)
		}
	}
	var impls []conformance.Implementation
	for _, a := range all {
		impls = append(impls, conformance.Implementation{Name: a.Implementation, Results: conformance.Check(s, a)})
	}
	header := fmt.Sprintf(`# Conformance results

The URN conformance suite of this directory (%d cases), run against each implementation by
`+"`bash conformance/run`"+`, which writes this file. A case is n/a where the implementation has no
way to answer it: no such syntax or option, an input that is not UTF-8 for a library that takes
strings, no such operation. Parts, offsets and rule names are compared only where an
implementation reports them. README.md says what each difference means.
`, s.Len())
	text := conformance.Markdown(header, impls, *examples)
	if *out == "" {
		fmt.Print(text)
		return
	}
	if err := os.WriteFile(*out, []byte(text), 0o666); err != nil {
		log.Fatal(err)
	}
}

// GoURN answers the cases of s with go-urn: RFC8141Only mode for RFC
// 8141, its default RFC2141Only mode for RFC 2141. It has no draft 14
// mode, no option to reject %00, no namespace rules but SCIM's, and no
// error offsets. Its Normalize drops the components, so it answers the
// canonical assigned-name; FComponent cannot tell an empty f-component
// from none, so an empty one is not reported.
func GoURN(s *conformance.Suite) *conformance.Answers {
	a := &conformance.Answers{Implementation: "go-urn " + goURNVersion(), Answers: map[string]map[string]any{}}
	mode := map[string]gourn.ParsingMode{"rfc8141": gourn.RFC8141Only, "rfc2141": gourn.RFC2141Only}
	na := func(why string) map[string]any { return map[string]any{"na": why} }
	parse := func(syntax, in string) (*gourn.URN, bool) {
		return gourn.Parse([]byte(in), gourn.WithParsingMode(mode[syntax]))
	}
	for _, c := range s.Parse {
		if _, ok := mode[c.Syntax]; !ok {
			a.Answers[c.ID] = na("no " + c.Syntax + " mode")
			continue
		}
		if c.RejectNUL {
			a.Answers[c.ID] = na("no option to reject %00")
			continue
		}
		u, ok := parse(c.Syntax, c.Bytes())
		if !ok {
			a.Answers[c.ID] = map[string]any{"valid": false}
			continue
		}
		opt := func(s string) any {
			if s == "" {
				return nil
			}
			return s
		}
		ans := map[string]any{"valid": true, "nid": u.ID, "nss": u.SS,
			"r": opt(u.RComponent()), "q": opt(u.QComponent())}
		if f := u.FComponent(); f != "" || c.Syntax == "rfc2141" {
			ans["f"] = opt(f)
		}
		a.Answers[c.ID] = ans
	}
	for _, c := range s.Equivalence {
		if _, ok := mode[c.Syntax]; !ok {
			a.Answers[c.ID] = na("no " + c.Syntax + " mode")
			continue
		}
		u, ok1 := parse(c.Syntax, c.A)
		v, ok2 := parse(c.Syntax, c.B)
		if !ok1 || !ok2 {
			a.Answers[c.ID] = map[string]any{"error": "does not parse"}
			continue
		}
		a.Answers[c.ID] = map[string]any{"equivalent": u.Equal(v)}
	}
	for _, c := range s.Normalization {
		if _, ok := mode[c.Syntax]; !ok {
			a.Answers[c.ID] = na("no " + c.Syntax + " mode")
			continue
		}
		u, ok := parse(c.Syntax, c.Input)
		if !ok {
			a.Answers[c.ID] = map[string]any{"error": "does not parse"}
			continue
		}
		a.Answers[c.ID] = map[string]any{"assigned_name": u.Normalize().String()}
	}
	for _, c := range s.Namespace {
		a.Answers[c.ID] = na("no namespace rules")
	}
	return a
}

// goURNVersion is the version of go-urn built into the program.
func goURNVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			if d.Path == "github.com/leodido/go-urn" {
				return d.Version
			}
		}
	}
	return "(version unknown)"
}
