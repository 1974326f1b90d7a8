#!/usr/bin/env bash
# Runs the parser comparison of this module (BenchmarkParse: weburl, net/url
# and nlnwa/whatwg-url over every URL list) and prints the Markdown results
# table of README.md on standard output; go test's output goes to standard
# error as it runs.
#
# Usage: bench/table.sh [-count N] [-benchtime T] [-bench REGEXP] [-o DIR]
#
#   -count N        runs of the benchmarks, one process each; the table gives
#                   the medians (default 20)
#   -benchtime T    go test -benchtime of each run (default 500ms)
#   -bench REGEXP   the benchmarks to run (default '^BenchmarkParse$')
#   -o DIR          where to write raw.txt and table.md (default bench/out)
#
# DIR/raw.txt is go test's output between "# key: value" lines that describe
# the run (date, machine, Go, flags, load averages, data); benchstat reads it
# as it is. DIR/table.md is the table. The defaults take about 3 minutes on
# an idle 2-core machine.
#
# The URL lists come from $WEBURL_BENCH_DATA, or else ../shared/bench/data
# beside the repository; without them the benchmarks fail.
set -euo pipefail

count=20
benchtime=500ms
bench='^BenchmarkParse$'
out=
usage() {
	sed -n '/^# Usage/,/^#   -o/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
	exit 2
}
while (($# > 0)); do
	case $1 in
	-count | -benchtime | -bench | -o)
		(($# >= 2)) || usage
		case $1 in
		-count) count=$2 ;;
		-benchtime) benchtime=$2 ;;
		-bench) bench=$2 ;;
		-o) out=$2 ;;
		esac
		shift 2
		;;
	*) usage ;;
	esac
done
[[ $count =~ ^[1-9][0-9]*$ ]] || {
	echo "table.sh: -count must be a positive number" >&2
	exit 2
}

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${out:-$here/out}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$here"

# The module needs Go 1.27: keep GOTOOLCHAIN if it names go1.27 or newer,
# as scripts/test.sh does.
if [[ ${GOTOOLCHAIN:-} =~ ^go1\.([0-9]+) ]] && ((BASH_REMATCH[1] >= 27)); then
	:
else
	export GOTOOLCHAIN=${GOTOOLCHAIN_PROJECT:-go1.27.3}
fi

go build -o "$out/benchtable" ./cmd/benchtable
go test -c -o "$out/bench.test" .
"$out/benchtable" -header -flags "-bench '$bench' -benchmem -benchtime $benchtime, $count runs" >"$out/raw.txt"
# One process per run, rather than -count: go test -count runs each
# sub-benchmark N times in a row, so a spell of load from other jobs would
# land on a few parsers only. Run by run, it spreads over all of them.
for ((i = 1; i <= count; i++)); do
	echo "table.sh: run $i of $count" >&2
	"$out/bench.test" -test.run '^$' -test.bench "$bench" -test.benchmem \
		-test.benchtime "$benchtime" -test.count 1 -test.timeout 0 |
		tee -a "$out/raw.txt" >&2
done
"$out/benchtable" -after >>"$out/raw.txt"
"$out/benchtable" "$out/raw.txt" >"$out/table.md"
cat "$out/table.md"
echo "table.sh: wrote $out/raw.txt and $out/table.md" >&2
