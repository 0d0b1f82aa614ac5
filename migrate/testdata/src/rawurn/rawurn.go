// Package rawurn wraps a URN whose NSS grows by segments.
package rawurn

import (
	"errors"
	"strings"

	gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// URN is a raw-data URN.
type URN struct {
	raw gourn.URN // want `a urn.URN holds any URN`
}

// FromPath makes the URN urn:raw:a:b:c of the path a/b/c.
func FromPath(path string) (*URN, bool) {
	u, ok := gourn.Parse([]byte("urn:raw:" + strings.ReplaceAll(path, "/", ":"))) // want `parse with urnkit in RFC 2141`
	if !ok {
		return nil, false
	}
	return &URN{raw: *u}, true // want `a urn.URN is a value`
}

// AddNSS appends a segment to the NSS.
func (u *URN) AddNSS(segment string) error {
	u.raw.SS = u.raw.SS + ":" + segment                    // want `a urn.URN cannot be changed in place` `read the NSS`
	if _, ok := gourn.Parse([]byte(u.raw.String())); !ok { // want `parse with urnkit in RFC 2141`
		return errors.New("rawurn: invalid segment " + segment)
	}
	return nil
}

// String returns the URN.
func (u *URN) String() string { return u.raw.String() }
