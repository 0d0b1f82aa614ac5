// Package urn is a stand-in for the part of github.com/urnkit/urn that
// the fixture "both" uses.
package urn

// URN is a URN.
type URN struct{ s string }

// Parse parses s.
func Parse(s string) (URN, error) { return URN{s}, nil }

// String returns the URN.
func (u URN) String() string { return u.s }
