// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestFindPositions checks the lines and columns of find over a stream
// much longer than what the scanner holds at once, with URNs placed at
// known positions among lines of filler text of every length.
func TestFindPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var in, want strings.Builder
	placed := 0
	for line := 1; in.Len() < 8*findLimit || placed < 2000; line++ {
		if rng.IntN(4) > 0 {
			// Filler without "urn:": words, spaces, tabs, long runs.
			in.WriteString(strings.Repeat("ab \t", rng.IntN(40)))
			if rng.IntN(1000) == 0 {
				in.WriteString(strings.Repeat("x", 3*findLimit))
			}
			in.WriteString("\n")
			continue
		}
		for col := 1; rng.IntN(3) > 0; {
			pad := strings.Repeat(" ", 1+rng.IntN(20))
			u := fmt.Sprintf("urn:ex:%d-%d", line, col)
			in.WriteString(pad)
			col += len(pad)
			fmt.Fprintf(&want, "<stdin>:%d:%d: %s\n", line, col, u)
			placed++
			in.WriteString(u)
			col += len(u)
		}
		in.WriteString("\n")
	}
	status, out, errs := runString([]string{"find"}, in.String())
	if status != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	if out != want.String() {
		t.Errorf("find reports differ:\n%s", lineDiff(out, want.String()))
	}
}

// TestFindProse runs find over the documents of ../../testdata/prose
// and checks that it prints, in order, the URNs listed by hand in the
// .urns file next to each: one a line as a Go quoted string, the URN
// first, or "none".
func TestFindProse(t *testing.T) {
	docs, err := filepath.Glob("../../testdata/prose/*")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, doc := range docs {
		if strings.HasSuffix(doc, ".urns") {
			continue
		}
		list, err := os.ReadFile(doc + ".urns")
		if err != nil {
			t.Errorf("%s: no list of its URNs: %v", doc, err)
			continue
		}
		var want []string
		for _, l := range strings.Split(string(list), "\n") {
			if l == "" || l == "none" || strings.HasPrefix(l, "#") {
				continue
			}
			q, err := strconv.QuotedPrefix(l)
			if err != nil {
				t.Fatalf("%s.urns: %v in %q", doc, err, l)
			}
			u, _ := strconv.Unquote(q)
			want = append(want, u)
		}
		status, out, errs := runString([]string{"find", "-json", doc}, "")
		if errs != "" || status != 0 && len(want) > 0 {
			t.Errorf("find %s: status %d, stderr %q", doc, status, errs)
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			if l == "" {
				continue
			}
			var f found
			if err := json.Unmarshal([]byte(l), &f); err != nil {
				t.Fatal(err)
			}
			if f.File != doc {
				t.Errorf("find %s: a URN in file %q", doc, f.File)
			}
			got = append(got, f.URN)
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("find %s:\n%s", doc, lineDiff(strings.Join(got, "\n"), strings.Join(want, "\n")))
		}
		n += len(want)
	}
	if n == 0 {
		t.Fatal("no URNs in the prose documents")
	}
}

