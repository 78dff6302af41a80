#!/usr/bin/env bash
# Type-checks Swift for arm64-apple-ios15.0 against the iPhoneOS 16.5 SDK interfaces of an iOS
# type-check kit (see its README for what that proves and what it cannot): ModalKit's own
# Apple-only code, or an app package that depends on ModalKit. Errors fail; so does any warning
# in the checked package's own files (and, for an app, in ModalKit's), as in the build.
#
#   bash .ci/ios-typecheck.sh [KIT]             # every ModalKit target with Apple-only code
#   bash .ci/ios-typecheck.sh --app APP [KIT]   # the app package in folder APP
#
# KIT is a folder holding the kit's typecheck.sh, iPhoneOS16.5.sdk and toolchain-apinotes (on
# this project's machines, ../shared/ios-typecheck from the repository, the default). Without
# one (a machine outside this project), the script prints one line and exits 0. IOS_SDK names
# another iPhoneOS SDK to check against (Xcode's, or one of the public theos/sdks repository,
# where the kit's SDK comes from).
#
# ModalKit: every target that has Apple-only code (the hosts, the examples, the observable
# wrappers) and the libraries they depend on, found by the kit with `swift package describe`.
#
# An app (--app): APP holds a Package.swift that depends on ModalKit by path
# (`.package(path: "../ModalKit")`). Its targets that have Apple-only code are checked, against
# the ModalKit libraries they use (checked first, as the kit checks ModalKit's own), for the iOS
# version the app's manifest declares (`platforms: [.iOS(.v16)]`; iOS 15 when it declares none).
# The kit reads one package, so it is handed one: the app's targets beside those ModalKit
# libraries, as `swift package describe` would print them for a package holding both (a
# stand-in `swift` answers that one question; every other call goes to the real one). An
# executable target of the app is checked as a library: its entry point is an `@main` type,
# as an iOS app's is, not top-level code. ModalKit's modules are compiled as package ModalKit,
# the app's as a package of its own, so the app sees ModalKit's public API only. The app may
# depend on no other package.
#
# Some copies of the SDK hold a symbolic link as a small file whose text is the link's target
# (usr/include/pthread.h reading `pthread/pthread.h`), which clang cannot read. Then a repaired
# copy, with those files made links again, is kept in ${XDG_CACHE_HOME:-~/.cache}/modalkit-ios-sdk
# and checked against instead; the kit itself is never written.
set -uo pipefail

app=""
if [ "${1:-}" = --app ]; then
  [ -n "${2:-}" ] || { echo "usage: bash .ci/ios-typecheck.sh [--app APP] [KIT]" >&2 && exit 2; }
  app=$(cd "$2" 2>/dev/null && pwd -P) || { echo "ios-typecheck: no folder $2" >&2 && exit 2; }
  [ -f "$app/Package.swift" ] || { echo "ios-typecheck: $app has no Package.swift" >&2 && exit 2; }
  shift 2
