#!/usr/bin/env bash
# Compiles the Kotlin and TypeScript skeletons of Porting.md, so the guide cannot drift from code
# that builds. Run from anywhere: bash .ci/porting-skeletons.sh
#
# A skeleton is a fenced block of Sources/ModalKit/ModalKit.docc/Porting.md whose first line is
# `// porting-skeleton: FILE`. Each is written out as FILE, exactly as the article shows it, and
# compiled:
#   kotlin      kotlinc -Werror FILE                         (Debian package kotlin, 1.3 on bookworm)
#   typescript  tsc --strict --noEmit --target es2020 FILE   (Debian package node-typescript, 4.8)
# A compiler that is missing is installed with apt-get (CI machines start without them). Where it
# cannot be installed (no apt-get, not root, no package), the script prints one line saying so
# and skips that language; a skeleton that is missing from the article, or does not compile,
# fails.
#
# Time on the 2-core machine: about 40 s to install both packages the first time (apt-get update
# and install; 16 s for node-typescript alone), then 7 to 12 s for kotlinc and 4 to 8 s for tsc,
# depending on what else the two cores run: about 10 to 20 s in all.
set -euo pipefail
cd "$(dirname "$0")/.."

article=Sources/ModalKit/ModalKit.docc/Porting.md
out="${SKELETONS_BUILD_DIR:-.build/porting-skeletons}"
rm -rf "$out"
mkdir -p "$out"
start=$SECONDS
failed=0
updated=0

# Writes out the block of $article for LANGUAGE whose first line names its file; prints the path.
extract() { # LANGUAGE
  awk -v language="$1" -v dir="$out" '
    $0 == "```" language { fence = 1; next }
    fence && match($0, /^\/\/ porting-skeleton: /) {
      file = dir "/" substr($0, RLENGTH + 1)
      printf "" > file
      print file
      inside = 1
    }
    { fence = 0 }
    inside && /^```[ \t]*$/ { inside = 0; close(file); next }
    inside { print >> file }
  ' "$article"
}

# Makes COMMAND available, installing PACKAGE when it is missing; returns 1 (after saying why)
# when it cannot.
have() { # COMMAND PACKAGE
  local command=$1 package=$2
  command -v "$command" >/dev/null && return 0
  if ! command -v apt-get >/dev/null || [[ $(id -u) != 0 ]]; then
    echo "skipped: $command is not installed and apt-get cannot install $package here"
    return 1
  fi
  local log="$out/apt-$package.log"
  # Another apt-get on the machine holds the lock for a while: wait for it rather than skip.
  local wait=(-o DPkg::Lock::Timeout=300)
  if [[ $updated == 0 ]]; then
    apt-get "${wait[@]}" update -qq >"$log" 2>&1 || true
    updated=1
  fi
  if ! DEBIAN_FRONTEND=noninteractive apt-get "${wait[@]}" install -y -qq "$package" \
    >>"$log" 2>&1 ||
    ! command -v "$command" >/dev/null; then
    tail -n 3 "$log"
    echo "skipped: apt-get could not install $package, which has $command"
    return 1
  fi
  echo "installed $package ($((SECONDS - start)) s so far)"
}

compile() { # LANGUAGE COMMAND PACKAGE ARGUMENTS… (the file is added last)
  local language=$1 command=$2 package=$3
  shift 3
  local files=()
  while IFS= read -r file; do files+=("$file"); done < <(extract "$language")
  if [[ ${#files[@]} -eq 0 ]]; then
    echo "porting skeletons: FAILED: $article has no $language block starting with" \
      "'// porting-skeleton: FILE'"
    failed=1
    return
  fi
  have "$command" "$package" || return 0
  local file step_start status version
  version="$(dpkg-query -W -f '${Version}' "$package" 2>/dev/null || true)"
  for file in "${files[@]}"; do
    step_start=$SECONDS
    set +e
    "$command" "$@" "$file" >"$file.log" 2>&1
    status=$?
    set -e
    # kotlinc on JDK 13+ warns that -Xverify:none is deprecated: that is the JVM, not the code.
    grep -v -e '-Xverify:none and -noverify were deprecated' "$file.log" || true
    if [[ $status != 0 ]]; then
      echo "porting skeletons: FAILED: $command does not compile $file ($language, $article)"
      failed=1
    else
      echo "$language: $(basename "$file"), $(wc -l <"$file") lines, compiled by $command" \
        "${version:+($package $version) }in $((SECONDS - step_start)) s"
    fi
  done
}

compile kotlin kotlinc kotlin -Werror -d "$out/classes"
compile typescript tsc node-typescript --strict --noEmit --target es2020

if [[ $failed == 1 ]]; then exit 1; fi
echo "porting skeletons: done in $((SECONDS - start)) s"
