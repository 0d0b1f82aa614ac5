// Package plain imports go-urn as urn, as validator does.
package plain

import (
	"errors"

	urn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// RFC2141 reports whether s is an RFC 2141 URN.
func RFC2141(s string) bool {
	_, match := urn.Parse([]byte(s)) // want `parse with urnkit`
	return match
}

// RFC8141 reports whether s is an RFC 8141 URN.
func RFC8141(s string) bool {
	_, match := urn.Parse([]byte(s), urn.WithParsingMode(urn.RFC8141Only)) // want `parse with urnkit`
	return match
}

// Same reports whether a and b are equivalent RFC 2141 URNs.
func Same(a, b []byte) (bool, error) {
	err := errors.New("not a URN")
	x, ok := urn.Parse(a, urn.WithParsingMode(urn.DefaultParsingMode)) // want `parse with urnkit`
	if !ok {
		return false, err
	}
	y, ok2 := urn.Parse(b) // want `parse with urnkit`
	if !ok2 || x == nil {  // want `the zero urn.URN`
		return false, err
	}
	return x.Equal(y) && x.String() != "", nil
}
