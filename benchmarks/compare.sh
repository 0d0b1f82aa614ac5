#!/usr/bin/env bash
# compare.sh times urnkit and go-urn on the same inputs and prints one
# table: for each operation and class, ns/op and allocs/op of each
# library and the ratio go-urn/urnkit, with the baselines (indexbyte,
# plain) beside them. It needs only Go: benchstat is run at a pinned
# version through the module proxy.
#
#   bash compare.sh                          # 6 rounds of 200ms per benchmark
#   ROUNDS=10 BENCHTIME=500ms bash compare.sh
#   BENCH=Parse bash compare.sh              # one operation
#   BENCH='Equal|Compare' bash compare.sh    # parsed URNs
#   RESULTS=results.txt bash compare.sh      # only print the table of saved results
#
# The libraries run interleaved, in alternating order, one benchmark
# binary for all rounds: on a shared, noisy machine each library then
# sees the same conditions. The raw results are kept in $OUT
# (default: a temporary file) for benchstat or later comparison.
set -euo pipefail
cd "$(dirname "$0")"

rounds=${ROUNDS:-6}
benchtime=${BENCHTIME:-200ms}
ops=${BENCH:-Parse|Equivalent|Normalize|Equal|Compare|Sort}
benchstat=golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=${RESULTS:-${OUT:-$work/results.txt}}

if [ -z "${RESULTS:-}" ]; then
	: >"$out"
	go test -c -o "$work/bench.test" .
else
	rounds=0
fi

libs=(urnkit go-urn indexbyte plain)
for ((r = 1; r <= rounds; r++)); do
	order=("${libs[@]}")
	if ((r % 2 == 0)); then
		order=(plain indexbyte go-urn urnkit)
	fi
	for lib in "${order[@]}"; do
		printf 'round %d/%d: %s\n' "$r" "$rounds" "$lib" >&2
		"$work/bench.test" -test.run '^$' -test.bench "^Benchmark(${ops})\$/./^lib=${lib}\$" \
			-test.benchmem -test.benchtime "$benchtime" >>"$out"
	done
done

echo "# $(go version), $(getconf _NPROCESSORS_ONLN) CPUs: $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //')"
if [ -z "${RESULTS:-}" ]; then
	echo "# bash compare.sh with ROUNDS=$rounds BENCHTIME=$benchtime; medians of $rounds runs"
fi
echo
go run "$benchstat" -format csv -col /lib "$out" 2>/dev/null | awk -F, '
	# benchstat -format csv prints one section per unit. Keep the medians
	# of sec/op and allocs/op, by benchmark and library.
	/^,urnkit/ || /^,indexbyte/ || /^,go-urn/ || /^,plain/ { n = split($0, hdr, ","); next }
	/^,sec\/op/ { unit = "ns"; next }
	/^,allocs\/op/ { unit = "allocs"; next }
	/^,B\/s/ { unit = "Bps"; next }
	/^,/ { unit = ""; next }
	unit != "" && $1 != "" && $1 != "geomean" {
		name = $1; sub(/-[0-9]+$/, "", name)
		if (!(name in seen)) { seen[name] = 1; names[++count] = name }
		for (i = 2; i <= n; i++) if (hdr[i] != "" && $i != "") {
			v = $i; if (unit == "ns") v *= 1e9
			val[name, hdr[i], unit] = v
		}
	}
	function num(x, unit) {
		if (x == "") return "-"
		if (unit == "allocs") return sprintf("%d", x + 0.5)
		if (x >= 1000) return sprintf("%.0f", x)
		if (x >= 100) return sprintf("%.1f", x)
		return sprintf("%.2f", x)
	}
	END {
		print "| benchmark | urnkit ns/op | go-urn ns/op | go-urn/urnkit | urnkit allocs/op | go-urn allocs/op | indexbyte ns/op | plain ns/op | urnkit/plain |"
		print "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
		for (k = 1; k <= count; k++) {
			name = names[k]
			ours = val[name, "urnkit", "ns"]; theirs = val[name, "go-urn", "ns"]
			ratio = (ours > 0 && theirs != "") ? sprintf("%.1fx", theirs / ours) : "-"
			if (ratio != "-") {
				op = name; sub(/\/.*/, "", op)
				ratios[op, ++nratios[op]] = theirs / ours
				if (!(op in opseen)) { opseen[op] = 1; oplist[++nops] = op }
			}
			plain = val[name, "plain", "ns"]
			pratio = (plain > 0 && ours != "") ? sprintf("%.2fx", ours / plain) : "-"
			if (pratio != "-") {
				op = name; sub(/\/.*/, "", op)
				pratios[op, ++npratios[op]] = ours / plain
				if (!(op in popseen)) { popseen[op] = 1; poplist[++npops] = op }
			}
			if (val[name, "urnkit", "Bps"] != "")
				speed = speed sprintf("%s: urnkit %.2f GB/s, go-urn %.2f GB/s\n", name,
					val[name, "urnkit", "Bps"] / 1e9, val[name, "go-urn", "Bps"] / 1e9)
			printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", name, num(ours, "ns"), num(theirs, "ns"), ratio,
				num(val[name, "urnkit", "allocs"], "allocs"), num(val[name, "go-urn", "allocs"], "allocs"),
				num(val[name, "indexbyte", "ns"], "ns"), num(plain, "ns"), pratio
		}
		print ""
		printf "%s", speed
		for (k = 1; k <= nops; k++) {
			op = oplist[k]; m = nratios[op]
			for (i = 1; i <= m; i++) r[i] = ratios[op, i]
			for (i = 2; i <= m; i++) for (j = i; j > 1 && r[j-1] > r[j]; j--) { t = r[j]; r[j] = r[j-1]; r[j-1] = t }
			median = (m % 2) ? r[(m+1)/2] : (r[m/2] + r[m/2+1]) / 2
			geo = 0
			for (i = 1; i <= m; i++) geo += log(r[i])
			printf "%s: go-urn/urnkit median %.1fx, geomean %.2fx over %d classes, lowest %.2fx\n", op, median, exp(geo / m), m, r[1]
		}
		for (k = 1; k <= npops; k++) {
			op = poplist[k]; m = npratios[op]; geo = 0; worst = 0
			for (i = 1; i <= m; i++) { geo += log(pratios[op, i]); if (pratios[op, i] > worst) worst = pratios[op, i] }
			printf "%s: urnkit/plain geomean %.2fx over %d classes, highest %.2fx\n", op, exp(geo / m), m, worst
		}
	}'
