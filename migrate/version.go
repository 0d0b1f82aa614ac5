package migrate

import (
	"os"
	"path/filepath"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/semver"
)

// describedVersion is the go-urn version whose behaviour the notes
// describe when the module's go.mod does not say which it requires.
const describedVersion = "v1.5.0"

// goURNVersion returns the version of go-urn that the go.mod file of the
// module holding dir requires (after its replace directives), or "" when
// there is no such go.mod, it cannot be read, or it does not require
// go-urn.
func goURNVersion(dir string) string {
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil {
			return requiredVersion(data)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// requiredVersion returns the version of go-urn that the go.mod file
// data requires, or "".
func requiredVersion(data []byte) string {
	f, err := modfile.Parse("go.mod", data, nil)
	if err != nil {
		return ""
	}
	v := ""
	for _, r := range f.Require {
		if r.Mod.Path == GoURNPath {
			v = r.Mod.Version
		}
	}
	for _, r := range f.Replace {
		if r.Old.Path != GoURNPath || r.Old.Version != "" && r.Old.Version != v {
			continue
		}
		if r.New.Version == "" {
			return "" // a directory: its version is unknown
		}
		v = r.New.Version
	}
	if !semver.IsValid(v) {
		return ""
	}
	return v
}

// goURNBefore reports whether the version v of go-urn is known and older
// than want.
func goURNBefore(v, want string) bool {
	return v != "" && semver.Compare(v, want) < 0
}

// versionName names the go-urn version v in a note, or describedVersion
// when v is "".
func versionName(v string) string {
	if v == "" {
		return "go-urn " + describedVersion + " (assumed: go.mod names no go-urn version)"
	}
	return "go-urn " + v
}

// versionNotes returns, for each syntax that parser names, what urnkit's
// Parse judges differently from the go-urn version v in that mode, or from
// describedVersion, named, when v is "".
func versionNotes(v string) map[string]string {
	which := versionName(v)
	n2141 := "it refuses a % not followed by two hex digits (urn:example:a%zz) and %00, which " + which + " accepted"
	if !goURNBefore(v, "v1.3.0") {
		// From v1.3.0, go-urn refuses a NID that begins with u and
		// has a : four characters on.
		n2141 += ", and accepts NIDs that begin with u and have a : four characters on (urn:uic:x, urn:u:x:y), which " + which + " refused"
	}
	n8141 := "it refuses a % not followed by two hex digits (urn:example:a%zz) and a ?= right after an r-component (urn:example:a?+r?=), which " + which + " accepted, and accepts NIDs that begin with urn- (urn:urn-s:x) and a second ?+ or ?= inside a component (urn:example:a?+r?+s), which " + which + " refused"
	if goURNBefore(v, "v1.5.0") {
		// v1.4.0 returned true and a nil *URN where the error lies
		// after the NSS.
		n8141 += "; it also refuses urn:example:a?x and urn:example:a#b#c, for which " + which + " returned true and a nil *URN"
	}
	return map[string]string{
		syntax2141:    n2141 + " (MIGRATING.md#" + sec2141Inputs + ")",
		syntax8141:    n8141 + " (MIGRATING.md#" + sec8141Inputs + ")",
		syntaxMachine: "it refuses or accepts some inputs that the machine of " + which + " judged otherwise, as listed for its syntax (MIGRATING.md#" + secInputs + ")",
	}
}

// jsonFieldNote says what a field rewritten to urn.RFC2141URN decodes
// otherwise than go-urn v's URN did.
func jsonFieldNote(v string) string {
	which := versionName(v)
	n := "it decodes \"\" and null to the zero URN where " + which + " returned an error, and refuses a % not followed by two hex digits (urn:example:a%zz) and %00"
	if !goURNBefore(v, "v1.3.0") {
		n += ", and accepts NIDs such as uic that " + which + " refused"
	}
	return n + ", and its errors have urnkit's text, not \"invalid URN: ...\" (MIGRATING.md#" + secJSONWidens + ")"
}
