package asserts

import (
	"fmt"
	"testing"
)

// failures records the failures of an assertion.
type failures []string

func (f *failures) Errorf(format string, args ...any) { *f = append(*f, fmt.Sprintf(format, args...)) }

// These tests run on asserts.go with go-urn v1.5.0 and on its rewrite
// with urnkit: an assertion fails on the same inputs both times.
func TestAssertions(t *testing.T) {
	for _, c := range []struct {
		s               string
		present, absent bool
	}{
		{"urn:example:a", true, false},
		{"not a urn", false, true},
		{"urn:example:a/b", false, true}, // RFC 2141 reserves "/"
	} {
		var f failures
		if got := Present(&f, c.s); got != c.present || (len(f) == 0) != c.present {
			t.Errorf("Present(%q) = %v with failures %q, want %v", c.s, got, f, c.present)
		}
		f = nil
		if got := Absent(&f, c.s); got != c.absent || (len(f) == 0) != c.absent {
			t.Errorf("Absent(%q) = %v with failures %q, want %v", c.s, got, f, c.absent)
		}
	}
}
