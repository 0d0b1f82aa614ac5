// Copyright 2026 The urnkit Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package namespace

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urnkit/urn"
	"github.com/urnkit/urn/internal/testcases"
)

func TestBuiltin(t *testing.T) {
	checkCases(t, Builtin(), "testdata/namespaces.txt")
}

// checkCases checks the rules of ns against the cases of file, in the
// format of testdata/namespaces.txt.
func checkCases(t *testing.T, ns Set, file string) {
	t.Helper()
	for _, c := range testcases.Read(t, file) {
		op, args := c.Fields[0], c.Fields[1:]
		want := map[string]int{"valid": 1, "invalid": 2, "note": 2, "equal": 2, "differ": 2, "canon": 2}[op]
		if want == 0 || len(args) != want {
			t.Fatalf("%s: bad line", c.Pos)
		}
		u, err := urn.Parse(args[0])
		if err != nil {
			t.Fatalf("%s: %v", c.Pos, err)
		}
		switch op {
		case "valid":
			if err := ns.Validate(u); err != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
			if n := ns.Note(u); n != nil {
				t.Errorf("%s: unexpected note: %s", c.Pos, n)
			}
		case "note":
			off, _ := strconv.Atoi(args[1])
			n, err := ns.Examine(u)
			if err != nil || ns.Validate(u) != nil {
				t.Errorf("%s: %v", c.Pos, err)
			}
			if n == nil {
				t.Errorf("%s: Note(%s) = nil, want a note at offset %d", c.Pos, u, off)
			} else if n.Offset != off || n.Input != args[0] || n.Text == "" || *ns.Note(u) != *n {
				t.Errorf("%s: %s: offset %d, want %d", c.Pos, n, n.Offset, off)
			}
		case "invalid":
			off, _ := strconv.Atoi(args[1])
			err := ns.Validate(u)
			var ne *Error
			if !errors.As(err, &ne) || !errors.Is(err, ErrInvalid) {
				t.Errorf("%s: Validate(%s) = %v, want a *Error", c.Pos, u, err)
				continue
			}
			if ne.Offset != off || ne.Input != args[0] {
				t.Errorf("%s: %v: offset %d, want %d", c.Pos, err, ne.Offset, off)
			}
		case "equal", "differ":
			v, err := urn.Parse(args[1])
			if err != nil {
				t.Fatalf("%s: %v", c.Pos, err)
			}
			want := op == "equal"
			if ns.Equal(u, v) != want || ns.Equal(v, u) != want {
				t.Errorf("%s: Equal(%s, %s) = %v, want %v", c.Pos, u, v, !want, want)
			}
			if k, l := ns.Normalize(u).AssignedName(), ns.Normalize(v).AssignedName(); (k == l) != want {
				t.Errorf("%s: normalized %q and %q", c.Pos, k, l)
			}
		case "canon":
			if got := ns.Normalize(u).String(); got != args[1] {
				t.Errorf("%s: Normalize(%s) = %s, want %s", c.Pos, u, got, args[1])
			}
		}
	}
}

// TestRealURNs checks the rules of Builtin and Conventions against the
// real URNs of ../testdata/real-urns.txt: each URN whose NID has rules
// is valid under them, unless testdata/namespaces.txt or a file of
// testdata/conventions lists it as invalid.
func TestRealURNs(t *testing.T) {
	rejected := map[string]bool{}
	files, _ := filepath.Glob("testdata/conventions/*.txt")
	for _, file := range append([]string{"testdata/namespaces.txt"}, files...) {
		for _, c := range testcases.Read(t, file) {
			if c.Fields[0] == "invalid" {
				rejected[c.Fields[1]] = true
			}
		}
	}
	data, err := os.ReadFile("../testdata/real-urns.txt")
	if err != nil {
		t.Fatal(err)
	}
	ns := Builtin().Union(Conventions())
	valid, invalid := map[string]int{}, map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		u, err := urn.Parse(line)
		if err != nil {
			continue
		}
		r, ok := ns.Lookup(u.NID())
		if !ok {
			continue
		}
		err = ns.Validate(u)
		switch {
		case err == nil:
			valid[r.NID]++
		case rejected[line]:
			invalid[r.NID]++
		default:
			t.Errorf("real URN rejected: %v", err)
		}
	}
	for r := range ns.All() {
		t.Logf("%-9s %4d valid, %d invalid", r.NID, valid[r.NID], invalid[r.NID])
	}
}

