// Package machine uses go-urn's Machine.
package machine

import gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`

// Check returns why s is not an RFC 8141 URN.
func Check(s string) error {
	_, err := gourn.NewMachine(gourn.WithParsingMode(gourn.RFC8141Only)).Parse([]byte(s)) // want `parse with urnkit`
	return err
}

// Parser parses in go-urn's default mode.
var Parser gourn.Machine = gourn.NewMachine() // want `a urn.Parser parses` `a urn.Parser parses`

// NID returns the NID of b, or "".
func NID(b []byte) string {
	u, err := Parser.Parse(b) // want `parse with urnkit`
	if err != nil {
		return ""
	}
	return u.ID // want `read the NID`
}
