// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"testing"

	"github.com/urnkit/urn"
)

// TestISBNReasons checks that each way an ISBN NSS can be wrong is
// reported with its own reason, at the byte that cannot belong. The
// offsets are checked for every case of testdata/namespaces.txt too;
// this table holds the reasons.
func TestISBNReasons(t *testing.T) {
	for _, tt := range []struct {
		in     string
		offset int
		reason string
	}{
		{"urn:isbn:0451450523a", 19, "extra character after the 10 digits of an ISBN-10"},
		{"urn:isbn:080442957Xa", 19, "extra character after the 10 digits of an ISBN-10"},
		{"urn:isbn:0-451-45052-3/1", 22, "extra character after the 10 digits of an ISBN-10"},
		{"urn:isbn:9780306406157a", 22, "extra character after the 13 digits of an ISBN-13"},
		{"urn:isbn:978-0-306-40615-7.", 26, "extra character after the 13 digits of an ISBN-13"},
		{"urn:isbn:978030640615711", 22, "an ISBN has 10 or 13 digits"},
		{"urn:isbn:03953634111", 20, "an ISBN has 10 or 13 digits"},
		{"urn:isbn:ISBN0451450523", 9, "want a digit, '-' or a final 'X'"},
		{"urn:isbn:045145052a3", 18, "want a digit, '-' or a final 'X'"},
		{"urn:isbn:978030640615a7", 21, "want a digit, '-' or a final 'X'"},
		{"urn:isbn:0%2D395363411", 10, "want a digit, '-' or a final 'X'"},
		{"urn:isbn:04514505X3", 17, "'X' can only be the check digit of an ISBN-10"},
		{"urn:isbn:0451450523X", 19, "'X' can only be the check digit of an ISBN-10"},
		{"urn:isbn:0395363411-", 20, "want a digit"},
	} {
		err := Builtin().Validate(urn.MustParse(tt.in))
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: %v, want an *Error", tt.in, err)
			continue
		}
		if e.Offset != tt.offset || e.Reason() != tt.reason {
			t.Errorf("%s: offset %d, reason %q; want offset %d, reason %q", tt.in, e.Offset, e.Reason(), tt.offset, tt.reason)
		}
	}
}
