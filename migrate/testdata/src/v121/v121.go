// Package v121 parses with go-urn v1.2.1, which its go.mod requires: that
// version accepted the NIDs that begin with u (urn:uic:x), as urnkit
// does.
package v121

import "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`

// Valid reports whether s is a URN.
func Valid(s string) bool {
	_, err := urn.NewMachine().Parse([]byte(s)) // want `^parse with urnkit in RFC 2141, go-urn's default mode; it refuses a % not followed by two hex digits \(urn:example:a%zz\) and %00, which go-urn v1.2.1 accepted \(MIGRATING.md#in-go-urns-default-mode-rfc-2141\)$`
	return err == nil
}
