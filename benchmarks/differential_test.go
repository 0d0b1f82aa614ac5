// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package benchmarks

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	gourn "github.com/leodido/go-urn"
	"github.com/urnkit/urn"
	"github.com/urnkit/urn/namespace"
)

// The verdicts of go-urn: its Parse returns (*URN, bool). goNil, true
// with a nil *URN, is what go-urn v1.4.0 gave for some inputs; no
// recorded class of disagreement accounts for it.
const (
	goValid   = "valid"
	goInvalid = "invalid"
	goNil     = "nil"
)

// goParse parses s with go-urn in RFC 8141 mode and names the verdict.
func goParse(s string) (*gourn.URN, string) {
	g, ok := parse8141([]byte(s))
	switch {
	case !ok:
		return nil, goInvalid
	case g == nil:
		return nil, goNil
	}
	return g, goValid
}

// parts are the pieces of a URN that both libraries expose.
type parts struct{ nid, nss, r, q, f string }

func ourParts(u urn.URN) parts {
	return parts{u.NID(), u.NSS(), u.RComponent(), u.QComponent(), u.FComponent()}
}

func goParts(g *gourn.URN) parts {
	return parts{g.ID, g.SS, g.RComponent(), g.QComponent(), g.FComponent()}
}

// upperTriplets upper-cases the hex digits of every "%XX" in s, to read
// go-urn's normal form (lower-case hex) in RFC 8141's (upper-case).
func upperTriplets(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' {
			b[i+1], b[i+2] = upperASCII(b[i+1]), upperASCII(b[i+2])
			i += 2
		}
	}
	return string(b)
}

// TestCorpusAgreement checks that on the real URNs both libraries accept
// every line and split it the same way, and that they agree on
// equivalence; and that neither accepts a line of the broken corpus as
// a URN.
func TestCorpusAgreement(t *testing.T) {
	lines := readLines(t, "real-urns.txt")
	for i, s := range lines {
		u, err := urn.Parse(s)
		g, verdict := goParse(s)
		if err != nil || verdict != goValid {
			t.Errorf("%q: urnkit: %v; go-urn: %s", s, err, verdict)
			continue
		}
		if ours, theirs := ourParts(u), goParts(g); ours != theirs {
			t.Errorf("%q: urnkit splits it %+v, go-urn %+v", s, ours, theirs)
		}
		if want, got := upperTriplets(g.Normalize().String()), u.Normalize().AssignedName(); got != want {
			t.Errorf("%q: normalized assigned-name: urnkit %q, go-urn (hex upper-cased) %q", s, got, want)
		}
		// An equivalent spelling, and the next line, which differs.
		for _, o := range []string{variant(s), lines[(i+1)%len(lines)]} {
			ours, err := urn.Equivalent(s, o)
			g2, _ := goParse(o)
			if theirs := g.Equal(g2); err != nil || ours != theirs {
				t.Errorf("Equivalent(%q, %q): urnkit %v (%v), go-urn %v", s, o, ours, err, theirs)
			}
		}
	}
	for _, s := range readLines(t, "real-broken.txt") {
		_, err := urn.Parse(s)
		_, verdict := goParse(s)
		if err == nil || verdict != goInvalid {
			t.Errorf("%q: urnkit: %v; go-urn: %s; want both to reject it", s, err, verdict)
		}
	}
}

