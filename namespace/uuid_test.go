// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"testing"

	"github.com/urnkit/urn"
)

func TestUUID(t *testing.T) {
	id, err := UUID(urn.MustParse("URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"))
	want := [16]byte{0xf8, 0x1d, 0x4f, 0xae, 0x7d, 0xec, 0x11, 0xd0, 0xa7, 0x65, 0x00, 0xa0, 0xc9, 0x1e, 0x6b, 0xf6}
	if err != nil || id != want {
		t.Errorf("UUID = %x, %v", id, err)
	}
	for _, tt := range []struct {
		urn       string
		want, not error
	}{
		{"urn:uuid:f81d4fae", ErrInvalid, ErrOtherNamespace},
		{"urn:oid:1.2", ErrOtherNamespace, ErrInvalid},
	} {
		_, err := UUID(urn.MustParse(tt.urn))
		if !errors.Is(err, tt.want) || errors.Is(err, tt.not) {
			t.Errorf("UUID(%s): %v, want an error that is %v and not %v", tt.urn, err, tt.want, tt.not)
		}
	}
}
