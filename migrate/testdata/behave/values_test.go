package values

import (
	"encoding/json"
	"testing"
)

func TestRecord(t *testing.T) {
	var r Record
	if got := r.Describe(); got != "no owner" {
		t.Errorf("Describe of an empty record = %q", got)
	}
	if _, ok := r.Owned(); ok {
		t.Error("an empty record has an owner")
	}
	if r.SetSelf("urn:example:a/b") {
		t.Error(`SetSelf("urn:example:a/b") succeeded in RFC 2141 mode`)
	}
	if !r.SetSelf("urn:example:self") {
		t.Fatal(`SetSelf("urn:example:self") failed`)
	}
	if err := json.Unmarshal([]byte(`{"Owner":"urn:example:owner?+r","Strict":"urn:example:s"}`), &r); err != nil {
		t.Fatal(err)
	}
	if got, want := r.Describe(), "example self urn:example:s r"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if len(r.All) != 1 || r.All[0] != r.Self {
		t.Errorf("All = %q, want [%q]", r.All, r.Self)
	}
}
