// Command urnmigrate moves Go code from github.com/leodido/go-urn to
// github.com/urnkit/urn.
//
// Run it from the module to migrate, while it still requires go-urn:
//
//	urnmigrate ./...        # list what it would rewrite and what it reports
//	urnmigrate -fix ./...   # apply the rewrites, then list the notes and reports
//
// It prints one line per finding on standard output, as
// "file:line:col: kind: message", where kind is one of
//
//	rewrite  a rewrite that keeps what the program does
//	note     a rewrite after which the program does something else on
//	         some inputs, which the message names, with the section of
//	         MIGRATING.md that lists them
//	report   a use left for a person to rewrite, or a file left as it
//	         was, with the section of MIGRATING.md that says what to do
//
// and a last line that counts them. Without -fix it changes nothing and
// prints every rewrite, note and report. With -fix it applies the
// rewrites, raises the go line of each go.mod it rewrote code of to 1.24
// when it is lower (a note), and prints every note and report, each at its
// line in the rewritten file: the same lines as without -fix, but for the
// plain rewrites. Errors (packages that do not load, files that do not
// parse, files that cannot be written) go to standard error.
//
// It rewrites only files that lie in the module of their package: not
// through a symbolic link, not in vendor/, and not a generated file
// (one marked "// Code generated ... DO NOT EDIT."); each such file is
// reported instead. A package that does not load or parse is named on
// standard error and left as it was; the others are migrated.
//
// The exit status is the same with and without -fix:
//
//	0  nothing is left to read: no note and no report
//	1  an error: a package did not load or parse, two rewrites
//	   overlapped, or a file could not be written (the file is left as
//	   it was); what could be migrated was
//	2  a wrong command line
//	3  a report needs a person (there may be notes too)
//	4  no report, but a rewrite has a note to read
//
// It also runs through go vet, which prints every diagnostic and applies
// nothing:
//
//	go vet -vettool=$(which urnmigrate) ./...
//
// See the package github.com/urnkit/urn/migrate for what it rewrites and
// reports.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urnkit/urn/migrate"
	"golang.org/x/tools/go/analysis/unitchecker"
)

// The exit statuses.
const (
	statusOK     = 0
	statusError  = 1
	statusUsage  = 2
	statusReport = 3
	statusNote   = 4
)

func main() {
	if invokedByVet(os.Args[1:]) {
		unitchecker.Main(migrate.Analyzer)
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// invokedByVet reports whether args are those with which go vet runs a
// vet tool: -V=full or -flags to describe it, then a .cfg file per
// package.
func invokedByVet(args []string) bool {
	if len(args) == 0 {
		return false
	}
	if args[0] == "-flags" || strings.HasPrefix(args[0], "-V") {
		return true
	}
	return strings.HasSuffix(args[len(args)-1], ".cfg")
}

// usage is the text of urnmigrate -help, after its first line.
const usage = `Rewrites uses of github.com/leodido/go-urn into github.com/urnkit/urn.
Run it from the module to migrate, while go-urn is still required.

Each finding is a line on standard output, "file:line:col: kind: message":
  rewrite  a rewrite that keeps what the program does (listed without -fix)
  note     a rewrite after which the program does something else on some
           inputs, named in the message, with the section of MIGRATING.md
  report   a use left for a person, or a file left as it was (generated,
           vendored, a symbolic link, outside the module), with the section
           of MIGRATING.md that says what to do
Errors go to standard error.

Without -fix it changes nothing. With -fix it applies the rewrites, raises
a go line below 1.24, and prints the notes and reports at their lines in
the rewritten files.

Exit status, with or without -fix:
  0  no note and no report
  1  an error: a package did not load or parse (it is left as it was),
     two rewrites overlapped, or a file could not be written
  2  a wrong command line
  3  a report needs a person
  4  no report, but a rewrite has a note to read

flags:
`

// run runs the command with args, writing its findings to stdout and its
// errors to stderr, and returns its exit status.
func run(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urnmigrate", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fix := fl.Bool("fix", false, "apply the rewrites, then print the notes and reports")
	tests := fl.Bool("test", true, "also migrate the packages' test files")
	printUsage := func(w io.Writer) {
		fmt.Fprintf(w, "usage: urnmigrate [-fix] [-test=false] packages\n\n%s", usage)
		fl.SetOutput(w)
		fl.PrintDefaults()
		fl.SetOutput(stderr)
	}
	fl.Usage = func() {} // printed below, where it belongs
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			// Asked for: the text goes to standard output.
			printUsage(stdout)
			return statusOK
		}
		printUsage(stderr)
		return statusUsage
	}
	if fl.NArg() == 0 {
		printUsage(stderr)
		return statusUsage
	}
	res, err := analyze(fl.Args(), *tests, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "urnmigrate: %v\n", err)
		return statusError
	}
	return res.finish(*fix, stdout, stderr)
}