fi
# A KIT given is read from the caller's folder; the default, from the repository's.
if [ $# -gt 0 ]; then kit=$(cd "$1" 2>/dev/null && pwd) || kit=$1; fi
cd "$(dirname "$0")/.."
kit=${kit:-../shared/ios-typecheck}
if [ ! -f "$kit/typecheck.sh" ]; then
  echo "skipped: no iOS type-check kit at $kit (it is part of this project's machines only)"
  exit 0
fi
kit=$(cd "$kit" && pwd)
sdk=${IOS_SDK:-"$kit/iPhoneOS16.5.sdk"}
[ -d "$sdk" ] || { echo "ios-typecheck: no SDK at $sdk" >&2 && exit 2; }
sdk=$(cd "$sdk" && pwd)

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
  name=$(basename "$sdk")
  stamp=$( { echo "$sdk"; echo "$links"; } | sha256sum | cut -c1-12)
  if [ "$(cat "$repaired/stamp" 2>/dev/null)" != "$stamp" ]; then
    rm -rf "$repaired" && mkdir -p "$repaired" && cp -R "$sdk" "$repaired/" || exit 2
    chmod -R u+w "$repaired"
    while IFS=$'\t' read -r file target; do
      ln -sfn "$target" "$repaired/$name/$file"
    done <<<"$links"
    echo "$stamp" >"$repaired/stamp"
  fi
  echo "The SDK holds $(echo "$links" | wc -l) links flattened to files; checking against $repaired"
  sdk="$repaired/$name"
fi

driver=$(command -v "${SWIFTC:-swiftc}")
toolchain=$(dirname "$(readlink -f "$driver")")
log=$(mktemp)
wrapped=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$wrapped"' EXIT
mkdir "$wrapped/bin"

# An app: the package the kit reads (the app's targets and the ModalKit libraries they use), the
# modules that are ModalKit's, and the iOS version to check for.
checkout=.
modalkit_modules="*"
app_package=ModalKit
if [ -n "$app" ]; then
  real_swift=$(command -v swift)
  if ! (cd "$app" && "$real_swift" package describe --type json) >"$wrapped/app.json" 2>"$log"; then
    cat "$log"
    echo "ios-typecheck: cannot read the app's package (swift package describe in $app)" >&2
    exit 2
  fi
  plan=$(python3 - "$wrapped/app.json" "$real_swift" "$wrapped/describe.json" <<'PY'
import json, os, subprocess, sys
app_file, swift, out = sys.argv[1:4]
app = json.load(open(app_file))
def describe(path):
    text = subprocess.run([swift, "package", "describe", "--type", "json"], cwd=path,
                          capture_output=True, text=True, check=True).stdout
    return json.loads(text)
modalkit = None
for dep in app.get("dependencies", []):
    if dep.get("type") == "fileSystem":
        package = describe(dep["path"])
        if package["name"] == "ModalKit":
            modalkit, root = package, dep["path"]
others = [d.get("identity") for d in app.get("dependencies", [])
          if modalkit is None or d.get("path") != root]
if modalkit is None:
    sys.exit("ios-typecheck: the app depends on no ModalKit by path (.package(path: ...))")
if others:
    sys.exit("ios-typecheck: the app depends on packages other than ModalKit: " + ", ".join(others))
products = {p["name"]: p["targets"] for p in modalkit["products"] if "library" in p["type"]}
targets = {t["name"]: t for t in modalkit["targets"]}
clash = sorted(set(targets) & {t["name"] for t in app["targets"]})
if clash:
    sys.exit("ios-typecheck: the app's targets share names with ModalKit's: " + ", ".join(clash))
used, todo = set(), []
merged = []
for t in app["targets"]:
    t = dict(t)
    names = []
    for product in t.get("product_dependencies", []):
        if product not in products:
            sys.exit(f"ios-typecheck: {t['name']} uses {product}, not a library of ModalKit")
        names += products[product]
    t["target_dependencies"] = t.get("target_dependencies", []) + names
    t["product_dependencies"] = []
    if t["type"] == "executable":
        t["type"] = "library"
    todo += names
    merged.append(t)
while todo:
    name = todo.pop()
    if name not in used:
        used.add(name)
        todo += targets[name].get("target_dependencies", [])
for name in sorted(used):
    t = dict(targets[name])
    t["path"] = os.path.join(root, t["path"])
    merged.append(t)
json.dump({"name": app["name"], "path": app["path"], "targets": merged}, open(out, "w"))
ios = [p["version"] for p in app.get("platforms", []) if p["name"] == "ios"]
version = ios[0] if ios else "15.0"
print(app["name"], version if "." in version else version + ".0", root, " ".join(sorted(used)),
      sep="\n")
PY
  ) || exit 2
  { read -r app_package && read -r ios_version && read -r modalkit && read -r modalkit_modules; } \
    <<<"$plan"
  export TARGET=${TARGET:-arm64-apple-ios$ios_version}
  checkout=$app
  # The stand-in `swift`: the kit's one question about the package gets the merged answer.
  cat >"$wrapped/bin/swift" <<WRAPPER
#!/usr/bin/env bash
if [ "\$*" = "package describe --type json" ] && [ "\$(pwd -P)" = "$app" ]; then
  exec cat "$wrapped/describe.json"
fi
exec "$real_swift" "\$@"
WRAPPER
  chmod +x "$wrapped/bin/swift"
  echo "App: $app_package ($app), for $TARGET, with ModalKit's $modalkit_modules ($modalkit)"
fi

# ModalKit's modules share declarations at `package` access, which the compiler accepts only
# with a package name (SwiftPM passes one). The kit compiles each module by hand, without one, so
# it is handed a compiler driver and frontend that add one wherever a module is compiled
# (ModalKit for ModalKit's modules, the app's name for the app's): two scripts in a temporary
# folder, beside a link to the toolchain's lib, as the kit expects.
ln -s "$toolchain/../lib" "$wrapped/lib"
for tool in "swiftc:$driver" "swift-frontend:$toolchain/swift-frontend"; do
  cat >"$wrapped/bin/${tool%%:*}" <<WRAPPER
#!/usr/bin/env bash
previous=""
for argument in "\$@"; do
  if [ "\$previous" = -module-name ]; then
    case " $modalkit_modules " in
      *" * "* | *" \$argument "*) exec "${tool#*:}" "\$@" -package-name ModalKit ;;
      *) exec "${tool#*:}" "\$@" -package-name "$app_package" ;;
    esac
  fi
  previous=\$argument
done
exec "${tool#*:}" "\$@"
WRAPPER
  chmod +x "$wrapped/bin/${tool%%:*}"
done
PATH="$wrapped/bin:$PATH" SWIFTC="$wrapped/bin/swiftc" \
  bash "$kit/typecheck.sh" "$checkout" "$sdk" "$kit/toolchain-apinotes" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
# The checked package's own files: ModalKit's, and for an app, the app's (named from its folder)
# and ModalKit's (named by their full path).
own='^(Sources|Examples|Tests)/[^:]*:[0-9]+:[0-9]+: warning: '
[ -n "$app" ] && own="^([^/<][^:]*|$modalkit/[^:]*|$app/[^:]*):[0-9]+:[0-9]+: warning: "
warnings=$(grep -cE "$own" "$log")
echo "ios-typecheck: status $status, $warnings warning(s) in the checked package's own files"
grep -E "$own" "$log" | sort -u
[ "$status" -eq 0 ] || exit "$status"
[ "$warnings" -eq 0 ] || exit 1
