#!/usr/bin/env bash
# Runs weburl, net/url and ada over each dataset, in the dataset's order,
# under valgrind's callgrind with its cache and branch simulation, and
# prints per parse: the instructions, the mispredicted conditional and
# indirect branches, and the misses of a 32 KiB, 8-way L1 instruction cache
# and of a 48 KiB, 12-way L1 data cache; for the Go parsers, also the no-op
# instructions among those run (simnops.py). Unlike the times of table.sh, these
# counts do not depend on the load of the machine, and they tell apart the
# two costs that make a parser slower on a mix of inputs than on the same
# inputs one kind at a time: its code not fitting the instruction cache,
# and branches that depend on the data.
#
# Usage: bench/sim.sh [-passes N] [-layouts] [-lines] [-per] [-o DIR] [DATASET...]
#
#   -passes N   passes over each dataset that are counted, after one that
#               is not (default 1)
#   -layouts    weburl in three builds that differ only in where the linker
#               puts its functions (aligned to 16, 32 and 64 bytes; the
#               toolchain's default is 32), a row each and their mean: the
#               cache misses, and the mispredictions less so, move with the
#               code's addresses (see bench/README.md)
#   -lines      instead, for weburl and ada, how the 64-byte lines of code
#               that the parses run are shared among them (simlines.py):
#               one profile per parse, so one dataset at a time (default
#               urltestdata: under a minute)
#   -per        instead, the counts of each parse, one profile a parse, for
#               weburl, net/url and ada, by what weburl makes of the input:
#               accepted, or the validation error that made it fail
#               (simper.py; default urltestdata: about half a minute;
#               noncanonical about 4 minutes and up to 1 GB of profiles)
#   -o DIR      where table.sh wrote ada's harness and the .cases files
#               (bench/out); without them ada is left out
#   DATASET     the datasets (default: all of them)
#
# weburl and net/url run in bench/cmd/simloop, whose parses between two
# marker functions are counted, with its loop over the inputs (a few
# instructions a parse); the garbage collector is off (see below).
# ada runs in table.sh's harness, whose timed passes (timed_pass) are
# counted, as many as 3 s of the simulation allow, after its first pass.
# The simulated machine is not this one: the counts are for comparing
# parsers and versions of weburl, not for predicting times. The defaults
# take about 10 minutes.
set -euo pipefail

passes=1
lines=false
per=false
layouts=false
out=
datasets=()
usage() {
	sed -n '/^# Usage/,/^#   DATASET/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
	exit 2
}
while (($# > 0)); do
	case $1 in
	-passes | -o)
		(($# >= 2)) || usage
		case $1 in
		-passes) passes=$2 ;;
		-o) out=$2 ;;
		esac
		shift 2
		;;
	-lines)
		lines=true
		shift
		;;
	-layouts)
		layouts=true
		shift
		;;
	-per)
		per=true
		shift
		;;
	-*) usage ;;
	*)
		datasets+=("$1")
		shift
		;;
	esac
done
[[ $passes =~ ^[1-9][0-9]*$ ]] || {
	echo "sim.sh: -passes must be a positive number" >&2
	exit 2
}
command -v valgrind >/dev/null 2>&1 || {
	echo "sim.sh: valgrind is not installed" >&2
	exit 1
}

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${out:-$here/out}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$here"
source ../scripts/go-toolchain.sh
../scripts/fetch-wpt.sh urltestdata.json
go build -o "$out/simloop" ./cmd/simloop
# The builds of -layouts: function alignments, the default's included.
aligns=()
if $layouts && ! $lines; then
	aligns=(16 32 64)
	for a in "${aligns[@]}"; do
		go build -ldflags=-funcalign=$a -o "$out/simloop.align$a" ./cmd/simloop
	done
