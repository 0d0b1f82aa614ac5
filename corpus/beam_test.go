// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/google/go-cmp/cmp"
	"github.com/urnkit/urn"
)

func init() {
	register.Function1x1[Match, string](matchJSON)
}

// matchJSON is the line of m.
func matchJSON(m Match) string { return string(appendMatchJSON(nil, m)) }

// TestFind runs Find on Prism over the cases of testdata/find.txt, each
// a Text, and requires the URNs of urn.Parser.FindAll with the limit of
// urn find, with the line and column of their Start, each once.
func TestFind(t *testing.T) {
	var texts []any
	var want []line
	for i, c := range findCases(t) {
		name := fmt.Sprintf("case%d", i)
		texts = append(texts, Text{File: name, Text: c})
		for _, m := range (urn.Parser{MaxLength: findLimit}).FindAll(c) {
			before := c[:m.Start]
			col := m.Start + 1
			if k := strings.LastIndexByte(before, '\n'); k >= 0 {
				col = m.Start - k
			}
			want = append(want, line{File: name, Line: strings.Count(before, "\n") + 1, Col: col, URN: m.URN.String()})
		}
	}
	if len(want) < 100 {
		t.Fatalf("FindAll finds %d URNs in find.txt; want at least 100", len(want))
	}
	out := filepath.Join(t.TempDir(), "m.jsonl")
	p, s := beam.NewPipelineWithRoot()
	textio.Write(s, out, beam.ParDo(s, matchJSON, Find(s, beam.Create(s, texts...))))
	if err := ptest.Run(p); err != nil {
		t.Fatal(err)
	}
	got := readLines[line](t, out)
	if diff := cmp.Diff(sortLines(want), sortLines(got)); diff != "" {
		t.Errorf("Find differs from FindAll (-want +got):\n%s", diff)
	}
}

// TestCountNIDs counts the keys of a few matches by NID.
func TestCountNIDs(t *testing.T) {
	out := filepath.Join(t.TempDir(), "n.tsv")
	p, s := beam.NewPipelineWithRoot()
	texts := beam.Create(s, Text{File: "a", Text: "urn:isbn:0451450523 URN:ISBN:0-451-45052-3 urn:ietf:rfc:2141 URN:IETF:rfc:2141 urn:ietf:rfc:8141"})
	for _, k := range []Keying{ByKey, ByCanonical} {
		ks := Count(s, KeyBy(s, Find(s, texts), k))
		textio.Write(s, out+fmt.Sprint(k), beam.ParDo(s, nidLine, CountNIDs(s, ks)))
	}
	if err := ptest.Run(p); err != nil {
		t.Fatal(err)
	}
	for k, want := range map[Keying]string{
		ByKey:       "ietf\t2\t3\nisbn\t2\t2\n",
		ByCanonical: "ietf\t2\t3\nisbn\t1\t2\n",
	} {
		b, err := os.ReadFile(out + fmt.Sprint(k))
		if err != nil {
			t.Fatal(err)
		}
		ls := strings.SplitAfter(string(b), "\n")
		slices.Sort(ls)
		if got := strings.Join(ls, ""); got != want {
			t.Errorf("keying %d: NIDs\n%s\nwant\n%s", k, got, want)
		}
	}
}
