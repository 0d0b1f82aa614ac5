// Package normalize normalizes URNs parsed in go-urn's default mode,
// RFC 2141, where only the case of %XX differs, and in RFC 8141.
package normalize

import (
	"github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// Key returns the normal form of an RFC 2141 URN.
func Key(s string) (string, bool) {
	u, ok := urn.Parse([]byte(s)) // want `parse with urnkit in RFC 2141`
	if !ok {
		return "", false
	}
	return u.Normalize().String(), true // want `^urnkit's Normalize in place of go-urn's; the URN was parsed in RFC 2141, which has no components, so the one difference is the case of the hex digits of %XX: urnkit's Normalize upper-cases them \(urn:example:a%2F\) where go-urn's lower-cased them \(urn:example:a%2f\) \(MIGRATING.md#comparing-and-normalizing\)$`
}

// MachineKey does the same with a machine.
func MachineKey(s string) (string, error) {
	u, err := urn.NewMachine().Parse([]byte(s)) // want `parse with urnkit in RFC 2141`
	if err != nil {
		return "", nil
	}
	n := u.Normalize() // want `the URN was parsed in RFC 2141`
	return n.String(), nil
}

// Check parses s and normalizes it, throwing the result away.
func Check(s string) bool {
	u, ok := urn.Parse([]byte(s)) // want `parse with urnkit`
	if ok {
		u.Normalize() // want `^the result of Normalize is not used, so the call changes nothing, with go-urn as with urnkit: both return a new URN and leave the receiver as it was$`
	}
	return ok
}

// Key8141 normalizes an RFC 8141 URN, whose components go-urn drops and
// urnkit keeps.
func Key8141(s string) string {
	u, ok := urn.Parse([]byte(s), urn.WithParsingMode(urn.RFC8141Only)) // want `parse with urnkit in RFC 8141`
	if !ok {
		return ""
	}
	return u.Normalize().String() // want `urnkit's Normalize upper-cases the hex digits of %XX and keeps the r-, q- and f-components`
}

// Reparsed normalizes a URN that is assigned again after its parse: it
// may come from elsewhere.
func Reparsed(s, t string) string {
	u, ok := urn.Parse([]byte(s)) // want `parse with urnkit`
	if !ok {
		u, _ = urn.Parse([]byte(t), urn.WithParsingMode(urn.RFC8141Only)) // want `the parse error is ignored` `parse with urnkit in RFC 8141`
	}
	return u.Normalize().String() // want `urnkit's Normalize upper-cases the hex digits of %XX and keeps`
}
