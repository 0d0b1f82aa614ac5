// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// This file reads web archives as they are: WARC files (ISO 28500, and
// the drafts 0.17 and 0.18 that older crawlers wrote) and ARC files
// (the Internet Archive's format before WARC), plain or compressed as a
// series of gzip members. It reads what the field's reference reader,
// warcio, reads, and where a file is damaged it says so and goes on at
// the next gzip member or the next record header, so that damage costs
// only the damaged part. It holds a bounded amount of memory whatever
// the sizes of records, header lines and payloads.

// Limits of what a reader holds.
const (
	// maxLine is how much of a header line is kept; the rest of a
	// longer line is read and dropped.
	maxLine = 64 << 10

	// maxHeader is how many bytes of header lines a record may have
	// before its header is taken to be no header at all.
	maxHeader = 1 << 20
)

// The classes of a [Fault].
const (
	// Damage is the class of a fault that left something unsearched:
	// a record or part of one, or bytes that belong to no record.
	Damage = "damage"

	// Warning is the class of a fault about something searched that
	// is not well formed.
	Warning = "warning"
)

// A record is the record of an archive that an archiveReader is at.
type record struct {
	offset    int64  // of the record, or of its gzip member
	typ       string // WARC-Type, in lower case; for ARC, as warcio names it
	id        string // WARC-Record-ID, or "" for ARC
	targetURI string // WARC-Target-URI without <...>, or the URL of ARC
	length    int64  // Content-Length, or the length of ARC
	arc       bool
	found     int // URNs found in the payload and written
}

// written says, for a fault about a record found damaged after it was
// searched in part, how many of its URNs were written.
func (r *record) written() string {
	if r == nil || !r.searched() {
		return ""
	}
	return fmt.Sprintf(" (the %d URNs found before are written)", r.found)
}

// searched reports whether the payload of the record is searched.
func (r *record) searched() bool {
	switch r.typ {
	case "response", "resource", "conversion":
		return true
	}
	return false
}

// An archiveReader reads the records of one archive file after another.
type archiveReader struct {
	name  string
	fault func(Fault)

	raw *bufio.Reader // the file
	cr  *countingReader
	rw  rewindReader // the file, when it is a series of gzip members

	zipped    bool
	gz        *gzip.Reader
	unit      *bufio.Reader // the data of the current gzip member, or the file
	unitStart int64         // the offset of the gzip member in the file
	unitErr   error         // the error that ended the member's data
	unitSaid  bool          // unitErr is reported
	resync    bool          // the member broke off: look for the next one from its start
	ended     bool          // no more units

	arc      bool // the file is an ARC file
	skipping bool // the bytes up to the next record are those of a record reported
	split    bool // the current record's block goes on in a later gzip member
	line     []byte
	block    blockReader
	rec      record
	started  bool // a unit has been opened

	// A record's payload: pay is what the caller reads.
	pay payloadReader
}

func newArchiveReader() *archiveReader {
	a := &archiveReader{
		raw:  bufio.NewReaderSize(nil, 64<<10),
		unit: bufio.NewReaderSize(nil, 64<<10),
		line: make([]byte, 0, 1024),
	}
	a.pay.a = a
	return a
}

// reset makes a read the archive file named name from raw, which has
// read cr.n bytes of the file; zipped says whether it is a series of
// gzip members, arc whether it is an ARC file.
func (a *archiveReader) reset(name string, raw *bufio.Reader, cr *countingReader, zipped bool, fault func(Fault)) {
	a.name, a.fault, a.raw, a.cr, a.zipped = name, fault, raw, cr, zipped
	a.unitErr, a.unitSaid, a.ended, a.started, a.arc = nil, false, false, false, false
	a.skipping, a.resync = false, false
	if zipped {
		a.rw.reset(raw, cr.n-int64(raw.Buffered()))
	}
	a.rec = record{}
}

// pos is the offset in the file of the next byte not read.
func (a *archiveReader) pos() int64 {
	if a.zipped {
		return a.rw.pos()
	}
	return a.cr.n - int64(a.raw.Buffered())
}

// report reports a fault of class at offset, about rec when rec is set.
func (a *archiveReader) report(class string, offset int64, rec *record, format string, args ...any) {
	f := Fault{File: a.name, Offset: offset, Class: class, Err: fmt.Sprintf(format, args...)}
	if rec != nil {
		f.RecordID, f.TargetURI = rec.id, rec.targetURI
	}
	a.fault(f)
}

// A memberReader reads the current gzip member, and notes the error
// that ends it.
type memberReader struct{ a *archiveReader }

