// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package urn

import (
	"errors"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// The reference implementation: the grammars of RFC 8141, RFC 2141 and
// draft-ietf-urnbis-rfc2141bis-urn-14 written as regular expressions, as
// directly from the ABNF as RE2 allows. It is slow and simple on purpose;
// the scanner must agree with it.
var reference = func() map[Syntax]*regexp.Regexp {
	const (
		pctEnc = `%[0-9A-Fa-f]{2}`
		pchar  = `(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|` + pctEnc + `)`
		pcharE = `(?:[A-Za-z0-9\-._~!$&'()*+,;:@]|` + pctEnc + `)` // pchar without "="
		nid    = `[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]`
		nss    = pchar + `(?:` + pchar + `|/)*`
		frag   = `(?:` + pchar + `|[/?])*`
		// RFC 8141 r-component: pchar *(pchar / "/" / "?") with no "?="
		// in it, since "?=" opens the q-component: every run of '?' is
		// followed by a byte other than '=', or ends the component.
		r8141 = pchar + `(?:` + pchar + `|/|\?+(?:` + pcharE + `|/))*\?*`
		q8141 = pchar + `(?:` + pchar + `|[/?])*`
		// Draft 14 q-component: no "??" in it, since "??" opens the
		// r-component; it may end in one '?' only where no r-component
		// follows.
		q14     = pchar + `(?:` + pchar + `|/|\?(?:` + pchar + `|/))*`
		r14     = pchar + `(?:` + pchar + `|[/?])*`
		trans   = `(?:[A-Za-z0-9()+,\-.:=@;$_!*']|` + pctEnc + `)`
		nid2141 = `[A-Za-z0-9][A-Za-z0-9-]{0,31}`
	)
	return map[Syntax]*regexp.Regexp{
		RFC8141: regexp.MustCompile(`^(?i:urn):(` + nid + `):(` + nss + `)` +
			`(?:\?\+(` + r8141 + `))?(?:\?=(` + q8141 + `))?(?:(#)(` + frag + `))?$`),
		Draft14: regexp.MustCompile(`^(?i:urn):(` + nid + `):(` + nss + `)` +
			`(?:(?:\?(` + q14 + `))?(?:\?\?(` + r14 + `))?|\?(` + q14 + `\?))(?:(#)(` + frag + `))?$`),
		RFC2141: regexp.MustCompile(`^(?i:urn):(` + nid2141 + `):(` + trans + `+)$`),
	}
}()

// referenceParse splits s with the reference grammar: NID, NSS, r, q,
// "#" or "", f. It reports false if s is not valid.
func referenceParse(syntax Syntax, s string) ([6]string, bool) {
	var p [6]string
	m := reference[syntax].FindStringSubmatch(s)
	if m == nil {
		return p, false
	}
	switch syntax {
	case RFC8141:
		copy(p[:], m[1:])
	case Draft14:
		p[0], p[1], p[2], p[3], p[4], p[5] = m[1], m[2], m[4], m[3]+m[5], m[6], m[7]
	case RFC2141:
		p[0], p[1] = m[1], m[2]
		nid := strings.ToLower(p[0])
		if nid == "urn" || strings.Contains(strings.ToLower(p[1]), "%00") {
			return p, false
		}
		// "%00" in any case: hex digits are case-insensitive but 0 has
		// no case, so checking "%00" is enough.
	}
	return p, true
}

func fuzzSeeds(f *testing.F) {
	for _, c := range loadParseCases(f) {
		f.Add(c.input)
	}
	for _, s := range readCorpus(f, "real-urns.txt")[:200] {
		f.Add(s)
	}
	for _, s := range readCorpus(f, "real-broken.txt") {
		f.Add(s)
	}
}

// FuzzParse checks the parser against the reference grammar in every
// syntax, and the properties of a parsed URN and of a parse error.
func FuzzParse(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		for syntax := range numSyntaxes {
			p := Parser{Syntax: syntax}
			u, err := p.Parse(s)
			want, ok := referenceParse(syntax, s)
			if ok != (err == nil) {
				t.Fatalf("%s.Parse(%q) error = %v; the reference says valid = %v", syntax, s, err, ok)
			}
			if err != nil {
				checkFuzzError(t, p, s, err)
				continue
			}
			hash := ""
			if u.HasFComponent() {
				hash = "#"
			}
			got := [6]string{u.NID(), u.NSS(), u.RComponent(), u.QComponent(), hash, u.FComponent()}
			if got != want {
				t.Fatalf("%s.Parse(%q) = %q, the reference says %q", syntax, s, got, want)
			}
			checkFuzzURN(t, p, s, u)
		}
		// A Parser with an unknown Syntax refuses every input, at
		// offset 0, and finds nothing.
		bad := Parser{Syntax: numSyntaxes}
		var pe *ParseError
		if u, err := bad.Parse(s); !errors.As(err, &pe) || !errors.Is(err, ErrUnknownSyntax) || pe.Offset != 0 || u.IsValid() {
			t.Fatalf("Parser{Syntax: %d}.Parse(%q) = %q, %v; want ErrUnknownSyntax at offset 0", numSyntaxes, s, u, err)
		}
		if ms := bad.FindAll(s); len(ms) != 0 {
			t.Fatalf("Parser{Syntax: %d}.FindAll(%q) = %v, want nothing", numSyntaxes, s, ms)
		}
	})
}

