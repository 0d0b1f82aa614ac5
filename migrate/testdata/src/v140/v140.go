// Package v140 parses with go-urn v1.4.0, which its go.mod puts in place
// of v1.3.0.
package v140

import "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`

// Valid reports whether s is an RFC 2141 URN.
func Valid(s string) bool {
	_, ok := urn.Parse([]byte(s)) // want `it refuses a % not followed by two hex digits \(urn:example:a%zz\) and %00, which go-urn v1.4.0 accepted, and accepts NIDs that begin with u and have a : four characters on \(urn:uic:x, urn:u:x:y\), which go-urn v1.4.0 refused`
	return ok
}

// Valid8141 reports whether s is an RFC 8141 URN.
func Valid8141(s string) bool {
	_, ok := urn.Parse([]byte(s), urn.WithParsingMode(urn.RFC8141Only)) // want `which go-urn v1.4.0 refused; it also refuses urn:example:a\?x and urn:example:a#b#c, for which go-urn v1.4.0 returned true and a nil \*URN`
	return ok
}
