// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

// The code of ../MIGRATING.md, compiled and run. Each snippet there
// appears here verbatim (TestDocSnippets checks it), inside a function
// named after its section: parsingBefore, parsingAfter, and so on, for
// the go-urn code and the urnkit code that replaces it.

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	gourn "github.com/leodido/go-urn"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

func parsingBefore(s string) error {
	u, ok := gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC8141Only))
	if !ok || u == nil { // see below for why u can be nil when ok is true
		return fmt.Errorf("not a URN: %q", s)
	}
	fmt.Println(u.ID, u.SS)
	return nil
}

func parsingAfter(s string) error {
	u, err := urn.Parse(s)
	if err != nil {
		return err // for example: urn: invalid NID in "urn:a:b" at offset 5: a NID must have at least 2 characters
	}
	fmt.Println(u.NID(), u.NSS())
	return nil
}

func Example_parsing() {
	fmt.Println(parsingBefore("urn:example:a123,z456"))
	fmt.Println(parsingAfter("urn:example:a123,z456"))
	fmt.Println(parsingBefore("urn:a:b"))
	fmt.Println(parsingAfter("urn:a:b"))
	// Output:
	// example a123,z456
	// <nil>
	// example a123,z456
	// <nil>
	// not a URN: "urn:a:b"
	// urn: invalid NID in "urn:a:b" at offset 5: a NID must have at least 2 characters
}

func Example_errors() {
	_, err := urn.Parse("urn:example:a b")
	var pe *urn.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Offset)                  // 13
		fmt.Println(errors.Is(err, urn.ErrNSS)) // true
	}
	// Output:
	// 13
	// true
}

func equivalenceBefore(x, y string) bool {
	a, okA := gourn.Parse([]byte(x), gourn.WithParsingMode(gourn.RFC8141Only))
	b, okB := gourn.Parse([]byte(y), gourn.WithParsingMode(gourn.RFC8141Only))
	same := okA && okB && a.Equal(b)
	return same
}

func equivalenceAfter(x, y string) (bool, error) {
	same, err := urn.Equivalent(x, y) // err says which input is not a URN, and why
	return same, err
}

func Example_equivalence() {
	fmt.Println(equivalenceBefore("urn:example:a%2c", "URN:EXAMPLE:a%2C"))
	fmt.Println(equivalenceAfter("urn:example:a%2c", "URN:EXAMPLE:a%2C"))
	fmt.Println(equivalenceAfter("urn:example:a", "urn:example:A"))
	// Output:
	// true
	// true <nil>
	// false <nil>
}

func normalizationBefore(u *gourn.URN) string {
	n := u.Normalize().String() // "urn:example:a123%2cz456"
	return n
}

func normalizationAfter(u urn.URN) string {
	n := u.Normalize().String() // "urn:example:a123%2Cz456"
	return n
}

func Example_normalization() {
	g, _ := gourn.Parse([]byte("URN:EXAMPLE:a123%2cz456"), gourn.WithParsingMode(gourn.RFC8141Only))
	fmt.Println(normalizationBefore(g))
	fmt.Println(normalizationAfter(urn.MustParse("URN:EXAMPLE:a123%2cz456")))
	// Output:
	// urn:example:a123%2cz456
	// urn:example:a123%2Cz456
}

func buildingBefore(nid, nss string) {
	u := &gourn.URN{ID: nid, SS: nss}
	fmt.Println(u.String()) // never fails, even for an NSS that is not valid
	u.SS += ":v2"
	fmt.Println(u.String())
}

func buildingAfter(nid, id string) error {
	u, err := urn.New(nid, urn.EscapeNSS(id))
	if err != nil {
		return err // nid is not a valid NID, or id is empty
	}
	fmt.Println(u)
	u, err = urn.New(u.NID(), u.NSS()+":v2")
	if err != nil {
		return err
	}
	fmt.Println(u)
	return nil
}

