// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A script is one case of testdata/*.txt: a command line, the files and
// standard input it reads, and what it must print and return.
//
// The format, one case after another:
//
//	# A comment line, anywhere outside a section.
//	=== what the case shows
//	$ urn check 'list one.txt' -
//	exit 1
//	-- list one.txt --
//	urn:ab-:x
//	-- stdin --
//	...
//	-- stdout --
//	...
//	-- stderr --
//	...
//
// Arguments are split at spaces; 'single' and "double" quotes group
// them, and a double-quoted argument is a Go string literal. A section
// is a file written to the case's own directory, or stdin, stdout or
// stderr; an absent stdout or stderr must be empty. Blank lines at the
// end of a section are not part of it. A section whose
// name ends in " (quoted)" holds Go string literals, one a line, that
// are joined with nothing between: for carriage returns, invalid UTF-8
// or a missing final newline.
type script struct {
	name     string
	pos      string // file:line of the case
	args     []string
	exit     int
	sections map[string]string
}

func readScripts(t *testing.T, file string) []*script {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var (
		all  []*script
		s    *script
		sec  string // current section, "" outside one
		body strings.Builder
	)
	fail := func(n int, format string, args ...any) {
		t.Fatalf("%s:%d: %s", file, n, fmt.Sprintf(format, args...))
	}
	end := func(n int) {
		if sec == "" {
			return
		}
		// Blank lines that end a section separate cases.
		text := strings.TrimRight(body.String(), "\n") + "\n"
		if text == "\n" {
			text = ""
		}
		if name, ok := strings.CutSuffix(sec, " (quoted)"); ok {
			var b strings.Builder
			for _, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
				u, err := strconv.Unquote(l)
				if err != nil {
					fail(n, "section %q: %v in %s", sec, err, l)
				}
				b.WriteString(u)
			}
			sec, text = name, b.String()
		}
		s.sections[sec] = text
		sec = ""
		body.Reset()
	}
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if name, ok := strings.CutPrefix(l, "=== "); ok {
			end(n)
			s = &script{name: name, pos: fmt.Sprintf("%s:%d", file, n), exit: -1, sections: map[string]string{}}
			all = append(all, s)
			continue
		}
		if strings.HasPrefix(l, "-- ") && strings.HasSuffix(l, " --") && len(l) > 6 {
			if s == nil {
				fail(n, "section before the first case")
			}
			end(n)
			sec = l[3 : len(l)-3]
			continue
		}
		if sec != "" {
			body.WriteString(l + "\n")
			continue
		}
		switch {
		case l == "" || strings.HasPrefix(l, "#"):
		case s == nil:
			fail(n, "text before the first case: %q", l)
		case strings.HasPrefix(l, "$ urn"):
			args, err := splitArgs(strings.TrimPrefix(l, "$ urn"))
			if err != nil {
				fail(n, "%v", err)
			}
			s.args = args
		case strings.HasPrefix(l, "exit "):
			v, err := strconv.Atoi(strings.TrimPrefix(l, "exit "))
			if err != nil {
				fail(n, "%v", err)
			}
			s.exit = v
		default:
			fail(n, "unexpected line %q", l)
		}
	}
	end(0)
	for _, s := range all {
		if s.args == nil || s.exit < 0 {
			t.Fatalf("%s: a case needs a \"$ urn\" line and an \"exit\" line", s.pos)
		}
	}
	return all
}

// splitArgs splits a command line at spaces, with quotes.
func splitArgs(line string) ([]string, error) {
	args := []string{}
	for {
		line = strings.TrimLeft(line, " ")
		if line == "" {
			return args, nil
		}
		var arg string
		switch line[0] {
		case '\'':
			i := strings.IndexByte(line[1:], '\'')
			if i < 0 {
				return nil, fmt.Errorf("unclosed quote in %q", line)
			}
			arg, line = line[1:i+1], line[i+2:]
		case '"':
			q, err := strconv.QuotedPrefix(line)
			if err != nil {
				return nil, fmt.Errorf("bad quoted argument in %q: %v", line, err)
			}
			arg, _ = strconv.Unquote(q)
			line = line[len(q):]
		default:
			i := strings.IndexByte(line, ' ')
			if i < 0 {
				i = len(line)
			}
			arg, line = line[:i], line[i:]
		}
		args = append(args, arg)
	}
}

// TestScripts runs every case of testdata/*.txt through run.
func TestScripts(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts in testdata: %v", err)
	}
	for _, file := range files {
		for _, s := range readScripts(t, file) {
			t.Run(strings.TrimSuffix(filepath.Base(file), ".txt")+"/"+s.name, func(t *testing.T) {
				runScript(t, s)
			})
		}
	}
}

