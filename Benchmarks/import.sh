#!/usr/bin/env bash
# How fast `navgen import` reads a tree of Swift sources: builds navgen in
# release mode, then imports the folder (default: this repository) several
# times and prints the number of Swift files and lines read, the @Reducer
# enums found, the warnings, and the median wall time.
#
#     Benchmarks/import.sh [folder] [runs]      # runs default to 5
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
FOLDER="${1:-$ROOT}"
RUNS="${2:-5}"
export LC_ALL=C

swift build -c release --package-path "$ROOT" --product navgen >/dev/null
NAVGEN="$(swift build -c release --package-path "$ROOT" --show-bin-path)/navgen"

FILES="$(find "$FOLDER" \( -name .build -o -name .swiftpm -o -name DerivedData -o -name '.?*' \) -prune -o -name '*.swift' -print | wc -l | tr -d ' ')"
LINES="$(find "$FOLDER" \( -name .build -o -name .swiftpm -o -name DerivedData -o -name '.?*' \) -prune -o -name '*.swift' -print0 | xargs -0 cat | wc -l | tr -d ' ')"

now() { python3 -c 'import time; print(time.time())'; }
times=()
for _ in $(seq "$RUNS"); do
  start="$(now)"
  "$NAVGEN" import "$FOLDER" >/tmp/navgen-import-bench.json 2>/tmp/navgen-import-bench.err || true
  end="$(now)"
  times+=("$(python3 -c "print(f'{$end - $start:.3f}')")")
done
ENUMS="$(grep -c '"cases"' /tmp/navgen-import-bench.json || true)"
WARNINGS="$(grep -c ': warning: ' /tmp/navgen-import-bench.err || true)"
MEDIAN="$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')"

echo "folder:   $FOLDER"
echo "files:    $FILES Swift files, $LINES lines"
echo "imported: $ENUMS enums, $WARNINGS warnings"
echo "time:     median ${MEDIAN}s over $RUNS runs (${times[*]})"
rm -f /tmp/navgen-import-bench.json /tmp/navgen-import-bench.err
