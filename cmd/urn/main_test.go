// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

// runString runs args with stdin and returns the exit status and what
// was written on stdout and stderr.
func runString(args []string, stdin string) (int, string, string) {
	var stdout, stderr strings.Builder
	status := run(args, strings.NewReader(stdin), &stdout, &stderr)
	return status, stdout.String(), stderr.String()
}

func TestHelp(t *testing.T) {
	for _, c := range commands {
		for _, args := range [][]string{{c.name, "-h"}, {c.name, "-help"}, {"help", c.name}} {
			status, out, errs := runString(args, "")
			if status != 0 || errs != "" {
				t.Errorf("%q: status %d, stderr %q; want 0 and nothing", args, status, errs)
			}
			if !strings.HasPrefix(out, "Usage:\n\n  urn "+c.name+" [flags] "+c.args+"\n\n") ||
				!strings.Contains(out, "\nExample:\n\n  $ ") ||
				!regexp.MustCompile(`\n  \$ (.* \| )?urn `+c.name+`\b`).MatchString(out) {
				t.Errorf("%q: help lacks the synopsis or an example:\n%s", args, out)
			}
		}
		// Every flag is listed with its usage and, if it has one, its
		// default.
		_, fs := c.flagSet(new(env))
		_, out, _ := runString([]string{"help", c.name}, "")
		_, flags, _ := strings.Cut(out, "\nFlags:\n\n")
		flags, _, _ = strings.Cut(flags, "\n\n")
		n := 0
		fs.VisitAll(func(f *flag.Flag) {
			n++
			arg, usage := flag.UnquoteUsage(f)
			if usage == "" {
				t.Errorf("urn %s -%s: no usage", c.name, f.Name)
			}
			line := regexp.MustCompile(`(?m)^  -` + f.Name + ` ` + arg + ` +(.*)$`).FindStringSubmatch(flags)
			if line == nil || !strings.HasPrefix(line[1], usage) ||
				(f.DefValue != "false") != strings.HasSuffix(line[1], " (default "+f.DefValue+")") {
				t.Errorf("urn %s -h: flag -%s not listed with its usage %q and default %q:\n%s", c.name, f.Name, usage, f.DefValue, flags)
			}
		})
		if got := strings.Count(flags, "\n  -"); got != n {
			t.Errorf("urn %s -h: %d flag lines, want %d for the flags and -h:\n%s", c.name, got, n, flags)
		}
	}
	for _, args := range [][]string{{"-h"}, {"help"}, {"--help"}} {
		status, out, errs := runString(args, "")
		if status != 0 || errs != "" || !strings.Contains(out, "Usage:") {
			t.Errorf("%q: status %d, stdout %q, stderr %q", args, status, out, errs)
		}
		for _, c := range commands {
			if !strings.Contains(out, "\n  "+c.name+" ") {
				t.Errorf("%q: the command list lacks %s", args, c.name)
			}
		}
	}
}

