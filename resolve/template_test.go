// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package resolve

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urnkit/urn"
)

func TestTemplateResolver(t *testing.T) {
	res := TemplateResolver{Templates: map[string]string{
		"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
		"ietf":      "https://datatracker.ietf.org/urn/{nss}",
		"ISBN":      "https://openlibrary.org/isbn/{nss}", // keys match any case of the NID
		"example":   "https://resolver.example/{nid}/{nss}?urn={urn}&r={r}",
	}}
	for _, tt := range []struct{ urn, want string }{
		{"urn:ietf:rfc:2141", "https://www.rfc-editor.org/info/rfc2141"},
		{"URN:IETF:rfc:8141#section-2.3", "https://www.rfc-editor.org/info/rfc8141#section-2.3"},
		{"urn:ietf:bcp:66", "https://datatracker.ietf.org/urn/bcp:66"},
		{"urn:ISBN:0451450523?=format=pdf", "https://openlibrary.org/isbn/0451450523?format=pdf"},
		{"urn:isbn:0451450523", "https://openlibrary.org/isbn/0451450523"},
		{"urn:example:a/b?+res?=q#f", "https://resolver.example/example/a%2Fb?urn=urn:example:a/b&r=res&q#f"},
	} {
		got, err := Resolve(context.Background(), res, urn.MustParse(tt.urn))
		if err != nil || got.String() != tt.want {
			t.Errorf("Resolve(%q) = %v, %v; want %q", tt.urn, got, err, tt.want)
		}
	}
	if _, err := Resolve(context.Background(), res, urn.MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve with no template: %v, want ErrUnresolvable", err)
	}
	if _, err := Resolve(context.Background(), nilResolver{}, urn.MustParse("urn:example:a")); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve with a resolver that returns nil: %v, want ErrUnresolvable", err)
	}
	if _, err := Resolve(context.Background(), res, urn.URN{}); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve of the zero URN: %v, want ErrUnresolvable", err)
	}
}

// TestTemplatePlacement checks the templates that Resolve refuses
// whatever the URN, and that Validate reports.
func TestTemplatePlacement(t *testing.T) {
	for _, tmpl := range []string{
		"https://{nid}.example/{nss}",
		"https://h.example:{nss}/",
		"https://{r}@h.example/",
		"{nid}://h.example/",
		"https://h.example{nss}",
		"/relative/{nss}",
		"{nss}",
	} {
		res := TemplateResolver{Templates: map[string]string{"isbn": tmpl}}
		if loc, err := Resolve(context.Background(), res, urn.MustParse("urn:isbn:1")); !errors.Is(err, ErrTemplate) {
			t.Errorf("template %q: Resolve = %v, %v; want ErrTemplate", tmpl, loc, err)
		}
		if err := res.Validate(); !errors.Is(err, ErrTemplate) {
			t.Errorf("template %q: Validate = %v, want ErrTemplate", tmpl, err)
		}
	}
}

// TestValidate checks what Validate reports, in the order of the keys.
func TestValidate(t *testing.T) {
	for _, tt := range []struct {
		templates map[string]string
		want      []error
	}{
		{nil, nil},
		{map[string]string{
			"ietf:rfc:": "https://www.rfc-editor.org/info/rfc{rest}",
			"isbn":      "https://openlibrary.org/isbn/{nss}",
			"a":         "https://h.example/{nid}?urn={urn}&r={r}#{r}", // an RFC 2141 NID
			"ex:a%2F":   "https://h.example/{rest}/",
		}, nil},
		{map[string]string{"isbn": "https://a.example/{nss}", "ISBN": "https://b.example/{nss}"}, []error{ErrAmbiguous}},
		{map[string]string{"ex:a%2f": "https://a.example/{nss}", "ex:a%2F": "https://b.example/{nss}"}, []error{ErrAmbiguous}},
		{map[string]string{"ietf": "https://a.example/{nss}", "ietf:": "https://b.example/{nss}"}, []error{ErrAmbiguous}},
		{map[string]string{"ex:a%2": "https://a.example/{nss}"}, []error{ErrTemplate}},
		{map[string]string{"ex:/a": "https://a.example/{nss}"}, []error{ErrTemplate}},
		{map[string]string{"e x": "https://a.example/{nss}"}, []error{ErrTemplate}},
		{map[string]string{"ex": "https://a.example/{nns}"}, []error{ErrTemplate}},
		{map[string]string{"ex": "https://a.example/{nss}}"}, []error{ErrTemplate}},
		{map[string]string{"ex": "https://a.example/../{nss}"}, []error{ErrDotSegment}},
		{map[string]string{"ex": "https://a.example/%2E/{nss}"}, []error{ErrDotSegment}},
		{map[string]string{"ex": "https://a.example//{nss}"}, []error{ErrEmptySegment}},
		{map[string]string{
			"ex":   "https://a.example/../{nss}",
			"ISBN": "https://a.example/{nss}",
			"isbn": "https://{nid}.example/",
		}, []error{ErrDotSegment, ErrAmbiguous, ErrTemplate}}, // "ISBN" < "ex" < "isbn"
	} {
		err := TemplateResolver{Templates: tt.templates}.Validate()
		var got []error
		if err != nil {
			for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
				for _, s := range []error{ErrAmbiguous, ErrTemplate, ErrDotSegment, ErrEmptySegment} {
					if errors.Is(e, s) {
						got = append(got, s)
					}
				}
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Validate(%q) = %v, want errors %v", tt.templates, err, tt.want)
		}
	}
}

