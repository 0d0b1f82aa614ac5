// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"

	"github.com/urnkit/urn"
)

var findCmd = &command{
	name:    "find",
	args:    "[PATH...]",
	summary: "print every URN in the text of files",
	help: `Find prints every URN in the text of each PATH, or of standard input, as
"FILE:LINE:COL: URN", with the 1-based line and byte column where the URN
begins. Where a URN starts and ends in text follows the rules of the
package's Parser.FindAll: a URN starts at "urn:" unless that is the tail of
a longer word or scheme name (as in "turn:" or "x-urn:"), so it is found in
URL paths and after "=" or ":"; it ends before a character reference such as
"&quot;" and at a ")" that closes no "(" of its own; a template such as
"urn:ex:{id}" is not a URN; wrappers such as <...>, quotes, code spans and
emphasis (*urn:ex:a*) are not part of it, nor is trailing sentence
punctuation; and inside <...> it may be broken over lines, in which case it
is printed joined. A candidate longer than 64 KiB is skipped. Only URNs
valid in the -syntax are found. A directory PATH is searched recursively
with -r, and is an error without it. Binary files (those with a NUL byte in
their first 8000 bytes) are skipped, and so are symbolic links, devices and
other files that are not regular, inside a directory. A PATH that is a
symbolic link to a directory is searched.

With -ns, only the URNs valid under the rules of their namespace are
printed, when the namespace package has rules for their NID ("urn explain"
shows the rules that apply to a URN and the text they come from). A URN
that breaks them, such as an ISBN with a wrong check digit, is left out and
reported on standard error as "FILE:LINE:COL: URN: NSS not valid in
namespace NID: reason", with the line and column where it begins, in text
and -json mode alike. A URN whose NID has no rules is printed, as RFC 8141
alone applies to it.

The exit status is 0 when some URN was printed, 1 when none was, and 2 for
usage or I/O errors, as with grep; a URN that -ns leaves out does not
change it.

With -json, each URN is an object with the fields file, line, col and urn.
With -ns, a URN whose NID has rules adds rules, their verdict as printed by
explain -json: an object with nid, source (the text the rules come from),
valid (true) and canonical, the assigned-name in their canonical form.
`,
	example: `  $ printf 'See <urn:isbn:0451450523>, or urn:ietf:rfc:2141.\n' | urn find
  <stdin>:1:6: urn:isbn:0451450523
  <stdin>:1:31: urn:ietf:rfc:2141
  $ printf 'urn:isbn:0-451-45052-3 urn:isbn:0-451-45052-4 urn:acme:x\n' | urn find -ns
  <stdin>:1:1: urn:isbn:0-451-45052-3
  <stdin>:1:24: urn:isbn:0-451-45052-4: NSS not valid in namespace isbn: wrong check digit (ISBN-10, modulus 11)
  <stdin>:1:47: urn:acme:x
`,
	new: func(e *env) runner { return &find{env: e} },
}

// A find is a run of urn find.
type find struct {
	*env
	recursive bool // -r
	ns        bool // -ns
	found     int  // URNs printed so far
}

func (e *find) flags(fs *flag.FlagSet) {
	e.commonFlags(fs)
	fs.BoolVar(&e.recursive, "r", false, "search directories recursively")
	fs.BoolVar(&e.ns, "ns", false, "print only the URNs valid under the rules of their namespace")
}

// sniffLen is how much of a file is looked at to tell text from binary,
// as git and grep do.
const sniffLen = 8000

// A found is the JSON object find prints for each URN.
type found struct {
	File      string `json:"file"`
	FileBytes []byte `json:"file_bytes,omitempty"` // see fileBytes
	Line      int    `json:"line"`
	Col       int    `json:"col"`
	URN       string `json:"urn"`

	// Rules is the verdict of the namespace rules, with -ns, when
	// there are rules for the NID.
	Rules *rulesCheck `json:"rules,omitempty"`
}

func (e *find) run(args []string) int {
	if len(args) == 0 {
		args = []string{"-"}
	}
	if !e.recursive {
		e.prog.files(len(args))
	}
	r := bufio.NewReaderSize(nil, 64<<10)
	for _, path := range args {
		if path == "-" {
			e.findIn(r, stdinName, e.stdin)
			continue
		}
		fi, err := os.Stat(path)
		if err != nil {
			e.errorf("%s", errText(err))
			continue
		}
		if !fi.IsDir() {
			e.findFile(r, path)
			continue
		}
		if !e.recursive {
			e.errorf("%s: is a directory (search it with -r)", quoteName(path))
			continue
		}
		root := path
		if li, err := os.Lstat(path); err == nil && li.Mode()&fs.ModeSymlink != 0 {
			// A named symbolic link to a directory is followed, as
			// grep -r does; WalkDir would take it for a file that is
			// not regular and search nothing. With a trailing
			// separator, WalkDir opens the directory it points to.
			root += string(filepath.Separator)
		}
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				e.errorf("%s", errText(err))
				return nil
			}
			if d.Type().IsRegular() {
				e.findFile(r, p)
			}
			return nil
		})
	}
	if e.status == exitOK && e.found == 0 {
		return exitFailed
	}
	return e.status
}

