package migrate_test

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/urnkit/urn/migrate"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestAnalyzer checks every diagnostic of the fixtures against their
// "// want" comments and every fixed file against its .golden file.
func TestAnalyzer(t *testing.T) {
	results := analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), migrate.Analyzer,
		"basic", "plain", "machine", "values", "reports", "conflict", "errtext", "sqlurn", "oidurn", "registry", "rawurn", "both", "traps", "trapreports", "asserts", "generated", "jsonfield", "identity", "exported", "escapes", "nilurn", "normalize", "v121", "v140", "staysgourn")
	cites := regexp.MustCompile(`MIGRATING\.md#([a-z0-9-]+)`)
	headings := migrate.Headings()
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for _, m := range cites.FindAllStringSubmatch(d.Message, -1) {
				if _, ok := headings[m[1]]; !ok {
					t.Errorf("%s: %q cites #%s, which is not one of the headings", r.Pass.Fset.Position(d.Pos), d.Message, m[1])
				}
			}
			if len(d.SuggestedFixes) == 0 && !cites.MatchString(d.Message) {
				t.Errorf("%s: %q is a report without a fix and cites no section", r.Pass.Fset.Position(d.Pos), d.Message)
			}
			// The command prints the category; it must say whether
			// the diagnostic is a rewrite, one with a note, or a
			// report that needs a person.
			var want string
			switch {
			case len(d.SuggestedFixes) == 0:
				want = migrate.CategoryReport
			case cites.MatchString(d.Message):
				want = migrate.CategoryNote
			default:
				want = migrate.CategoryRewrite
			}
			if d.Category != want {
				t.Errorf("%s: %q has the category %q, want %q", r.Pass.Fset.Position(d.Pos), d.Message, d.Category, want)
			}
		}
	}
}

// anchor returns the anchor that GitHub gives to a Markdown heading.
func anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimLeft(heading, "# ")) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

func TestHeadingAnchors(t *testing.T) {
	for a, h := range migrate.Headings() {
		if got := anchor(h); got != a {
			t.Errorf("the anchor of %q is %q, not %q", h, got, a)
		}
	}
}

// TestHeadingsInGuide checks that MIGRATING.md has every heading the
// analyzer cites.
func TestHeadingsInGuide(t *testing.T) {
	data, err := os.ReadFile("../MIGRATING.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := make(map[string]bool)
	for _, l := range strings.Split(string(data), "\n") {
		lines[strings.TrimSpace(l)] = true
	}
	if !lines["## Silent changes"] {
		t.Skip("skipped: ../MIGRATING.md has no heading \"## Silent changes\"; it is the guide for go-urn v1.4.0, without the sections the analyzer cites")
	}
	for _, h := range migrate.Headings() {
		if !lines[h] {
			t.Errorf("MIGRATING.md has no heading %q", h)
		}
	}
}