// checkFuzzURN checks the properties of a URN u parsed from s.
func checkFuzzURN(t *testing.T, p Parser, s string, u URN) {
	if u.String() != s || !u.IsValid() || !strings.HasPrefix(s, u.AssignedName()) {
		t.Fatalf("Parse(%q) does not round-trip: %q", s, u)
	}
	checkForm(t, p.Syntax.String()+".Parse", u)
	n := u.Normalize()
	checkForm(t, "Normalize", n)
	if n.Normalize() != n {
		t.Fatalf("Normalize(%q) = %q is not idempotent", s, n)
	}
	if !n.Equal(u) || !u.Equal(n) || n.Compare(u) != 0 {
		t.Fatalf("Normalize(%q) = %q is not equivalent to it", s, n)
	}
	if len(n.String()) != len(s) || !strings.EqualFold(n.String(), s) {
		t.Fatalf("Normalize(%q) = %q changes more than case", s, n)
	}
	if s[len(u.AssignedName()):] != n.String()[len(n.AssignedName()):] {
		t.Fatalf("Normalize(%q) = %q changes the components", s, n)
	}
	v, err := p.Parse(n.String())
	if err != nil || v != n {
		t.Fatalf("Normalize(%q) = %#v does not re-parse to itself: %#v, %v", s, n, v, err)
	}
	if p.Syntax == RFC8141 {
		if ok, err := Equivalent(s, n.String()); !ok || err != nil {
			t.Fatalf("Equivalent(%q, %q) = %v, %v", s, n, ok, err)
		}
	}
}

// checkForm checks that the form recorded in u, which the comparisons
// trust, is what the text of u says: where u was made is in where.
func checkForm(t *testing.T, where string, u URN) {
	t.Helper()
	var want form
	lowerHex := 0
	if name := u.AssignedName(); name != "" {
		canon := canonical(name)
		if name[:u.nidEnd] == canon[:u.nidEnd] {
			want |= nameCanonical
		}
		if name[u.nidEnd:] == canon[u.nidEnd:] {
			want |= nssCanonical
		}
		for i := int(u.nidEnd); i < len(name); i++ {
			if name[i] != canon[i] {
				lowerHex++
			}
		}
	}
	if u.form != want || int(u.lowerHex) != lowerHex {
		t.Fatalf("%s: %q has form %b and %d lower-case hex digits, want %b and %d",
			where, u, u.form, u.lowerHex, want, lowerHex)
	}
}

// checkFuzzError checks a parse error: its fields, and that its offset
// is where the input stops being a possible URN.
func checkFuzzError(t *testing.T, p Parser, s string, err error) {
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Input != s || pe.Offset < 0 || pe.Offset > len(s) || pe.Err == nil {
		t.Fatalf("%s.Parse(%q): malformed error %#v", p.Syntax, s, err)
	}
	if pe.Error() == "" {
		t.Fatal("empty message")
	}
	// The prefix before the offset can still begin a valid URN: parsing
	// it alone succeeds, or fails only because it ends too early.
	_, err = p.Parse(s[:pe.Offset])
	if err != nil {
		var pre *ParseError
		if !errors.As(err, &pre) || pre.Offset != pe.Offset {
			t.Fatalf("%s.Parse(%q) fails at %d, but its prefix %q fails at %v",
				p.Syntax, s, pe.Offset, s[:pe.Offset], err)
		}
	}
}