// explain returns the name of the recorded class of disagreement (see
// testdata/disagreements.txt) that accounts for urnkit's result err and
// go-urn's verdict on s, or "" if none does. It does not look at what
// the two libraries agree on.
func explain(s string, err error, verdict string) string {
	var pe *urn.ParseError
	if err != nil && !errors.As(err, &pe) {
		return ""
	}
	switch {
	case err != nil && verdict == goValid:
		off := pe.Offset
		switch {
		case errors.Is(err, urn.ErrPercentEncoding) && off < len(s) && isLetter(s[off]):
			return "non-hex triplet"
		case errors.Is(err, urn.ErrComponent) && strings.HasSuffix(s[:off], "?=") &&
			strings.Contains(s[:off-2], "?+"):
			return "?= in r-component"
		}
	case err == nil && verdict == goInvalid:
		u := urn.MustParse(s)
		nid := strings.ToLower(u.NID())
		switch {
		case strings.HasPrefix(nid, "urn-") && (isLetter(nid[4]) || nid[4] == '0'):
			return "NID beginning urn-"
		case strings.Contains(u.RComponent(), "?+"):
			return "?+ in r-component"
		case strings.Contains(u.QComponent(), "?="):
			return "?= in q-component"
		}
	}
	return ""
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// A disagreement is one line of testdata/disagreements.txt.
type disagreement struct {
	line                int
	op, input, go_, our string
	parts               []string
}

func readDisagreements(tb testing.TB) []disagreement {
	tb.Helper()
	f, err := os.Open("testdata/disagreements.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var ds []disagreement
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) < 4 || !strings.HasPrefix(fs[0], "parse") && len(fs) != 4 {
			tb.Fatalf("disagreements.txt:%d: malformed line %q", n, line)
		}
		ds = append(ds, disagreement{n, fs[0], fs[1], fs[2], fs[3], fs[4:]})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return ds
}

var sentinels = map[string]error{
	"ErrScheme":          urn.ErrScheme,
	"ErrNID":             urn.ErrNID,
	"ErrNSS":             urn.ErrNSS,
	"ErrPercentEncoding": urn.ErrPercentEncoding,
	"ErrComponent":       urn.ErrComponent,
}

// TestDisagreements checks each recorded disagreement: that urnkit gives
// the result the rule asks for, and that go-urn still gives its own (if
// a new go-urn fixes one, the record must change).
func TestDisagreements(t *testing.T) {
	for _, d := range readDisagreements(t) {
		u, err := urn.Parse(d.input)
		g, verdict := goParse(d.input)
		where := "disagreements.txt:" + strconv.Itoa(d.line) + ": " + strconv.Quote(d.input)
		switch d.op {
		case "parse":
			if verdict != d.go_ {
				t.Errorf("%s: go-urn says %s, recorded %s", where, verdict, d.go_)
			}
			checkOurs(t, where, u, err, d.our, d.parts)
			if (d.our == "valid") != (d.go_ == goValid) && explain(d.input, err, verdict) == "" {
				t.Errorf("%s: no class of explain accounts for this disagreement", where)
			}
		case "parse2141":
			g, ok := goDefault(d.input)
			u, err := rfc2141.Parse(d.input)
			verdict := goInvalid
			if ok && g != nil {
				verdict = goValid
			}
			if verdict != d.go_ {
				t.Errorf("%s: go-urn's default mode says %s, recorded %s", where, verdict, d.go_)
			}
			checkOurs(t, where, u, err, d.our, d.parts)
			if (d.our == "valid") != ok && explain2141(d.input, err, ok) == "" {
				t.Errorf("%s: no class of explain2141 accounts for this disagreement", where)
			}
		case "normalize", "string":
			if err != nil || verdict != goValid {
				t.Errorf("%s: urnkit: %v; go-urn: %s; want both to accept it", where, err, verdict)
				continue
			}
			ours, theirs := u.Normalize().String(), g.Normalize().String()
			if d.op == "string" {
				ours, theirs = u.String(), g.String()
			}
			if ours != d.our || theirs != d.go_ {
				t.Errorf("%s: %s: urnkit %q, go-urn %q; recorded %q and %q", where, d.op, ours, theirs, d.our, d.go_)
			}
		case "scim":
			if ours, theirs := ourSCIM(u, err), goSCIM(d.input); ours != d.our || theirs != d.go_ {
				t.Errorf("%s: scim: urnkit %s, go-urn %s; recorded %s and %s", where, ours, theirs, d.our, d.go_)
			}
		default:
			t.Errorf("%s: unknown operation %q", where, d.op)
		}
	}
}

// ourSCIM returns the parts of a SCIM URN as "kind|name|other", as
// namespace.SCIM gives them for the result of urn.Parse, or "invalid".
func ourSCIM(u urn.URN, err error) string {
	if err != nil {
		return goInvalid
	}
	sc, err := namespace.SCIM(u)
	if err != nil {
		return goInvalid
	}
	return sc.Type + "|" + sc.Name + "|" + sc.Other
}

// goSCIM returns the parts of a SCIM URN as "kind|name|other", as
// go-urn's RFC7643Only mode gives them, or "invalid".
func goSCIM(s string) string {
	g, ok := gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC7643Only))
	if !ok || g == nil || !g.IsSCIM() {
		return goInvalid
	}
	sc := g.SCIM()
	return sc.Type.String() + "|" + sc.Name + "|" + sc.Other
}

