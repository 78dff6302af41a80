#!/usr/bin/env bash
# Checks the WebAssembly build in Node and prints its size and speed; .ci/wasm-browser.sh runs it
# in Chromium. Builds the module first (.ci/wasm.sh) unless MODALKIT_WASM_DIR holds one.
#
#   bash .ci/wasm-check.sh
#
# 1. strtod.c, the module's decimal reader, reads as glibc's strtod does (Tests/WebAssembly/
#    strtod-check.c, natively: 20,000 rounds of hard numbers, about 180,000 readings).
# 2. Every conformance vector and command-line case through `node modalkit-node.mjs`, by
#    Tests/Conformance/check.sh, one process per case as any port is checked; then again in one
#    process (Tests/WebAssembly/vectors.mjs), with a copy of the files changed in two places,
#    which must fail exactly there.
# 3. modalkit.d.ts with tsc --strict, against Tests/WebAssembly/types.ts (what an app writes
#    type-checks; what the format forbids does not). tsc comes from Debian's node-typescript,
#    installed with apt-get when missing (as .ci/porting-skeletons.sh does); without it the step
#    says so and is skipped.
# 4. Size and speed: the module's bytes (and gzipped), then nanoseconds per action in Node
#    against the native release build (Tests/WebAssembly/speed.mjs): the core alone, a whole
#    replay, and the ES module's navigator.send.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
out="${MODALKIT_WASM_DIR:-.build/wasm}"
command -v node >/dev/null || {
  echo "wasm check: FAILED: no node (Debian's nodejs package) to run the module"
  exit 1
}
if [[ ! -f "$out/modalkit.wasm" || -z "${MODALKIT_WASM_DIR:-}" ]]; then bash .ci/wasm.sh; fi
echo "wasm check: $(node --version 2>&1) ($((SECONDS - start)) s so far)"

# 1. The decimal reader against the C library's.
cc -O2 -o "$out/strtod-check" Tests/WebAssembly/strtod-check.c -lm
"$out/strtod-check" 20000

# 2. The vectors, by the port recipe and in one process.
bash Tests/Conformance/check.sh node "$out/modalkit-node.mjs" | sed 's/^/check.sh: /'
node Tests/WebAssembly/vectors.mjs "$out/modalkit.wasm"
node Tests/WebAssembly/vectors.mjs "$out/modalkit.wasm" --self-check

# 3. The TypeScript declarations.
if ! command -v tsc >/dev/null && command -v apt-get >/dev/null && [[ $(id -u) == 0 ]]; then
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq \
    node-typescript >"$out/apt-node-typescript.log" 2>&1 || true
fi
if command -v tsc >/dev/null; then
  tsc --strict --noEmit --target es2020 --module es2020 --moduleResolution node \
    --lib es2020,dom Tests/WebAssembly/types.ts
  echo "wasm check: modalkit.d.ts type-checks with tsc $(tsc --version | sed 's/Version //')" \
    "--strict, and refuses the five actions the format refuses"
else
  echo "wasm check: TypeScript declarations: skipped: no tsc, and apt-get cannot install node-typescript"
fi

# 4. Size and speed against the native build.
swift build -c release --product modalkit >/dev/null
release="$(swift build -c release --show-bin-path)"
swiftc -O -wmo -parse-as-library -I "$release/Modules" Sources/ModalKitWeb/Bench.swift \
  Tests/WebAssembly/NativeBench.swift "$release"/ModalKit.build/*.o -o "$out/bench-native"
size=$(wc -c <"$out/modalkit.wasm")
echo "wasm check: modalkit.wasm is $size bytes, $(gzip -9 -c "$out/modalkit.wasm" | wc -c) gzipped"
node Tests/WebAssembly/speed.mjs "$out/modalkit.wasm" "$out/bench-native" "$release/modalkit"

echo "wasm check: passed in $((SECONDS - start)) s"
