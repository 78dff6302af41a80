# Finds headless Chromium, or installs Debian's with apt-get; sourced by the browser checks
# (.ci/timeline-browser.sh, .ci/wasm-browser.sh), which define `skip REASON` first.
#
#   source .ci/chromium.sh
#   chromium_or_skip NAME     # sets `browser` to its path
#
# Where there is none and none can be installed
# (no apt-get, not root, no network), or it does not start (Ubuntu's is a wrapper around a
# snap), it calls `skip` with the reason. NAME is the check's name, for the apt-get log.

find_chromium() {
  local name
  for name in chromium chromium-browser; do
    if command -v "$name" >/dev/null 2>&1; then
      command -v "$name"
      return
    fi
  done
}

chromium_or_skip() { # NAME
  local log=.build/$1-apt.log
  mkdir -p .build
  browser="$(find_chromium || true)"
  if [[ -z "$browser" ]]; then
    command -v apt-get >/dev/null 2>&1 || skip "no chromium, and no apt-get to install it"
    [[ "$(id -u)" == 0 ]] || skip "no chromium, and apt-get needs root to install it"
    echo "$1: installing Debian's chromium with apt-get (log: $log)"
    if ! { apt-get update -q &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        chromium fonts-dejavu-core; } >"$log" 2>&1; then
      tail -n 5 "$log"
      skip "apt-get could not install chromium (see $log)"
    fi
    browser="$(find_chromium || true)"
    [[ -n "$browser" ]] || skip "chromium was installed but is not on PATH"
  fi
  local sandbox=()
  if [[ "$(id -u)" == 0 ]]; then sandbox=(--no-sandbox); fi
  if ! timeout 60 "$browser" --headless ${sandbox[@]+"${sandbox[@]}"} --disable-gpu \
    --dump-dom about:blank >/dev/null 2>".build/$1-start.log"; then
    skip "$browser does not start (see .build/$1-start.log)"
  fi
}