// TestTemplateChoice checks that the template chosen for a URN depends
// on its equivalence class only (RFC 8141 section 3.1), every time.
func TestTemplateChoice(t *testing.T) {
	res := TemplateResolver{Templates: map[string]string{
		"ISBN":      "https://isbn.example/{nss}",
		"ex":        "https://ex.example/{nss}",
		"ex:a%2F":   "https://slash.example/{rest}",
		"ex:a%2Fb:": "https://longer.example/{rest}",
		"Ex:b":      "https://b.example/{rest}",
	}}
	for _, tt := range []struct{ urn, want string }{
		{"urn:isbn:1", "https://isbn.example/1"},
		{"URN:Isbn:1", "https://isbn.example/1"},
		{"urn:ex:a%2fb", "https://slash.example/b"},
		{"urn:ex:a%2Fb", "https://slash.example/b"},
		{"urn:EX:a%2fc", "https://slash.example/c"},
		{"urn:ex:a%2fb:c", "https://longer.example/c"},
		{"urn:ex:A%2fb", "https://ex.example/A%2fb"}, // the NSS is case-sensitive
		{"urn:ex:a/b", "https://ex.example/a%2Fb"},   // "%2F" is not '/'
		{"urn:ex:b1", "https://b.example/1"},
		{"urn:ex:%62", "https://ex.example/%62"}, // "%62" is not 'b' (RFC 8141 section 3.1)
	} {
		u := urn.MustParse(tt.urn)
		for range 200 {
			loc, err := Resolve(context.Background(), res, u)
			if err != nil || loc.String() != tt.want {
				t.Fatalf("Resolve(%q) = %v, %v; want %s", tt.urn, loc, err, tt.want)
			}
		}
	}

	for _, keys := range [][2]string{{"isbn", "ISBN"}, {"ex:a%2f", "ex:a%2F"}, {"ex", "ex:"}} {
		res := TemplateResolver{Templates: map[string]string{
			keys[0]: "https://one.example/{nss}",
			keys[1]: "https://two.example/{nss}",
		}}
		for _, s := range []string{"urn:isbn:1", "urn:ex:a%2fb", "urn:ex:a%2Fb", "urn:EX:a%2Fb"} {
			u := urn.MustParse(s)
			if !strings.EqualFold(u.NID(), keys[0][:2]) {
				continue
			}
			var first string
			for i := range 200 {
				loc, err := Resolve(context.Background(), res, u)
				if !errors.Is(err, ErrAmbiguous) {
					t.Fatalf("keys %q: Resolve(%q) call %d = %v, %v; want ErrAmbiguous", keys, s, i, loc, err)
				}
				if i == 0 {
					first = err.Error()
				} else if err.Error() != first {
					t.Fatalf("keys %q: Resolve(%q) call %d = %v, want the error of the first call, %v", keys, s, i, err, first)
				}
			}
			if !strings.Contains(first, strconv.Quote(keys[0])) || !strings.Contains(first, strconv.Quote(keys[1])) {
				t.Errorf("keys %q: the error %q does not name both keys", keys, first)
			}
		}
	}

	// A key whose NSS part is invalid is an error for the URNs of its
	// NID, never a silent choice.
	res = TemplateResolver{Templates: map[string]string{"ex": "https://ex.example/{nss}", "ex:a%2": "https://bad.example/"}}
	if loc, err := Resolve(context.Background(), res, urn.MustParse("urn:ex:a%2Fb")); !errors.Is(err, ErrTemplate) {
		t.Errorf("Resolve with an invalid key = %v, %v; want ErrTemplate", loc, err)
	}
	if loc, err := Resolve(context.Background(), res, urn.MustParse("urn:isbn:1")); !errors.Is(err, ErrUnresolvable) {
		t.Errorf("Resolve of another NID = %v, %v; want ErrUnresolvable", loc, err)
	}
}
