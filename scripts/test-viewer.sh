#!/usr/bin/env bash
# The URL viewer's browser test: builds viewer/ into a temporary folder and
# runs viewer/cmd/browsertest, which serves it on 127.0.0.1 and checks what
# a headless Chromium renders for nineteen cases, saving screenshots. One of
# them loads the page five times as a first visit and fails when the first
# result reaches the page more than 1.5 s after navigation began, in the
# median load.
#
# When chromium is missing it installs Debian's package with apt-get, if it
# can (root and apt-get present) and CI=true or VIEWER_INSTALL_CHROMIUM=1;
# otherwise it says that the browser test did not run, and why, and exits 0.
#
# Usage: scripts/test-viewer.sh
# Environment: CHROMIUM (the browser to run), VIEWER_OUT (where to build
# the site and save viewer.png; default a temporary folder), VIEWER_BROTLI
# (passed to viewer/build.sh: without it, the test serves the module
# gzipped).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/go-toolchain.sh
# The viewer is a module of its own, whose go.mod may ask for a newer Go.
select_go_toolchain viewer

not_run() {
	printf 'browser test did not run: %s\n' "$*"
	exit 0
}

find_chromium() {
	if [[ -n ${CHROMIUM:-} ]]; then
		command -v "$CHROMIUM" || true
		return
	fi
	command -v chromium || command -v chromium-browser || true
}

chromium=$(find_chromium)
if [[ -z $chromium ]]; then
	if [[ ${CI:-} != true && ${VIEWER_INSTALL_CHROMIUM:-} != 1 ]]; then
		not_run "chromium is not installed (CI=true or VIEWER_INSTALL_CHROMIUM=1 installs it with apt-get)"
	fi
	if ! command -v apt-get >/dev/null 2>&1; then
		not_run "chromium is not installed and there is no apt-get to install it with"
	fi
	if [[ $(id -u) != 0 ]]; then
		not_run "chromium is not installed and installing it with apt-get needs root"
	fi
	echo "installing chromium with apt-get (headless use needs none of its recommended packages)"
	start=$SECONDS
	if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null; }; then
		not_run "apt-get could not install chromium (see its messages above)"
	fi
	echo "installed $(chromium --version 2>/dev/null) in $((SECONDS - start))s"
	chromium=$(find_chromium)
	[[ -n $chromium ]] || not_run "apt-get installed chromium, but it is not on PATH"
fi

out=${VIEWER_OUT:-$(mktemp -d)}
viewer/build.sh "$out"
status=0
(cd viewer && go run ./cmd/browsertest -chromium "$chromium" -screenshot "$out/viewer.png" "$out") || status=$?
if [[ -z ${VIEWER_OUT:-} ]]; then
	# Keep only the screenshots of a temporary build.
	find "$out" -type f ! -name "viewer*.png" -delete
fi
exit "$status"
