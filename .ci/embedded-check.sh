#!/usr/bin/env bash
# Builds Sources/ModalKit in Embedded Swift for the host, links .ci/embedded/main.swift (a tiny
# program that pushes, presents and dismisses) against it, runs it and checks its output. The
# same program is then built against the core in normal mode and must print the same bytes:
# what Embedded leaves out (descriptions that interpolate a generic route) changes nothing else.
#
#   bash .ci/embedded-check.sh
#
# Every .swift file under Sources/ModalKit is compiled, so a new file that Embedded Swift cannot
# build (Codable, reflection, key paths, `any Error`) fails here unless it is fenced with
# `#if !hasFeature(Embedded)`.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
out="${EMBEDDED_BUILD_DIR:-.build/embedded-check}"
rm -rf "$out"
mkdir -p "$out/embedded" "$out/normal"

swiftc="$(command -v swiftc)"
toolchain_lib="$(dirname "$(dirname "$(readlink -f "$swiftc")")")/lib/swift"
triple="$(swiftc -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -n 1)"
embedded=(-enable-experimental-feature Embedded -wmo)
sources=()
while IFS= read -r file; do sources+=("$file"); done \
  < <(find Sources/ModalKit -name '*.swift' | LC_ALL=C sort)
echo "toolchain: $(swiftc --version 2>&1 | head -n 1)"
echo "host: $triple; ${#sources[@]} files in Sources/ModalKit"

# 1. Can this toolchain build Embedded Swift for the host at all? If not, say exactly that.
printf 'print("embedded")\n' >"$out/probe.swift"
if ! swiftc "${embedded[@]}" "$out/probe.swift" -o "$out/probe" >"$out/probe.log" 2>&1 \
  || [[ "$("$out/probe")" != "embedded" ]]; then
  cat "$out/probe.log"
  echo "embedded check: NOT RUN. This toolchain cannot build and run an Embedded Swift program"
  echo "for the host ($triple): a one-line print fails above, before ModalKit is involved."
  exit 2
fi
echo "1. the toolchain builds and runs an Embedded Swift program for $triple"

# 2. The core in Embedded mode.
if ! swiftc "${embedded[@]}" -parse-as-library -module-name ModalKit -package-name ModalKit \
  -emit-module -emit-module-path "$out/embedded/ModalKit.swiftmodule" \
  -c -o "$out/embedded/ModalKit.o" "${sources[@]}" >"$out/core.log" 2>&1; then
  grep -E -A 4 'error:' "$out/core.log" | head -n 60
  echo "embedded check: FAILED: Sources/ModalKit does not compile in Embedded Swift (log: $out/core.log)"
  exit 1
fi
if grep -q 'warning:' "$out/core.log"; then
  grep -A 4 'warning:' "$out/core.log"
  echo "embedded check: FAILED: warnings compiling Sources/ModalKit in Embedded Swift"
  exit 1
fi
echo "2. Sources/ModalKit compiles in Embedded Swift ($(wc -c <"$out/embedded/ModalKit.o") bytes of object code)"

# 3. The program in Embedded mode. String comparison needs the stdlib's Unicode tables, which an
# Embedded program links explicitly; the hash table sizing calls `ceil` from libm.
tables="$toolchain_lib/embedded/$triple"
link=()
[[ -f "$tables/libswiftUnicodeDataTables.a" ]] && link+=(-L "$tables" -lswiftUnicodeDataTables)
[[ "$(uname -s)" == Linux ]] && link+=(-lm)
if ! swiftc "${embedded[@]}" -I "$out/embedded" .ci/embedded/main.swift "$out/embedded/ModalKit.o" \
  ${link[@]+"${link[@]}"} -o "$out/embedded/demo" >"$out/program.log" 2>&1; then
  grep -E -A 4 'error:' "$out/program.log" | head -n 60
  echo "embedded check: FAILED: the program does not build against the Embedded core (log: $out/program.log)"
  exit 1
fi
"$out/embedded/demo" >"$out/embedded/output.txt"
echo "3. the Embedded program runs ($(wc -c <"$out/embedded/demo") bytes):"
sed 's/^/   | /' "$out/embedded/output.txt"

# 4. Its output is the transcript below, which the core's behaviour dictates.
cat >"$out/expected.txt" <<'EOF'
push: 1 event(s): pushed thread(7)#1
present: 1 event(s): presented settings#2 as sheet
state: [inbox#0, thread(7)#1] > [settings#2], next id #3
unwind in the sheet: 1 event(s): rejected, alreadyAtRoot
push from the thread beneath: 1 event(s): pushed thread(8)#3
select large: 1 event(s): detentChanged #2 medium -> large
lowest interactive level: 1
a release at 420 of 800 settles at: medium
queue an alert: 1 event(s): queued saved#4
dismiss: 2 event(s): dismissed settings#2, programmatic; presented saved#4 as alert
tap undo: 1 event(s): dismissed saved#4, button(undo)
dismiss again: 1 event(s): rejected, nothingPresented
home: 2 event(s): popped thread(8)#3; popped thread(7)#1
state: [inbox#0], next id #5
destination levels: 1
invariant violations: 0
EOF
if ! diff -u "$out/expected.txt" "$out/embedded/output.txt"; then
  echo "embedded check: FAILED: the Embedded program printed something else (diff above)"
  exit 1
fi
echo "4. its output is the expected transcript ($(wc -l <"$out/expected.txt") lines)"

# 5. The same program against the core built normally prints the same bytes.
swiftc -wmo -parse-as-library -module-name ModalKit -package-name ModalKit \
  -emit-module -emit-module-path "$out/normal/ModalKit.swiftmodule" \
  -emit-library -static -o "$out/normal/libModalKit.a" "${sources[@]}" >"$out/normal.log" 2>&1 \
  && swiftc -I "$out/normal" .ci/embedded/main.swift -L "$out/normal" -lModalKit \
    -o "$out/normal/demo" >>"$out/normal.log" 2>&1 \
  || {
    grep -E -A 4 'error:' "$out/normal.log" | head -n 60
    echo "embedded check: FAILED: the program does not build against the normal core"
    exit 1
  }
"$out/normal/demo" >"$out/normal/output.txt"
if ! diff -u "$out/embedded/output.txt" "$out/normal/output.txt"; then
  echo "embedded check: FAILED: the normal build printed something else (diff above)"
  exit 1
fi
echo "5. the same program against the normally built core prints the same bytes"

echo "embedded check: passed in $((SECONDS - start)) s"
