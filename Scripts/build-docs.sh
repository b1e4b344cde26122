#!/usr/bin/env bash
# Builds the documentation catalog Sources/NavSchema/NavSchema.docc with the toolchain's own
# `docc` (no package dependency, no plugin), warnings as errors: a broken link, an unresolved
# symbol or a malformed directive fails it.
#
#     Scripts/build-docs.sh                 # check only; the archive goes to .build/docs/NavSchema.doccarchive
#     Scripts/build-docs.sh --site <dir>    # also render a static site into <dir>
#
# Serve a rendered site with `python3 -m http.server --directory <dir>` and open
# http://localhost:8000/documentation/navschema/ (the pages need JavaScript).
set -euo pipefail
cd "$(dirname "$0")/.."

site=""
while (($#)); do
  case "$1" in
    --site) site="${2:?--site needs a folder}"; shift 2 ;;
    -h | --help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-docs.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

work=".build/docs"
scratch="$work/build"
symbol_graphs="$work/symbol-graphs"

# The public API of the NavSchema library, as symbol graphs for docc. A scratch folder of its own
# keeps these flags from rebuilding the main build; the compiler writes the graphs only when it
# compiles the module, so a missing graph means a fresh build.
build_symbol_graphs() {
  mkdir -p "$symbol_graphs"
  swift build --target NavSchema --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbol_graphs"
}
build_symbol_graphs
if [[ ! -f "$symbol_graphs/NavSchema.symbols.json" ]]; then
  rm -rf "$scratch" "$symbol_graphs"
  build_symbol_graphs
fi

docc_flags=(
  Sources/NavSchema/NavSchema.docc
  --fallback-display-name NavSchema
  --fallback-bundle-identifier com.navgen.NavSchema
  --additional-symbol-graph-dir "$symbol_graphs"
  --warnings-as-errors
)
if [[ -n "$site" ]]; then
  docc convert "${docc_flags[@]}" --transform-for-static-hosting --output-path "$site"
  echo "Static site in $site: python3 -m http.server --directory $site, then open /documentation/navschema/"
else
  docc convert "${docc_flags[@]}" --output-path "$work/NavSchema.doccarchive"
fi
