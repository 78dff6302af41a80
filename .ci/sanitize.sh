#!/usr/bin/env bash
# Runs the tests under a sanitizer, each in its own scratch path so builds do not mix.
#
#   .ci/sanitize.sh thread
#   .ci/sanitize.sh address     # LeakSanitizer too (.ci/lsan.supp says what it suppresses)
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer="${1:?usage: .ci/sanitize.sh thread|address}"
skip=()
case "$sanitizer" in
  thread) ;;
  address)
    export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0"
    # The suites and the test that launch the built tools go through swift-corelibs-foundation's
    # Process, Pipe and Bundle.allBundles, which leak inside Foundation on Linux. They run
    # everywhere else (swift test, the thread sanitizer); here they are skipped, not suppressed.
    skip=(--skip 'DemoTests|CLITests|executableReplaysARecording|TimelineCommandTests|DemoPagesTests')
    ;;
  *) echo "unknown sanitizer: $sanitizer" >&2; exit 2 ;;
esac

log=".build/sanitize-$sanitizer.log"
mkdir -p .build
if swift test --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" ${skip[@]+"${skip[@]}"} \
  >"$log" 2>&1 \
  && ! grep -q -e 'ThreadSanitizer' -e 'AddressSanitizer' -e 'LeakSanitizer' "$log"; then
  echo "$sanitizer sanitizer: $(grep -E -o 'Test run with [0-9]+ tests? in [0-9]+ suites? passed' "$log" | tail -n 1), no reports"
else
  grep -E -A 30 -e 'Sanitizer' -e 'error:' -e '✘' "$log" | head -n 80
  echo "$sanitizer sanitizer: FAILED (log: $log)"
  exit 1
fi
