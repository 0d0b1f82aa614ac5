// Package registry maps request types to URNs and back.
package registry

import (
	"encoding/json"
	"fmt"

	"github.com/leodido/go-urn" // want `import github.com/urnkit/urn` `go-urn stays imported as gourn, whose name the code left for a person still uses \(gourn.URN 1 time\(s\)\); that code is among this file's 1 other report`
)

// Type is a request type.
type Type int

// The request types.
const (
	None Type = iota
	Fetch
	Store
)

var names = map[Type]string{Fetch: "fetch", Store: "store"}

// URN returns the URN of t, or nil for None.
func (t Type) URN() *urn.URN { // want `a urn.URN is a value.*the exported method Type.URN changes from go-urn's \*urn.URN to urnkit's urn.URN: a breaking change`
	name, ok := names[t]
	if !ok {
		return nil // want `the zero urn.URN`
	}
	return &urn.URN{ID: "request", SS: name} // want `a URN built field by field.*#reading-and-assigning-parts`
}

// FromString returns the type whose URN is equivalent to s.
func FromString(s string) (Type, error) {
	u, ok := urn.Parse([]byte(s)) // want `parse with urnkit in RFC 2141`
	if !ok {
		return None, fmt.Errorf("not a URN: %q", s)
	}
	n := u.Normalize() // want `urnkit's Normalize`
	for t := range names {
		if v := t.URN(); v != nil && v.ID == n.ID && v.SS == n.SS { // want `the zero urn.URN` `read the NID` `read the NID` `read the NSS` `read the NSS`
			return t, nil
		}
	}
	return None, fmt.Errorf("no type for %s", u.String())
}

// MarshalJSON encodes t as its URN.
func (t Type) MarshalJSON() ([]byte, error) {
	return json.Marshal(t.URN().String()) // want `this call of String panicked on a nil \*URN; on the zero urn.URN.*String returns ""`
}
