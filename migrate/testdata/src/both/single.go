package both

import "github.com/urnkit/urn"

import gourn "github.com/leodido/go-urn" // want `drop the import of github.com/leodido/go-urn`

// NID returns the NID of s in go-urn's default mode.
func NID(s string) string {
	if u, ok := gourn.Parse([]byte(s)); ok { // want `parse with urnkit in RFC 2141`
		return u.ID // want `read the NID`
	}
	_, err := urn.Parse(s)
	return err.Error()
}
