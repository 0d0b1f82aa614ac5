// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
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

// TestFindTopLevel checks that the functions Find, FindBytes, FindAll,
// FindAllBytes and FindAllSeq are those of the zero Parser.
func TestFindTopLevel(t *testing.T) {
	text := "x urn:ex:a\n  urn:ex:b, urn:isbn:1?=q#f\nurn:a:b"
	var p Parser
	want := p.FindAll(text)
	if len(want) != 3 || want[2].Start != 23 {
		t.Fatalf("FindAll(%q) = %v", text, want)
	}
	sameMatches(t, "FindAll", FindAll(text), want)
	sameMatches(t, "FindAllBytes", FindAllBytes([]byte(text)), want)
	sameMatches(t, "FindAllSeq", slices.Collect(FindAllSeq(text)), want)
	if m, ok := Find(text); !ok || m != want[0] {
		t.Errorf("Find = %v, %v; want %v", m, ok, want[0])
	}
	if m, ok := Find("no URN"); ok || m != (Match{}) {
		t.Errorf("Find(no URN) = %v, %v", m, ok)
	}
	if m, ok := FindBytes([]byte(text)); !ok || m != want[0] {
		t.Errorf("FindBytes = %v, %v; want %v", m, ok, want[0])
	}
	if m, ok := FindBytes([]byte("no URN")); ok || m != (Match{}) {
		t.Errorf("FindBytes(no URN) = %v, %v", m, ok)
	}
}

func TestFind(t *testing.T) {
	for _, c := range readFindCases(t) {
		p := Parser{Syntax: c.syntax, MaxLength: c.maxLen}
		ms := p.FindAll(c.text)
		checkMatches(t, c.where, c.text, ms, c.want)
		checkFindForms(t, c.where, p, c.text, ms)
	}
}

