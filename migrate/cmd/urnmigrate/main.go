// Command urnmigrate moves Go code from github.com/leodido/go-urn to
// github.com/urnkit/urn.
//
// Run it from the module to migrate, while it still requires go-urn:
//
//	urnmigrate ./...        # list what it would rewrite and what it reports
//	urnmigrate -fix ./...   # apply the rewrites, then list the reports
//
// Without -fix it prints every rewrite and every report. With -fix it
// applies the rewrites, raises the go line of each go.mod it rewrote code
// of to 1.24 when it is lower (and says so), and then prints every report,
// each at its line in the rewritten file. It exits with status 3 while any
// report remains, 1 when the packages do not load or a rewrite fails, and
// 0 otherwise.
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
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urnkit/urn/migrate"
	"golang.org/x/tools/go/analysis/unitchecker"
)

func main() {
	if invokedByVet(os.Args[1:]) {
		unitchecker.Main(migrate.Analyzer)
	}
	os.Exit(run(os.Args[1:], os.Stderr))
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

// run runs the command with args, writing to w, and returns its exit
// status.
func run(args []string, w io.Writer) int {
	fl := flag.NewFlagSet("urnmigrate", flag.ContinueOnError)
	fl.SetOutput(w)
	fix := fl.Bool("fix", false, "apply the rewrites, then print the reports")
	tests := fl.Bool("test", true, "also migrate the packages' test files")
	fl.Usage = func() {
		fmt.Fprintf(w, "usage: urnmigrate [-fix] [-test=false] packages\n\n%s\n\nflags:\n", migrate.Analyzer.Doc)
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if fl.NArg() == 0 {
		fl.Usage()
		return 2
	}
	res, err := analyze(fl.Args(), *tests)
	if err != nil {
		fmt.Fprintf(w, "urnmigrate: %v\n", err)
		return 1
	}
	if !*fix {
		for _, d := range res.diags {
			fmt.Fprintf(w, "%s: %s\n", res.relPos(d.pos), d.message)
		}
		if len(res.diags) > 0 {
			return 3
		}
		return 0
	}
	return res.apply(w)
}
