package jsonfield

import "testing"

// These tests run twice: on jsonfield.go with go-urn v1.5.0, where the
// fields are go-urn's URN and decode through its UnmarshalJSON, and on
// its rewrite with urnkit, where they are urn.RFC2141URN. Each must pass
// both times: the inputs that RFC 2141 and RFC 8141 judge differently
// are decoded as RFC 2141 in both.

// decodeCases are JSON documents and what decoding them gives.
var decodeCases = []struct {
	doc              string
	nid, nss, parent string
	ok               bool
}{
	{`{"Name":"a","Owner":"urn:example:a","parent":"urn:example:p"}`, "example", "a", "urn:example:p", true},
	{`{"Name":"a","Owner":"urn:example:a"}`, "example", "a", "", true},
	{`{"Owner":"urn:a:b"}`, "a", "b", "", true},         // a NID of one character: RFC 8141 refuses it
	{`{"Owner":"urn:example:a/b"}`, "", "", "", false},  // RFC 2141 reserves "/"; RFC 8141 allows it
	{`{"Owner":"urn:example:a?=q"}`, "", "", "", false}, // RFC 2141 has no q-component
	{`{"Owner":"urn:example:a~b"}`, "", "", "", false},  // nor "~"
	{`{"Owner":"urn:example:a","parent":"urn:ex:p&q"}`, "", "", "", false},
	{`{"Owner":"urn:example:a","parent":"urn:a:p"}`, "example", "a", "urn:a:p", true},
	{`{"Owner":"urn:example:%41b"}`, "example", "%41b", "", true},
}

func TestDecodeKeepsRFC2141(t *testing.T) {
	for _, c := range decodeCases {
		nid, nss, parent, err := Decode([]byte(c.doc))
		if (err == nil) != c.ok || nid != c.nid || nss != c.nss || parent != c.parent {
			t.Errorf("Decode(%s) = %q, %q, %q, %v; want %q, %q, %q, ok %v", c.doc, nid, nss, parent, err, c.nid, c.nss, c.parent, c.ok)
		}
	}
}

func TestScanKeepsRFC2141(t *testing.T) {
	for _, c := range decodeCases {
		for _, src := range []any{[]byte(c.doc), c.doc} {
			owner, err := ScanOwner(src)
			if (err == nil) != c.ok {
				t.Errorf("ScanOwner(%T %s) = %q, %v; want ok %v", src, c.doc, owner, err, c.ok)
			}
			if want := "urn:" + c.nid + ":" + c.nss; c.ok && owner != want {
				t.Errorf("ScanOwner(%T %s) = %q, want %q", src, c.doc, owner, want)
			}
		}
	}
}

func TestStoredReadsBack(t *testing.T) {
	for _, c := range []struct{ owner, parent string }{
		{"urn:example:a", "urn:example:p"},
		{"urn:a:b", ""},
		{"urn:example:a", "not a urn"},
	} {
		v, err := Stored("n", c.owner, c.parent)
		if err != nil {
			t.Fatalf("Stored(%q, %q): %v", c.owner, c.parent, err)
		}
		owner, err := ScanOwner(v)
		if err != nil || owner != c.owner {
			t.Errorf("ScanOwner(Stored(%q, %q) = %s) = %q, %v", c.owner, c.parent, v, owner, err)
		}
		_, _, parent, err := Decode(v.([]byte))
		if want := c.parent; err != nil || (parent != want && !(want == "not a urn" && parent == "")) {
			t.Errorf("Decode(%s) parent = %q, %v; want %q", v, parent, err, want)
		}
	}
}

func TestOwnerAndWithParent(t *testing.T) {
	var r Record
	if err := r.Scan(`{"Owner":"urn:example:o"}`); err != nil {
		t.Fatal(err)
	}
	if got := Owner(&r).String(); got != "urn:example:o" {
		t.Errorf("Owner = %q", got)
	}
	w := WithParent("n", Owner(&r))
	if w.Parent.String() != "urn:example:o" || w.Name != "n" {
		t.Errorf("WithParent = %+v", w)
	}
}

func TestEnvelopeDecodesItself(t *testing.T) {
	for _, c := range []struct {
		doc, want string
		ok        bool
	}{
		{`{"w":"urn:example:a"}`, "urn:example:a", true},
		{`{"w":"urn:a:b"}`, "urn:a:b", true},
		{`{"w":"urn:example:a/b"}`, "", false},
	} {
		got, err := DecodeEnvelope([]byte(c.doc))
		if (err == nil) != c.ok || (c.ok && got != c.want) {
			t.Errorf("DecodeEnvelope(%s) = %q, %v; want %q, ok %v", c.doc, got, err, c.want, c.ok)
		}
	}
}
