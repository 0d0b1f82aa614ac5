// Package schema is a stand-in for go-urn v1.5.0's scim/schema.
package schema

// Type is the kind of a SCIM URN.
type Type int
