#!/usr/bin/env bash
# The project's test command: formatting, vet, staticcheck (if installed) and
# the race-enabled test suite against the web-platform-tests data; a bounded
# differential run against the reference implementation where node and npm
# exist (scripts/diff-reference.sh); then the same checks for the bench/ and
# viewer/ modules and the viewer's browser test (scripts/test-viewer.sh); in
# CI (CI=true) also every fuzz target for 8 seconds (scripts/fuzz.sh).
#
# Usage: scripts/test.sh [go test flags...]   e.g. scripts/test.sh -run WPT -v
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

section() { printf '\n==> %s\n' "$*"; }
fail() {
	printf '\nFAIL: %s\n' "$*" >&2
	exit 1
}

source scripts/go-toolchain.sh

section "toolchain"
echo "$go_toolchain_note"
go version || fail "cannot run the go command ($go_toolchain_note)"

section "web-platform-tests data (scripts/fetch-wpt.sh)"
# Where the data cannot be had, fetch-wpt.sh says what is needed and how to
# provide it; that message is the whole report.
scripts/fetch-wpt.sh || exit 1
echo "testdata/wpt/ is up to date"

section "gofmt -l ."
# The gofmt of the selected toolchain, not whichever one is on PATH.
gofmt=$(go env GOROOT)/bin/gofmt
unformatted=$("$gofmt" -l .) || fail "gofmt could not parse the sources"
if [[ -n $unformatted ]]; then
	echo "$unformatted"
	fail "these files need gofmt -w"
fi
echo ok

section "go vet ./..."
go vet ./... || fail "go vet"
echo ok

section "staticcheck ./..."
if command -v staticcheck >/dev/null 2>&1; then
	staticcheck ./... || fail "staticcheck"
	echo ok
else
	echo "skipped: staticcheck is not installed"
	echo "  (go install honnef.co/go/tools/cmd/staticcheck@latest)"
fi

section "go test -race -count=1 -v ${*:+$* }./...  (passing subtests not listed)"
# -v so that the conformance counts ("conformance FILE: N/M passed") and the
# tests' closing lines are printed; the lines of passing subtests are dropped.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
go test -race -count=1 -v "$@" ./... >"$log" 2>&1
status=$?
set -e
grep -v -E '^[[:space:]]*(=== (RUN|PAUSE|CONT|NAME)|--- PASS)' "$log" || true
# Tests and subtests, counted from go test -v's result lines.
passed=$(grep -c -E '^[[:space:]]*--- PASS' "$log" || true)
failed=$(grep -c -E '^[[:space:]]*--- FAIL' "$log" || true)
((status == 0)) || fail "go test"

section "go test without -race: allocation counts and linear-time checks"
# The race detector allocates and slows code down on its own, so these
# tests check their counts and timings only in a build without it.
set +e
go test -count=1 -v -run '^(TestAllocs|TestFailureDetails|TestHostileInputs|TestUTF8ParserAllocs|TestHostAllocs|TestLinearTime)$' . ./urlpattern 2>&1 |
	grep -v -E '^[[:space:]]*(=== (RUN|PAUSE|CONT|NAME)|--- PASS)'
status=${PIPESTATUS[0]}
set -e
((status == 0)) || fail "go test without -race"

section "differential check against the reference implementation (scripts/diff-reference.sh)"
# A bounded run (about a minute) of generated requests through weburl and
# whatwg-url (a fifth of them data: URLs, MIME types and Content-Type values,
# through data-urls and whatwg-mimetype, and a tenth file paths, through
# Node.js's url.pathToFileURL and url.fileURLToPath, and percent-encoding;
# and, for one in twenty, canonicalize, surt and ssurt requests to weburl
# alone, checked by the properties refdiff -canon names); it needs node
# and npm (and the npm registry, the first time).
seed=${WEBURL_REFDIFF_SEED:-1}
set +e
scripts/diff-reference.sh 300000 "$seed" -time 50s -examples 2 -paths 0.1 -canon 0.05
status=$?
set -e
case $status in
0) echo "ok: no new disagreement. Any group listed above is a known difference, recorded with its reason in testdata/reference-differences.json or testdata/node-filepath-differences.json: information, not a failure" ;;
3) echo "did not run: node or npm is not installed (the reference implementation, whatwg-url, runs on Node.js)" ;;
4) echo "did not run: npm ci could not install the reference implementation (no access to the npm registry?)" ;;
*) fail "differential check: disagreements with the reference that are not recorded in testdata/reference-differences.json or testdata/node-filepath-differences.json (see above), or a run error" ;;
esac

section "bench module (bench/): go vet, staticcheck, go test"
# bench/ is a module of its own (it requires nlnwa/whatwg-url), which ./...
# above does not reach. Its benchmarks are not run here: bench/table.sh does.
# Its go.mod may ask for a newer Go than the library's: select_go_toolchain
# picks the toolchain for it. (set -e does not apply on the left of ||,
# hence the &&.)
(
	cd bench &&
		select_go_toolchain . &&
		echo "$go_toolchain_note" &&
		go vet ./... &&
		{ ! command -v staticcheck >/dev/null 2>&1 || staticcheck ./...; } &&
		go test -race -count=1 ./...
) || fail "bench module"

section "viewer module (viewer/): go vet (also of the js/wasm build), staticcheck, go test"
# viewer/ is a module of its own too: the URL viewer, built to WebAssembly
# from ./wasm and ./view, which the js/wasm vet compiles once for the
# browser test's build below.
(
	cd viewer &&
		select_go_toolchain . &&
		echo "$go_toolchain_note" &&
		go vet ./... &&
		GOOS=js GOARCH=wasm go vet ./wasm ./view &&
		{ ! command -v staticcheck >/dev/null 2>&1 || staticcheck ./...; } &&
		go test -race -count=1 ./...
) || fail "viewer module"

section "viewer browser test (scripts/test-viewer.sh)"
# Headless Chromium; the script installs it under CI=true, or says why the
# browser test did not run.
(select_go_toolchain viewer && scripts/test-viewer.sh) || fail "viewer browser test"

# 8 s a target keeps CI, which also runs the tests on a second Go release,
# within about ten minutes.
if [[ ${CI:-} == true ]]; then
	section "scripts/fuzz.sh 8s  (CI=true: every fuzz target for 8 seconds)"
	scripts/fuzz.sh 8s || fail "fuzzing"
fi

section "all checks passed"
echo "tests: $passed passed, $failed failed"
