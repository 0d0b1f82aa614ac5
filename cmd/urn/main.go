// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urnkit/urn"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK      = 0
	exitFailed  = 1 // an invalid URN, no equivalence, nothing found
	exitTrouble = 2 // usage or I/O error
)

// A command is one subcommand of urn: its documentation and how to
// start a run of it.
type command struct {
	name    string
	args    string // the arguments after the flags, for the synopsis
	summary string
	help    string // what the command does, for -h
	example string // an example run, shown by -h

	// new returns a run of the command that works with e. Each run
	// holds its own flags and state.
	new func(e *env) runner
}

// A runner is one run of a command.
type runner interface {
	// flags defines every flag of the command on fs.
	flags(fs *flag.FlagSet)

	// run runs the command with the arguments that follow the flags
	// and returns the exit status.
	run(args []string) int
}

// commands lists the subcommands in the order of the help text.
var commands = []*command{
	explainCmd,
	checkCmd,
	normalizeCmd,
	eqCmd,
	findCmd,
}

// A topic is a text of help that is not a command's: "urn help NAME"
// prints it.
type topic struct {
	name    string
	summary string
	text    string
}

// topics lists the topics in the order of the help text.
var topics = []*topic{findRecipes}

// findRecipes shows how to run find over a corpus in shards;
// TestFindPipeline runs its commands.
var findRecipes = &topic{
	name:    "find-recipes",
	summary: "run find over a corpus in shards: xargs, Hadoop, Spark",
	text: `Running find over a corpus in shards: "urn find -json -none-ok" as a filter
or a mapper, the commands that shard a corpus with xargs -P, and what
Hadoop Streaming and Spark change. For a corpus larger than one machine,
or web archives (WARC), the module github.com/urnkit/urn/corpus runs the
same search as an Apache Beam pipeline on a cluster; its README gives these
recipes beside the Beam ones, with a cost model.

"urn find -json -none-ok -" reads any amount of text from standard input
and writes one JSON line per URN, which is the contract of a mapper of
Hadoop Streaming or Spark's RDD.pipe, or of a command run on shards of a
corpus by xargs -P or GNU parallel. Given file names, as xargs gives them,
it names each file and reads each from its start, so a URN is never cut by
a shard's edge; processes that xargs -P runs at once would write to one
pipe, where their lines can interleave, so each appends to a file of its
own. Then urns.jsonl holds what "urn find -json -r -z corpus" prints,
sorted, and stdin.jsonl the URNs of the concatenated text; there, -a keeps
one binary or UTF-16 file from making the whole stream binary or UTF-16,
and a file that ends without a line break runs on into the next:

  $ mkdir -p shards && find corpus -type f -print0 | xargs -0 -P 8 -n 64 sh -c 'exec urn find -json -none-ok -z "$@" >>"shards/$$.jsonl"' sh
  $ cat shards/*.jsonl | LC_ALL=C sort >urns.jsonl
  $ find corpus -type f -name '*.txt' -print0 | LC_ALL=C sort -z | xargs -0 cat | urn find -a -json -none-ok - >stdin.jsonl

Hadoop Streaming and Spark write each record of a split as a line on the
mapper's standard input, so positions count from the start of the split,
and a URN broken over lines inside <...> is found only when its lines are
in the same split.
`,
}

func lookupTopic(name string) *topic {
	for _, t := range topics {
		if t.name == name {
			return t
		}
	}
	return nil
}

