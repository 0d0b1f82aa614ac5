// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
)

// A findCase is a text and the matches expected in it.
type findCase struct {
	where  string
	syntax Syntax
	maxLen int
	text   string
	want   []wantMatch
}

type wantMatch struct {
	urn, raw string // raw is the text the URN spans; urn when empty
}

func readFindCases(t testing.TB) []findCase {
	var cases []findCase
	var syntax Syntax
	maxLen := 0
	for _, c := range readCases(t, "find.txt") {
		where := c.pos
		switch f := c.fields; {
		case f[0] == "syntax" && len(f) == 2:
			if err := syntax.UnmarshalText([]byte(f[1])); err != nil {
				t.Fatalf("%s: %v", where, err)
			}
		case f[0] == "maxlength" && len(f) == 2:
			n, err := strconv.Atoi(f[1])
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			maxLen = n
		case f[0] == "text" && len(f) == 2:
			cases = append(cases, findCase{where: where, syntax: syntax, maxLen: maxLen, text: f[1]})
		case f[0] == "match" && (len(f) == 2 || len(f) == 3) && len(cases) > 0:
			w := wantMatch{urn: f[1], raw: f[1]}
			if len(f) == 3 {
				w.raw = f[2]
			}
			last := &cases[len(cases)-1]
			last.want = append(last.want, w)
		default:
			t.Fatalf("%s: bad line %q", where, f)
		}
	}
	return cases
}

func TestFind(t *testing.T) {
	for _, c := range readFindCases(t) {
		p := Parser{Syntax: c.syntax, MaxLength: c.maxLen}
		ms := p.FindAll(c.text)
		checkMatches(t, c.where, c.text, ms, c.want)
		checkFindForms(t, c.where, p, c.text, ms)
	}
}

// urnWordBytes are the bytes after which no match starts: the ASCII
// letters and digits and the other characters of an RFC 8141 URN, but
// the opening wrappers '(' and the apostrophe.
const urnWordBytes = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&)*+,;=:@/?#%"

// checkMatches compares the matches found in text with those wanted.
func checkMatches(t *testing.T, where, text string, ms []Match, want []wantMatch) {
	t.Helper()
	pos := 0 // where the next wanted raw text is searched for
	for i := 0; i < max(len(ms), len(want)); i++ {
		if i >= len(ms) {
			t.Errorf("%s: match %d: none, want %q", where, i, want[i].urn)
			continue
		}
		if i >= len(want) {
			t.Errorf("%s: match %d: %q [%d:%d], want none", where, i, ms[i].URN, ms[i].Start, ms[i].End)
			continue
		}
		m, w := ms[i], want[i]
		start := strings.Index(text[pos:], w.raw)
		if start < 0 {
			t.Fatalf("%s: bad case: %q not in the text", where, w.raw)
		}
		start += pos
		// The wanted raw text can occur earlier inside a longer word
		// (as "urn:x" in "x-urn:x"): the one wanted is the first that
		// can start a match.
		for start > 0 && strings.IndexByte(urnWordBytes, text[start-1]) >= 0 {
			next := strings.Index(text[start+1:], w.raw)
			if next < 0 {
				t.Fatalf("%s: bad case: %q does not start a word in the text", where, w.raw)
			}
			start += 1 + next
		}
		if m.URN.String() != w.urn || m.Start != start || m.End != start+len(w.raw) {
			t.Errorf("%s: match %d: %q [%d:%d], want %q [%d:%d]",
				where, i, m.URN, m.Start, m.End, w.urn, start, start+len(w.raw))
		}
		pos = start + len(w.raw)
	}
}