// startsWord is the start rule of Parser.FindAll, written out plainly:
// a "urn" at text[i] may start a match unless it follows an ASCII
// letter, digit or '_', or a '-', '+' or '.' that follows a letter or
// digit; but it may after the code of a subfield or a troff escape
// (subfieldRE).
func startsWord(text string, i int) bool {
	alnum := func(c byte) bool {
		return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
	}
	if i == 0 {
		return true
	}
	c := text[i-1]
	if alnum(c) || c == '_' {
		return subfieldRE.MatchString(text[max(i-6, 0):i])
	}
	return !strings.ContainsRune("-+.", rune(c)) || i < 2 || !alnum(text[i-2])
}

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
		for !startsWord(text, start) {
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

// checkFindForms checks that Find, FindBytes, FindAllBytes and a Scanner reading
// in small pieces give the same matches as FindAll, and that every
// match has the properties that rules 1 to 6 promise.
func checkFindForms(t *testing.T, where string, p Parser, text string, ms []Match) {
	t.Helper()
	if m, ok := p.Find(text); ok != (len(ms) > 0) || ok && m != ms[0] {
		t.Errorf("%s: Find = %v, %v; want the first of %v", where, m, ok, ms)
	}
	if m, ok := p.FindBytes([]byte(text)); ok != (len(ms) > 0) || ok && m != ms[0] {
		t.Errorf("%s: FindBytes = %v, %v; want the first of %v", where, m, ok, ms)
	}
	sameMatches(t, where+" (FindAllBytes)", p.FindAllBytes([]byte(text)), ms)
	sameMatches(t, where+" (FindAllSeq)", slices.Collect(p.FindAllSeq(text)), ms)
	if len(ms) > 1 {
		// An iteration stopped early yields the first matches.
		var first []Match
		for m := range p.FindAllSeq(text) {
			if first = append(first, m); len(first) == 2 {
				break
			}
		}
		sameMatches(t, where+" (FindAllSeq, stopped)", first, ms[:2])
	}
	for name, r := range map[string]io.Reader{
		"one byte":    iotest.OneByteReader(strings.NewReader(text)),
		"half reads":  iotest.HalfReader(strings.NewReader(text)),
		"data+EOF":    iotest.DataErrReader(strings.NewReader(text)),
		"short reads": &shortReader{s: text, sizes: "\x00\x03\x01\x00\x00\x07\x02"},
	} {
		var got []Match
		sc := p.NewScanner(r)
		for sc.Scan() {
			got = append(got, sc.Match())
		}
		if err := sc.Err(); err != nil && (p.MaxLength <= 0 || !errors.Is(err, ErrTooLong)) {
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
		if p.MaxLength > 0 && len(m.URN.String()) > p.MaxLength {
			t.Errorf("%s: match %q is %d bytes, over MaxLength %d", where, m.URN, len(m.URN.String()), p.MaxLength)
		}
		raw := text[m.Start:m.End]
		if raw != m.URN.String() {
			// Joined from lines: the same text once the white space
			// is removed, inside <...>.
			if strings.Join(strings.Fields(raw), "") != m.URN.String() || m.Start == 0 || text[m.Start-1] != '<' {
				t.Errorf("%s: match %q spans %q", where, m.URN, raw)
			}
		}
		if !startsWord(text, m.Start) {
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
	run := strings.Repeat("(urn:ab:c?", 10000)
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
	if bound := defaultScanLength + maxDropped + quoteLookBack + readSize; len(sc.buf) > bound {
		t.Errorf("Scanner buffer grew to %d bytes, over the bound %d", len(sc.buf), bound)
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

// A shortReader returns s in reads of the sizes given, in turn, by the
// bytes of sizes (modulo 8), some of them empty; never more than two
// empty reads in a row.
type shortReader struct {
	s       string
	sizes   string
	k       int
	empties int
}

func (r *shortReader) Read(b []byte) (int, error) {
	if len(r.s) == 0 {
		return 0, io.EOF
	}
	n := 1
	if len(r.sizes) > 0 {
		n = int(r.sizes[r.k%len(r.sizes)] % 8)
		r.k++
	}
	if n == 0 && r.empties < 2 {
		r.empties++
		return 0, nil
	}
	r.empties = 0
	n = min(max(n, 1), len(b), len(r.s))
	copy(b, r.s[:n])
	r.s = r.s[n:]
	return n, nil
}

// charRefRE matches an HTML or XML character reference, as the
// markup rule of Parser.FindAll defines it.
var charRefRE = regexp.MustCompile(`&([A-Za-z][A-Za-z0-9]{0,31}|#[0-9]{1,8}|#[xX][0-9A-Fa-f]{1,8});`)

// stopsRun reports whether a URN that is all of s, written after a
// space, is not found whole: its run stops at a character reference, at
// a ')' that closes no '(' or before ",urn:", or it holds a variable or
// a placeholder, or ends in '*' or '('.
func stopsRun(s string) bool {
	depth := 0
	for _, c := range []byte(s) {
		switch c {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return true
			}
			depth--
		}
	}
	return charRefRE.MatchString(s) || variableRE.MatchString(s) || strings.HasSuffix(s, "*") ||
		strings.HasSuffix(s, "(") || placeholderRE.MatchString(s) || listRE.MatchString(s) || ellipsisRE.MatchString(s) ||
		strings.Contains(s, "$")
}

// placeholderRE matches a placeholder, a word of x's, which makes a
// URN a template; listRE matches the start of another URN of a list.
var (
	placeholderRE = regexp.MustCompile(`:(?:.*[^A-Za-z0-9])?(?:xxx+|XXX+)(?:[^A-Za-z0-9]|$)`)
	listRE        = regexp.MustCompile(`(?i),urn:`)
)

// variableRE matches a variable, which makes a URN a template;
// ellipsisRE, an ellipsis that ends it, which makes it elided.
var (
	variableRE = regexp.MustCompile(`\$[{(]|(?:^|[^A-Za-z0-9])\$[A-Za-z]`)
	ellipsisRE = regexp.MustCompile(`[:/]\.\.\.+[,;!?]*$`)
)

// subfieldRE matches the end of the text before a "urn" that follows a
// letter, digit or '_', where a match may start all the same: the code
// of a subfield of a catalogue record, a troff escape, or the escape of
// a line break, a tab or a character by its code point in a string
// literal.
var subfieldRE = regexp.MustCompile(`(?:[$\x1f]|#31;|\x{192}|\x{2021})[A-Za-z0-9]$|\\\*?\(..$|\\f.$|\\[nrt]$|\\u[0-9A-Fa-f]{4}$`)

// FuzzFind checks the properties of every search: each match parses as
// itself, offsets are in range, in order and do not overlap, no match
// starts inside a longer word, FindAllBytes and the Scanner (over
// readers that return short and empty reads) find the same as
// FindAll, and a valid URN on its own is found whole.
func FuzzFind(f *testing.F) {
	for _, c := range readFindCases(f) {
		f.Add(c.text, uint8(c.syntax), uint8(c.maxLen), "\x01\x00\x05")
	}
	f.Fuzz(func(t *testing.T, text string, syntax, maxLen uint8, reads string) {
		p := Parser{Syntax: Syntax(syntax % uint8(numSyntaxes))}
		ms := p.FindAll(text)
		checkFindForms(t, "fuzz", p, text, ms)
		var got []Match
		sc := p.NewScanner(&shortReader{s: text, sizes: reads})
		for sc.Scan() {
			got = append(got, sc.Match())
		}
		if err := sc.Err(); err != nil {
			t.Errorf("Scanner (reads %q): %v", reads, err)
		}
		sameMatches(t, "fuzz (Scanner, reads "+strconv.Quote(reads)+")", got, ms)
		// The same Scanner, Reset on the text read another way, finds
		// the same matches again, at the lines and columns counted
		// in the whole text.
		sc.Reset(strings.NewReader(text))
		for i := 0; sc.Scan(); i++ {
			m := sc.Match()
			if i >= len(ms) || m.Start != ms[i].Start || m.End != ms[i].End {
				t.Fatalf("Scanner after Reset: match %d at [%d:%d], want %v", i, m.Start, m.End, ms)
			}
			line, col := sc.Position()
			wantLine := 1 + strings.Count(text[:m.Start], "\n")
			wantCol := m.Start - (strings.LastIndexByte(text[:m.Start], '\n') + 1) + 1
			if line != wantLine || col != wantCol {
				t.Errorf("Position of the match at %d: %d:%d, want %d:%d", m.Start, line, col, wantLine, wantCol)
			}
		}
		if maxLen > 0 {
			// With a limit, the matches are checked again (none is
			// longer than the limit), and the Scanner, which keeps
			// no more than the limit, must still agree.
			pl := p
			pl.MaxLength = int(maxLen)
			checkFindForms(t, "fuzz, MaxLength", pl, text, pl.FindAll(text))
		}
		// A valid URN that stands alone, does not end in punctuation
		// or an apostrophe (see FINDING.md, "Trailing punctuation")
		// and holds nothing that stops its run, is found whole.
		if u, err := p.Parse(text); err == nil && !strings.ContainsRune(".,;:!?'", rune(text[len(text)-1])) && !stopsRun(text) {
			ms := p.FindAll(" " + text + "\n")
			if len(ms) != 1 || ms[0].URN != u || ms[0].Start != 1 || ms[0].End != 1+len(text) {
				t.Errorf("FindAll(%q) = %v, want %q at [1:%d]", " "+text+"\n", ms, u, 1+len(text))
			}
		}
	})
}

// A linearInput builds a text of about n bytes that once made the
// search take time quadratic in n, and names the search to run on it.
type linearInput struct {
	name string
	text func(n int) string
	// maxLen gives the Parser's MaxLength for a text of n bytes.
	maxLen func(n int) int
	// scan runs a Scanner, reading through the reader r gives, rather
	// than FindAll.
	scan bool
	r    func(string) io.Reader
	// slow marks the inputs read one byte at a time: they are tested
	// on shorter texts, so that a quadratic search fails in seconds.
	slow bool
}

func repeatTo(s string, n int) string { return strings.Repeat(s, n/len(s)) }

var linearInputs = func() []linearInput {
	nested := func(n int) string { return repeatTo("(urn:a1:", n) }
	long := func(n int) string { return "urn:ex:" + strings.Repeat("a", n) }
	fixed := func(int) int { return 64 << 10 }
	half := func(n int) int { return n / 2 }
	none := func(int) int { return 0 }
	oneByte := func(s string) io.Reader { return iotest.OneByteReader(strings.NewReader(s)) }
	reader := func(s string) io.Reader { return strings.NewReader(s) }
	return []linearInput{
		{name: "nested, MaxLength 64 KiB", text: nested, maxLen: fixed},
		{name: "nested, MaxLength n/2", text: nested, maxLen: half},
		{name: "nested, no MaxLength", text: nested, maxLen: none},
		{name: "nested, Scanner", text: nested, maxLen: none, scan: true, r: reader},
		{name: "nested, Scanner, MaxLength n/2", text: nested, maxLen: half, scan: true, r: reader},
		{name: "nested, Scanner, one-byte reads", text: nested, maxLen: none, scan: true, r: oneByte, slow: true},
		{name: "long candidate, Scanner, one-byte reads", text: long, maxLen: half, scan: true, r: oneByte, slow: true},
		{name: "long candidate, Scanner, MaxLength n+1", text: long, maxLen: func(n int) int { return n + 100 }, scan: true, r: oneByte, slow: true},
		{name: "templates", text: func(n int) string { return repeatTo("urn:aa:", n) + "{" }, maxLen: none},
		{name: "templates, Scanner", text: func(n int) string { return repeatTo("urn:aa:", n) + "{" }, maxLen: none, scan: true, r: oneByte, slow: true},
		{name: "broken triplets", text: func(n int) string { return repeatTo("=urn:aa:b", n) + "%" }, maxLen: fixed},
		{name: "unmatched parentheses", text: func(n int) string { return repeatTo("(urn:aa:b))", n) }, maxLen: half},
		{name: "ampersands", text: func(n int) string { return repeatTo("urn:aa:&abcdefghijklmnopqrstuvwxyz1234", n) }, maxLen: fixed},
		{name: "no valid prefix", text: func(n int) string { return repeatTo("(urn:-", n) }, maxLen: none},
		{name: "no valid prefix, bytes", text: func(n int) string { return repeatTo("(urn:-", n) }, maxLen: none, scan: true, r: reader},
		{name: "emphasis", text: func(n int) string { return repeatTo("*urn:ex:a*", n) }, maxLen: none},
		{name: "emphasis of no URN", text: func(n int) string { return repeatTo("*urn:e:*, ", n) }, maxLen: none},
		{name: "lines", text: func(n int) string { return "<urn:ex:a" + repeatTo("\n urn:ex:b", n) }, maxLen: none},
		{name: "lines, Scanner", text: func(n int) string { return "<urn:ex:a" + repeatTo("\n urn:ex:b", n) }, maxLen: none, scan: true, r: oneByte, slow: true},
		{name: "subjectAltName lists", text: func(n int) string { return repeatTo("URI:urn:ex:a,DNS:", n) }, maxLen: none},
		{name: "subjectAltName, one run", text: func(n int) string { return "URI:urn:ex:" + repeatTo("a,b", n) + ",DNS:x" }, maxLen: none},
		{name: "placeholders", text: func(n int) string { return repeatTo("urn:ex:xxx:", n) }, maxLen: none},
		{name: "table delimiter", text: func(n int) string { return "urn#x\n" + repeatTo("urn:ex:a#", n) }, maxLen: none},
		{name: "table delimiter, Scanner", text: func(n int) string { return "urn#x\n" + repeatTo("urn:ex:a#", n) }, maxLen: none, scan: true, r: oneByte, slow: true},
		{name: "table rows", text: func(n int) string { return "a,b\n" + repeatTo("urn:ex:a,urn:ex:b\n", n) }, maxLen: none},
		{name: "table, one long line", text: func(n int) string { return "a,b\n" + repeatTo("urn:ex:a,", n) }, maxLen: none},
		{name: "table rows, Scanner", text: func(n int) string { return "a\tb\n" + repeatTo("urn:ex:a\turn:ex:b\n", n) }, maxLen: none, scan: true, r: oneByte, slow: true},
		{name: "query lists", text: func(n int) string { return repeatTo("?a=b,urn:ex:c&", n) }, maxLen: none},
	}
}()

// findWork runs the search of in on a text of about n bytes and
// returns the bytes it looked at, as the finder counts them.
func findWork(in linearInput, n int) int {
	text := in.text(n)
	p := Parser{MaxLength: in.maxLen(len(text))}
	if !in.scan {
		f := p.finder()
		for from := 0; ; {
			_, st := findNext(&f, text, from, true, strings.IndexByte)
			if !st.found {
				return f.work
			}
			from = st.resume
		}
	}
	sc := p.NewScanner(in.r(text))
	for sc.Scan() {
	}
	return sc.f.work
}

// TestFindLinear checks that the search looks at each byte of the text
// no more than a few times, on inputs that once made it quadratic: the
// work counted on a text four times as long is at most six times as
// much, and never more than 128 times the length of the text.
func TestFindLinear(t *testing.T) {
	for _, in := range linearInputs {
		n := 64 << 10
		if in.slow {
			n = 16 << 10
		}
		small, large := findWork(in, n), findWork(in, 4*n)
		if large > 6*small || large > 128*4*n {
			t.Errorf("%s: %d bytes looked at for %d bytes of text, %d for %d: not linear",
				in.name, small, n, large, 4*n)
		}
	}
}
