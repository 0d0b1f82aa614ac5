// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"time"
)

// Progress is drawn on a terminal only, once a run has lasted
// progressDelay, and then every progressEvery.
const (
	progressDelay = time.Second
	progressEvery = 200 * time.Millisecond
	// progressBytes is how many bytes are read between looks at the
	// clock.
	progressBytes = 1 << 20
)

// A progress draws the files and bytes done so far on one line of a
// terminal, which it rewrites in place. A nil *progress draws nothing;
// its methods are cheap no-ops.
type progress struct {
	w       io.Writer     // the terminal
	out     *bufio.Writer // standard output, flushed before each drawing
	name    string        // the command
	now     func() time.Time
	start   time.Time
	next    time.Time // when to draw next
	total   int       // files named, 0 when unknown
	ndone   int       // files done
	bytes   int64
	pending int // bytes since the last look at the clock
	shown   bool
}

// newProgress returns a progress for the command c that draws on
// stderr if it is a terminal, or nil. It is set up before out is
// created: writes to the returned writer, which is stdout, first clear
// the progress line, so that output to the same terminal never runs
// into it.
func newProgress(c *command, stderr, stdout io.Writer) (*progress, io.Writer) {
	if !isTerminal(stderr) {
		return nil, stdout
	}
	p := &progress{w: stderr, name: c.name, now: clock}
	p.start = p.now()
	p.next = p.start.Add(progressDelay)
	return p, clearing{stdout, p}
}

// The terminal test and the clock of progress; tests replace them.
var (
	isTerminal = isCharDevice
	clock      = time.Now
)

// isCharDevice reports whether w is a terminal, which it takes to be a
// character device.
func isCharDevice(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// clearing is a writer that clears the progress line before each write.
type clearing struct {
	w io.Writer
	p *progress
}

func (c clearing) Write(b []byte) (int, error) {
	c.p.clear()
	return c.w.Write(b)
}

// files records how many files the run has to read (0 if unknown, as
// for a recursive walk).
func (p *progress) files(n int) {
	if p != nil {
		p.total = n
	}
}

// add records n more bytes read.
func (p *progress) add(n int) {
	if p == nil {
		return
	}
	p.bytes += int64(n)
	p.pending += n
	if p.pending >= progressBytes {
		p.pending = 0
		p.tick()
	}
}

// fileDone records one more file read.
func (p *progress) fileDone() {
	if p == nil {
		return
	}
	p.ndone++
	p.tick()
}

// tick draws the progress line if it is time to.
func (p *progress) tick() {
	now := p.now()
	if now.Before(p.next) {
		return
	}
	p.next = now.Add(progressEvery)
	if p.out != nil {
		p.out.Flush() // clears the line first, through clearing
	}
	files := fmt.Sprint(p.ndone)
	if p.total > 0 {
		files += "/" + fmt.Sprint(p.total)
	}
	fmt.Fprintf(p.w, "\rurn %s: %s files, %s\x1b[K", p.name, files, size(p.bytes))
	p.shown = true
}

// clear erases the progress line, if it is shown, so that other output
// can be written.
func (p *progress) clear() {
	if p != nil && p.shown {
		io.WriteString(p.w, "\r\x1b[K")
		p.shown = false
	}
}

// size formats a number of bytes for a person.
func size(n int64) string {
	switch {
	case n < 1e3:
		return fmt.Sprintf("%d B", n)
	case n < 1e6:
		return fmt.Sprintf("%.1f kB", float64(n)/1e3)
	case n < 1e9:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	}
	return fmt.Sprintf("%.2f GB", float64(n)/1e9)
}