// FuzzEquivalent checks the laws of equivalence on pairs of inputs, and
// on a URN and a copy of it whose case was changed where RFC 8141 lets
// case differ.
func FuzzEquivalent(f *testing.F) {
	for _, c := range loadEquivalenceCases(f) {
		for _, u := range c.urns {
			f.Add(c.urns[0].String(), u.String(), uint64(len(c.urns)))
		}
		f.Add(c.urns[0].String(), c.urns[len(c.urns)-1].String(), uint64(0x0102040810204080))
	}
	f.Fuzz(func(t *testing.T, a, b string, flips uint64) {
		for _, m := range []uint8{cLDH, cPath, cFrag, cTrans} {
			want := 0
			for want < len(a) && class[a[want]]&m != 0 {
				want++
			}
			if got := runOf(a, 0, m); got != want {
				t.Fatalf("runOf(%q, 0, %#x) = %d, want %d", a, m, got, want)
			}
		}
		u, errA := Parse(a)
		v, errB := Parse(b)
		eq, err := Equivalent(a, b)
		if (err == nil) != (errA == nil && errB == nil) {
			t.Fatalf("Equivalent(%q, %q) error = %v, parse errors %v, %v", a, b, err, errA, errB)
		}
		if err != nil {
			if eq {
				t.Fatal("Equivalent reported true with an error")
			}
			return
		}
		if eq != u.Equal(v) || eq != v.Equal(u) {
			t.Fatalf("Equivalent(%q, %q) = %v is not symmetric or disagrees with Equal", a, b, eq)
		}
		if want := u.Normalize().AssignedName() == v.Normalize().AssignedName(); eq != want {
			t.Fatalf("Equivalent(%q, %q) = %v, canonical assigned-names equal = %v", a, b, eq, want)
		}
		if (u.Compare(v) == 0) != eq || u.Compare(v) != -v.Compare(u) {
			t.Fatalf("Compare(%q, %q) = %d, reverse %d, Equal %v", a, b, u.Compare(v), v.Compare(u), eq)
		}
		if c := strings.Compare(u.Normalize().AssignedName(), v.Normalize().AssignedName()); c != u.Compare(v) {
			t.Fatalf("Compare(%q, %q) = %d, canonical names compare %d", a, b, u.Compare(v), c)
		}
		if ok, _ := Equivalent(a, a); !ok || !u.Equal(u) || u.Compare(u) != 0 {
			t.Fatalf("Equivalent(%q, itself) is false", a)
		}
		checkMadeForms(t, u, b)
		// Flip the case of letters where it does not matter: the scheme,
		// the NID and hex digits in the NSS. Flip the case of one other
		// letter of the NSS, and it must matter.
		w := flipCase(u, flips)
		x, err := Parse(w)
		if err != nil {
			t.Fatalf("case-flipped %q of %q: %v", w, a, err)
		}
		checkForm(t, "Parse", x)
		if !x.Equal(u) || !u.Equal(x) || x.Compare(u) != 0 {
			t.Fatalf("%q is not equivalent to its case-flipped copy %q", a, w)
		}
		if d := flipNSSLetter(u); d != "" {
			if ok, err := Equivalent(a, d); ok || err != nil {
				t.Fatalf("Equivalent(%q, %q) = %v, %v; an NSS letter's case matters", a, d, ok, err)
			}
		}
		// Flip the case of any letters, and compare with the plain
		// reference canonical form.
		y := []byte(a)
		for i := range y {
			if flips>>(i%64)&1 != 0 && 'a' <= y[i]|0x20 && y[i]|0x20 <= 'z' {
				y[i] ^= 0x20
			}
		}
		z, err := Parse(string(y))
		if err != nil {
			t.Fatalf("%q parses but %q, which differs only in the case of letters, does not: %v", a, y, err)
		}
		want := canonical(a) == canonical(string(y))
		if u.Equal(z) != want || (u.Compare(z) == 0) != want {
			t.Fatalf("%q.Equal(%q) = %v, Compare %d; want equal = %v", a, y, u.Equal(z), u.Compare(z), want)
		}
		if got := u.Normalize(); got.AssignedName() != canonical(a) || got.String()[len(canonical(a)):] != a[len(canonical(a)):] {
			t.Fatalf("%q.Normalize() = %q, want %q and the components as written", a, got, canonical(a))
		}
	})
}

