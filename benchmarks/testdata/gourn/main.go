// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command gourn reads lines of the form "MODE INPUT" and prints, for
// each, what go-urn does with INPUT, with the version of go-urn that
// its go.mod (v1.4.0) or go.v1.5.0.mod requires.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"

	gourn "github.com/leodido/go-urn"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		mode, s, _ := strings.Cut(sc.Text(), " ")
		fmt.Println(verdict(mode, s))
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// verdict returns what go-urn does with s in mode: "json8141" decodes s
// as a JSON string into a URN8141; "default", "Default" and "RFC8141Only"
// parse s with Parse and with a Machine, with no option, with the mode
// Default and with the mode RFC8141Only.
func verdict(mode, s string) string {
	var opts []gourn.Option
	switch mode {
	case "json8141":
		var u gourn.URN8141
		err := json.Unmarshal([]byte(strconv.Quote(s)), &u)
		return fmt.Sprintf("err=%v nil=%v", err, u.URN == nil)
	case "default":
	case "Default":
		opts = append(opts, gourn.WithParsingMode(gourn.Default))
	case "RFC8141Only":
		opts = append(opts, gourn.WithParsingMode(gourn.RFC8141Only))
	default:
		return "unknown mode " + mode
	}
	u, ok := gourn.Parse([]byte(s), opts...)
	m, err := gourn.NewMachine(opts...).Parse([]byte(s))
	return fmt.Sprintf("ok=%v nil=%v machine-nil=%v machine-err=%v", ok, u == nil, m == nil, err)
}
