package normalize

import "testing"

// TestNormalizeHexCase checks what the note on Normalize says: in RFC
// 2141 the rewritten Normalize differs from go-urn's only in the case of
// the hex digits of %XX, which it upper-cases.
func TestNormalizeHexCase(t *testing.T) {
	for in, want := range map[string]string{
		"URN:Example:a%2fb": "urn:example:a%2Fb",
		"urn:example:A%2C":  "urn:example:A%2C",
		"urn:EX:plain":      "urn:ex:plain",
	} {
		if got, ok := Key(in); !ok || got != want {
			t.Errorf("Key(%q) = %q, %v; want %q", in, got, ok, want)
		}
		if got, err := MachineKey(in); err != nil || got != want {
			t.Errorf("MachineKey(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if !Check("urn:example:a") || Check("urn:example:a/b") {
		t.Error("Check does not tell an RFC 2141 URN")
	}
}
