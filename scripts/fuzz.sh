#!/usr/bin/env bash
# Runs the fuzz targets of packages url, urlpattern, mimetype and dataurl
# one after another, each for DURATION (a go test -fuzztime value: "20s",
# "10m", or "5000x" for a number of inputs). A failure stops the script
# with a non-zero status; go test has then written the failing input to
# <package>/testdata/fuzz/<Target>/, where plain go test runs it from then
# on (commit it as a regression test once fixed).
#
# Usage: scripts/fuzz.sh [DURATION [TARGET...]]
#   scripts/fuzz.sh                 every target, 20s each
#   scripts/fuzz.sh 10m FuzzParse   one target for ten minutes
#
# Fuzzing uses every CPU (go test -parallel defaults to GOMAXPROCS); on a
# shared machine run it with nice, or set GOMAXPROCS.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/go-toolchain.sh

duration=${1:-20s}
shift || true
# The seed corpora and some checks read the web-platform-tests data.
scripts/fetch-wpt.sh
# The packages with fuzz targets; each target runs in its own package.
packages=(. ./urlpattern ./mimetype ./dataurl)
pkgs=()
targets=()
for pkg in "${packages[@]}"; do
	while read -r target; do
		if (($# == 0)) || [[ " $* " == *" $target "* ]]; then
			pkgs+=("$pkg")
			targets+=("$target")
		fi
	done < <(go test -list '^Fuzz' "$pkg" | grep '^Fuzz')
done
if ((${#targets[@]} == 0)); then
	echo "no fuzz targets found${*:+ named $*}" >&2
	exit 1
fi

for i in "${!targets[@]}"; do
	target=${targets[$i]}
	pkg=${pkgs[$i]}
	corpus=$pkg/testdata/fuzz/$target
	printf '\n==> go test -run=^$ -fuzz=^%s$ -fuzztime=%s %s\n' "$target" "$duration" "$pkg"
	before=$(ls "$corpus" 2>/dev/null || true)
	if ! go test -run='^$' -fuzz="^$target\$" -fuzztime="$duration" "$pkg"; then
		# go test saves the input that failed; where none is new, the
		# target failed before fuzzing (on a seed, or on missing data).
		saved=$(comm -13 <(echo "$before") <(ls "$corpus" 2>/dev/null || true) | sed "s|^|$corpus/|")
		if [[ -n $saved ]]; then
			printf '\nFAIL: %s; the input that failed is saved in:\n%s\n' "$target" "$saved" >&2
		else
			printf '\nFAIL: %s, with no new input saved: see go test'"'"'s output above\n' "$target" >&2
		fi
		exit 1
	fi
done
printf '\nfuzzed %d targets for %s each: no failures\n' "${#targets[@]}" "$duration"
