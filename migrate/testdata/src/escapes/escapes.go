// Package escapes parses with go-urn's machine and lets the parse error
// reach its callers in each of the ways they can see its text.
package escapes

import (
	"errors"
	"fmt"
	"log"

	"github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// FromString returns the URN of s, or go-urn's error.
func FromString(s string) (*urn.URN, error) { // want `a urn.URN is a value`
	u, err := urn.NewMachine().Parse([]byte(s)) // want `parse with urnkit in RFC 2141.*; its error is returned here and reaches callers, with urnkit's text .* in place of go-urn's .*MIGRATING.md#error-text\)$`
	if err != nil {
		return nil, err // want `the zero urn.URN`
	}
	return u, nil
}

// Wrapped wraps the parse error.
func Wrapped(s string) error {
	_, err := urn.NewMachine().Parse([]byte(s)) // want `its error is wrapped here and reaches callers`
	if err != nil {
		return fmt.Errorf("escapes: %q: %w", s, err)
	}
	return nil
}

// Must panics with the parse error.
func Must(s string) *urn.URN { // want `a urn.URN is a value`
	u, err := urn.NewMachine().Parse([]byte(s)) // want `its error is given to panic here and reaches callers`
	if err != nil {
		panic(err)
	}
	return u
}

// Logged logs the parse error.
func Logged(s string) bool {
	_, err := urn.NewMachine().Parse([]byte(s)) // want `its error is logged here and reaches callers`
	if err != nil {
		log.Printf("escapes: %v", err)
		return false
	}
	return true
}

// Valid only tests the error: its text reaches no one.
func Valid(s string) bool {
	_, err := urn.NewMachine().Parse([]byte(s)) // want `^parse with urnkit in RFC 2141, go-urn's default mode; it refuses [^;]*\)$`
	return err == nil
}

// errBad is the error of Checked.
var errBad = errors.New("escapes: not a URN")

// Checked returns its own error, whatever the parse error says.
func Checked(s string) error {
	if _, err := urn.NewMachine().Parse([]byte(s)); err != nil { // want `^parse with urnkit in RFC 2141, go-urn's default mode; it refuses [^;]*\)$`
		return errBad
	}
	return nil
}

// Scan sets *u from src, returning the error of FromString.
func Scan(u **urn.URN, src string) error { // want `a urn.URN is a value`
	v, err := FromString(src) // want `a call of FromString.*; the error of FromString, a parse error of urnkit's after the migration, with other text than go-urn's, is returned here and reaches callers \(MIGRATING.md#error-text\)$`
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// Known reports whether s is a URN, dropping the error of FromString.
func Known(s string) bool {
	_, err := FromString(s)
	return err == nil
}

// Named sets its named result to the parse error, which a bare return
// hands to callers.
func Named(s string) (err error) {
	_, err = urn.NewMachine().Parse([]byte(s)) // want `its error is returned here and reaches callers`
	return
}
