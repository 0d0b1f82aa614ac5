package plain

import "testing"

func TestModes(t *testing.T) {
	for _, c := range []struct {
		in               string
		rfc2141, rfc8141 bool
	}{
		{"urn:a:b", true, false},
		{"urn:example:a/b", false, true},
		{"urn:example:a?=q", false, true},
		{"urn:example:a%zz", false, false},
		// Inputs the two libraries judge differently: go-urn rejects
		// NIDs that begin "urn-", urnkit accepts them.
		{"urn:urn-s:nss", true, true},
	} {
		if got := RFC2141(c.in); got != c.rfc2141 {
			t.Errorf("RFC2141(%q) = %v, want %v", c.in, got, c.rfc2141)
		}
		if got := RFC8141(c.in); got != c.rfc8141 {
			t.Errorf("RFC8141(%q) = %v, want %v", c.in, got, c.rfc8141)
		}
	}
}

func TestSame(t *testing.T) {
	if same, err := Same([]byte("URN:EXAMPLE:a%2c"), []byte("urn:example:a%2C")); !same || err != nil {
		t.Errorf("Same = %v, %v; want true, nil", same, err)
	}
	if same, err := Same([]byte("urn:example:a"), []byte("urn:example:a/b")); same || err == nil {
		t.Errorf("Same with an input that is not RFC 2141 = %v, %v; want false and an error", same, err)
	}
}
