#!/usr/bin/env bash
# Runs the suite the way README.md tells a maintainer who has node and
# nothing else, from a fresh clone of the repository and with node alone
# on PATH (no Go, no npm): the answers come from js/reference.mjs,
# standing in for the maintainer's own runner, and check.mjs checks
# them. It fails when a step of the README fails, prints no summary, or
# finds Go.
#
#   bash conformance/js/node-only.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
node=$(command -v node)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

git clone -q "$repo" "$tmp/urn"
mkdir "$tmp/bin"
ln -s "$node" "$tmp/bin/node"

start=$(date +%s)
out=$(cd "$tmp/urn/conformance" && env -i HOME="$tmp" PATH="$tmp/bin" "$BASH" -euo pipefail -c '
	if command -v go >/dev/null; then
		echo "node-only: go is on PATH" >&2
		exit 1
	fi
	# The steps of README.md, "Running the suite with node alone".
	node js/reference.mjs --answers answers.json
	node check.mjs answers.json
	node check.mjs --strict --examples 0 answers.json >/dev/null
	node check.mjs --help >/dev/null
')
end=$(date +%s)
printf '%s\n' "$out"
case $out in
*"URN conformance suite version"*"all: "*) ;;
*)
	echo "node-only: check.mjs printed no summary" >&2
	exit 1
	;;
esac
echo "node-only: the README's steps ran from a fresh clone with node alone on PATH, in $((end - start)) s"
