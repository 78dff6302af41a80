#!/usr/bin/env bash
# Builds the DocC catalogs of ModalKit, ModalKitStore, ModalKitDriver, ModalKitHost,
# ModalKitText and ModalKitTimeline with the toolchain's own docc and fails on any warning, and
# checks every Swift block of every page: it runs in a samples test, and the page's blocks
# compile pasted in order into one file.
#
#   bash .ci/docs.sh [KIT]        # the sites go to .build/docs/NAME.doccarchive
#
# KIT is the iOS type-check kit of .ci/ios-typecheck.sh (default ../shared/ios-typecheck), for
# the Apple-only pages in 6; without one, they are named as not type-checked and nothing fails.
#
# 1. The compiler writes each module's symbol graph (swiftc -emit-symbol-graph; no build of the
#    package and no plugin package is needed).
# 2. `docc convert` builds Sources/NAME/NAME.docc with it; any warning or error fails, and so
#    does an article its landing page (NAME.md) does not link.
# 3. Every ModalKit article is also in README's Guides list (its landing page is checked in 2).
# 4. Every Swift code block of the pages listed in `samples_of` is, line for line, a marked
#    region of the samples file listed with it, which runs it: a sample cannot drift from code
#    that compiles and does what the page says. A region is the lines between a `// guide:
#    PAGE.md` line and an `// end guide` line; several `// guide:` lines in a row open one
#    region for several pages (a set-up each of them shows). The n-th region of a page is its
#    n-th block.
# 5. Every Swift code block of the repository's own pages (README.md, .github/CONTRIBUTING.md,
#    Tests/README.md, Tests/Benchmarks/README.md) and of every catalog's pages is compiled (its
#    page is in `samples_of`, so 4 compared it) or says why not on the line before its fence:
#    `<!-- not compiled: REASON -->`, with a reason. Such a block is left out of 4 and 6, and
#    only a package manifest or Apple-only code may be one: a block that imports
#    PackageDescription, SwiftUI, UIKit or AppKit.
# 6. Every page with a Swift block compiles as a reader pastes it (see the step below): its
#    blocks in order, in one file, after `import` lines for ModalKit's seven libraries,
#    Foundation and (but on iOS) Testing. So a page shows the set-up it uses, before it uses it,
#    and declares each name once.
# 7. Every reference to a platform fact in Sources, Tests, Examples, README.md and
#    .github/CONTRIBUTING.md (`platform fact 4.4`, `platform facts 1.1-1.3, 8.3`, the DocC form
#    `[4.4](<doc:PlatformFacts#4.4-Cancelled-swipes>)`) names a section of the driver's article
#    PlatformFacts.md (a heading `### 4.4 ...`), every `<doc:PlatformFacts#...>` link names one of
#    its headings, no comment or prose cites a fact as a bare number in parentheses, `(4.4)`, and
#    no file names the research notes the facts came from.
set -euo pipefail
# A KIT given is read from the caller's folder; the default, from the repository's.
kit=""
if [[ $# -gt 0 ]]; then kit="$(cd "$1" 2>/dev/null && pwd)" || kit="$1"; fi
cd "$(dirname "$0")/.."
kit="${kit:-../shared/ios-typecheck}"

start=$SECONDS
catalog=Sources/ModalKit/ModalKit.docc
# The pages whose Swift blocks step 4 checks: catalog (`.` for the repository's own pages, such
# as README.md), page, the test file whose marked regions they are, which runs them. An
# Apple-only page (a block imports SwiftUI, UIKit or AppKit) has none: no test target has SwiftUI
# or UIKit, and 6 type-checks its blocks for iOS as they stand on the page.
samples_of=(
  ". README Tests/ModalKitStoreTests/ReadmeSamplesTests.swift"
  "$catalog ModalKit Tests/ModalKitTests/GuideSamplesTests.swift"
  "$catalog GettingStarted Tests/ModalKitTests/GuideSamplesTests.swift"
  "$catalog Presentations Tests/ModalKitTests/GuideSamplesTests.swift"
  "$catalog TestingYourNavigation Tests/ModalKitTests/GuideSamplesTests.swift"
  "$catalog Porting Tests/ModalKitTests/GuideSamplesTests.swift"
  "$catalog Transitions Tests/ModalKitTests/GuideSamplesTests.swift"
  "$catalog Restoration Tests/ModalKitRestorationTests/RestorationSamplesTests.swift"
  "Sources/ModalKitStore/ModalKitStore.docc ModalKitStore Tests/ModalKitStoreTests/StoreGuideSamplesTests.swift"
  "Sources/ModalKitStore/ModalKitStore.docc TheStore Tests/ModalKitStoreTests/StoreGuideSamplesTests.swift"
  "Sources/ModalKitStore/ModalKitStore.docc RouteHandlers Tests/ModalKitStoreTests/StoreGuideSamplesTests.swift"
  "Sources/ModalKitStore/ModalKitStore.docc DialogResults Tests/ModalKitStoreTests/StoreGuideSamplesTests.swift"
  "Sources/ModalKitStore/ModalKitStore.docc Launching Tests/ModalKitStoreTests/StoreGuideSamplesTests.swift"
  "Sources/ModalKitStore/ModalKitStore.docc DeepLinks Tests/ModalKitStoreTests/StoreGuideSamplesTests.swift"
  "Sources/ModalKitStore/ModalKitStore.docc RecordedSessions Tests/ModalKitStoreTests/StoreGuideSamplesTests.swift"
  "Sources/ModalKitDriver/ModalKitDriver.docc ModalKitDriver Tests/ModalKitDriverTests/DriverGuideSamplesTests.swift"
  "Sources/ModalKitDriver/ModalKitDriver.docc TheDriver Tests/ModalKitDriverTests/DriverGuideSamplesTests.swift"
  "Sources/ModalKitText/ModalKitText.docc PrintingFrames Tests/ModalKitTextTests/PrintingFramesSamplesTests.swift"
  "Sources/ModalKitTimeline/ModalKitTimeline.docc SeeingASession Tests/ModalKitTimelineTests/TimelineGuideSamplesTests.swift"
)
out="${DOCS_BUILD_DIR:-.build/docs}"
rm -rf "$out"
failed=0

# 1 and 2, for each catalog: the module's symbol graph (the modules it imports emitted first),
# then docc convert, whose diagnostics go to standard error as "warning: …" and "error: …".
mkdir -p "$out/modules"
emit_module() { # NAME: Sources/NAME's module into $out/modules, its graph into $out/NAME.graphs
  local name=$1 files=()
  while IFS= read -r file; do files+=("$file"); done \
    < <(find "Sources/$name" -name '*.swift' | LC_ALL=C sort)
  mkdir -p "$out/$name.graphs"
  if ! swiftc -emit-module -wmo -parse-as-library -module-name "$name" -package-name ModalKit \
    -I "$out/modules" \
    -emit-module-path "$out/modules/$name.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/$name.graphs" \
    "${files[@]}" >"$out/$name.swiftc.log" 2>&1; then
    cat "$out/$name.swiftc.log"
    echo "docs: FAILED: $name does not compile"
    exit 1
  fi
  echo "1. symbol graph of $name: ${#files[@]} files ($((SECONDS - start)) s)"
}
convert() { # NAME: Sources/NAME/NAME.docc, with no warning and every article on its landing page
  local name=$1 docc_start=$SECONDS
  local dir="Sources/$name/$name.docc"
  if ! docc convert "$dir" \
    --additional-symbol-graph-dir "$out/$name.graphs" \
    --output-path "$out/$name.doccarchive" \
    --fallback-display-name "$name" \
    --fallback-bundle-identifier "org.modalkit.$name" \
    >"$out/$name.docc.log" 2>&1; then
    cat "$out/$name.docc.log"
    echo "docs: FAILED: docc convert of $name exited with an error"
    exit 1
  fi
  local count
  count="$(grep -c -E '^(warning|error):' "$out/$name.docc.log" || true)"
  if [[ "$count" != 0 ]]; then
    cat "$out/$name.docc.log"
    echo "docs: FAILED: docc reported $count warning(s) or error(s) for $name (above)"
    failed=1
  else
    echo "2. docc convert of $name:" \
      "$(find "$out/$name.doccarchive/data/documentation" -name '*.json' | wc -l) pages," \
      "0 warnings ($((SECONDS - docc_start)) s)"
  fi
  local article
  for article in "$dir"/*.md; do
    article="$(basename "$article" .md)"
    [[ "$article" == "$name" ]] && continue
    if ! grep -q -F "<doc:$article>" "$dir/$name.md"; then
      echo "docs: FAILED: $article.md is not in $name.md's Topics (<doc:$article>)"
      failed=1
    fi
  done
}
for module in ModalKit ModalKitTrace ModalKitDriver ModalKitStore ModalKitHost ModalKitText \
  ModalKitTimeline; do emit_module "$module"; done
for module in ModalKit ModalKitStore ModalKitDriver ModalKitHost ModalKitText ModalKitTimeline; do
  convert "$module"
done

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

# 4. The pages' Swift blocks against the marked regions of their samples files.
#    A block's `import` lines are left out (the samples file imports once); leading and trailing
#    blank lines are trimmed on both sides. A block marked `<!-- not compiled: ... -->` on the
#    line before its fence is not a sample (5 checks its reason).
blocks="$out/samples"
not_compiled='^<!-- not compiled: .*[^ ].* -->[ \t]*$'
extract_regions() { # SAMPLES DIR: each `// guide: NAME` region of SAMPLES into DIR/NAME.n
  # Consecutive marker lines open one region for several pages: a set-up they all show.
  mkdir -p "$2"
  awk -v dir="$2" '
    match($0, /^ *\/\/ guide: /) {
      indent = RLENGTH - length("// guide: ")
      name = substr($0, RLENGTH + 1)
      if (!opening) { opened = 0 }
      opening = 1
      count[name]++
      files[++opened] = dir "/" name "." count[name]
      printf "" > files[opened]
      inside = 1
      next
    }
    { opening = 0 }
    /^ *\/\/ end guide$/ { inside = 0; for (i = 1; i <= opened; i++) close(files[i]); next }
    inside {
      line = $0
      if (substr(line, 1, indent) ~ /^ *$/) line = substr(line, indent + 1)
      for (i = 1; i <= opened; i++) print line >> files[i]
    }
  ' "$1"
}
# A page's Swift blocks but those marked, in order, each after a #sourceLocation line naming the
# page and the block's first line: what a reader pastes, as step 6 compiles it.
pasted_blocks() {
  awk -v page="$1" -v marker="$not_compiled" '
    /^```swift[ \t]*$/ && previous !~ marker {
      inside = 1
      printf "#sourceLocation(file: \"%s\", line: %d)\n", page, NR + 1
      next
    }
    /^```[ \t]*$/ && inside { inside = 0; print ""; next }
    inside { print }
    { previous = $0 }
    END { print "#sourceLocation()" }
  ' "$1"
}
apple_only='^[ \t]*import[ \t]+(SwiftUI|UIKit|AppKit)([ \t]|$)'
trim() { awk 'NF { started = 1 } started { lines[++n] = $0 } END {
  while (n > 0 && lines[n] ~ /^[ \t]*$/) n--; for (i = 1; i <= n; i++) print lines[i] }' "$1"; }
page_of() { # CATALOG PAGE: the page's path
  if [[ "$1" == . ]]; then echo "$2.md"; else echo "$1/$2.md"; fi
}
checked=0
mismatched=0
files=()
for entry in "${samples_of[@]}"; do
  read -r guide_catalog guide samples <<<"$entry"
  page="$(page_of "$guide_catalog" "$guide")"
  tests_dir="$blocks/tests/${samples//\//_}"
  [[ -d "$tests_dir" ]] || extract_regions "$samples" "$tests_dir"
  [[ " ${files[*]} " == *" $samples "* ]] || files+=("$samples")
  articles_dir="$blocks/articles/${page//\//_}"
  mkdir -p "$articles_dir"
  awk -v dir="$articles_dir" -v name="$guide.md" -v marker="$not_compiled" '
    /^```swift[ \t]*$/ && previous !~ marker {
      count++; file = dir "/" name "." count; printf "" > file; inside = 1; next
    }
    /^```[ \t]*$/ && inside { inside = 0; close(file); next }
    inside && !/^import / { print >> file }
    { previous = $0 }
  ' "$page"
  in_article="$(find "$articles_dir" -name "$guide.md.*" | wc -l)"
  in_tests="$(find "$tests_dir" -name "$guide.md.*" | wc -l)"
  if [[ "$in_article" != "$in_tests" ]]; then
    echo "   $page has $in_article Swift block(s) to compile, $samples marks $in_tests"
    mismatched=1
    continue
  fi
  for ((n = 1; n <= in_article; n++)); do
    if ! diff -u --label "$page, Swift block $n" --label "$samples, region $n of $guide.md" \
      <(trim "$articles_dir/$guide.md.$n") <(trim "$tests_dir/$guide.md.$n"); then
      mismatched=1
    fi
    checked=$((checked + 1))
  done
done
if [[ $mismatched == 1 ]]; then
  echo "docs: FAILED: the pages' Swift samples differ from their samples files (above)"
  failed=1
else
  echo "4. the ${#samples_of[@]} pages' $checked Swift samples are the regions" \
    "${#files[@]} samples files compile"
fi

# 5. Every Swift block of the repository's own pages and the catalogs: compared in 4, on an
#    Apple-only page (type-checked in 6), or marked with the reason it is not compiled. A fence 4 would not read as one (indented, `~~~`, a
#    capital S) counts as unmarked.
pages=(README.md .github/CONTRIBUTING.md Tests/README.md Tests/Benchmarks/README.md)
for page in "${pages[@]}"; do
  [[ -f "$page" ]] || { echo "docs: FAILED: $page, a page step 5 reads, is missing" && exit 1; }
done
catalog_pages=0
while IFS= read -r page; do pages+=("$page") && catalog_pages=$((catalog_pages + 1)); done \
  < <(find Sources -path '*.docc/*' -name '*.md' | LC_ALL=C sort)
compiled_pages=" "
for entry in "${samples_of[@]}"; do
  read -r guide_catalog guide _ <<<"$entry"
  compiled_pages+="$(page_of "$guide_catalog" "$guide") "
done
unmarked=0
compiled=0
for_ios=0
marked=0
reasons=()
for page in "${pages[@]}"; do
  listed=0
  [[ "$compiled_pages" == *" $page "* ]] && listed=1
  pasted_blocks "$page" | grep -E "$apple_only" >/dev/null && listed=2
  while IFS=: read -r line kind; do
    case "$kind" in
      marked*)
        marked=$((marked + 1))
        reasons+=("   $page:$line: ${kind#marked:}")
        ;;
      plain) if [[ $listed == 1 ]]; then compiled=$((compiled + 1)); elif [[ $listed == 2 ]]; then
        for_ios=$((for_ios + 1))
      else
        echo "   $page:$line: neither run (its page is not in samples_of) nor Apple-only nor" \
          "marked <!-- not compiled: REASON -->"
        unmarked=1
      fi ;;
      odd)
        echo "   $page:$line: a Swift fence step 4 cannot read (write it \`\`\`swift at the" \
          "start of the line), with no <!-- not compiled: REASON --> line"
        unmarked=1
        ;;
      empty)
        echo "   $page:$line: a <!-- not compiled: REASON --> line with no reason, or not on one line"
        unmarked=1
        ;;
      forbidden*)
        echo "   $page:$line: marked <!-- not compiled -->, but only a block that imports" \
          "PackageDescription, SwiftUI, UIKit or AppKit may be (a manifest, Apple-only code)"
        unmarked=1
        ;;
    esac
  done < <(awk -v marker="$not_compiled" '
    /^[ \t]*(```|~~~)[ \t]*[Ss][Ww][Ii][Ff][Tt]/ && !inside {
      if (previous ~ marker) {
        reason = previous
        sub(/^<!-- /, "", reason)
        sub(/ -->[ \t]*$/, "", reason)
        marked_at = NR
        allowed = 0
      }
      else if (previous ~ /^[ \t]*<!-- *not compiled/) print NR ":empty"
      else if ($0 ~ /^```swift[ \t]*$/) print NR ":plain"
      else print NR ":odd"
    }
    inside && marked_at && /^[ \t]*import[ \t]+(PackageDescription|SwiftUI|UIKit|AppKit)([ \t]|$)/ {
      allowed = 1
    }
    /^[ \t]*(```|~~~)/ {
      if (inside && marked_at) print marked_at ":" (allowed ? "marked:" : "forbidden:") reason
      if (inside) marked_at = 0
      inside = !inside
    }
    { previous = $0 }
  ' "$page" | sort -n)
done
if [[ $unmarked == 1 ]]; then
  echo "docs: FAILED: Swift blocks that neither compile nor say why not (above)"
  failed=1
else
  own_pages="${pages[*]:0:$((${#pages[@]} - catalog_pages))}"
  echo "5. the ${#pages[@]} pages' Swift blocks (${own_pages// /, }, the catalogs):" \
    "$compiled run (4), $for_ios Apple-only (6), $marked marked, each saying why not"
  if [[ ${#reasons[@]} -gt 0 ]]; then printf '%s\n' "${reasons[@]}"; fi
fi

# 6. Every page pasted: its Swift blocks (but those marked not compiled), in order, in one file
#    after the imports a reader adds, compile. A page whose blocks import SwiftUI, UIKit or AppKit
#    is Apple-only: it is a file of an iOS app (declarations only, as an app's files are, for
#    iOS 15, or 16 where it imports ModalKitSwiftUI), type-checked by .ci/ios-typecheck.sh
#    --app against ModalKit's libraries. Every other page is a main.swift (top-level code, as a
#    script or an executable's main file runs it), compiled to SIL against step 1's modules,
#    with no package name, so it sees ModalKit's public API only. Warnings fail. Each block
#    starts with a #sourceLocation line, so an error names the page and its line.
pasted="$out/pasted"
mkdir -p "$pasted"
libraries=(ModalKit ModalKitDriver ModalKitStore ModalKitHost ModalKitTrace ModalKitText
  ModalKitTimeline)
products=("${libraries[@]}" ModalKitSwiftUI ModalKitUIKit)
on_linux=0
on_ios=0
skipped_ios=()
not_pasting=0
paste_start=$SECONDS
for page in "${pages[@]}"; do
  dir="$pasted/${page//\//_}"
  mkdir -p "$dir"
  pasted_blocks "$page" >"$dir/blocks.swift"
  [[ "$(wc -l <"$dir/blocks.swift")" -gt 1 ]] || continue
  if grep -qE "$apple_only" "$dir/blocks.swift"; then
    on_ios=$((on_ios + 1))
    if [[ ! -f "$kit/typecheck.sh" ]]; then
      skipped_ios+=("$page")
      continue
    fi
    name="$(basename "$page" .md)"
    ios=15
    grep -qE '^[ \t]*import[ \t]+ModalKitSwiftUI([ \t]|$)' "$dir/blocks.swift" && ios=16
    rm -rf "$dir/app" && mkdir -p "$dir/app/Sources"
    repository="$(pwd -P)"
    identity="$(basename "$repository" | tr '[:upper:]' '[:lower:]')"
    {
      echo "// swift-tools-version: 6.0"
      echo "import PackageDescription"
      echo "let package = Package("
      echo "  name: \"$name\", platforms: [.iOS(.v$ios)],"
      echo "  dependencies: [.package(path: \"$repository\")],"
      echo "  targets: [.target(name: \"$name\", dependencies: ["
      for product in "${products[@]}"; do
        echo "    .product(name: \"$product\", package: \"$identity\"),"
      done
      echo "  ], path: \"Sources\")])"
    } >"$dir/app/Package.swift"
    { printf 'import %s\n' "${libraries[@]}" Foundation && cat "$dir/blocks.swift"; } \
      >"$dir/app/Sources/$name.swift"
    if ! bash .ci/ios-typecheck.sh --app "$dir/app" "$kit" >"$dir/log" 2>&1; then
      grep -E ': (error|warning): ' "$dir/log" | sort -u
      echo "   $page does not type-check for iOS pasted (above; all of it in $dir/log)"
      not_pasting=1
    fi
  else
    on_linux=$((on_linux + 1))
    { printf 'import %s\n' "${libraries[@]}" Foundation Testing && cat "$dir/blocks.swift"; } \
      >"$dir/main.swift"
    if ! swiftc -emit-sil -o /dev/null -swift-version 6 -module-name Page -I "$out/modules" \
      "$dir/main.swift" >"$dir/log" 2>&1 || grep -q ': warning: ' "$dir/log"; then
      cat "$dir/log"
      echo "   $page does not compile pasted into a main.swift (above)"
      not_pasting=1
    fi
  fi
done
pasting=$((on_linux + on_ios))
if [[ $not_pasting == 1 ]]; then
  echo "docs: FAILED: pages whose Swift blocks do not compile as pasted (above)"
  failed=1
elif [[ ${#skipped_ios[@]} -gt 0 ]]; then
  echo "6. $((pasting - ${#skipped_ios[@]})) of $pasting pages compile as pasted; not" \
    "type-checked, with no iOS type-check kit at $kit: ${skipped_ios[*]}" \
    "($((SECONDS - paste_start)) s)"
else
  echo "6. $pasting of $pasting pages compile as pasted: $on_linux as a main.swift, $on_ios" \
    "for iOS as an app's file ($((SECONDS - paste_start)) s)"
fi

# 7. The platform facts: each reference resolves to a section of the article, file and line.
facts_article=Sources/ModalKitDriver/ModalKitDriver.docc/PlatformFacts.md
# shellcheck disable=SC2016 # the Perl program is in single quotes on purpose
facts_check='
  use strict; use warnings;
  my $article = shift @ARGV;
  my $num = qr/[0-9]\.[0-9]{1,2}/;
  my $atom = qr/(?<![\w.\[])(?:\[$num\]\(<doc:PlatformFacts\#[^>\s]*>\)|$num)(?![\w.]|\]\()/;
  my $ws = qr/(?:[ \t]+|[ \t]*\n[ \t]*(?:\/\/\/?[ \t]*)?)/;
  my $item = qr/$atom(?:(?:-|${ws}to$ws)$atom)?/;
  my $list = qr/$item(?:(?:,$ws|;$ws|${ws}(?:and|or)$ws|\/)$item)*/;
  sub anchor { # a heading or a fragment as DocC makes it an anchor
    my $text = shift; $text =~ s/^\s+|\s+$//g;
    $text = join "-", grep { length } split /[\s\x{2013}\x{2014}-]+/, $text;
    $text =~ s/[\p{P}\x{60}](?<!-)//g; return $text;
  }
  my (%facts, %anchors);
  open my $in, "<:encoding(UTF-8)", $article or die "$article: $!";
  while (<$in>) {
    $facts{$1} = 1 if /^### ($num) /;
    $anchors{anchor($1)} = 1 if /^#+ (.+?)\s*$/;
  }
  die "$article has no ### N.M headings\n" unless %facts;
  my $bad = 0; my $refs = 0;
  my $old = "platform-" . "rules";
  for my $file (@ARGV) {
    local $/; open my $fh, "<:encoding(UTF-8)", $file or die "$file: $!"; my $text = <$fh>;
    my $line = sub { 1 + (substr($text, 0, shift) =~ tr/\n//) };
    my $say = sub { print "   $file:", $line->(shift), ": ", shift, "\n"; $bad = 1 };
    while ($text =~ /$old/g) { $say->($-[0], "names the research notes; cite the platform facts") }
    while ($text =~ /\bplatform facts?$ws($list)/g) {
      my ($at, $cited) = ($-[1], $1); $refs++;
      while ($cited =~ /\[($num)\]\(<doc:[^>]*>\)|($num)/g) {
        my $n = $1 // $2;
        $say->($at, "platform fact $n is not a section of $article") unless $facts{$n};
      }
    }
    while ($text =~ /<doc:(?:PlatformFacts)?#([0-9A-Za-z][^>]*)>/g) {
      next if $file ne $article && substr($text, $-[0], 6) eq "<doc:#";
      $say->($-[0], "<doc:PlatformFacts#$1> is not a heading of $article") unless $anchors{anchor($1)};
    }
    # A bare "(4.4)" in a comment or in prose (outside code fences) is an old-style citation.
    next unless $file =~ /\.(swift|md)$/;
    my $swift = $file =~ /\.swift$/; my $fence = 0; my $pos = 0;
    for my $l (split /\n/, $text, -1) {
      my $start = $pos; $pos += length($l) + 1;
      if (!$swift && $l =~ /^\s*(```|~~~)/) { $fence = !$fence; next }
      next if $fence;
      my $scope = $l;
      if ($swift) { next unless $l =~ m{//}; $scope = substr($l, $-[0]); }
      $scope =~ s/`[^`]*`/ /g;
      while ($scope =~ /(?<![\w)\]>.])\(\s*($num)(?=\s*[,;:)]|\s+(?:and|or)\b)/g) {
        $say->($start, "a bare ($1): write (platform fact $1)") if $facts{$1};
      }
    }
  }
  print "7. $refs platform-fact references in ", scalar(@ARGV), " files name sections of $article\n"
    unless $bad;
  exit $bad;
'
fact_files=()
while IFS= read -r file; do fact_files+=("$file"); done < <(
  find Sources Tests Examples -type f \( -name '*.swift' -o -name '*.md' \) | LC_ALL=C sort
  ls README.md .github/CONTRIBUTING.md 2>/dev/null
)
if ! perl -CSD -e "$facts_check" "$facts_article" "${fact_files[@]}" .github/workflows/*.yml \
  .ci/run .ci/*.sh; then
  echo "docs: FAILED: platform-fact references that name no section of $facts_article (above)"
  failed=1
fi

if [[ $failed == 1 ]]; then
  exit 1
fi
echo "docs: passed in $((SECONDS - start)) s; the sites are $out/*.doccarchive"
