// Package oidurn is a JSON type for URNs of the oid namespace.
package oidurn

import (
	"encoding/json"
	"fmt"

	urn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// OID is an OID URN with a value after the OID.
type OID struct {
	u   urn.URN // want `a urn.URN holds any URN`
	oid string
}

// New returns the OID URN of oid and value.
func New(oid, value string) OID {
	u, _ := urn.Parse([]byte("urn:oid:" + oid + ":" + value)) // want `the parse error is ignored` `parse with urnkit`
	return OID{u: *u, oid: oid}                               // want `a urn.URN is a value`
}

// MarshalJSON encodes o as a JSON string.
func (o OID) MarshalJSON() ([]byte, error) {
	return json.Marshal(o.u.String())
}

// UnmarshalJSON decodes an OID URN.
func (o *OID) UnmarshalJSON(b []byte) error {
	var u urn.URN                                 // want `a urn.URN holds any URN`
	if err := json.Unmarshal(b, &u); err != nil { // want `JSON decoded into go-urn's URN was RFC 2141`
		return err
	}
	if u.ID != "oid" { // want `read the NID`
		return fmt.Errorf("invalid OID URN: %s", b)
	}
	o.u = u
	return nil
}
