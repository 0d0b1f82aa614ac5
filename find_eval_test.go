// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The evaluation set of testdata/findeval scores FindAll against real
// documents in which every occurrence of "urn:" was judged by reading:
// which URN is there, if any. Each subdirectory is a group of
// documents, scored on its own. testdata/findeval/README.md describes
// the format.

// minFindScore is the precision and recall FindAll must reach in each
// group of the evaluation set.
const minFindScore = 0.97

// grepURN is the baseline the evaluation compares FindAll with: the
// regular expression a developer would write to grep for URNs.
var grepURN = regexp.MustCompile(`(?i)urn:[a-z0-9][a-z0-9-]{0,31}:[a-z0-9()+,.:=@;$_!*%/?#~&-]+`)

// A judgment is what a reader found at one occurrence of "urn:".
type judgment struct {
	pos    string // document:line:col
	urn    string // the URN there; "" for none
	broken bool   // urn is not written out in one piece: not scored
}

// An evalDoc is a document of the evaluation set and its judgments,
// by the byte offset of their "urn:".
type evalDoc struct {
	name   string
	text   string
	judged map[int]judgment
}

// A score counts the matches of a finder against the judgments.
type score struct {
	right, found, judged int
	misses, wrong        []string // judged URNs not found; matches not judged so
}

