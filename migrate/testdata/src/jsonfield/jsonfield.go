// Package jsonfield decodes records whose URN fields go-urn decoded in
// RFC 2141, from JSON and from an SQL column that holds JSON.
package jsonfield

import (
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"fmt"

	gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// Record is a document with an owner and an optional parent.
type Record struct {
	Name   string
	Owner  gourn.URN  // want `a field that JSON decoding fills becomes a urn.RFC2141URN.*; it decodes "" and null to the zero URN where go-urn v1.5.0 \(assumed[^)]*\) returned an error.*MIGRATING.md#json-decoding-widens-the-syntax`
	Parent *gourn.URN `json:"parent,omitempty"` // want `a field that JSON decoding fills becomes a urn.RFC2141URN` `omitzero omits the zero URN`
}

// Decode decodes a Record from JSON and returns its owner's parts and
// its parent.
func Decode(b []byte) (nid, nss, parent string, err error) {
	var r Record
	if err := json.Unmarshal(b, &r); err != nil {
		return "", "", "", err
	}
	if r.Parent != nil { // want `the zero urn.URN`
		parent = r.Parent.String()
	}
	return r.Owner.ID, r.Owner.SS, parent, nil // want `read the NID` `read the NSS`
}

// Owner returns the owner of r, as go-urn's pointer or urnkit's value.
func Owner(r *Record) *gourn.URN { // want `a urn.URN is a value`
	return &r.Owner // want `a urn.URN is a value` `the urn.URN of a urn.RFC2141URN field`
}

// WithParent returns a Record named name whose parent is p.
func WithParent(name string, p *gourn.URN) Record { // want `a urn.URN is a value`
	return Record{Name: name, Parent: p} // want `the value of a urn.RFC2141URN field`
}

// Scan implements sql.Scanner: the column holds a Record as JSON.
func (r *Record) Scan(src any) error {
	switch v := src.(type) {
	case []byte:
		return json.Unmarshal(v, r)
	case string:
		return json.Unmarshal([]byte(v), r)
	}
	return fmt.Errorf("jsonfield: cannot scan %T", src)
}

// Value implements driver.Valuer: the Record as JSON.
func (r Record) Value() (driver.Value, error) {
	return json.Marshal(r)
}

// ScanOwner scans src into a Record as database/sql does for a column,
// and returns the Record's owner.
func ScanOwner(src any) (string, error) {
	var n sql.Null[Record]
	if err := n.Scan(src); err != nil {
		return "", err
	}
	return n.V.Owner.String(), nil
}

// Stored returns what Value stores for a Record named name, owned by
// the URN owner, whose parent is parent.
func Stored(name, owner, parent string) (driver.Value, error) {
	var r Record
	o, ok := gourn.Parse([]byte(owner)) // want `parse with urnkit`
	if !ok {
		return nil, fmt.Errorf("jsonfield: not a URN: %q", owner)
	}
	r.Name, r.Owner = name, *o                    // want `a urn.URN is a value` `the urn.URN of a urn.RFC2141URN field`
	if p, ok := gourn.Parse([]byte(parent)); ok { // want `parse with urnkit`
		r = WithParent(name, p)
		r.Owner = *o // want `a urn.URN is a value` `the urn.URN of a urn.RFC2141URN field`
	}
	return r.Value()
}

// Wrapped decodes itself: JSON decoding fills none of its fields, so its
// URN is not rewritten to urn.RFC2141URN.
type Wrapped struct {
	u gourn.URN // want `a urn.URN holds any URN`
}

// UnmarshalJSON decodes a JSON string that holds a URN.
func (w *Wrapped) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	u, ok := gourn.Parse([]byte(s)) // want `parse with urnkit`
	if !ok {
		return fmt.Errorf("jsonfield: not a URN: %q", s)
	}
	w.u = *u // want `a urn.URN is a value`
	return nil
}

// Envelope holds a Wrapped, decoded through its own UnmarshalJSON.
type Envelope struct {
	W Wrapped `json:"w"`
}

// DecodeEnvelope decodes an Envelope and returns its URN.
func DecodeEnvelope(b []byte) (string, error) {
	var e Envelope
	err := json.Unmarshal(b, &e)
	return e.W.u.String(), err
}
