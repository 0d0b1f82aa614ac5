// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"context"
	"fmt"
	"reflect"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

func init() {
	beam.RegisterType(reflect.TypeFor[Text]())
	beam.RegisterType(reflect.TypeFor[Match]())
	beam.RegisterType(reflect.TypeFor[Fault]())
	beam.RegisterType(reflect.TypeFor[NIDCount]())
	register.DoFn4x1[context.Context, fileio.ReadableFile, func(Match), func(Fault), error](&searchFn{})
	register.DoFn2x0[Text, func(Match)](&findFn{})
	register.DoFn1x2[Match, string, Match](&keyFn{})
	register.Function2x2[string, int, string, NIDCount](nidOf)
	register.Function2x1[NIDCount, NIDCount, NIDCount](addNIDCounts)
	register.Emitter1[Match]()
	register.Emitter1[Fault]()
}

// Search finds the URNs in files, a collection of
// [fileio.ReadableFile] as [fileio.ReadMatches] gives, opened
// uncompressed ([fileio.ReadUncompressed]). It returns a collection of
// [Match] and one of [Fault].
//
// A file that begins "WARC/" or "filedesc://", or with a gzip member
// that does, is a WARC or ARC file: the payloads of its response,
// resource and conversion records are searched, those of response
// records after their HTTP headers, with their codings removed as
// warcio removes them. Any other file is searched as text, after it is
// decompressed when it begins as a gzip stream (RFC 1952, the bytes 1f
// 8b) or a bzip2 stream, as "urn find -z" does. A text, or a payload,
// with a NUL byte in its first 8000 bytes is binary and is not
// searched, as "urn find" skips binary files; one that begins with the
// byte-order mark of UTF-16 is transcoded to UTF-8, as "urn find" does.
//
// Damage gives a Fault of class [Damage], naming what was not searched,
// and what is searched but not well formed one of class [Warning]. A
// damaged record costs that record only: the search goes on at the next
// gzip member of a compressed archive, the next record header of a
// plain one, and the next file otherwise. The matches of a record are
// emitted as they are found, so that memory stays bounded.
func Search(s beam.Scope, files beam.PCollection) (matches, faults beam.PCollection) {
	s = s.Scope("corpus.Search")
	return beam.ParDo2(s, &searchFn{}, files)
}

// Find finds the URNs in texts, a collection of [Text], as [Search]
// finds them in a text file, and returns a collection of [Match].
func Find(s beam.Scope, texts beam.PCollection) beam.PCollection {
	s = s.Scope("corpus.Find")
	return beam.ParDo(s, &findFn{}, texts)
}

type findFn struct {
	s *searcher
}

func (f *findFn) Setup() { f.s = newSearcher() }

func (f *findFn) ProcessElement(t Text, emit func(Match)) {
	at := Match{File: t.File, TargetURI: t.TargetURI, Offset: t.Offset, Record: t.Record}
	// A strings.Reader gives no error.
	f.s.search(strings.NewReader(t.Text), at, emit)
}

// A Keying chooses the key of a URN.
type Keying int

const (
	// ByKey keys a URN by [urn.URN.Key]: its assigned-name in the
	// canonical form of RFC 8141, section 3.
	ByKey Keying = iota

	// ByCanonical keys a URN by the [namespace.Set.Key] of the rules
	// of [namespace.Builtin] and [namespace.Conventions], the rules
	// "urn find -ns" applies: two URNs that their namespace's rules
	// make equivalent, as urn:isbn:0-451-45052-3 and
	// urn:isbn:0451450523, have the same key.
	ByCanonical
)

// KeyBy keys the matches of a collection of [Match] by k, and returns
// a collection of KV<string, Match>.
func KeyBy(s beam.Scope, matches beam.PCollection, k Keying) beam.PCollection {
	s = s.Scope("corpus.KeyBy")
	return beam.ParDo(s, &keyFn{Canonical: k == ByCanonical}, matches)
}

// namespaces are the rules of ByCanonical.
var namespaces = namespace.Builtin().Union(namespace.Conventions())

type keyFn struct {
	Canonical bool
}

func (f *keyFn) ProcessElement(m Match) (string, Match) {
	u, err := urn.Parse(m.URN)
	if err != nil {
		// Search and Find give only URNs valid in RFC 8141.
		panic(fmt.Sprintf("corpus: match %q is not a URN: %v", m.URN, err))
	}
	return keyOf(u, f.Canonical), m
}

// keyOf returns the key of u: its canonical form under the rules of
// ByCanonical when canonical is set, and its URN.Key otherwise.
func keyOf(u urn.URN, canonical bool) string {
	if canonical {
		return namespaces.Key(u)
	}
	return u.Key()
}

// Count counts the elements of each key of keyed, a collection of
// KV<string, V>, and returns a collection of KV<string, int>.
func Count(s beam.Scope, keyed beam.PCollection) beam.PCollection {
	s = s.Scope("corpus.Count")
	return stats.Count(s, beam.DropValue(s, keyed))
}

// A NIDCount counts the URNs of one NID.
type NIDCount struct {
	// Distinct is the number of distinct keys, and Matches the number
	// of matches.
	Distinct, Matches int
}

// CountNIDs counts, from a collection of KV<string, int> that [Count]
// gives for keys of [KeyBy], the distinct keys and the matches of each
// NID, and returns a collection of KV<string, NIDCount>, keyed by the
// NID in lower case.
func CountNIDs(s beam.Scope, counts beam.PCollection) beam.PCollection {
	s = s.Scope("corpus.CountNIDs")
	return beam.CombinePerKey(s, addNIDCounts, beam.ParDo(s, nidOf, counts))
}

func nidOf(key string, n int) (string, NIDCount) {
	// A key is "urn:" NID ":" NSS, with the NID in lower case.
	nid, _, _ := strings.Cut(strings.TrimPrefix(key, "urn:"), ":")
	return nid, NIDCount{Distinct: 1, Matches: n}
}

func addNIDCounts(a, b NIDCount) NIDCount {
	return NIDCount{a.Distinct + b.Distinct, a.Matches + b.Matches}
}
