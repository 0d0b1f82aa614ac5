// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Urncorpus finds the URNs of a corpus of files, text or WARC, as an
// Apache Beam job: on this machine with Beam's Prism runner, or on a
// Flink, Spark or Dataflow cluster.
//
// Usage:
//
//	urncorpus [-key canonical|rfc8141] [-output PREFIX] [beam flags] INPUT...
//
// Each INPUT is a file, a directory or a glob of a file system Beam
// knows (a local path, gs://... or s3://...): text, gzip or bzip2
// files, and WARC files, compressed per record or not, which urncorpus
// tells apart by their first bytes. A local directory is searched
// recursively, as "urn find -r" searches it. It writes:
//
//	PREFIX.jsonl         one JSON object per URN found, with the fields
//	                     of "urn find -json" (file, line, col, urn) and,
//	                     in a WARC record, warc_target_uri and
//	                     warc_offset
//	PREFIX-keys.tsv      KEY TAB COUNT for each distinct key
//	PREFIX-nids.tsv      NID TAB KEYS TAB COUNT for each NID
//	PREFIX-errors.jsonl  one JSON object per input that could not be
//	                     read and per fault in a file: file, offset,
//	                     class (damage: something not searched;
//	                     warning: searched, not well formed), error
//
// in no particular order. Each of the four is written by every run, empty
// when there is nothing to write, and is emptied before the job starts,
// so none is left from an earlier run with the same prefix. With -key
// canonical (the default) a URN's key is its canonical form under the
// rules of its namespace, as "urn explain" gives them; with -key rfc8141
// it is the canonical form of RFC 8141, section 3.
//
// Beam's flags choose the runner: with none, the job runs on Prism in
// this process; -runner=flink, -runner=spark or -runner=dataflow with
// their endpoint or project flags run it on a cluster.
//
// A record or stream that is damaged is written to the errors and the
// search goes on. The exit status is 0 when every input was read, 2 for
// a usage error or when an input cannot be read at all (a glob that
// matches no file, a file or directory that does not exist or cannot be
// opened; the outputs are written all the same, and the errors name
// each such input), and 1 when the job fails.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"github.com/urnkit/urn/corpus"
)

var (
	output = flag.String("output", "urns", "write the results to files named from `prefix`")
	key    = flag.String("key", "canonical", "key URNs by their `form`: canonical (the namespace's rules) or rfc8141")
)

func main() {
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: urncorpus [flags] INPUT...\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	beam.Init()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(exitTrouble)
	}
	var k corpus.Keying
	switch *key {
	case "canonical":
		k = corpus.ByCanonical
	case "rfc8141":
		k = corpus.ByKey
	default:
		fmt.Fprintf(os.Stderr, "urncorpus: -key %q: want canonical or rfc8141\n", *key)
		os.Exit(exitTrouble)
	}
	os.Exit(run(context.Background(), flag.Args(), *output, k, os.Stderr))
}

// Exit statuses.
const (
	exitOK      = 0
	exitFailed  = 1 // the job failed
	exitTrouble = 2 // usage error, or an input that cannot be read
)

// run runs the job on inputs, writes its outputs to files named from
// prefix, and returns the exit status.
func run(ctx context.Context, inputs []string, prefix string, k corpus.Keying, stderr io.Writer) int {
	names := [...]string{prefix + ".jsonl", prefix + "-errors.jsonl", prefix + "-keys.tsv", prefix + "-nids.tsv"}
	for _, name := range names {
		// textio.Write writes no file for an empty collection: each
		// output is emptied first, so that no file of an earlier run
		// stays, whatever this one finds, and whether it ends well
		// or not.
		if err := empty(ctx, name); err != nil {
			fmt.Fprintf(stderr, "urncorpus: %v\n", err)
			return exitTrouble
		}
	}
	p, s := beam.NewPipelineWithRoot()
	faults, keys, nids := corpus.Job(s, inputs, k, names[0]).Lines(s)
	for i, lines := range [...]beam.PCollection{faults, keys, nids} {
		textio.Write(s, names[i+1], lines)
	}
	res, err := beamx.RunWithMetrics(ctx, p)
	if err != nil {
		fmt.Fprintf(stderr, "urncorpus: %v\n", err)
		return exitFailed
	}
	if n := corpus.Unreadable(res); n > 0 {
		what := "inputs"
		if n == 1 {
			what = "input"
		}
		fmt.Fprintf(stderr, "urncorpus: %d %s cannot be read; %s names them\n", n, what, names[1])
		return exitTrouble
	}
	return exitOK
}

// empty makes the file name, on the file system Beam knows for it, an
// empty file.
func empty(ctx context.Context, name string) error {
	fsys, err := filesystem.New(ctx, name)
	if err != nil {
		return err
	}
	defer fsys.Close()
	w, err := fsys.OpenWrite(ctx, name)
	if err != nil {
		return err
	}
	return w.Close()
}