func lookup(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

// flagSet returns a new run of c that works with e, and its flags.
func (c *command) flagSet(e *env) (runner, *flag.FlagSet) {
	r := c.new(e)
	fs := flag.NewFlagSet("urn "+c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	r.flags(fs)
	return r, fs
}

// An env is what every command works with: its streams, the flags that
// every command has and the exit status so far. The commands embed it.
type env struct {
	cmd    *command
	stdin  io.Reader
	stdout *bufio.Writer
	stderr io.Writer
	syntax urn.Syntax // -syntax
	json   bool       // -json
	parser urn.Parser // for syntax
	status int
	prog   *progress
	jsonw  *jsonWriter // of writeJSON, made on first use
	line   []byte      // a line of text output, reused by report

	// sharedOutput is whether stdout and stderr may be one stream that
	// stderr does not reach through the buffer of stdout: stdout is
	// then flushed before each write on stderr, to keep their order.
	sharedOutput bool
}

// commonFlags defines the flags that every command has.
func (e *env) commonFlags(fs *flag.FlagSet) {
	fs.TextVar(&e.syntax, "syntax", urn.RFC8141, "URN syntax `name`: rfc8141, rfc2141 or draft14")
	fs.BoolVar(&e.json, "json", false, "print one JSON object per line instead of text")
}

// run runs the urn command line args (without the program name) and
// returns the exit status. It is main without the process: tests call
// it directly.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitTrouble
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		if len(args) > 1 && args[0] == "help" {
			if t := lookupTopic(args[1]); t != nil {
				io.WriteString(stdout, t.text)
				return exitOK
			}
			c := lookup(args[1])
			if c == nil {
				fmt.Fprintf(stderr, "urn help: unknown command or topic %q\n", args[1])
				return exitTrouble
			}
			c.usage(stdout)
			return exitOK
		}
		usage(stdout)
		return exitOK
	}
	c := lookup(args[0])
	if c == nil {
		fmt.Fprintf(stderr, "urn: unknown command %q\n", args[0])
		usage(stderr)
		return exitTrouble
	}

	prog, w := newProgress(c, stderr, stdout)
	out := bufio.NewWriterSize(w, 64<<10)
	if prog != nil {
		prog.out = out
	}
	e := &env{cmd: c, stdin: stdin, stdout: out, stderr: stderr, prog: prog,
		sharedOutput: sharedOutput(stdout, stderr)}
	// Reports can be many, one for each line of a large input: write
	// them a line per system call only to a terminal, where they must
	// show at once. Into one file or pipe with standard output (2>&1)
	// they go through its buffer, which keeps their order; into a file
	// or pipe of their own, through a buffer of their own, flushed
	// before run returns.
	var errBuf *bufio.Writer
	switch {
	case prog != nil: // standard error is a terminal
	case sameFile(stdout, stderr):
		e.stderr, e.sharedOutput = out, false
	case !e.sharedOutput:
		errBuf = bufio.NewWriterSize(stderr, 16<<10)
		e.stderr = errBuf
	}
	r, fs := c.flagSet(e)
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			c.usage(stdout)
			return exitOK
		}
		fmt.Fprintf(stderr, "urn %s: %s\n", c.name, escapeText(err.Error()))
		fmt.Fprintf(stderr, "usage: urn %s [flags] %s (urn %[1]s -h for help)\n", c.name, c.args)
		return exitTrouble
	}
	e.parser = urn.Parser{Syntax: e.syntax}
	status := r.run(fs.Args())
	e.prog.clear()
	if errBuf != nil {
		errBuf.Flush() // as any write to standard error, whatever happens
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "urn %s: %s\n", c.name, escapeText(err.Error()))
		return exitTrouble
	}
	return status
}

// sharedOutput reports whether what is written on stdout and on stderr
// may end up in one stream, as with 2>&1 or on a terminal: unless both
// are files and not the same one.
func sharedOutput(stdout, stderr io.Writer) bool {
	same, known := oneFile(stdout, stderr)
	return same || !known
}

// sameFile reports whether stdout and stderr are one file, pipe or
// device: what is written on either goes to the same place.
func sameFile(stdout, stderr io.Writer) bool {
	same, _ := oneFile(stdout, stderr)
	return same
}

// oneFile reports whether stdout and stderr are one file, and whether
// that is known: it is not when either is not an *os.File or cannot
// be examined, and then same is false.
func oneFile(stdout, stderr io.Writer) (same, known bool) {
	fo, ok1 := stdout.(*os.File)
	fe, ok2 := stderr.(*os.File)
	if !ok1 || !ok2 {
		return false, false
	}
	so, err1 := fo.Stat()
	se, err2 := fe.Stat()
	if err1 != nil || err2 != nil {
		return false, false
	}
	return os.SameFile(so, se), true
}

// fail records an exit status; the worst one wins.
func (e *env) fail(status int) {
	e.status = max(e.status, status)
}

// errorf reports a usage or I/O problem on standard error and records
// exit status 2. Standard output is flushed first, so that the problem
// comes after the output written before it, as with 2>&1.
func (e *env) errorf(format string, args ...any) {
	e.stdout.Flush()
	e.prog.clear()
	fmt.Fprintf(e.stderr, "urn %s: %s\n", e.cmd.name, escapeText(fmt.Sprintf(format, args...)))
	e.fail(exitTrouble)
}

