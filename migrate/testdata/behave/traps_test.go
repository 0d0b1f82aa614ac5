package traps

import (
	"slices"
	"testing"
)

// These tests run twice: on traps.go with go-urn v1.5.0, and on its
// rewrite with urnkit. Each must pass both times.

func TestClosureAfterErrReused(t *testing.T) {
	for _, c := range []struct {
		id, port string
		want     bool
	}{
		{"urn:example:a", "80", true},
		{"not a urn <script>", "80", false},
		{"urn:example:a", "x", false},
		{"urn:example:a/b", "80", false}, // RFC 2141 reserves "/"
	} {
		if got := ValidEndpoint(c.id, c.port); got != c.want {
			t.Errorf("ValidEndpoint(%q, %q) = %v, want %v", c.id, c.port, got, c.want)
		}
	}
}

func TestDeferAfterErrReused(t *testing.T) {
	for _, c := range []struct{ id, port, want string }{
		{"urn:example:a", "80", "ok"},
		{"not a urn", "80", "invalid"},
		{"not a urn", "x", "invalid"},
		{"urn:example:a", "x", "bad port"},
	} {
		if got := Checked(c.id, c.port); got != c.want {
			t.Errorf("Checked(%q, %q) = %q, want %q", c.id, c.port, got, c.want)
		}
	}
}

func TestOkAssignedAgain(t *testing.T) {
	memo := map[string]string{"urn:example:a": "A"}
	for k, want := range map[string]string{"urn:example:a": "A", "urn:example:b": "none", "nope": ""} {
		if got := Memo(memo, k); got != want {
			t.Errorf("Memo(%q) = %q, want %q", k, got, want)
		}
	}
	for _, c := range [][3]string{
		{"urn:example:a", "urn:example:b", "a"},
		{"bad", "urn:example:b", "b"},
		{"bad", "worse", ""},
	} {
		if got := Retry(c[0], c[1]); got != c[2] {
			t.Errorf("Retry(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}

func TestRedeclaredErr(t *testing.T) {
	for s, want := range map[string]string{"urn:example:12": "number", "urn:example:ab": "text", "x": ""} {
		if got := Redeclared(s); got != want {
			t.Errorf("Redeclared(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestOmitAbsentOwner(t *testing.T) {
	for owner, want := range map[string]string{
		"":              `{"name":"a"}`,
		"not a urn":     `{"name":"a"}`,
		"urn:example:b": `{"name":"a","owner":"urn:example:b"}`,
	} {
		if got := Encode("a", owner); got != want {
			t.Errorf("Encode(%q, %q) = %s, want %s", "a", owner, got, want)
		}
	}
}

func TestMethodValue(t *testing.T) {
	if got := Describe("URN:Example:a"); got != "URN:Example:a" {
		t.Errorf("Describe = %q", got)
	}
}

func TestChannelWithNoURN(t *testing.T) {
	got := Collect([]string{"urn:example:a", "x", "urn:example:b"})
	if want := []string{"a", "-", "b"}; !slices.Equal(got, want) {
		t.Errorf("Collect = %q, want %q", got, want)
	}
}