// TestCoverage gives how much of the real URNs of
// ../testdata/real-urns.txt the built-in rules cover: of the URNs whose
// NID is registered with IANA, the share that the rules judge by a form
// their namespace's text defines (see checkCoverage), and the share of
// those that the rules accept. It fails if the first share falls below
// minCovered or the second below minAccepted. The real URNs that the
// rules reject are listed in testdata/namespaces.txt with the reason
// (TestRealURNs).
func TestCoverage(t *testing.T) {
	data, err := os.ReadFile("../testdata/real-urns.txt")
	if err != nil {
		t.Fatal(err)
	}
	const (
		minCovered  = 98
		minAccepted = 98
	)
	registered := func(u urn.URN) bool { _, ok := LookupRegistration(u.NID()); return ok }
	checkCoverage(t, "with a registered NID", data, Builtin(), registered, minCovered, minAccepted)
}

// checkCoverage measures how much of the real URNs of data (one a
// line) for which keep is true the rules of ns cover: the share that
// the rules judge by a form their text defines (fromDefinedForm; a
// verdict of a free form does not count), and the share of those that
// the rules accept. It fails if the first share falls below minCovered
// percent or the second below minAccepted percent.
func checkCoverage(t *testing.T, which string, data []byte, ns Set, keep func(urn.URN) bool, minCovered, minAccepted float64) {
	t.Helper()
	var all, covered, accepted int
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		u, err := urn.Parse(line)
		if err != nil || !keep(u) {
			continue
		}
		all++
		if _, ok := ns.Lookup(u.NID()); !ok || !fromDefinedForm(u) {
			continue
		}
		covered++
		if ns.Validate(u) == nil {
			accepted++
		}
	}
	if all == 0 || covered == 0 {
		t.Fatalf("no real URN %s has rules", which)
	}
	t.Logf("%d real URNs %s; %d (%.1f%%) get a verdict from a form their namespace's text defines, and the rules accept %d of those (%.1f%%)",
		all, which, covered, 100*float64(covered)/float64(all), accepted, 100*float64(accepted)/float64(covered))
	if 100*float64(covered) < minCovered*float64(all) {
		t.Errorf("%d of %d real URNs %s get a verdict from a defined form, want at least %.0f%%", covered, all, which, minCovered)
	}
	if 100*float64(accepted) < minAccepted*float64(covered) {
		t.Errorf("the rules accept %d of the %d real URNs %s they judge by a defined form, want at least %.0f%%", accepted, covered, which, minAccepted)
	}
}

