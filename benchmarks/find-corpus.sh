#!/usr/bin/env bash
# find-corpus.sh times `urn find` against ripgrep on the inputs that
# people point it at, each pair in turn in one run, and prints the best
# and the median wall time of each and their ratios:
#
#   tree    the Go distribution's source tree, $(go env GOROOT)/src:
#           urn find -r against rg -o -i with a URN regex, every file
#   rfc48   96 MiB of RFC text in 48 files of 2 MiB: the same pair
#   rfc1    the same 96 MiB as one file: urn find against the literal
#           scan rg --no-mmap -c -i -F urn:, which parses nothing
#   dense   64 MiB of lines each with a URN, as find-vs-rg.sh makes
#           them: urn find against rg -o -i with the URN regex
#
#   bash find-corpus.sh              # 3 rounds
#   ROUNDS=7 bash find-corpus.sh
#
# The RFC text is the documents of ../../shared/findeval/rfc and
# ../../shared/spec/sources, repeated to 96 MiB, written to a temporary
# directory; without them the rfc rows are skipped, with a message.
# Needs ripgrep (rg); without it, says so and exits 0.
set -euo pipefail
cd "$(dirname "$0")"

rounds=${ROUNDS:-3}
regex='urn:[a-z0-9][a-z0-9-]{0,31}:[a-z0-9()+,.:=@;$_!*%/?#~&-]+'

if ! command -v rg >/dev/null; then
	echo "find-corpus.sh: skipped: ripgrep (rg) is not installed (apt-get install ripgrep)"
	exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd .. && go build -o "$work/urn" ./cmd/urn)
tree=$(go env GOROOT)/src

shared=../../shared
if [ -d "$shared/findeval/rfc" ] && [ -d "$shared/spec/sources" ]; then
	cat "$shared"/findeval/rfc/*.txt $(find "$shared/spec/sources" -name '*.txt' | LC_ALL=C sort) >"$work/base"
	mkdir "$work/rfc48"
	: >"$work/rfc1"
	while (($(stat -c %s "$work/rfc1") < 96 << 20)); do cat "$work/base" >>"$work/rfc1"; done
	truncate -s $((96 << 20)) "$work/rfc1"
	split -b $((2 << 20)) -d -a 2 --additional-suffix=.txt "$work/rfc1" "$work/rfc48/part"
else
	echo "find-corpus.sh: rfc48 and rfc1 skipped: $shared/findeval/rfc or $shared/spec/sources not found"
fi

# The dense text of find-vs-rg.sh (dense-text.awk): lines of about 64
# bytes, each with one URN of ../testdata/real-urns.txt.
awk -v want=$((64 << 20)) -f dense-text.awk ../testdata/real-urns.txt >"$work/dense"

# seconds runs a command with its output thrown away and prints its
# wall time in seconds.
seconds() {
	local start=$EPOCHREALTIME
	"$@" >/dev/null 2>&1 || true
	local end=$EPOCHREALTIME
	awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f\n", e - s }'
}

# pair times the urn command against the rg command, in turn, rounds
# times, after one run of each to warm the page cache, and prints a row.
pair() {
	local name=$1 urncmd=$2 rgcmd=$3 r
	eval "$urncmd" >/dev/null 2>&1 || true
	eval "$rgcmd" >/dev/null 2>&1 || true
	: >"$work/u" && : >"$work/g"
	for ((r = 1; r <= rounds; r++)); do
		if ((r % 2)); then
			seconds eval "$urncmd" >>"$work/u"
			seconds eval "$rgcmd" >>"$work/g"
		else
			seconds eval "$rgcmd" >>"$work/g"
			seconds eval "$urncmd" >>"$work/u"
		fi
	done
	local ub um gb gm
	ub=$(sort -n "$work/u" | head -1)
	gb=$(sort -n "$work/g" | head -1)
	um=$(sort -n "$work/u" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
	gm=$(sort -n "$work/g" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
	awk -v n="$name" -v ub="$ub" -v um="$um" -v gb="$gb" -v gm="$gm" -v rg="$4" \
		'BEGIN { printf "| %s | %.3f | %.3f | %s | %.3f | %.3f | %.2f | %.2f |\n", n, ub, um, rg, gb, gm, ub / gb, um / gm }'
}

echo "# $(go version), $(getconf _NPROCESSORS_ONLN) CPUs, $(rg --version | sed -n 1p), $rounds rounds"
echo "# tree: $(find "$tree" -type f | wc -l) files, $(du -sm "$tree" | cut -f1) MiB"
echo
echo "| input | urn find best s | median s | against | best s | median s | ratio of best | ratio of medians |"
echo "| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |"
rgre="rg -o -i --no-ignore --hidden '$regex'"
pair tree "'$work/urn' find -r '$tree'" "$rgre '$tree'" "rg -o -i (regex)"
if [ -d "$work/rfc48" ]; then
	pair rfc48 "'$work/urn' find -r '$work/rfc48'" "$rgre '$work/rfc48'" "rg -o -i (regex)"
	pair rfc1 "'$work/urn' find '$work/rfc1'" "rg --no-mmap -c -i -F urn: '$work/rfc1'" "rg -c -i -F urn:"
fi
pair dense "'$work/urn' find '$work/dense'" "rg -o -i '$regex' '$work/dense'" "rg -o -i (regex)"
