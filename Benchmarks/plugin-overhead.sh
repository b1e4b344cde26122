#!/usr/bin/env bash
# What NavGenPlugin costs at build time. Builds two copies of the consumer
# fixture (Tests/PluginConsumer) in a temp folder:
#   plugin      as checked in: the Navigation target generates its Swift with NavGenPlugin;
#   checked-in  the same sources with the generated Swift written once by
#               `navgen generate` and no plugin or NavGen dependency at all.
# Prints the wall time of the plugin copy's clean build, the median no-op
# rebuild of each copy, and the plugin's no-op overhead as a ratio.
#
#     Benchmarks/plugin-overhead.sh [runs]      # runs: no-op rebuilds per copy (default 5)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUNS="${1:-5}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/navgen-plugin-overhead.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

now() { python3 -c 'import time; print(time.time())'; }
elapsed() { python3 -c "print(f'{$2 - $1:.2f}')"; }

# Copies the fixture and points its `../..` and `../TCAStandIn` dependencies at this checkout.
copy_consumer() {
  mkdir -p "$1"
  (cd "$ROOT/Tests/PluginConsumer" && tar --exclude=.build --exclude=.swiftpm -cf - .) | (cd "$1" && tar -xf -)
  sed -i.orig -e "s|\"\.\./\.\.\"|\"$ROOT\"|" -e "s|\"\.\./TCAStandIn\"|\"$ROOT/Tests/TCAStandIn\"|" "$1/Package.swift"
  rm "$1/Package.swift.orig"
}

# Prints the seconds one `swift build` of package $1 with scratch path $2 takes; fails if the build does.
timed_build() {
  local start end
  start=$(now)
  if ! swift build --package-path "$1" --scratch-path "$2" >"$WORK/last-build.log" 2>&1; then
    cat "$WORK/last-build.log" >&2
    exit 1
  fi
  end=$(now)
  elapsed "$start" "$end"
}

median_noop() {
  local times=()
  for _ in $(seq "$RUNS"); do times+=("$(timed_build "$1" "$2")"); done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

echo "Consumer fixture: $ROOT/Tests/PluginConsumer (scratch: $WORK)" >&2

# 1. The plugin copy.
copy_consumer "$WORK/plugin"
echo "building the plugin copy (clean)..." >&2
clean_plugin=$(timed_build "$WORK/plugin" "$WORK/plugin-build")
noop_plugin=$(median_noop "$WORK/plugin" "$WORK/plugin-build")
if grep -q "Generating " "$WORK/last-build.log"; then
  echo "warning: the last no-op rebuild ran navgen again" >&2
fi

# 2. The checked-in copy: generated files as the plugin names them, no plugin, no schemas.
copy_consumer "$WORK/checked-in"
grep -v "navgen-plugin" "$WORK/checked-in/Package.swift" >"$WORK/Package.swift.plain"
mv "$WORK/Package.swift.plain" "$WORK/checked-in/Package.swift"
echo "building navgen for the checked-in copy..." >&2
swift build --package-path "$ROOT" --scratch-path "$WORK/navgen-build" --product navgen >/dev/null
navgen="$WORK/navgen-build/debug/navgen"
sources="$WORK/checked-in/Sources/Navigation"
# One file per schema, named after its path below the target (Settings/App.navgen.json -> Settings_App.swift).
(cd "$sources" && find . -name '*.navgen.json' | sort) | while read -r schema; do
  relative="${schema#./}"
  "$navgen" generate "$sources/$relative" -o "$sources/Generated/$(echo "${relative%.navgen.json}" | tr / _).swift"
done
find "$WORK/checked-in/Sources" -name '*.navgen.json' -delete
echo "building the checked-in copy (clean)..." >&2
clean_plain=$(timed_build "$WORK/checked-in" "$WORK/checked-in-build")
noop_plain=$(median_noop "$WORK/checked-in" "$WORK/checked-in-build")

printf '%-44s %8s s\n' "clean build, plugin" "$clean_plugin"
printf '%-44s %8s s\n' "clean build, checked-in code" "$clean_plain"
printf '%-44s %8s s\n' "no-op rebuild, plugin (median of $RUNS)" "$noop_plugin"
printf '%-44s %8s s\n' "no-op rebuild, checked-in code (median of $RUNS)" "$noop_plain"
python3 -c "print(f'{\"plugin no-op overhead\":<44} {$noop_plugin / $noop_plain:8.2f} x  (+{$noop_plugin - $noop_plain:.2f} s)')"