func (m memberReader) Read(b []byte) (int, error) {
	n, err := m.a.gz.Read(b)
	if err != nil && err != io.EOF && m.a.unitErr == nil && !m.a.unitSaid {
		m.a.unitErr = err
	}
	return n, err
}

// nextUnit opens the next gzip member of the file, or the file itself
// when it is not compressed, and reports whether there is one. Bytes
// between members that begin no gzip member are skipped and reported.
func (a *archiveReader) nextUnit() bool {
	if a.ended {
		return false
	}
	if !a.zipped {
		if a.started {
			a.ended = true
			return false
		}
		a.started = true
		a.unitStart = a.pos()
		a.unit.Reset(a.raw)
		return true
	}
	a.started = true
	// After a member that broke off, the next is looked for from just
	// after the start of the broken one (its decompressor may have
	// read into the next), and must begin a record; the bytes skipped
	// are the rest of the broken member, reported with it.
	resync := a.resync
	a.resync = false
	if resync {
		a.rw.rewind(a.unitStart + 1)
	}
	a.unitErr, a.unitSaid = nil, false
	start := a.pos()
	for {
		head := a.rw.peek(3)
		if len(head) == 0 {
			if a.rw.err != nil && a.rw.err != io.EOF {
				a.report(Damage, a.pos(), nil, "%v; the rest of the file is not searched", a.rw.err)
			}
			break
		}
		if len(head) == 3 && head[0] == 0x1f && head[1] == 0x8b && head[2] == 8 {
			at := a.pos()
			if a.openMember(resync) {
				if skipped := at - start; skipped > 0 && !resync {
					a.report(Damage, start, nil, "%d bytes that begin no gzip member not searched", skipped)
				}
				return true
			}
			// Not a member that begins a record: go on after its
			// first byte.
			a.rw.rewind(at + 1)
			continue
		}
		// Skip to the next byte that may begin a member.
		buf := a.rw.buf[a.rw.r:a.rw.w]
		k := bytes.IndexByte(buf[1:], 0x1f)
		if k < 0 {
			k = len(buf) - 1
		}
		a.rw.discard(k + 1)
	}
	if skipped := a.pos() - start; skipped > 0 && !resync {
		a.report(Damage, start, nil, "%d bytes that begin no gzip member not searched", skipped)
	}
	a.ended = true
	return false
}

// openMember opens the gzip member that a.rw is at, and reports whether
// it is one; when check is set, its data must also begin a record.
func (a *archiveReader) openMember(check bool) bool {
	at := a.pos()
	var err error
	if a.gz == nil {
		a.gz, err = gzip.NewReader(&a.rw)
	} else {
		err = a.gz.Reset(&a.rw)
	}
	if err != nil {
		return false
	}
	a.gz.Multistream(false)
	a.unitStart = at
	a.unitErr, a.unitSaid = nil, false
	a.unit.Reset(memberReader{a})
	if !check {
		return true
	}
	head, _ := a.unit.Peek(maxLine)
	line, _, _ := bytes.Cut(head, []byte("\n"))
	line = bytes.TrimRight(line, "\r")
	if warcVersion(line) || bytes.HasPrefix(line, []byte("filedesc://")) {
		return true
	}
	if a.arc {
		_, _, ok := arcFields(line)
		return ok
	}
	return false
}

// readLine reads a line of the current unit, without its line end, and
// keeps at most maxLine bytes of it; n is the length of the line with
// its line end. It returns io.EOF only when the unit has no more bytes.
func (a *archiveReader) readLine() (line []byte, n int64, err error) {
	return a.readLineFrom(a.unit)
}