func Example_building() {
	buildingBefore("example", "a b")
	fmt.Println(buildingAfter("example", "a b"))
	fmt.Println(buildingAfter("example", ""))
	// Output:
	// urn:example:a b
	// urn:example:a b:v2
	// urn:example:a%20b
	// urn:example:a%20b:v2
	// <nil>
	// urn: invalid NSS in "urn:example:" at offset 12: the NSS cannot be empty
}

// A Book is a type of a program that gives its values a URN.
type Book struct{ ISBN string }

// URN returns the URN of b, or the zero URN if b has no ISBN.
func (b Book) URN() urn.URN {
	u, err := urn.New("isbn", urn.EscapeNSS(b.ISBN))
	if err != nil {
		return urn.URN{} // the only possible error: b.ISBN is empty
	}
	return u
}

// catalog is built from constants: MustParse panics at start-up if
// they are wrong, never later.
var catalog = urn.MustParse("urn:example:catalog")

func Example_buildingWithoutError() {
	fmt.Println(Book{"0-395-36341-1"}.URN(), Book{}.URN().IsValid())
	fmt.Println(catalog)
	// Output:
	// urn:isbn:0-395-36341-1 false
	// urn:example:catalog
}

func rfc2141Before() {
	u := &gourn.URN{ID: "example", SS: "a/b"}
	_, ok := gourn.Parse([]byte(u.String())) // false: go-urn's RFC 2141 parser rejects what it built
	fmt.Println(u, ok)
}

func rfc2141After() error {
	p := urn.Parser{Syntax: urn.RFC2141}
	u, err := p.New("example", p.EscapeNSS("a/b")) // urn:example:a%2Fb
	if err != nil {
		return err
	}
	fmt.Println(u)
	return nil
}

func Example_rfc2141() {
	rfc2141Before()
	fmt.Println(rfc2141After())
	// Output:
	// urn:example:a/b false
	// urn:example:a%2Fb
	// <nil>
}

// checkURNPrefix rejects the NIDs that begin "urn-" but are not
// informal NIDs ("urn-" and a number without leading zeros), as go-urn
// rejects most of them.
func checkURNPrefix(u urn.URN) error {
	nid := u.NID()
	if len(nid) > 4 && strings.EqualFold(nid[:4], "urn-") && namespace.Classify(nid) != namespace.Informal {
		return fmt.Errorf("urn: %q is not an informal NID (urn- and a number)", nid)
	}
	return nil
}

func Example_urnPrefix() {
	for _, s := range []string{"urn:urn-7:x", "urn:urn-s:nss", "urn:urn-0:nss", "urn:urn-1a:x"} {
		_, ok := gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC8141Only))
		u, err := urn.Parse(s)
		if err == nil {
			err = checkURNPrefix(u)
		}
		fmt.Println(s, ok, err)
	}
	// Output:
	// urn:urn-7:x true <nil>
	// urn:urn-s:nss false urn: "urn-s" is not an informal NID (urn- and a number)
	// urn:urn-0:nss false urn: "urn-0" is not an informal NID (urn- and a number)
	// urn:urn-1a:x true urn: "urn-1a" is not an informal NID (urn- and a number)
}

var owners = map[string]string{"a": "urn:example:alice"}

func valueBefore(id string) {
	var owner *gourn.URN // nil: no owner
	if s, ok := owners[id]; ok {
		owner, _ = gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC8141Only))
	}
	if owner != nil {
		fmt.Println("owner:", owner.String())
	}
}

func valueAfter(id string) {
	var owner urn.URN // the zero URN: no owner
	if s, ok := owners[id]; ok {
		owner, _ = urn.Parse(s)
	}
	if owner.IsValid() {
		fmt.Println("owner:", owner)
	}
}

// A Record was a struct with a field Owner *gourn.URN.
type Record struct {
	Owner urn.URN `json:"owner,omitzero"` // was *gourn.URN `json:"owner,omitempty"`
}

