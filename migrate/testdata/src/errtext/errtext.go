// Package errtext does not import go-urn, but depends on it through
// plain, and holds go-urn's error text.
package errtext

import (
	"strings"

	"plain"

	_ "github.com/leodido/go-urn/scim/schema" // want `has no counterpart: urnkit's SCIM support is namespace.SCIM`
)

// Valid reports whether s is an RFC 2141 URN.
func Valid(s string) bool { return plain.RFC2141(s) }

// FromGoURN reports whether msg is one of go-urn's parse errors.
func FromGoURN(msg string) bool {
	return strings.Contains(msg, "[col ") || strings.HasPrefix(msg, "expecting the identifier to be") // want `go-urn's error text` `go-urn's error text`
}
