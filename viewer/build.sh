#!/usr/bin/env bash
# Builds the URL viewer into the folder OUT, ready to serve as static files:
# index.html, style.css, viewer.js, main.wasm (the viewer's Go code and the
# library, GOOS=js GOARCH=wasm) and wasm_exec.js from the Go toolchain.
#
# Usage: viewer/build.sh OUT
# Serve:  (cd viewer && GOTOOLCHAIN=go1.27.3 go run ./cmd/serve OUT), then open
#         http://127.0.0.1:8080/
set -euo pipefail

if [[ $# -ne 1 || -z $1 ]]; then
	echo "usage: $0 OUT" >&2
	exit 2
fi
mkdir -p "$1"
out=$(cd "$1" && pwd)
cd "$(dirname "${BASH_SOURCE[0]}")"

source ../scripts/go-toolchain.sh

GOOS=js GOARCH=wasm go build -ldflags='-s -w' -o "$out/main.wasm" ./wasm

# wasm_exec.js must come from the toolchain that built main.wasm: lib/wasm
# since Go 1.24, misc/wasm before.
goroot=$(go env GOROOT)
for f in "$goroot/lib/wasm/wasm_exec.js" "$goroot/misc/wasm/wasm_exec.js"; do
	if [[ -f $f ]]; then
		install -m 0644 "$f" "$out/wasm_exec.js"
		break
	fi
done
if [[ ! -f $out/wasm_exec.js ]]; then
	echo "build.sh: no wasm_exec.js under $goroot/lib/wasm or $goroot/misc/wasm" >&2
	exit 1
fi

cp web/index.html web/style.css web/viewer.js "$out/"
echo "built the viewer in $out ($(wc -c <"$out/main.wasm") bytes of WebAssembly)"