func TestNamespaceErrorMessage(t *testing.T) {
	err := Builtin().Validate(urn.MustParse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx"))
	const want = `urn: NSS not valid in namespace uuid in "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfx" at offset 44 ('x'): want a hex digit (a UUID is 8-4-4-4-12 hex digits)`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	if !errors.Is(err, errUUIDHex) {
		t.Errorf("%v does not unwrap to its reason", err)
	}
	err = Builtin().Validate(urn.MustParse("urn:isbn:039536341"))
	if err == nil || !strings.HasSuffix(err.Error(), "at offset 18: an ISBN has 10 or 13 digits") {
		t.Errorf("ends too early: %v", err)
	}
}

// A depth says how much the rules of a namespace check: what they can
// refuse that RFC 8141's grammar allows, and which NSSs they judge by
// RFC 8141 alone because their text defines no form for them.
type depth struct {
	// refuses is what the rules can refuse beyond RFC 8141, in the
	// words of the Depth table of README.md.
	refuses string
	// free reports whether the rules judge nss by a free form: a
	// branch that accepts every RFC 8141 NSS of its kind, kept for
	// names the text does not define. nil when the rules have none.
	free func(nss string) bool
}

// rfc2141Only is the depth of rules that hold the NSS to RFC 2141's
// characters and nothing else, as their registrations define it.
const rfc2141Only = "`~`, `&` (an RFC 2141 NSS)"

// depths holds the depth of every rule of Builtin and Conventions.
var depths = map[string]depth{
	"3gpp":                  {refuses: rfc2141Only},
	"alert":                 {refuses: "parts that are not Non-Reserved LDH labels or `label@provider`"},
	"bbf":                   {refuses: rfc2141Only},
	"bitprint":              {refuses: "anything but 32 Base32 digits, `.` and 39 Base32 digits, the last A, I, Q or Y"},
	"broadband-forum-org":   {refuses: rfc2141Only},
	"cablelabs":             {refuses: "no class or `:` and string, `~`, `&`"},
	"c2pa":                  {refuses: "anything but a UUID, then a claim generator of up to 32 characters without controls, space, `:` or `_`, then `v{version}_{reason}`"},
	"ccsds":                 {refuses: "an SNID that is not an RFC 2141 NID (2 to 32 characters), no `:` and string, `~`, `&`"},
	"cdx":                   {refuses: "anything but a UUID, `/` and a version without leading zeros"},
	"cite2":                 {refuses: "missing collection or object parts, bad ranges, reserved characters as data"},
	"cts":                   {refuses: "missing work or passage parts, bad ranges and subreferences, reserved characters as data"},
	"ddi":                   {refuses: "agencies, types, IDs or versions out of the DDI URN's patterns, a wrong number of parts, `%`"},
	"dev":                   {refuses: "unknown subtype syntax: a MAC or 1-Wire ID not 16 hex digits, a PEN not a number"},
	"doi":                   {refuses: "no `/` between prefix and suffix, an empty suffix"},
	"dslforum-org":          {refuses: rfc2141Only},
	"dvb":                   {refuses: rfc2141Only},
	"ebu":                   {refuses: "a category that is not an RFC 2141 NID, no `:` and string"},
	"eidr":                  {refuses: "no `:` between prefix and suffix, other characters, a bad 10.5240 suffix or check character"},
	"epc":                   {refuses: "no sub-namespace name or `:`, `~`, `&`"},
	"epcglobal":             {refuses: "no sub-namespace name or `:`, `~`, `&`"},
	"etsi":                  {refuses: "nothing (an RFC 8141 NSS)"},
	"example":               {refuses: rfc2141Only},
	"fdc":                   {refuses: "a ProviderId that is not a domain name, a DateId not a date, no ResourceId"},
	"gdst":                  {refuses: "linkable data types with an unknown type, a bad domain or UUID, prefix, serial or secondary ID, or the wrong number of them", free: func(nss string) bool { return !gdstLinkable(nss) }},
	"globus":                {refuses: "an empty SNID, `/`, `?`, `#` in it, `~`, `&`"},
	"gsma":                  {refuses: "characters outside the registration's, empty specifiers, parameter names or values"},
	"hbbtv":                 {refuses: rfc2141Only},
	"ieee":                  {refuses: "an empty resource or string, `~`, `&`"},
	"ietf":                  {refuses: "unknown series, non-numeric RFC, FYI, STD, BCP numbers, empty params names, SCIM structure"},
	"iptc":                  {refuses: "an unknown branch or resource group, too few or too many fields, empty fields, `~`, `&`"},
	"isan":                  {refuses: "groups that are not 4 or more hex digits, missing, misplaced or wrong check characters"},
	"isbn":                  {refuses: "wrong length, prefix or check digit, misplaced hyphens"},
	"isni":                  {refuses: "anything but 15 digits and a digit or `X`, a wrong check digit"},
	"iso":                   {refuses: "unknown originator, no document number, bad elements"},
	"issn":                  {refuses: "wrong length or check digit"},
	"inet":                  {refuses: "an empty proto name after `gpac:builtin:`", free: func(nss string) bool { return !isInetBuiltin(nss) }},
	"itu":                   {refuses: "fewer than three parts, an empty part"},
	"knx":                   {refuses: "nothing (an RFC 8141 NSS)"},
	"lei":                   {refuses: "anything but 20 upper-case letters and digits, wrong check digits"},
	"lex":                   {refuses: "a jurisdiction, authority, measure or details out of RFC 9676's grammar, bad dates, language tags, fragments"},
	"li":                    {refuses: "an empty entity type or ID"},
	"liberty":               {refuses: "empty tokens, `~`, `&`"},
	"mace":                  {refuses: "empty tokens, `~`, `&`"},
	"meta":                  {refuses: "a format code not of letters and digits, bad sub-namespaces, no `-` and meta-string"},
	"microsoft-com":         {refuses: "UPnP device and service types without version or with a long type, long service IDs", free: notUPnPName},
	"mef":                   {refuses: rfc2141Only},
	"mpeg":                  {refuses: "no standard name or `:` and string, `~`, `&`"},
	"mrn":                   {refuses: "an OID or OSNID too short, too long or not letters, digits and inner `-`, no OSNS"},
	"nbn":                   {refuses: "a country code not two letters, no `-` and NBN string"},
	"nena":                  {refuses: "no class or `:` and string, `~`, `&`"},
	"newsml":                {refuses: "fewer than three fields, a DateId not a date, a RevisionId not a positive number"},
	"nfc":                   {refuses: "no resource class or `:` and string, `~`, `&`"},
	"nfi":                   {refuses: "names not beginning with a letter, no subcategory, a version not digits `.` digits"},
	"ngsi-ld":               {refuses: "an empty entity type or ID"},
	"nzl":                   {refuses: "a single part, empty parts"},
	"oasis":                 {refuses: "unknown branch or class, too few fields, bad technical document numbers"},
	"ogc":                   {refuses: "no resource or `:` and string, `~`, `&`"},
	"ogf":                   {refuses: "an SNID that is not letters, digits and `-`, no `:` and string, `~`, `&`"},
	"oid":                   {refuses: "anything but dotted decimal arcs without leading zeros"},
	"oma":                   {refuses: "no resource or `:` and string, `~`, `&`"},
	"onf":                   {refuses: "nothing (an RFC 8141 NSS)"},
	"publicid":              {refuses: "characters outside a transcribed public identifier, `++`, `//` and `::` encoded"},
	"pulumi":                {refuses: "missing stack, project, type or name, bad type chains"},
	"pwid":                  {refuses: "a bad archive domain, archival time or precision, an archived URI without a scheme"},
	"s1000d":                {refuses: "an unknown subnamespace, a code out of RFC 4688's syntax, bad issue or language"},
	"schac":                 {refuses: "empty tokens, `~`, `&`"},
	"schemas-microsoft-com": {refuses: "UPnP device and service types without version or with a long type", free: notUPnPName},
	"schemas-upnp-org":      {refuses: "device and service types without integer version or with a long type, service IDs", free: notUPnPName},
	"service":               {refuses: "labels that are not letters, digits and inner `-`, long top-level labels"},
	"sha1":                  {refuses: "anything but 32 Base32 digits"},
	"smpte":                 {refuses: "a Universal Label that is not groups of 8 hex digits, `~`, `&`"},
	"swift":                 {refuses: rfc2141Only},
	"tva":                   {refuses: "no category or `:` and string, `~`, `&`"},
	"uci":                   {refuses: "a prefix or instance code out of RFC 4179's syntax, bad qualifiers"},
	"ucode":                 {refuses: "anything but `_` and 32 upper-case hex digits"},
	"uic":                   {refuses: "no resource class or `:` and string"},
	"un":                    {refuses: "code list names without exactly three parts", free: func(nss string) bool { return !strings.HasPrefix(nss, unCodeList) }},
	"x-ogc":                 {refuses: "def URNs without four parts (an omitted version keeping its `:`), with over three parameter values, combinations of fewer than two components", free: func(nss string) bool { return !isXOGCDef(nss) }},
	"upnp-org":              {refuses: "service IDs empty or long, device and service types", free: notUPnPName},
	"uuid":                  {refuses: "anything but 8-4-4-4-12 hex digits"},
	"web3d":                 {refuses: "no subgroup or `:` and string, `~`, `&`"},
	"wmo":                   {refuses: "fewer than three parts, an empty part, `;`, spaces, octets outside IRA T.50"},
	"xmpp":                  {refuses: "empty names, `~`, `&`"},
}

// notUPnPName reports whether nss is none of the UPnP names (device
// type, service type, service ID), which the UPnP rules judge by
// RFC 8141 alone.
func notUPnPName(nss string) bool {
	word, _, found := strings.Cut(nss, ":")
	return !found || !strings.EqualFold(word, "device") && !strings.EqualFold(word, "service") && !strings.EqualFold(word, "serviceId")
}

// TestDepth checks that every rule of Builtin and Conventions has a
// depth, and that the Depth table of README.md gives each rule's depth
// and, of the real URNs of ../testdata/real-urns.txt with its NID, how
// many there are and what share the rules judge by a defined form.
func TestDepth(t *testing.T) {
	ns := Builtin().Union(Conventions())
	all, defined := map[string]int{}, map[string]int{}
	for _, u := range realURNs(t) {
		r, ok := ns.Lookup(u.NID())
		if !ok {
			continue
		}
		all[r.NID]++
		if fromDefinedForm(u) {
			defined[r.NID]++
		}
	}
	var want []string
	for r := range ns.All() {
		d, ok := depths[r.NID]
		if !ok {
			t.Errorf("%s: no depth", r.NID)
			continue
		}
		share := "-"
		if all[r.NID] > 0 {
			share = strconv.Itoa((100*defined[r.NID]+all[r.NID]/2)/all[r.NID]) + "%"
		}
		want = append(want, "| `"+r.NID+"` | "+d.refuses+" | "+strconv.Itoa(all[r.NID])+" | "+share+" |")
	}
	for nid := range depths {
		if _, ok := ns.Lookup(nid); !ok {
			t.Errorf("%s: a depth but no rules", nid)
		}
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, _ := strings.Cut(string(readme), "\n## Depth\n")
	var got []string
	for _, line := range strings.Split(table, "\n") {
		if strings.HasPrefix(line, "| `") {
			got = append(got, line)
		} else if strings.HasPrefix(line, "## ") {
			break
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the Depth table of README.md should read\n%s", strings.Join(want, "\n"))
	}
}

// fromDefinedForm reports whether the rules of Builtin and Conventions
// for the NID of u judge it by a form their text defines, rather than
// by a free form (see depth), or by no rules at all.
func fromDefinedForm(u urn.URN) bool {
	r, ok := allRules.Lookup(u.NID())
	if !ok {
		return false
	}
	d := depths[r.NID]
	return d.free == nil || !d.free(u.CanonicalNSS())
}

var allRules = Builtin().Union(Conventions())

// funcDoc returns the doc comment of the function name in file.
func funcDoc(t *testing.T, file, name string) string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.Name == name && fn.Doc != nil {
			return fn.Doc.Text()
		}
	}
	t.Fatalf("%s: no documented function %s", file, name)
	return ""
}

// TestDocSummaries checks that the docs of Builtin and Conventions
// begin with a short summary that says what follows ("Below: ..."),
// and that the reasoning behind Conventions is in the design notes of
// README.md, not in its doc.
func TestDocSummaries(t *testing.T) {
	for _, tt := range []struct{ file, name string }{
		{"builtin.go", "Builtin"},
		{"conventions.go", "Conventions"},
	} {
		doc := funcDoc(t, tt.file, tt.name)
		// The summary: the paragraphs before the list, at most 12 lines.
		summary, _, _ := strings.Cut(doc, "\n  - ")
		if n := strings.Count(summary, "\n"); n > 12 {
			t.Errorf("%s: the doc has %d lines before its list; begin it with a short summary", tt.name, n)
		}
		if !strings.Contains(strings.Join(strings.Fields(summary), " "), "Below: the namespaces") {
			t.Errorf("%s: the summary does not say what follows (\"Below: ...\")", tt.name)
		}
	}
	doc := funcDoc(t, "conventions.go", "Conventions")
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, notes, ok := strings.Cut(string(readme), "\n## Design notes\n")
	const reason = "so that `Builtin` holds exactly the rules of registered namespaces"
	if !ok || !strings.Contains(strings.Join(strings.Fields(notes), " "), reason) {
		t.Errorf("README.md has no design note that says why Conventions is a set of its own")
	}
	if strings.Contains(doc, "Had they been folded") || strings.Contains(doc, "awkward") {
		t.Error("the doc of Conventions still argues its design; that belongs to README.md's design notes")
	}
}