// checkOurs checks urnkit's result against a recorded one: "valid" and
// the components it must have, or "ErrXxx@offset".
func checkOurs(t *testing.T, where string, u urn.URN, err error, want string, wantParts []string) {
	t.Helper()
	if want == "valid" {
		if err != nil {
			t.Errorf("%s: urnkit: %v; want valid", where, err)
			return
		}
		got := map[string]string{"r=": u.RComponent(), "q=": u.QComponent(), "f=": u.FComponent()}
		for _, p := range wantParts {
			if _, ok := got[p[:min(2, len(p))]]; !ok {
				t.Fatalf("%s: malformed component %q (want r=, q= or f=)", where, p)
			}
			if got[p[:2]] != p[2:] {
				t.Errorf("%s: urnkit gives components r=%q q=%q f=%q; want %s", where, got["r="], got["q="], got["f="], p)
			}
		}
		return
	}
	name, off, _ := strings.Cut(want, "@")
	wantOff, convErr := strconv.Atoi(off)
	sentinel := sentinels[name]
	if convErr != nil || sentinel == nil {
		t.Fatalf("%s: malformed result %q", where, want)
	}
	var pe *urn.ParseError
	if !errors.As(err, &pe) || !errors.Is(err, sentinel) || pe.Offset != wantOff {
		t.Errorf("%s: urnkit: %v; want %s at offset %d", where, err, name, wantOff)
	}
}

// FuzzDifferential runs both libraries on the same input. Where they
// agree that it is a URN, they must split it the same way and agree on
// its normal form and equivalence; where they disagree, one of the
// recorded classes must account for it.
func FuzzDifferential(f *testing.F) {
	for _, s := range readLines(f, "real-urns.txt") {
		f.Add(s)
	}
	for _, s := range readLines(f, "real-broken.txt") {
		f.Add(s)
	}
	for _, d := range readDisagreements(f) {
		f.Add(d.input)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := urn.Parse(s)
		g, verdict := goParse(s)
		if (err == nil) != (verdict == goValid) {
			if explain(s, err, verdict) == "" {
				t.Fatalf("%q: urnkit: %v; go-urn: %s; no recorded class explains it", s, err, verdict)
			}
			return
		}
		if err != nil {
			return
		}
		if ours, theirs := ourParts(u), goParts(g); ours != theirs {
			t.Fatalf("%q: urnkit splits it %+v, go-urn %+v", s, ours, theirs)
		}
		if ours, theirs := u.Normalize().AssignedName(), upperTriplets(g.Normalize().String()); ours != theirs {
			t.Fatalf("%q: normalized: urnkit %q, go-urn (hex upper-cased) %q", s, ours, theirs)
		}
		v := variant(s)
		eq, err := urn.Equivalent(s, v)
		g2, _ := goParse(v)
		if err != nil || !eq || g2 == nil || !g.Equal(g2) {
			t.Fatalf("%q and %q: urnkit says equivalent=%v (%v), go-urn parses %v", s, v, eq, err, g2 != nil)
		}
	})
}

// FuzzDifferential2141 runs go-urn's default mode, RFC 2141, and urnkit's
// RFC2141 syntax on the same input. Where they agree that it is a URN,
// they must split it the same way; where they disagree, one of the
// classes of explain2141 (the rows of MIGRATING.md's RFC 2141 table)
// must account for it.
func FuzzDifferential2141(f *testing.F) {
	for _, s := range readLines(f, "real-urns.txt") {
		f.Add(s)
	}
	for _, d := range readDisagreements(f) {
		f.Add(d.input)
	}
	for _, s := range probes {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, ok := goDefault(s)
		u, err := rfc2141.Parse(s)
		if (err == nil) != ok {
			if explain2141(s, err, ok) == "" {
				t.Fatalf("%q: urnkit: %v; go-urn accepts = %v; no recorded class explains it", s, err, ok)
			}
			return
		}
		if ok && (g.ID != u.NID() || g.SS != u.NSS()) {
			t.Fatalf("%q: go-urn splits it %q %q, urnkit %q %q", s, g.ID, g.SS, u.NID(), u.NSS())
		}
	})
}
