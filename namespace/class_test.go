// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestClassify(t *testing.T) {
	for _, c := range testcases.Read(t, "testdata/nid-classes.txt") {
		if len(c.Fields) != 2 {
			t.Fatalf("%s: want NID and class", c.Pos)
		}
		nid, want := c.Fields[0], c.Fields[1]
		if got := Classify(nid).String(); got != want {
			t.Errorf("%s: Classify(%q) = %s, want %s", c.Pos, nid, got, want)
		}
		// A NID is valid under RFC 8141 exactly when a URN with it parses.
		_, err := urn.Parse("urn:" + nid + ":x")
		if (err == nil) != (want != "invalid") {
			t.Errorf("%s: Parse with NID %q: error %v, but class %s", c.Pos, nid, err, want)
		}
	}
}

func TestClassString(t *testing.T) {
	seen := map[string]bool{}
	for c := Class(0); c < numClasses; c++ {
		s := c.String()
		if s == "" || seen[s] || strings.HasPrefix(s, "Class(") {
			t.Errorf("Class(%d).String() = %q: empty, repeated or unnamed", c, s)
		}
		seen[s] = true
	}
	if got := numClasses.String(); got != "Class(8)" {
		t.Errorf("out-of-range class: %q", got)
	}
}

// TestClassText checks that a Class is written as its String and read
// back in any case, and that text that names no class is refused, in
// the style of urn.Syntax.
func TestClassText(t *testing.T) {
	for c := Class(0); c < numClasses; c++ {
		b, err := c.MarshalText()
		if err != nil || string(b) != c.String() {
			t.Errorf("%v.MarshalText() = %q, %v", c, b, err)
		}
		var got Class = numClasses
		if err := got.UnmarshalText([]byte(strings.ToUpper(string(b)))); err != nil || got != c {
			t.Errorf("UnmarshalText(%q) = %v, %v", strings.ToUpper(string(b)), got, err)
		}
	}
	if _, err := numClasses.MarshalText(); !errors.Is(err, ErrUnknownClass) || strings.Contains(err.Error(), "Class") {
		t.Errorf("an out-of-range Class marshals with error %v, want ErrUnknownClass, the name in lower case", err)
	}
	c := DNSLike
	for _, bad := range []string{"", "dnslike", "DNSLike", "formal ", "\x1b[2J"} {
		err := c.UnmarshalText([]byte(bad))
		if !errors.Is(err, ErrUnknownClass) || !strings.Contains(err.Error(), strconv.Quote(bad)) || c != DNSLike {
			t.Errorf("UnmarshalText(%q) = %v, %v; want an error that quotes it, the Class unchanged", bad, c, err)
		}
	}
}

// TestRealNIDs classifies every NID of ../testdata/real-urns.txt and
// records how many distinct NIDs (compared without case) fall in each
// group. The figures were counted independently of this package, with
// grep and comm over the same files:
//
//	awk -F: '{print tolower($2)}' ../testdata/real-urns.txt | sort -u   # 167 NIDs
//	comm -12 with the NIDs of testdata/iana-urn-namespaces.tsv        # 76 registered
//	of the rest: ^x- 22, ^[a-z]{2}(-|$) 4 (dx, li, un, us), other 65
func TestRealNIDs(t *testing.T) {
	f, err := os.Open("../testdata/real-urns.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	counts := map[string]int{}
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		u, err := urn.Parse(sc.Text())
		if err != nil {
			t.Fatal(err)
		}
		nid := strings.ToLower(u.NID())
		if seen[nid] {
			continue
		}
		seen[nid] = true
		class := Classify(nid)
		if class == Invalid {
			t.Errorf("NID %q of a valid URN classified invalid", nid)
		}
		if r, ok := LookupRegistration(nid); ok {
			counts["registered"]++
			if r.Class != class {
				t.Errorf("registered %s NID %q classified %s", r.Class, nid, class)
			}
			continue
		}
		counts["unregistered "+class.String()]++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{
		"registered":                76,
		"unregistered formal":       65,
		"unregistered experimental": 22,
		"unregistered unassignable": 4, // two-letter NIDs such as "un" (RFC 8141, section 5.1)
	}
	if len(seen) != 167 {
		t.Errorf("%d distinct NIDs, want 167", len(seen))
	}
	for k, n := range want {
		if counts[k] != n {
			t.Errorf("%s: %d NIDs, want %d", k, counts[k], n)
		}
	}
	for k, n := range counts {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: %d NIDs, want none", k, n)
		}
	}
}

func TestClassifyAllocs(t *testing.T) {
	nids := []string{"ISBN", "urn-7", "xn--a", "X-Acme", "de-bw", "a_b"}
	if n := testing.AllocsPerRun(100, func() {
		for _, nid := range nids {
			Classify(nid)
		}
	}); n != 0 {
		t.Errorf("Classify: %v allocations, want 0", n)
	}
}

func BenchmarkClassify(b *testing.B) {
	nids := []string{"isbn", "URN-7", "xn--abc", "x-acme", "de", "broadband-forum-org"}
	for i := 0; b.Loop(); i++ {
		Classify(nids[i%len(nids)])
	}
}
