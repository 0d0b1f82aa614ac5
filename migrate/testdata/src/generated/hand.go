package generated

import gourn "github.com/leodido/go-urn" // want `import github.com/urnkit/urn`

// Valid reports whether s is a URN; this file is written by hand.
func Valid(s string) bool {
	_, ok := gourn.Parse([]byte(s)) // want `parse with urnkit`
	return ok
}
