// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

// scanAll returns the URNs a Scanner finds in r, and its error.
func scanAll(r io.Reader) ([]string, error) {
	var got []string
	sc := NewScanner(r)
	for sc.Scan() {
		got = append(got, sc.Match().URN.String())
	}
	return got, sc.Err()
}

// errCut is the error of the readers below.
var errCut = errors.New("cut")

// dataErrReader returns all of s in one Read, together with err.
type dataErrReader struct {
	s    string
	err  error
	done bool
}

func (r *dataErrReader) Read(b []byte) (int, error) {
	if r.done {
		return 0, r.err
	}
	r.done = true
	return copy(b, r.s), r.err
}

// TestScannerDataWithError holds the io.Reader contract: the bytes a
// Read returns together with an error are searched before the error is
// reported, whatever the error and however the reads are cut.
func TestScannerDataWithError(t *testing.T) {
	const text = "see urn:example:a and urn:example:b. Then urn:example:c"
	// urn:example:c reaches the point where the stream was cut: it
	// could go on, so it is not reported.
	want := []string{"urn:example:a", "urn:example:b"}
	readers := map[string]func() io.Reader{
		"data with error": func() io.Reader { return &dataErrReader{s: text, err: errCut} },
		"data then error": func() io.Reader {
			return io.MultiReader(strings.NewReader(text), iotest.ErrReader(errCut))
		},
		"half reads": func() io.Reader {
			return iotest.HalfReader(io.MultiReader(strings.NewReader(text), iotest.ErrReader(errCut)))
		},
		"one byte reads": func() io.Reader {
			return iotest.OneByteReader(io.MultiReader(strings.NewReader(text), iotest.ErrReader(errCut)))
		},
		"timeout": func() io.Reader {
			// The first read returns the text; the second, a timeout.
			return iotest.TimeoutReader(strings.NewReader(text))
		},
	}
	for name, r := range readers {
		got, err := scanAll(r())
		if !slices.Equal(got, want) {
			t.Errorf("%s: found %q, want %q", name, got, want)
		}
		if err == nil || err == io.EOF {
			t.Errorf("%s: Err() = %v, want the read error", name, err)
		}
	}

	// iotest.DataErrReader returns io.EOF with the last bytes: the
	// stream ends there, and the last URN is complete.
	got, err := scanAll(iotest.DataErrReader(strings.NewReader(text)))
	if want := []string{"urn:example:a", "urn:example:b", "urn:example:c"}; !slices.Equal(got, want) || err != nil {
		t.Errorf("DataErrReader: found %q, %v; want %q, <nil>", got, err, want)
	}

	// An error on the first read: nothing to search.
	if got, err := scanAll(iotest.ErrReader(errCut)); len(got) != 0 || err != errCut {
		t.Errorf("ErrReader: found %q, %v; want nothing, %v", got, err, errCut)
	}
}

// TestScannerGzipChecksum is a regression test: a gzip stream whose
// checksum is wrong returns its decompressed bytes together with
// gzip.ErrChecksum. A Scanner finds in them the URNs that FindAll finds
// in what io.ReadAll returns, then reports the error.
func TestScannerGzipChecksum(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	io.WriteString(zw, "first urn:example:one, then urn:isbn:0451450523.\n")
	zw.Close()
	z := buf.Bytes()
	z[len(z)-8] ^= 0xff // the CRC-32 of the trailer

	zr, err := gzip.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	data, readErr := io.ReadAll(zr)
	if readErr != gzip.ErrChecksum {
		t.Fatalf("io.ReadAll: %v, want %v", readErr, gzip.ErrChecksum)
	}
	var want []string
	for _, m := range FindAll(string(data)) {
		want = append(want, m.URN.String())
	}
	if len(want) != 2 {
		t.Fatalf("FindAll found %q, want 2 URNs", want)
	}

	zr, err = gzip.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	got, err := scanAll(zr)
	if !slices.Equal(got, want) || err != gzip.ErrChecksum {
		t.Errorf("Scanner found %q, %v; want %q, %v", got, err, want, gzip.ErrChecksum)
	}
}

// badCountReader returns a count of bytes that the buffer cannot hold.
type badCountReader struct{ n int }

func (r badCountReader) Read(b []byte) (int, error) {
	copy(b, "urn:ex:a ")
	if r.n < 0 {
		return r.n, nil
	}
	return len(b) + r.n, nil
}

