#!/bin/sh
# Builds the real macros of swift-case-paths and TCA as compiler library plugins, for
# Benchmarks/consumer-builds.py --real-macros. Nothing fetched enters this repository: the sources
# are read from clones you made (or mirrors), extracted and compiled under <output dir>.
#
#   Benchmarks/build-real-macros.sh <swift-case-paths git dir> <case-paths tag> \
#       <swift-composable-architecture git dir> <TCA tag> <output dir>
#
# writes <output dir>/libCasePathsMacros.so and <output dir>/libComposableArchitectureMacros.so
# and <output dir>/macro-tags (the two tags, which consumer-builds.py checks against its
# --macro-tags), and prints the two paths (case paths first, as --real-macros takes them). Each library holds one
# package's `.macro` target, compiled without its `CompilerPlugin` entry point (Plugin.swift,
# Plugins.swift) against the toolchain's own swift-syntax (`<toolchain>/lib/swift/host`), as the
# toolchain's macro libraries are (`lib/swift/host/plugins`), so the compiler loads it in process
# (`-load-plugin-library`). Optimized (-O), as a release of swift-syntax's prebuilts is: the
# macros' own cost is the least it can be, the comparison the most favourable to the macro.
# swift-syntax's version modules (SwiftSyntax509 ... SwiftSyntax603), which the macros' sources
# test with `canImport`, are empty modules this script makes, as the swift-syntax package has them.
set -eu

if [ $# -ne 5 ]; then
  sed -n '2,10p' "$0" >&2
  exit 2
fi
case_paths_git=$1 case_paths_tag=$2 tca_git=$3 tca_tag=$4 out=$5

swiftc=$(command -v swiftc)
toolchain=$(dirname "$(dirname "$(readlink -f "$swiftc")")")
host="$toolchain/lib/swift/host"
[ -f "$host/libSwiftSyntaxMacros.so" ] || { echo "no swift-syntax host libraries in $host" >&2; exit 1; }

mkdir -p "$out"
out=$(cd "$out" && pwd)
work="$out/work"
rm -rf "$work"
mkdir -p "$work/modules" "$work/case-paths" "$work/tca"

# Only the macro targets' sources, at the tags.
git --git-dir "$case_paths_git" archive "$case_paths_tag" Sources/CasePathsMacros Sources/CasePathsMacrosSupport \
  | tar -x -C "$work/case-paths"
git --git-dir "$tca_git" archive "$tca_tag" Sources/ComposableArchitectureMacros | tar -x -C "$work/tca"

: > "$work/empty.swift"
for version in 509 510 600 601 602 603; do
  swiftc -parse-as-library -emit-module -module-name "SwiftSyntax$version" \
    -emit-module-path "$work/modules/SwiftSyntax$version.swiftmodule" "$work/empty.swift"
done

# What every compile shares: the host swift-syntax modules and libraries, found at run time
# beside the toolchain's (the runpath the toolchain's own macro libraries carry).
common="-O -suppress-warnings -parse-as-library -I $host -I $work/modules -L $host -Xlinker -rpath -Xlinker $host"
libraries="-lSwiftSyntax -lSwiftSyntaxMacros -lSwiftSyntaxBuilder -lSwiftDiagnostics -lSwiftOperators
  -lSwiftBasicFormat -lSwiftParser -lSwiftParserDiagnostics -lSwiftSyntaxMacroExpansion"

sources() {  # the Swift files of a folder but its CompilerPlugin entry point, sorted
  find "$1" -name '*.swift' ! -name Plugin.swift ! -name Plugins.swift | LC_ALL=C sort
}

# swift-case-paths (Swift 6 language mode, as its manifest says): CasePathsMacrosSupport is a
# module of its own that CasePathsMacros forwards to; both go into the one library.
# shellcheck disable=SC2046,SC2086
swiftc $common -swift-version 6 -wmo -module-name CasePathsMacrosSupport -emit-module \
  -emit-module-path "$work/modules/CasePathsMacrosSupport.swiftmodule" -c -o "$work/CasePathsMacrosSupport.o" \
  $(sources "$work/case-paths/Sources/CasePathsMacrosSupport")
# shellcheck disable=SC2046,SC2086
swiftc $common -swift-version 6 -module-name CasePathsMacros -emit-library -o "$out/libCasePathsMacros.so" \
  "$work/CasePathsMacrosSupport.o" $(sources "$work/case-paths/Sources/CasePathsMacros") $libraries

# TCA (Swift 6 language mode and ExistentialAny, as its manifest gives every target).
# shellcheck disable=SC2046,SC2086
swiftc $common -swift-version 6 -enable-upcoming-feature ExistentialAny -module-name ComposableArchitectureMacros \
  -emit-library -o "$out/libComposableArchitectureMacros.so" \
  $(sources "$work/tca/Sources/ComposableArchitectureMacros") $libraries

rm -rf "$work"
# What they were built from, which consumer-builds.py checks against its --macro-tags.
echo "$case_paths_tag $tca_tag" > "$out/macro-tags"
echo "$out/libCasePathsMacros.so"
echo "$out/libComposableArchitectureMacros.so"
