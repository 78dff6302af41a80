#!/usr/bin/env bash
# Opens timeline pages in headless Chromium and checks what they show (.ci/timeline-browser.py
# says what): the tour's pages and every conformance vector's page, each step reached with the
# arrow keys, its sheet and overlay heights measured against the layout rules within 1 px, its
# blocked levels and dimming checked against the replay, no script error; broken copies of a
# page must fail. Screenshots of the first and last steps go to .build/timeline-screenshots.
#
#   bash .ci/timeline-browser.sh
#
# Chromium is Debian's `chromium` package, installed with apt-get when missing. Where it cannot
# be (no apt-get, not root, no network) or does not start, the check prints "timeline browser
# check: skipped: REASON" and exits 0: a skip is always said, never silent.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
  echo "timeline browser check: skipped: $1"
  exit 0
}

command -v python3 >/dev/null 2>&1 || skip "no python3 to drive the browser"
source .ci/chromium.sh
chromium_or_skip timeline-browser
echo "timeline browser check: $("$browser" --version 2>/dev/null | head -n 1)"

swift build --product modalkit >/dev/null
swift build --product modalkit-demo >/dev/null
python3 .ci/timeline-browser.py --chromium "$browser" --bin "$(swift build --show-bin-path)"
