// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package corpus finds URNs in collections of documents too large for
// one machine, as Apache Beam transforms: plain, gzip and bzip2 text
// files and WARC files (ISO 28500), the format of web archives. A
// pipeline built with it runs on Beam's in-process Prism runner and,
// unchanged, on Flink, Spark or Dataflow.
//
// [Find] finds the URNs of a collection of [Text] by the rules of
// [urn.Parser.FindAll], with their lines and columns. [Search] reads
// files (the [fileio.ReadableFile] elements of a [fileio.ReadMatches]
// collection) and finds the URNs of their text, or of the payloads of
// the response, resource and conversion records of a WARC file, giving
// a [Fault] for what cannot be read and going on with the rest. [KeyBy]
// keys matches by [urn.URN.Key] or by the canonical form of the
// namespace rules, and [Count] counts them; [Job] is the whole job of
// the urncorpus command, which writes the matches from the step that
// finds them, so that no runner holds them.
//
// A [Match] written as JSON has the fields of a line of "urn find
// -json" (file, line, col, urn), and, for a match in a WARC record,
// warc_target_uri and warc_offset: the record's WARC-Target-URI and the
// byte offset of the record in its file, the offset a CDX index gives.
// The lines and columns of a match in a WARC record count from the
// start of the record's payload.
package corpus