// checkFindForms checks that Find, FindAllBytes and a Scanner reading
// in small pieces give the same matches as FindAll, and that every
// match has the properties that rules 1 to 6 promise.
func checkFindForms(t *testing.T, where string, p Parser, text string, ms []Match) {
	t.Helper()
	if m, ok := p.Find(text); ok != (len(ms) > 0) || ok && m != ms[0] {
		t.Errorf("%s: Find = %v, %v; want the first of %v", where, m, ok, ms)
	}
	sameMatches(t, where+" (FindAllBytes)", p.FindAllBytes([]byte(text)), ms)
	for name, r := range map[string]io.Reader{
		"one byte":   iotest.OneByteReader(strings.NewReader(text)),
		"half reads": iotest.HalfReader(strings.NewReader(text)),
		"data+EOF":   iotest.DataErrReader(strings.NewReader(text)),
	} {
		var got []Match
		sc := p.NewScanner(r)
		for sc.Scan() {
			got = append(got, sc.Match())
		}
		if err := sc.Err(); err != nil {
			t.Errorf("%s: Scanner (%s): %v", where, name, err)
		}
		sameMatches(t, where+" (Scanner, "+name+")", got, ms)
	}
	end := 0
	for _, m := range ms {
		if m.Start < end || m.End <= m.Start || m.End > len(text) {
			t.Fatalf("%s: match %q at [%d:%d] is out of order or range (previous end %d)", where, m.URN, m.Start, m.End, end)
		}
		end = m.End
		if v, err := p.Parse(m.URN.String()); err != nil || v != m.URN {
			t.Errorf("%s: match %q does not parse as itself: %v", where, m.URN, err)
		}
		if p.MaxLength > 0 && m.End-m.Start > p.MaxLength {
			t.Errorf("%s: match %q spans %d bytes, over MaxLength %d", where, m.URN, m.End-m.Start, p.MaxLength)
		}
		raw := text[m.Start:m.End]
		if raw != m.URN.String() {
			// Joined from lines: the same text once the white space
			// is removed, inside <...>.
			if strings.Join(strings.Fields(raw), "") != m.URN.String() || m.Start == 0 || text[m.Start-1] != '<' {
				t.Errorf("%s: match %q spans %q", where, m.URN, raw)
			}
		}
		if m.Start > 0 && blocksStart(text[m.Start-1]) {
			t.Errorf("%s: match %q follows %q", where, m.URN, text[m.Start-1])
		}
	}
}

func sameMatches(t *testing.T, where string, got, want []Match) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d matches, want %d: %v, want %v", where, len(got), len(want), got, want)
		return
	}
	for i := range got {
		if got[i].URN.String() != want[i].URN.String() || got[i].Start != want[i].Start || got[i].End != want[i].End {
			t.Errorf("%s: match %d = %q [%d:%d], want %q [%d:%d]", where, i,
				got[i].URN, got[i].Start, got[i].End, want[i].URN, want[i].Start, want[i].End)
		}
	}
}

// TestFindProse runs the search over real documents: for each file
// testdata/prose/NAME, the file NAME.urns lists the URNs expected in it,
// one a line as a Go quoted string, with the raw text it spans after it
// when that differs.
func TestFindProse(t *testing.T) {
	files, err := filepath.Glob("testdata/prose/*.urns")
	if err != nil || len(files) == 0 {
		t.Fatalf("no prose cases: %v", err)
	}
	for _, f := range files {
		textFile := strings.TrimSuffix(f, ".urns")
		data, err := os.ReadFile(textFile)
		if err != nil {
			t.Fatal(err)
		}
		var want []wantMatch
		name := strings.TrimPrefix(f, "testdata/")
		for _, c := range readCases(t, name) {
			w := wantMatch{urn: c.fields[0], raw: c.fields[0]}
			if c.fields[0] == "none" {
				continue
			}
			if len(c.fields) > 1 {
				w.raw = c.fields[1]
			}
			want = append(want, w)
		}
		text := string(data)
		ms := FindAll(text)
		checkMatches(t, name, text, ms, want)
		checkFindForms(t, name, Parser{}, text, ms)
	}
}

func TestFindMaxLength(t *testing.T) {
	text := "urn:example:" + strings.Repeat("a", 100) + " (urn:example:b)"
	p := Parser{MaxLength: 50}
	ms := p.FindAll(text)
	if len(ms) != 1 || ms[0].URN.String() != "urn:example:b" {
		t.Errorf("FindAll with MaxLength 50 = %v, want only urn:example:b", ms)
	}
	checkFindForms(t, "MaxLength", p, text, ms)
	// The limit is on the length of a URN, not on the run of bytes
	// that could be part of one: in this 100 KB run, every URN is short.
	run := strings.Repeat("(urn:ab:c%", 10000)
	ms = Parser{}.FindAll(run)
	if len(ms) != 10000 {
		t.Errorf("FindAll in a long run: %d matches, want 10000", len(ms))
	}
	checkFindForms(t, "long run", Parser{}, run, ms)
	// A Scanner without a limit has one of 64 KiB.
	long := "urn:example:" + strings.Repeat("a", defaultScanLength) + " urn:example:b"
	sc := NewScanner(strings.NewReader(long))
	var got []string
	for sc.Scan() {
		got = append(got, sc.Match().URN.String())
	}
	if len(got) != 1 || got[0] != "urn:example:b" {
		t.Errorf("Scanner over a URN longer than 64 KiB found %d matches, want only urn:example:b", len(got))
	}
	if len(sc.buf) > defaultScanLength+1+readSize {
		t.Errorf("Scanner buffer grew to %d bytes, over the bound %d", len(sc.buf), defaultScanLength+1+readSize)
	}
}

