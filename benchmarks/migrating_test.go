// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

// The code of ../MIGRATING.md, compiled and run, and its statements
// about go-urn, checked against the go-urn that go.mod requires. Each
// snippet there appears here verbatim (TestDocSnippets checks it),
// inside a function named after its section: quickBefore, quickAfter,
// and so on, for the go-urn code and the urnkit code that replaces it.
// Each row of the guide's tables has a check here, found by the text of
// its first cell (checkRows); a row without one fails the test, and so
// does a row that differs from the one its check was written for
// (checkedRows). The rows about inputs are run as data (checkInputRows).

import (
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	gourn "github.com/leodido/go-urn"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

var rfc2141 = urn.Parser{Syntax: urn.RFC2141}

func quickBefore(s string) error {
	u, ok := gourn.Parse([]byte(s))
	if !ok {
		return fmt.Errorf("not a URN: %q", s)
	}
	fmt.Println(u.ID, u.SS)
	return nil
}

func quickAfter(s string) error {
	u, err := rfc2141.Parse(s)
	if err != nil {
		return err // for example: urn: invalid NSS in "urn:ex:a/b" at offset 8: '/' is reserved by RFC 2141; percent-encode it
	}
	fmt.Println(u.NID(), u.NSS())
	return nil
}

func Example_quick() {
	for _, s := range []string{"urn:example:a123,z456", "urn:a:b", "urn:ex:a/b"} {
		fmt.Println(quickBefore(s))
		fmt.Println(quickAfter(s))
	}
	// Output:
	// example a123,z456
	// <nil>
	// example a123,z456
	// <nil>
	// a b
	// <nil>
	// a b
	// <nil>
	// not a URN: "urn:ex:a/b"
	// urn: invalid NSS in "urn:ex:a/b" at offset 8: '/' is reserved by RFC 2141; percent-encode it
}

var owners = map[string]string{"a": "urn:example:alice"}

func valueBefore(id string) {
	var owner *gourn.URN // nil: no owner
	if s, ok := owners[id]; ok {
		owner, _ = gourn.Parse([]byte(s))
	}
	if owner != nil {
		fmt.Println("owner:", owner.String())
	}
}

func valueAfter(id string) {
	var owner urn.URN // the zero URN: no owner
	if s, ok := owners[id]; ok {
		owner, _ = rfc2141.Parse(s)
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

func buildingBefore(nid, nss string) {
	u := &gourn.URN{ID: nid, SS: nss}
	fmt.Println(u.String()) // never fails, even for an NSS that is not valid
	u.SS += ":v2"
	fmt.Println(u.String())
}

func buildingAfter(nid, id string) error {
	u, err := rfc2141.New(nid, rfc2141.EscapeNSS(id))
	if err != nil {
		return err // nid is not a valid NID, or id is empty
	}
	fmt.Println(u)
	u, err = rfc2141.New(u.NID(), u.NSS()+":v2")
	if err != nil {
		return err
	}
	fmt.Println(u)
	return nil
}

func Example_building() {
	buildingBefore("example", "a b")
	fmt.Println(buildingAfter("example", "a b"))
	fmt.Println(buildingAfter("example", "a/b"))
	fmt.Println(buildingAfter("example", ""))
	fmt.Println(buildingAfter("example", "a\x00"))
	// Output:
	// urn:example:a b
	// urn:example:a b:v2
	// urn:example:a%20b
	// urn:example:a%20b:v2
	// <nil>
	// urn:example:a%2Fb
	// urn:example:a%2Fb:v2
	// <nil>
	// urn: invalid NSS in "urn:example:" at offset 12: the NSS cannot be empty
	// urn: invalid percent-encoding in "urn:example:a%00" at offset 15: "%00" (NUL) is not allowed
}

// A Book is a type of a program that gives its values a URN.
type Book struct{ ISBN string }

// URN returns the URN of b, or the zero URN if b has no ISBN.
func (b Book) URN() urn.URN {
	u, err := rfc2141.New("isbn", rfc2141.EscapeNSS(b.ISBN))
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

func changingAfter(u urn.URN) error {
	u, err := u.WithNSS(u.NSS() + ":v2")
	if err != nil {
		return err
	}
	fmt.Println(u) // URN:Example:a:v2?+r#f for URN:Example:a?+r#f
	return nil
}

func Example_changing() {
	fmt.Println(changingAfter(urn.MustParse("URN:Example:a?+r#f")))
	// WithNSS checks the NSS in the syntax the URN was parsed in: on a
	// URN parsed as RFC 2141 it rejects what RFC 2141 rejects, as
	// Parser.New does.
	u := mustParse2141("urn:ex:a")
	_, err := u.WithNSS("a/b")
	_, errNew := rfc2141.New(u.NID(), "a/b")
	fmt.Println(err != nil, errNew != nil)
	// A URN parsed as RFC 2141 has no components: the With forms fail,
	// the Without forms return it as it is.
	for _, s := range []string{"urn:a:b", "urn:ex-:b"} {
		u := mustParse2141(s)
		_, err := u.WithFComponent("f")
		fmt.Println(s, err != nil, u.WithoutFComponent() == u)
	}
	// Output:
	// URN:Example:a:v2?+r#f
	// <nil>
	// true true
	// urn:a:b true true
	// urn:ex-:b true true
}

// mustParse2141 parses s as RFC 2141 and panics if it is not valid.
func mustParse2141(s string) urn.URN {
	u, err := rfc2141.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

func equivalenceBefore(x, y string) bool {
	a, okA := gourn.Parse([]byte(x))
	b, okB := gourn.Parse([]byte(y))
	same := okA && okB && a.Equal(b)
	return same
}

func equivalenceAfter2141(x, y string) bool {
	a, errA := rfc2141.Parse(x)
	b, errB := rfc2141.Parse(y)
	same := errA == nil && errB == nil && a.Equal(b)
	return same
}

func equivalenceAfter(x, y string) (bool, error) {
	same, err := urn.Equivalent(x, y) // err says which input is not a URN, and why
	return same, err
}

func Example_equivalence() {
	fmt.Println(equivalenceBefore("urn:example:a%2c", "URN:EXAMPLE:a%2C"))
	fmt.Println(equivalenceAfter2141("urn:example:a%2c", "URN:EXAMPLE:a%2C"))
	fmt.Println(equivalenceAfter("urn:example:a%2c", "URN:EXAMPLE:a%2C"))
	fmt.Println(equivalenceBefore("urn:example:a", "urn:example:A"))
	fmt.Println(equivalenceAfter2141("urn:example:a", "urn:example:A"))
	fmt.Println(equivalenceAfter("urn:example:a", "urn:example:A"))
	fmt.Println(equivalenceBefore("urn:example:a", "urn:example:a/b"))
	fmt.Println(equivalenceAfter2141("urn:example:a", "urn:example:a/b"))
	// Output:
	// true
	// true
	// true <nil>
	// false
	// false
	// false <nil>
	// false
	// false
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
	g, _ := gourn.Parse([]byte("URN:EXAMPLE:a123%2cz456"))
	fmt.Println(normalizationBefore(g))
	fmt.Println(normalizationAfter(urn.MustParse("URN:EXAMPLE:a123%2cz456")))
	// Output:
	// urn:example:a123%2cz456
	// urn:example:a123%2Cz456
}

func scimBefore(s string) error {
	u, ok := gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC7643Only))
	if !ok || !u.IsSCIM() {
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
	fmt.Println(sc.Type, sc.Name, sc.Other) // schemas core 2.0:User
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

func ignoredBefore(s string) {
	u, _ := gourn.Parse([]byte(s))
	fmt.Println(u.ID) // panics when s is not a URN: u is nil
}

func ignoredAfter(s string) {
	u, _ := rfc2141.Parse(s)
	fmt.Println(u.NID()) // prints an empty line when s is not a URN: u is the zero URN
}

func ignoredRecipe(s string) error {
	u, err := rfc2141.Parse(s)
	if err != nil {
		return err
	}
	fmt.Println(u)
	return nil
}

func Example_ignored() {
	func() {
		defer func() { fmt.Println("panic:", recover() != nil) }()
		ignoredBefore("urn:ex:a/b")
	}()
	ignoredAfter("urn:ex:a/b")
	fmt.Println(ignoredRecipe("urn:ex:a/b") != nil)
	// Output:
	// panic: true
	//
	// true
}

// TestErrorTextRecipe runs the test of an error's class that the
// guide recommends over a test of its text.
func TestErrorTextRecipe(t *testing.T) {
	_, err := rfc2141.Parse("urn:ex:a/b")
	if !errors.Is(err, urn.ErrNSS) {
		t.Errorf("got %v, want an invalid NSS", err)
	}
}

// invalidURNError reads as go-urn's error for a URN that JSON decoding
// rejects, and wraps the *urn.ParseError that says why.
type invalidURNError struct{ err *urn.ParseError }

func (e invalidURNError) Error() string { return "invalid URN: " + e.err.Input }
func (e invalidURNError) Unwrap() error { return e.err }

// rejectComponents is the guide's recipe for refusing a URN with
// components.
func rejectComponents(u urn.URN) error {
	if u.String() != u.AssignedName() {
		return fmt.Errorf("%s: a URN with components is not accepted here", u)
	}
	return nil
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

// goDefault parses s with go-urn in its default mode, as a program
// that passes no option does.
func goDefault(s string) (*gourn.URN, bool) { return gourn.Parse([]byte(s)) }

// goMode parses s with go-urn in mode.
func goMode(mode gourn.ParsingMode) func(string) (*gourn.URN, bool) {
	return func(s string) (*gourn.URN, bool) { return gourn.Parse([]byte(s), gourn.WithParsingMode(mode)) }
}

// goMachine parses s with a go-urn Machine made with opts, and reports
// whether it returned a URN and no error.
func goMachine(opts ...gourn.Option) func(string) (*gourn.URN, bool) {
	return func(s string) (*gourn.URN, bool) {
		u, err := gourn.NewMachine(opts...).Parse([]byte(s))
		return u, err == nil && u != nil
	}
}

// probes are inputs that tell the syntaxes apart, beside the corpus.
var probes = []string{
	"", "urn:", "urn:a:b", "URN:A:b", "urn:ex:a", "URN:EX:a", "urn:ex-:a", "urn:-ex:a", "urn:urn:x", "urn:URN:x",
	"urn:urn-s:x", "urn:urn-7:x", "urn:ex:a/b", "urn:ex:/a", "urn:ex:a&b", "urn:ex:a~b", "urn:ex:a?=q", "urn:ex:a?+r",
	"urn:ex:a#f", "urn:ex:a#", "urn:ex:a?x", "urn:ex:a%zz", "urn:ex:a%2c", "urn:ex:a%2C", "urn:ex:a%00", "urn:ex:a%",
	"urn:ex:a b", "urn:ex:", "urn:ex", "url:ex:a", "urn:ex:a'b", "urn:ex:(a)+,-.:=@;$_!*'",
	"urn:abcdefghijklmnopqrstuvwxyz0123456:x", "urn:abcdefghijklmnopqrstuvwxyz012345:x",
	"urn:ietf:params:scim:schemas:core:2.0:User", "urn:ex:\u00e9",
}

// comparedInputs returns the inputs on which the guide's mappings are
// compared: the real URNs and non-URNs of the corpus, the probes, and
// the inputs of disagreements.txt.
func comparedInputs(tb testing.TB) []string {
	in := append(readLines(tb, "real-urns.txt"), readLines(tb, "real-broken.txt")...)
	in = append(in, probes...)
	for _, d := range readDisagreements(tb) {
		in = append(in, d.input)
	}
	return in
}

// explain2141 returns the name of the class of disagreement between
// go-urn's default mode and urnkit's RFC2141 syntax that accounts for
// urnkit's result err and go-urn's verdict ok on s, or "" if none does.
// These are the rows of the guide's table "In go-urn's default mode".
func explain2141(s string, err error, ok bool) string {
	if err == nil && !ok {
		// The NID begins at offset 4, after "urn:".
		if len(s) > 7 && (s[4] == 'u' || s[4] == 'U') && s[7] == ':' {
			return "NID beginning u"
		}
		return ""
	}
	var pe *urn.ParseError
	if !ok || !errors.As(err, &pe) || !errors.Is(err, urn.ErrPercentEncoding) {
		return ""
	}
	switch off := pe.Offset; {
	case off < len(s) && isLetter(s[off]):
		return "non-hex triplet"
	case off >= 2 && off < len(s) && s[off-2:off+1] == "%00":
		return "NUL"
	}
	return ""
}

// explain8141 is explain for a go-urn verdict given as a bool.
func explain8141(s string, err error, ok bool) string {
	verdict := goInvalid
	if ok {
		verdict = goValid
	}
	return explain(s, err, verdict)
}

// checkAgreement checks that ours accepts exactly the inputs that
// theirs accepts, except where explain names a recorded class, and
// that both give the same parts where both accept.
func checkAgreement(t *testing.T, in []string, theirs func(string) (*gourn.URN, bool), ours func(string) (urn.URN, error), explain func(string, error, bool) string) {
	t.Helper()
	for _, s := range in {
		g, ok := theirs(s)
		u, err := ours(s)
		if ok && g == nil {
			t.Errorf("%q: go-urn reports success with a nil URN", s)
			continue
		}
		if (err == nil) != ok {
			if explain(s, err, ok) == "" {
				t.Errorf("%q: go-urn accepts = %v, urnkit: %v; no recorded difference explains it", s, ok, err)
			}
			continue
		}
		if ok && (g.ID != u.NID() || g.SS != u.NSS()) {
			t.Errorf("%q: go-urn splits it %q %q, urnkit %q %q", s, g.ID, g.SS, u.NID(), u.NSS())
		}
	}
}

// tableRows returns the cells of the body rows of the Markdown tables
// in text.
func tableRows(text string) [][]string {
	lines := strings.Split(text, "\n")
	var rows [][]string
	for i, l := range lines {
		if !strings.HasPrefix(l, "| ") || strings.HasPrefix(l, "| ---") {
			continue
		}
		if i+1 < len(lines) && strings.HasPrefix(lines[i+1], "| ---") {
			continue // a header
		}
		cells := strings.Split(strings.Trim(l, "|"), " | ")
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		rows = append(rows, cells)
	}
	return rows
}

// isInputRow reports whether a table row is about inputs: its first
// cell begins with a URN in a code span.
func isInputRow(row []string) bool {
	return strings.HasPrefix(strings.ToLower(row[0]), "`urn:")
}

// checkRows runs, for each row of the tables of a section of
// MIGRATING.md that is not about inputs, the check named by its first
// cell, and fails for a row without a check and a check without a row.
func checkRows(t *testing.T, section string, checks map[string]func(t *testing.T, row []string)) {
	t.Helper()
	used := map[string]bool{}
	want, ok := checkedRows[section]
	if !ok {
		t.Fatalf("checkedRows has no rows of %s", section)
	}
	i := 0
	for _, row := range tableRows(readDoc(t, "../MIGRATING.md", section)) {
		if isInputRow(row) {
			continue
		}
		if i >= len(want) || !slices.Equal(row, want[i]) {
			t.Errorf("%s: the row %q is not the one its check was written for", section, row)
		}
		i++
		check, ok := checks[row[0]]
		if !ok {
			t.Errorf("%s: no check for the row %q", section, row[0])
			continue
		}
		used[row[0]] = true
		t.Run(row[0], func(t *testing.T) { check(t, row) })
	}
	if i != len(want) {
		t.Errorf("%s: %d rows; checkedRows has %d", section, i, len(want))
	}
	for k := range checks {
		if !used[k] {
			t.Errorf("%s: no row %q", section, k)
		}
	}
}

var codeSpan = regexp.MustCompile("`([^`]*)`")

// checkInputRows checks each row of the tables of a section whose first
// cell lists inputs: that go-urn (theirs) and urnkit (ours) accept or
// reject each input as the next two cells say, with the sentinel error
// and the components they name.
func checkInputRows(t *testing.T, section string, theirs func(string) bool, ours func(string) (urn.URN, error)) {
	t.Helper()
	n := 0
	for _, row := range tableRows(readDoc(t, "../MIGRATING.md", section)) {
		if !isInputRow(row) {
			continue
		}
		var inputs []string
		for _, m := range codeSpan.FindAllStringSubmatch(row[0], -1) {
			if strings.HasPrefix(strings.ToLower(m[1]), "urn:") {
				inputs = append(inputs, m[1])
			}
		}
		goWant, ourWant := strings.HasPrefix(row[1], "accepts"), strings.HasPrefix(row[2], "accepts")
		if !goWant && !strings.HasPrefix(row[1], "rejects") || !ourWant && !strings.HasPrefix(row[2], "rejects") {
			t.Errorf("%s: row %s: want accepts or rejects, not %q and %q", section, row[0], row[1], row[2])
			continue
		}
		var sentinel error
		if m := regexp.MustCompile("rejects: `(Err[A-Za-z]+)`").FindStringSubmatch(row[2]); m != nil {
			if sentinel = sentinels[m[1]]; sentinel == nil {
				t.Errorf("%s: row %s: unknown error %s", section, row[0], m[1])
			}
		}
		comps := map[string]string{}
		for _, m := range regexp.MustCompile("(r|q)-component `([^`]*)`").FindAllStringSubmatch(row[2], -1) {
			comps[m[1]] = m[2]
		}
		for _, s := range inputs {
			n++
			u, err := ours(s)
			if got := theirs(s); got != goWant {
				t.Errorf("%s: %q: go-urn accepts = %v, the guide says %v", section, s, got, goWant)
			}
			if (err == nil) != ourWant || sentinel != nil && !errors.Is(err, sentinel) {
				t.Errorf("%s: %q: urnkit: %v; the guide says %s", section, s, err, row[2])
			}
			if r, ok := comps["r"]; ok && u.RComponent() != r {
				t.Errorf("%s: %q: r-component %q, the guide says %q", section, s, u.RComponent(), r)
			}
			if q, ok := comps["q"]; ok && u.QComponent() != q {
				t.Errorf("%s: %q: q-component %q, the guide says %q", section, s, u.QComponent(), q)
			}
		}
	}
	if n == 0 {
		t.Errorf("%s: no inputs in its tables", section)
	}
}

// accepts turns a go-urn parse function into a verdict.
func accepts(parse func(string) (*gourn.URN, bool)) func(string) bool {
	return func(s string) bool {
		g, ok := parse(s)
		return ok && g != nil
	}
}

// TestInputsTables checks the tables of inputs that the two libraries
// judge differently, in each syntax, and of SCIM URNs.
func TestInputsTables(t *testing.T) {
	checkInputRows(t, "### In go-urn's default mode (RFC 2141)", accepts(goDefault), rfc2141.Parse)
	checkInputRows(t, "### In RFC 8141 mode", accepts(goMode(gourn.RFC8141Only)), urn.Parse)
	checkInputRows(t, "## SCIM", func(s string) bool { return goSCIM(s) != goInvalid }, func(s string) (urn.URN, error) {
		u, err := urn.Parse(s)
		if err == nil {
			_, err = namespace.SCIM(u)
		}
		return u, err
	})
	// The RFC 2141 table says that these are the only differences, and
	// that the two agree on every real URN of the corpus.
	checkAgreement(t, comparedInputs(t), goDefault, rfc2141.Parse, explain2141)
	text := normalizedDoc(t, "### In go-urn's default mode (RFC 2141)")
	real := readLines(t, "real-urns.txt")
	m := regexp.MustCompile(`(\w+) of the ([0-9,]+) real URNs of the test corpus are in the second: the NIDs ((?:` + "`[^`]*`" + `(?:, | and )?)+)\.`).FindStringSubmatch(text)
	if m == nil || m[2] != thousands(len(real)) {
		t.Fatalf("the RFC 2141 table does not say how many of the %s real URNs differ, or in which NIDs", thousands(len(real)))
	}
	differ, nids := 0, map[string]bool{}
	for _, s := range real {
		_, ok := goDefault(s)
		u, err := rfc2141.Parse(s)
		if (err == nil) != ok {
			differ++
			nids["`"+u.NID()+"`"] = true
			if explain2141(s, err, ok) != "NID beginning u" {
				t.Errorf("%q: go-urn's default mode accepts = %v, urnkit's RFC2141: %v", s, ok, err)
			}
		}
	}
	if want, ok := numbers[strings.ToUpper(m[1][:1])+strings.ToLower(m[1][1:])]; !ok || want != differ {
		t.Errorf("the guide says %s real URNs differ; %d do", m[1], differ)
	}
	for _, nid := range codeSpan.FindAllString(m[3], -1) {
		if !nids[nid] {
			t.Errorf("the guide names the NID %s, which no differing real URN has", nid)
		}
		delete(nids, nid)
	}
	if len(nids) > 0 {
		t.Errorf("the guide does not name the NIDs %v", nids)
	}
}

// thousands formats n with a comma every three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// mustGo parses s with go-urn's parse function and fails the test if it
// is not a URN.
func mustGo(t *testing.T, parse func(string) (*gourn.URN, bool), s string) *gourn.URN {
	t.Helper()
	g, ok := parse(s)
	if !ok || g == nil {
		t.Fatalf("go-urn does not parse %q", s)
	}
	return g
}

// mustOurs returns a function that fails the test if err is not nil,
// and returns u.
func mustOurs(t *testing.T) func(u urn.URN, err error) urn.URN {
	return func(u urn.URN, err error) urn.URN {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
}

// hasMethod reports whether the method set of v has a method name.
func hasMethod(v any, name string) bool {
	_, ok := reflect.TypeOf(v).MethodByName(name)
	return ok
}

// TestQuickPath checks the section "Quick path" of MIGRATING.md.
func TestQuickPath(t *testing.T) {
	in := comparedInputs(t)
	sameSplit := func(t *testing.T, _ []string) {
		for _, s := range readLines(t, "real-urns.txt") {
			g, ok := goDefault(s)
			u, err := rfc2141.Parse(s)
			if ok && err == nil && (g.ID != u.NID() || g.SS != u.NSS()) {
				t.Errorf("%q: ID, SS = %q, %q; NID, NSS = %q, %q", s, g.ID, g.SS, u.NID(), u.NSS())
			}
		}
	}
	checkRows(t, "## Quick path: go-urn's default mode (RFC 2141)", map[string]func(*testing.T, []string){
		"`import \"github.com/leodido/go-urn\"`": func(t *testing.T, _ []string) {
			if p := reflect.TypeOf(gourn.URN{}).PkgPath(); p != "github.com/leodido/go-urn" {
				t.Errorf("go-urn's package path is %s", p)
			}
			if p := reflect.TypeOf(urn.URN{}).PkgPath(); p != "github.com/urnkit/urn" {
				t.Errorf("urnkit's package path is %s", p)
			}
		},
		"`gourn.Parse([]byte(s))`, which returns `(*gourn.URN, bool)`": func(t *testing.T, _ []string) {
			checkAgreement(t, in, goDefault, rfc2141.Parse, explain2141)
		},
		"`gourn.NewMachine().Parse([]byte(s))`": func(t *testing.T, _ []string) {
			checkAgreement(t, in, goMachine(), rfc2141.Parse, explain2141)
		},
		"`*gourn.URN`, and nil for no URN": func(t *testing.T, _ []string) {
			g, ok := goDefault("urn:ex:a/b")
			u, err := rfc2141.Parse("urn:ex:a/b")
			if g != nil || ok || err == nil || u != (urn.URN{}) {
				t.Errorf("for no URN: go-urn %v %v, urnkit %#v %v", g, ok, u, err)
			}
		},
		"`u == nil`, `u != nil`": func(t *testing.T, _ []string) {
			for _, s := range in {
				g, ok := goDefault(s)
				u, err := rfc2141.Parse(s)
				if (g != nil) != ok || u.IsValid() != (err == nil) {
					t.Errorf("%q: go-urn %v %v, urnkit %v %v", s, g, ok, u.IsValid(), err)
				}
				if (g != nil) != u.IsValid() && explain2141(s, err, ok) == "" {
					t.Errorf("%q: go-urn nil = %v, urnkit IsValid = %v", s, g == nil, u.IsValid())
				}
			}
		},
		"`u.ID`, `u.SS`": sameSplit,
		"`u.Equal(v)`, `u.Normalize()`, `u.String()`, `u.RComponent()` ...": func(t *testing.T, _ []string) {
			for _, m := range []string{"Equal", "Normalize", "String", "RComponent", "QComponent", "FComponent"} {
				if !hasMethod(&gourn.URN{}, m) || !hasMethod(urn.URN{}, m) {
					t.Errorf("the method %s is not in both libraries", m)
				}
			}
		},
	})
	// urn.Parse reads another syntax than go-urn's default mode.
	if _, ok := goDefault("urn:a:b"); !ok {
		t.Error("go-urn's default mode rejects urn:a:b")
	}
	if _, err := urn.Parse("urn:a:b"); err == nil {
		t.Error("urn.Parse accepts urn:a:b")
	}
	if _, ok := goDefault("urn:ex:a/b"); ok {
		t.Error("go-urn's default mode accepts urn:ex:a/b")
	}
	if _, err := urn.Parse("urn:ex:a/b"); err != nil {
		t.Error(err)
	}
	// JSON into a gourn.URN reads RFC 2141.
	for _, s := range in {
		var g gourn.URN
		err := json.Unmarshal([]byte(strconv.Quote(s)), &g)
		if _, ok := goDefault(s); (err == nil) != ok {
			t.Errorf("%q: decoding into gourn.URN: %v; go-urn's default mode accepts = %v", s, err, ok)
		}
	}
}

// TestParsingModes checks the table of "Parsing modes".
func TestParsingModes(t *testing.T) {
	in := comparedInputs(t)
	// The urnkit calls of the table, and the differences the guide
	// lists for each syntax.
	calls := map[string]struct {
		parse   func(string) (urn.URN, error)
		explain func(string, error, bool) string
	}{
		"`urn.Parser{Syntax: urn.RFC2141}.Parse(s)`": {urn.Parser{Syntax: urn.RFC2141}.Parse, explain2141},
		"`urn.Parse(s)`": {urn.Parse, explain8141},
	}
	modeRow := func(parse func(string) (*gourn.URN, bool)) func(*testing.T, []string) {
		return func(t *testing.T, row []string) {
			call, ok := calls[row[1]]
			if !ok {
				t.Fatalf("no check for the call %s", row[1])
			}
			checkAgreement(t, in, parse, call.parse, call.explain)
		}
	}
	rfc2141Row, rfc8141Row := modeRow, modeRow
	checkRows(t, "## Parsing modes", map[string]func(*testing.T, []string){
		"`gourn.Parse(b)`": func(t *testing.T, row []string) {
			if gourn.DefaultParsingMode != gourn.RFC2141Only {
				t.Errorf("DefaultParsingMode is %v", gourn.DefaultParsingMode)
			}
			rfc2141Row(goDefault)(t, row)
		},
		"`gourn.Parse(b, gourn.WithParsingMode(gourn.RFC2141Only))`":        rfc2141Row(goMode(gourn.RFC2141Only)),
		"`gourn.Parse(b, gourn.WithParsingMode(gourn.DefaultParsingMode))`": rfc2141Row(goMode(gourn.DefaultParsingMode)),
		"`gourn.NewMachine().Parse(b)`": func(t *testing.T, row []string) {
			rfc2141Row(goMachine())(t, row)
			// urn.Parse would switch the syntax.
			for _, s := range []string{"urn:a:b", "urn:ex:a/b"} {
				_, ok := goMachine()(s)
				if _, err := urn.Parse(s); (err == nil) == ok {
					t.Errorf("%q: NewMachine().Parse and urn.Parse agree", s)
				}
			}
		},
		"`gourn.Parse(b, gourn.WithParsingMode(gourn.RFC8141Only))`":            rfc8141Row(goMode(gourn.RFC8141Only)),
		"`gourn.NewMachine(gourn.WithParsingMode(gourn.RFC8141Only)).Parse(b)`": rfc8141Row(goMachine(gourn.WithParsingMode(gourn.RFC8141Only))),
		"`gourn.Parse(b, gourn.WithParsingMode(gourn.RFC7643Only))`": func(t *testing.T, _ []string) {
			// Every SCIM URN that go-urn's mode accepts, namespace.SCIM
			// splits the same way, but for a triplet that is not hex.
			for _, s := range append(in, "urn:ietf:params:scim:api:messages:2.0:ListResponse", "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User") {
				theirs := goSCIM(s)
				if theirs == goInvalid {
					continue
				}
				u, err := urn.Parse(s)
				if ours := ourSCIM(u, err); ours != theirs && explain8141(s, err, true) != "non-hex triplet" {
					t.Errorf("%q: go-urn's SCIM mode gives %s, urnkit %s", s, theirs, ours)
				}
			}
		},
		"`gourn.Parse(b, gourn.WithParsingMode(gourn.Default))`": func(t *testing.T, _ []string) {
			for _, s := range in {
				if g, ok := goMode(gourn.Default)(s); ok || g != nil {
					t.Errorf("%q: go-urn's mode Default accepts it", s)
				}
			}
		},
	})
}

// TestReadingAndAssigning checks the section "Reading and assigning
// parts".
func TestReadingAndAssigning(t *testing.T) {
	go8141 := goMode(gourn.RFC8141Only)
	checkRows(t, "## Reading and assigning parts", map[string]func(*testing.T, []string){
		"`u.ID`": func(t *testing.T, _ []string) {
			for _, s := range readLines(t, "real-urns.txt") {
				if g, ok := go8141(s); ok && g.ID != urn.MustParse(s).NID() {
					t.Errorf("%q: ID %q, NID %q", s, g.ID, urn.MustParse(s).NID())
				}
			}
			const scim = "urn:ietf:params:scim:schemas:core:2.0:User"
			if g := mustGo(t, goMode(gourn.RFC7643Only), scim); g.ID == urn.MustParse(scim).NID() {
				t.Errorf("in RFC7643Only mode, ID is the NID, %q", g.ID)
			}
		},
		"`u.SS`": func(t *testing.T, _ []string) {
			for _, s := range readLines(t, "real-urns.txt") {
				if g, ok := go8141(s); ok && g.SS != urn.MustParse(s).NSS() {
					t.Errorf("%q: SS %q, NSS %q", s, g.SS, urn.MustParse(s).NSS())
				}
			}
			if g := mustGo(t, go8141, "urn:ex:a%2c"); g.SS != "a%2c" {
				t.Errorf("SS of urn:ex:a%%2c is %q", g.SS)
			}
		},
		"`u.RComponent()`, `u.QComponent()`, `u.FComponent()`": func(t *testing.T, _ []string) {
			for _, s := range []string{"urn:ex:a?+r?=q#f", "urn:ex:a#", "urn:ex:a"} {
				g, u := mustGo(t, go8141, s), urn.MustParse(s)
				if goParts(g) != ourParts(u) {
					t.Errorf("%q: go-urn %+v, urnkit %+v", s, goParts(g), ourParts(u))
				}
			}
			if !urn.MustParse("urn:ex:a#").HasFComponent() || urn.MustParse("urn:ex:a").HasFComponent() {
				t.Error("HasFComponent does not tell urn:ex:a# from urn:ex:a")
			}
		},
		"`u.SS = nss`": func(t *testing.T, _ []string) {
			const s = "URN:Example:a?+r?=q#f"
			g := mustGo(t, go8141, s)
			g.SS = "b"
			u := mustOurs(t)(urn.MustParse(s).WithNSS("b"))
			if g.String() != u.String() {
				t.Errorf("go-urn %q, WithNSS %q", g.String(), u.String())
			}
			if _, err := urn.MustParse(s).WithNSS("b/c"); err != nil {
				t.Errorf("WithNSS does not accept an RFC 8141 NSS: %v", err)
			}
			if _, err := urn.MustParse(s).WithNSS("b c"); err == nil {
				t.Error("WithNSS accepts an NSS that is not RFC 8141")
			}
		},
		"`u.SS += s`, `u` parsed in the default mode": func(t *testing.T, _ []string) {
			for _, s := range []string{"urn:ex:a", "URN:EX:a"} {
				g := mustGo(t, goDefault, s)
				g.SS += ":v2"
				u := mustParse2141(s)
				u = mustOurs(t)(rfc2141.New(u.NID(), u.NSS()+":v2"))
				if want := "urn" + g.String()[3:]; u.String() != want || !strings.EqualFold(g.String(), u.String()) {
					t.Errorf("go-urn %q, Parser.New %q; want %q", g.String(), u.String(), want)
				}
			}
			if _, err := rfc2141.New("ex", "a/b"); err == nil {
				t.Error("Parser.New accepts an NSS that is not RFC 2141")
			}
		},
		"`u.SS += s`, `u` parsed with `RFC8141Only`": func(t *testing.T, _ []string) {
			const s = "URN:Example:a?+r?=q#f"
			g := mustGo(t, go8141, s)
			g.SS += ":v2"
			u := urn.MustParse(s)
			u = mustOurs(t)(u.WithNSS(u.NSS() + ":v2"))
			if g.String() != u.String() {
				t.Errorf("go-urn %q, WithNSS %q", g.String(), u.String())
			}
		},
		"`u.ID = nid`": func(t *testing.T, _ []string) {
			g := mustGo(t, goDefault, "urn:ex:a")
			g.ID = "other"
			u := mustParse2141("urn:ex:a")
			if u := mustOurs(t)(rfc2141.New("other", u.NSS())); g.String() != u.String() {
				t.Errorf("go-urn %q, Parser.New %q", g.String(), u.String())
			}
			const s = "urn:ex:a?+r?=q#f"
			g = mustGo(t, go8141, s)
			g.ID = "other"
			u = mustOurs(t)(urn.New("other", urn.MustParse(s).NSS()))
			if g.String() != "urn:other:a?+r?=q#f" || u.String() != "urn:other:a" {
				t.Errorf("go-urn %q, urn.New %q; want the components dropped by urn.New only", g.String(), u.String())
			}
		},
		"`&gourn.URN{ID: nid, SS: nss}`, or a `gourn.URN{}` filled in field by field": func(t *testing.T, _ []string) {
			for _, p := range [][2]string{{"example", "a123,z456"}, {"isbn", "0451450523"}, {"x", "y"}} {
				var f gourn.URN
				f.ID = p[0]
				f.SS = p[1]
				g := &gourn.URN{ID: p[0], SS: p[1]}
				u := mustOurs(t)(rfc2141.New(p[0], p[1]))
				if g.String() != u.String() || f.String() != u.String() {
					t.Errorf("go-urn %q and %q, Parser.New %q", g.String(), f.String(), u.String())
				}
			}
			g := &gourn.URN{ID: "example", SS: "a b"}
			_, err1 := rfc2141.New("example", "a b")
			_, err2 := urn.New("example", "a b")
			_, ok := goDefault(g.String())
			if ok || err1 == nil || err2 == nil {
				t.Errorf("%q: go-urn parses it = %v; Parser.New: %v; urn.New: %v", g.String(), ok, err1, err2)
			}
		},
	})

	// The text after the table.
	if s := (&gourn.URN{ID: "", SS: "x"}).String(); s != "" {
		t.Errorf("String with an empty ID: %q", s)
	}
	if s := (&gourn.URN{ID: "ex", SS: ""}).String(); s != "" {
		t.Errorf("String with an empty SS: %q", s)
	}
	if s := (&gourn.URN{ID: "example", SS: "a b"}).String(); s != "urn:example:a b" {
		t.Errorf("String of a b: %q", s)
	}
	if !(&gourn.URN{ID: "ex", SS: "a"}).Equal(&gourn.URN{ID: "ex", SS: "b"}) {
		t.Error("go-urn's Equal tells apart two URNs filled in field by field")
	}
	g := mustGo(t, goDefault, "urn:ex:a")
	g.SS = "b"
	if n := g.Normalize().String(); n != "urn:ex:a" || !g.Equal(mustGo(t, goDefault, "urn:ex:a")) {
		t.Errorf("after SS = b, go-urn's Normalize gives %q and Equal sees b", n)
	}
	a, b := mustOurs(t)(urn.New("ex", "a")), mustOurs(t)(urn.New("ex", "b"))
	if a.Equal(b) || !a.Equal(urn.MustParse("urn:ex:a")) {
		t.Error("urnkit's Equal does not compare the URNs that New made by their text")
	}
}

// TestComparing checks the section "Comparing and normalizing".
func TestComparing(t *testing.T) {
	checkRows(t, "## Comparing and normalizing", map[string]func(*testing.T, []string){
		"`u.Equal(v)`": func(t *testing.T, _ []string) {
			lines := readLines(t, "real-urns.txt")
			for i, s := range lines {
				g, ok := goDefault(s)
				if !ok {
					continue
				}
				u := mustParse2141(s)
				for _, o := range []string{variant(s), lines[(i+1)%len(lines)]} {
					g2, ok := goDefault(o)
					v, err := rfc2141.Parse(o)
					if ok != (err == nil) && explain2141(o, err, ok) != "" {
						continue
					}
					if ok != (err == nil) || ok && g.Equal(g2) != u.Equal(v) {
						t.Errorf("%q and %q: go-urn Equal %v, urnkit %v (%v)", s, o, g.Equal(g2), u.Equal(v), err)
					}
				}
			}
		},
		"`u.Normalize()`, a new `*gourn.URN`": func(t *testing.T, _ []string) {
			const s = "URN:EXAMPLE:a123%2cz456"
			if g, u := mustGo(t, goDefault, s).Normalize().String(), mustParse2141(s).Normalize().String(); g == u {
				t.Errorf("both normalize %q to %q", s, g)
			}
		},
		"none": func(t *testing.T, _ []string) {
			if hasMethod(&gourn.URN{}, "Compare") || !hasMethod(urn.URN{}, "Compare") {
				t.Error("Compare: want it in urnkit only")
			}
		},
		"hex digits of `%XX`": func(t *testing.T, _ []string) {
			const s = "urn:example:a%2C%2c"
			if g, u := mustGo(t, goDefault, s).Normalize().String(), mustParse2141(s).Normalize().String(); g != "urn:example:a%2c%2c" || u != "urn:example:a%2C%2C" {
				t.Errorf("go-urn %q, urnkit %q", g, u)
			}
		},
		"r-, q- and f-components": func(t *testing.T, _ []string) {
			const s = "urn:example:a?+r?=q#f"
			if g, u := mustGo(t, goMode(gourn.RFC8141Only), s).Normalize().String(), urn.MustParse(s).Normalize().String(); g != "urn:example:a" || u != s {
				t.Errorf("go-urn %q, urnkit %q", g, u)
			}
		},
		"result": func(t *testing.T, _ []string) {
			g := mustGo(t, goDefault, "urn:example:a")
			if n1, n2 := g.Normalize(), g.Normalize(); n1 == g || n1 == n2 {
				t.Error("go-urn's Normalize does not return a new URN")
			}
			canonical, other := urn.MustParse("urn:example:a%2C"), urn.MustParse("URN:example:a%2c")
			if canonical.Normalize() != canonical {
				t.Error("Normalize of a canonical URN is another URN")
			}
			if n := testing.AllocsPerRun(100, func() { canonical = canonical.Normalize() }); n != 0 {
				t.Errorf("Normalize of a canonical URN: %v allocations", n)
			}
			if n := testing.AllocsPerRun(100, func() { _ = other.Normalize() }); n != 1 {
				t.Errorf("Normalize of a URN in other case: %v allocations", n)
			}
		},
	})
}

// decodeGo decodes s, as a JSON string, into a go-urn type.
func decodeGo[T any](s string) (T, error) {
	var v T
	err := json.Unmarshal([]byte(strconv.Quote(s)), &v)
	return v, err
}

// TestJSONTextSQL checks the section "JSON, text and SQL".
func TestJSONTextSQL(t *testing.T) {
	in := comparedInputs(t)
	checkRows(t, "## JSON, text and SQL", map[string]func(*testing.T, []string){
		"encoding": func(t *testing.T, _ []string) {
			for _, s := range readLines(t, "real-urns.txt")[:200] {
				g, ok := goDefault(s)
				if !ok {
					continue
				}
				gb, err1 := json.Marshal(g)
				ub, err2 := json.Marshal(mustParse2141(s))
				if err1 != nil || err2 != nil || string(gb) != string(ub) {
					t.Errorf("%q: go-urn %s (%v), urnkit %s (%v)", s, gb, err1, ub, err2)
				}
			}
			if b, _ := json.Marshal((*gourn.URN)(nil)); string(b) != "null" {
				t.Errorf("a nil *gourn.URN encodes as %s", b)
			}
			if b, _ := json.Marshal(urn.URN{}); string(b) != `""` {
				t.Errorf("the zero URN encodes as %s", b)
			}
		},
		"decoding": func(t *testing.T, _ []string) {
			for _, s := range in {
				_, err1 := decodeGo[gourn.URN](s)
				_, ok1 := goDefault(s)
				_, err2 := decodeGo[gourn.URN8141](s)
				_, ok2 := goMode(gourn.RFC8141Only)(s)
				u, err3 := decodeGo[urn.URN](s)
				_, err4 := urn.Parse(s)
				if (err1 == nil) != ok1 || (err2 == nil) != ok2 || (err3 == nil) != (err4 == nil && s != "") && !(s == "" && !u.IsValid()) {
					t.Errorf("%q: decoding: gourn.URN %v (default mode %v), gourn.URN8141 %v (RFC8141Only %v), urn.URN %v (urn.Parse %v)", s, err1, ok1, err2, ok2, err3, err4)
				}
			}
		},
		"decoding `\"\"`": func(t *testing.T, _ []string) {
			if _, err := decodeGo[gourn.URN](""); err == nil || err.Error() != "invalid URN: " {
				t.Errorf("go-urn: %v", err)
			}
			if u, err := decodeGo[urn.URN](""); err != nil || u.IsValid() {
				t.Errorf("urnkit: %v, %v", u, err)
			}
		},
		"decoding error": func(t *testing.T, _ []string) {
			if _, err := decodeGo[gourn.URN]("urn:ex:a/b"); err == nil || err.Error() != "invalid URN: urn:ex:a/b" {
				t.Errorf("gourn.URN: %v", err)
			}
			if _, err := decodeGo[gourn.URN8141]("urn:a:b"); err == nil || err.Error() != "invalid URN per RFC 8141: urn:a:b" {
				t.Errorf("gourn.URN8141: %v", err)
			}
			var pe *urn.ParseError
			if _, err := decodeGo[urn.URN]("urn:a:b"); !errors.As(err, &pe) || pe.Offset != 5 {
				t.Errorf("urn.URN: %v", err)
			}
		},
		"`String()`": func(t *testing.T, _ []string) {
			const s = "urn:example:a#"
			if g, u := mustGo(t, goMode(gourn.RFC8141Only), s).String(), urn.MustParse(s).String(); g != "urn:example:a" || u != s {
				t.Errorf("go-urn %q, urnkit %q", g, u)
			}
		},
		"`database/sql`": func(t *testing.T, _ []string) {
			var g any = &gourn.URN{}
			if _, ok := g.(interface{ Scan(any) error }); ok {
				t.Error("*gourn.URN has a Scan method")
			}
			if _, ok := g.(driver.Valuer); ok {
				t.Error("*gourn.URN is a driver.Valuer")
			}
			var u urn.URN
			if err := u.Scan("urn:ex:a/b"); err != nil {
				t.Errorf("Scan of an RFC 8141 URN: %v", err)
			}
			if err := u.Scan("urn:a:b"); err == nil {
				t.Error("Scan accepts urn:a:b")
			}
			if v, err := (urn.URN{}).Value(); v != nil || err != nil {
				t.Errorf("Value of the zero URN: %v, %v", v, err)
			}
			if v, err := urn.MustParse("urn:ex:a").Value(); v != "urn:ex:a" || err != nil {
				t.Errorf("Value: %v, %v", v, err)
			}
		},
	})
}

// TestSCIMParts checks the table of go-urn's fields in RFC7643Only mode.
func TestSCIMParts(t *testing.T) {
	const s = "urn:ietf:params:scim:schemas:core:2.0:User"
	g := mustGo(t, goMode(gourn.RFC7643Only), s)
	u := urn.MustParse(s)
	sc, err := namespace.SCIM(u)
	if err != nil {
		t.Fatal(err)
	}
	checkRows(t, "## SCIM", map[string]func(*testing.T, []string){
		"`u.ID`": func(t *testing.T, row []string) {
			if g.ID != "ietf:params:scim" || u.NID() != "ietf" || row[1] != "`"+g.ID+"`" {
				t.Errorf("ID %q, NID %q; the guide says %s", g.ID, u.NID(), row[1])
			}
		},
		"`u.SS`": func(t *testing.T, row []string) {
			if g.SS != u.NSS()[len("params:scim:"):] || u.NSS() != "params:scim:schemas:core:2.0:User" || row[1] != "`"+g.SS+"`" {
				t.Errorf("SS %q, NSS %q; the guide says %s", g.SS, u.NSS(), row[1])
			}
			// On every SCIM URN that both accept.
			for _, d := range readDisagreements(t) {
				g, ok := goMode(gourn.RFC7643Only)(d.input)
				u, err := urn.Parse(d.input)
				if err != nil || !ok {
					continue
				}
				if _, err := namespace.SCIM(u); err == nil && g.SS != u.NSS()[len("params:scim:"):] {
					t.Errorf("%q: SS %q, NSS %q", d.input, g.SS, u.NSS())
				}
			}
		},
		"`u.SCIM().Type`, `.Name`, `.Other`": func(t *testing.T, row []string) {
			parts := g.SCIM().Type.String() + ", " + g.SCIM().Name + ", " + g.SCIM().Other
			if ours := sc.Type + ", " + sc.Name + ", " + sc.Other; ours != parts || strings.ReplaceAll(row[1], "`", "") != parts {
				t.Errorf("go-urn %s, urnkit %s; the guide says %s", parts, ours, row[1])
			}
		},
	})
}

// normalizedDoc returns a section of MIGRATING.md with its line breaks
// as spaces, for finding a phrase that may be broken over lines.
func normalizedDoc(t *testing.T, section string) string {
	return strings.Join(strings.Fields(readDoc(t, "../MIGRATING.md", section)), " ")
}

// TestSilentChanges checks the section "Silent changes".
func TestSilentChanges(t *testing.T) {
	// Ignored parse errors: the zero URN goes on.
	var zero urn.URN
	if b, _ := json.Marshal(zero); string(b) != `""` {
		t.Errorf("the zero URN encodes as %s", b)
	}
	if v, _ := zero.Value(); v != nil {
		t.Errorf("the zero URN stores as %v", v)
	}
	if !zero.Equal(urn.URN{}) || zero.NID() != "" || zero.NSS() != "" {
		t.Error("the zero URN has parts, or is not Equal to itself")
	}

	// Parse errors: go-urn's machine ends every message in "[col N]".
	col := regexp.MustCompile(`\[col \d+\]$`)
	for _, s := range comparedInputs(t) {
		for _, opts := range [][]gourn.Option{nil, {gourn.WithParsingMode(gourn.RFC8141Only)}, {gourn.WithParsingMode(gourn.RFC7643Only)}} {
			if _, err := gourn.NewMachine(opts...).Parse([]byte(s)); err != nil && !col.MatchString(err.Error()) {
				t.Errorf("%q: go-urn's error %q does not end in [col N]", s, err)
			}
		}
	}

	// Error text: the messages the guide quotes.
	text := normalizedDoc(t, "### Error text")
	_, machineErr := gourn.NewMachine().Parse([]byte("urn:ex:a/b"))
	_, jsonErr := decodeGo[gourn.URN]("urn:ex:a/b")
	_, ourErr := rfc2141.Parse("urn:ex:a/b")
	for _, err := range []error{machineErr, jsonErr, ourErr} {
		if err == nil || !strings.Contains(text, "`"+err.Error()+"`") {
			t.Errorf("the section Error text does not quote %v", err)
		}
	}
	var pe *urn.ParseError
	if !errors.As(ourErr, &pe) {
		t.Fatal(ourErr)
	}
	var legacy error = invalidURNError{pe}
	if legacy.Error() != jsonErr.Error() || !errors.Is(legacy, urn.ErrNSS) || !errors.As(legacy, new(*urn.ParseError)) {
		t.Errorf("invalidURNError: %q; want %q, wrapping the *urn.ParseError", legacy, jsonErr)
	}

	// JSON decoding widens the syntax.
	for _, c := range []struct {
		s         string
		goURN, us bool
	}{
		{"urn:ex:a/b", false, true},
		{"urn:ex:a&b", false, true},
		{"urn:ex:a~b", false, true},
		{"urn:ex:a?=q", false, true},
		{"urn:ex:a?+r", false, true},
		{"urn:ex:a#f", false, true},
		{"urn:a:b", true, false},
		{"urn:ex-:b", true, false},
	} {
		_, err1 := decodeGo[gourn.URN](c.s)
		_, err2 := decodeGo[urn.URN](c.s)
		w, err3 := decodeGo[urn.RFC2141URN](c.s)
		if (err1 == nil) != c.goURN || (err2 == nil) != c.us || (err3 == nil) != c.goURN {
			t.Errorf("%q: gourn.URN %v, urn.URN %v, urn.RFC2141URN %v; want gourn.URN and urn.RFC2141URN to accept = %v, urn.URN %v", c.s, err1, err2, err3, c.goURN, c.us)
		}
		if b, err := json.Marshal(w); err3 == nil && (err != nil || string(b) != strconv.Quote(c.s)) {
			t.Errorf("urn.RFC2141URN %q encodes as %s (%v)", c.s, b, err)
		}
		var s urn.RFC2141URN
		if err := s.Scan(c.s); (err == nil) != c.goURN {
			t.Errorf("urn.RFC2141URN.Scan(%q) = %v; want it to accept = %v, as go-urn does", c.s, err, c.goURN)
		}
	}
	if w, err := decodeGo[urn.RFC2141URN](""); err != nil || w.IsValid() {
		t.Errorf(`urn.RFC2141URN decodes "" as %v, %v; want the zero URN`, w, err)
	}

	// Rebuilding from NID and NSS drops components.
	const s = "urn:ex:a?=q#f"
	if _, ok := goDefault(s); ok {
		t.Errorf("go-urn's default mode accepts %q", s)
	}
	u := urn.MustParse(s)
	g := mustGo(t, goMode(gourn.RFC8141Only), s)
	rebuilt := mustOurs(t)(urn.New(u.NID(), u.NSS()))
	if rebuilt.String() != "urn:ex:a" || (&gourn.URN{ID: g.ID, SS: g.SS}).String() != "urn:ex:a" {
		t.Errorf("rebuilt: urnkit %q, go-urn %q", rebuilt, (&gourn.URN{ID: g.ID, SS: g.SS}).String())
	}
	if v := mustOurs(t)(u.WithNSS("b")); v.String() != "urn:ex:b?=q#f" {
		t.Errorf("WithNSS gives %q", v)
	}
	if rejectComponents(u) == nil || rejectComponents(rebuilt) != nil {
		t.Error("the recipe does not tell a URN with components from one without")
	}
}

// runGoURN runs the program of testdata/gourn, which prints what go-urn
// does with each line "MODE INPUT", with the go-urn that the go.mod file
// modfile of that directory requires, and returns its lines. It skips the
// test when the go command cannot download that go-urn.
func runGoURN(t *testing.T, modfile string, lines []string) []string {
	t.Helper()
	dir := filepath.Join("testdata", "gourn")
	if out, err := exec.Command("go", "-C", dir, "mod", "download", "-modfile="+modfile).CombinedOutput(); err != nil {
		t.Skipf("the go-urn of %s cannot be downloaded, so what the guide says of it is not checked: %v\n%s", modfile, err, out)
	}
	cmd := exec.Command("go", "-C", dir, "run", "-modfile="+modfile, ".")
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go run -modfile=%s in %s: %v", modfile, dir, err)
	}
	got := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(got) != len(lines) {
		t.Fatalf("go run -modfile=%s in %s: %d lines for %d inputs", modfile, dir, len(got), len(lines))
	}
	return got
}

var numbers = map[string]int{"No": 0, "One": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7, "Eight": 8, "Nine": 9, "Ten": 10}

// TestGoURNv140 checks the section "What go-urn v1.4.0 did differently":
// each statement for v1.4.0 and for v1.5.0, the version go.mod requires,
// through the program of testdata/gourn.
func TestGoURNv140(t *testing.T) {
	text := normalizedDoc(t, "## What go-urn v1.4.0 did differently")
	after := []string{"urn:example:a?x", "urn:example:a#b#c", "urn:example:a#b^c"}
	broken := readLines(t, "real-broken.txt")
	count := regexp.MustCompile(`(\w+) of the (\d+) lines of real broken URNs`).FindStringSubmatch(text)
	if count == nil {
		t.Fatal("the section gives no count of the broken lines")
	}
	nils, known := numbers[count[1]]
	if total, _ := strconv.Atoi(count[2]); !known || total != len(broken) {
		t.Errorf("the guide says %s of the %s lines; the corpus has %d", count[1], count[2], len(broken))
	}
	var lines []string
	for _, s := range after {
		if !strings.Contains(text, "`"+s+"`") {
			t.Errorf("the section does not name %s", s)
		}
		lines = append(lines, "RFC8141Only "+s)
	}
	for _, s := range broken {
		lines = append(lines, "RFC8141Only "+s)
	}
	for _, s := range probes {
		lines = append(lines, "Default "+s)
	}
	lines = append(lines, "json8141 urn:ex:a?x")

	// v1.5.0, the version go.mod requires.
	if v, err := exec.Command("go", "list", "-m", "-f", "{{.Version}}", "github.com/leodido/go-urn").Output(); err != nil || strings.TrimSpace(string(v)) != "v1.5.0" {
		t.Fatalf("go.mod requires go-urn %s (%v), not v1.5.0", v, err)
	}
	got := runGoURN(t, "go.v1.5.0.mod", lines)
	rejected := regexp.MustCompile(`^ok=false nil=true machine-nil=true machine-err=invalid URN syntax \[col \d+\]$`)
	for i, l := range lines[:len(after)] {
		if !rejected.MatchString(got[i]) {
			t.Errorf("v1.5.0: %s: %s", l, got[i])
		}
	}
	for i, l := range lines[len(after) : len(lines)-1] {
		if v := got[len(after)+i]; !strings.HasPrefix(v, "ok=false nil=true") {
			t.Errorf("v1.5.0: %s: %s", l, v)
		}
	}
	if v := got[len(got)-1]; v != "err=invalid URN per RFC 8141: urn:ex:a?x nil=true" || !strings.Contains(text, "`invalid URN per RFC 8141: urn:ex:a?x`") {
		t.Errorf("v1.5.0: decoding urn:ex:a?x into a URN8141: %s", v)
	}
	if gv := goVersionOf(t, "."); gv != "1.24.0" || !strings.Contains(text, "`go "+gv+"`") {
		t.Errorf("v1.5.0 has go %s", gv)
	}

	// v1.4.0.
	got = runGoURN(t, "go.mod", lines)
	const nilSuccess = "ok=true nil=true machine-nil=true machine-err=<nil>"
	for i, s := range after {
		if got[i] != nilSuccess {
			t.Errorf("v1.4.0: %s: %s", s, got[i])
		}
	}
	n := 0
	for i := range broken {
		switch v := got[len(after)+i]; {
		case v == nilSuccess:
			n++
		case !strings.HasPrefix(v, "ok=false"):
			t.Errorf("v1.4.0: %q: %s", broken[i], v)
		}
	}
	if n != nils {
		t.Errorf("v1.4.0 reports success with a nil URN for %d broken lines; the guide says %s", n, count[1])
	}
	for i, s := range probes {
		if v := got[len(after)+len(broken)+i]; !strings.HasPrefix(v, "ok=true nil=true") {
			t.Errorf("v1.4.0, mode Default: %q: %s", s, v)
		}
	}
	if v := got[len(got)-1]; v != "err=<nil> nil=true" {
		t.Errorf("v1.4.0: decoding urn:ex:a?x into a URN8141: %s", v)
	}
	if gv := goVersionOf(t, filepath.Join("testdata", "gourn")); gv != "1.18" || !strings.Contains(text, "`go "+gv+"`") {
		t.Errorf("v1.4.0 has go %s", gv)
	}
}

// goVersionOf returns the go version that the go.mod of go-urn, as the
// module in dir requires it, declares.
func goVersionOf(t *testing.T, dir string) string {
	t.Helper()
	out, err := exec.Command("go", "-C", dir, "list", "-m", "-f", "{{.GoVersion}}", "github.com/leodido/go-urn").Output()
	if err != nil {
		t.Fatalf("go list -m github.com/leodido/go-urn in %s: %v", dir, err)
	}
	return strings.TrimSpace(string(out))
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

// TestDocSnippets checks that every Go snippet of MIGRATING.md and of
// the top-level README.md, and of the "Used with" section of this
// module's README.md, appears verbatim, with any
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
		{"../README.md", ""},
		{"README.md", "## Used with"},
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
	level := strings.IndexByte(section, ' ')
	for j := 0; j < len(text); {
		k := strings.Index(text[j:], "\n#")
		if k < 0 {
			break
		}
		j += k + 1
		if hashes := len(text[j:]) - len(strings.TrimLeft(text[j:], "#")); hashes <= level {
			return text[:j-1]
		}
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

// checkedRows are the rows of the tables of MIGRATING.md that the
// checks of checkRows were written for, by section, cell by cell: a row
// that changes must change here too, with its check.
var checkedRows = map[string][][]string{
	"## Quick path: go-urn's default mode (RFC 2141)": {
		{"`import \"github.com/leodido/go-urn\"`", "`import \"github.com/urnkit/urn\"`"},
		{"`gourn.Parse([]byte(s))`, which returns `(*gourn.URN, bool)`", "`rfc2141.Parse(s)`, which returns `(urn.URN, error)`"},
		{"`gourn.NewMachine().Parse([]byte(s))`", "`rfc2141.Parse(s)`"},
		{"`*gourn.URN`, and nil for no URN", "`urn.URN`, and the zero `urn.URN{}` for no URN"},
		{"`u == nil`, `u != nil`", "`!u.IsValid()`, `u.IsValid()`"},
		{"`u.ID`, `u.SS`", "`u.NID()`, `u.NSS()`"},
		{"`u.Equal(v)`, `u.Normalize()`, `u.String()`, `u.RComponent()` ...", `the same names`},
	},
	"## Parsing modes": {
		{"`gourn.Parse(b)`", "`urn.Parser{Syntax: urn.RFC2141}.Parse(s)`", "go-urn's default mode, `gourn.DefaultParsingMode`, is `gourn.RFC2141Only`"},
		{"`gourn.Parse(b, gourn.WithParsingMode(gourn.RFC2141Only))`", "`urn.Parser{Syntax: urn.RFC2141}.Parse(s)`", ``},
		{"`gourn.Parse(b, gourn.WithParsingMode(gourn.DefaultParsingMode))`", "`urn.Parser{Syntax: urn.RFC2141}.Parse(s)`", ``},
		{"`gourn.NewMachine().Parse(b)`", "`urn.Parser{Syntax: urn.RFC2141}.Parse(s)`", "without options the machine reads RFC 2141 too, so `urn.Parse` would switch the syntax"},
		{"`gourn.Parse(b, gourn.WithParsingMode(gourn.RFC8141Only))`", "`urn.Parse(s)`", ``},
		{"`gourn.NewMachine(gourn.WithParsingMode(gourn.RFC8141Only)).Parse(b)`", "`urn.Parse(s)`", ``},
		{"`gourn.Parse(b, gourn.WithParsingMode(gourn.RFC7643Only))`", "`urn.Parse(s)`, then `namespace.SCIM(u)`", `see [SCIM](#scim)`},
		{"`gourn.Parse(b, gourn.WithParsingMode(gourn.Default))`", `none`, "`gourn.Default` is not the default mode: with it go-urn rejects every input"},
	},
	"## Reading and assigning parts": {
		{"`u.ID`", "`u.NID()`", "as written; not for a URN parsed with `RFC7643Only`, see [SCIM](#scim)"},
		{"`u.SS`", "`u.NSS()`", `as written, percent-encoding intact`},
		{"`u.RComponent()`, `u.QComponent()`, `u.FComponent()`", `the same names`, "`u.HasFComponent()` tells `#` with an empty f-component from none"},
		{"`u.SS = nss`", "`u, err = u.WithNSS(nss)`", "keeps the scheme, the NID and the components as written; `nss` is checked in the syntax `u` was parsed in"},
		{"`u.SS += s`, `u` parsed in the default mode", "`u, err = rfc2141.New(u.NID(), u.NSS()+s)`", "checked as RFC 2141; the scheme is written `urn`"},
		{"`u.SS += s`, `u` parsed with `RFC8141Only`", "`u, err = u.WithNSS(u.NSS() + s)`", `keeps the scheme and the components as written`},
		{"`u.ID = nid`", "`u, err = rfc2141.New(nid, u.NSS())`, or `urn.New(nid, u.NSS())` for RFC 8141", `drops the components; see [Rebuilding](#rebuilding-from-nid-and-nss-drops-components)`},
		{"`&gourn.URN{ID: nid, SS: nss}`, or a `gourn.URN{}` filled in field by field", "`rfc2141.New(nid, nss)`, or `urn.New(nid, nss)` for RFC 8141", `returns an error instead of text that is not a URN`},
	},
	"## Comparing and normalizing": {
		{"`u.Equal(v)`", "`u.Equal(v)`", "the same rule, RFC 8141 section 3; `urn.Equivalent(a, b)` parses and compares two strings"},
		{"`u.Normalize()`, a new `*gourn.URN`", "`u.Normalize()`, a `urn.URN`", `other text; see the table below`},
		{`none`, "`u.Compare(v)`", `orders URNs so that equivalent ones sort together`},
		{"hex digits of `%XX`", `lower-cased`, `upper-cased`, `RFC 8141 section 3.1 (and RFC 3986 section 6.2.2.1) says upper case`},
		{`r-, q- and f-components`, `dropped`, `kept as written`, `they are part of the URN; they only take no part in equivalence`},
		{`result`, "a new `*URN`, always allocated", "the same `URN` when already canonical (no allocation); otherwise one allocation", ``},
	},
	"## JSON, text and SQL": {
		{`encoding`, "a JSON string of `String()`; a nil `*gourn.URN` encodes as `null`", "a JSON string of the text as parsed (`urn.URN` is an `encoding.TextMarshaler`); the zero `URN` encodes as `\"\"`"},
		{`decoding`, "`gourn.URN` reads RFC 2141, `gourn.URN8141` RFC 8141", "`urn.URN` reads RFC 8141; see [JSON decoding widens the syntax](#json-decoding-widens-the-syntax)"},
		{"decoding `\"\"`", "an error, `invalid URN: `", "the zero `URN`, so that an unset field round-trips"},
		{`decoding error`, "`invalid URN: <input>`, or `invalid URN per RFC 8141: <input>` for `gourn.URN8141`", "the `*urn.ParseError`, with offset and reason; see [Error text](#error-text)"},
		{"`String()`", "rebuilt from the parts; drops an empty f-component (`urn:example:a#` becomes `urn:example:a`)", `the text exactly as parsed`},
		{"`database/sql`", `none`, "`u.Scan` reads RFC 8141, and `urn.RFC2141URN`'s reads RFC 2141; `u.Value` stores the text, and NULL for the zero `URN`"},
	},
	"## SCIM": {
		{"`u.ID`", "`ietf:params:scim`", "the constant `\"ietf:params:scim\"`; `u.NID()` is `ietf`"},
		{"`u.SS`", "`schemas:core:2.0:User`", "`u.NSS()[len(\"params:scim:\"):]` once `namespace.SCIM(u)` has accepted `u`; `u.NSS()` is `params:scim:schemas:core:2.0:User`"},
		{"`u.SCIM().Type`, `.Name`, `.Other`", "`schemas`, `core`, `2.0:User`", "`sc.Type`, `sc.Name`, `sc.Other`"},
	},
}