// readLineFrom reads a line of br as readLine reads one of the unit.
func (a *archiveReader) readLineFrom(br *bufio.Reader) (line []byte, n int64, err error) {
	a.line = a.line[:0]
	for {
		frag, err := br.ReadSlice('\n')
		n += int64(len(frag))
		if room := maxLine - len(a.line); room > 0 {
			a.line = append(a.line, frag[:min(len(frag), room)]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF && n > 0 {
			err = nil
		}
		line = bytes.TrimRight(a.line, "\r\n")
		return line, n, err
	}
}

// unitOffset returns the offset in the file that a record read from the
// current unit is named by: its own for a plain file, that of its gzip
// member otherwise.
func (a *archiveReader) unitOffset(inUnit int64) int64 {
	if a.zipped {
		return a.unitStart
	}
	return a.unitStart + inUnit
}

// unitRead is how many bytes of the current unit have been read.
func (a *archiveReader) unitRead() int64 {
	if a.zipped {
		// Only the offset of the member is reported.
		return 0
	}
	return a.pos() - a.unitStart - int64(a.unit.Buffered())
}

// next moves to the next record of the archive, after reading what is
// left of the current one, and reports whether there is one. Damage on
// the way is reported, and skipped.
func (a *archiveReader) next() (*record, bool) {
	if a.started {
		a.finish()
	}
	if !a.started && !a.nextUnit() {
		return nil, false
	}
	var stray int64 // bytes of no record, since strayAt
	var strayAt int64
	flushStray := func() {
		if a.skipping {
			a.skipping, stray = false, 0
		}
		if stray > 0 {
			a.report(Damage, strayAt, nil, "%d bytes that belong to no record not searched", stray)
			stray = 0
		}
	}
	for {
		at := a.unitRead()
		line, n, err := a.readLine()
		if err != nil {
			flushStray()
			if a.unitErr != nil {
				a.unitBroken(nil)
			}
			if !a.nextUnit() {
				return nil, false
			}
			continue
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		switch {
		case warcVersion(line):
			flushStray()
			if a.header(line, at) {
				return &a.rec, true
			}
			continue
		case a.arcStart(line, at):
			flushStray()
			if a.arcHeader(line, at) {
				return &a.rec, true
			}
			continue
		}
		if stray == 0 {
			strayAt = a.unitOffset(at)
		}
		stray += n
	}
}

// unitBroken reports the error that ended the current gzip member, in
// rec when it is set.
func (a *archiveReader) unitBroken(rec *record) {
	err := a.unitErr
	a.unitErr, a.unitSaid = nil, true
	what := "the rest of the gzip member"
	if rec != nil {
		what = "the rest of the record"
	}
	if errors.Is(err, gzip.ErrChecksum) {
		// Every byte of the member was read and searched.
		a.report(Warning, a.unitStart, rec, "gzip: the member's checksum does not match its data; searched as decompressed")
		return
	}
	a.resync = true
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		a.report(Damage, a.unitStart, rec, "gzip: member cut short; %s is missing%s", what, rec.written())
	default:
		a.report(Damage, a.unitStart, rec, "%s; %s is not searched%s", formatError("gzip", err), what, rec.written())
	}
}

// warcVersion reports whether line is the first line of a WARC record:
// WARC/ and a version.
func warcVersion(line []byte) bool {
	v, ok := bytes.CutPrefix(line, []byte("WARC/"))
	if !ok {
		return false
	}
	major, minor, ok := bytes.Cut(bytes.TrimSpace(v), []byte("."))
	return ok && len(major) > 0 && len(minor) > 0 && digits(major) && digits(minor)
}

func digits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// header reads the header of the WARC record whose first line, line, is
// at offset at of the unit, and reports whether it could be read.
func (a *archiveReader) header(first []byte, at int64) bool {
	a.rec = record{offset: a.unitOffset(at), length: -1}
	version := string(first)
	var size int64
	var last string // the field a continuation line continues
	for {
		line, n, err := a.readLine()
		size += n
		if err != nil {
			a.rec.typ = ""
			if a.unitErr != nil {
				a.unitBroken(&a.rec)
			} else {
				a.report(Damage, a.rec.offset, &a.rec, "%s record header cut short; the record is not searched", version)
			}
			return false
		}
		if len(line) == 0 {
			break
		}
		if size > maxHeader {
			a.report(Damage, a.rec.offset, &a.rec, "%s record header longer than %d bytes; the record is not searched", version, maxHeader)
			a.skipping = true
			return false
		}
		if line[0] == ' ' || line[0] == '\t' {
			if last == "warc-target-uri" {
				a.rec.targetURI = trimURI(a.rec.targetURI + " " + string(bytes.TrimSpace(line)))
			}
			continue
		}
		name, value, ok := bytes.Cut(line, []byte(":"))
		if !ok {
			last = ""
			continue
		}
		last = strings.ToLower(string(bytes.TrimSpace(name)))
		v := bytes.TrimSpace(value)
		if n > maxLine && (last == "warc-target-uri" || last == "warc-record-id") {
			// Other fields are not used, whatever their length.
			a.report(Warning, a.rec.offset, &a.rec, "%s of %d bytes: only the first %d are kept", name, n, maxLine)
		}
		switch last {
		case "warc-type":
			a.rec.typ = strings.ToLower(string(v))
		case "warc-record-id":
			a.rec.id = string(v)
		case "warc-target-uri":
			a.rec.targetURI = trimURI(string(v))
		case "content-length":
			l, err := strconv.ParseInt(string(v), 10, 64)
			if err != nil || l < 0 {
				l = -1
			}
			a.rec.length = l
		}
	}
	if a.rec.length < 0 {
		a.report(Damage, a.rec.offset, &a.rec, "%s record with no valid Content-Length; the record is not searched", version)
		a.rec = record{}
		a.skipping = true
		return false
	}
	a.block = blockReader{a: a, N: a.rec.length}
	return true
}

// trimURI removes the angle brackets around a WARC-Target-URI, which
// the drafts of WARC 1.0 wrote and some writers still do.
func trimURI(s string) string {
	if len(s) >= 2 && s[0] == '<' && s[len(s)-1] == '>' {
		return s[1 : len(s)-1]
	}
	return s
}

// arcStart reports whether line, at offset at of the unit, is the header
// of an ARC record: the file's first record begins with "filedesc://",
// and makes the file an ARC file.
func (a *archiveReader) arcStart(line []byte, at int64) bool {
	if bytes.HasPrefix(line, []byte("filedesc://")) {
		a.arc = true
	}
	if !a.arc {
		return false
	}
	_, _, ok := arcFields(line)
	return ok
}

// arcFields returns the URL and length of an ARC record header line:
// "URL IP-address Archive-date Content-type Archive-length" in version
// 1, with more fields before the length in version 2.
func arcFields(line []byte) (url string, length int64, ok bool) {
	f := strings.Fields(string(line))
	if len(f) < 5 {
		return "", 0, false
	}
	n, err := strconv.ParseInt(f[len(f)-1], 10, 64)
	if err != nil || n < 0 {
		return "", 0, false
	}
	date := f[2]
	if len(date) < 12 || !digits([]byte(date)) {
		return "", 0, false
	}
	return f[0], n, true
}

// arcHeader takes line, at offset at of the unit, as the header of an
// ARC record, and reports whether it is one.
func (a *archiveReader) arcHeader(line []byte, at int64) bool {
	url, n, _ := arcFields(line)
	a.rec = record{offset: a.unitOffset(at), targetURI: url, length: n, arc: true, typ: "response"}
	if strings.HasPrefix(url, "filedesc:") {
		a.rec.typ = "warcinfo"
	}
	a.block = blockReader{a: a, N: n}
	return true
}

// A blockReader reads the block of the current record: the next N
// bytes of the unit. As warcio does, a block that a gzip member ends
// before its Content-Length goes on in the next member, unless that
// member begins a record.
type blockReader struct {
	a     *archiveReader
	N     int64
	ended bool // the block ends before N
}

func (b *blockReader) Read(p []byte) (int, error) {
	if b.N <= 0 || b.ended {
		return 0, io.EOF
	}
	if int64(len(p)) > b.N {
		p = p[:b.N]
	}
	n, err := b.a.unit.Read(p)
	b.N -= int64(n)
	if err == io.EOF && n == 0 && b.N > 0 {
		if b.a.continueBlock() {
			return b.Read(p)
		}
		b.ended = true
	}
	if err == io.EOF && n > 0 {
		err = nil
	}
	return n, err
}

// continueBlock opens the gzip member after the current one when the
// block of the current record goes on in it, and reports whether it
// does.
func (a *archiveReader) continueBlock() bool {
	if !a.zipped || a.unitErr != nil || a.unitSaid || a.resync {
		return false
	}
	head := a.rw.peek(3)
	if len(head) < 3 || head[0] != 0x1f || head[1] != 0x8b || head[2] != 8 {
		return false
	}
	at := a.pos()
	if !a.openMember(false) {
		a.rw.rewind(at)
		return false
	}
	peek, _ := a.unit.Peek(maxLine)
	line, _, _ := bytes.Cut(bytes.TrimLeft(peek, "\r\n"), []byte("\n"))
	line = bytes.TrimRight(line, "\r")
	if warcVersion(line) || a.arc && func() bool { _, _, ok := arcFields(line); return ok }() {
		// The next record: this one's Content-Length is too long. The
		// member is read by next.
		a.split = false
		return false
	}
	a.split = true
	return true
}

// finish reads what is left of the current record's block and reports
// a block cut short.
func (a *archiveReader) finish() {
	rec := a.rec
	a.rec = record{}
	if a.block.N > 0 {
		io.Copy(io.Discard, &a.block)
	}
	if a.split {
		a.split = false
		a.report(Warning, rec.offset, &rec, "the record's block goes on in the next gzip member")
	}
	if a.block.N > 0 {
		missing := a.block.N
		a.block.N = 0
		switch {
		case a.unitErr != nil:
			a.unitBroken(&rec)
		case a.zipped:
			a.report(Warning, rec.offset, &rec, "the record's gzip member ends %d bytes before its Content-Length of %d; the record is searched as far as it goes",
				missing, rec.length)
		default:
			a.report(Damage, rec.offset, &rec, "file cut short: %d bytes of the record's block of %d are missing%s", missing, rec.length, rec.written())
		}
		return
	}
	if a.unitErr != nil {
		a.unitBroken(&rec)
	}
}