// TestHelpTopics checks that each topic is listed in the help of urn
// and printed by "urn help TOPIC", and that the help of find is split:
// it begins with a summary that names the recipes' topic, which holds
// the recipes, and holds none of them itself.
func TestHelpTopics(t *testing.T) {
	_, usage, _ := runString([]string{"help"}, "")
	for _, tp := range topics {
		if !regexp.MustCompile(`\n  ` + tp.name + ` +` + regexp.QuoteMeta(tp.summary) + `\n`).MatchString(usage) {
			t.Errorf("urn help does not list the topic %s with its summary", tp.name)
		}
		status, out, errs := runString([]string{"help", tp.name}, "")
		if status != exitOK || errs != "" || out != tp.text {
			t.Errorf("urn help %s: status %d, stderr %q, stdout %q", tp.name, status, errs, out)
		}
	}
	_, find, _ := runString([]string{"help", "find"}, "")
	_, recipes, _ := runString([]string{"help", "find-recipes"}, "")
	summary, _, _ := strings.Cut(strings.TrimPrefix(find, "Usage:\n\n  urn find [flags] [PATH...]\n\n"), "\n\n")
	if !strings.Contains(summary, `"urn help find-recipes"`) {
		t.Errorf("the help of find does not begin with a summary that names its recipes:\n%s", summary)
	}
	for _, recipe := range []string{"xargs", "Hadoop", "Spark", "$ mkdir"} {
		if !strings.Contains(recipes, recipe) {
			t.Errorf("urn help find-recipes lacks %q", recipe)
		}
		if strings.Contains(find, recipe) && !strings.Contains(summary, recipe) {
			t.Errorf("urn help find still holds the recipe %q beyond its summary", recipe)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	for _, tt := range []struct {
		args    []string
		wantErr string
	}{
		{nil, "Usage:"},
		{[]string{"lint"}, `urn: unknown command "lint"`},
		{[]string{"help", "lint"}, `urn help: unknown command or topic "lint"`},
		{[]string{"explain"}, "urn explain: no URN to explain\nusage: urn explain [flags] URN..."},
		{[]string{"explain", "-json=maybe", "urn:ex:a"}, "urn explain: invalid boolean value"},
	} {
		status, out, errs := runString(tt.args, "")
		if status != 2 || out != "" || !strings.Contains(errs, tt.wantErr) {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 2, nothing, and %q",
				tt.args, status, out, errs, tt.wantErr)
		}
	}
}

// TestCorpus checks the real URNs of the repository's corpus: every
// line of real-urns.txt is valid RFC 8141 and every line of
// real-broken.txt is not.
func TestCorpus(t *testing.T) {
	good, bad := "../../testdata/real-urns.txt", "../../testdata/real-broken.txt"
	status, out, errs := runString([]string{"check", good}, "")
	if status != 0 || out != "" || errs != "" {
		t.Errorf("check %s: status %d, stdout %q, stderr %q", good, status, out, errs)
	}
	data, err := os.ReadFile(bad)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	status, out, _ = runString([]string{"check", "-json", bad}, "")
	if status != 1 {
		t.Errorf("check %s: status %d, want 1", bad, status)
	}
	sc := bufio.NewScanner(strings.NewReader(out))
	n := 0
	for ; sc.Scan(); n++ {
		var p problem
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		if n < len(lines) && (p.Line != n+1 || p.Input != lines[n]) {
			t.Errorf("report %d is for line %d %q, want line %d %q", n, p.Line, p.Input, n+1, lines[n])
		}
	}
	if n != len(lines) {
		t.Errorf("check %s: %d reports for %d lines", bad, n, len(lines))
	}

	// normalize prints one line per URN, and each is canonical.
	status, out, errs = runString([]string{"normalize", good}, "")
	if status != 0 || errs != "" {
		t.Errorf("normalize %s: status %d, stderr %q", good, status, errs)
	}
	all, _ := os.ReadFile(good)
	in := strings.Split(strings.TrimSuffix(string(all), "\n"), "\n")
	canon := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(canon) != len(in) {
		t.Fatalf("normalize %s: %d lines out for %d in", good, len(canon), len(in))
	}
	for i, c := range canon {
		u := urn.MustParse(c)
		if u.Normalize().String() != c || !u.Equal(urn.MustParse(in[i])) {
			t.Errorf("normalize %q = %q, not canonical and equivalent", in[i], c)
		}
	}
}

// TestCorpusNS checks check -ns, normalize -ns and find -ns, in text
// and JSON, on the real URNs of the repository's corpus against the
// namespace rules they apply: check reports exactly the URNs that the
// rules refuse, at the column of their offset and with the rules' NID,
// reason and source; normalize prints the canonical form under the rules of
// every other URN, with their verdict in JSON; and find prints the URNs
// it finds that the rules accept, each with its verdict in JSON.
func TestCorpusNS(t *testing.T) {
	const file = "../../testdata/real-urns.txt"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	var bad []problem     // the lines check -ns must report as invalid
	var reports []problem // all it must report: bad, and notes on valid lines
	var good []string     // the canonical forms normalize -ns must print
	var verdicts []any    // the rules of each line of good, or nil
	notes := 0
	for i, l := range lines {
		u := urn.MustParse(l)
		note, err := namespaces().Examine(u)
		if err == nil {
			good = append(good, namespaces().Normalize(u).String())
			var v any
			if r, ok := namespaces().Lookup(u.NID()); ok {
				m := map[string]any{"nid": r.NID, "source": r.Source, "valid": true,
					"canonical": namespaces().Normalize(u).AssignedName()}
				if note != nil {
					m["col"], m["note"] = float64(note.Offset+1), note.Text
					reports = append(reports, problem{File: file, Line: i + 1, Col: note.Offset + 1, Input: l,
						Kind: "note", Rules: &rulesCheck{NID: r.NID, Note: note.Text}})
					notes++
				}
				v = m
			}
			verdicts = append(verdicts, v)
			continue
		}
		var ne *namespace.Error
		if !errors.As(err, &ne) {
			t.Fatalf("Validate(%q): %T is not a *namespace.Error", l, err)
		}
		bad = append(bad, problem{File: file, Line: i + 1, Col: ne.Offset + 1, Input: l, Kind: "namespace",
			Error: "NSS not valid in namespace " + ne.NID + ": " + ne.Reason()})
		reports = append(reports, bad[len(bad)-1])
	}
	if len(bad) == 0 || len(good) == 0 || notes == 0 {
		t.Fatalf("the corpus has %d URNs the rules refuse, %d they accept and %d they note; want some of each", len(bad), len(good), notes)
	}

	// check -ns, in text and in JSON.
	var want strings.Builder
	for _, p := range reports {
		// The text names the source of the rules after the reason.
		r, _ := namespaces().Lookup(urn.MustParse(p.Input).NID())
		if p.Kind == "note" {
			fmt.Fprintf(&want, "%s:%d:%d: note of namespace %s: %s (rules: %s)\n", p.File, p.Line, p.Col, r.NID, p.Rules.Note, r.Source)
			continue
		}
		fmt.Fprintf(&want, "%s:%d:%d: %s (rules: %s)\n", p.File, p.Line, p.Col, p.Error, r.Source)
	}
	status, out, errs := runString([]string{"check", "-ns", file}, "")
	if status != 1 || out != want.String() || errs != "" {
		t.Errorf("check -ns: status %d, stderr %q, stdout:\n%s", status, errs, lineDiff(out, want.String()))
	}
	status, out, _ = runString([]string{"check", "-ns", "-json", file}, "")
	got := decodeLines(t, out)
	if status != 1 || len(got) != len(reports) {
		t.Fatalf("check -ns -json: status %d, %d reports; want 1 and %d", status, len(got), len(reports))
	}
	for i, got := range got {
		p := reports[i]
		u := urn.MustParse(p.Input)
		r, _ := namespaces().Lookup(u.NID())
		want := map[string]any{"file": p.File, "line": float64(p.Line), "col": float64(p.Col), "input": p.Input,
			"kind": "namespace", "error": p.Error, "rules": map[string]any{"nid": r.NID, "source": r.Source,
				"valid": false, "col": float64(p.Col), "error": p.Error}}
		if p.Kind == "note" {
			want = map[string]any{"file": p.File, "line": float64(p.Line), "col": float64(p.Col), "input": p.Input,
				"kind": "note", "rules": map[string]any{"nid": r.NID, "source": r.Source,
					"valid": true, "col": float64(p.Col), "note": p.Rules.Note, "canonical": namespaces().Normalize(u).AssignedName()}}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("check -ns -json, report %d (-want +got):\n%s", i, diff)
		}
	}

	// normalize -ns, in text and in JSON.
	status, out, errs = runString([]string{"normalize", "-ns", file}, "")
	if want := strings.Join(good, "\n") + "\n"; status != 1 || out != want {
		t.Errorf("normalize -ns: status %d, stdout:\n%s", status, lineDiff(out, want))
	}
	if n := strings.Count(errs, "\n"); n != len(bad) {
		t.Errorf("normalize -ns: %d lines on standard error, want %d", n, len(bad))
	}
	_, out, _ = runString([]string{"normalize", "-ns", "-json", file}, "")
	k := 0
	for _, got := range decodeLines(t, out) {
		if got["kind"] == "namespace" {
			continue // as check -ns -json prints it, checked above
		}
		if k >= len(good) {
			t.Fatalf("normalize -ns -json: more valid lines than %d", len(good))
		}
		if got["canonical"] != good[k] || !cmp.Equal(got["rules"], verdicts[k]) {
			t.Errorf("normalize -ns -json: %v; want canonical %q and rules %v", got, good[k], verdicts[k])
		}
		k++
	}
	if k != len(good) {
		t.Errorf("normalize -ns -json: %d valid lines, want %d", k, len(good))
	}

	// find -ns prints the URNs that find prints and the rules accept,
	// each with its verdict in JSON, and reports the others.
	_, out, _ = runString([]string{"find", "-json"}, string(data))
	var wantText strings.Builder
	var wantFound []map[string]any
	refused := 0
	for _, f := range decodeLines(t, out) {
		u := urn.MustParse(f["urn"].(string))
		if namespaces().Validate(u) != nil {
			refused++
			continue
		}
		fmt.Fprintf(&wantText, "<stdin>:%v:%v: %v\n", f["line"], f["col"], f["urn"])
		if r, ok := namespaces().Lookup(u.NID()); ok {
			v := map[string]any{"nid": r.NID, "source": r.Source, "valid": true,
				"canonical": namespaces().Normalize(u).AssignedName()}
			if note := namespaces().Note(u); note != nil {
				v["col"], v["note"] = float64(note.Offset+1), note.Text
			}
			f["rules"] = v
		}
		wantFound = append(wantFound, f)
	}
	if refused == 0 {
		t.Fatal("the rules accept every URN that find finds in the corpus; want some refused")
	}
	status, out, errs = runString([]string{"find", "-ns"}, string(data))
	if status != 0 || out != wantText.String() {
		t.Errorf("find -ns: status %d, stdout:\n%s", status, lineDiff(out, wantText.String()))
	}
	if n := strings.Count(errs, "\n"); n != refused {
		t.Errorf("find -ns: %d lines on standard error, want %d", n, refused)
	}
	_, out, _ = runString([]string{"find", "-ns", "-json"}, string(data))
	if diff := cmp.Diff(wantFound, decodeLines(t, out)); diff != "" {
		t.Errorf("find -ns -json (-want +got):\n%s", diff)
	}
}

// decodeLines decodes each line of out as a JSON object.
func decodeLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var all []map[string]any
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("%v in %q", err, l)
		}
		all = append(all, m)
	}
	return all
}

