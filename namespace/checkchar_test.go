// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"strings"
	"testing"

	"github.com/urnkit/urn"
)

// The check characters of identifiers their registries publish, each
// computed from the rest of the identifier.
func TestCheckCharacters(t *testing.T) {
	mod3736Of := func(s string) byte {
		p := newMod3736()
		for i := 0; i < len(s); i++ {
			p = p.add(s[i])
		}
		return p.check()
	}
	for _, tt := range []struct {
		system, in, want string
	}{
		// RFC 7972, section 2: 10.5240/7791-8534-2C23-9030-8610-5.
		{"MOD 37,36", "77918534" + "2C2390308610", "5"},
		// The EIDR of Ghostbusters, as schema.org's titleEIDR gives it.
		{"MOD 37,36", "7EC7228A510A053ECBB8", "J"},
		{"MOD 37,36", "7ec7228a510a053ecbb8", "J"},
		// ISAN 0000-0000-606A-0000-0-0000-0000-3: root and episode,
		// then root, episode and version.
		{"MOD 37,36", "0000000060" + "6A0000", "0"},
		{"MOD 37,36", "0000000060" + "6A000000000000", "3"},
		// RFC 4246, section 2: 0123-1230-3210-2310-1 would need J.
		{"MOD 37,36", "0123123032102310", "J"},
		// ISNI template example; ORCID's examples.
		{"MOD 11-2", "000000012124196", "0"},
		{"MOD 11-2", "000000021825009", "7"},
		{"MOD 11-2", "000000021694233", "X"},
		// LEI template example; GLEIF's own LEI.
		{"MOD 97-10", "7LTWFZYICNSX8D621K", "86"},
		{"MOD 97-10", "506700GE1G29325QX3", "63"},
	} {
		var got string
		switch tt.system {
		case "MOD 37,36":
			got = string(mod3736Of(tt.in))
		case "MOD 11-2":
			got = string(mod112(tt.in))
		case "MOD 97-10":
			c := mod9710(tt.in)
			got = string(c[:])
		}
		if got != tt.want {
			t.Errorf("%s(%s) = %s, want %s", tt.system, tt.in, got, tt.want)
		}
	}
}

// A wrong check character is refused with a message that names it and
// the one expected, at its offset.
func TestCheckCharacterErrors(t *testing.T) {
	for _, tt := range []struct{ in, reason string }{
		{"urn:eidr:10.5240:7791-8534-2C23-9030-8610-X", "wrong check character 'X': ISO 7064 MOD 37,36 gives '5'"},
		{"urn:eidr:10.5240:7791-8534-2c23-9030-8610-x", "wrong check character 'x': ISO 7064 MOD 37,36 gives '5'"},
		{"URN:ISAN:0123-1230-3210-2310-1", "wrong check character '1': ISO 7064 MOD 37,36 gives 'J'"},
		{"URN:ISAN:1881-66C7-3420-6541-Y-9F3A-0245-U", "wrong check character 'U': ISO 7064 MOD 37,36 gives 'O'"},
		{"urn:isni:0000000121241961", "wrong check digit '1': ISO 7064 MOD 11-2 gives '0'"},
		{"urn:lei:7LTWFZYICNSX8D621K68", "wrong check digits '68': ISO 7064 MOD 97-10 gives '86'"},
	} {
		u := urn.MustParse(tt.in)
		err := Builtin().Validate(u)
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("%s: got %v, want an *Error", tt.in, err)
			continue
		}
		if e.Reason() != tt.reason {
			t.Errorf("%s: reason %q, want %q", tt.in, e.Reason(), tt.reason)
		}
		// The offset is that of the check character as written.
		got := e.Input[e.Offset:]
		if want := strings.SplitN(tt.reason, "'", 3)[1]; !strings.HasPrefix(got, want) {
			t.Errorf("%s: offset %d points at %q, want the check character %q", tt.in, e.Offset, got, want)
		}
	}
}

// The check digits of URN:NBN:DEs by the German National Library's
// algorithm: its own example, and real URN:NBN:DEs of several
// sub-namespaces.
func TestDNBCheckDigit(t *testing.T) {
	for _, s := range []string{
		"de:gbv:089-3321752945", // the DNB's example: product sum 4027, 4027/5 = 805.4
		"de:0001-00016",
		"de:bvb:706-18",
		"de:101:1-201102033592",
		"de:101:1-201212176728",
		"de:101:1-201502241089",
		"de:101:1-201603278995",
		"de:kobv:11-100217673",
		"de:hebis:30:3-429197",
		"de:0221-2025012349849",
		"de:bsz:ch1-qucosa-86443",
		"de:kobv:517-opus-55789",
		"de:gbv:46:1-162417",
		"de:0168-ssoar-347295",
		"DE:BSZ:93-OPUS-16545",
	} {
		last := len(s) - 1
		if c, ok := dnbCheckDigit(s[:last]); !ok || c != s[last] {
			t.Errorf("check digit of urn:nbn:%s = %c, %v; want %c", s[:last], c, ok, s[last])
		}
	}
	if _, ok := dnbCheckDigit("de:x%20y-1"); ok {
		t.Error("the table gives '%'")
	}
}
