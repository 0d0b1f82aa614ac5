// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"bytes"
	"errors"
	"io"
	"math"
	"strconv"
)

// defaultScanLength is the limit of a Scanner whose Parser has none.
const defaultScanLength = 64 << 10

// readSize is how much a Scanner reads at a time, at most.
const readSize = 32 << 10

// A Scanner finds the URNs in a stream of any size, with bounded
// memory, by the rules of [Parser.FindAll]. Successive calls to
// [Scanner.Scan] step through the matches; [Scanner.Match] returns the
// current one, with offsets counted in bytes from the start of the
// stream:
//
//	sc := urn.NewScanner(r)
//	for sc.Scan() {
//		m := sc.Match()
//		fmt.Println(m.Start, m.URN)
//	}
//	if err := sc.Err(); err != nil {
//		// a read error, or a URN over the limit was skipped
//	}
//
// # The limit on the length of a URN
//
// A Scanner finds exactly the matches that [Parser.FindAll] finds in
// the whole stream read into one string, with the same limit on the
// length of a URN. The two differ in the limit they have by default:
//
//   - FindAll, whose text is in memory already, has none unless the
//     Parser's MaxLength sets one.
//   - A Scanner holds a candidate in memory, so it has one all the same:
//     the Parser's MaxLength when that is set, or else 64 KiB, as
//     [bufio.Scanner] has. [Scanner.SetMaxLength] sets another, or none.
//
// The limit counts the bytes of the URN only, not the trailing
// punctuation or the wrapper that the rules drop after it: with a limit
// of 13, "see urn:example:a." gives urn:example:a. A candidate whose URN
// is longer than the limit is skipped, and so is a run of bytes that is
// still a possible URN 16 bytes past the limit. A URN broken over lines
// inside "<...>" (FINDING.md, "Lines") whose lines run past that point
// counts as skipped too, though its first line is a match, as it is for
// FindAll with the same limit. FindAll skips such
// candidates without a word, since it returns matches only; a Scanner
// goes on with the rest of the stream, and once [Scanner.Scan] returns
// false, [Scanner.Err] returns an error that wraps [ErrTooLong] and
// gives the offset of the first candidate skipped, so that a caller can
// learn that the stream held a URN it did not return. A URN of a
// stream that FindAll finds with default settings, whatever its length,
// is found by a Scanner with SetMaxLength(0).
//
// The Scanner holds no more of the stream than the limit plus 32 KiB
// and 272 bytes. Each URN holds a copy of its text. Like FindAll, it
// takes time linear in the length of the stream, whatever the limit
// and however little each Read returns.
type Scanner struct {
	r    io.Reader
	f    finder
	buf  []byte
	n    int // buf[:n] holds the stream from offset base on
	base int
	from int // where the search goes on in buf
	eof  bool
	rerr error // the read error that cut the stream, if any
	err  error
	m    Match

	scanned bool // Scan was called, since the Scanner was made or Reset

	// skipped counts the candidates skipped as longer than the
	// limit, and skippedAt is the offset of the first in the stream.
	skipped, skippedAt int

	// The line breaks before offset lineOff are counted: line is the
	// 1-based number of the line that holds lineOff, which starts at
	// offset lineStart.
	lineOff, line, lineStart int
}

// NewScanner returns a Scanner that finds RFC 8141 URNs in r.
func NewScanner(r io.Reader) *Scanner { return Parser{}.NewScanner(r) }

// NewScanner returns a Scanner that finds the URNs of the Parser's
// syntax in r. If p.Syntax is not one of the Syntax constants, the
// Scanner finds nothing and its Err method returns a [*ParseError]
// that wraps [ErrUnknownSyntax].
func (p Parser) NewScanner(r io.Reader) *Scanner {
	f := p.finder()
	if f.maxLen == 0 {
		f.maxLen = defaultScanLength
	}
	s := &Scanner{r: r, f: f, line: 1}
	if f.g == nil {
		s.err = syntaxError("")
	}
	return s
}

