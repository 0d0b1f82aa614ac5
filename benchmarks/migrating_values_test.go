// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

// The statements of ../MIGRATING.md about what changes with a value URN
// (the sections "A value, not a pointer", "A pointer compared by
// identity", "An embedded URN brings its methods" and "Reflection sees
// another type"), checked against go-urn and urnkit.

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"reflect"
	"testing"

	gourn "github.com/leodido/go-urn"
	"github.com/urnkit/urn"
)

func identityBefore() int {
	seen := map[*gourn.URN]int{}
	a, _ := gourn.Parse([]byte("urn:example:a"))
	b, _ := gourn.Parse([]byte("urn:example:a"))
	seen[a]++
	seen[b]++
	fmt.Println(len(seen)) // 2
	return len(seen)
}

func identityAfter() int {
	seen := map[urn.URN]int{}
	a, _ := rfc2141.Parse("urn:example:a")
	b, _ := rfc2141.Parse("urn:example:a")
	seen[a]++
	seen[b]++
	fmt.Println(len(seen)) // 1
	return len(seen)
}

func TestPointerIdentity(t *testing.T) {
	if n := identityBefore(); n != 2 {
		t.Errorf("go-urn: %d keys for two parses of one text, want 2", n)
	}
	if n := identityAfter(); n != 1 {
		t.Errorf("urnkit: %d keys for two parses of one text, want 1", n)
	}
	a, _ := gourn.Parse([]byte("urn:example:a"))
	b, _ := gourn.Parse([]byte("urn:example:a"))
	if a == b || !a.Equal(b) {
		t.Errorf("go-urn: two parses of one text: == %v, Equal %v; want false, true", a == b, a.Equal(b))
	}
}

func TestValueNotPointer(t *testing.T) {
	// omitempty leaves out a nil pointer, never a struct value;
	// omitzero leaves out the zero URN.
	type before struct {
		Owner *gourn.URN `json:"owner,omitempty"`
	}
	type omitempty struct {
		Owner urn.URN `json:"owner,omitempty"`
	}
	for _, c := range []struct {
		v    any
		want string
	}{
		{before{}, `{}`},
		{omitempty{}, `{"owner":""}`},
		{Record{}, `{}`},
	} {
		if b, err := json.Marshal(c.v); err != nil || string(b) != c.want {
			t.Errorf("json.Marshal(%#v) = %s, %v; want %s", c.v, b, err, c.want)
		}
	}
	// A nil *gourn.URN prints as <nil>, the zero URN as "".
	var nilURN *gourn.URN
	if got := fmt.Sprintf("%v", nilURN); got != "<nil>" {
		t.Errorf("a nil *gourn.URN prints as %q", got)
	}
	if got := fmt.Sprintf("%v", urn.URN{}); got != "" {
		t.Errorf("the zero URN prints as %q", got)
	}
}

func TestEmbeddedURN(t *testing.T) {
	type before struct {
		*gourn.URN
		Label string `xml:"label" json:"label"`
	}
	type after struct {
		urn.URN
		Label string `xml:"label" json:"label"`
	}
	g, _ := gourn.Parse([]byte("urn:example:a"))
	u := urn.MustParse("urn:example:a")
	// encoding/json wrote the URN alone already, through go-urn's
	// promoted MarshalJSON, and does so through MarshalText now.
	for _, v := range []any{before{g, "x"}, after{u, "x"}} {
		if b, err := json.Marshal(v); err != nil || string(b) != `"urn:example:a"` {
			t.Errorf("json.Marshal(%T) = %s, %v", v, b, err)
		}
	}
	// encoding/xml wrote the struct's fields; it writes the URN's text
	// now.
	b, err := xml.Marshal(after{u, "x"})
	if err != nil || string(b) != `<after>urn:example:a</after>` {
		t.Errorf("xml.Marshal(after) = %s, %v", b, err)
	}
	if b, err := xml.Marshal(before{g, "x"}); err != nil || string(b) == `<before>urn:example:a</before>` {
		t.Errorf("xml.Marshal(before) = %s, %v: go-urn's URN writes the text too", b, err)
	}
	// database/sql stores the whole struct as the URN.
	if v, err := (after{u, "x"}).Value(); err != nil || v != "urn:example:a" {
		t.Errorf("after.Value() = %v, %v", v, err)
	}
}

func TestReflectedURN(t *testing.T) {
	g, _ := gourn.Parse([]byte("urn:example:a"))
	if k := reflect.TypeOf(g).Kind(); k != reflect.Pointer {
		t.Errorf("go-urn: Kind %v", k)
	}
	if _, ok := reflect.TypeOf(g).Elem().FieldByName("SS"); !ok {
		t.Error("go-urn's URN has no field SS")
	}
	ut := reflect.TypeOf(urn.MustParse("urn:example:a"))
	if ut.Kind() != reflect.Struct {
		t.Errorf("urnkit: Kind %v", ut.Kind())
	}
	for i := range ut.NumField() {
		if ut.Field(i).IsExported() {
			t.Errorf("urn.URN has an exported field %s", ut.Field(i).Name)
		}
	}
}
