// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/graph"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

// TestJobManyKeys runs the job on a file with more distinct URNs than a
// bundle counts before it hands its counts on, each twice, and requires
// every match written once, every key counted in full, and no part
// left.
func TestJobManyKeys(t *testing.T) {
	defer func(n int) { maxBundleKeys = n }(maxBundleKeys)
	maxBundleKeys = 64
	const n = 1000
	in := filepath.Join(t.TempDir(), "a.txt")
	var b strings.Builder
	for i := range 2 * n {
		fmt.Fprintf(&b, "urn:example:%d\n", i%n)
	}
	if err := os.WriteFile(in, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	matches, faults, keys := runJob(t, in)
	if len(faults) > 0 {
		t.Errorf("faults: %v", faults)
	}
	if len(matches) != 2*n {
		t.Errorf("%d matches written, want %d", len(matches), 2*n)
	}
	if len(keys) != n {
		t.Errorf("%d keys, want %d", len(keys), n)
	}
	for k, c := range keys {
		if c != 2 {
			t.Errorf("key %s counted %d times, want 2", k, c)
			break
		}
	}
}

// TestJobBombBounded runs the whole job on a small WARC.gz file whose
// one response decompresses to a million URNs, and requires the heap
// to stay far below what holding the matches anywhere in the pipeline
// would take: they are written by the step that finds them.
func TestJobBombBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("a million URNs through the job")
	}
	const n = 1 << 20
	in := filepath.Join(t.TempDir(), "bomb.warc.gz")
	if err := os.WriteFile(in, []byte(bomb(n)), 0o644); err != nil {
		t.Fatal(err)
	}

	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	base := ms.HeapAlloc
	var peak uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		var ms runtime.MemStats
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				runtime.ReadMemStats(&ms)
				peak = max(peak, ms.HeapAlloc)
			}
		}
	}()
	out := t.TempDir()
	p, s := beam.NewPipelineWithRoot()
	faults, keys, _ := Job(s, []string{in}, ByKey, filepath.Join(out, "m.jsonl")).Lines(s)
	textio.Write(s, filepath.Join(out, "f.jsonl"), faults)
	textio.Write(s, filepath.Join(out, "k.tsv"), keys)
	err := ptest.Run(p)
	close(done)
	wg.Wait()
	if err != nil {
		t.Fatalf("the job failed: %v", err)
	}
	// A match held as an element takes over 100 bytes.
	if grown := int64(peak) - int64(base); grown > 64<<20 {
		t.Errorf("the heap grew by %d MB while the job found %d URNs; the matches are held", grown>>20, n)
	}
	t.Logf("the heap grew by at most %d MB", (int64(peak)-int64(base))>>20)

	if b, _ := os.ReadFile(filepath.Join(out, "f.jsonl")); len(b) > 0 {
		t.Errorf("faults: %s", b)
	}
	if b, _ := os.ReadFile(filepath.Join(out, "k.tsv")); string(b) != fmt.Sprintf("urn:ab:c\t%d\n", n) {
		t.Errorf("keys: %q; want urn:ab:c counted %d times", b, n)
	}
	f, err := os.Open(filepath.Join(out, "m.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	lines, want := 0, `{"file":`+strconv.Quote(in)+`,"line":1,"col":1,"urn":"urn:ab:c","warc_target_uri":"http://example.org/","warc_offset":0}`
	for sc := bufio.NewScanner(f); sc.Scan(); lines++ {
		if lines == 0 && sc.Text() != want {
			t.Errorf("first line %s; want %s", sc.Text(), want)
		}
	}
	if lines != n {
		t.Errorf("%d lines written, want %d", lines, n)
	}
}

// TestJobSpreadsFiles requires the files of an input to be reshuffled
// before they are searched: they come from one element, the input, and
// without a break a runner fuses their search into the step that lists
// them, one bundle for every file of a glob.
func TestJobSpreadsFiles(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	Job(s, []string{"testdata/*"}, ByKey, filepath.Join(t.TempDir(), "m.jsonl"))
	edges, _, err := p.Build()
	if err != nil {
		t.Fatal(err)
	}
	from := map[*graph.Node]*graph.MultiEdge{}
	for _, e := range edges {
		for _, o := range e.Output {
			from[o.To] = e
		}
	}
	for _, e := range edges {
		if e.Op != graph.Reshuffle {
			continue
		}
		if src := from[e.Input[0].From]; src != nil && src.DoFn != nil && strings.HasSuffix(src.DoFn.Name(), "inputFn") {
			return
		}
	}
	t.Error("no reshuffle of the files that inputFn lists")
}

// TestJobRemovesLeftParts runs the job where an earlier job that failed
// left a part of the same file, and requires the part gone and its
// lines not among the matches.
func TestJobRemovesLeftParts(t *testing.T) {
	in := filepath.Join(t.TempDir(), "a.txt")
	out := t.TempDir()
	for name, text := range map[string]string{in: "see urn:example:new\n", filepath.Join(out, "m.jsonl.part-0123"): `{"file":"old","line":1,"col":1,"urn":"urn:example:old"}` + "\n"} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	matches, _, _ := runJobTo(t, out, in) // fails if a part is left
	if len(matches) != 1 || matches[0].URN != "urn:example:new" {
		t.Errorf("matches %+v; want urn:example:new alone", matches)
	}
}

// fullFS is a file system whose files can be created but not written,
// as on a full disk.
type fullFS struct{}

var errFull = errors.New("no space left on device")

func (fullFS) Close() error                                              { return nil }
func (fullFS) List(context.Context, string) ([]string, error)            { return nil, nil }
func (fullFS) OpenRead(context.Context, string) (io.ReadCloser, error)   { return nil, os.ErrNotExist }
func (fullFS) OpenWrite(context.Context, string) (io.WriteCloser, error) { return fullFile{}, nil }
func (fullFS) Size(context.Context, string) (int64, error)               { return 0, errFull }

type fullFile struct{}

func (fullFile) Write([]byte) (int, error) { return 0, errFull }
func (fullFile) Close() error              { return nil }

func init() {
	filesystem.Register("fullfs", func(context.Context) filesystem.Interface { return fullFS{} })
}

// TestJobWriteFails runs the job with the matches on a full disk, and
// requires the job to fail with the error of the write, not to end well
// with lines missing.
func TestJobWriteFails(t *testing.T) {
	in := filepath.Join(t.TempDir(), "a.txt")
	if err := os.WriteFile(in, []byte("see urn:example:a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p, s := beam.NewPipelineWithRoot()
	Job(s, []string{in}, ByKey, "fullfs://m.jsonl")
	err := ptest.Run(p)
	if err == nil || !strings.Contains(err.Error(), errFull.Error()) {
		t.Errorf("the job with its matches on a full disk: %v; want a failure that says %q", err, errFull)
	}
}
