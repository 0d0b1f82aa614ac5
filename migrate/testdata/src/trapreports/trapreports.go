// Package trapreports holds uses of go-urn whose meaning changes with a
// value URN, each reported at its line, and testify's Nil and NotNil,
// which are rewritten.
package trapreports

import (
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"

	gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Same compares two parses by pointer.
func Same(a, b *gourn.URN) bool { // want `a urn.URN is a value`
	return a == b // want `== compares \*URN pointers`
}

// Pair holds two URNs; == on it compares pointers.
type Pair struct{ A, B *gourn.URN } // want `a urn.URN is a value`

// SamePair compares two pairs.
func SamePair(x, y Pair) bool {
	return x != y // want `!= compares \*URN pointers`
}

// Seen counts each parse on its own.
var Seen = map[*gourn.URN]int{} // want `a map keyed by \*URN pointers` `a urn.URN is a value`

// Any keys a map of interfaces by a *URN.
func Any(m map[any]int, u *gourn.URN) int { // want `a urn.URN is a value`
	return m[u] // want `a \*URN used as the key of a map of interface keys`
}

// Known reports whether u is one of list.
func Known(list []*gourn.URN, u *gourn.URN) bool { // want `a urn.URN is a value` `a urn.URN is a value`
	return slices.Contains(list, u) // want `slices.Contains compares \*URN pointers`
}

// Cache keys a sync.Map by *URN.
func Cache(m *sync.Map, u *gourn.URN) { // want `a urn.URN is a value`
	m.Store(u, true) // want `sync.Map.Store compares this \*URN as a pointer`
}

// Replace assigns through the pointer, which every holder sees.
func Replace(u, v *gourn.URN) { // want `a urn.URN is a value`
	*u = *v // want `an assignment through a \*URN` `a urn.URN is a value`
}

// Kind reflects on a URN.
func Kind(u *gourn.URN) reflect.Kind { // want `a urn.URN is a value`
	return reflect.TypeOf(u).Kind() // want `reflect.TypeOf sees another type`
}

// Describe prints the type and the address of u, and u itself.
func Describe(u *gourn.URN) string { // want `a urn.URN is a value`
	return fmt.Sprintf("%T %p %#v %v %5.2s %%", u, u, u, u, u) // want `%T prints go-urn's type` `%p prints go-urn's type` `%#v prints go-urn's type`
}

// Named embeds a URN.
type Named struct {
	*gourn.URN        // want `an embedded urn.URN promotes methods` `a urn.URN is a value`
	Label      string `xml:"label"`
}

// Tagged has a *URN with omitempty under json and xml.
type Tagged struct {
	Owner *gourn.URN `json:"owner,omitempty" xml:"owner,omitempty"` // want `a field that JSON decoding fills becomes a urn.RFC2141URN.*MIGRATING.md#json-decoding-widens-the-syntax` `omitzero omits the zero URN` `xml's omitempty omitted a nil \*URN`
}

// Check asserts on parsed URNs.
func Check(t *testing.T, s string) {
	u, _ := gourn.Parse([]byte(s)) // want `parse with urnkit` `the parse error is ignored`
	assert.NotNil(t, u)            // want `NotNil on a urn.URN value can never fail`
	require.Nil(t, u, "want none") // want `Nil on a urn.URN value can never fail`
	a := assert.New(t)
	a.NotNil(u) // want `NotNil on a urn.URN value can never fail`
}
