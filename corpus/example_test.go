// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package corpus_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"github.com/urnkit/urn/corpus"
)

func init() {
	// A function of a pipeline is registered, so that a runner's
	// workers find it by name.
	register.Function2x1(formatCount)
}

func formatCount(key string, n int) string {
	return key + "=" + strconv.Itoa(n)
}

// A pipeline that finds the URNs of two texts and counts them by the
// canonical form of their namespace's rules, run on Prism.
func Example() {
	dir, err := os.MkdirTemp("", "corpus")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)

	p, s := beam.NewPipelineWithRoot()
	texts := beam.Create(s,
		corpus.Text{File: "a.txt", Text: "See <urn:isbn:0451450523>, or urn:ietf:rfc:2141."},
		corpus.Text{File: "b.txt", Text: "Reprinted as\nURN:ISBN:0-451-45052-3."},
	)
	matches := corpus.Find(s, texts)
	counts := corpus.Count(s, corpus.KeyBy(s, matches, corpus.ByCanonical))
	textio.Write(s, filepath.Join(dir, "counts.tsv"), beam.ParDo(s, formatCount, counts))
	if err := beamx.Run(context.Background(), p); err != nil {
		fmt.Println(err)
		return
	}

	b, err := os.ReadFile(filepath.Join(dir, "counts.tsv"))
	if err != nil {
		fmt.Println(err)
		return
	}
	lines := strings.Fields(string(b))
	slices.Sort(lines)
	fmt.Println(strings.Join(lines, "\n"))
	// Output:
	// urn:ietf:rfc:2141=1
	// urn:isbn:0451450523=2
}