// usageError reports a wrong use of the command and returns 2.
func (e *env) usageError(format string, args ...any) int {
	fmt.Fprintf(e.stderr, "urn %s: %s\n", e.cmd.name, escapeText(fmt.Sprintf(format, args...)))
	fmt.Fprintf(e.stderr, "usage: urn %s [flags] %s (urn %[1]s -h for help)\n", e.cmd.name, e.cmd.args)
	return exitTrouble
}

// usage writes the help of the urn command.
func usage(w io.Writer) {
	var b strings.Builder
	b.WriteString(`Urn checks, explains, normalizes, compares and finds Uniform Resource Names
(RFC 8141, RFC 2141 and the URNbis draft 14).

Usage:

  urn <command> [flags] [arguments]

Commands:

`)
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-22s %s\n", c.name+" "+c.args, c.summary)
	}
	b.WriteString("\nTopics:\n\n")
	for _, t := range topics {
		fmt.Fprintf(&b, "  %-22s %s\n", t.name, t.summary)
	}
	b.WriteString("\nFlags of every command:\n\n")
	fs := flag.NewFlagSet("urn", flag.ContinueOnError)
	new(env).commonFlags(fs)
	printFlags(&b, fs)
	b.WriteString(`
A FILE of "-", or no FILE at all, is standard input. An argument that
begins with '-' goes after "--", as in: urn explain -- -x

Exit status: 0 for success, 1 when an input is not a valid URN (check,
normalize, explain) or, with -ns, breaks the rules of its namespace
(check, normalize), the URNs are not equivalent (eq) or no URN was
printed (find), and 2 for usage errors, I/O errors and, in eq, an
invalid URN.

With -ns, check, normalize, eq and find apply the rules of each URN's
namespace too, where the namespace package has rules for its NID: which
NSSs the text defining the namespace allows, and the equivalences it adds
to those of RFC 8141 (section 3.1: "URN namespace definitions MAY include
additional rules for URN-equivalence"). "urn explain" shows the rules
that apply to a URN and the text they come from.

Input is read as a stream, so inputs of any size run in bounded memory:
check and normalize read a line at a time and report a line longer than
1 MiB without holding it; find holds at most 96 KiB and 256 bytes of the
text of each file it searches at once (the window of its urn.Scanner;
with -z, the state of the decompressor too) and skips a candidate longer
than 64 KiB. When standard error is a terminal and a
check, normalize or find run lasts more than a second, the files and
bytes done so far are shown on standard error.

Names and inputs cannot forge output. In text, a file name that holds a
control character, a line or paragraph separator, a bidirectional
formatting character or a byte that is not UTF-8 is quoted as GNU ls
quotes it ('x'$'\n''y'), in results and in messages alike. In JSON, those
characters are written as \u escapes; JSON text is Unicode, so a name
that is not UTF-8 has U+FFFD for each invalid byte in "file", and its
bytes, in base64, in "file_bytes".

Run "urn help <command>" or "urn <command> -h" for the help of a
command, with an example, and "urn help <topic>" for a topic.
`)
	io.WriteString(w, b.String())
}

// usage writes the help of c.
func (c *command) usage(w io.Writer) {
	var b strings.Builder
	fmt.Fprintf(&b, "Usage:\n\n  urn %s [flags] %s\n\n%s\nFlags:\n\n", c.name, c.args, c.help)
	_, fs := c.flagSet(new(env))
	printFlags(&b, fs)
	fmt.Fprintf(&b, "\nExample:\n\n%s", c.example)
	io.WriteString(w, b.String())
}

// printFlags writes a line of help for each flag of fs, taken from the
// flag's definition: its name, the name of its argument and its usage,
// as returned by flag.UnquoteUsage, and its default when that is not
// the zero value. A last line is for -h, which package flag gives every
// command.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	type row struct{ name, usage string }
	var rows []row
	fs.VisitAll(func(f *flag.Flag) {
		arg, text := flag.UnquoteUsage(f)
		name := "-" + f.Name
		if arg != "" {
			name += " " + arg
		}
		if f.DefValue != "" && f.DefValue != "false" {
			text += " (default " + f.DefValue + ")"
		}
		rows = append(rows, row{name, text})
	})
	rows = append(rows, row{"-h", "print the help of the command, with an example"})
	width := 0
	for _, r := range rows {
		width = max(width, len(r.name))
	}
	for _, r := range rows {
		fmt.Fprintf(w, "  %-*s  %s\n", width, r.name, r.usage)
	}
}
