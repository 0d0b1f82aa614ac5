// Package conflict declares the name urn, so go-urn's name stays.
package conflict

import gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn` `go-urn stays imported as gourn2`

var fallback, fallbackOK = gourn.Parse([]byte("urn:example:fallback")) // want `the bool of go-urn's Parse is used here`

// NSS returns the NSS of the URN s, or of the fallback.
func NSS(s string) string {
	urn, ok := gourn.Parse([]byte(s)) // want `parse with urnkit in RFC 2141`
	if ok == true {
		return urn.SS // want `read the NSS`
	}
	return ""
}

// Retry parses s, then t.
func Retry(s, t string) *gourn.URN { // want `a urn.URN is a value`
	u, ok := gourn.Parse([]byte(s)) // want `ok stays a bool`
	if !ok {
		u, ok = gourn.Parse([]byte(t)) // want `ok stays a bool`
	}
	if ok {
		return u
	}
	return nil // want `the zero urn.URN`
}
