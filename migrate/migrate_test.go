package migrate_test

import (
	"testing"

	"github.com/urnkit/urn/migrate"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestAnalyzer(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), migrate.Analyzer, "basic", "plain", "machine", "values", "reports")
}
