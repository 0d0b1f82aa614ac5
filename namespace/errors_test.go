// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
	"testing"

	"github.com/urnkit/urn"
)

func TestError(t *testing.T) {
	long := "urn:isbn:" + strings.Repeat("1", 1000)
	for _, tt := range []struct {
		name      string
		err       error
		msg       string // the message, or its end after "..."
		reason    string
		is, isNot error
	}{
		{
			"invalid",
			Builtin().Validate(urn.MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx")),
			`urn: NSS not valid in namespace uuid in "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx" at offset 44 ('x'): want a hex digit (a UUID is 8-4-4-4-12 hex digits)`,
			"want a hex digit (a UUID is 8-4-4-4-12 hex digits)",
			ErrInvalid, ErrOtherNamespace,
		},
		{
			"ends too early",
			Builtin().Validate(urn.MustParse("urn:isbn:039536341")),
			`urn: NSS not valid in namespace isbn in "urn:isbn:039536341" at offset 18: an ISBN has 10 or 13 digits`,
			"an ISBN has 10 or 13 digits",
			ErrInvalid, ErrOtherNamespace,
		},
		{
			"second separator in a prefix",
			Builtin().Validate(urn.MustParse("URN:UCI:01:NL:X42#5")),
			`urn: NSS not valid in namespace uci in "URN:UCI:01:NL:X42#5" at offset 13 (':'): a prefix code has at most one ':' and then at most one '+', each followed by letters or digits, before its '-'`,
			"a prefix code has at most one ':' and then at most one '+', each followed by letters or digits, before its '-'",
			ErrInvalid, ErrOtherNamespace,
		},
		{
			"long input",
			Builtin().Validate(urn.MustParse(long)),
			`..." at offset 22 ('1'): an ISBN has 10 or 13 digits`,
			"an ISBN has 10 or 13 digits",
			ErrInvalid, ErrOtherNamespace,
		},
		{
			"other namespace",
			func() error { _, err := UUID(urn.MustParse("urn:oid:1.2")); return err }(),
			`urn: URN not in namespace uuid in "urn:oid:1.2" at offset 4 ('o'): the NID is not uuid`,
			"the NID is not uuid",
			ErrOtherNamespace, ErrInvalid,
		},
		{
			"made by hand",
			&Error{Input: "urn:x:y", Offset: 6, NID: "x"},
			`urn: NSS not valid in namespace x in "urn:x:y" at offset 6 ('y')`,
			"",
			ErrInvalid, ErrOtherNamespace,
		},
	} {
		var e *Error
		if !errors.As(tt.err, &e) {
			t.Errorf("%s: %v is not an *Error", tt.name, tt.err)
			continue
		}
		msg := e.Error()
		if tail, ok := strings.CutPrefix(tt.msg, "..."); ok {
			if !strings.HasSuffix(msg, tail) || !strings.Contains(msg, `...`) || len(msg) > 200 {
				t.Errorf("%s: message %q, want a shortened input and the end %q", tt.name, msg, tail)
			}
		} else if msg != tt.msg {
			t.Errorf("%s: message\n%s\nwant\n%s", tt.name, msg, tt.msg)
		}
		if got := e.Reason(); got != tt.reason {
			t.Errorf("%s: Reason() = %q, want %q", tt.name, got, tt.reason)
		}
		if !errors.Is(e, tt.is) || errors.Is(e, tt.isNot) {
			t.Errorf("%s: errors.Is: want %v, not %v", tt.name, tt.is, tt.isNot)
		}
		if e.Err != nil && !errors.Is(e, e.Err) {
			t.Errorf("%s: does not unwrap to its reason %v", tt.name, e.Err)
		}
	}
}
