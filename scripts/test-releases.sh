#!/usr/bin/env bash
# Runs the library's tests (go test ./... of this module: url, urlpattern,
# httpurl, dataurl, mimetype, the CLI and the internal packages) on each Go
# release given, and checks that every release prints the same conformance
# counts ("conformance FILE: N/M passed" lines). The module supports the two
# Go releases the Go team supports; each must build it and give the same
# results, since the library carries its own Unicode tables.
#
# Usage: scripts/test-releases.sh [-conformance FILE] TOOLCHAIN...
#
#   TOOLCHAIN          a GOTOOLCHAIN value: "local" (the go on PATH) or a
#                      release such as go1.26.8, fetched through the module
#                      proxy on first use
#   -conformance FILE  the conformance lines of a run already made (for
#                      example grep '^conformance' of scripts/test.sh's
#                      output); each release's lines are compared with them
#
# The tests run without -race (scripts/test.sh runs them with it) and need
# the web-platform-tests data in testdata/wpt (scripts/fetch-wpt.sh).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

want=
if [[ ${1:-} == -conformance ]]; then
	(($# >= 2)) || {
		echo "usage: scripts/test-releases.sh [-conformance FILE] TOOLCHAIN..." >&2
		exit 2
	}
	want=$2
	shift 2
fi
(($# >= 1)) || {
	echo "usage: scripts/test-releases.sh [-conformance FILE] TOOLCHAIN..." >&2
	exit 2
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for toolchain in "$@"; do
	version=$(GOTOOLCHAIN=$toolchain go version) || {
		echo "FAIL: cannot run Go with GOTOOLCHAIN=$toolchain" >&2
		exit 1
	}
	printf '\n==> %s: go test -count=1 ./...\n' "$version"
	log=$tmp/$toolchain.log
	if ! GOTOOLCHAIN=$toolchain go test -count=1 -v ./... >"$log" 2>&1; then
		grep -E -- '--- FAIL|^FAIL|^panic:' "$log" | head -40 >&2 || true
		echo "FAIL: go test with $version (the failures above)" >&2
		status=1
		continue
	fi
	grep '^conformance' "$log" | sort >"$tmp/$toolchain.conformance" || true
	passed=$(grep -c -E '^[[:space:]]*--- PASS' "$log" || true)
	echo "ok: $passed tests passed; $(wc -l <"$tmp/$toolchain.conformance") conformance counts"
	if [[ -z $want ]]; then
		want=$tmp/$toolchain.conformance
		continue
	fi
	if ! diff <(sort "$want") "$tmp/$toolchain.conformance" >"$tmp/diff"; then
		echo "FAIL: conformance counts differ with $version (< expected, > this release):" >&2
		cat "$tmp/diff" >&2
		status=1
	else
		echo "same conformance counts as the first run"
	fi
done
exit $status
