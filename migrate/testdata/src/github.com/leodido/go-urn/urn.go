// Package urn is a stand-in for github.com/leodido/go-urn v1.5.0 in the
// analyzer's tests: the exported API with the same signatures, and
// bodies that do nothing.
package urn

// Kind is the kind of URN a URN was parsed as.
type Kind int

// The kinds.
const (
	NONE Kind = iota
	RFC2141
	RFC7643
	RFC8141
)

// ParsingMode selects the syntax Parse accepts.
type ParsingMode int

// The parsing modes.
const (
	Default ParsingMode = iota
	RFC2141Only
	RFC7643Only
	RFC8141Only
)

// DefaultParsingMode is the mode when none is given.
const DefaultParsingMode = RFC2141Only

// Option configures a Machine.
type Option func(Machine)

// WithParsingMode selects the syntax.
func WithParsingMode(mode ParsingMode) Option { return nil }

// Machine parses URNs.
type Machine interface {
	Error() error
	Parse(input []byte) (*URN, error)
	WithParsingMode(ParsingMode)
}

// NewMachine returns a Machine.
func NewMachine(options ...Option) Machine { return nil }

// URN is a parsed URN.
type URN struct {
	ID string
	SS string
}

// SCIM holds the parts of a SCIM URN.
type SCIM struct {
	Name  string
	Other string
}

// Parse parses u.
func Parse(u []byte, options ...Option) (*URN, bool) { return nil, false }

// Normalize returns the normal form.
func (u *URN) Normalize() *URN { return nil }

// Equal reports lexical equivalence.
func (u *URN) Equal(x *URN) bool { return false }

// String reassembles the URN.
func (u *URN) String() string { return "" }

// MarshalJSON encodes the URN as a JSON string.
func (u URN) MarshalJSON() ([]byte, error) { return nil, nil }

// UnmarshalJSON decodes an RFC 2141 URN.
func (u *URN) UnmarshalJSON(bytes []byte) error { return nil }

// IsSCIM reports whether the URN was parsed as SCIM.
func (u *URN) IsSCIM() bool { return false }

// SCIM returns the SCIM parts.
func (u *URN) SCIM() *SCIM { return nil }

// RFC returns the kind.
func (u *URN) RFC() Kind { return NONE }

// FComponent returns the f-component.
func (u *URN) FComponent() string { return "" }

// QComponent returns the q-component.
func (u *URN) QComponent() string { return "" }

// RComponent returns the r-component.
func (u *URN) RComponent() string { return "" }

// URN8141 decodes JSON as RFC 8141.
type URN8141 struct {
	*URN
}

// MarshalJSON encodes the URN as a JSON string.
func (u URN8141) MarshalJSON() ([]byte, error) { return nil, nil }

// UnmarshalJSON decodes an RFC 8141 URN.
func (u *URN8141) UnmarshalJSON(bytes []byte) error { return nil }
