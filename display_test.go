// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestDisplay(t *testing.T) {
	for _, c := range readCases(t, "display.txt") {
		if len(c.fields) != 2 {
			t.Fatalf("%s: want URN, display form", c.pos)
		}
		u, err := Parse(c.fields[0])
		if err != nil {
			t.Fatalf("%s: %v", c.pos, err)
		}
		if got := u.Display(); got != c.fields[1] {
			t.Errorf("%s: %q.Display() = %q, want %q", c.pos, u, got, c.fields[1])
		}
		checkDisplay(t, u)
		if u.Display() != u.String() {
			if n := testing.AllocsPerRun(10, func() { _ = u.Display() }); n != 1 {
				t.Errorf("%q.Display() allocates %v times, want 1", u, n)
			}
		}
	}
	if got := (URN{}).Display(); got != "" {
		t.Errorf("zero URN Display() = %q", got)
	}
}

// checkDisplay checks the properties every display form has: it is
// valid UTF-8 with no hidden or white-space character, and it stands
// for the same octets as u.
func checkDisplay(t *testing.T, u URN) {
	t.Helper()
	d := u.Display()
	if !utf8.ValidString(d) {
		t.Errorf("%q.Display() = %q: invalid UTF-8", u, d)
	}
	prev := ' '
	for i, r := range d {
		if r >= utf8.RuneSelf && !showable(r) || unicode.IsControl(r) || unicode.IsSpace(r) {
			t.Errorf("%q.Display() = %q shows %U", u, d, r)
		}
		// A combining mark is drawn on a letter or digit, or on a
		// character that was decoded (a URN's own text is ASCII, so
		// that is any non-ASCII one); never on a delimiter or on the
		// end of a triplet kept encoded.
		onASCII := prev < utf8.RuneSelf && !unicode.In(prev, unicode.L, unicode.N)
		if unicode.Is(unicode.M, r) && (onASCII || i >= 3 && d[i-3] == '%') {
			t.Errorf("%q.Display() = %q shows %U after %q", u, d, r, prev)
		}
		prev = r
	}
	a, errA := Unescape(u.String())
	b, errB := Unescape(d)
	if errA != nil || errB != nil || a != b {
		t.Errorf("%q.Display() = %q stands for other octets (%q, %v; %q, %v)", u, d, a, errA, b, errB)
	}
}