// TestFindSymlinkRoot checks that find -r searches the directory that a
// named symbolic link points to, while it still skips the links it
// meets inside a directory.
func TestFindSymlinkRoot(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.Mkdir("docs", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("docs", "a.txt"), []byte("x urn:ex:a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, link := range []struct{ name, to string }{
		{"link", "docs"},
		{filepath.Join("docs", "loop"), "."},
		{filepath.Join("docs", "b.txt"), "a.txt"},
	} {
		if err := os.Symlink(link.to, link.name); err != nil {
			t.Skipf("no symbolic links: %v", err)
		}
	}
	for _, tt := range []struct {
		path, want string
	}{
		{"link", "link/a.txt:1:3: urn:ex:a\n"},
		{"link/", "link/a.txt:1:3: urn:ex:a\n"},
		{"docs", "docs/a.txt:1:3: urn:ex:a\n"},
	} {
		status, out, errs := runString([]string{"find", "-r", tt.path}, "")
		if status != 0 || out != filepath.FromSlash(tt.want) || errs != "" {
			t.Errorf("find -r %s: status %d, stdout %q, stderr %q; want 0 and %q", tt.path, status, out, errs, tt.want)
		}
	}
}

// TestFindNSQuotedName checks that find -ns names the file of a URN it
// leaves out as its output names files, so that no name can forge a
// line of the report.
func TestFindNSQuotedName(t *testing.T) {
	t.Chdir(t.TempDir())
	name := "x\nFORGED.txt:9:9: urn:forged:line"
	if err := os.WriteFile(name, []byte("urn:isbn:0-451-45052-4\n"), 0o644); err != nil {
		t.Skipf("cannot make a file with a newline in its name: %v", err)
	}
	for _, args := range [][]string{{"find", "-ns", name}, {"find", "-ns", "-json", name}} {
		status, out, errs := runString(args, "")
		want := `'x'$'\n''FORGED.txt:9:9: urn:forged:line':1:1: urn:isbn:0-451-45052-4: NSS not valid in namespace isbn: wrong check digit (ISBN-10, modulus 11)` + "\n"
		if status != 1 || out != "" || errs != want {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 1, nothing and %q", args, status, out, errs, want)
		}
	}
}

// TestFindWorkers runs every case of testdata/find.txt with one worker
// and with several: the output must be what the case says, byte for
// byte, however many files are searched at once.
func TestFindWorkers(t *testing.T) {
	for _, s := range readScripts(t, "testdata/find.txt") {
		if len(s.args) == 0 || s.args[0] != "find" {
			continue
		}
		for _, j := range []string{"1", "2", "3", "8"} {
			c := *s
			c.args = append([]string{"find", "-j", j}, s.args[1:]...)
			t.Run(s.name+"/j="+j, func(t *testing.T) { runScript(t, &c) })
		}
	}
}

// writeTree writes n files of random text under dir, in nested
// directories, with URNs, binary files, empty files, long lines and
// files whose output is much longer than what a worker holds, and
// returns the bytes written.
func writeTree(t *testing.T, dir string, n int, rng *rand.Rand) int {
	t.Helper()
	total := 0
	for i := range n {
		var b strings.Builder
		switch rng.IntN(10) {
		case 0: // empty
		case 1: // binary
			b.WriteString("urn:ex:hidden\x00")
		case 2: // output of several chunks
			for b.Len() < 3*outputChunk {
				fmt.Fprintf(&b, "urn:ex:dense-%d-%d\n", i, b.Len())
			}
		default:
			for l := rng.IntN(200); l > 0; l-- {
				b.WriteString(strings.Repeat("word ", rng.IntN(30)))
				if rng.IntN(3) == 0 {
					fmt.Fprintf(&b, "<urn:ex:f%d:l%d>", i, l)
				}
				b.WriteString("\n")
			}
		}
		p := filepath.Join(dir, fmt.Sprintf("d%d", i%7), fmt.Sprintf("d%d", i%3), fmt.Sprintf("f%03d.txt", i))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		total += b.Len()
	}
	return total
}

// TestFindWorkersTree compares find -r with one worker and with several
// on a tree of many files, in text and in JSON, with files named
// twice, a missing file and standard input, named three times, among
// them: it is read once, by the first.
func TestFindWorkersTree(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, 120, rand.New(rand.NewPCG(3, 4)))
	t.Chdir(dir)
	stdin := "x urn:ex:stdin\n"
	for _, args := range [][]string{
		{"-r", "d0", "d1", "-", "missing.txt", "d2/d0", "d3", "-", "d4", "d5", "d6", "d2", "-"},
		{"-json", "-r", "."},
	} {
		status1, out1, errs1 := runString(append([]string{"find", "-j", "1"}, args...), stdin)
		if len(out1) < 4*outputChunk {
			t.Fatalf("find %q: only %d bytes of output", args, len(out1))
		}
		for _, j := range []string{"2", "16"} {
			status, out, errs := runString(append([]string{"find", "-j", j}, args...), stdin)
			if status != status1 || out != out1 || errs != errs1 {
				t.Errorf("find -j %s %q: status %d, stderr %q, stdout differs from one worker's (status %d, stderr %q):\n%s",
					j, args, status, errs, status1, errs1, lineDiff(out, out1))
			}
		}
	}
}

