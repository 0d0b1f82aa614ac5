// Package reports uses go-urn in the ways that cannot be rewritten
// without changing behaviour.
package reports

import (
	"encoding/json"
	"errors"
	"strings"

	gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn` `go-urn stays imported as gourn, whose name the code left for a person still uses \(gourn.URN 2 time\(s\), gourn.Parse 2 time\(s\), gourn.WithParsingMode 2 time\(s\), gourn.RFC7643Only 1 time\(s\), gourn.ParsingMode 1 time\(s\)\); that code is among this file's 15 other report`
)

// Versioned appends a version to the NSS of u.
func Versioned(u *gourn.URN) *gourn.URN { // want `a urn.URN is a value` `a urn.URN is a value`
	u.SS += ":v2" // want `a urn.URN cannot be changed in place`
	return u
}

// Build builds a URN from its parts.
func Build(nid, nss string) string {
	return (&gourn.URN{ID: nid, SS: nss}).String() // want `a URN built field by field.*MIGRATING.md#reading-and-assigning-parts`
}

// Rebuild rebuilds u from its parts.
func Rebuild(u *gourn.URN) string { // want `a urn.URN is a value`
	return (&gourn.URN{ID: u.ID, SS: u.SS}).String() // want `a URN built field by field.*MIGRATING.md#rebuilding-from-nid-and-nss-drops-components`
}

// MustParse ignores the error.
func MustParse(s string) string {
	u, _ := gourn.Parse([]byte(s)) // want `the parse error is ignored.*MIGRATING.md#ignored-parse-errors` `parse with urnkit`
	return u.ID                    // want `read the NID`
}

// SCIMName returns the name of a SCIM URN.
func SCIMName(s string) string {
	u, ok := gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC7643Only)) // want `SCIM mode.*MIGRATING.md#scim`
	if !ok || !u.IsSCIM() {                                                   // want `IsSCIM has no counterpart`
		return ""
	}
	return u.SCIM().Name // want `SCIM has no counterpart`
}

// Mode parses with a mode chosen at run time.
func Mode(s string, mode gourn.ParsingMode) bool { // want `gourn.ParsingMode used as a value`
	_, ok := gourn.Parse([]byte(s), gourn.WithParsingMode(mode)) // want `parsing mode chosen at run time.*MIGRATING.md#parsing-modes`
	return ok
}

// Doc holds a URN decoded from JSON.
type Doc struct {
	ID     gourn.URN     // want `a field that JSON decoding fills becomes a urn.RFC2141URN.*MIGRATING.md#json-decoding-widens-the-syntax`
	Strict gourn.URN8141 // want `a urn.URN holds any URN`
}

// Decode decodes a Doc.
func Decode(b []byte) (Doc, error) {
	var d Doc
	err := json.Unmarshal(b, &d) // want `JSON decoded into go-urn's URN8141`
	return d, err
}

// DecodeStrict decodes a URN8141.
func DecodeStrict(b []byte) (gourn.URN8141, error) { // want `a urn.URN holds any URN`
	var u gourn.URN8141                                             // want `a urn.URN holds any URN`
	err := json.NewDecoder(strings.NewReader(string(b))).Decode(&u) // want `JSON decoded into go-urn's URN8141.*MIGRATING.md#json-text-and-sql`
	return u, err
}

// Encode encodes u.
func Encode(u *gourn.URN) ([]byte, error) { // want `a urn.URN is a value`
	return u.MarshalJSON() // want `a urn.URN has no MarshalJSON`
}

// Key returns the normal form of u.
func Key(u *gourn.URN) string { // want `a urn.URN is a value`
	return u.Normalize().String() // want `urnkit's Normalize upper-cases.*MIGRATING.md#comparing-and-normalizing`
}

// IsInvalid tells go-urn's JSON error by its text.
func IsInvalid(err error) bool {
	return strings.HasPrefix(err.Error(), "invalid URN: ") // want `go-urn's error text.*MIGRATING.md#error-text`
}

// Why returns go-urn's error for s.
func Why(s string) error {
	m := gourn.NewMachine()                       // want `a urn.Parser parses`
	if _, err := m.Parse([]byte(s)); err != nil { // want `parse with urnkit`
		return errors.New("bad: " + m.Error().Error()) // want `Machine.Error has no counterpart`
	}
	return nil
}
