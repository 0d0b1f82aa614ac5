// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"slices"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.DoFn5x1[context.Context, fileio.ReadableFile, func(string, int), func(Fault), func(string), error](&writeFn{})
	register.DoFn3x1[context.Context, []byte, func(*string) bool, error](&joinFn{})
	register.Emitter1[string]()
	register.Emitter2[string, int]()
	register.Iter1[string]()
}

// searchWrite finds the URNs of files as [Search] does and writes the
// line of each match, as [Match.MarshalJSON] writes it, to the file
// named name. It returns a collection of KV<string, int>, the matches
// of each key of k counted in part (a key may come more than once), and
// one of [Fault].
//
// No match leaves the step that finds it, so that a runner holds none:
// each bundle writes its lines to a part file of its own,
// name + ".part-" + a random suffix, as it finds them, and counts its
// keys; once every file is searched, the parts are joined into name in
// no particular order and removed.
func searchWrite(s beam.Scope, files beam.PCollection, k Keying, name string) (keys, faults beam.PCollection) {
	s = s.Scope("corpus.searchWrite")
	keys, faults, parts := beam.ParDo3(s, &writeFn{Name: name, Canonical: k == ByCanonical}, files)
	beam.ParDo0(s, &joinFn{Name: name}, beam.Impulse(s), beam.SideInput{Input: parts})
	return keys, faults
}

// maxBundleKeys is the most keys a writeFn counts before it emits its
// counts, which bounds the memory of a bundle with many distinct URNs.
// It is a variable for the tests.
var maxBundleKeys = 1 << 16

// writeFn is the DoFn of searchWrite that searches the files and writes
// the parts.
type writeFn struct {
	Name      string
	Canonical bool

	fs     *fileSearcher
	counts map[string]int
	line   []byte
	part   string
	w      io.WriteCloser
	bw     *bufio.Writer
	err    error // the first error of writing the part
}

func (f *writeFn) Setup() {
	f.fs = newFileSearcher()
	f.counts = map[string]int{}
	f.bw = bufio.NewWriterSize(nil, 256<<10)
}

func (f *writeFn) StartBundle(ctx context.Context, key func(string, int), fault func(Fault), part func(string)) {
	// What a bundle that failed left is not this bundle's.
	if f.w != nil {
		f.w.Close()
	}
	clear(f.counts)
	f.part, f.w, f.err = "", nil, nil
}

func (f *writeFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, key func(string, int), fault func(Fault), part func(string)) error {
	f.fs.searchFile(ctx, file, func(m Match) { f.write(ctx, m, key) }, fault)
	return f.err
}

// write writes the line of m to the part, opened on its first line, and
// counts its key.
func (f *writeFn) write(ctx context.Context, m Match, key func(string, int)) {
	f.counts[keyOf(f.fs.s.cur, f.Canonical)]++
	if len(f.counts) >= maxBundleKeys {
		f.emitCounts(key)
	}
	if f.err != nil {
		return
	}
	if f.w == nil {
		if f.part, f.w, f.err = openPart(ctx, f.Name); f.err != nil {
			return
		}
		f.bw.Reset(f.w)
	}
	f.line = append(appendMatchJSON(f.line[:0], m), '\n')
	if _, err := f.bw.Write(f.line); err != nil {
		f.err = fmt.Errorf("corpus: writing %s: %w", f.part, err)
	}
}

func (f *writeFn) emitCounts(key func(string, int)) {
	for k, n := range f.counts {
		key(k, n)
	}
	clear(f.counts)
}

func (f *writeFn) FinishBundle(ctx context.Context, key func(string, int), fault func(Fault), part func(string)) error {
	f.emitCounts(key)
	if f.w == nil {
		return f.err
	}
	err := f.bw.Flush()
	if cerr := f.w.Close(); err == nil {
		err = cerr
	}
	f.bw.Reset(nil)
	f.w = nil
	if f.err != nil {
		return f.err
	}
	if err != nil {
		return fmt.Errorf("corpus: writing %s: %w", f.part, err)
	}
	part(f.part)
	return nil
}

// openPart creates a part file of name, with a random suffix.
func openPart(ctx context.Context, name string) (string, io.WriteCloser, error) {
	var b [12]byte
	rand.Read(b[:]) // never returns an error
	part := name + ".part-" + hex.EncodeToString(b[:])
	fsys, err := filesystem.New(ctx, part)
	if err != nil {
		return "", nil, err
	}
	defer fsys.Close()
	w, err := fsys.OpenWrite(ctx, part)
	if err != nil {
		return "", nil, fmt.Errorf("corpus: %w", err)
	}
	return part, w, nil
}

// joinFn is the DoFn of searchWrite that joins the parts into the file
// of the matches.
type joinFn struct {
	Name string
}

func (f *joinFn) ProcessElement(ctx context.Context, _ []byte, parts func(*string) bool) error {
	var names []string
	var p string
	for parts(&p) {
		names = append(names, p)
	}
	slices.Sort(names)
	fsys, err := filesystem.New(ctx, f.Name)
	if err != nil {
		return err
	}
	defer fsys.Close()
	if rn, ok := fsys.(filesystem.Renamer); ok && len(names) == 1 {
		// One part, as a job of one file gives: it becomes the file
		// as it is, with no copy.
		if err := rn.Rename(ctx, names[0], f.Name); err == nil {
			return removeParts(ctx, fsys, f.Name, nil)
		}
	}
	w, err := fsys.OpenWrite(ctx, f.Name)
	if err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	for _, name := range names {
		if err := appendFile(ctx, fsys, w, name); err != nil {
			w.Close()
			return err
		}
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("corpus: writing %s: %w", f.Name, err)
	}
	return removeParts(ctx, fsys, f.Name, names)
}

// removeParts removes the parts of name that were joined, and any other
// part of name: one that a bundle wrote before it failed and was run
// again, or that a job which failed left. Those are found by listing
// name + ".part-*", and so only when name has no character of a
// pattern.
func removeParts(ctx context.Context, fsys filesystem.Interface, name string, joined []string) error {
	rm, ok := fsys.(filesystem.Remover)
	if !ok {
		return nil
	}
	for _, p := range joined {
		if err := rm.Remove(ctx, p); err != nil {
			return fmt.Errorf("corpus: %w", err)
		}
	}
	if hasMeta(name) {
		return nil
	}
	left, _ := fsys.List(ctx, name+".part-*")
	for _, p := range left {
		rm.Remove(ctx, p) // one that is gone already is no matter
	}
	return nil
}

// appendFile copies the file name of fsys to w.
func appendFile(ctx context.Context, fsys filesystem.Interface, w io.Writer, name string) error {
	r, err := fsys.OpenRead(ctx, name)
	if err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	defer r.Close()
	if _, err := io.Copy(w, r); err != nil {
		return fmt.Errorf("corpus: copying %s: %w", name, err)
	}
	return nil
}
