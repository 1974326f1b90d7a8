#!/usr/bin/env bash
# Runs the parser comparison of this module (BenchmarkParse: weburl, net/url
# and nlnwa/whatwg-url over every URL list and the data derived from them)
# beside ada, the C++ parser of Node.js (bench/ada/harness.cpp, on the same
# inputs), and prints the Markdown results table of bench/README.md on standard
# output; the benchmarks' output goes to standard error as they run.
#
# Usage: bench/table.sh [-count N] [-benchtime T] [-bench REGEXP] [-rt] [-base REV] [-o DIR]
#
#   -count N        runs of the benchmarks, one process each; the table gives
#                   the medians (default 20)
#   -benchtime T    go test -benchtime of each run (default 500ms)
#   -bench REGEXP   the benchmarks to run (default '^BenchmarkParse$')
#   -rt             run the benchmark processes (ours and ada's) at real-time
#                   priority (chrt -f 50, which needs root or CAP_SYS_NICE),
#                   so that other processes of a shared machine do not take
#                   their cores while they run; the builds stay at normal
#                   priority
#   -base REV       also time weburl as it was at the git revision REV (its
#                   bench module's BenchmarkParse, parser=weburl), in every run
#                   beside this tree's and ada's, as the parser "weburl@REV":
#                   a speed guard against REV measured in the same minutes,
#                   which a table of REV made on another day is not
#   -o DIR          where to write raw.txt, table.md and summary.md (bench/out)
#
# DIR/raw.txt is go test's output between "# key: value" lines that describe
# the run (date, machine, Go, flags, load averages, data); benchstat reads it
# as it is. DIR/table.md is the table. The defaults take about 3 minutes on
# an idle 2-core machine.
#
# The URL lists come from $WEBURL_BENCH_DATA, or else ../shared/bench/data
# beside the repository; without them the benchmarks fail. The derived data
# needs urltestdata.json, which scripts/fetch-wpt.sh fetches.
#
# ada v3.4.4 comes from $WEBURL_ADA_DIR, or ../shared/peers/ada-3.4.4 beside
# the repository, or else its release's single-header archive is downloaded
# into DIR/ada-3.4.4; ada.h and ada.cpp are checked against the SHA-256
# sums below either way. The harness is built with g++ (about 20 s). Where
# g++ or ada cannot be had, the table says why and goes on without ada.
set -euo pipefail

count=20
benchtime=500ms
bench='^BenchmarkParse$'
rt=()
base=
out=
usage() {
	sed -n '/^# Usage/,/^#   -o/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
	exit 2
}
while (($# > 0)); do
	case $1 in
	-rt)
		rt=(chrt -f 50)
		shift
		;;
	-count | -benchtime | -bench | -base | -o)
		(($# >= 2)) || usage
		case $1 in
		-count) count=$2 ;;
		-base) base=$2 ;;
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

source ../scripts/go-toolchain.sh

../scripts/fetch-wpt.sh urltestdata.json
go build -o "$out/benchtable" ./cmd/benchtable
go test -c -o "$out/bench.test" .
if [[ -n $base ]]; then
	# The base revision's tree, from git archive, with this tree's WPT data.
	rev=$(git -C "$here" rev-parse --short "$base^{commit}")
	rm -rf "$out/base-tree" && mkdir -p "$out/base-tree"
	git -C "$here/.." archive "$rev" | tar -x -C "$out/base-tree"
	mkdir -p "$out/base-tree/testdata/wpt"
	cp ../testdata/wpt/urltestdata.json "$out/base-tree/testdata/wpt/"
	(cd "$out/base-tree/bench" && go test -c -o "$out/base.test" .)
fi
"$out/benchtable" -header -flags "-bench '$bench' -benchmem -benchtime $benchtime, $count runs${rt:+, run with ${rt[*]}}${base:+, beside weburl@$rev}" >"$out/raw.txt"

