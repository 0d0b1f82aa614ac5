// Package identity compares *URN pointers where the comparison is out
// of sight: through type parameters, switch cases and interfaces. Each
// is reported.
package identity

import (
	"fmt"
	"maps"
	"slices"

	gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`
)

func same[T comparable](a, b T) bool { return a == b }

// Same compares two parses through a type parameter.
func Same(a, b *gourn.URN) bool { // want `a urn.URN is a value`
	return same(a, b) // want `same instantiates comparable T with \*URN`
}

func dedup[T comparable](xs []T) []T {
	seen := map[T]bool{}
	var out []T
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// Dedup keeps the first of each parse.
func Dedup(xs []*gourn.URN) []*gourn.URN { // want `a urn.URN is a value` `a urn.URN is a value`
	return dedup(xs) // want `dedup instantiates comparable T with \*URN`
}

func outer[T comparable](xs []T) int { return len(dedup(xs)) }

// Count counts the parses through a generic call of a generic call.
func Count(xs []*gourn.URN) int { // want `a urn.URN is a value`
	return outer(xs) // want `outer instantiates comparable T with \*URN`
}

// Set is a set of comparable values.
type Set[T comparable] map[T]struct{}

// Parses is a set of parses.
var Parses = Set[*gourn.URN]{} // want `Set instantiates comparable T with \*URN` `a urn.URN is a value`

// Entry holds a URN; a type argument that holds one is compared too.
type Entry struct{ U *gourn.URN } // want `a urn.URN is a value`

// Entries dedups entries.
func Entries(xs []Entry) []Entry {
	return dedup(xs) // want `dedup instantiates comparable T with identity.Entry \(which holds a \*URN\)`
}

// Switch matches a against b by pointer.
func Switch(a, b *gourn.URN) string { // want `a urn.URN is a value`
	switch a {
	case nil: // want `the zero urn.URN`
		return "none"
	case b: // want `this case compares \*URN pointers`
		return "same"
	}
	return "other"
}

// Boxed compares two parses held in interfaces.
func Boxed(a, b *gourn.URN) bool { // want `a urn.URN is a value`
	return any(a) == any(b) // want `== compares \*URN pointers held in interfaces`
}

// Received compares a value received from a channel with b.
func Received(a, b *gourn.URN) bool { // want `a urn.URN is a value`
	ch := make(chan any, 1)
	ch <- a // want `a \*URN converted to an interface`
	v := <-ch
	return v == any(b) // want `== compares \*URN pointers held in interfaces`
}

// Index finds u among xs.
func Index(xs []*gourn.URN, u *gourn.URN) (int, []*gourn.URN) { // want `a urn.URN is a value` `a urn.URN is a value` `a urn.URN is a value`
	return slices.Index(xs, u), slices.Compact(xs) // want `slices.Index compares \*URN pointers` `slices.Compact compares \*URN pointers`
}

// Keys returns the keys of a map keyed by parses.
func Keys(m map[*gourn.URN]int) []*gourn.URN { // want `a map keyed by \*URN pointers` `a urn.URN is a value` `a urn.URN is a value`
	return slices.Collect(maps.Keys(m)) // want `Keys instantiates comparable K with \*URN`
}

// Boxes keys a map of interfaces by the URNs of a literal.
func Boxes(a, b *gourn.URN) int { // want `a urn.URN is a value`
	m := map[any]bool{a: true, b: true} // want `a \*URN converted to an interface` `a \*URN converted to an interface`
	return len(m)
}

// Text gives u to a function that takes an interface: where the value
// goes from there is out of sight, and the package compares interfaces.
func Text(u *gourn.URN) string { // want `a urn.URN is a value`
	return fmtString(u) // want `a \*URN converted to an interface`
}

// Print gives u to fmt, which prints it and compares nothing.
func Print(u *gourn.URN) string { // want `a urn.URN is a value`
	return fmt.Sprint(u)
}

func fmtString(s interface{ String() string }) string { return s.String() }