// SetMaxLength sets the longest URN the Scanner finds, in bytes, in
// place of the limit of its Parser (see "The limit on the length of a
// URN" under [Scanner]): with n > 0, a candidate whose URN is longer
// than n bytes is skipped and reported by [Scanner.Err], and the
// Scanner holds no more of the stream than n plus 32 KiB and 272
// bytes. With n <= 0 there is no limit, as with [Parser.FindAll] and a
// Parser of MaxLength 0: the Scanner then finds the same URNs as
// FindAll, whatever their length, and holds as much of the stream as
// the longest candidate takes, however long that is.
//
// SetMaxLength must be called before the first call to [Scanner.Scan],
// or after [Scanner.Reset], which keeps the limit it set. A call after
// Scan makes Scan return false and [Scanner.Err] report the misuse.
func (s *Scanner) SetMaxLength(n int) {
	if s.scanned {
		if s.err == nil || s.err == io.EOF {
			s.err = errLimitAfterScan
		}
		return
	}
	s.f.maxLen = max(n, 0)
}

// errLimitAfterScan reports a call of Scanner.SetMaxLength after Scan.
var errLimitAfterScan = errors.New("urn: Scanner.SetMaxLength called after Scan")

// Reset makes s search r from its start, as a new Scanner of the same
// Parser would, but keeps the memory s has taken, so that searching
// many streams in turn allocates nothing for each, and the limit set by
// [Scanner.SetMaxLength].
func (s *Scanner) Reset(r io.Reader) {
	f := s.f
	*s = Scanner{r: r, buf: s.buf, line: 1, f: finder{g: f.g, maxLen: f.maxLen}}
	if f.g == nil {
		s.err = syntaxError("")
	}
}

// Scan advances to the next match, which is then available through
// [Scanner.Match]. It returns false at the end of the stream, or on a
// read error other than io.EOF, which [Scanner.Err] then returns. The
// bytes read before the error, including those a Read returns
// together with it (as [io.Reader] asks callers to process), are
// searched first: Scan returns every match they decide. A candidate
// that reaches the point where the error cut the stream is not
// reported, since it could go on in the bytes the reader failed to return.
// A candidate longer than the limit is skipped, and the search goes on
// (see [Scanner.Err]).
func (s *Scanner) Scan() bool {
	s.scanned = true
	for s.err == nil {
		m, st := findNext(&s.f, s.buf[:s.n], s.from, s.eof, bytes.IndexByte)
		if s.f.skipped > 0 {
			if s.skipped == 0 {
				s.skippedAt = s.base + s.f.skippedAt
			}
			s.skipped += s.f.skipped
			s.f.skipped = 0
		}
		switch {
		case st.found:
			s.from = st.resume
			m.Start += s.base
			m.End += s.base
			s.m = m
			return true
		case !st.more:
			s.err = io.EOF
			if s.skipped > 0 {
				s.err = s.tooLongError()
			}
		case s.rerr != nil:
			// What is left could go on in the bytes the reader
			// failed to return.
			s.err = s.rerr
			if s.skipped > 0 {
				s.err = errors.Join(s.rerr, s.tooLongError())
			}
		default:
			s.fill(st.keep, st.resume)
		}
	}
	return false
}

// Match returns the current match: the most recent one found by
// [Scanner.Scan].
func (s *Scanner) Match() Match { return s.m }

// Position returns the 1-based line and byte column at which the
// current match starts. Lines end with '\n'; a '\r' before it is a byte
// of the line. The Scanner counts the line breaks of the stream as it
// goes, once each, so that Position takes time linear in the bytes
// read since the previous match, and memory for none of them.
func (s *Scanner) Position() (line, col int) {
	s.countLines(s.m.Start)
	return s.line, s.m.Start - s.lineStart + 1
}

// countLines counts the line breaks of the window up to offset off of
// the stream, which is no less than lineOff and no less than base.
func (s *Scanner) countLines(off int) {
	if off <= s.lineOff {
		return
	}
	b := s.buf[s.lineOff-s.base : off-s.base]
	if n := bytes.Count(b, newline); n > 0 {
		s.line += n
		s.lineStart = s.lineOff + bytes.LastIndexByte(b, '\n') + 1
	}
	s.lineOff = off
}

