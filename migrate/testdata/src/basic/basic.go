package basic

import (
	"fmt"

	gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

func valid(s string) bool {
	_, ok := gourn.Parse([]byte(s)) // want `parse with urnkit in RFC 2141.*ok becomes err == nil; it refuses .*%zz.* and %00, which go-urn v1.5.0 \(assumed: go.mod names no go-urn version\) accepted, and accepts .*urn:uic:x.*MIGRATING.md#in-go-urns-default-mode-rfc-2141\)$`
	return ok
}

func parts(s string) (string, string, error) {
	u, ok := gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC8141Only)) // want `parse with urnkit in RFC 8141.*it refuses .*%zz.*\?\+r\?=.*accepts .*urn:urn-s:x.*\(MIGRATING.md#in-rfc-8141-mode\)$`
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
