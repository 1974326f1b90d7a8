#!/usr/bin/env bash
# Differential testing against the URL Standard's reference implementation,
# jsdom's whatwg-url, and against jsdom's data-urls and whatwg-mimetype for
# data: URLs and MIME types (all pinned in scripts/reference/package-lock.json):
# runs N generated requests (parse with and without a base, with the
# validation errors in order; setters; URLSearchParams; data: URLs, MIME
# types and Content-Type values) through weburl's jsonl filter
# and through scripts/reference/driver.js, and prints every disagreement,
# minimised and grouped by cause, then the totals. With -paths, also file
# paths to file: URLs and back, against Node.js's url.pathToFileURL and
# url.fileURLToPath, and percent-encoding against whatwg-url. Disagreements
# recorded in testdata/reference-differences.json (where the reference
# departs from the standard) and testdata/node-filepath-differences.json
# (file paths: weburl's decisions, and Node.js's departures) are shown as
# recorded; any other makes the exit status 1.
#
# Usage: scripts/diff-reference.sh N [SEED [refdiff flags...]]
#   N     number of generated requests
#   SEED  seed of the generator (default: a random one, printed); the same
#         seed and test data give the same requests
#   flags passed to internal/refdiff, e.g. -time 60s (stop generating after
#         a minute), -examples 5 (examples minimised per group), -data 0.8
#         (the share of data: URL, MIME type and Content-Type requests;
#         a fifth by default), -paths 0.1 (the share of file path and
#         percent-encoding requests, checked against Node.js's
#         url.pathToFileURL and url.fileURLToPath and whatwg-url; none by
#         default)
#
# Needs node and npm: the first run installs the reference with npm ci into
# scripts/reference/node_modules (git-ignored), and again whenever
# package-lock.json changes.
#
# Exit status: 0 when every disagreement is recorded, 1 when one is not,
# 2 on a usage or run error, 3 when node or npm is missing, 4 when npm ci
# fails (no access to the npm registry?).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/go-toolchain.sh

usage() {
	echo "usage: scripts/diff-reference.sh N [SEED [refdiff flags...]]" >&2
	exit 2
}
(($# >= 1)) || usage
n=$1
shift
[[ $n =~ ^[0-9]+$ ]] || usage
if (($# >= 1)) && [[ $1 =~ ^[0-9]+$ ]]; then
	seed=$1
	shift
else
	seed=$(((RANDOM << 30) | (RANDOM << 15) | RANDOM))
fi

for tool in node npm; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "diff-reference: $tool is not installed; the reference implementation runs on Node.js" >&2
		exit 3
	fi
done

ref=scripts/reference
if ! cmp -s "$ref/package-lock.json" "$ref/node_modules/.weburl-installed-lock" 2>/dev/null; then
	echo "diff-reference: installing the reference implementation (npm ci in $ref)" >&2
	if ! (cd "$ref" && npm ci --no-audit --no-fund --loglevel=error) >&2; then
		echo "diff-reference: npm ci failed in $ref: is the npm registry reachable?" >&2
		exit 4
	fi
	cp "$ref/package-lock.json" "$ref/node_modules/.weburl-installed-lock"
fi

scripts/fetch-wpt.sh

bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/weburl" ./cmd/weburl
go build -o "$bin/refdiff" ./internal/refdiff

version() { node -p 'require("./'"$ref"'/node_modules/'"$1"'/package.json").version'; }
echo "diff-reference: $n requests, seed $seed ($(node --version), whatwg-url $(version whatwg-url), data-urls $(version data-urls), whatwg-mimetype $(version whatwg-mimetype))" >&2
status=0
"$bin/refdiff" -n "$n" -seed "$seed" -weburl "$bin/weburl jsonl" -reference "node $ref/driver.js" "$@" || status=$?
exit "$status"