// TestFindMemoryBounded searches many large files full of URNs with
// several workers and checks that the output held back for its turn
// never passed the bound that the number of workers sets, however
// long the output of each file is.
func TestFindMemoryBounded(t *testing.T) {
	dir := t.TempDir()
	line := "urn:ex:a-long-enough-name-for-a-dense-line\n"
	big := strings.Repeat(line, (512<<10)/len(line)) // 512 KiB, and more output
	for i := range 24 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%02d.txt", i)), []byte(big), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, workers := range []int{1, 3} {
		var stdout, stderr strings.Builder
		e := &find{env: &env{cmd: findCmd, stdin: strings.NewReader(""), stdout: bufio.NewWriter(&stdout), stderr: &stderr}, recursive: true, workers: workers}
		if status := e.run([]string{dir}); status != 0 {
			t.Fatalf("-j %d: status %d, stderr %q", workers, status, stderr.String())
		}
		e.stdout.Flush()
		if want := 24 * len(big); stdout.Len() <= want {
			t.Fatalf("-j %d: %d bytes of output, want more than %d", workers, stdout.Len(), want)
		}
		o := e.out
		if o.peak > o.limit {
			t.Errorf("-j %d: %d bytes of output held at once, more than the bound %d", workers, o.peak, o.limit)
		}
		if want := aheadPerWorker * workers * (heldChunks + 1) * (outputChunk + 2*findLimit); o.limit != want || o.limit > workers<<21 {
			t.Errorf("-j %d: bound %d, want %d, at most 2 MiB a worker", workers, o.limit, want)
		}
	}
}

// TestOrderedOutput holds the output of a file searched before its
// turn and prints it after the output of the file before it, with its
// lines for standard error in their place.
func TestOrderedOutput(t *testing.T) {
	var stdout, stderr strings.Builder
	e := &find{env: &env{cmd: findCmd, stdout: bufio.NewWriter(&stdout), stderr: &stderr}}
	o := newOrderedOutput(e, 1)
	e.out = o
	t0, t1, t2 := &task{name: "a"}, &task{name: "b"}, &task{msg: "c: no such file"}
	for _, tk := range []*task{t0, t1, t2} {
		o.add(tk)
	}
	chunk := func(s string) []byte { return append(o.buffer(), s...) }
	b1, b2 := strings.Repeat("1", outputChunk), strings.Repeat("2", outputChunk)
	o.emit(t1, chunk(b1), false)
	o.emit(t1, chunk("e1\n"), true)
	if o.held < outputChunk || stdout.Len()+stderr.Len() != 0 {
		t.Fatalf("the output of the second file: %d bytes held, %q printed; want %d held, nothing printed", o.held, stdout.String()+stderr.String(), outputChunk)
	}
	done := make(chan bool)
	go func() {
		// Its second full chunk fills what the file may hold: it
		// waits for its turn.
		o.emit(t1, chunk(b2), false)
		o.finish(t1, chunk("b3\n"), false)
		done <- true
	}()
	o.emit(t0, chunk("a1\n"), false)
	o.finish(t0, chunk("a2\n"), false)
	<-done
	e.stdout.Flush()
	if want := "a1\na2\n" + b1 + b2 + "b3\n"; stdout.String() != want {
		t.Errorf("stdout %.40q..., want %.40q...", stdout.String(), want)
	}
	if want := "e1\nurn find: c: no such file\n"; stderr.String() != want {
		t.Errorf("stderr %q, want %q", stderr.String(), want)
	}
	if o.turn != 3 || o.held != 0 || o.peak > o.limit || e.status != exitTrouble {
		t.Errorf("turn %d, %d bytes held, at most %d, status %d; want 3, 0, at most %d, %d", o.turn, o.held, o.peak, e.status, o.limit, exitTrouble)
	}
}