// TestFindHugeMaxLength checks that a MaxLength near the largest int
// works as no limit at all, in FindAll and in a Scanner.
func TestFindHugeMaxLength(t *testing.T) {
	text := "see urn:example:a and <urn:ex:b\n c>."
	want := []wantMatch{{"urn:example:a", "urn:example:a"}, {"urn:ex:bc", "urn:ex:b\n c"}}
	for _, n := range []int{math.MaxInt, math.MaxInt - readSize, math.MaxInt32} {
		p := Parser{MaxLength: n}
		where := "MaxLength " + strconv.Itoa(n)
		ms := p.FindAll(text)
		checkMatches(t, where, text, ms, want)
		checkFindForms(t, where, p, text, ms)
	}
}

func TestScannerReadError(t *testing.T) {
	sc := NewScanner(io.MultiReader(strings.NewReader("urn:example:a and urn:example:b"), iotest.ErrReader(io.ErrUnexpectedEOF)))
	var got []string
	for sc.Scan() {
		got = append(got, sc.Match().URN.String())
	}
	// The first URN is complete; the second could go on in the data
	// that could not be read, so it is not reported.
	if len(got) != 1 || got[0] != "urn:example:a" || sc.Err() != io.ErrUnexpectedEOF {
		t.Errorf("got %q, %v; want [urn:example:a], %v", got, sc.Err(), io.ErrUnexpectedEOF)
	}
}

func TestFindAllocs(t *testing.T) {
	text := "See urn:example:a, <urn:example:b>. " + strings.Repeat("no URNs here: ", 20)
	ms := make([]Match, 0, 4)
	n := testing.AllocsPerRun(100, func() {
		ms = ms[:0]
		f := Parser{}.finder()
		for from := 0; ; {
			m, st := findNext(&f, text, from, true, strings.IndexByte)
			if !st.found {
				break
			}
			ms = append(ms, m)
			from = st.resume
		}
	})
	if n != 0 || len(ms) != 2 {
		t.Errorf("searching a string: %v allocations and %d matches, want 0 and 2", n, len(ms))
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = Parser{}.Find(text) }); n != 0 {
		t.Errorf("Find: %v allocations, want 0", n)
	}
}

// FuzzFind checks the properties of every search: each match parses as
// itself, offsets are in range, in order and do not overlap, no match
// follows a byte that blocks it, FindAllBytes and the Scanner find the
// same as FindAll, and a valid URN on its own is found whole.
func FuzzFind(f *testing.F) {
	for _, c := range readFindCases(f) {
		f.Add(c.text, uint8(c.syntax), uint8(c.maxLen))
	}
	f.Fuzz(func(t *testing.T, text string, syntax, maxLen uint8) {
		p := Parser{Syntax: Syntax(syntax % uint8(numSyntaxes))}
		checkFindForms(t, "fuzz", p, text, p.FindAll(text))
		if maxLen > 0 {
			// With a limit, the matches are checked again (none is
			// longer than the limit), and the Scanner, which keeps
			// no more than the limit, must still agree.
			pl := p
			pl.MaxLength = int(maxLen)
			checkFindForms(t, "fuzz, MaxLength", pl, text, pl.FindAll(text))
		}
		// A valid URN that stands alone, and does not end in
		// punctuation, is found whole.
		if u, err := p.Parse(text); err == nil && !strings.ContainsRune(".,;:!?)", rune(text[len(text)-1])) {
			ms := p.FindAll(" " + text + "\n")
			if len(ms) != 1 || ms[0].URN != u || ms[0].Start != 1 || ms[0].End != 1+len(text) {
				t.Errorf("FindAll(%q) = %v, want %q at [1:%d]", " "+text+"\n", ms, u, 1+len(text))
			}
		}
	})
}