func Example_value() {
	valueBefore("a")
	valueBefore("b")
	valueAfter("a")
	valueAfter("b")
	for _, r := range []Record{{}, {Owner: urn.MustParse("urn:example:alice")}} {
		b, _ := json.Marshal(r)
		fmt.Println(string(b))
	}
	// Output:
	// owner: urn:example:alice
	// owner: urn:example:alice
	// {}
	// {"owner":"urn:example:alice"}
}

func scimBefore(s string) error {
	u, ok := gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC7643Only))
	if !ok || u == nil || !u.IsSCIM() {
		return fmt.Errorf("%s is not a SCIM URN", s)
	}
	sc := u.SCIM()
	fmt.Println(sc.Type, sc.Name, sc.Other) // schemas core 2.0:User
	return nil
}

func scimAfter(s string) error {
	u, err := urn.Parse(s)
	if err != nil {
		return err
	}
	sc, err := namespace.SCIM(u) // a *namespace.Error, with an offset, if it is not one
	if err != nil {
		return err
	}
	fmt.Println(sc.Kind, sc.Name, sc.Other) // schemas core 2.0:User
	return nil
}

func Example_scim() {
	const s = "urn:ietf:params:scim:schemas:core:2.0:User"
	fmt.Println(scimBefore(s))
	fmt.Println(scimAfter(s))
	// Output:
	// schemas core 2.0:User
	// <nil>
	// schemas core 2.0:User
	// <nil>
}

// TestURNPrefixRule checks what MIGRATING.md says of checkURNPrefix
// against go-urn, on every NID "urn-" and one to three characters of a
// set that covers each case (any case of "urn-"): the two reject the
// same NIDs, except those where "urn-" is followed by '-', or by a
// digit 1-9 and then something other than digits, which go-urn accepts
// and checkURNPrefix rejects.
func TestURNPrefixRule(t *testing.T) {
	const chars = "019aZ-"
	var tails []string
	for _, a := range chars {
		tails = append(tails, string(a))
		for _, b := range chars {
			tails = append(tails, string(a)+string(b))
			for _, c := range chars {
				tails = append(tails, string(a)+string(b)+string(c))
			}
		}
	}
	n := 0
	for _, prefix := range []string{"urn-", "URN-", "Urn-"} {
		for _, tail := range tails {
			nid := prefix + tail
			u, err := urn.Parse("urn:" + nid + ":x")
			if err != nil {
				continue // not a NID: ends in '-'
			}
			n++
			_, goOK := gourn.Parse([]byte(u.String()), gourn.WithParsingMode(gourn.RFC8141Only))
			ours := checkURNPrefix(u) == nil
			allDigits := strings.Trim(tail, "0123456789") == ""
			differ := tail[0] == '-' || '1' <= tail[0] && tail[0] <= '9' && !allDigits
			switch {
			case differ && (!goOK || ours):
				t.Errorf("%s: go-urn accepts = %v, checkURNPrefix accepts = %v; want true, false", nid, goOK, ours)
			case !differ && goOK != ours:
				t.Errorf("%s: go-urn accepts = %v, checkURNPrefix accepts = %v; want the same", nid, goOK, ours)
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d NIDs checked", n)
	}
}

// TestDocSnippets checks that every Go snippet of MIGRATING.md, and of
// the "Used with" section of README.md, appears verbatim, with any
// indentation, in a test file of this module, of the root package or
// of package namespace, where it is compiled and run.
func TestDocSnippets(t *testing.T) {
	var code strings.Builder
	for _, pattern := range []string{"*_test.go", "../*_test.go", "../namespace/*_test.go"} {
		files, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			code.Write(b)
		}
	}
	all := code.String()
	for _, doc := range []struct{ file, section string }{
		{"../MIGRATING.md", ""},
		{"../README.md", "## Used with"},
	} {
		text := readDoc(t, doc.file, doc.section)
		blocks := goBlocks(text)
		if len(blocks) == 0 {
			t.Fatalf("%s %s: no Go snippets", doc.file, doc.section)
		}
		for _, b := range blocks {
			if !containsIndented(all, b) {
				t.Errorf("%s: this snippet is in no test file:\n%s", doc.file, b)
			}
		}
	}
}

// readDoc returns the text of a Markdown file of the repository, or of
// its section that begins with the heading line section and ends at
// the next heading of the same level.
func readDoc(tb testing.TB, file, section string) string {
	tb.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		tb.Fatal(err)
	}
	text := string(b)
	if section == "" {
		return text
	}
	i := strings.Index(text, "\n"+section+"\n")
	if i < 0 {
		tb.Fatalf("%s has no section %q", file, section)
	}
	text = text[i+1+len(section):]
	level := section[:strings.IndexByte(section, ' ')+1]
	if j := strings.Index(text, "\n"+level); j >= 0 {
		text = text[:j]
	}
	return text
}

