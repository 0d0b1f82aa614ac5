package oidurn

import (
	"encoding/json"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	o := New("1.2.3", "x")
	b, err := json.Marshal(o)
	if err != nil || string(b) != `"urn:oid:1.2.3:x"` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	// New parses as RFC 2141 and JSON decodes as RFC 8141: the text is
	// the same, but a URN keeps its syntax, so == tells the two apart.
	var back OID
	if err := json.Unmarshal(b, &back); err != nil || back.u.String() != o.u.String() || !back.u.Equal(o.u) || back.u == o.u {
		t.Errorf("Unmarshal(%s) = %q, %v", b, back.u, err)
	}
}

// The behaviour changes that the reports on this package name.
func TestReportedChanges(t *testing.T) {
	// Ignored parse errors: go-urn's nil *URN panicked at *u; the zero
	// URN encodes as "".
	if b, err := json.Marshal(New("1.2.3", "a/b")); err != nil || string(b) != `""` {
		t.Errorf("Marshal of an OID with an invalid value = %s, %v; want \"\"", b, err)
	}
	// JSON decoding widens the syntax: go-urn's URN rejected "?=" (RFC
	// 2141); urn.URN decodes RFC 8141.
	var o OID
	if err := json.Unmarshal([]byte(`"urn:oid:1.2.3?=q"`), &o); err != nil {
		t.Errorf("Unmarshal of an RFC 8141 URN: %v", err)
	}
}
