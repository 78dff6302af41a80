#!/usr/bin/env bash
# Builds ModalKit for WebAssembly with the toolchain alone: Embedded Swift for
# wasm32-unknown-none-wasm, clang and wasm-ld, all shipped with Swift 6.3; no package, no SDK.
#
#   bash .ci/wasm.sh              # writes .build/wasm/
#
# One module, modalkit.wasm, holds the core (Sources/ModalKit, unchanged), the trace codec
# (Sources/ModalKitTrace), the timeline's drawing of a state (Sources/ModalKitTimeline but its
# page, Timeline+HTML.swift, which describes values Embedded Swift cannot, plus the one file of
# Sources/ModalKitWeb/ModalKitTimeline) and the entry points of Sources/ModalKitWeb (Swift with
# @_cdecl, with the replay command's arguments as Sources/modalkit/ReplayCommand.swift reads
# them, and C for what Embedded Swift asks of its host). It imports nothing. Each Swift module
# compiles with no warning, or the build fails. Beside it the script writes the ES
# module and its types (modalkit.js, modalkit.d.ts), the command line for Node
# (modalkit-node.mjs, which Tests/Conformance/check.sh runs), and the playground page with
# everything inlined (playground.html, from Examples/Web).
#
# For a mutation run, which rebuilds the module once per mutant:
#   MODALKIT_WASM_DIR=DIR    where to build (default .build/wasm); builds in separate
#                            directories may run side by side
#   MODALKIT_WASM_CORE=DIR   the core's sources to build instead of Sources/ModalKit (a mutated
#                            copy); the other modules are rebuilt against it
#   MODALKIT_WASM_OPT=-Onone optimization (default -Osize): -Onone compiles in about half the
#                            time, runs several times slower, replays the same bytes
#   MODALKIT_WASM_ONLY=module  build modalkit.wasm and modalkit.js only (no playground page)
# Then `node Tests/WebAssembly/vectors.mjs DIR/modalkit.wasm` replays every vector and
# command-line case in one process, in about a second.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
out="${MODALKIT_WASM_DIR:-.build/wasm}"
core="${MODALKIT_WASM_CORE:-Sources/ModalKit}"
optimization="${MODALKIT_WASM_OPT:--Osize}"
mkdir -p "$out/objects"
objects="$out/objects"

swiftc="$(command -v swiftc)"
bin="$(dirname "$(readlink -f "$swiftc")")"
target=wasm32-unknown-none-wasm
tables="$bin/../lib/swift/embedded/$target/libswiftUnicodeDataTables.a"
for tool in "$bin/clang" "$bin/wasm-ld" "$tables"; do
  if [[ ! -e "$tool" ]]; then
    echo "wasm build: FAILED: this toolchain has no $tool (Swift 6.3 or later ships it)"
    exit 1
  fi
done

swift_flags=(-target "$target" -enable-experimental-feature Embedded -wmo "$optimization"
  -parse-as-library -package-name ModalKit -I "$objects")

# Compiles one Swift module: NAME, then its source files.
module() {
  local name=$1
  shift
  local log="$objects/$name.log"
  if ! "$swiftc" "${swift_flags[@]}" -module-name "$name" \
    -emit-module -emit-module-path "$objects/$name.swiftmodule" \
    -c -o "$objects/$name.o" "$@" >"$log" 2>&1; then
    grep -E -A 4 'error:' "$log" | head -n 40
    echo "wasm build: FAILED: $name does not compile for $target (log: $log)"
    exit 1
  fi
  if grep -q 'warning:' "$log"; then
    grep -A 4 'warning:' "$log"
    echo "wasm build: FAILED: warnings compiling $name for $target"
    exit 1
  fi
}

# Every .swift file of a folder, sorted, but those named after it.
sources() { # FOLDER [EXCLUDED NAME…]
  local folder=$1
  shift
  local excluded=()
  for name in "$@"; do excluded+=(! -name "$name"); done
  find "$folder" -name '*.swift' ${excluded[@]+"${excluded[@]}"} | LC_ALL=C sort
}

mapfile -t core_files < <(sources "$core")
mapfile -t trace_files < <(sources Sources/ModalKitTrace)
# The timeline but its page, which describes values Embedded Swift cannot, and with the drawing
# of one state that only this build needs; the entry points, with the replay command's
# arguments as the Swift executable reads them.
mapfile -t timeline_files < <(sources Sources/ModalKitTimeline Timeline+HTML.swift
  sources Sources/ModalKitWeb/ModalKitTimeline)
mapfile -t web_files < <(find Sources/ModalKitWeb -maxdepth 1 -name '*.swift' | LC_ALL=C sort
  echo Sources/modalkit/ReplayCommand.swift)

module ModalKit "${core_files[@]}"
echo "wasm build: ModalKit ($core, ${#core_files[@]} files) compiled ($((SECONDS - start)) s)"
module ModalKitTrace "${trace_files[@]}"
echo "wasm build: ModalKitTrace (${#trace_files[@]} files) compiled ($((SECONDS - start)) s)"
module ModalKitTimeline "${timeline_files[@]}"
echo "wasm build: ModalKitTimeline's drawing (${#timeline_files[@]} files) compiled ($((SECONDS - start)) s)"
module ModalKitWeb "${web_files[@]}"

c_flags=(--target=wasm32-unknown-unknown -nostdlib -ffreestanding -mbulk-memory -O2 -Wall -Werror)
"$bin/clang" "${c_flags[@]}" -c Sources/ModalKitWeb/runtime.c -o "$objects/runtime.o"
"$bin/clang" "${c_flags[@]}" -c Sources/ModalKitWeb/strtod.c -o "$objects/strtod.o"

# The exports: every @_cdecl of Sources/ModalKitWeb, and the C heap's measure (wasm-ld exports
# the memory itself).
exports=(--export=mk_heap_bytes)
while IFS= read -r name; do exports+=("--export=$name"); done \
  < <(grep -ho '@_cdecl("[a-z_]*")' Sources/ModalKitWeb/*.swift | sed 's/@_cdecl("\(.*\)")/\1/')
"$bin/wasm-ld" --no-entry --gc-sections --strip-all -mllvm -mattr=+bulk-memory \
  "${exports[@]}" -o "$out/modalkit.wasm" \
  "$objects/ModalKitWeb.o" "$objects/ModalKitTimeline.o" "$objects/ModalKitTrace.o" \
  "$objects/ModalKit.o" "$objects/runtime.o" "$objects/strtod.o" "$tables"
cp Sources/ModalKitWeb/modalkit.js Sources/ModalKitWeb/modalkit.d.ts \
  Sources/ModalKitWeb/modalkit-node.mjs "$out/"

size=$(wc -c <"$out/modalkit.wasm")
gzipped=$(gzip -9 -c "$out/modalkit.wasm" | wc -c)
echo "wasm build: $out/modalkit.wasm, $size bytes ($gzipped gzipped), ${#exports[@]} exports," \
  "no imports, $optimization ($((SECONDS - start)) s)"

if [[ "${MODALKIT_WASM_ONLY:-}" == module ]]; then exit 0; fi

# The playground: Examples/Web/playground.html with the ES module and the module inlined, so
# that it opens from a file with no server.
if ! command -v node >/dev/null 2>&1; then
  echo "wasm build: playground page skipped: no node to assemble it"
  exit 0
fi
node .ci/wasm-playground.mjs "$out" "$out/playground.html"
echo "wasm build: $out/playground.html, $(wc -c <"$out/playground.html") bytes, self-contained"
