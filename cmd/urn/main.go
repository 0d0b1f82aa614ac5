// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Urn checks, explains, normalizes, compares and finds Uniform Resource
// Names (RFC 8141, RFC 2141 and the URNbis draft 14) from the shell.
//
// Usage:
//
//	urn <command> [flags] [arguments]
//
// The commands are:
//
//	explain URN...        show the parts of each URN, or why it is invalid
//	check [FILE...]       report every line that is not a valid URN
//	normalize [FILE...]   print the canonical form of every line
//	eq A B                exit 0 if A and B are equivalent URNs, 1 if not
//	find [PATH...]        print every URN in the text of files (-r: directories)
//
// Every command takes the flags -syntax (rfc8141, the default, rfc2141
// or draft14), -json (one JSON object per line) and -h (help with an
// example). A FILE of "-", or no FILE at all, means standard input.
//
// Exit status: 0 for success, 1 when an input is not a valid URN (check,
// normalize, explain), the URNs are not equivalent (eq) or no URN was
// found (find), and 2 for usage errors, I/O errors and, in eq, an
// invalid URN.
//
// Input is read as a stream, so inputs of any size run in bounded
// memory: check and normalize read a line at a time and report a line
// longer than 1 MiB without holding it; find holds at most 160 KiB of
// its input (a 64 KiB read buffer and the 96 KiB window of its
// urn.Scanner) and skips a candidate longer than 64 KiB.
// When standard error is a terminal and a check, normalize or find run
// lasts more than a second, the files and bytes done so far are shown
// on standard error.
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

// A command is one subcommand of urn.
type command struct {
	name     string
	args     string // the arguments after the flags, for the synopsis
	summary  string
	help     string // what the command does, for -h
	example  string // an example run, shown by -h
	ownFlags string // help for the flags only this command has
	flags    func(*flag.FlagSet, *env)
	run      func(e *env, args []string) int
}

// commands lists the subcommands in the order of the help text.
var commands = []*command{
	explainCmd,
	checkCmd,
	normalizeCmd,
	eqCmd,
	findCmd,
}

func lookup(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

// An env is what a running command works with: its streams, the flags
// common to every command and the exit status so far.
type env struct {
	cmd    *command
	stdin  io.Reader
	stdout *bufio.Writer
	stderr io.Writer
	syntax urn.Syntax
	json   bool
	parser urn.Parser
	status int
	prog   *progress

	ns        bool // eq -ns
	recursive bool // find -r
	found     int  // URNs found by find
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
			c := lookup(args[1])
			if c == nil {
				fmt.Fprintf(stderr, "urn help: unknown command %q\n", args[1])
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
	e := &env{cmd: c, stdin: stdin, stdout: out, stderr: stderr, prog: prog}
	fs := flag.NewFlagSet("urn "+c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.TextVar(&e.syntax, "syntax", urn.RFC8141, "")
	fs.BoolVar(&e.json, "json", false, "")
	if c.flags != nil {
		c.flags(fs, e)
	}
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			c.usage(stdout)
			return exitOK
		}
		fmt.Fprintf(stderr, "urn %s: %v\n", c.name, err)
		fmt.Fprintf(stderr, "usage: urn %s [flags] %s (urn %[1]s -h for help)\n", c.name, c.args)
		return exitTrouble
	}
	e.parser = urn.Parser{Syntax: e.syntax}
	status := c.run(e, fs.Args())
	e.prog.clear()
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "urn %s: %v\n", c.name, err)
		return exitTrouble
	}
	return status
}

// fail records an exit status; the worst one wins.
func (e *env) fail(status int) {
	e.status = max(e.status, status)
}

// errorf reports a usage or I/O problem on standard error and records
// exit status 2.
func (e *env) errorf(format string, args ...any) {
	e.prog.clear()
	fmt.Fprintf(e.stderr, "urn %s: %s\n", e.cmd.name, fmt.Sprintf(format, args...))
	e.fail(exitTrouble)
}

// usageError reports a wrong use of the command and returns 2.
func (e *env) usageError(format string, args ...any) int {
	fmt.Fprintf(e.stderr, "urn %s: %s\n", e.cmd.name, fmt.Sprintf(format, args...))
	fmt.Fprintf(e.stderr, "usage: urn %s [flags] %s (urn %[1]s -h for help)\n", e.cmd.name, e.cmd.args)
	return exitTrouble
}

// commonFlags documents the flags every command has.
const commonFlags = `  -syntax name  the URN syntax: rfc8141 (the default), rfc2141 or draft14
  -json         print one JSON object per line instead of text
  -h            this help
`

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
	b.WriteString(`
Flags of every command:

` + commonFlags + `
A FILE of "-", or no FILE at all, is standard input. An argument that
begins with '-' goes after "--", as in: urn explain -- -x

Run "urn <command> -h" for the help of a command, with an example.
`)
	io.WriteString(w, b.String())
}

// usage writes the help of c.
func (c *command) usage(w io.Writer) {
	fmt.Fprintf(w, "usage: urn %s [flags] %s\n\n%s\nFlags:\n\n%s%s", c.name, c.args, c.help, c.ownFlags, commonFlags)
	fmt.Fprintf(w, "\nExample:\n\n%s", c.example)
}
