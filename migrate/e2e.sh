#!/usr/bin/env bash
# End-to-end check of urnmigrate on published modules that import
# github.com/leodido/go-urn. For each module, at the version pinned
# below, it takes a copy from the module proxy, runs urnmigrate -fix,
# points the module at the library in the parent directory, and then
# builds, vets and tests the result. Nothing it fetches is kept.
#
#   bash e2e.sh    # from anywhere; needs the go command and the module proxy
set -euo pipefail
cd "$(dirname "$0")"
migrate=$(pwd)
lib=$(cd .. && pwd)

work=$(mktemp -d)
trap 'chmod -R u+w "$work" && rm -rf "$work"' EXIT

go build -o "$work/urnmigrate" ./cmd/urnmigrate

# check MODULE VERSION SKIP [GOMOD]: SKIP is the -skip pattern of the
# module's tests that the migration is known to change (see README.md);
# GOMOD is the go.mod to give a module that has none.
check() {
	local mod=$1 version=$2 skip=$3 gomod=${4:-}
	printf '\n-- %s@%s\n' "$mod" "$version"
	local src dir=$work/$(basename "$mod")
	src=$(go mod download -json "$mod@$version" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
	cp -R "$src" "$dir"
	chmod -R u+w "$dir"
	cd "$dir"
	if [ -n "$gomod" ]; then
		printf '%s\n' "$gomod" >go.mod
		go mod tidy
	fi
	go mod download
	grep -rl --include='*.go' 'github.com/leodido/go-urn' . | sort >"$work/before"
	echo "files importing go-urn: $(tr '\n' ' ' <"$work/before")"

	# Through go vet, which fails on the diagnostics it prints.
	if go vet -vettool="$work/urnmigrate" . >"$work/vet" 2>&1 ||
		! grep -q 'import github.com/urnkit/urn in place of github.com/leodido/go-urn' "$work/vet"; then
		cat "$work/vet"
		echo "go vet -vettool=urnmigrate did not report the import"
		return 1
	fi

	# Without -fix, urnmigrate prints every diagnostic (a rewrite, or a
	# report that cites MIGRATING.md) and exits 3 when it printed any;
	# with -fix it applies the rewrites and prints nothing.
	local status=0
	"$work/urnmigrate" ./... >"$work/report" 2>&1 || status=$?
	if [ "$status" -ne 0 ] && [ "$status" -ne 3 ]; then
		cat "$work/report"
		return 1
	fi
	echo "urnmigrate ./... printed:"
	sed "s|$dir/||" "$work/report"
	echo "reports without a rewrite: $(grep -c '(MIGRATING\.md#[a-z0-9-]*)$' "$work/report" || true)"
	"$work/urnmigrate" -fix ./...
	if grep -rl --include='*.go' 'github.com/leodido/go-urn' .; then
		echo "go-urn is still imported after the rewrite"
		return 1
	fi
	echo "rewritten:"
	diff -ru "$src" . | grep '^[-+][^-+]' || true

	go mod edit -require=github.com/urnkit/urn@v0.0.0 -replace=github.com/urnkit/urn="$lib"
	go mod tidy
	go build ./...
	go vet ./...
	go test -count=1 ${skip:+-skip "$skip"} ./...
	cd "$migrate"
}

# validator v10: the tags urn_rfc2141 (go-urn's default mode) and
# urn_rfc8141 (RFC8141Only). TestUrnRFC8141 holds the three inputs on
# which go-urn v1.5.0 and urnkit disagree in RFC 8141 mode.
check github.com/go-playground/validator/v10 v10.30.4 '^TestUrnRFC8141$'

# validator v9, the last release of its gopkg.in path: the tag
# urn_rfc2141 in go-urn's default mode. It has no go.mod; these are the
# versions of its dependencies at that release.
check gopkg.in/go-playground/validator.v9 v9.31.0 '' 'module gopkg.in/go-playground/validator.v9

go 1.24

require (
	github.com/go-playground/locales v0.13.0
	github.com/go-playground/universal-translator v0.17.0
	github.com/leodido/go-urn v1.5.0
	gopkg.in/go-playground/assert.v1 v1.2.1
)'

printf '\n-- ok\n'