// checkMadeForms checks the form of every URN that the package makes
// from the valid URN u, with the text text for components: each must be
// the form of its text, as parsing it gives.
func checkMadeForms(t *testing.T, u URN, text string) {
	t.Helper()
	check := func(where string, v URN, err error) {
		t.Helper()
		if err == nil {
			checkForm(t, where, v)
		}
	}
	check("Normalize", u.Normalize(), nil)
	v, err := New(u.NID(), u.NSS())
	check("New", v, err)
	v, err = u.WithNSS(canonical(u.AssignedName())[u.nidEnd+1:])
	check("WithNSS", v, err)
	v, err = u.WithNSS(strings.ToLower(u.NSS()))
	check("WithNSS", v, err)
	v, err = u.WithNSS(EscapeNSS(text))
	check("WithNSS", v, err)
	v, err = New(strings.ToUpper(u.NID()), canonical(u.AssignedName())[u.nidEnd+1:])
	check("New", v, err)
	p := Parser{Syntax: u.Syntax()}
	v, err = u.WithRComponent(p.EscapeRComponent(text))
	check("WithRComponent", v, err)
	v, err = u.WithQComponent(p.EscapeQComponent(text))
	check("WithQComponent", v, err)
	v, err = u.WithFComponent(EscapeFComponent(text))
	check("WithFComponent", v, err)
	check("WithoutRComponent", u.WithoutRComponent(), nil)
	check("WithoutQComponent", u.WithoutQComponent(), nil)
	v = u.WithoutFComponent()
	check("WithoutFComponent", v, nil)
	err = v.UnmarshalText([]byte(u.String()))
	check("UnmarshalText", v, err)
	err = v.Scan(u.String())
	check("Scan", v, err)
	err = v.Scan([]byte(u.String()))
	check("Scan", v, err)
}

// flipCase flips the case of the letters of u whose case does not matter,
// chosen by the bits of flips.
func flipCase(u URN, flips uint64) string {
	b := []byte(u.String())
	nidEnd, nssEnd := int(u.nidEnd), int(u.nssEnd)
	for i := range b {
		if flips>>(i%64)&1 == 0 {
			continue
		}
		insensitive := i < nidEnd ||
			(i > nidEnd && i < nssEnd && (b[i-1] == '%' || b[i-2] == '%'))
		if insensitive && ('a' <= b[i]|0x20 && b[i]|0x20 <= 'z') {
			b[i] ^= 0x20
		}
	}
	return string(b)
}

// flipNSSLetter flips the case of the first letter of the NSS of u that
// is not a hex digit of a triplet, or returns "" if it has none.
func flipNSSLetter(u URN) string {
	b := []byte(u.String())
	for i := int(u.nidEnd) + 1; i < int(u.nssEnd); i++ {
		if b[i] == '%' {
			i += 2
			continue
		}
		if 'a' <= b[i]|0x20 && b[i]|0x20 <= 'z' {
			b[i] ^= 0x20
			return string(b)
		}
	}
	return ""
}

