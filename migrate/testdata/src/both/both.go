// Package both uses both libraries, under its own names.
package both

import (
	"strings"

	gourn "github.com/leodido/go-urn" // want `drop the import of github.com/leodido/go-urn`
	kit "github.com/urnkit/urn"
)

// Agree reports whether both libraries accept s in RFC 8141 mode.
func Agree(s string) bool {
	_, errKit := kit.Parse(s)
	u, ok := gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC8141Only))           // want `parse with urnkit in RFC 8141`
	return ok == (errKit == nil) && (u == nil || strings.HasPrefix(u.String(), "urn:")) // want `the zero urn.URN`
}
