package sqlurn

import "testing"

func TestScanValue(t *testing.T) {
	var id ID
	for _, src := range []any{"urn:a:b", []byte("urn:example:x")} {
		if err := id.Scan(src); err != nil {
			t.Errorf("Scan(%q): %v", src, err)
		}
		if v, err := id.Value(); err != nil || v == nil {
			t.Errorf("Value after Scan(%q) = %v, %v", src, v, err)
		}
	}
	// go-urn's default mode, RFC 2141, reserves "/".
	if err := id.Scan("urn:example:a/b"); err == nil {
		t.Error(`Scan("urn:example:a/b") succeeded`)
	}
	if err := id.Scan(nil); err != nil {
		t.Fatal(err)
	}
	if v, err := id.Value(); v != nil || err != nil {
		t.Errorf("Value of NULL = %v, %v; want nil, nil", v, err)
	}
	var a, b ID
	if err := a.Scan("URN:EXAMPLE:a%2c"); err != nil {
		t.Fatal(err)
	}
	if err := b.Scan("urn:example:a%2C"); err != nil {
		t.Fatal(err)
	}
	if !a.Same(b) || a.Same(ID{}) {
		t.Error("Same does not follow equivalence")
	}
}