# ada, the peer: its pinned sources, its harness, and the inputs as files.
ada_version=3.4.4
ada_url=https://github.com/ada-url/ada/releases/download/v$ada_version/singleheader.zip
ada_sums="77228dc178cd6d2f321ac15dc4bcb0ce925281c2381fa070ccc79122750e494f  ada.h
85651851ea467d9a11a967fb6b4fa5bb3ccdc671fcb154ff4ebd1ae4f41e1889  ada.cpp"
ada=
no_ada() {
	echo "table.sh: ada not measured: $*" >&2
	echo "# peer: ada not measured: $*" >>"$out/raw.txt"
}
find_ada() {
	local dir=${WEBURL_ADA_DIR:-$here/../../shared/peers/ada-$ada_version}
	if [[ ! -f $dir/ada.cpp ]]; then
		dir=$out/ada-$ada_version
		if [[ ! -f $dir/ada.cpp ]]; then
			echo "table.sh: downloading $ada_url" >&2
			mkdir -p "$dir"
			curl -fsSL -o "$dir/singleheader.zip" "$ada_url" &&
				(cd "$dir" && python3 -m zipfile -e singleheader.zip .) ||
				{
					echo "the download of $ada_url failed"
					return 1
				}
		fi
	fi
	if ! (cd "$dir" && sha256sum -c --quiet - <<<"$ada_sums") >&2; then
		echo "ada.h or ada.cpp in $dir is not ada $ada_version's (SHA-256 mismatch)"
		return 1
	fi
	echo "$dir"
}
if [[ $bench != '^BenchmarkParse$' ]]; then
	no_ada "-bench is not the default"
elif ! command -v g++ >/dev/null 2>&1; then
	no_ada "g++ is not installed"
elif ! ada_dir=$(find_ada); then
	no_ada "$ada_dir"
else
	echo "table.sh: building the ada harness with g++ -O3 from $ada_dir" >&2
	if g++ -O3 -std=c++20 -I "$ada_dir" -o "$out/ada.harness" ada/harness.cpp "$ada_dir/ada.cpp"; then
		mkdir -p "$out/cases"
		"$out/benchtable" -cases "$out/cases"
		ada=$out/ada.harness
		echo "# peer: ada $ada_version, $(g++ --version | head -n 1), -O3" >>"$out/raw.txt"
	else
		no_ada "the harness did not build"
	fi
fi
# The harness takes the benchmark time in milliseconds.
case $benchtime in
*ms) ada_ms=${benchtime%ms} ;;
*s) ada_ms=$(awk -v s="${benchtime%s}" 'BEGIN { print s * 1000 }') ;;
*) ada_ms=500 ;;
esac
# run_base times the base revision's weburl (-base), named weburl@REV; the
# runs take turns at going first and last.
run_base() {
	(cd "$out/base-tree/bench" && "${rt[@]}" "$out/base.test" -test.run '^$' -test.bench 'BenchmarkParse/parser=weburl/' \
		-test.benchmem -test.benchtime "$benchtime" -test.count 1 -test.timeout 0) |
		sed "s|/parser=weburl/|/parser=weburl@$rev/|" | tee -a "$out/raw.txt" >&2
}
# One process per run, rather than -count: go test -count runs each
# sub-benchmark N times in a row, so a spell of load from other jobs would
# land on a few parsers only. Run by run, it spreads over all of them.
for ((i = 1; i <= count; i++)); do
	echo "table.sh: run $i of $count" >&2
	if [[ -n $base ]] && ((i % 2 == 1)); then run_base; fi
	"${rt[@]}" "$out/bench.test" -test.run '^$' -test.bench "$bench" -test.benchmem \
		-test.benchtime "$benchtime" -test.count 1 -test.timeout 0 |
		tee -a "$out/raw.txt" >&2
	if [[ -n $ada ]]; then
		"${rt[@]}" "$ada" "$ada_ms" "$out"/cases/*.cases | tee -a "$out/raw.txt" >&2
	fi
	if [[ -n $base ]] && ((i % 2 == 0)); then run_base; fi
done
"$out/benchtable" -after >>"$out/raw.txt"
"$out/benchtable" "$out/raw.txt" >"$out/table.md"
"$out/benchtable" -summary "$out/raw.txt" >"$out/summary.md"
cat "$out/table.md"
echo "table.sh: wrote $out/raw.txt, $out/table.md and $out/summary.md (the short table of bench/README.md)" >&2
