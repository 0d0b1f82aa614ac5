// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Urncorpus finds the URNs of a corpus of files, text or WARC, as an
// Apache Beam job: on this machine with Beam's Prism runner, or on a
// Flink, Spark or Dataflow cluster.
//
// Usage:
//
//	urncorpus [-key canonical|rfc8141] [-output PREFIX] [beam flags] GLOB...
//
// Each GLOB names files on a file system Beam knows (a local path,
// gs://... or s3://...): text, gzip or bzip2 files, and WARC files,
// compressed per record or not, which urncorpus tells apart by their
// first bytes. It writes:
//
//	PREFIX.jsonl         one JSON object per URN found, with the fields
//	                     of "urn find -json" (file, line, col, urn) and,
//	                     in a WARC record, warc_target_uri and
//	                     warc_offset
//	PREFIX-keys.tsv      KEY TAB COUNT for each distinct key
//	PREFIX-nids.tsv      NID TAB KEYS TAB COUNT for each NID
//	PREFIX-errors.jsonl  one JSON object per fault: file, offset, class
//	                     (damage: something not searched; warning:
//	                     searched, not well formed), error
//
// in no particular order. With -key canonical (the default) a URN's key
// is its canonical form under the rules of its namespace, as "urn
// explain" gives them; with -key rfc8141 it is the canonical form of RFC
// 8141, section 3.
//
// Beam's flags choose the runner: with none, the job runs on Prism in
// this process; -runner=flink, -runner=spark or -runner=dataflow with
// their endpoint or project flags run it on a cluster. A file or record
// that cannot be read is written to the errors and the job goes on; the
// exit status is 1 when the job fails and 2 for a usage error.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
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
		fmt.Fprintf(flag.CommandLine.Output(), "usage: urncorpus [flags] GLOB...\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	beam.Init()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	var k corpus.Keying
	switch *key {
	case "canonical":
		k = corpus.ByCanonical
	case "rfc8141":
		k = corpus.ByKey
	default:
		fmt.Fprintf(os.Stderr, "urncorpus: -key %q: want canonical or rfc8141\n", *key)
		os.Exit(2)
	}
	p, s := beam.NewPipelineWithRoot()
	matches, faults, keys, nids := corpus.Job(s, flag.Args(), k).Lines(s)
	textio.Write(s, *output+".jsonl", matches)
	textio.Write(s, *output+"-errors.jsonl", faults)
	textio.Write(s, *output+"-keys.tsv", keys)
	textio.Write(s, *output+"-nids.tsv", nids)
	if err := beamx.Run(context.Background(), p); err != nil {
		fmt.Fprintf(os.Stderr, "urncorpus: %v\n", err)
		os.Exit(1)
	}
}
