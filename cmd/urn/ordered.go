// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"sync"
)

// The output of a file that is searched before its turn to be printed
// is held in chunks of up to outputChunk bytes (and one line more); a
// worker that holds heldChunks times that for its file waits for the
// file's turn. At most aheadPerWorker files a worker are searched or
// waiting to be printed at once.
const (
	outputChunk    = 32 << 10
	heldChunks     = 2
	aheadPerWorker = 4
)

// A task is one file to search, or a problem to report, in the order
// of the output.
type task struct {
	seq   int
	name  string // the file's name, or "" for a task that only reports msg
	stdin bool   // the file is standard input
	// inTree says the file was met inside a directory: it is searched
	// only if it is still a regular file when opened.
	inTree bool
	tree   *tree  // the tree of a file met inside a directory
	binary bool   // the file is binary, skipped
	nth    int    // for standard input: how many times it was named before
	msg    string // a problem to report after the output, as errorf does
	found  int    // URNs printed
	bytes  int    // bytes read that the progress line has not counted
	held   []chunk
	size   int // the bytes of memory the chunks held take
	done   bool
}

// A chunk is a piece of the output of a file, for standard output or,
// when stderr is set, for standard error.
type chunk struct {
	b      []byte
	stderr bool
}

// An orderedOutput prints the output of files searched at once by
// several workers in the order the files were added, byte for byte as
// one worker searching them in turn would. Only the file whose turn it
// is writes to the command's output; the others hold theirs, in
// bounded memory.
type orderedOutput struct {
	e     *find
	mu    sync.Mutex
	cond  sync.Cond
	turn  int     // seq of the task whose output is printed now
	next  int     // seq of the next task added
	ring  []*task // the tasks from turn to next, at seq modulo its length
	free  [][]byte
	held  int // bytes of output held
	peak  int // the most bytes of output held at once
	limit int // the most that may be held, by the constants above

	binaries int // files of a directory skipped as binary, so far

	// Standard input named more than once is read by one task after
	// the other, in order: stdinNamed tasks were added, stdinRead
	// have read it.
	stdinNamed, stdinRead int
}

func newOrderedOutput(e *find, workers int) *orderedOutput {
	o := &orderedOutput{e: e, ring: make([]*task, aheadPerWorker*workers)}
	o.cond.L = &o.mu
	// Each task ahead holds up to heldChunks full chunks and the last
	// one it finishes with, each up to a line of findLimit bytes and
	// its name longer than outputChunk.
	o.limit = len(o.ring) * (heldChunks + 1) * (outputChunk + 2*findLimit)
	return o
}

// add adds t after the tasks added before, once fewer than the ring
// holds are ahead of the turn. It reports whether t is a file to
// search; a task that only reports is done.
func (o *orderedOutput) add(t *task) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	for o.next-o.turn == len(o.ring) {
		o.cond.Wait()
	}
	t.seq = o.next
	o.next++
	if t.stdin {
		t.nth = o.stdinNamed
		o.stdinNamed++
	}
	o.ring[t.seq%len(o.ring)] = t
	if t.name != "" {
		return true
	}
	t.done = true
	o.advance()
	return false
}

// buffer returns an empty buffer for the output of a file.
func (o *orderedOutput) buffer() []byte {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.take()
}

func (o *orderedOutput) take() []byte {
	if n := len(o.free); n > 0 {
		b := o.free[n-1]
		o.free = o.free[:n-1]
		return b
	}
	return make([]byte, 0, outputChunk+4<<10)
}

// emit hands on b, a chunk of the output of t for standard error or
// output, and returns an empty buffer for the rest. When it is not t's
// turn and t holds heldChunks chunks' worth already, it waits for t's
// turn.
func (o *orderedOutput) emit(t *task, b []byte, stderr bool) []byte {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.turn == t.seq {
		o.writeHeld(t)
		o.write(chunk{b, stderr})
		return b[:0]
	}
	b = o.hold(t, b, stderr)
	for t.size >= heldChunks*outputChunk && o.turn != t.seq {
		o.cond.Wait()
	}
	if o.turn == t.seq {
		o.writeHeld(t)
	}
	return b
}

// waitStdin waits until the tasks that read standard input before t
// are done with it.
func (o *orderedOutput) waitStdin(t *task) {
	o.mu.Lock()
	defer o.mu.Unlock()
	for o.stdinRead < t.nth {
		o.cond.Wait()
	}
}

// finish records that t is searched, with b the last of its output.
// If it is t's turn, its output and that of the tasks done after it
// are printed.
func (o *orderedOutput) finish(t *task, b []byte, stderr bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if t.stdin {
		o.stdinRead++
		o.cond.Broadcast()
	}
	switch {
	case len(b) == 0:
		o.free = append(o.free, b)
	case o.turn == t.seq:
		o.writeHeld(t)
		o.write(chunk{b, stderr})
		o.free = append(o.free, b[:0])
	default:
		o.free = append(o.free, o.hold(t, b, stderr))
	}
	t.done = true
	if o.turn == t.seq {
		o.advance()
	}
}

// progress counts n more bytes read on the progress line.
func (o *orderedOutput) progress(n int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.e.prog.add(n)
}

// hold keeps b, a chunk of the output of t, and returns an empty
// buffer. A short chunk, as one is when the output turns from one
// stream to the other, is kept as a copy of its size, and b is
// returned for reuse.
func (o *orderedOutput) hold(t *task, b []byte, stderr bool) []byte {
	next := b[:0]
	if len(b) < outputChunk/2 {
		b = bytes.Clone(b)
	} else {
		next = o.take()
	}
	t.held = append(t.held, chunk{b, stderr})
	t.size += cap(b)
	o.held += cap(b)
	o.peak = max(o.peak, o.held)
	return next
}

// write prints c. Standard output is flushed before standard error is
// written to, so that on a terminal the lines come in order.
func (o *orderedOutput) write(c chunk) {
	if !c.stderr {
		o.e.stdout.Write(c.b)
		return
	}
	if o.e.sharedOutput {
		o.e.stdout.Flush()
	}
	o.e.prog.clear()
	o.e.stderr.Write(c.b)
}

// writeHeld prints the output t holds.
func (o *orderedOutput) writeHeld(t *task) {
	for _, c := range t.held {
		o.write(c)
		o.held -= cap(c.b)
		if cap(c.b) >= outputChunk {
			o.free = append(o.free, c.b[:0])
		}
	}
	clear(t.held)
	t.held, t.size = t.held[:0], 0
}

// advance prints the tasks that are done, from the turn on, and passes
// the turn to the first that is not.
func (o *orderedOutput) advance() {
	for o.turn < o.next {
		t := o.ring[o.turn%len(o.ring)]
		o.writeHeld(t)
		if !t.done {
			break
		}
		if t.msg != "" {
			o.e.errorf("%s", t.msg)
		}
		o.e.found += t.found
		if t.binary {
			o.binaries++
		}
		if t.name != "" {
			o.e.prog.add(t.bytes)
			o.e.prog.fileDone()
		}
		o.ring[o.turn%len(o.ring)] = nil
		o.turn++
	}
	o.cond.Broadcast()
}
