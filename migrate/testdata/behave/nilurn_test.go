package nilurn

import "testing"

// TestZeroRef checks what the notes on a nil *URN say: where go-urn
// panicked, the rewritten code goes on with the zero URN.
func TestZeroRef(t *testing.T) {
	var r Ref
	if s := r.String(); s != "" {
		t.Errorf("String of an unset Ref = %q, want \"\"", s)
	}
	if s := r.Namespace(); s != "" {
		t.Errorf("Namespace of an unset Ref = %q, want \"\"", s)
	}
	if v, err := r.Value(); v != "" || err != nil {
		t.Errorf("Value of an unset Ref = %v, %v; want \"\", nil", v, err)
	}
	if s := Describe("absent"); s != "" {
		t.Errorf("Describe of an unknown name = %q, want \"\"", s)
	}
	if r.Safe() != "-" || r.Both() || r.Inside() != "" {
		t.Error("the guarded reads of an unset Ref do not see it unset")
	}
}
