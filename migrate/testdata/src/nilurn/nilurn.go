// Package nilurn reads and calls a *URN that can be nil: each panicked,
// and after the migration goes on with the zero URN.
package nilurn

import (
	"database/sql/driver"

	"github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// Ref holds a URN that may never be set.
type Ref struct {
	value *urn.URN // want `a urn.URN is a value`
}

// String returns the URN's text.
func (r *Ref) String() string {
	return r.value.String() // want `^urnkit's String in place of go-urn's; this call of String panicked on a nil \*URN; on the zero urn.URN, which stands for no URN after the migration, String returns "" without a word, so that the program goes on where it crashed: make sure a URN is always set here, or test IsValid first \(MIGRATING.md#a-nil-urn-no-longer-panics\)$`
}

// Namespace returns the URN's NID.
func (r *Ref) Namespace() string {
	return r.value.ID // want `read the NID with its method; this read of ID panicked on a nil \*URN; on the zero urn.URN.*NID\(\) returns ""`
}

// Value implements driver.Valuer.
func (r *Ref) Value() (driver.Value, error) {
	return r.String(), nil // want `a call of String; String panicked where a \*URN it reads was nil \(noted in String, or in a function it calls\); after the migration it goes on with the zero urn.URN there, and so does this call`
}

// Safe tests the URN before it reads it.
func (r *Ref) Safe() string {
	if r.value == nil { // want `the zero urn.URN`
		return "-"
	}
	return r.value.String()
}

// Both tests the URN in the same condition.
func (r *Ref) Both() bool {
	return r.value != nil && r.value.SS != "" // want `the zero urn.URN` `^read the NSS with its method$`
}

// Inside tests the URN around the read.
func (r *Ref) Inside() string {
	if r.value != nil { // want `the zero urn.URN`
		return r.value.SS // want `^read the NSS with its method$`
	}
	return ""
}

// Equal compares the URNs of two exported parameters, which callers in
// other packages may give as nil.
func Equal(a, b *urn.URN) bool { // want `a urn.URN is a value`
	return a.Equal(b) // want `this call of Equal panicked on a nil \*URN`
}

// parsed reads a URN that was just parsed: it is not nil.
func parsed(s string) string {
	u, ok := urn.Parse([]byte(s)) // want `parse with urnkit`
	if !ok {
		return ""
	}
	return u.String()
}

// first reads a parameter of an unexported function, which Uses gives
// a field that can be nil.
func first(u *urn.URN) string { // want `a urn.URN is a value`
	return u.ID // want `read the NID with its method; this read of ID panicked on a nil \*URN`
}

// second reads a parameter of an unexported function, which its one
// caller gives a URN just parsed.
func second(u *urn.URN) string { // want `a urn.URN is a value`
	return u.ID // want `^read the NID with its method$`
}

// Uses calls parsed, first and second.
func Uses(s string, r *Ref) string {
	u, ok := urn.Parse([]byte(s)) // want `parse with urnkit`
	if !ok {
		return ""
	}
	return parsed(s) + first(r.value) + second(u) // want `a call of first; first panicked where a \*URN it reads was nil`
}

// known maps names to URNs.
var known = map[string]*urn.URN{} // want `a urn.URN is a value`

// lookup returns the URN of name, or nil.
func lookup(name string) *urn.URN { // want `a urn.URN is a value`
	if name == "" {
		return nil // want `the zero urn.URN`
	}
	return known[name]
}

// Describe returns the text of the URN that lookup gives, which may be
// nil.
func Describe(name string) string {
	u := lookup(name)
	return u.String() // want `this call of String panicked on a nil \*URN`
}

// Checked tests what lookup gives before it reads it.
func Checked(name string) string {
	if u := lookup(name); u != nil { // want `the zero urn.URN`
		return u.String()
	}
	return ""
}
