package basic

import (
	"fmt"

	gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

func valid(s string) bool {
	_, ok := gourn.Parse([]byte(s)) // want `parse with urnkit`
	return ok
}

func parts(s string) (string, string, error) {
	u, ok := gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC8141Only)) // want `parse with urnkit`
	if !ok {
		return "", "", fmt.Errorf("not a URN: %q", s)
	}
	return u.ID, u.SS, nil // want `read the NID` `read the NSS`
}

func lookup(m map[string]string, k string) *gourn.URN { // want `a urn.URN is a value`
	if s, ok := m[k]; ok {
		if u, ok := gourn.Parse([]byte(s)); ok { // want `parse with urnkit`
			return u
		}
	}
	return nil // want `the zero urn.URN`
}

func present(u *gourn.URN) bool { // want `a urn.URN is a value`
	return u != nil // want `the zero urn.URN`
}