fi
if ((${#datasets[@]} == 0)); then
	datasets=(isaacs_files kasztp node_files userbait idna noncanonical relative urltestdata)
	if $lines || $per; then
		datasets=(urltestdata)
	fi
fi
ada=
if [[ -x $out/ada.harness && -d $out/cases ]] && nm -C "$out/ada.harness" | grep timed_pass >/dev/null; then
	ada=$out/ada.harness
else
	echo "sim.sh: ada left out: no $out/ada.harness with timed_pass, or no $out/cases (bench/table.sh makes them)" >&2
fi
# ada's parse, as callgrind names it: -lines and -per write a profile after
# each of its calls.
ada_parse='tl::expected<ada::url_aggregator, ada::errors> ada::parse<ada::url_aggregator>*'

# The simulated caches: a 32 KiB, 8-way L1i and a 48 KiB, 12-way L1d of
# 64-byte lines, as on many recent x86-64 cores.
sim=(--tool=callgrind --branch-sim=yes --cache-sim=yes
	--I1=32768,8,64 --D1=49152,12,64 --LL=2097152,16,64)
# Go's preemption signals and its timer instruction would make the runtime
# take paths that vary from run to run. The garbage collector is off: under
# valgrind, whose threads take turns, its marking would be on during most
# parses, with write barriers that a real machine runs in a small share of
# them. The counts are those of the parsers' code and of allocation.
export GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off GOGC=off

# per FILE CALLS: callgrind's totals in FILE, per call.
per() {
	awk -v calls="$2" '
		/^events:/ { for (i = 2; i <= NF; i++) ev[i - 1] = $i }
		/^(summary|totals):/ { for (i = 2; i <= NF; i++) v[ev[i - 1]] = $i }
		END {
			printf "%.0f | %.1f | %.2f | %.2f | %.2f\n", v["Ir"] / calls,
				v["Bcm"] / calls, v["Bim"] / calls, v["I1mr"] / calls,
				(v["D1mr"] + v["D1mw"]) / calls
		}' "$1"
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if $lines; then
	for d in "${datasets[@]}"; do
		echo "sim.sh: $d, weburl, a profile per parse" >&2
		rm -rf "$tmp/lines" && mkdir "$tmp/lines"
		# A profile after each Parse: the inputs parsed in the last pass
		# ("parses"; an input whose base does not parse makes none).
		parses=$(valgrind --tool=callgrind --dump-instr=yes \
			--dump-after='github.com/weburl/url.Parse' \
			--callgrind-out-file="$tmp/lines/cg" \
			"$out/simloop" -data "$d" -parser weburl -passes 1 2>/dev/null |
			sed -n 's/^parses //p')
		echo "### $d: weburl"
		echo
		python3 simlines.py "$tmp/lines" cg "$parses"
		echo
		if [[ -n $ada && -f $out/cases/$d.cases ]]; then
			echo "sim.sh: $d, ada, a profile per parse" >&2
			rm -rf "$tmp/lines" && mkdir "$tmp/lines"
			# A benchmark time of 1 ms: one timed pass, the last
			# parses the harness makes.
			valgrind --tool=callgrind --dump-instr=yes \
				--dump-after="$ada_parse" \
				--callgrind-out-file="$tmp/lines/cg" \
				"$ada" 1 "$out/cases/$d.cases" >/dev/null 2>&1
			echo "### $d: ada"
			echo
			python3 simlines.py "$tmp/lines" cg "$parses"
			echo
		fi
	done
	exit 0
fi
if $per; then
	for d in "${datasets[@]}"; do
		rm -rf "$tmp/per" && mkdir -p "$tmp/per/weburl" "$tmp/per/neturl"
		"$out/simloop" -data "$d" -outcomes "$tmp/per/outcomes" >/dev/null
		# A profile after each input (the op that simloop calls with
		# it), in the warm-up pass and the counted one: simper.py reads
		# the counted pass's.
		for p in weburl neturl; do
			echo "sim.sh: $d, $p, a profile per parse" >&2
			valgrind "${sim[@]}" --dump-after="main.${p}Op.func1" \
				--callgrind-out-file="$tmp/per/$p/cg" \
				"$out/simloop" -data "$d" -parser "$p" -passes 1 >/dev/null 2>&1
		done
		if [[ -n $ada && -f $out/cases/$d.cases ]]; then
			echo "sim.sh: $d, ada, a profile per parse" >&2
			mkdir "$tmp/per/ada"
			# A benchmark time of 1 ms: one timed pass, whose parses
			# are the last profiles.
			valgrind "${sim[@]}" \
				--dump-after="$ada_parse" \
				--callgrind-out-file="$tmp/per/ada/cg" \
				"$ada" 1 "$out/cases/$d.cases" >/dev/null 2>&1
		fi
		echo "### $d: counts per parse, by weburl's outcome"
		echo
		python3 simper.py "$tmp/per"
		echo
	done
	exit 0
fi
echo "| data | parser | instructions | mispredicted branches | mispredicted indirect | L1i misses | L1d misses | no-ops run |"
echo "| --- | --- | --: | --: | --: | --: | --: | --: |"
# count DATASET PARSER BINARY: prints the counts per parse (per's line) and
# the no-ops run per parse.
count() {
	# The addresses of the binary's no-ops, once per binary.
	local nops=$tmp/nops.${3##*/}
	if [[ ! -f $nops ]]; then
		go tool objdump "$3" | awk '$4 ~ /^NOP/ { print $2 }' >"$nops"
	fi
	# Written out at markStart and at markEnd, thread by thread: cg.2-01
	# holds what the main thread, which parses, did between.
	rm -f "$tmp"/cg*
	local calls
	calls=$(valgrind "${sim[@]}" --callgrind-out-file="$tmp/cg" \
		--separate-threads=yes --dump-instr=yes \
		--dump-before='main.markStart' --dump-before='main.markEnd' \
		"$3" -data "$1" -parser "$2" -passes "$passes" 2>/dev/null |
		sed -n 's/^calls //p')
	[[ -n $calls && -f $tmp/cg.2-01 ]] || {
		echo "sim.sh: simloop failed on $1" >&2
		exit 1
	}
	echo "$(per "$tmp/cg.2-01" "$calls") | $(python3 simnops.py "$tmp/cg.2-01" "$nops" "$calls")"
}

for d in "${datasets[@]}"; do
	if $layouts; then
		rows=()
		for a in "${aligns[@]}"; do
			echo "sim.sh: $d, weburl, functions aligned to $a bytes" >&2
			row=$(count "$d" weburl "$out/simloop.align$a")
			rows+=("$row")
			echo "| $d | weburl, align $a | $row |"
		done
		printf '%s\n' "${rows[@]}" | awk -F' [|] ' -v d="$d" '
			{ for (i = 1; i <= NF; i++) sum[i] += $i; n++ }
			END {
				printf "| %s | weburl, mean | %.0f | %.1f | %.2f | %.2f | %.2f | %.1f |\n", d,
					sum[1] / n, sum[2] / n, sum[3] / n, sum[4] / n, sum[5] / n, sum[6] / n
			}'
	else
		echo "sim.sh: $d, weburl" >&2
		row=$(count "$d" weburl "$out/simloop")
		echo "| $d | weburl | $row |"
	fi
	echo "sim.sh: $d, neturl" >&2
	row=$(count "$d" neturl "$out/simloop")
	echo "| $d | neturl | $row |"
	if [[ -n $ada && -f $out/cases/$d.cases ]]; then
		echo "sim.sh: $d, ada" >&2
		# The harness's timed passes: the parses it reports. (Its no-ops
		# are not counted: it is a position-independent executable, whose
		# addresses under valgrind are not those objdump gives.)
		calls=$(valgrind "${sim[@]}" --callgrind-out-file="$tmp/cg" \
			--toggle-collect='*timed_pass*' \
			"$ada" 3000 "$out/cases/$d.cases" 2>/dev/null | awk '{ print $2 }')
		echo "| $d | ada | $(per "$tmp/cg" "$calls") | — |"
	fi
done
