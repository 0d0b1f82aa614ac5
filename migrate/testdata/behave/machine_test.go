package machine

import (
	"errors"
	"testing"

	"github.com/urnkit/urn"
)

func TestCheck(t *testing.T) {
	if err := Check("urn:example:a?=q"); err != nil {
		t.Errorf("Check: %v", err)
	}
	err := Check("urn:a:b")
	var pe *urn.ParseError
	if !errors.As(err, &pe) || !errors.Is(err, urn.ErrNID) {
		t.Errorf(`Check("urn:a:b") = %v, want a *urn.ParseError for the NID`, err)
	}
}

func TestNID(t *testing.T) {
	for in, want := range map[string]string{
		"urn:a:b":         "a", // NewMachine's default mode is RFC 2141
		"urn:example:x":   "example",
		"urn:example:a/b": "",
	} {
		if got := NID([]byte(in)); got != want {
			t.Errorf("NID(%q) = %q, want %q", in, got, want)
		}
	}
}
