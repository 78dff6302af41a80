#!/usr/bin/env bash
# Builds the DocC catalog of ModalKit with the toolchain's own docc and fails on any warning.
#
#   bash .ci/docs.sh              # the site goes to .build/docs/ModalKit.doccarchive
#
# 1. The compiler writes the module's symbol graph (swiftc -emit-symbol-graph; no build of the
#    package and no plugin package is needed).
# 2. `docc convert` builds Sources/ModalKit/ModalKit.docc with it; any warning or error fails.
# 3. Every article is linked from the landing page (ModalKit.md) and from README's Guides list.
# 4. Every Swift code block of the guides is, line for line, a marked region of
#    Tests/ModalKitTests/GuideSamplesTests.swift, which runs it: a sample cannot drift from code
#    that compiles and does what the article says.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
catalog=Sources/ModalKit/ModalKit.docc
samples=Tests/ModalKitTests/GuideSamplesTests.swift
guides=(GettingStarted Presentations TestingYourNavigation Porting)
out="${DOCS_BUILD_DIR:-.build/docs}"
rm -rf "$out"
mkdir -p "$out/symbol-graphs"
failed=0

# 1. The symbol graph.
sources=()
while IFS= read -r file; do sources+=("$file"); done \
  < <(find Sources/ModalKit -name '*.swift' | LC_ALL=C sort)
if ! swiftc -emit-module -wmo -parse-as-library -module-name ModalKit \
  -emit-module-path "$out/ModalKit.swiftmodule" \
  -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs" \
  "${sources[@]}" >"$out/swiftc.log" 2>&1; then
  cat "$out/swiftc.log"
  echo "docs: FAILED: the module does not compile"
  exit 1
fi
echo "1. symbol graph of ModalKit: ${#sources[@]} files," \
  "$(find "$out/symbol-graphs" -name '*.symbols.json' | wc -l) graph file(s) ($((SECONDS - start)) s)"

# 2. docc convert; its diagnostics go to standard error as "warning: …" and "error: …".
docc_start=$SECONDS
if ! docc convert "$catalog" \
  --additional-symbol-graph-dir "$out/symbol-graphs" \
  --output-path "$out/ModalKit.doccarchive" \
  --fallback-display-name ModalKit \
  --fallback-bundle-identifier org.modalkit.ModalKit \
  >"$out/docc.log" 2>&1; then
  cat "$out/docc.log"
  echo "docs: FAILED: docc convert exited with an error"
  exit 1
fi
warnings="$(grep -c -E '^(warning|error):' "$out/docc.log" || true)"
if [[ "$warnings" != 0 ]]; then
  cat "$out/docc.log"
  echo "docs: FAILED: docc reported $warnings warning(s) or error(s) (above)"
  failed=1
else
  pages="$(find "$out/ModalKit.doccarchive/data/documentation" -name '*.json' | wc -l)"
  echo "2. docc convert: $pages pages, 0 warnings ($((SECONDS - docc_start)) s)"
fi

# 3. Every article is linked from the landing page and from README's Guides list.
unlinked=0
for article in "$catalog"/*.md; do
  name="$(basename "$article" .md)"
  [[ "$name" == ModalKit ]] && continue
  if ! grep -q -F "<doc:$name>" "$catalog/ModalKit.md"; then
    echo "   $name.md is not in the landing page's Topics (<doc:$name>)"
    unlinked=1
  fi
  if ! grep -q -F "]($catalog/$name.md)" README.md; then
    echo "   $name.md is not in README's Guides list ($catalog/$name.md)"
    unlinked=1
  fi
done
if [[ $unlinked == 1 ]]; then
  echo "docs: FAILED: articles missing from the landing page or README (above)"
  failed=1
else
  echo "3. every article is linked from ModalKit.md and README.md"
fi

# 4. The guides' Swift blocks against the marked regions of the samples test.
#    A block's `import` lines are left out (the test file imports once); leading and trailing
#    blank lines are trimmed on both sides.
blocks="$out/samples"
mkdir -p "$blocks/articles" "$blocks/tests"
awk -v dir="$blocks/tests" '
  match($0, /^ *\/\/ guide: /) {
    indent = RLENGTH - length("// guide: ")
    name = substr($0, RLENGTH + 1)
    count[name]++
    file = dir "/" name "." count[name]
    printf "" > file
    inside = 1
    next
  }
  /^ *\/\/ end guide$/ { inside = 0; close(file); next }
  inside {
    line = $0
    if (substr(line, 1, indent) ~ /^ *$/) line = substr(line, indent + 1)
    print line >> file
  }
' "$samples"
trim() { awk 'NF { started = 1 } started { lines[++n] = $0 } END {
  while (n > 0 && lines[n] ~ /^[ \t]*$/) n--; for (i = 1; i <= n; i++) print lines[i] }' "$1"; }
checked=0
mismatched=0
for guide in "${guides[@]}"; do
  awk -v dir="$blocks/articles" -v name="$guide.md" '
    /^```swift[ \t]*$/ { count++; file = dir "/" name "." count; printf "" > file; inside = 1; next }
    /^```[ \t]*$/ && inside { inside = 0; close(file); next }
    inside && !/^import / { print >> file }
  ' "$catalog/$guide.md"
  in_article="$(find "$blocks/articles" -name "$guide.md.*" | wc -l)"
  in_tests="$(find "$blocks/tests" -name "$guide.md.*" | wc -l)"
  if [[ "$in_article" != "$in_tests" ]]; then
    echo "   $guide.md has $in_article Swift block(s), $samples marks $in_tests"
    mismatched=1
    continue
  fi
  for ((n = 1; n <= in_article; n++)); do
    if ! diff -u --label "$guide.md, Swift block $n" --label "$samples, region $n of $guide.md" \
      <(trim "$blocks/articles/$guide.md.$n") <(trim "$blocks/tests/$guide.md.$n"); then
      mismatched=1
    fi
    checked=$((checked + 1))
  done
done
if [[ $mismatched == 1 ]]; then
  echo "docs: FAILED: the guides' Swift samples differ from $samples (above)"
  failed=1
else
  echo "4. the ${#guides[@]} guides' $checked Swift samples are the regions $samples runs"
fi

if [[ $failed == 1 ]]; then
  exit 1
fi
echo "docs: passed in $((SECONDS - start)) s; the site is $out/ModalKit.doccarchive"