// TestScannerBadCount checks that a reader that breaks the io.Reader
// contract with its count is ErrBadReadCount, not a panic.
func TestScannerBadCount(t *testing.T) {
	for _, n := range []int{-1, 1, 1 << 20} {
		got, err := scanAll(badCountReader{n})
		if err != ErrBadReadCount || len(got) != 0 {
			t.Errorf("count %+d past the buffer: found %q, %v; want nothing and %v", n, got, err, ErrBadReadCount)
		}
	}
}

// emptyReader returns no data and no error, for ever.
type emptyReader struct{ reads int }

func (r *emptyReader) Read([]byte) (int, error) {
	r.reads++
	return 0, nil
}

// TestScannerNoProgress checks that a reader that returns nothing, 100
// times in a row, is io.ErrNoProgress, as it is for bufio.Scanner.
func TestScannerNoProgress(t *testing.T) {
	r := &emptyReader{}
	got, err := scanAll(io.MultiReader(strings.NewReader("urn:ex:a "), r))
	if !slices.Equal(got, []string{"urn:ex:a"}) || err != io.ErrNoProgress {
		t.Errorf("found %q, %v; want [urn:ex:a], %v", got, err, io.ErrNoProgress)
	}
	if r.reads != 100 {
		t.Errorf("%d empty reads before the error, want 100", r.reads)
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

// TestScannerAllocs checks that a Scanner allocates memory in proportion
// to what it holds, not to what it reads, whatever the reads return.
func TestScannerAllocs(t *testing.T) {
	for _, in := range linearInputs {
		if !in.scan {
			continue
		}
		alloc := func(n int) uint64 {
			text := in.text(n)
			r := in.r(text)
			p := Parser{MaxLength: in.maxLen(len(text))}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			sc := p.NewScanner(r)
			for sc.Scan() {
			}
			runtime.ReadMemStats(&after)
			return after.TotalAlloc - before.TotalAlloc
		}
		n := 64 << 10
		small, large := alloc(n), alloc(4*n)
		if large > 5*small+1<<20 {
			t.Errorf("%s: Scanner allocated %d bytes for %d bytes of text, %d for %d", in.name, small, n, large, 4*n)
		}
	}
}

// TestScannerReset checks that a Scanner Reset on a new stream finds
// what a new Scanner finds, with positions counted from the new
// stream's start, and allocates no buffer of its own to do so.
func TestScannerReset(t *testing.T) {
	sc := NewScanner(strings.NewReader("urn:ex:first\nand urn:ex:cut-off"))
	sc.Scan()
	text := "one\ntwo urn:ex:a\r\nthree\n\n  <urn:ex:b>\n"
	sc.Reset(strings.NewReader(text))
	var got []string
	for sc.Scan() {
		line, col := sc.Position()
		got = append(got, fmt.Sprintf("%d:%d %s", line, col, sc.Match().URN))
	}
	if want := []string{"2:5 urn:ex:a", "5:4 urn:ex:b"}; !slices.Equal(got, want) || sc.Err() != nil {
		t.Errorf("after Reset: %q, %v; want %q", got, sc.Err(), want)
	}

	prose := strings.Repeat("Plain text: no names here, at 12:30 or in a:b.\n", 4000)
	r := strings.NewReader(prose)
	allocs := testing.AllocsPerRun(20, func() {
		r.Reset(prose)
		sc.Reset(r)
		for sc.Scan() {
		}
	})
	if allocs != 0 {
		t.Errorf("Reset and a search of %d bytes without a URN: %v allocations, want 0", len(prose), allocs)
	}
}

// triggerPieces are the pieces the texts of FuzzScannerFindAll are built
// from: the bytes that the rules of context look at, before and after
// "urn:", and runs of padding that move a candidate across the edges of
// a Scanner's window (readSize and quoteLookBack).
var triggerPieces = []string{
	"urn:ex:a", "URN:EX:B", "urn:", "'", "x'", " '", "\n", "\r\n", " ", "x", "1",
	"(", ")", ",", "&", "=", "&amp;", "&#x3a;", "#", ";", "|", "\t", "<", ">", "</",
	"\\n", "*", "**", "\"", "`", "$", "${", "{", "%", "%41", "?", "?+", "?=", ":", ".", "...",
	"URI:", ",DNS:", "xxx", "-", "+", "urn,label\n", "urn#x\n", "urn\tx\n",
	"$0", "$a", "\x1fa", "#31;a", "\u01920", "\u2021a", "\\(aq", "\\*(lq", "\\fB", "\\-",
	"?ids=a,", "&x=", "$B", "a$b", "/...", "a,b\n", "id\tx\n", "\"urn:ex:q,1\",", "017C $u", "=856  40$u", "$xR",
}

// pads are the lengths of the padding pieces: around quoteLookBack and
// readSize, and the sizes of the window in between.
var pads = []int{quoteLookBack - 1, quoteLookBack, quoteLookBack + 1, quoteLookBack + 2,
	readSize - quoteLookBack - 4, readSize - quoteLookBack - 3, readSize - 4, readSize - 3, readSize - 1, readSize, readSize + 1}

// buildTriggerText builds a text from recipe: each byte names a piece
// of triggerPieces, or a run of padding of one of the lengths of pads,
// of letters or of spaces.
func buildTriggerText(recipe []byte) string {
	var b strings.Builder
	for _, c := range recipe {
		n := int(c) % (len(triggerPieces) + 2*len(pads))
		switch {
		case n < len(triggerPieces):
			b.WriteString(triggerPieces[n])
		case n < len(triggerPieces)+len(pads):
			b.WriteString(strings.Repeat("a", pads[n-len(triggerPieces)]))
		default:
			b.WriteString(strings.Repeat(" ", pads[n-len(triggerPieces)-len(pads)]))
		}
		if b.Len() > 4*readSize {
			break
		}
	}
	return b.String()
}

// chunkSizes are the sizes of the reads of chunkReader in
// FuzzScannerFindAll: single bytes, odd sizes, and the window's bounds.
var chunkSizes = []int{1, 2, 3, 7, 255, quoteLookBack, quoteLookBack + 1, 4093, readSize - 1, readSize, readSize + 1, 1 << 20}

// A chunkReader returns s in reads of size bytes at most.
type chunkReader struct {
	s    string
	size int
}

func (r *chunkReader) Read(b []byte) (int, error) {
	if len(r.s) == 0 {
		return 0, io.EOF
	}
	n := copy(b[:min(len(b), r.size)], r.s)
	r.s = r.s[n:]
	return n, nil
}

// FuzzScannerFindAll checks that a Scanner finds what FindAll finds in
// the whole text, however the reads cut it, on texts built from the
// bytes that the rules look at (before and after a candidate) with
// padding that puts them at the edges of the Scanner's window.
func FuzzScannerFindAll(f *testing.F) {
	index := func(piece string) byte { return byte(slices.Index(triggerPieces, piece)) }
	padA := func(n int) byte { return byte(len(triggerPieces) + slices.Index(pads, n)) }
	padS := func(n int) byte { return byte(len(triggerPieces) + len(pads) + slices.Index(pads, n)) }
	// The apostrophe after a letter, at the first byte the window
	// keeps before a candidate.
	f.Add([]byte{padA(readSize - quoteLookBack - 4), index("x'"), padS(quoteLookBack - 1), index("urn:ex:a"), index("'"), index("x")}, uint8(0), uint8(0))
	f.Add([]byte{index("urn,label\n"), index("urn:ex:a"), index(","), index("x")}, uint8(3), uint8(0))
	f.Add([]byte{index("URI:"), index("urn:ex:a"), index(",DNS:"), index("x")}, uint8(8), uint8(0))
	f.Add([]byte{index("<"), index("urn:ex:a"), index("\n"), index("urn:ex:a"), index(">")}, uint8(1), uint8(9))
	// An escaped line break before a candidate, at the first bytes the
	// window keeps, and an escaped quote after one.
	f.Add([]byte{padA(readSize - quoteLookBack - 4), index("\\n"), index("urn:ex:a"), index("\\n"), index("\""), index("urn:ex:a")}, uint8(0), uint8(0))
	f.Fuzz(func(t *testing.T, recipe []byte, size, maxLen uint8) {
		text := buildTriggerText(recipe)
		// A limit of a few bytes; none, set with SetMaxLength(0); or
		// the Scanner's default, 64 KiB.
		p := Parser{}
		r := &chunkReader{s: text, size: chunkSizes[int(size)%len(chunkSizes)]}
		sc := p.NewScanner(r)
		switch maxLen % 4 {
		case 1:
			p.MaxLength = int(maxLen)
			sc = p.NewScanner(r)
		case 2:
			p.MaxLength = defaultScanLength
		default:
			sc.SetMaxLength(0)
		}
		var got []Match
		for sc.Scan() {
			got = append(got, sc.Match())
		}
		err := sc.Err()
		if err != nil && !errors.Is(err, ErrTooLong) {
			t.Fatalf("Scanner: %v", err)
		}
		// ErrTooLong exactly when the limit hid a URN, or a run that
		// may hold one longer than the limit.
		if skipped := err != nil; skipped && p.MaxLength == 0 {
			t.Fatalf("Scanner with no limit: %v", err)
		} else if !skipped && p.MaxLength > 0 {
			for _, m := range (Parser{}).FindAll(text) {
				if len(m.URN.String()) > p.MaxLength {
					t.Fatalf("Scanner, MaxLength %d: no error, and FindAll with no limit finds %s", p.MaxLength, shortMatch([]Match{m}, 0))
				}
			}
		}
		want := p.FindAll(text)
		for i := range max(len(got), len(want)) {
			if i >= len(got) || i >= len(want) || got[i].URN.String() != want[i].URN.String() || got[i].Start != want[i].Start || got[i].End != want[i].End {
				t.Fatalf("Scanner, reads of %d bytes, MaxLength %d: match %d: %s, FindAll: %s", r.size, p.MaxLength, i, shortMatch(got, i), shortMatch(want, i))
			}
		}
	})
}

// TestScannerQuoteLookBack is a regression test: an apostrophe after a
// letter, at the first byte of what the Scanner keeps before a
// candidate, does not open a quotation, as it does not for FindAll.
func TestScannerQuoteLookBack(t *testing.T) {
	text := strings.Repeat("a", 32502) + " x'" + strings.Repeat(" ", 255) + "urn:ex:a'b c\n"
	var want []string
	for _, m := range FindAll(text) {
		want = append(want, m.URN.String())
	}
	if !slices.Equal(want, []string{"urn:ex:a'b"}) {
		t.Fatalf("FindAll found %q, want [urn:ex:a'b]", want)
	}
	got, err := scanAll(strings.NewReader(text))
	if !slices.Equal(got, want) || err != nil {
		t.Errorf("Scanner found %q, %v; want %q", got, err, want)
	}
}

// shortMatch describes ms[i] for a message, with no more than 40 bytes
// of its URN.
func shortMatch(ms []Match, i int) string {
	if i >= len(ms) {
		return "none"
	}
	u := ms[i].URN.String()
	if len(u) > 40 {
		u = u[:20] + "..." + u[len(u)-17:]
	}
	return fmt.Sprintf("%q [%d:%d]", u, ms[i].Start, ms[i].End)
}

// TestScannerMaxLength checks the limit of a Scanner: 64 KiB when the
// Parser has none, unlike FindAll, which has none; SetMaxLength sets
// another one, or none, and then the Scanner finds what FindAll finds.
// A URN skipped for the limit is reported by Err, once the matches
// before and after it are returned.
func TestScannerMaxLength(t *testing.T) {
	long := "urn:ex:" + strings.Repeat("a", 70<<10)
	text := "see " + long + " and urn:ex:b\n"
	want := FindAll(text)
	if len(want) != 2 || want[0].URN.String() != long {
		t.Fatalf("FindAll found %d URNs, want the 70 KiB URN and urn:ex:b", len(want))
	}
	bound := func(limit int) int { return limit + maxDropped + quoteLookBack + readSize }
	for _, tt := range []struct {
		name    string
		limit   func(*Scanner)
		want    []Match
		skipped bool
		maxBuf  int // the bound on the Scanner's buffer, or 0
	}{
		{"default", func(*Scanner) {}, want[1:], true, bound(defaultScanLength)},
		{"SetMaxLength(0)", func(sc *Scanner) { sc.SetMaxLength(0) }, want, false, 0},
		{"SetMaxLength(-1)", func(sc *Scanner) { sc.SetMaxLength(-1) }, want, false, 0},
		{"SetMaxLength(80 KiB)", func(sc *Scanner) { sc.SetMaxLength(80 << 10) }, want, false, bound(80 << 10)},
		{"SetMaxLength(1000)", func(sc *Scanner) { sc.SetMaxLength(1000) }, want[1:], true, bound(1000)},
	} {
		sc := NewScanner(iotest.HalfReader(strings.NewReader(text)))
		tt.limit(sc)
		var got []Match
		for sc.Scan() {
			got = append(got, sc.Match())
		}
		sameMatches(t, tt.name, got, tt.want)
		err := sc.Err()
		switch {
		case !tt.skipped && err != nil:
			t.Errorf("%s: Err() = %v, want nil", tt.name, err)
		case tt.skipped && !errors.Is(err, ErrTooLong):
			t.Errorf("%s: Err() = %v, want an error that wraps ErrTooLong", tt.name, err)
		case tt.skipped && !strings.Contains(err.Error(), "offset 4 "):
			t.Errorf("%s: Err() = %q, want the offset of the URN skipped, 4", tt.name, err)
		}
		if tt.maxBuf > 0 && len(sc.buf) > tt.maxBuf {
			t.Errorf("%s: the buffer grew to %d bytes, over %d", tt.name, len(sc.buf), tt.maxBuf)
		}
	}

	// Reset keeps the limit that SetMaxLength set.
	sc := NewScanner(strings.NewReader(""))
	sc.SetMaxLength(0)
	sc.Reset(strings.NewReader(text))
	n := 0
	for sc.Scan() {
		n++
	}
	if n != 2 || sc.Err() != nil {
		t.Errorf("SetMaxLength(0), then Reset: %d URNs, %v; want 2, nil", n, sc.Err())
	}

	// SetMaxLength after Scan is an error, never a panic.
	sc = NewScanner(strings.NewReader(text))
	sc.Scan()
	sc.SetMaxLength(0)
	if sc.Scan() || sc.Err() != errLimitAfterScan {
		t.Errorf("SetMaxLength after Scan: Err() = %v, want %v", sc.Err(), errLimitAfterScan)
	}

	// A read error and a URN skipped: both are reported.
	sc = Parser{MaxLength: 10}.NewScanner(io.MultiReader(strings.NewReader("urn:example:abc urn:ex:b "), iotest.ErrReader(errCut)))
	n = 0
	for sc.Scan() {
		n++
	}
	if err := sc.Err(); n != 1 || !errors.Is(err, errCut) || !errors.Is(err, ErrTooLong) {
		t.Errorf("a URN too long, then a read error: %d URNs, %v; want 1 and both errors", n, err)
	}
}

// TestScannerMaxLengthCountsURN checks that the limit counts the URN,
// not the punctuation dropped after it, in a Scanner as in FindAll and
// Parse.
func TestScannerMaxLengthCountsURN(t *testing.T) {
	p := Parser{MaxLength: 13}
	if _, err := p.Parse("urn:example:a"); err != nil {
		t.Fatal(err)
	}
	text := "see urn:example:a. And urn:example:a.'" + strings.Repeat(".", maxDropped-2) + " but not urn:example:ab."
	want := []string{"urn:example:a", "urn:example:a"}
	var found []string
	for _, m := range p.FindAll(text) {
		found = append(found, m.URN.String())
	}
	if !slices.Equal(found, want) {
		t.Errorf("FindAll with MaxLength 13 = %q, want %q", found, want)
	}
	sc := p.NewScanner(iotest.OneByteReader(strings.NewReader(text)))
	found = nil
	for sc.Scan() {
		found = append(found, sc.Match().URN.String())
	}
	if !slices.Equal(found, want) || !errors.Is(sc.Err(), ErrTooLong) {
		t.Errorf("Scanner with MaxLength 13 = %q, %v; want %q and ErrTooLong for urn:example:ab", found, sc.Err(), want)
	}
}

// A Scanner skips a URN longer than 64 KiB, which FindAll finds, and
// says so; SetMaxLength(0) lifts the limit, for a stream whose size the
// caller trusts.
func ExampleScanner_SetMaxLength() {
	text := "a long one: urn:ex:" + strings.Repeat("a", 70<<10) + "\nand urn:ex:b\n"
	for _, limit := range []string{"default", "none"} {
		sc := NewScanner(strings.NewReader(text))
		if limit == "none" {
			sc.SetMaxLength(0)
		}
		for sc.Scan() {
			m := sc.Match()
			fmt.Printf("%s: %d bytes at %d\n", limit, m.End-m.Start, m.Start)
		}
		if err := sc.Err(); errors.Is(err, ErrTooLong) {
			fmt.Printf("%s: %v\n", limit, err)
		}
	}
	fmt.Println("FindAll:", len(FindAll(text)))
	// Output:
	// default: 8 bytes at 71704
	// default: urn: Scanner: a candidate at offset 12 is longer than the limit of 65536 bytes; it was skipped
	// none: 71687 bytes at 12
	// none: 8 bytes at 71704
	// FindAll: 2
}