func runScript(t *testing.T, s *script) {
	dir := t.TempDir()
	for name, text := range s.sections {
		switch name {
		case "stdin", "stdout", "stderr":
			continue
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	var stdout, stderr strings.Builder
	got := run(s.args, strings.NewReader(s.sections["stdin"]), &stdout, &stderr)
	if got != s.exit {
		t.Errorf("%s: exit status %d, want %d", s.pos, got, s.exit)
	}
	for _, out := range []struct {
		name, got string
	}{{"stdout", stdout.String()}, {"stderr", stderr.String()}} {
		if want := s.sections[out.name]; out.got != want {
			t.Errorf("%s: %s:\n%s\nwant:\n%s\ndiff:\n%s", s.pos, out.name, out.got, want, lineDiff(out.got, want))
		}
	}
}

// lineDiff shows the first line where got and want differ.
func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < max(len(g), len(w)); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl || i >= len(g) || i >= len(w) {
			return fmt.Sprintf("line %d:\n got  %q\n want %q", i+1, gl, wl)
		}
	}
	return "(no difference in lines)"
}

// errWriter fails every write, as a full disk or a closed pipe does.
type errWriter struct{}

var errWrite = errors.New("no space left on device")

func (errWriter) Write([]byte) (int, error) { return 0, errWrite }

// TestWriteError checks that every command reports a standard output
// that cannot be written to, with exit status 2, whatever the status of
// its work would have been.
func TestWriteError(t *testing.T) {
	for _, args := range [][]string{
		{"explain", "urn:ex:a"},
		{"explain", "urn:ex:a b"},
		{"check"},
		{"normalize"},
		{"eq", "urn:ex:a", "urn:ex:b"},
		{"find"},
		{"find", "-json"},
	} {
		var stderr strings.Builder
		status := run(args, strings.NewReader("urn:ex:a\nurn:ex:a b\n"), errWriter{}, &stderr)
		want := "urn " + args[0] + ": " + errWrite.Error() + "\n"
		if status != 2 || !strings.HasSuffix(stderr.String(), want) {
			t.Errorf("%q: status %d, stderr %q; want 2 and a last line %q", args, status, stderr.String(), want)
		}
	}
}

// TestProgressRun checks that check and find report their files and
// bytes to the progress line when standard error is a terminal, with a
// clock that moves a second at each look, and leave the line cleared.
// A clock that stands still draws nothing.
func TestProgressRun(t *testing.T) {
	t.Cleanup(func() { isTerminal, clock = isCharDevice, time.Now })
	isTerminal = func(io.Writer) bool { return true }
	t.Chdir(t.TempDir())
	if err := os.Mkdir("d", 0o755); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{ // 9, 11 and 2 bytes: 22 in all
		"d/a.txt": "urn:ex:a\n",
		"d/b.txt": "urn:ex:a b\n",
		"d/c.txt": "x\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.FromSlash(name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		args      []string
		status    int
		stdout    string
		drawn     string // the last progress line
		stillDraw bool
	}{
		{[]string{"check", "d/a.txt", "d/b.txt", "d/c.txt"}, 1, "d/b.txt:1:9: invalid NSS: a space is not allowed in the NSS\nd/c.txt:1:1: invalid scheme: a URN must begin with \"urn:\" (in any case)\n", "urn check: 3/3 files, 22 B", true},
		{[]string{"find", "-r", "d"}, 0, "d/a.txt:1:1: urn:ex:a\nd/b.txt:1:1: urn:ex:a\n", "urn find: 3 files, 22 B", true},
		{[]string{"find", "d/a.txt", "d/c.txt"}, 0, "d/a.txt:1:1: urn:ex:a\n", "urn find: 2/2 files, 11 B", true},
		{[]string{"check", "d/a.txt", "d/b.txt", "d/c.txt"}, 1, "d/b.txt:1:9: invalid NSS: a space is not allowed in the NSS\nd/c.txt:1:1: invalid scheme: a URN must begin with \"urn:\" (in any case)\n", "", false},
	} {
		now := time.Unix(0, 0)
		clock = func() time.Time {
			if tt.stillDraw {
				now = now.Add(progressDelay)
			}
			return now
		}
		var stdout, stderr strings.Builder
		status := run(tt.args, strings.NewReader(""), &stdout, &stderr)
		if status != tt.status || stdout.String() != filepath.FromSlash(tt.stdout) {
			t.Errorf("%q: status %d, stdout %q; want %d and %q", tt.args, status, stdout.String(), tt.status, tt.stdout)
		}
		errs := stderr.String()
		if tt.drawn == "" {
			if errs != "" {
				t.Errorf("%q: stderr %q within the first second, want nothing", tt.args, errs)
			}
			continue
		}
		if want := "\r" + tt.drawn + "\x1b[K\r\x1b[K"; !strings.HasSuffix(errs, want) {
			t.Errorf("%q: stderr %q, want it to end with %q", tt.args, errs, want)
		}
	}
}