// goBlocks returns the contents of the fenced Go code blocks of a
// Markdown text.
func goBlocks(text string) []string {
	var blocks []string
	for {
		i := strings.Index(text, "```go\n")
		if i < 0 {
			return blocks
		}
		text = text[i+len("```go\n"):]
		j := strings.Index(text, "```")
		if j < 0 {
			return blocks
		}
		blocks = append(blocks, text[:j])
		text = text[j:]
	}
}

// containsIndented reports whether code holds the lines of block, each
// indented by the same number of tabs.
func containsIndented(code, block string) bool {
	for tabs := 0; tabs <= 3; tabs++ {
		indent := strings.Repeat("\t", tabs)
		lines := strings.Split(strings.TrimSuffix(block, "\n"), "\n")
		for i, l := range lines {
			if l != "" {
				lines[i] = indent + l
			}
		}
		if strings.Contains(code, "\n"+strings.Join(lines, "\n")+"\n") {
			return true
		}
	}
	return false
}

// TestMigratingValidatorDifferences checks that the table of validator
// cases in MIGRATING.md lists exactly the cases of
// testdata/validator-differences.txt, with urnkit's verdict.
func TestMigratingValidatorDifferences(t *testing.T) {
	text := readDoc(t, "../MIGRATING.md", "### validator's URN tags")
	row := regexp.MustCompile("(?m)^\\| `(urn_rfc[0-9]+)` \\| `([^`]*)` \\| (valid|invalid) \\| (valid|invalid) \\|")
	listed := map[[2]string]string{}
	for _, m := range row.FindAllStringSubmatch(text, -1) {
		listed[[2]string{m[1], m[2]}] = m[4]
	}
	recorded := readValidatorCases(t, "validator-differences.txt")
	for _, d := range recorded {
		k := [2]string{d.tag, d.input}
		if got, ok := listed[k]; !ok || got != d.want {
			t.Errorf("MIGRATING.md: %s %q: listed %q, want urnkit %s", d.tag, d.input, got, d.want)
		}
		delete(listed, k)
	}
	for k := range listed {
		t.Errorf("MIGRATING.md lists %s %q, which validator-differences.txt does not record", k[0], k[1])
	}
}

// TestMigratingModule checks that what MIGRATING.md says of the root
// module's go.mod is what it holds: its go version and its requirement
// of go-cmp.
func TestMigratingModule(t *testing.T) {
	mod, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	text := readDoc(t, "../MIGRATING.md", "## The module")
	goLine := regexp.MustCompile(`(?m)^go (\S+)$`).FindSubmatch(mod)
	cmpLine := regexp.MustCompile(`(?m)^\s*(?:require\s+)?github\.com/google/go-cmp (v\S+)`).FindSubmatch(mod)
	if goLine == nil || cmpLine == nil {
		t.Fatalf("../go.mod: no go line or no go-cmp requirement:\n%s", mod)
	}
	for _, want := range []string{
		"`go " + string(goLine[1]) + "`",
		"Go " + string(goLine[1]) + " or later",
		"`github.com/google/go-cmp " + string(cmpLine[1]) + "`",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("MIGRATING.md, The module: does not say %s", want)
		}
	}
}
