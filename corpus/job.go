// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local" // paths with no scheme
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
)

func init() {
	register.DoFn4x0[context.Context, string, func(fileio.FileMetadata), func(Fault)](&inputFn{})
	register.Emitter1[fileio.FileMetadata]()
	register.Function1x2[Fault, string, error](faultJSON)
	register.Function2x1[string, int, string](keyLine)
	register.Function2x1[string, NIDCount, string](nidLine)
}

// The collections of a [Job].
type JobOutput struct {
	// Faults holds a [Fault] for each input, file or record that is
	// unreadable in part.
	Faults beam.PCollection

	// Keys holds a KV<string, int> for each distinct key of the
	// matches, with its number of matches, and NIDs a
	// KV<string, NIDCount> for each NID.
	Keys, NIDs beam.PCollection
}

// Job finds the URNs of the files that inputs name, as [Search] does,
// writes the line of each match (the JSON object of
// [Match.MarshalJSON]) to the file named matches, and counts the
// matches by key (chosen by k) and by NID.
//
// An input is a file, a directory or a glob of a file system that Beam
// knows, such as /data/*.warc.gz, gs://bucket/dir/*.warc.gz or
// s3://commoncrawl/crawl-data/.../*.warc.gz (the local file system is
// registered by this package; a program imports the others it needs,
// as urncorpus does). A directory of the local file system, named or
// matched by a glob, is searched recursively, as "urn find -r" searches
// it: the regular files below it, in lexical order; symbolic links,
// devices and other files that are not regular are skipped inside it.
//
// An input that cannot be read gives a [Fault] and is counted in the
// Beam counter that [Unreadable] reads: a glob that matches no file, a
// file or directory that does not exist or cannot be opened or listed.
// The rest of the inputs are searched all the same.
//
// The matches never leave the step that finds them, so that no runner
// holds them, however many a file gives: each bundle of files writes
// the lines of its matches, as it finds them, to a file of its own,
// named matches + ".part-" and a random suffix, and counts its keys.
// Once every file is searched, the parts are joined into matches, in
// no particular order, and removed; the file is written, empty when
// there is no match, unless the job fails. A job that fails may leave
// parts behind; the next job that writes the same file removes them,
// unless its name has a character of a pattern (*, ?, [ or \).
func Job(s beam.Scope, inputs []string, k Keying, matches string) JobOutput {
	s = s.Scope("corpus.Job")
	for _, in := range inputs {
		filesystem.ValidateScheme(in)
	}
	filesystem.ValidateScheme(matches)
	found, unread := beam.ParDo2(s, &inputFn{}, beam.CreateList(s, inputs))
	// The files of an input come from one element: without the
	// reshuffle, a runner would fuse their search into the step that
	// lists them and search them one after another in one bundle.
	found = beam.Reshuffle(s, found)
	files := fileio.ReadMatches(s, found, fileio.ReadUncompressed(), fileio.ReadDirectorySkip())
	counts, faults := searchWrite(s, files, k, matches)
	keys := stats.SumPerKey(s, counts)
	return JobOutput{
		Faults: beam.Flatten(s, unread, faults),
		Keys:   keys,
		NIDs:   CountNIDs(s, keys),
	}
}

// unreadable counts the inputs of a Job and the files that could not
// be read at all.
var unreadable = beam.NewCounter("corpus", "unreadable")

// Unreadable returns the number of inputs and files that the Job run
// with the result r found unreadable: globs that match no file,
// files and directories that do not exist or cannot be opened or
// listed. Each has a [Fault] among the Faults of the Job. It reads a
// Beam counter (namespace "corpus", name "unreadable"), and so counts
// only on a runner that reports metrics, as Prism, Dataflow, Flink and
// Spark do.
func Unreadable(r beam.PipelineResult) int64 {
	if r == nil {
		return 0
	}
	var n int64
	for _, c := range r.Metrics().AllMetrics().Counters() {
		if c.Namespace() == "corpus" && c.Name() == "unreadable" {
			n += c.Result()
		}
	}
	return n
}

// inputFn gives the files of an input of a Job.
type inputFn struct{}

func (f *inputFn) ProcessElement(ctx context.Context, input string, emit func(fileio.FileMetadata), fault func(Fault)) {
	fail := func(name string, err error) {
		unreadable.Inc(ctx, 1)
		fault(Fault{File: name, Class: Damage, Err: err.Error()})
	}
	// match returns the names that list gives for the pattern input,
	// and fails when there are none.
	match := func(list func(string) ([]string, error)) []string {
		names, err := list(input)
		if err != nil {
			fail(input, err)
		} else if len(names) == 0 {
			fail(input, errNoMatch)
		}
		return names
	}
	if strings.Contains(input, "://") {
		// Object storage, or another file system of Beam's.
		fsys, err := filesystem.New(ctx, input)
		if err != nil {
			fail(input, err)
			return
		}
		defer fsys.Close()
		for _, name := range match(func(g string) ([]string, error) { return fsys.List(ctx, g) }) {
			size, err := fsys.Size(ctx, name)
			if err != nil {
				fail(name, err)
				continue
			}
			emit(fileio.FileMetadata{Path: name, Size: size})
		}
		return
	}
	names := []string{input}
	if _, err := os.Lstat(input); err != nil && hasMeta(input) {
		// A name that exists is taken as it is, even with a
		// character of a pattern in it.
		names = match(filepath.Glob)
	}
	for _, name := range names {
		fi, err := os.Stat(name)
		if err != nil {
			fail(name, err)
			continue
		}
		if !fi.IsDir() {
			emit(fileio.FileMetadata{Path: name, Size: fi.Size(), LastModified: fi.ModTime()})
			continue
		}
		root := name
		if li, err := os.Lstat(name); err == nil && li.Mode()&fs.ModeSymlink != 0 {
			// A symbolic link to a directory, named or matched, is
			// followed, as "urn find -r" follows it: with a trailing
			// separator, WalkDir opens the directory it points to.
			root += string(filepath.Separator)
		}
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				fail(p, err)
				return nil
			}
			if !d.Type().IsRegular() {
				return nil
			}
			fi, err := d.Info()
			if err != nil {
				fail(p, err)
				return nil
			}
			emit(fileio.FileMetadata{Path: p, Size: fi.Size(), LastModified: fi.ModTime()})
			return nil
		})
	}
}

// errNoMatch is the fault of a glob that matches no file.
var errNoMatch = errors.New("no file matches the pattern")

// hasMeta reports whether path has a character of the patterns of
// filepath.Match, as filepath.Glob tells a pattern from a name.
func hasMeta(path string) bool {
	magic := `*?[`
	if runtime.GOOS != "windows" {
		magic = `*?[\`
	}
	return strings.ContainsAny(path, magic)
}

// Lines returns the collections of o as text, to write with
// textio.Write: a JSON object for each fault, "KEY\tN" for each key
// matched N times, and "NID\tD\tN" for each NID with D distinct keys
// matched N times.
func (o JobOutput) Lines(s beam.Scope) (faults, keys, nids beam.PCollection) {
	s = s.Scope("corpus.Lines")
	return beam.ParDo(s, faultJSON, o.Faults), beam.ParDo(s, keyLine, o.Keys), beam.ParDo(s, nidLine, o.NIDs)
}

func faultJSON(f Fault) (string, error) {
	b, err := json.Marshal(f)
	return string(b), err
}

func keyLine(key string, n int) string {
	return key + "\t" + strconv.Itoa(n)
}

func nidLine(nid string, c NIDCount) string {
	return nid + "\t" + strconv.Itoa(c.Distinct) + "\t" + strconv.Itoa(c.Matches)
}
