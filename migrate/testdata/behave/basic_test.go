package basic

import (
	"testing"

	"github.com/urnkit/urn"
)

// go-urn's default mode is RFC 2141, and so is the migrated code's.
func TestDefaultModeIsRFC2141(t *testing.T) {
	for s, want := range map[string]bool{
		"urn:a:b":          true,  // a one-character NID is RFC 2141, not RFC 8141
		"urn:example:a/b":  false, // RFC 2141 reserves "/"
		"urn:example:a?=q": false, // RFC 2141 has no components
		"urn:example:a":    true,
		"not a urn":        false,
	} {
		if got := valid(s); got != want {
			t.Errorf("valid(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestParts(t *testing.T) {
	nid, nss, err := parts("urn:example:a?+r")
	if err != nil || nid != "example" || nss != "a" {
		t.Errorf(`parts("urn:example:a?+r") = %q, %q, %v; want "example", "a", nil`, nid, nss, err)
	}
	if _, _, err := parts("urn:a:b"); err == nil {
		t.Error(`parts("urn:a:b") (RFC 8141 mode) succeeded`)
	}
}

func TestNoURN(t *testing.T) {
	m := map[string]string{"good": "urn:example:x", "bad": "urn:example:a/b"}
	if u := lookup(m, "good"); !present(u) || u.String() != "urn:example:x" {
		t.Errorf(`lookup(m, "good") = %q`, u)
	}
	for _, k := range []string{"bad", "missing"} {
		if u := lookup(m, k); present(u) || u != (urn.URN{}) {
			t.Errorf("lookup(m, %q) = %q, want the zero URN", k, u)
		}
	}
}
