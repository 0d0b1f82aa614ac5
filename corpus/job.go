// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"encoding/json"
	"strconv"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local" // paths with no scheme
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.Function1x2[Match, string, error](matchJSON)
	register.Function1x2[Fault, string, error](faultJSON)
	register.Function2x1[string, int, string](keyLine)
	register.Function2x1[string, NIDCount, string](nidLine)
}

// The collections of a [Job].
type JobOutput struct {
	// Matches holds a [Match] for each URN found, and Faults a
	// [Fault] for each file or record that is unreadable in part.
	Matches, Faults beam.PCollection

	// Keys holds a KV<string, int> for each distinct key of the
	// matches, with its number of matches, and NIDs a
	// KV<string, NIDCount> for each NID.
	Keys, NIDs beam.PCollection
}

// Job finds the URNs of the files that match the globs, as [Search]
// does, and counts them by key (chosen by k) and by NID. A glob is a
// pattern of a file system that Beam knows, such as /data/*.warc.gz,
// gs://bucket/dir/*.warc.gz or s3://commoncrawl/crawl-data/.../*.warc.gz
// (the local file system is registered by this package; a program
// imports the others it needs, as urncorpus does). A glob with a wildcard that
// matches nothing is no error; one without a wildcard must name a file.
func Job(s beam.Scope, globs []string, k Keying) JobOutput {
	s = s.Scope("corpus.Job")
	var found []beam.PCollection
	for _, g := range globs {
		found = append(found, fileio.MatchFiles(s, g, fileio.MatchEmptyAllowIfWildcard()))
	}
	files := fileio.ReadMatches(s, beam.Flatten(s, found...),
		fileio.ReadUncompressed(), fileio.ReadDirectorySkip())
	matches, faults := Search(s, files)
	keys := Count(s, KeyBy(s, matches, k))
	return JobOutput{Matches: matches, Faults: faults, Keys: keys, NIDs: CountNIDs(s, keys)}
}

// Lines returns the collections of o as lines of text, to write with
// textio.Write: a JSON object for each match and each fault, "KEY\tN"
// for each key matched N times, and "NID\tD\tN" for each NID with D
// distinct keys matched N times.
func (o JobOutput) Lines(s beam.Scope) (matches, faults, keys, nids beam.PCollection) {
	s = s.Scope("corpus.Lines")
	return beam.ParDo(s, matchJSON, o.Matches), beam.ParDo(s, faultJSON, o.Faults),
		beam.ParDo(s, keyLine, o.Keys), beam.ParDo(s, nidLine, o.NIDs)
}

func matchJSON(m Match) (string, error) {
	b, err := json.Marshal(m)
	return string(b), err
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
