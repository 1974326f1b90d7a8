#!/usr/bin/env bash
# Builds the URL viewer into the folder OUT, ready to serve as static files:
# index.html, style.css, viewer.js, main.wasm (the viewer's Go code and the
# library, GOOS=js GOARCH=wasm, stripped), its precompressed copy
# main.wasm.gz and, when asked for, main.wasm.br, and wasm_exec.js from the
# Go toolchain.
#
# Usage: viewer/build.sh OUT
# Environment: VIEWER_BROTLI, brotli's quality for main.wasm.br, which needs
# the brotli command (11 is the smallest file, a quarter smaller than the
# gzip one, for about 40 s of CPU: worth it for a site, not for a try on
# 127.0.0.1); unset or off: no main.wasm.br.
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

# -s -w: no symbol table or DWARF (a panic's stack trace still names the
# functions); -trimpath: no local paths in the module.
GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o "$out/main.wasm" ./wasm

# Precompressed copies, which cmd/serve sends with Content-Encoding to a
# browser that accepts them. -n: no name or time stamp in the gzip header,
# so that the same module gives the same file.
rm -f "$out/main.wasm.gz" "$out/main.wasm.br"
gzip -9 -n -c "$out/main.wasm" >"$out/main.wasm.gz"
quality=${VIEWER_BROTLI:-off}
if [[ $quality != off ]]; then
	if ! command -v brotli >/dev/null 2>&1; then
		echo "build.sh: VIEWER_BROTLI=$quality, but there is no brotli command (Debian: apt-get install brotli)" >&2
		exit 1
	fi
	brotli -q "$quality" -c "$out/main.wasm" >"$out/main.wasm.br"
fi

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
sizes="main.wasm $(wc -c <"$out/main.wasm") bytes, gzip $(wc -c <"$out/main.wasm.gz")"
if [[ -f $out/main.wasm.br ]]; then
	sizes+=", brotli $(wc -c <"$out/main.wasm.br")"
fi
echo "built the viewer in $out ($sizes)"