// FuzzConversions checks every entry point that turns untrusted text or
// values into a URN, or a URN into another form, against Parse: text
// and SQL decoding, URL conversion both ways, ValidNID, ValidNSS and
// Unescape.
func FuzzConversions(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		u, perr := Parse(s)

		// Text and SQL decoding agree with Parse; "" is the zero URN.
		var v URN
		err := v.UnmarshalText([]byte(s))
		if s == "" {
			if err != nil || v != (URN{}) {
				t.Fatalf("UnmarshalText(\"\") = %v, %v", v, err)
			}
		} else if (err == nil) != (perr == nil) || err == nil && v != u {
			t.Fatalf("UnmarshalText(%q) = %#v, %v; Parse gives %#v, %v", s, v, err, u, perr)
		}
		for _, src := range []any{s, []byte(s)} {
			var w URN
			err := w.Scan(src)
			if s != "" && ((err == nil) != (perr == nil) || err == nil && w != u) {
				t.Fatalf("Scan(%T %q) = %#v, %v; Parse gives %#v, %v", src, s, w, err, u, perr)
			}
		}

		// ValidNID and ValidNSS apply the parser's rules.
		if nid, nss, ok := strings.Cut(s, ":"); ok {
			_, err := Parse("urn:" + nid + ":x")
			if ValidNID(nid) != (err == nil) {
				t.Fatalf("ValidNID(%q) = %v, Parse(urn:%s:x) error %v", nid, ValidNID(nid), nid, err)
			}
			_, err = Parse("urn:ex:" + nss)
			want := err == nil && !strings.ContainsAny(nss, "?#")
			if ValidNSS(nss) != want {
				t.Fatalf("ValidNSS(%q) = %v, want %v", nss, ValidNSS(nss), want)
			}
		}

		// Unescape decodes exactly the triplets, or reports the first
		// '%' that does not begin one.
		if d, err := Unescape(s); err == nil {
			if !strings.Contains(s, "%") && d != s {
				t.Fatalf("Unescape(%q) = %q changes a text without triplets", s, d)
			}
			if len(d) != len(s)-2*strings.Count(s, "%") {
				t.Fatalf("Unescape(%q) = %q: length does not match the triplets", s, d)
			}
		} else {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Err != ErrPercentEncoding || pe.Input != s || pe.Offset < 0 || pe.Offset > len(s) {
				t.Fatalf("Unescape(%q): malformed error %#v", s, err)
			}
		}

		if perr != nil {
			return
		}
		// Encoding: the text as parsed, NULL for the zero URN only.
		if b, err := u.MarshalText(); err != nil || string(b) != s {
			t.Fatalf("MarshalText(%q) = %q, %v", s, b, err)
		}
		if b, err := u.AppendText([]byte("x")); err != nil || string(b) != "x"+s {
			t.Fatalf("AppendText(%q) = %q, %v", s, b, err)
		}
		if val, err := u.Value(); err != nil || val != s {
			t.Fatalf("Value(%q) = %v, %v", s, val, err)
		}

		// URL and FromURL are inverses, up to the case of the scheme
		// and the '#' of an empty f-component (URL's doc).
		want := "urn" + s[3:]
		if u.HasFComponent() && u.FComponent() == "" {
			want = want[:len(want)-1]
		}
		if got := u.URL().String(); got != want {
			t.Fatalf("URL(%q).String() = %q, want %q", s, got, want)
		}
		back, err := FromURL(u.URL())
		if err != nil || back.String() != want || !back.Equal(u) {
			t.Fatalf("FromURL(URL(%q)) = %q, %v", s, back, err)
		}
	})
}

// FuzzDisplay checks the display form of every valid URN: it shows no
// hidden, white-space, overlay or look-alike character, nor a mark on a
// delimiter or a pile of marks; it stands for the same octets as the
// URN; it is the URN itself when nothing was decoded; and equivalent
// spellings differ in their display forms only where their text does.
func FuzzDisplay(f *testing.F) {
	fuzzSeeds(f)
	for _, c := range readCases(f, "display.txt") {
		f.Add(c.fields[0])
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil {
			return
		}
		checkDisplay(t, u)
		d := u.Display()
		if d != u.Display() {
			t.Fatalf("%q.Display() is not deterministic", s)
		}
		ascii := true
		for i := 0; i < len(d); i++ {
			ascii = ascii && d[i] < utf8.RuneSelf
		}
		if ascii != (d == s) {
			t.Fatalf("%q.Display() = %q: decoded nothing, yet differs (or the reverse)", s, d)
		}
		if n := u.Normalize(); !strings.EqualFold(n.Display(), d) {
			t.Fatalf("%q.Display() = %q, its normalized form's %q", s, d, n.Display())
		}
	})
}
