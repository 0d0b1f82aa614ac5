// Package staysgourn builds a URN field by field: the literal is left
// for a person, and the variable it sets stays go-urn's URN.
package staysgourn

import (
	"github.com/leodido/go-urn" // want `import github.com/urnkit/urn` `^go-urn stays imported as gourn, whose name the code left for a person still uses \(gourn.URN 2 time\(s\), gourn.ParsingMode 1 time\(s\), gourn.Parse 1 time\(s\), gourn.WithParsingMode 1 time\(s\)\); that code is among this file's 11 other report\(s\), each at its line; drop the import once they are rewritten \(MIGRATING.md#uses-left-to-rewrite-by-hand\)$`
)

// typeURN builds the URN of a framework and its collector.
func typeURN(framework, collector, action string) string {
	u := urn.URN{}   // want `a URN built field by field`
	u.ID = framework // want `^this assigns ID of a go-urn URN, and u stays one after the rewrite, since the go-urn literal that sets it is left for a person: rewrite the two together, building the NSS as a string and then the URN once with urn.New or Parser.New \(MIGRATING.md#reading-and-assigning-parts\)$`
	u.SS = collector // want `this assigns SS of a go-urn URN, and u stays one`
	if action != "" {
		u.SS += "," + action // want `this assigns SS of a go-urn URN, and u stays one`
	}
	return u.String()
}

// withVersion appends a version to the NSS of a parsed URN, which
// becomes a urn.URN.
func withVersion(s string) string {
	u, ok := urn.Parse([]byte(s)) // want `parse with urnkit`
	if !ok {
		return ""
	}
	u.SS += ":v2" // want `^a urn.URN cannot be changed in place`
	return u.String()
}

// Build returns the URN of a framework, built field by field: the
// variable stays go-urn's, and the return fails to build once the result
// is a urn.URN.
func Build(framework string) *urn.URN { // want `a urn.URN is a value`
	u := &urn.URN{}  // want `a URN built field by field`
	u.ID = framework // want `this assigns ID of a go-urn URN, and u stays one`
	return u         // want `^u stays a go-urn URN after the rewrite, since the go-urn literal that sets it is left for a person, and here it goes where a urn.URN is expected: this line fails to build until the two are rewritten together \(MIGRATING.md#reading-and-assigning-parts\)$`
}

// Parsed parses in a mode chosen at run time: the parse is left for a
// person, and the variable it sets stays go-urn's.
func Parsed(s string, mode urn.ParsingMode) *urn.URN { // want `a urn.URN is a value` `gourn.ParsingMode used as a value`
	u, ok := urn.Parse([]byte(s), urn.WithParsingMode(mode)) // want `parsing mode chosen at run time`
	if !ok {
		return nil // want `the zero urn.URN`
	}
	return u // want `^u stays a go-urn URN after the rewrite, since the go-urn parse that sets it is left for a person`
}
