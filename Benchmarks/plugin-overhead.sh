#!/usr/bin/env bash
# What NavGenPlugin costs at build time. Builds two copies of the consumer
# fixture (Tests/PluginConsumer) in a temp folder:
#   plugin      as checked in: the Navigation target generates its Swift with NavGenPlugin;
#   checked-in  the same sources with the generated Swift written once by
#               `navgen generate` and no plugin or NavGen dependency at all.
# Prints the wall time of each copy's clean build, of its first rebuild, and
# the median of its no-op rebuilds, then the plugin's no-op overhead as a ratio.
#
#     Benchmarks/plugin-overhead.sh [runs]      # runs: no-op rebuilds per copy (default 9)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUNS="${1:-9}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/navgen-plugin-overhead.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
# SwiftPM keeps lock files in the temp folder; keep them in the scratch folder too.
mkdir -p "$WORK/tmp"
export TMPDIR="$WORK/tmp"

export LC_ALL=C
# Bash 5 reads the clock without starting a process; older shells fall back to python3.
now() { if [ -n "${EPOCHREALTIME:-}" ]; then echo "$EPOCHREALTIME"; else python3 -c 'import time; print(time.time())'; fi; }
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

median() {
  sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

echo "Consumer fixture: $ROOT/Tests/PluginConsumer (scratch: $WORK)" >&2

# 1. The plugin copy.
copy_consumer "$WORK/plugin"
echo "building the plugin copy (clean)..." >&2
clean_plugin=$(timed_build "$WORK/plugin" "$WORK/plugin-build")

# 2. The checked-in copy: one generated file per schema, no plugin, no NavGen dependency, no schemas.
copy_consumer "$WORK/checked-in"
grep -v "navgen-plugin" "$WORK/checked-in/Package.swift" >"$WORK/Package.swift.plain"
mv "$WORK/Package.swift.plain" "$WORK/checked-in/Package.swift"
echo "building navgen for the checked-in copy..." >&2
swift build --package-path "$ROOT" --scratch-path "$WORK/navgen-build" --product navgen >/dev/null
navgen="$WORK/navgen-build/debug/navgen"
sources="$WORK/checked-in/Sources/Navigation"
# Named after the schema's path below the target (Settings/App.navgen.json -> Settings_App.swift).
(cd "$sources" && find . -name '*.navgen.json' | sort) | while read -r schema; do
  relative="${schema#./}"
  "$navgen" generate "$sources/$relative" -o "$sources/Generated/$(echo "${relative%.navgen.json}" | tr / _).swift"
done
find "$sources" -name '*.navgen.json' -delete
echo "building the checked-in copy (clean)..." >&2
clean_plain=$(timed_build "$WORK/checked-in" "$WORK/checked-in-build")

# 3. The first rebuild after a clean build re-plans (and, with the plugin, relinks navgen-tool and
#    reruns navgen once); then no-op rebuilds, alternating between the copies so that load from
#    other processes falls on both alike.
first_plugin=$(timed_build "$WORK/plugin" "$WORK/plugin-build")
first_plain=$(timed_build "$WORK/checked-in" "$WORK/checked-in-build")
echo "timing $RUNS no-op rebuilds of each copy..." >&2
: >"$WORK/noop-plugin.txt"
: >"$WORK/noop-plain.txt"
reran=0
for _ in $(seq "$RUNS"); do
  timed_build "$WORK/plugin" "$WORK/plugin-build" >>"$WORK/noop-plugin.txt"
  if grep -q "Generating " "$WORK/last-build.log"; then reran=$((reran + 1)); fi
  timed_build "$WORK/checked-in" "$WORK/checked-in-build" >>"$WORK/noop-plain.txt"
done
noop_plugin=$(median <"$WORK/noop-plugin.txt")
noop_plain=$(median <"$WORK/noop-plain.txt")

printf '%-52s %7s s\n' "clean build, plugin" "$clean_plugin"
printf '%-52s %7s s\n' "clean build, checked-in code" "$clean_plain"
printf '%-52s %7s s\n' "first rebuild after clean, plugin" "$first_plugin"
printf '%-52s %7s s\n' "first rebuild after clean, checked-in code" "$first_plain"
printf '%-52s %7s s   (all: %s)\n' "no-op rebuild, plugin (median of $RUNS)" "$noop_plugin" "$(tr '\n' ' ' <"$WORK/noop-plugin.txt")"
printf '%-52s %7s s   (all: %s)\n' "no-op rebuild, checked-in code (median of $RUNS)" "$noop_plain" "$(tr '\n' ' ' <"$WORK/noop-plain.txt")"
python3 -c "print(f'{\"plugin no-op overhead\":<52} {$noop_plugin / $noop_plain:7.2f} x   ({$noop_plugin - $noop_plain:+.2f} s)')"
echo "no-op rebuilds that ran navgen: $reran of $RUNS"
