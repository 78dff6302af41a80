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

find_chromium() {
  local name
  for name in chromium chromium-browser; do
    if command -v "$name" >/dev/null 2>&1; then
      command -v "$name"
      return
    fi
  done
}

command -v python3 >/dev/null 2>&1 || skip "no python3 to drive the browser"
browser="$(find_chromium || true)"
if [[ -z "$browser" ]]; then
  command -v apt-get >/dev/null 2>&1 || skip "no chromium, and no apt-get to install it"
  [[ "$(id -u)" == 0 ]] || skip "no chromium, and apt-get needs root to install it"
  log=.build/timeline-browser-apt.log
  echo "timeline browser check: installing Debian's chromium with apt-get (log: $log)"
  if ! { apt-get update -q &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
      chromium fonts-dejavu-core; } >"$log" 2>&1; then
    tail -n 5 "$log"
    skip "apt-get could not install chromium (see $log)"
  fi
  browser="$(find_chromium || true)"
  [[ -n "$browser" ]] || skip "chromium was installed but is not on PATH"
fi
# A chromium that cannot open a blank page (Ubuntu's, for one, is a wrapper around a snap) is
# no browser to check with.
mkdir -p .build
sandbox=()
if [[ "$(id -u)" == 0 ]]; then sandbox=(--no-sandbox); fi
if ! timeout 60 "$browser" --headless ${sandbox[@]+"${sandbox[@]}"} --disable-gpu --dump-dom about:blank \
  >/dev/null 2>.build/timeline-browser-start.log; then
  skip "$browser does not start (see .build/timeline-browser-start.log)"
fi
echo "timeline browser check: $("$browser" --version 2>/dev/null | head -n 1)"

swift build --product modalkit >/dev/null
swift build --product modalkit-demo >/dev/null
python3 .ci/timeline-browser.py --chromium "$browser" --bin "$(swift build --show-bin-path)"
