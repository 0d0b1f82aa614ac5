// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"strings"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/ascii"
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

// TestValidateUUIDBytes puts each of the 256 bytes at each place of a
// valid UUID, and each place of the word that the fast path reads
// there, and holds validateUUID to the form of RFC 9562, section 4,
// read a byte at a time: 8-4-4-4-12 hex digits in either case.
func TestValidateUUIDBytes(t *testing.T) {
	const valid = "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"
	for i := 0; i < len(valid); i++ {
		for c := 0; c < 256; c++ {
			b := []byte(valid)
			b[i] = byte(c)
			want := ascii.IsHex(byte(c))
			if i == 8 || i == 13 || i == 18 || i == 23 {
				want = c == '-'
			}
			n, err := validateUUID(string(b))
			if (err == nil) != want || err != nil && n != i {
				t.Fatalf("validateUUID(%q) = %d, %v; want valid = %v", b, n, err, want)
			}
		}
	}
}

// TestCanonicalUUID puts each of the 256 bytes at each place of a UUID
// in lower case, and holds canonicalUUID to strings.ToLower.
func TestCanonicalUUID(t *testing.T) {
	const valid = "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"
	for i := 0; i < len(valid); i++ {
		for c := 0; c < 256; c++ {
			b := []byte(valid)
			b[i] = byte(c)
			if got, want := canonicalUUID(string(b)), strings.ToLower(string(b)); got != want {
				t.Fatalf("canonicalUUID(%q) = %q, want %q", b, got, want)
			}
		}
	}
}
