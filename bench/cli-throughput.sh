#!/usr/bin/env bash
# Times the weburl command on a long list of URLs, beside a net/url program
# doing the same jobs with the same plumbing (bench/cmd/neturl-lines), on
# one core and on two: "weburl check" against "neturl-lines check" (parse
# each line, report those that fail), and "weburl fmt '{hostname}'" against
# "neturl-lines hostname" (print each URL's hostname), output to /dev/null.
# Prints a Markdown table on standard output: for each program and job, the
# URLs per second with GOMAXPROCS=1 and GOMAXPROCS=2 (best of -runs runs,
# by wall-clock time; the runs of the two settings alternate), the ratio
# of the two, the paired ratio (each run on one core over the run on two
# that follows it, the median over the runs: a spell of slowness of the
# machine lasts longer than one pair, so it falls on both of its runs), the
# URLs per CPU second (user and system time) of the best runs, and the
# largest maximum RSS of all runs; then the maximum RSS of
# weburl fmt '{hostname}' on a quarter of the input, to show that memory
# does not grow with it. The CPU times and RSS come from /usr/bin/time,
# where it is installed. On a busy machine the wall-clock rates mean
# little, the CPU rates still something. Before and after the runs,
# bench/cmd/cpuscale measures the machine's own 2-core/1-core ratio on a
# scan loop with no shared data: where it is below 2, so is every
# program's.
#
# Usage: bench/cli-throughput.sh [-lines N] [-runs N] [-rt] [-o DIR]
#
#   -lines N   lines of input (default 2000000)
#   -runs N    runs of each program, job and GOMAXPROCS; the table gives the
#              best (default 3)
#   -rt        run the timed programs at real-time priority (chrt -f 50,
#              which needs root or CAP_SYS_NICE), so that other processes
#              of a shared machine do not take their cores while they run;
#              the builds stay at normal priority
#   -o DIR     where to build the programs and write the input and
#              results.md (default a new temporary folder, removed at the
#              end unless -o is given)
#
# The input is the four URL lists in $WEBURL_BENCH_DATA (default
# ../shared/bench/data beside the repository: isaacs_files.txt, kasztp.txt,
# node_files.txt and userbait.txt), byte order marks removed, repeated in
# that order up to N lines. The targets of issue 52: weburl check and
# weburl fmt '{hostname}' at 5,000,000 URLs/s or more on 2 cores, and 1.7x
# their 1-core speed; memory flat in the input's size. Time on a quiet
# machine: the table also gives the load averages before and after.
set -euo pipefail

lines=2000000
runs=3
rt=()
out=
usage() {
	sed -n '/^# Usage/,/^#              results.md/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
	exit 2
}
while (($# > 0)); do
	case $1 in
	-rt)
		rt=(chrt -f 50)
		shift
		;;
	-lines | -runs | -o)
		(($# >= 2)) || usage
		case $1 in
		-lines) lines=$2 ;;
		-runs) runs=$2 ;;
		-o) out=$2 ;;
		esac
		shift 2
		;;
	*) usage ;;
	esac
done
[[ $lines =~ ^[1-9][0-9]*$ && $runs =~ ^[1-9][0-9]*$ ]] || usage

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
data=${WEBURL_BENCH_DATA:-$root/../shared/bench/data}
lists=(isaacs_files kasztp node_files userbait)
for l in "${lists[@]}"; do
	[[ -r $data/$l.txt ]] || {
		echo "cli-throughput.sh: no $data/$l.txt (set WEBURL_BENCH_DATA)" >&2
		exit 2
	}
done
if [[ -z $out ]]; then
	out=$(mktemp -d)
	trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"

(cd "$root" && go build -o "$out/weburl" ./cmd/weburl)
(cd "$here" && go build -o "$out/neturl-lines" ./cmd/neturl-lines && go build -o "$out/cpuscale" ./cmd/cpuscale)

# The input: the lists without their byte order marks, repeated.
for l in "${lists[@]}"; do
	sed '1s/^\xEF\xBB\xBF//' "$data/$l.txt"
done >"$out/once.txt"
: >"$out/input.txt"
while (($(wc -l <"$out/input.txt") < lines)); do
	cat "$out/once.txt" >>"$out/input.txt"
done
head -n "$lines" "$out/input.txt" >"$out/input.tmp" && mv "$out/input.tmp" "$out/input.txt"
size=$(wc -c <"$out/input.txt")

timer=
[[ -x /usr/bin/time ]] && timer=/usr/bin/time

