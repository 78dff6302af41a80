#!/usr/bin/env bash
# Type-checks every target with Apple-only code (the SwiftUI host, the examples, the observable
# wrappers) for arm64-apple-ios15.0 against the iPhoneOS 16.5 SDK interfaces in
# ../shared/ios-typecheck (see its README for what that proves and what it cannot). Errors fail;
# so does any warning in the project's own files (Sources/, Examples/, Tests/), as in the build.
#
#   bash .ci/ios-typecheck.sh [KIT]     # KIT: default ../shared/ios-typecheck
#
# Without KIT (a machine outside this project), it prints one line and exits 0.
#
# Some copies of the SDK hold a symbolic link as a small file whose text is the link's target
# (usr/include/pthread.h reading `pthread/pthread.h`), which clang cannot read. Then a repaired
# copy, with those files made links again, is kept in ${XDG_CACHE_HOME:-~/.cache}/modalkit-ios-sdk
# and checked against instead; the kit itself is never written.
set -uo pipefail
cd "$(dirname "$0")/.."

kit=${1:-../shared/ios-typecheck}
if [ ! -f "$kit/typecheck.sh" ]; then
  echo "skipped: no iOS type-check kit at $kit (it is part of this project's machines only)"
  exit 0
fi
kit=$(cd "$kit" && pwd)
sdk="$kit/iPhoneOS16.5.sdk"

# Files of at most 300 bytes, on one line, naming another file of the SDK relative to their own
# folder: links flattened by a copy.
flattened() {
  (cd "$1" && find . -type f -size -300c -print0 | while IFS= read -r -d '' f; do
    target=$(head -c 300 "$f")
    [[ $target != *$'\n'* && -n $target && -f "$(dirname "$f")/$target" ]] && printf '%s\t%s\n' "$f" "$target"
  done)
}
links=$(flattened "$sdk")
if [ -n "$links" ]; then
  repaired="${XDG_CACHE_HOME:-$HOME/.cache}/modalkit-ios-sdk"
  stamp=$( { echo "$sdk"; echo "$links"; } | sha256sum | cut -c1-12)
  if [ "$(cat "$repaired/stamp" 2>/dev/null)" != "$stamp" ]; then
    rm -rf "$repaired" && mkdir -p "$repaired" && cp -R "$sdk" "$repaired/" || exit 2
    chmod -R u+w "$repaired"
    while IFS=$'\t' read -r file target; do
      ln -sfn "$target" "$repaired/iPhoneOS16.5.sdk/$file"
    done <<<"$links"
    echo "$stamp" >"$repaired/stamp"
  fi
  echo "The kit's SDK holds $(echo "$links" | wc -l) links flattened to files; checking against $repaired"
  sdk="$repaired/iPhoneOS16.5.sdk"
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The kit compiles each module without a package name, which the `package` declarations one
# ModalKit module uses from another need: it is handed a compiler that adds one (the same for
# every module, as SwiftPM's) to each compilation of a module.
tools=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$tools"' EXIT
real=$(dirname "$(readlink -f "$(command -v "${SWIFTC:-swiftc}")")")
mkdir -p "$tools/bin"
ln -s "$real/../lib" "$tools/lib"
for tool in swiftc swift-frontend; do
  cat >"$tools/bin/$tool" <<WRAPPER
#!/usr/bin/env bash
for argument in "\$@"; do
  [ "\$argument" = -module-name ] && exec "$real/$tool" "\$@" -package-name ModalKit
done
exec "$real/$tool" "\$@"
WRAPPER
  chmod +x "$tools/bin/$tool"
done
SWIFTC="$tools/bin/swiftc" bash "$kit/typecheck.sh" . "$sdk" "$kit/toolchain-apinotes" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
own='^(Sources|Examples|Tests)/[^:]*:[0-9]+:[0-9]+: warning: '
warnings=$(grep -cE "$own" "$log")
echo "ios-typecheck: status $status, $warnings warning(s) in the project's own files"
grep -E "$own" "$log" | sort -u
[ "$status" -eq 0 ] || exit "$status"
[ "$warnings" -eq 0 ] || exit 1
