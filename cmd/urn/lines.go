// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// maxLine is the longest line, in bytes without its line ending, that
// check and normalize read whole. A longer line is reported as too long
// and skipped without being held in memory.
const maxLine = 1 << 20

// chunkSize is the most bytes of whole lines that readLines copies
// into one string at a time. The lines are then cut from that string,
// so that a line costs no allocation of its own.
const chunkSize = 32 << 10

// stdinName is the file name of standard input in reports.
const stdinName = "<stdin>"

// A line is one line of an input.
type line struct {
	file string
	num  int    // 1-based
	text string // without "\n" or "\r\n"
	long bool   // longer than maxLine; text is empty
}

// tooLong describes a line longer than maxLine.
func (l *line) tooLong() problem {
	p := problem{File: l.file, Line: l.num, Col: maxLine + 1, Kind: "too-long"}
	p.setError("input too long", "the line is longer than "+strconv.Itoa(maxLine)+" bytes")
	return p
}

// eachLine calls fn for every line of the named files, in order, or of
// standard input when names is empty; the name "-" also means standard
// input. A file that cannot be read is reported and skipped.
func (e *env) eachLine(names []string, fn func(*line)) {
	if len(names) == 0 {
		names = []string{"-"}
	}
	e.prog.files(len(names))
	r := bufio.NewReaderSize(nil, maxLine+2)
	for _, name := range names {
		if err := e.readFile(r, name, fn); err != nil {
			e.errorf("%s", errText(err))
		}
		e.prog.fileDone()
	}
}

// readFile calls fn for every line of the named file.
func (e *env) readFile(r *bufio.Reader, name string, fn func(*line)) error {
	l := line{file: name}
	if name == "-" {
		l.file = stdinName
		r.Reset(e.stdin)
	} else {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		r.Reset(f)
	}
	if err := e.readLines(r, &l, fn); err != nil {
		return fmt.Errorf("%s: %v", quoteName(name), unwrapPath(err))
	}
	return nil
}

// readLines reads r a line at a time.
func (e *env) readLines(r *bufio.Reader, l *line, fn func(*line)) error {
	for {
		// The whole lines in the buffer, up to chunkSize bytes of
		// them, are read as one string.
		if n := r.Buffered(); n > 0 {
			b, _ := r.Peek(min(n, chunkSize))
			if end := bytes.LastIndexByte(b, '\n') + 1; end > 0 {
				chunk := string(b[:end])
				r.Discard(end)
				e.prog.add(end)
				for chunk != "" {
					i := strings.IndexByte(chunk, '\n')
					l.num++
					l.text = strings.TrimSuffix(chunk[:i], "\r")
					fn(l)
					chunk = chunk[i+1:]
				}
				continue
			}
		}
		// A line that is not whole in the buffer yet, or longer than
		// chunkSize.
		b, err := r.ReadSlice('\n')
		e.prog.add(len(b))
		if errors.Is(err, bufio.ErrBufferFull) {
			// Skip the rest of the line without holding it.
			for errors.Is(err, bufio.ErrBufferFull) {
				b, err = r.ReadSlice('\n')
				e.prog.add(len(b))
			}
			l.num++
			l.text, l.long = "", true
			fn(l)
			l.long = false
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			continue
		}
		if len(b) == 0 && err != nil {
			if err == io.EOF {
				return nil
			}
			return err
		}
		l.num++
		// A '\r' is part of the line ending only before '\n': at
		// the end of the input it is a byte of the line.
		if nl, ok := bytes.CutSuffix(b, []byte{'\n'}); ok {
			b = bytes.TrimSuffix(nl, []byte{'\r'})
		}
		l.text, l.long = "", len(b) > maxLine
		if !l.long {
			l.text = string(b)
		}
		fn(l)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// unwrapPath drops the operation and path of a *os.PathError, which the
// caller's message already names.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
