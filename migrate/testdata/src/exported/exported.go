// Package exported hands go-urn's URN to its importers: each exported
// name whose type changes breaks them.
package exported

import (
	"strings"

	"github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

// Kind names a kind of resource.
type Kind string

// ToURN returns the URN of k, or nil for the empty kind.
func (k Kind) ToURN() *urn.URN { // want `a urn.URN is a value.*the exported method Kind.ToURN changes from go-urn's \*urn.URN to urnkit's urn.URN: a breaking change of this package's API`
	if k == "" {
		return nil // want `the zero urn.URN`
	}
	u, _ := urn.Parse([]byte("urn:kind:" + strings.ToLower(string(k)))) // want `the parse error is ignored` `parse with urnkit`
	return u
}

// Parse returns the URN of s.
func Parse(s string) (*urn.URN, bool) { // want `a urn.URN is a value.*the exported function Parse changes from go-urn's \*urn.URN to urnkit's urn.URN`
	u, ok := urn.Parse([]byte(s)) // want `parse with urnkit`
	return u, ok
}

// Ref is a reference to a resource.
type Ref struct {
	Target *urn.URN // want `a urn.URN is a value.*the exported field or method Ref.Target changes from go-urn's \*urn.URN to urnkit's urn.URN`
	cache  *urn.URN // want `^a urn.URN is a value: the zero URN stands for no URN$`
}

// Resolver resolves references.
type Resolver interface {
	Resolve(u *urn.URN) (string, error) // want `a urn.URN is a value.*the exported field or method Resolver.Resolve changes`
}

// Default is the URN of the default kind.
var Default *urn.URN // want `a urn.URN is a value.*the exported variable Default changes`

// Alias names go-urn's URN.
type Alias = urn.URN // want `a urn.URN holds any URN.*the exported type Alias changes from go-urn's urn.URN to urnkit's urn.URN`

// target is unexported: its callers are in this package, and are
// migrated with it.
func target(r Ref) *urn.URN { // want `^a urn.URN is a value: the zero URN stands for no URN$`
	if r.cache != nil { // want `the zero urn.URN`
		return r.cache
	}
	return r.Target
}