// TestLongLine checks that a line longer than maxLine is reported at
// its limit, without ending the check of the lines after it.
func TestLongLine(t *testing.T) {
	long := "urn:ex:" + strings.Repeat("a", maxLine)
	for _, tt := range []struct {
		name, in string
		want     string
	}{
		{"fits", "urn:ex:" + strings.Repeat("a", maxLine-7) + "\r\nurn:ex:a b\n", "<stdin>:2:9: invalid NSS"},
		{"newline", long + "\nurn:ex:a b\n", "<stdin>:1:1048577: input too long: the line is longer than 1048576 bytes\n<stdin>:2:9: invalid NSS"},
		{"crlf", long + "\r\nurn:ex:a b\n", "<stdin>:1:1048577: input too long"},
		{"far", long + strings.Repeat("b", 3*maxLine) + "\nurn:ex:a b\n", "<stdin>:1:1048577: input too long"},
		{"last", "urn:ex:a b\n" + long, "<stdin>:1:9: invalid NSS: a space is not allowed in the NSS\n<stdin>:2:1048577: input too long"},
	} {
		status, out, errs := runString([]string{"check"}, tt.in)
		if status != 1 || errs != "" || !strings.HasPrefix(out, tt.want) || strings.Count(out, "\n") != 2-strings.Count(tt.name, "fits") {
			t.Errorf("%s: status %d, stdout %.200q, stderr %q; want 1 and %q", tt.name, status, out, errs, tt.want)
		}
	}
}