func (s *score) precision() float64 { return ratio(s.right, s.found) }
func (s *score) recall() float64    { return ratio(s.right, s.judged) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// add scores the matches a finder reported in d, each given by its
// byte offset and its URN.
func (s *score) add(d *evalDoc, starts []int, urns []string) {
	hit := map[int]bool{}
	for i, start := range starts {
		j, ok := d.judged[start]
		if ok && j.broken {
			continue
		}
		s.found++
		if ok && j.urn == urns[i] {
			s.right++
			hit[start] = true
			continue
		}
		where := d.name + ":" + strconv.Itoa(start)
		if ok {
			where = j.pos
		}
		s.wrong = append(s.wrong, fmt.Sprintf("%s: found %q", where, urns[i]))
	}
	for _, off := range slices.Sorted(maps.Keys(d.judged)) {
		j := d.judged[off]
		if j.urn == "" || j.broken {
			continue
		}
		s.judged++
		if !hit[off] {
			s.misses = append(s.misses, fmt.Sprintf("%s: missed %q", j.pos, j.urn))
		}
	}
}

// scoreDoc adds to lib the score of FindAll on d, and to grep that of
// the regular expression.
func scoreDoc(d *evalDoc, lib, grep *score) {
	var starts []int
	var urns []string
	for _, m := range FindAll(d.text) {
		starts = append(starts, m.Start)
		urns = append(urns, m.URN.String())
	}
	lib.add(d, starts, urns)
	starts, urns = nil, nil
	for _, loc := range grepURN.FindAllStringIndex(d.text, -1) {
		starts = append(starts, loc[0])
		urns = append(urns, d.text[loc[0]:loc[1]])
	}
	grep.add(d, starts, urns)
}

// readEvalGroup reads the documents of one group of the evaluation set
// and checks their judgments against the text.
func readEvalGroup(t *testing.T, dir string) []*evalDoc {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var docs []*evalDoc
	for _, e := range entries {
		if e.IsDir() || strings.HasSuffix(e.Name(), ".judged") {
			continue
		}
		text, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		d := &evalDoc{name: e.Name(), text: string(text)}
		d.judged = readJudgments(t, filepath.Join(dir, e.Name()+".judged"), d)
		docs = append(docs, d)
	}
	return docs
}

// readJudgments reads the judgments of d from the file name. There
// must be one for every occurrence of "urn:", in any case, and each URN
// judged must be valid and written at its offset (in one piece, or
// broken over lines inside "<...>", unless it is marked broken).
func readJudgments(t *testing.T, name string, d *evalDoc) map[int]judgment {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	lineStarts := []int{0}
	for i := 0; i < len(d.text); i++ {
		if d.text[i] == '\n' {
			lineStarts = append(lineStarts, i+1)
		}
	}
	judged := map[int]judgment{}
	for n, line := range strings.Split(string(data), "\n") {
		where := fmt.Sprintf("%s:%d", name, n+1)
		f := strings.Fields(line)
		if i := slices.IndexFunc(f, func(s string) bool { return s[0] == '#' }); i >= 0 {
			f = f[:i] // a comment
		}
		if len(f) == 0 {
			continue
		}
		if len(f) < 3 || len(f) > 4 || len(f) == 4 && f[3] != "broken" {
			t.Fatalf("%s: bad line %q", where, line)
		}
		off, err := strconv.Atoi(f[0])
		if err != nil || off < 0 || off+4 > len(d.text) || !strings.EqualFold(d.text[off:off+4], "urn:") {
			t.Fatalf(`%s: no "urn:" at offset %s`, where, f[0])
		}
		if _, dup := judged[off]; dup {
			t.Fatalf("%s: offset %d judged twice", where, off)
		}
		ln, _ := slices.BinarySearch(lineStarts, off+1)
		pos := fmt.Sprintf("%d:%d", ln, off-lineStarts[ln-1]+1)
		if f[1] != pos {
			t.Fatalf("%s: offset %d is at %s, not %s", where, off, pos, f[1])
		}
		j := judgment{pos: d.name + ":" + pos, broken: len(f) == 4}
		if f[2] != "-" {
			j.urn = f[2]
			if _, err := Parse(j.urn); err != nil {
				t.Fatalf("%s: judged URN: %v", where, err)
			}
			if !j.broken && !strings.HasPrefix(d.text[off:], j.urn) && !joinedInBrackets(d.text, off, j.urn) {
				t.Fatalf("%s: %q is not written at offset %d", where, j.urn, off)
			}
		} else if j.broken {
			t.Fatalf("%s: only a URN can be broken", where)
		}
		judged[off] = j
	}
	for off := 0; ; off += 4 {
		i := strings.Index(strings.ToLower(d.text[off:]), "urn:")
		if i < 0 {
			break
		}
		off += i
		if _, ok := judged[off]; !ok {
			t.Fatalf(`%s: the "urn:" at offset %d is not judged`, name, off)
		}
	}
	return judged
}

// joinedInBrackets reports whether text, from offset off on, is urn
// broken over lines inside "<...>".
func joinedInBrackets(text string, off int, urn string) bool {
	if off == 0 || text[off-1] != '<' {
		return false
	}
	end := strings.IndexByte(text[off:], '>')
	if end < 0 {
		return false
	}
	joined := strings.Join(strings.Fields(text[off:off+end]), "")
	return joined == urn && strings.ContainsAny(text[off:off+end], "\r\n")
}

func TestFindEval(t *testing.T) {
	groups, err := os.ReadDir("testdata/findeval")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, g := range groups {
		if !g.IsDir() {
			continue
		}
		n++
		t.Run(g.Name(), func(t *testing.T) {
			docs := readEvalGroup(t, filepath.Join("testdata/findeval", g.Name()))
			if len(docs) == 0 {
				t.Fatalf("testdata/findeval/%s holds no documents", g.Name())
			}
			var lib, grep score
			for _, d := range docs {
				scoreDoc(d, &lib, &grep)
			}
			t.Logf("%d documents, %d URNs judged", len(docs), lib.judged)
			t.Logf("FindAll: precision %.3f (%d/%d), recall %.3f (%d/%d)",
				lib.precision(), lib.right, lib.found, lib.recall(), lib.right, lib.judged)
			t.Logf("grep regex: precision %.3f (%d/%d), recall %.3f (%d/%d)",
				grep.precision(), grep.right, grep.found, grep.recall(), grep.right, grep.judged)
			for _, s := range lib.misses {
				t.Log(s)
			}
			for _, s := range lib.wrong {
				t.Log(s)
			}
			if p := lib.precision(); p < minFindScore {
				t.Errorf("FindAll precision %.3f is below %.2f", p, minFindScore)
			}
			if r := lib.recall(); r < minFindScore {
				t.Errorf("FindAll recall %.3f is below %.2f", r, minFindScore)
			}
		})
	}
	if n == 0 {
		t.Fatal("testdata/findeval holds no group of documents")
	}
}

// sharedFindEval is where the shared evaluation sets are: real documents
// from public sources, judged by hand, kept beside the repository and
// not in it. Each set is a directory of texts and a file
// NAME.gold.jsonl with one judgment a line.
const sharedFindEval = "../shared/findeval"

// A goldEntry is one judgment of a shared set: the "urn:" at line and
// col (1-based, in bytes) of file, and the URN written there (nil for
// none). Ambiguous entries are not scored.
type goldEntry struct {
	File      string  `json:"file"`
	Line      int     `json:"line"`
	Col       int     `json:"col"`
	Expected  *string `json:"expected"`
	Ambiguous bool    `json:"ambiguous"`
}

// TestFindEvalShared scores FindAll, and the regular expression beside
// it, on every shared set when the directory is there: each must reach
// minFindScore in precision and recall. A finding counts as right when
// it starts at a judged "urn:" and is the URN judged there.
func TestFindEvalShared(t *testing.T) {
	golds, _ := filepath.Glob(filepath.Join(sharedFindEval, "*.gold.jsonl"))
	if len(golds) == 0 {
		t.Skipf("skipped: %s not found", sharedFindEval)
	}
	for _, gold := range golds {
		set := strings.TrimSuffix(filepath.Base(gold), ".gold.jsonl")
		t.Run(set, func(t *testing.T) {
			data, err := os.ReadFile(gold)
			if err != nil {
				t.Fatal(err)
			}
			byFile := map[string][]goldEntry{}
			for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
				var g goldEntry
				if err := json.Unmarshal([]byte(line), &g); err != nil {
					t.Fatalf("%s: %v", gold, err)
				}
				byFile[g.File] = append(byFile[g.File], g)
			}
			var lib, grep score
			for _, name := range slices.Sorted(maps.Keys(byFile)) {
				text, err := os.ReadFile(filepath.Join(sharedFindEval, set, name))
				if err != nil {
					t.Fatal(err)
				}
				d := &evalDoc{name: name, text: string(text), judged: map[int]judgment{}}
				lineStarts := []int{0}
				for i, c := range text {
					if c == '\n' {
						lineStarts = append(lineStarts, i+1)
					}
				}
				for _, g := range byFile[name] {
					off := lineStarts[g.Line-1] + g.Col - 1
					j := judgment{pos: fmt.Sprintf("%s:%d:%d", name, g.Line, g.Col), broken: g.Ambiguous}
					if g.Expected != nil {
						j.urn = *g.Expected
					}
					d.judged[off] = j
				}
				scoreDoc(d, &lib, &grep)
			}
			t.Logf("%s: FindAll precision %.3f, recall %.3f; regular expression precision %.3f, recall %.3f",
				set, lib.precision(), lib.recall(), grep.precision(), grep.recall())
			for _, s := range append(lib.misses, lib.wrong...) {
				t.Log(s)
			}
			if p, r := lib.precision(), lib.recall(); p < minFindScore || r < minFindScore {
				t.Errorf("%s: FindAll precision %.3f, recall %.3f; want %.2f or more", set, p, r, minFindScore)
			}
		})
	}
}