// TestFindPipeline runs the commands of the recipes of find (urn help
// find-recipes) that shard a corpus, with the built command on a corpus of text
// and gzip files: the sharded run must find what one find -r finds, and
// the filter on standard input what find finds in the text concatenated.
func TestFindPipeline(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	for _, tool := range []string{"go", "sh", "find", "xargs", "sort", "cat"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("no %s command: %v", tool, err)
		}
	}
	status, help, _ := runString([]string{"help", "find-recipes"}, "")
	if status != exitOK {
		t.Fatalf("urn help find-recipes: status %d", status)
	}
	_, block, ok := strings.Cut(help, "\n\n  $ mkdir")
	block, _, ok2 := strings.Cut("  $ mkdir"+block, "\n\n")
	if !ok || !ok2 {
		t.Fatal("urn help find: no block of commands that shard a corpus")
	}
	var cmds []string
	for _, l := range strings.Split(block, "\n") {
		if c, ok := strings.CutPrefix(l, "  $ "); ok {
			cmds = append(cmds, c)
		}
	}
	if len(cmds) != 3 || !strings.HasSuffix(cmds[1], ">urns.jsonl") || !strings.HasSuffix(cmds[2], ">stdin.jsonl") {
		t.Fatalf("urn help find: the commands are not the three this test knows: %q", cmds)
	}

	bin := t.TempDir()
	if out, err := exec.Command("go", "build", "-o", filepath.Join(bin, "urn"), ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "corpus"), 200, rand.New(rand.NewPCG(5, 6)))
	if err := os.WriteFile(filepath.Join(dir, "corpus", "notes.txt.gz"), gzipOf(t, zText()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	for _, c := range cmds {
		cmd := exec.Command("sh", "-c", c)
		cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", c, err, out)
		}
	}

	_, want, _ := runString([]string{"find", "-json", "-r", "-z", "corpus"}, "")
	lines := strings.Split(strings.TrimSuffix(want, "\n"), "\n")
	slices.Sort(lines)
	if got, _ := os.ReadFile("urns.jsonl"); string(got) != strings.Join(lines, "\n")+"\n" || len(lines) < 1000 {
		t.Errorf("%s: urns.jsonl differs from the sorted output of find -r (%d lines):\n%s", cmds[1], len(lines), lineDiff(string(got), strings.Join(lines, "\n")+"\n"))
	}

	var names []string
	filepath.WalkDir("corpus", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".txt") {
			names = append(names, p)
		}
		return err
	})
	slices.Sort(names)
	var text strings.Builder
	for _, p := range names {
		b, _ := os.ReadFile(p)
		text.Write(b)
	}
	_, want, _ = runString([]string{"find", "-json", "-none-ok", "-"}, text.String())
	if got, _ := os.ReadFile("stdin.jsonl"); string(got) != want || want == "" {
		t.Errorf("%s: stdin.jsonl differs from find - on the text:\n%s", cmds[2], lineDiff(string(got), want))
	}
}

// TestFindDeepTree checks that find -r searches every file of a tree
// deeper than the longest name the system opens (PATH_MAX), as grep -r
// does, in lexical order (TestOpenInRoot checks how its deep files are
// opened).
func TestFindDeepTree(t *testing.T) {
	const depth, elem = 1100, "level-00"
	top := filepath.Join(t.TempDir(), "deep")
	if err := os.Mkdir(top, 0o755); err != nil {
		t.Fatal(err)
	}
	cur, err := os.OpenRoot(top)
	if err != nil {
		t.Skipf("cannot open a directory as a root here: %v", err)
	}
	defer func() { cur.Close() }()
	// A file every 100 levels and at the bottom; and, in the deepest
	// directory whose name the system still takes, one whose own name
	// makes it too long.
	var want strings.Builder
	last := "" // the line of the long name, last in lexical order
	dir, crossed := top, false
	for level := 0; level <= depth; level++ {
		file := ""
		switch {
		case !crossed && len(dir)+len(elem)+1 >= 4000:
			crossed, file = true, strings.Repeat("n", 200)+".txt"
		case level%100 == 0 || level == depth:
			file = "f.txt"
		}
		if file != "" {
			u := fmt.Sprintf("urn:ex:level:%d", level)
			f, err := cur.Create(file)
			if err != nil {
				t.Skipf("cannot create a file %d levels deep: %v", level, err)
			}
			fmt.Fprintf(f, "%s\n", u)
			f.Close()
			line := fmt.Sprintf("%s:1:1: %s\n", filepath.Join(dir, file), u)
			if file == "f.txt" {
				want.WriteString(line)
			} else {
				last = line
			}
		}
		if level == depth {
			break
		}
		if err := cur.Mkdir(elem, 0o755); err != nil {
			t.Skipf("cannot create a directory %d levels deep: %v", level+1, err)
		}
		next, err := cur.OpenRoot(elem)
		if err != nil {
			t.Skipf("cannot open a directory %d levels deep: %v", level+1, err)
		}
		cur.Close()
		cur, dir = next, filepath.Join(dir, elem)
	}
	want.WriteString(last)
	if len(dir) < 8000 || last == "" {
		t.Fatalf("the tree is only %d bytes deep", len(dir))
	}
	status, out, errs := runString([]string{"find", "-r", top}, "")
	if status != 0 || out != want.String() || errs != "" {
		t.Errorf("find -r on a tree %d levels deep: status %d, stderr %.300q\nstdout (%d bytes) differs from the %d bytes wanted:\n%s",
			depth, status, errs, len(out), want.Len(), firstDiff(out, want.String()))
	}
}

// firstDiff shows where got and want first differ, and the lines there.
func firstDiff(got, want string) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	return fmt.Sprintf("at byte %d: got %.200q, want %.200q", i, got[i:], want[i:])
}
