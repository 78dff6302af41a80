#!/usr/bin/env bash
# Runs the WebAssembly build in headless Chromium (.ci/wasm-browser.py says what it checks):
# every conformance vector and command-line case in the browser, and the playground page driven
# by a scripted session whose frames must equal its trace's timeline page and whose exported
# trace `modalkit replay` must read. Builds the module first (.ci/wasm.sh) unless
# MODALKIT_WASM_DIR holds one.
#
#   bash .ci/wasm-browser.sh
#
# Chromium is found or installed as .ci/timeline-browser.sh does (Debian's chromium, with
# apt-get when missing); where it cannot be, the check prints "wasm browser check: skipped:
# REASON" and exits 0: a skip is always said, never silent.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
  echo "wasm browser check: skipped: $1"
  exit 0
}

command -v python3 >/dev/null 2>&1 || skip "no python3 to drive the browser"
source .ci/chromium.sh
chromium_or_skip wasm-browser
echo "wasm browser check: $("$browser" --version 2>/dev/null | head -n 1)"

out="${MODALKIT_WASM_DIR:-.build/wasm}"
if [[ ! -f "$out/playground.html" || -z "${MODALKIT_WASM_DIR:-}" ]]; then bash .ci/wasm.sh; fi
swift build --product modalkit >/dev/null
python3 .ci/wasm-browser.py --chromium "$browser" --wasm "$out" \
  --modalkit "$(swift build --show-bin-path)/modalkit"