// TestProgress checks the progress line with a clock that a test
// moves: nothing during the first second, then files and bytes, and a
// cleared line before other output.
func TestProgress(t *testing.T) {
	var term, stdout bytes.Buffer
	now := time.Unix(0, 0)
	p := &progress{w: &term, name: "check", now: func() time.Time { return now }}
	p.start, p.next = now, now.Add(progressDelay)
	out := bufio.NewWriter(clearing{&stdout, p})
	p.out = out

	p.files(3)
	p.add(100)
	p.fileDone()
	now = now.Add(progressDelay - 1)
	p.add(progressBytes)
	if term.Len() != 0 {
		t.Fatalf("drawn within the first second: %q", term.String())
	}
	out.WriteString("urn:ex:a\n")
	now = now.Add(1)
	p.fileDone()
	want := "\rurn check: 2/3 files, 1.0 MB\x1b[K"
	if term.String() != want || stdout.String() != "urn:ex:a\n" {
		t.Fatalf("after a second: terminal %q, stdout %q; want %q and the output flushed first", term.String(), stdout.String(), want)
	}
	// Not again until progressEvery has passed.
	p.add(progressBytes)
	if term.String() != want {
		t.Fatalf("drawn again too soon: %q", term.String())
	}
	now = now.Add(progressEvery)
	p.add(progressBytes)
	want += "\rurn check: 2/3 files, 3.1 MB\x1b[K"
	if term.String() != want {
		t.Fatalf("terminal %q, want %q", term.String(), want)
	}
	// Output clears the line before it is written.
	out.WriteString("urn:ex:b\n")
	out.Flush()
	want += "\r\x1b[K"
	if term.String() != want || stdout.String() != "urn:ex:a\nurn:ex:b\n" {
		t.Fatalf("terminal %q, stdout %q", term.String(), stdout.String())
	}
	p.clear()
	if term.String() != want {
		t.Fatalf("cleared twice: %q", term.String())
	}

	// A nil progress does nothing.
	var none *progress
	none.files(1)
	none.add(1)
	none.fileDone()
	none.clear()
}