// findFile searches the named file, unless it is binary.
func (e *find) findFile(r *bufio.Reader, name string) {
	f, err := os.Open(name)
	if err != nil {
		e.errorf("%s", errText(err))
		return
	}
	defer f.Close()
	e.findIn(r, name, f)
}

// findIn searches the text of f, read through r, and prints every URN.
func (e *find) findIn(r *bufio.Reader, name string, f io.Reader) {
	defer e.prog.fileDone()
	r.Reset(f)
	head, err := r.Peek(sniffLen)
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		e.errorf("%s: %v", quoteName(name), unwrapPath(err))
		return
	}
	if bytes.IndexByte(head, 0) >= 0 {
		return
	}
	if err := e.scanText(r, name); err != nil {
		e.errorf("%s: %v", quoteName(name), unwrapPath(err))
	}
}

// scanText prints every URN in the text read from r.
func (e *find) scanText(r io.Reader, name string) error {
	lr := &lineReader{r: r, prog: e.prog, line: 1}
	sc := urn.Parser{Syntax: e.syntax, MaxLength: findLimit}.NewScanner(lr)
	shown := name // the name as the text output shows it
	if !e.json {
		shown = quoteName(name)
	}
	for sc.Scan() {
		m := sc.Match()
		line, col := lr.position(m.Start)
		if e.ns {
			if p, bad := nsProblem(m.URN); bad {
				e.leftOut(name, line, col, p)
				continue
			}
		}
		e.printFound(name, shown, line, col, m.URN)
	}
	return sc.Err()
}

// findLimit is the longest run of URN bytes that find considers; a
// longer candidate is skipped.
const findLimit = 64 << 10

// window is how far back from what it has read a Scanner with limit
// findLimit may still report a match: it holds at most the limit plus
// 32 KiB of the stream. Twice that is kept, to be safe.
const window = 2 * (findLimit + 32<<10)

// A lineReader passes a stream on to a urn.Scanner and keeps what it
// needs to turn the Scanner's byte offsets into lines and columns: the
// offsets of the line breaks in the part of the stream where a match
// may still begin, and the count of those before it.
type lineReader struct {
	r         io.Reader
	prog      *progress
	read      int   // bytes read so far
	line      int   // line number at lineStart
	lineStart int   // offset of the first byte of that line
	breaks    []int // offsets just past each '\n', in order
	head      int   // breaks[head:] are those after lineStart
}

func (lr *lineReader) Read(b []byte) (int, error) {
	n, err := lr.r.Read(b)
	for i := 0; i < n; {
		j := bytes.IndexByte(b[i:n], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		lr.breaks = append(lr.breaks, lr.read+i)
	}
	lr.read += n
	lr.prog.add(n)
	lr.advance(lr.read - window)
	return n, err
}

// advance moves lineStart to the start of the line that holds offset
// off, forgetting the breaks before it.
func (lr *lineReader) advance(off int) {
	k := lr.head
	for k < len(lr.breaks) && lr.breaks[k] <= off {
		k++
	}
	if k == lr.head {
		return
	}
	lr.line += k - lr.head
	lr.lineStart = lr.breaks[k-1]
	lr.head = k
	if k > len(lr.breaks)/2 {
		// Compact, at a cost no more than the breaks dropped.
		lr.breaks = lr.breaks[:copy(lr.breaks, lr.breaks[k:])]
		lr.head = 0
	}
}

// position returns the 1-based line and byte column of offset off,
// which is no less than any offset asked before.
func (lr *lineReader) position(off int) (line, col int) {
	lr.advance(off)
	return lr.line, off - lr.lineStart + 1
}

// leftOut reports on standard error the URN of p, found at line and
// col of file, which -ns leaves out because it breaks the rules of its
// namespace. Standard output is flushed first, so that on a terminal
// the report follows the URNs found before it.
func (e *find) leftOut(file string, line, col int, p problem) {
	e.stdout.Flush()
	e.prog.clear()
	fmt.Fprintf(e.stderr, "%s:%d:%d: %s\n", quoteName(file), line, col, escapeText(p.Input+": "+p.Error))
}

// printFound prints one URN found at line and col of file, whose name
// the text output shows as shown.
func (e *find) printFound(file, shown string, line, col int, u urn.URN) {
	e.found++
	if e.json {
		f := found{File: file, FileBytes: fileBytes(file), Line: line, Col: col, URN: u.String()}
		if e.ns {
			f.Rules = checkRules(u)
		}
		e.writeJSON(f)
		return
	}
	w := e.stdout
	w.WriteString(shown)
	w.WriteByte(':')
	w.Write(strconv.AppendInt(w.AvailableBuffer(), int64(line), 10))
	w.WriteByte(':')
	w.Write(strconv.AppendInt(w.AvailableBuffer(), int64(col), 10))
	w.WriteString(": ")
	w.WriteString(u.String())
	w.WriteByte('\n')
}
