// Command urnmigrate moves Go code from github.com/leodido/go-urn to
// github.com/urnkit/urn.
//
// Run it from the module to migrate:
//
//	urnmigrate ./...        # list what it would rewrite and what it reports
//	urnmigrate -fix ./...   # apply the rewrites
//
// or through go vet:
//
//	go vet -vettool=$(which urnmigrate) ./...
//
// See the package github.com/urnkit/urn/migrate for what it rewrites and
// reports.
package main

import (
	"github.com/urnkit/urn/migrate"
	"golang.org/x/tools/go/analysis/singlechecker"
)

func main() { singlechecker.Main(migrate.Analyzer) }