var newline = []byte{'\n'}

// Err returns the error that ended the search, or nil at the end of
// the stream: the first error other than io.EOF that reading the
// stream returned, [io.ErrNoProgress] for a reader that returns no
// data and no error 100 times in a row, or [ErrBadReadCount]. Once
// [Scanner.Scan] has returned false, it also reports the candidates
// skipped as longer than the limit (see [Scanner]): an error that wraps
// [ErrTooLong] and says at which offset of the stream the first one
// starts, joined to the read error when there is one. Every match
// before it was returned: the error says only that some URN was not.
func (s *Scanner) Err() error {
	if s.err == io.EOF {
		return nil
	}
	return s.err
}

// ErrBadReadCount reports a reader that returned a count of bytes below
// 0 or above the size of the buffer it was given, which the [io.Reader]
// contract forbids. Neither the count nor the bytes can be trusted, so
// the Scanner stops.
var ErrBadReadCount = errors.New("urn: Scanner: Read returned an impossible count")

// tooLongError returns the error that reports the candidates skipped
// as longer than the limit.
func (s *Scanner) tooLongError() error {
	return &limitError{at: s.skippedAt, n: s.skipped, limit: s.f.maxLen}
}

// A limitError reports the candidates a Scanner skipped as longer than
// its limit. It wraps ErrTooLong.
type limitError struct {
	at, n, limit int
}

func (e *limitError) Error() string {
	b := []byte("urn: Scanner: a candidate at offset ")
	b = strconv.AppendInt(b, int64(e.at), 10)
	b = append(b, " is longer than the limit of "...)
	b = strconv.AppendInt(b, int64(e.limit), 10)
	b = append(b, " bytes"...)
	if e.n > 1 {
		b = append(b, " ("...)
		b = strconv.AppendInt(b, int64(e.n-1), 10)
		b = append(b, " more)"...)
	}
	b = append(b, "; it was skipped"...)
	return string(b)
}

func (e *limitError) Unwrap() error { return ErrTooLong }

// fill drops the bytes of the window before keep, sets the search to
// go on at resume, and reads more of the stream. What is kept is still
// pending: the search could not decide about it. So that the search
// of a long candidate is not redone for every short read, fill reads
// until the window holds at least twice what was kept, or is full:
// the work redone on a candidate then adds up to no more than twice
// its length.
func (s *Scanner) fill(keep, resume int) {
	s.countLines(s.base + keep)
	s.n = copy(s.buf, s.buf[keep:s.n])
	s.f.work += s.n
	s.base += keep
	s.from = resume - keep
	s.f.shift(keep)
	if need := s.n + readSize; len(s.buf) < need {
		// What is kept is never more than the limit, maxDropped and
		// the quoteLookBack bytes before a candidate, so the buffer
		// stays within their sum plus readSize.
		size := max(need, 2*len(s.buf))
		if s.f.maxLen > 0 && s.f.maxLen < math.MaxInt-maxDropped-quoteLookBack-readSize {
			size = min(size, s.f.maxLen+maxDropped+quoteLookBack+readSize)
		}
		b := make([]byte, size)
		copy(b, s.buf[:s.n])
		s.buf = b
	}
	want := min(2*s.n, len(s.buf))
	for empty := 0; ; {
		k, err := s.r.Read(s.buf[s.n:])
		if k < 0 || k > len(s.buf)-s.n {
			// A reader that breaks the io.Reader contract: its count
			// cannot be trusted, and neither can the bytes.
			s.err = ErrBadReadCount
			return
		}
		s.n += k
		switch {
		case err == io.EOF:
			s.eof = true
			return
		case err != nil:
			// The io.Reader contract: process the k bytes returned
			// with an error before considering the error. Scan
			// reports the error once it has searched every byte
			// read.
			s.rerr = err
			return
		case k > 0:
			empty = 0
			if s.n >= want {
				return
			}
		case empty == 99:
			s.err = io.ErrNoProgress
			return
		default:
			empty++
		}
	}
}