# measure COMMAND...: runs COMMAND -runs times on the input with
# GOMAXPROCS=1 and as many times with GOMAXPROCS=2, alternating, so that a
# slow spell of the machine falls on both sides of the ratio; it sets
# best1 and best2 (the best wall seconds), cpu1 and cpu2 (user+sys seconds
# of those runs), rss (the largest maximum RSS, KB, or "-") and paired
# (the median over the runs of the ratio of the run with GOMAXPROCS=1 to
# the run with GOMAXPROCS=2 right after it).
measure() {
	best1= best2= cpu1= cpu2= rss=- paired=-
	local i procs wall c m t0 t1 _ wall1 ratios=()
	for ((i = 0; i < runs; i++)); do
		for procs in 1 2; do
			# The wall-clock time from the clock in nanoseconds:
			# /usr/bin/time gives it in hundredths, too coarse for runs
			# of a few tenths of a second. Exit status 1 (a line
			# rejected) is expected.
			t0=$(date +%s%N)
			if [[ -n $timer ]]; then
				GOMAXPROCS=$procs "${rt[@]}" $timer -f '%e %U %S %M' -o "$out/time.txt" "$@" <"$out/input.txt" >/dev/null 2>&1 || true
			else
				GOMAXPROCS=$procs "${rt[@]}" "$@" <"$out/input.txt" >/dev/null 2>&1 || true
			fi
			t1=$(date +%s%N)
			wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')
			c=-
			if [[ -n $timer ]]; then
				read -r _ u s m < <(tail -n 1 "$out/time.txt")
				c=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')
				if [[ $rss == - ]] || ((m > rss)); then rss=$m; fi
			fi
			local -n best=best$procs cpu=cpu$procs
			if [[ -z $best ]] || awk -v a="$wall" -v b="$best" 'BEGIN { exit !(a < b) }'; then
				best=$wall cpu=$c
			fi
			unset -n best cpu
			if ((procs == 1)); then
				wall1=$wall
			else
				ratios+=("$(awk -v a="$wall1" -v b="$wall" 'BEGIN { printf "%.4f", a / b }')")
			fi
		done
	done
	paired=$(printf '%s\n' "${ratios[@]}" | sort -g | awk '{ v[NR] = $1 } END { printf "%.2f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
}

rate() { awk -v n="$lines" -v t="$1" 'BEGIN { if (t + 0 > 0) printf "%.0f", n / t; else print "-" }'; }

{
	echo "# cli-throughput.sh: $lines lines ($size bytes), best of $runs runs"
	echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(go version), $(nproc) cores, commit $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- || echo '+changes')"
	echo "# load averages before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
	((${#rt[@]} == 0)) || echo "# timed programs run with ${rt[*]}"
	echo "# the machine before: $("${rt[@]}" "$out/cpuscale")"
	echo
	echo "| program | job | URLs/s, 1 core | URLs/s, 2 cores | 2 cores / 1 core | paired ratio | URLs/CPU s, 1 core | URLs/CPU s, 2 cores | max RSS KB |"
	echo "|---|---|--:|--:|--:|--:|--:|--:|--:|"
} >"$out/results.md"

for job in check hostname; do
	for prog in weburl neturl; do
		case $prog/$job in
		weburl/check) cmd=("$out/weburl" check) name="weburl check" ;;
		weburl/hostname) cmd=("$out/weburl" fmt '{hostname}') name="weburl fmt '{hostname}'" ;;
		neturl/*) cmd=("$out/neturl-lines" "$job") name="neturl-lines $job" ;;
		esac
		measure "${cmd[@]}"
		one=$best1 two=$best2
		ratio=$(awk -v a="$one" -v b="$two" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
		echo "| $prog | $name | $(rate "$one") | $(rate "$two") | $ratio | $paired | $(rate "$cpu1") | $(rate "$cpu2") | $rss |" >>"$out/results.md"
	done
done
if [[ -n $timer ]]; then
	head -n $((lines / 4)) "$out/input.txt" >"$out/quarter.txt"
	GOMAXPROCS=2 $timer -f '%M' -o "$out/time.txt" "$out/weburl" fmt '{hostname}' <"$out/quarter.txt" >/dev/null 2>&1 || true
	echo "| weburl | weburl fmt '{hostname}', $((lines / 4)) lines, 2 cores | | | | | | | $(tail -n 1 "$out/time.txt") |" >>"$out/results.md"
fi
{
	echo
	echo "# the machine after: $("${rt[@]}" "$out/cpuscale")"
	echo "# load averages after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
	echo "# targets: weburl check and fmt '{hostname}' >= 5000000 URLs/s on 2 cores, >= 1.7x 1 core; max RSS flat in -lines"
} >>"$out/results.md"
cat "$out/results.md"
