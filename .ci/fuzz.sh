#!/usr/bin/env bash
# Builds every libFuzzer harness in Tests/Fuzz (release, -sanitize=fuzzer,address), replays each
# harness's FailCases, then fuzzes each for [seconds] (default 30) from its committed corpus.
#
#   .ci/fuzz.sh          # 30 s per harness
#   .ci/fuzz.sh 600      # ten minutes per harness
#
# A harness is a folder Tests/Fuzz/Sources/Fuzz<Name>/; its corpus is Tests/Fuzz/Corpus/<name>/
# and its fail cases Tests/Fuzz/FailCases/<name>/. New inputs the fuzzer finds go to
# .build/fuzz-corpus/<name>/ (not committed); a crash is left in .build/fuzz-artifacts/<name>/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
# Xcode's Swift toolchain ships no libFuzzer runtime; fuzzing runs on Linux (and on macOS with a
# swift.org toolchain: MODALKIT_FUZZ=1).
if [[ "$(uname)" == Darwin && -z "${MODALKIT_FUZZ:-}" ]]; then
  echo "fuzz: skipped on macOS (Xcode's toolchain has no libFuzzer); set MODALKIT_FUZZ=1 to try"
  exit 0
fi
scratch="$PWD/.build/fuzz"
# Cross-module optimization lets the harness specialize ModalKit's generics: twice the speed.
build=(swift build --package-path Tests/Fuzz -c release -Xswiftc -sanitize=fuzzer,address
  -Xswiftc -cross-module-optimization --scratch-path "$scratch")
# On Linux, link with lld: gold stops with an internal error (format_file_lineno) on the loop
# harness, which lld links. SwiftPM passes no -use-ld from -Xswiftc to the link, a toolset does.
if [[ "$(uname)" == Linux ]]; then
  mkdir -p "$scratch"
  echo '{"schemaVersion": "1.0", "swiftCompiler": {"extraCLIOptions": ["-use-ld=lld"]}}' \
    >"$scratch/toolset.json"
  build+=(--toolset "$scratch/toolset.json")
fi
"${build[@]}" 2>&1 | grep -v -e '^\[' -e 'Cannot export local symbol' || true
bin="$("${build[@]}" --show-bin-path)"

status=0
for dir in Tests/Fuzz/Sources/Fuzz*/; do
  harness="$(basename "$dir")"
  name="$(echo "${harness#Fuzz}" | tr '[:upper:]' '[:lower:]')"
  exe="$bin/fuzz-$name"
  corpus="Tests/Fuzz/Corpus/$name"
  failcases=()
  while IFS= read -r -d '' file; do failcases+=("$file"); done < <(
    find "Tests/Fuzz/FailCases/$name" -type f ! -name '.*' ! -name '*.md' -print0 2>/dev/null)

  if ((${#failcases[@]} > 0)); then
    if "$exe" "${failcases[@]}" >"$scratch/replay-$name.log" 2>&1; then
      echo "fuzz-$name: ${#failcases[@]} fail cases replayed, 0 crashes"
    else
      echo "fuzz-$name: a fail case crashes again; see $scratch/replay-$name.log"
      status=1
      continue
    fi
  else
    echo "fuzz-$name: no fail cases to replay"
  fi

  work=".build/fuzz-corpus/$name"
  artifacts=".build/fuzz-artifacts/$name/"
  mkdir -p "$work" "$artifacts" "$corpus"
  log="$scratch/fuzz-$name.log"
  # Action streams are short byte strings; traces and saved states are JSON and need room.
  case "$name" in
    trace | restoration) max_len=4096 ;;
    deeplink) max_len=2100 ;;  # past the 2,048-byte link limit
    loop) max_len=600 ;;  # about 200 inputs to the store, the host and the loop
    *) max_len=128 ;;
  esac
  # A harness may have a libFuzzer dictionary of its format's tokens: Dictionaries/<name>.dict.
  dict=()
  [[ -f "Tests/Fuzz/Dictionaries/$name.dict" ]] && dict=("-dict=Tests/Fuzz/Dictionaries/$name.dict")
  if "$exe" -max_total_time="$seconds" -max_len="$max_len" -print_final_stats=1 \
    -artifact_prefix="$artifacts" "${dict[@]}" \
    "$work" "$corpus" >"$log" 2>&1; then
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")"
    echo "fuzz-$name: $runs executions in ${seconds} s ($rate/s), 0 crashes"
  else
    echo "fuzz-$name: CRASH; input in $artifacts, log in $log:"
    grep -m 20 -e 'Fatal error' -e 'ERROR' -e 'SUMMARY' "$log" || tail -n 20 "$log"
    echo "Add the input to Tests/Fuzz/FailCases/$name/ with a unit test, and fix the cause."
    status=1
  fi
done
exit "$status"
