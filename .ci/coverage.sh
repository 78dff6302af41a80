#!/usr/bin/env bash
# Line, region and function coverage of Sources/ModalKit by `swift test`; fails below the floor.
#
#   .ci/coverage.sh                 # floors: lines 99%, functions 100%
#   COVERAGE_LINES=98 .ci/coverage.sh
set -euo pipefail
cd "$(dirname "$0")/.."

line_floor="${COVERAGE_LINES:-99}"
function_floor="${COVERAGE_FUNCTIONS:-100}"

swift test --enable-code-coverage >.build/coverage-test.log 2>&1 || {
  tail -n 40 .build/coverage-test.log
  exit 1
}
bin="$(swift build --show-bin-path)"
profdata="$bin/codecov/default.profdata"
binary="$bin/ModalKitPackageTests.xctest"
[[ -f "$binary" ]] || binary="$bin/ModalKitPackageTests.xctest/Contents/MacOS/ModalKitPackageTests"
# The llvm-cov that ships with the Swift toolchain reads its profiles; a system one may not.
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
if [[ -x "$toolchain/llvm-cov" ]]; then
  llvm_cov=("$toolchain/llvm-cov")
elif command -v xcrun >/dev/null; then
  llvm_cov=(xcrun llvm-cov)
else
  llvm_cov=(llvm-cov)
fi

report="$("${llvm_cov[@]}" report "$binary" -instr-profile="$profdata" \
  -ignore-filename-regex='(/Tests/|/\.build/)' "$PWD/Sources/ModalKit")"
echo "$report"

# TOTAL  regions missed cover  functions missed executed  lines missed cover  [branches...]
total="$(grep '^TOTAL' <<<"$report")"
regions="$(awk '{print $4}' <<<"$total")"
functions="$(awk '{print $7}' <<<"$total")"
lines="$(awk '{print $10}' <<<"$total")"
echo "coverage of Sources/ModalKit: lines $lines, regions $regions, functions $functions" \
  "(floors: lines ${line_floor}%, functions ${function_floor}%)"
below() { awk -v value="${1%\%}" -v floor="$2" 'BEGIN { exit !(value + 0 < floor + 0) }'; }
if below "$lines" "$line_floor" || below "$functions" "$function_floor"; then
  echo "coverage below the floor"
  exit 1
fi
