#!/usr/bin/env bash
# find-vs-rg.sh times `urn find` against ripgrep printing every match of
# the regular expression a developer would write for URNs, on the same
# text, side by side in one run, and reports the time and the largest
# resident set size of each (from /usr/bin/time -v).
#
#   bash find-vs-rg.sh                 # 64 MiB of text with a million URNs, 3 rounds
#   ROUNDS=5 MIB=16 bash find-vs-rg.sh
#
# The text is made here: lines of prose-like filler, each with one URN
# from ../testdata/real-urns.txt, in turn, in a wrapper or after a
# label. It needs ripgrep (rg) and GNU time; without them it says so
# and exits 0.
set -euo pipefail
cd "$(dirname "$0")"

rounds=${ROUNDS:-3}
mib=${MIB:-64}
regex='urn:[a-z0-9][a-z0-9-]{0,31}:[a-z0-9()+,.:=@;$_!*%/?#~&-]+'

if ! command -v rg >/dev/null; then
	echo "find-vs-rg.sh: skipped: ripgrep (rg) is not installed (apt-get install ripgrep)"
	exit 0
fi
if ! [ -x /usr/bin/time ]; then
	echo "find-vs-rg.sh: skipped: GNU time (/usr/bin/time) is not installed"
	exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd .. && go build -o "$work/urn" ./cmd/urn)

# Lines of about 64 bytes, each with one URN: a million to 64 MiB.
awk -v want=$((mib << 20)) -f dense-text.awk ../testdata/real-urns.txt >"$work/text"

count() { "$@" | wc -l; }
echo "# $(go version), $(getconf _NPROCESSORS_ONLN) CPUs, $(rg --version | sed -n 1p)"
echo "# text: $(($(wc -c <"$work/text") >> 20)) MiB, $(wc -l <"$work/text") lines"
echo "# matches: urn find $(count "$work/urn" find "$work/text"), rg -o $(count rg -o -i --no-filename --no-line-number "$regex" "$work/text")"
echo
echo "| round | tool | seconds | max RSS (KiB) |"
echo "| ---: | --- | ---: | ---: |"
measure() {
	local name=$1
	shift
	/usr/bin/time -v "$@" >/dev/null 2>"$work/time" || true
	local secs rss
	secs=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time")
	rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time")
	echo "| $r | $name | $secs | $rss |"
	echo "$name $secs" >>"$work/times"
}
for ((r = 1; r <= rounds; r++)); do
	# Alternate the order, so that each sees the same conditions.
	if ((r % 2)); then
		measure "urn find" "$work/urn" find "$work/text"
		measure "rg -o" rg -o -i "$regex" "$work/text"
	else
		measure "rg -o" rg -o -i "$regex" "$work/text"
		measure "urn find" "$work/urn" find "$work/text"
	fi
done
echo
# Medians, which a run disturbed by other work on the machine moves
# least.
median() { grep "^$1 " "$work/times" | awk '{ print $NF }' | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
u=$(median "urn find")
g=$(median "rg -o")
awk -v u="$u" -v g="$g" 'BEGIN { printf "median of %s rounds: urn find %.2f s, rg -o %.2f s: urn find is %.2fx faster\n", '"$rounds"', u, g, g / u }'
