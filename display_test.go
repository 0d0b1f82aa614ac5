// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
	marks := 0
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
		// No overlay, no punctuation or symbol outside ASCII, and no
		// more than maxMarks combining marks in a row.
		if unicode.Is(overlayMarks, r) || r >= utf8.RuneSelf && unicode.In(r, unicode.P, unicode.S) {
			t.Errorf("%q.Display() = %q shows %U", u, d, r)
		}
		if unicode.Is(unicode.M, r) {
			marks++
			if marks > maxMarks {
				t.Errorf("%q.Display() = %q shows %d marks in a row", u, d, marks)
			}
		} else {
			marks = 0
		}
		prev = r
	}
	a, errA := Unescape(u.String())
	b, errB := Unescape(d)
	if errA != nil || errB != nil || a != b {
		t.Errorf("%q.Display() = %q stands for other octets (%q, %v; %q, %v)", u, d, a, errA, b, errB)
	}
}

// TestDisplayLookalikes checks that characters drawn like the
// punctuation of a URN, or drawn as nothing, stay encoded.
func TestDisplayLookalikes(t *testing.T) {
	for _, r := range []rune{
		0x205A, 0xA4FD, 0x16EC, 0x0703, 0x0704, 0x2236, 0x02D0, // like ':'
		0x2571, 0x27CB, 0x2215, 0x2044, 0x29F8, // like '/'
		0x0294, 0x0241, 0x2047, // like '?' and "??"
		0x066A, 0x2052, // like '%'
		0x2E40, 0x2A75, 0x2795, // like '=', "==" and '+'
		0xFF1F, 0xFF03, 0xFF05, 0xFE56, 0xFE13, 0xFF0F, // fullwidth, small and vertical forms
		0x2800, // BRAILLE PATTERN BLANK, drawn as nothing
		// Look-alikes the confusables data does not list: every
		// punctuation mark and symbol outside ASCII, and the other
		// case of a listed letter.
		0x266F,                         // like '#'
		0x2982, 0x1804, 0x205D, 0x0706, // like ':'
		0xA78A, 0x1F7F0, // like '='
		0x0242, 0x2753, // like '?'
		0xFB29, 0x02D6, // like '+'
		0x1F67C, 0x2E4A, // like '/'
		'€', '«', 0x2010, 0x00B7, 0x1F600,
		// Letters and signs drawn like a delimiter that the confusables
		// data maps to another letter or sign, and the characters it
		// maps to them (testdata/lookalikes-extra.txt).
		0x0983, 0x0C03, 0x0F7F, 0x1038, 0x0A03, 0x114C1, // visargas, like ':'
		0x2D5C, 0x5341, 0x2F17, 0x3038, // like '+'
		0x30CB, 0x4E8C, // like '='
		0x02A1, // like '?'
	} {
		u := MustParse("urn:example:a" + EscapeNSS(string(r)) + "b")
		if d := u.Display(); d != u.String() {
			t.Errorf("%U: %q.Display() = %q, want it kept encoded", r, u, d)
		}
	}
	// Letters and digits that look like none of them are decoded.
	for _, r := range []rune{'é', 'ж', '日', 'ß', 0x0663, 0xFF21} {
		u := MustParse("urn:example:a" + EscapeNSS(string(r)) + "b")
		if d := u.Display(); d != "urn:example:a"+string(r)+"b" {
			t.Errorf("%U: %q.Display() = %q, want it decoded", r, u, d)
		}
	}
}

// TestLookalikesTable checks that lookalikes_table.go is what
// gen_lookalikes.go makes of the data in testdata, and checks the
// confusables table against the data on its own: every character
// outside ASCII whose prototype is made of ':', '/', '?', '#', '=' and
// '+', or is that of '%', or is the prototype of a character of
// testdata/lookalikes-extra.txt (or that character itself), and the
// other cases of each, and nothing else.
func TestLookalikesTable(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generator")
	}
	out := filepath.Join(t.TempDir(), "table.go")
	cmd := exec.Command("go", "run", "gen_lookalikes.go", "-out", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen_lookalikes.go: %v\n%s", err, b)
	}
	got, err := os.ReadFile("lookalikes_table.go")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("lookalikes_table.go is not what gen_lookalikes.go makes of testdata; run go generate")
	}

	data, err := os.ReadFile("testdata/confusables.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	protos := make(map[rune]string, len(m))
	for src, p := range m {
		r, n := utf8.DecodeRuneInString(src)
		if n != len(src) || p == "" {
			t.Fatalf("bad mapping %+q → %+q", src, p)
		}
		protos[r] = p
	}
	if len(protos) < 6000 {
		t.Fatalf("read %d mappings from testdata/confusables.json, want the whole file", len(protos))
	}
	// The prototypes of the extra look-alikes: a character of one of
	// them is drawn like the extra character.
	extra, err := os.ReadFile("testdata/lookalikes-extra.txt")
	if err != nil {
		t.Fatal(err)
	}
	extraProtos := map[string]bool{}
	for _, line := range strings.Split(string(extra), "\n") {
		var cp rune
		var delim, name string
		if _, err := fmt.Sscanf(line, "%x %s %s", &cp, &delim, &name); err != nil {
			continue
		}
		p, ok := protos[cp]
		if !ok {
			p = string(cp)
		}
		extraProtos[p] = true
	}
	if len(extraProtos) < 8 {
		t.Fatalf("read %d look-alikes from testdata/lookalikes-extra.txt, want the whole file", len(extraProtos))
	}
	listed := func(r rune) bool {
		p, ok := protos[r]
		if r < 0x80 {
			return false
		}
		return ok && (p == protos['%'] || strings.Trim(p, ":/?#=+") == "" || extraProtos[p]) || extraProtos[string(r)]
	}
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		in := listed(r)
		for f := unicode.SimpleFold(r); f != r && !in; f = unicode.SimpleFold(f) {
			in = listed(f)
		}
		if unicode.Is(confusables, r) != in {
			t.Errorf("%U: in the table %v, want %v", r, !in, in)
		}
	}
	for _, r := range []rune{0x0336, 0x0338, 0x20D2, 0x20E5, 0x1D167} {
		if !unicode.Is(overlayMarks, r) {
			t.Errorf("%U is not in overlayMarks", r)
		}
	}
}