// TestNoProgressOffTerminal checks that nothing but reports reaches
// standard error when it is not a terminal.
func TestNoProgressOffTerminal(t *testing.T) {
	if p, _ := newProgress(checkCmd, &bytes.Buffer{}, &bytes.Buffer{}); p != nil {
		t.Error("progress for a buffer")
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if p, _ := newProgress(checkCmd, f, &bytes.Buffer{}); p != nil {
		t.Error("progress for a regular file")
	}
}

// TestBinary builds the command and runs it, to check what run cannot:
// main, the exit status of the process and the real standard streams.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "urn")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	cmd := exec.Command(bin, "explain", "URN:EXAMPLE:a123%2cz456?+r?=q#f")
	out, err := cmd.Output()
	if err != nil || !strings.Contains(string(out), "\n  canonical      urn:example:a123%2Cz456?+r?=q#f\n") {
		t.Errorf("urn explain: %v\n%s", err, out)
	}

	cmd = exec.Command(bin, "check")
	cmd.Stdin = strings.NewReader("urn:ex:a\nurn:ex:a b\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err = cmd.Output()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 ||
		string(out) != "<stdin>:2:9: invalid NSS: a space is not allowed in the NSS\n" || stderr.Len() != 0 {
		t.Errorf("urn check: %v, stdout %q, stderr %q; want exit status 1 and one report", err, out, stderr.String())
	}

	err = exec.Command(bin, "eq", "urn:ex:a").Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
		t.Errorf("urn eq with one argument: %v, want exit status 2", err)
	}
}
