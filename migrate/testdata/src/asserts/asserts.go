// Package asserts checks parsed URNs with testify, whose NotNil and Nil
// can never fail on a urn.URN value: they are rewritten to True and
// False of IsValid.
package asserts

import (
	gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
	"github.com/stretchr/testify/assert"
)

// Present asserts that s is a URN, and reports whether the assertion
// held.
func Present(t assert.TestingT, s string) bool {
	u, _ := gourn.Parse([]byte(s)) // want `parse with urnkit` `the parse error is ignored`
	return assert.NotNil(t, u)     // want `NotNil on a urn.URN value can never fail`
}

// Absent asserts that s is not a URN, and reports whether the assertion
// held.
func Absent(t assert.TestingT, s string) bool {
	u, _ := gourn.Parse([]byte(s)) // want `parse with urnkit` `the parse error is ignored`
	a := assert.New(t)
	return a.Nil(u, "want no URN") // want `Nil on a urn.URN value can never fail`
}
