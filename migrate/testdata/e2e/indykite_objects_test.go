// This file is copied by e2e.sh into the package
// github.com/indykite/indykite-sdk-go/gen/indykite/objects/v1beta1, whose
// own tests do not reach its URN code, and runs there before and after
// urnmigrate -fix. It pins what ObjectReference.AsString writes and what
// ParseReference accepts, so that the rewrite of both is checked against
// the behaviour they had with go-urn.

package objectsv1beta1_test

import (
	"testing"

	"github.com/multiformats/go-base36"
	"google.golang.org/protobuf/proto"

	objects "github.com/indykite/indykite-sdk-go/gen/indykite/objects/v1beta1"
)

func TestURNMigrateObjectReference(t *testing.T) {
	ref := &objects.ObjectReference{
		CustomerId: objects.FromUUID("6c3a2b5e-0f1d-4c7a-9e8b-2d4f6a8c0e1b"),
		AppSpaceId: objects.FromUUID("0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a"),
		TypeHint:   "https://example.com/schema/user",
	}
	data, err := proto.Marshal(ref)
	if err != nil {
		t.Fatal(err)
	}
	nss := base36.EncodeToStringLc(data)

	// AsString writes urn:indy: and the lower-case base-36 text of the
	// message.
	if got, want := ref.AsString(), "urn:indy:"+nss; got != want {
		t.Errorf("AsString() = %q, want %q", got, want)
	}
	// An empty message marshals to no bytes: go-urn's String of a URN
	// with an empty SS is "".
	if got := (&objects.ObjectReference{}).AsString(); got != "" {
		t.Errorf("AsString() of an empty reference = %q, want \"\"", got)
	}

	// ParseReference reads it back.
	if back := objects.ParseReference(ref.AsString()); back == nil || !proto.Equal(back, ref) {
		t.Errorf("ParseReference(AsString()) = %v, want %v", back, ref)
	}
	// The scheme is case-insensitive; the NID is compared as written,
	// so "INDY" is not "indy".
	if back := objects.ParseReference("URN:indy:" + nss); back == nil || !proto.Equal(back, ref) {
		t.Errorf("ParseReference(URN:indy:...) = %v, want %v", back, ref)
	}
	for _, s := range []string{
		"URN:INDY:" + nss,         // NID written in upper case
		"urn:other:" + nss,        // another NID
		"urn:indy:",               // no NSS
		"urn:indy:" + nss + " x",  // not a URN
		"urn:indy:" + nss + "%zz", // not a URN: bad percent-encoding
		"urn:indy:%41" + nss,      // a URN, but not base 36
		"indy:" + nss,             // no scheme
		"",
	} {
		if back := objects.ParseReference(s); back != nil {
			t.Errorf("ParseReference(%q) = %v, want nil", s, back)
		}
	}
}
