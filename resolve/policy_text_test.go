// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// TestQueryPolicyText checks that every QueryPolicy is written as its
// lower-case name and read back in any case, that a value that is not
// a constant does not marshal, and that text that names no policy is
// refused, in the style of urn.Syntax.
func TestQueryPolicyText(t *testing.T) {
	for p, name := range map[QueryPolicy]string{
		QueryAddNew: "add-new",
		QueryAppend: "append",
		QueryDrop:   "drop",
		QueryRefuse: "refuse",
	} {
		b, err := p.MarshalText()
		if err != nil || string(b) != name {
			t.Errorf("%v.MarshalText() = %q, %v; want %q", p, b, err, name)
		}
		got := QueryPolicy(99)
		if err := got.UnmarshalText([]byte(strings.ToUpper(name))); err != nil || got != p {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", strings.ToUpper(name), got, err, p)
		}
	}
	if _, err := QueryPolicy(4).MarshalText(); err == nil {
		t.Error("QueryPolicy(4).MarshalText() succeeded")
	}
	p := QueryRefuse
	for _, bad := range []string{"", "QueryAddNew", "addnew", "refuse ", "\x1b[2J"} {
		err := p.UnmarshalText([]byte(bad))
		if err == nil || !strings.Contains(err.Error(), strconv.Quote(bad)) || p != QueryRefuse {
			t.Errorf("UnmarshalText(%q) = %v, %v; want an error that quotes it, the policy unchanged", bad, p, err)
		}
	}
	// In a configuration file, an unknown policy is an error, never the
	// zero value QueryAddNew.
	var cfg struct{ Query QueryPolicy }
	cfg.Query = QueryRefuse
	if err := json.Unmarshal([]byte(`{"Query":"refuse"}`), &cfg); err != nil || cfg.Query != QueryRefuse {
		t.Errorf("JSON refuse: %v, %v", cfg.Query, err)
	}
	if err := json.Unmarshal([]byte(`{"Query":"refuze"}`), &cfg); err == nil {
		t.Errorf("JSON refuze: %v, no error", cfg.Query)
	}
}

func TestQueryPolicyString(t *testing.T) {
	for p := range queryPolicyText {
		text, err := QueryPolicy(p).MarshalText()
		if err != nil || QueryPolicy(p).String() != string(text) {
			t.Errorf("QueryPolicy(%d).String() = %q, MarshalText() = %q, %v: want the same text", p, QueryPolicy(p).String(), text, err)
		}
	}
	if got := QueryPolicy(7).String(); got != "QueryPolicy(7)" {
		t.Errorf("QueryPolicy(7).String() = %q", got)
	}
}
