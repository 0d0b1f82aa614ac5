// Package values keeps go-urn's URNs in types and fields.
package values

import (
	"fmt"

	gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// Record holds URNs.
type Record struct {
	Owner  *gourn.URN            // want `a urn.URN is a value`
	Self   gourn.URN             // want `a urn.URN holds any URN`
	Strict gourn.URN8141         // want `a urn.URN holds any URN`
	All    []*gourn.URN          // want `a urn.URN is a value`
	ByName map[string]*gourn.URN // want `a urn.URN is a value`
}

// SetSelf parses s as the record's own URN.
func (r *Record) SetSelf(s string) bool {
	u, ok := gourn.Parse([]byte(s)) // want `parse with urnkit`
	if !ok {
		return false
	}
	r.Self = *u                    // want `a urn.URN is a value`
	r.All = append(r.All, &r.Self) // want `a urn.URN is a value`
	return true
}

// Describe prints the record.
func (r *Record) Describe() string {
	if r.Owner == nil { // want `the zero urn.URN`
		return "no owner"
	}
	strict := r.Strict.URN                                                                          // want `a URN8141 becomes a urn.URN`
	return fmt.Sprintf("%s %s %s %s", r.Owner.ID, r.Self.SS, strict.String(), r.Owner.RComponent()) // want `read the NID` `read the NSS`
}

// Owned returns r's owner, or nil.
func (r *Record) Owned() (*gourn.URN, bool) { // want `a urn.URN is a value`
	if r.Owner != nil { // want `the zero urn.URN`
		return r.Owner, true
	}
	return nil, false // want `the zero urn.URN`
}
