// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

var update = flag.Bool("update", false, "rewrite testdata/keys.txt with the keys of the current rules")

const keysFile = "testdata/keys.txt"

// TestRulesVersionKeys holds the promise of RulesVersion: the keys of
// the built-in rules change only with it. testdata/keys.txt records,
// under one version, the key of each URN of the test data; a key that
// differs under the same version fails the test.
func TestRulesVersionKeys(t *testing.T) {
	ns := Builtin().Union(Conventions())
	if *update {
		writeKeys(t, ns)
	}
	v, lines, first := testcases.ReadVersioned(t, keysFile, "rules-version")
	if v != RulesVersion {
		t.Fatalf("%s records the keys of version %d, and RulesVersion is %d: record the change in CHANGES.md and rerun with -update", keysFile, v, RulesVersion)
	}
	changed, n := 0, 0
	for j, line := range lines {
		s, want, recorded := strings.Cut(line, " ")
		u, err := urn.Parse(s)
		if err != nil {
			t.Fatalf("%s:%d: %v", keysFile, first+j, err)
		}
		if !recorded {
			want = u.Key() // written alone when the rules change nothing
		}
		n++
		if got := ns.Key(u); got != want {
			if changed++; changed <= 10 {
				t.Errorf("%s:%d: Key(%s) = %s, recorded %s", keysFile, first+j, s, got, want)
			}
		}
	}
	if changed > 0 {
		t.Errorf("%d of %d keys changed under RulesVersion %d: increment RulesVersion, say what changed in CHANGES.md, and rerun with -update", changed, n, RulesVersion)
	}
	if n < 1000 {
		t.Errorf("%s records %d keys; it should hold the test data and the real URNs", keysFile, n)
	}
}

// TestRulesVersionChanges checks that CHANGES.md says what the current
// version changed.
func TestRulesVersionChanges(t *testing.T) {
	data, err := os.ReadFile("CHANGES.md")
	if err != nil {
		t.Fatal(err)
	}
	if h := fmt.Sprintf("\n## Version %d\n", RulesVersion); !strings.Contains(string(data), h) {
		t.Errorf("CHANGES.md has no heading %q", strings.TrimSpace(h))
	}
}

// writeKeys writes keysFile: the key under ns of every URN of the test
// data of this package and of ../testdata/real-urns.txt, in the order
// first seen, each alone when it is the RFC 8141 key ([urn.URN.Key]).
func writeKeys(t *testing.T, ns Set) {
	var inputs []string
	seen := map[string]bool{}
	add := func(s string) {
		if _, err := urn.Parse(s); err == nil && !seen[s] && !strings.Contains(s, " ") {
			seen[s] = true
			inputs = append(inputs, s)
		}
	}
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob("testdata/conventions/*.txt")
	for _, f := range append(files, more...) {
		if f == keysFile {
			continue
		}
		for _, c := range testcases.Read(t, f) {
			for _, field := range c.Fields {
				if len(field) > 4 && strings.EqualFold(field[:4], "urn:") {
					add(field)
				}
			}
		}
	}
	real, err := os.ReadFile("../testdata/real-urns.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Split(string(real), "\n") {
		add(s)
	}
	var b strings.Builder
	b.WriteString("# The key of each URN under namespace.Builtin().Union(namespace.Conventions()),\n")
	b.WriteString("# alone when it is the RFC 8141 key, from the package's test data and\n")
	b.WriteString("# ../testdata/real-urns.txt. See CHANGES.md; rewrite with\n")
	b.WriteString("#   go test ./namespace -run TestRulesVersionKeys -update\n")
	fmt.Fprintf(&b, "rules-version %d\n", RulesVersion)
	for _, s := range inputs {
		u := urn.MustParse(s)
		b.WriteString(s)
		if k := ns.Key(u); k != u.Key() {
			b.WriteString(" " + k)
		}
		b.WriteByte('\n')
	}
	if err := os.WriteFile(keysFile, []byte(b.String()), 0o666); err != nil {
		t.Fatal(err)
	}
}
