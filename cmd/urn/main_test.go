// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/urnkit/urn"
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

func TestUsageErrors(t *testing.T) {
	for _, tt := range []struct {
		args    []string
		wantErr string
	}{
		{nil, "Usage:"},
		{[]string{"lint"}, `urn: unknown command "lint"`},
		{[]string{"help", "lint"}, `urn help: unknown command "lint"`},
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
