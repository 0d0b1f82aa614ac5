// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/urnkit/urn/internal/sniff"

	"github.com/urnkit/urn"
)

var findCmd = &command{
	name:    "find",
	args:    "[PATH...]",
	summary: "print every URN in the text of files",
	help: `Find prints every URN in the text of each PATH, or of standard input, as
"FILE:LINE:COL: URN", with the 1-based line and byte column where the URN
begins. The paragraphs below say where a URN starts and ends, which files
are searched, how -j, -z and -ns work, the exit status and the -json
output; "urn help find-recipes" shows how to run find over a corpus in
shards, with xargs, Hadoop Streaming or Spark.

Where a URN starts and ends in text follows the rules of the package's
Parser.FindAll: a URN starts at "urn:" unless that is the tail of a longer
word or scheme name (as in "turn:" or "x-urn:"), so it is found in URL
paths and after "=" or ":"; it ends before a character reference such as
"&quot;" and at a ")" that closes no "(" of its own; a template such as
"urn:ex:{id}" is not a URN; wrappers such as <...>, quotes, code spans and
emphasis (*urn:ex:a*) are not part of it, nor is trailing sentence
punctuation; and inside <...> it may be broken over lines, in which case it
is printed joined. A candidate longer than 64 KiB is skipped. Only URNs
valid in the -syntax are found. A directory PATH is searched recursively
with -r, and is an error without it. Symbolic links, devices and other
files that are not regular are skipped inside a directory; a file of a
directory is opened without following a symbolic link and without waiting
on a FIFO, so one that something else took the place of since the directory
was read is skipped too, and said so on standard error; it is read up to the
size it has when opened. A PATH that is a symbolic link to a directory is
searched. A tree deeper than the longest file name the system opens is
searched all the same, its deep files opened by names relative to PATH.

A binary file (one with a NUL byte in its first 8000 bytes) is skipped,
and said so on standard error: as "FILE: binary file skipped: a NUL byte at
offset N (-a searches it)" for a PATH or standard input, and in one line at
the end, "N binary files skipped in the directories searched", for the files
of a directory. That is not an error and leaves the exit status as it is.
A file that begins with the byte-order mark of UTF-16 (ff fe or fe ff) is
text: it is transcoded to UTF-8, as it is read, without the mark, and the
lines and columns are those of the UTF-8 text. With -a (or -text),
every file is searched as it is, byte for byte: none is binary and none is
transcoded.

Files are searched by -j workers at once, and the output is the same, byte
for byte, as with one: the files in the order they are named, and those of
a directory in lexical order. Memory stays bounded: a worker holds at most
96 KiB and 256 bytes of the text of its file, and the output that cannot
be printed yet is held for at most 4 files a worker, about 96 KiB each,
beyond which a worker waits.

With -z, a file that begins as a gzip stream (RFC 1952: the bytes 1f 8b)
or a bzip2 stream ("BZh", a block size from 1 to 9, and the magic number
of a block or of the end of the stream) is decompressed, and the positions
are those of the decompressed text; any other file is searched as it is.
A stream that is corrupt or cut short is reported after the URNs found
before the fault, and the search goes on with the next file.

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
change it. With -none-ok, printing no URN is exit status 0 too, as a step
of a pipeline needs.

With -json, each URN is an object with the fields file, line, col and urn,
one a line. With -ns, a URN whose NID has rules adds rules, their verdict
as printed by explain -json: an object with nid, source (the text the rules
come from), valid (true) and canonical, the assigned-name in their
canonical form.
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
	recursive  bool // -r
	ns         bool // -ns
	workers    int  // -j
	decompress bool // -z
	noneOK     bool // -none-ok
	text       bool // -a, -text
	found      int  // URNs printed so far

	out *orderedOutput
}

func (e *find) flags(fs *flag.FlagSet) {
	e.commonFlags(fs)
	fs.BoolVar(&e.recursive, "r", false, "search directories recursively")
	fs.BoolVar(&e.ns, "ns", false, "print only the URNs valid under the rules of their namespace")
	fs.IntVar(&e.workers, "j", runtime.GOMAXPROCS(0), "search `n` files at once")
	fs.BoolVar(&e.decompress, "z", false, "search the text of gzip and bzip2 files")
	fs.BoolVar(&e.noneOK, "none-ok", false, "exit with status 0, not 1, when no URN is found")
	fs.BoolVar(&e.text, "a", false, "search every file as it is: none is binary, none is transcoded from UTF-16")
	fs.BoolVar(&e.text, "text", false, "the same as -a")
}

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
	if e.workers < 1 {
		return e.usageError("-j %d: the number of workers must be at least 1", e.workers)
	}
	if len(args) == 0 {
		args = []string{"-"}
	}
	if !e.recursive {
		e.prog.files(len(args))
	}
	e.out = newOrderedOutput(e, e.workers)
	stop := e.onInterrupt()
	defer stop()
	tasks := make(chan *task, e.workers)
	var wg sync.WaitGroup
	for range e.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := newSearcher(e)
			for t := range tasks {
				s.search(t)
			}
		}()
	}
	e.walk(args, func(t *task) {
		if e.out.add(t) {
			tasks <- t
		}
	})
	close(tasks)
	wg.Wait()
	e.out.mu.Lock()
	if n := e.out.binaries; n > 0 {
		e.prog.clear()
		e.stdout.Flush()
		fmt.Fprintf(e.stderr, "urn find: %d binary %s skipped in the directories searched (-a searches %s)\n",
			n, plural(n, "file", "files"), plural(n, "it", "them"))
	}
	e.out.mu.Unlock()
	if e.status == exitOK && e.found == 0 && !e.noneOK {
		return exitFailed
	}
	return e.status
}

// plural returns one when n is 1, and other otherwise.
func plural(n int, one, other string) string {
	if n == 1 {
		return one
	}
	return other
}

// onInterrupt makes an interrupt (SIGINT, ^C) end the run between two
// writes of the output, never in the middle of one: it waits for the
// ordered output to be idle, writes what the output buffers hold (whole
// lines only), and exits with status 130, as a shell reports a command
// killed by SIGINT. It returns the function that undoes it.
func (e *find) onInterrupt() (stop func()) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	done := make(chan struct{})
	go func() {
		select {
		case <-sig:
			e.out.mu.Lock() // no write is under way, nor will one start
			e.prog.clear()
			e.stdout.Flush()
			if b, ok := e.stderr.(*bufio.Writer); ok {
				b.Flush() // the reports of -ns, buffered apart
			}
			os.Exit(130)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}

// walk calls fn with a task for each file to search, in the order of
// the output: the arguments in turn, and the files of a directory in
// lexical order. What cannot be searched is a task that only reports.
func (e *find) walk(args []string, fn func(*task)) {
	failed := func(msg string) { fn(&task{msg: msg}) }
	for _, path := range args {
		if path == "-" {
			fn(&task{name: stdinName, stdin: true})
			continue
		}
		fi, err := os.Stat(path)
		if err != nil {
			failed(errText(err))
			continue
		}
		if !fi.IsDir() {
			fn(&task{name: path})
			continue
		}
		if !e.recursive {
			failed(quoteName(path) + ": is a directory (search it with -r)")
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
		tree := &tree{path: root}
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if d != nil && d.IsDir() && nameTooLong(err) {
					// Deeper than the system takes a name for.
					tree.walk(p, fn)
					return nil
				}
				failed(errText(err))
				return nil
			}
			if d.Type().IsRegular() {
				fn(&task{name: p, inTree: true, tree: tree})
			}
			return nil
		})
	}
}

// A tree is a directory named on the command line and searched with
// -r. Its files whose names are longer than the system takes, deeper
// than PATH_MAX, are read and opened by their names relative to it, one
// directory at a time (os.Root), as grep -r does with a directory open.
type tree struct {
	path string // the directory, as the names of its files begin
	once sync.Once
	root *os.Root
	err  error
}

// open opens the tree's directory, once.
func (t *tree) open() (*os.Root, error) {
	t.once.Do(func() { t.root, t.err = os.OpenRoot(t.path) })
	return t.root, t.err
}

// rel returns the name of the file name in the tree, relative to it,
// with '/' between its elements, as an os.Root takes it.
func (t *tree) rel(name string) (string, error) {
	rel, err := filepath.Rel(t.path, name)
	return filepath.ToSlash(rel), err
}

// walk calls fn with a task for each regular file below the directory
// dir of the tree, whose name is too long to open, in lexical order.
func (t *tree) walk(dir string, fn func(*task)) {
	failed := func(msg string) { fn(&task{msg: msg}) }
	root, err := t.open()
	if err != nil {
		failed(errText(err))
		return
	}
	rel, err := t.rel(dir)
	if err != nil {
		failed(errText(err))
		return
	}
	fs.WalkDir(root.FS(), rel, func(p string, d fs.DirEntry, err error) error {
		name := filepath.Join(t.path, filepath.FromSlash(p))
		if err != nil {
			failed(errText(&fs.PathError{Op: "open", Path: name, Err: unwrapPath(err)}))
			return nil
		}
		if d.Type().IsRegular() {
			fn(&task{name: name, inTree: true, tree: t})
		}
		return nil
	})
}

// openDeep opens the named file of the tree, whose name is too long to
// open, by its name relative to the tree, as openFile does with regular
// set: only a file that is still regular (see openInRoot).
func (t *tree) openDeep(name string) (io.ReadCloser, error) {
	root, err := t.open()
	if err != nil {
		return nil, err
	}
	rel, err := t.rel(name)
	if err != nil {
		return nil, err
	}
	r, err := openInRoot(root, rel)
	if pe, ok := err.(*fs.PathError); ok {
		pe.Path = name
	}
	return r, err
}

// findLimit is the longest URN that find considers; a longer candidate
// is skipped, and said on standard error.
const findLimit = 64 << 10

// errNotRegular is returned by openFile for a file met inside a
// directory that is no longer a regular file when it is opened: a
// symbolic link, a FIFO, a device or a directory put in its place.
var errNotRegular = errors.New("not a regular file")

// testHookOpen, when set by a test, is called with the name of each file
// before it is opened.
var testHookOpen func(name string)

// A binaryError is returned by a textReader for a binary file: one
// with a NUL byte at offset in its first sniff.TextLen bytes.
type binaryError struct{ offset int }

func (e *binaryError) Error() string {
	return fmt.Sprintf("binary file skipped: a NUL byte at offset %d (-a searches it)", e.offset)
}

// A searcher is one worker of find: what it keeps from one file to the
// next, so that searching a file allocates nothing of its own.
type searcher struct {
	e         *find
	sc        *urn.Scanner
	text      textReader
	z         decompressor
	u16       sniff.UTF16Reader
	buf       []byte // the output of the current file not yet handed on
	stderr    bool   // buf is for standard error
	json      *jsonWriter
	shown     string // the file name as the text output shows it
	fileBytes []byte // the name's bytes for -json (see fileBytes)
	task      *task
}

func newSearcher(e *find) *searcher {
	s := &searcher{e: e}
	s.sc = urn.Parser{Syntax: e.syntax, MaxLength: findLimit}.NewScanner(nil)
	s.buf = e.out.buffer()
	s.json = newJSONWriter()
	return s
}

// search searches the file of t, unless it is binary, and hands its
// output to the ordered output.
func (s *searcher) search(t *task) {
	s.task = t
	defer func() {
		s.e.out.finish(t, s.buf, s.stderr)
		s.buf, s.stderr = s.e.out.buffer(), false
		s.task = nil
	}()
	var r io.Reader
	if t.stdin {
		s.e.out.waitStdin(t)
		r = s.e.stdin
	} else {
		if testHookOpen != nil {
			testHookOpen(t.name)
		}
		f, err := openFile(t.name, t.inTree)
		if t.tree != nil && nameTooLong(err) {
			f, err = t.tree.openDeep(t.name)
		}
		if err == errNotRegular {
			s.to(true)
			s.buf = fmt.Appendf(s.buf, "urn find: %s: skipped: no longer a regular file\n", quoteName(t.name))
			return
		}
		if err != nil {
			t.msg = errText(err)
			return
		}
		defer f.Close()
		r = f
	}
	if s.e.decompress {
		var err error
		if r, err = s.z.reader(r); err != nil {
			t.msg = quoteName(t.name) + ": " + unwrapPath(err).Error()
			return
		}
	}
	s.text.reset(r, s)
	s.sc.Reset(&s.text)
	s.shown = t.name
	if s.e.json {
		s.fileBytes = fileBytes(t.name)
	} else {
		s.shown = quoteName(t.name)
	}
	for s.sc.Scan() {
		m := s.sc.Match()
		line, col := s.sc.Position()
		if s.e.ns {
			if err := namespaces().Validate(m.URN); err != nil {
				s.leftOut(line, col, nsError(m.URN, err))
				continue
			}
		}
		s.print(line, col, m.URN)
	}
	t.bytes = s.text.pending
	var bin *binaryError
	switch err := s.sc.Err(); {
	case errors.As(err, &bin) && t.inTree:
		// Counted, and said once at the end (see run).
		t.binary = true
	case errors.As(err, &bin):
		// Not an error, as with grep, but said, so that nothing is
		// left out in silence.
		s.to(true)
		s.buf = fmt.Appendf(s.buf, "urn find: %s: %s\n", quoteName(t.name), bin.Error())
	case errors.Unwrap(err) == urn.ErrTooLong:
		// Only a candidate longer than findLimit skipped: said, as a
		// binary file is, so that nothing is left out in silence.
		s.to(true)
		s.buf = fmt.Appendf(s.buf, "urn find: %s: %s\n", quoteName(t.name), strings.TrimPrefix(err.Error(), "urn: Scanner: "))
	case err != nil:
		t.msg = quoteName(t.name) + ": " + unwrapPath(err).Error()
	}
}

// print formats one URN found at line and col of the current file.
func (s *searcher) print(line, col int, u urn.URN) {
	s.to(false)
	s.task.found++
	if s.e.json {
		f := found{File: s.task.name, FileBytes: s.fileBytes, Line: line, Col: col, URN: u.String()}
		if s.e.ns {
			f.Rules = checkRules(u)
		}
		var err error
		if s.buf, err = s.json.appendJSON(s.buf, f); err != nil {
			s.task.msg = err.Error()
		}
	} else {
		b := append(s.buf, s.shown...)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(line), 10)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(col), 10)
		b = append(b, ": "...)
		b = append(b, u.String()...)
		s.buf = append(b, '\n')
	}
	if len(s.buf) >= outputChunk {
		s.buf = s.e.out.emit(s.task, s.buf, false)
	}
}

// leftOut reports on standard error the URN of p, found at line and
// col of the current file, which -ns leaves out because it breaks the
// rules of its namespace. It comes after the URNs found before it.
func (s *searcher) leftOut(line, col int, p problem) {
	s.to(true)
	b := append(s.buf, quoteName(s.task.name)...)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(line), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(col), 10)
	b = append(b, ": "...)
	b = append(b, escapeText(p.Input+": "+p.Error)...)
	s.buf = append(b, '\n')
	if len(s.buf) >= outputChunk {
		s.buf = s.e.out.emit(s.task, s.buf, true)
	}
}

// to makes the output that follows go to standard error, or to
// standard output, handing on what was gathered for the other.
func (s *searcher) to(stderr bool) {
	if stderr != s.stderr && len(s.buf) > 0 {
		s.buf = s.e.out.emit(s.task, s.buf, s.stderr)
	}
	s.stderr = stderr
}

// A textReader passes a file on to the Scanner, counts its bytes, and
// ends it with a *binaryError when it is binary, unless -a. A file that
// begins with the byte-order mark of UTF-16 is text, transcoded to
// UTF-8 without the mark, unless -a. It reads straight into the
// Scanner's buffer.
type textReader struct {
	r       io.Reader
	s       *searcher
	read    int // bytes read
	pending int // bytes not yet shown by the progress line
	sniffed bool
}

func (t *textReader) reset(r io.Reader, s *searcher) {
	*t = textReader{r: r, s: s}
}

func (t *textReader) Read(b []byte) (int, error) {
	n, err := t.r.Read(b)
	if !t.sniffed {
		t.sniffed = true
		n, err = sniff.Fill(t.r, b, n, err)
		if ok, bigEndian := sniff.UTF16BOM(b[:n]); ok && !t.s.e.text {
			t.s.u16.Reset(t.r, bigEndian, b[2:n], err)
			t.r = &t.s.u16
			n, err = t.r.Read(b)
		} else if k, binary := sniff.Binary(b[:n]); binary && !t.s.e.text {
			return 0, &binaryError{k}
		}
	}
	t.read += n
	if t.s.e.prog != nil {
		t.pending += n
		if t.pending >= progressBytes {
			t.s.e.out.progress(t.pending)
			t.pending = 0
		}
	}
	return n, err
}
