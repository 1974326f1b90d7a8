#!/usr/bin/env bash
# Times two versions of the library against each other with the root
# suite's benchmarks, so that where the linker puts the code does not
# decide the result: each version is built three times, with its functions
# aligned to 16, 32 and 64 bytes (-ldflags=-funcalign), and the six test
# binaries run in turn, round after round, each round in a new order of
# the two versions. A change that moves the functions after it by a few
# lines can make a loop elsewhere cross a line or land on other cache sets,
# and move a dataset's time by 5% either way (bench/README.md, "Comparing
# two versions"): a single pair of builds times that as much as the change. The three
# alignments pooled give both versions the same spread of layouts.
#
# Usage: bench/compare.sh [-rounds N] [-bench REGEXP] [-benchtime T] [-rt] [-o DIR] OLD NEW
#
#   -rounds N       rounds; each runs every binary once (default 10)
#   -bench REGEXP   the benchmarks (default '^Benchmark(Std)?Parse$': weburl
#                   and net/url, one run of each version's net/url showing
#                   how much the machine moved between them)
#   -benchtime T    go test -benchtime of each run (default 200ms)
#   -rt             run the benchmark binaries at real-time priority (chrt -f
#                   50, which needs root or CAP_SYS_NICE), so that other
#                   processes of a shared machine do not take their cores;
#                   the builds stay at normal priority
#   -o DIR          where to write the builds and results (default a new
#                   temporary folder, kept)
#   OLD, NEW        git revisions of this repository, or "." for the working
#                   tree as it is
#
# DIR/old.txt and DIR/new.txt hold the runs of the three builds of each
# version; DIR/{old,new}.alignN.txt those of one build. Where benchstat is
# installed (see bench/README.md), the script prints its comparison of the
# times in old.txt and new.txt, and then one per alignment.
# The benchmarks run with GOMAXPROCS=1 unless GOMAXPROCS is set. About
# 3 minutes with the defaults, and the builds.
set -euo pipefail

rounds=10
bench='^Benchmark(Std)?Parse$'
benchtime=200ms
rt=()
out=
usage() {
	sed -n '/^# Usage/,/^#                   tree/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
	exit 2
}
while (($# > 0)); do
	case $1 in
	-rt)
		rt=(chrt -f 50)
		shift
		;;
	-rounds | -bench | -benchtime | -o)
		(($# >= 2)) || usage
		case $1 in
		-rounds) rounds=$2 ;;
		-bench) bench=$2 ;;
		-benchtime) benchtime=$2 ;;
		-o) out=$2 ;;
		esac
		shift 2
		;;
	-*) usage ;;
	*) break ;;
	esac
done
(($# == 2)) || usage
[[ $rounds =~ ^[1-9][0-9]*$ ]] || {
	echo "compare.sh: -rounds must be a positive number" >&2
	exit 2
}

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
source "$root/scripts/go-toolchain.sh"
out=${out:-$(mktemp -d)}
mkdir -p "$out"
out=$(cd "$out" && pwd)
aligns=(16 32 64)

# build VERSION REV: the three test binaries of REV, as DIR/VERSION.alignN.test.
build() {
	local src=$root
	if [[ $2 != . ]]; then
		src=$out/src.$1
		rm -rf "$src"
		mkdir -p "$src"
		git -C "$root" archive "$(git -C "$root" rev-parse --verify "$2^{commit}")" | tar -x -C "$src"
	fi
	for a in "${aligns[@]}"; do
		(cd "$src" && go test -c -ldflags=-funcalign="$a" -o "$out/$1.align$a.test" .)
	done
}
echo "compare.sh: building $1 (old) and $2 (new) into $out" >&2
build old "$1"
build new "$2"

# The benchmarks read the URL lists from $WEBURL_BENCH_DATA, or from
# ../shared/bench/data beside the repository (benchdata): the binaries run
# in the repository's root, wherever they were built.
cd "$root"
for v in old new; do
	for a in "${aligns[@]}"; do
		: >"$out/$v.align$a.txt"
	done
done
export GOMAXPROCS=${GOMAXPROCS:-1}
for ((i = 1; i <= rounds; i++)); do
	echo "compare.sh: round $i of $rounds" >&2
	order=(old new)
	if ((i % 2 == 0)); then
		order=(new old)
	fi
	for a in "${aligns[@]}"; do
		for v in "${order[@]}"; do
			"${rt[@]}" "$out/$v.align$a.test" -test.run '^$' -test.bench "$bench" -test.benchmem \
				-test.benchtime "$benchtime" -test.count 1 | grep '^Benchmark' >>"$out/$v.align$a.txt"
		done
	done
done
for v in old new; do
	cat "$out/$v".align*.txt >"$out/$v.txt"
done

if ! command -v benchstat >/dev/null 2>&1; then
	echo "compare.sh: benchstat is not installed (see bench/README.md); the runs are in $out" >&2
	exit 0
fi
# times compares the wall-clock and CPU times of two files (relative to
# DIR, which benchstat names them by), leaving out the other metrics.
times() {
	local f
	for f in "$1" "$2"; do
		awk '{
			line = $1 " " $2
			for (i = 3; i < NF; i += 2) {
				if ($(i + 1) == "ns/op" || $(i + 1) == "cpu-ns/op") {
					line = line " " $i " " $(i + 1)
				}
			}
			print line
		}' "$f" >"${f%.txt}"
	done
	benchstat "${1%.txt}" "${2%.txt}"
}
cd "$out"
times old.txt new.txt
for a in "${aligns[@]}"; do
	echo
	echo "Functions aligned to $a bytes:"
	times old.align$a.txt new.align$a.txt
done
