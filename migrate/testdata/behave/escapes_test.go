package escapes

import (
	"errors"
	"strings"
	"testing"

	"github.com/urnkit/urn"
)

// TestErrorText checks what the notes on the parse errors say: the text
// that reaches callers is urnkit's, and a caller's own error is kept.
func TestErrorText(t *testing.T) {
	_, err := FromString("urn:example:a/b")
	if err == nil || !strings.HasPrefix(err.Error(), "urn: invalid NSS in ") {
		t.Errorf("FromString error = %v, want urnkit's text", err)
	}
	var u urn.URN
	if err := Scan(&u, "urn:example:a/b"); err == nil || !strings.HasPrefix(err.Error(), "urn: ") {
		t.Errorf("Scan error = %v, want urnkit's text", err)
	}
	if err := Wrapped("urn:example:a/b"); err == nil || !strings.Contains(err.Error(), ": urn: invalid NSS") {
		t.Errorf("Wrapped error = %v", err)
	}
	if err := Checked("urn:example:a/b"); !errors.Is(err, errBad) {
		t.Errorf("Checked error = %v, want errBad", err)
	}
	if !Valid("urn:example:a") || Valid("urn:example:a/b") || !Known("urn:example:a") {
		t.Error("Valid or Known does not tell an RFC 2141 URN")
	}
}
