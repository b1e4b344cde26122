#!/usr/bin/env bash
# Points BinaryPlugin/Package.swift's `NavGenBinary` at a released artifact bundle: rewrites the
# manifest's `url: "..."` and `checksum: "<64 hex digits>"` lines (one each, as checked in) and
# fails unless exactly one of each changed to the values given.
#
#   Scripts/update-binary-plugin-manifest.sh <url> <checksum> [<manifest>]
set -euo pipefail

url="${1:?usage: $0 <url> <checksum> [<manifest>]}"
checksum="${2:?usage: $0 <url> <checksum> [<manifest>]}"
manifest="${3:-$(cd "$(dirname "$0")/.." && pwd)/BinaryPlugin/Package.swift}"
export LC_ALL=C

[[ "$checksum" =~ ^[0-9a-f]{64}$ ]] || { echo "not a SHA-256 checksum: $checksum" >&2; exit 2; }
[[ "$url" =~ ^https://[^\"\|\\]+\.artifactbundle\.zip$ ]] || { echo "not an artifact bundle URL: $url" >&2; exit 2; }

url_lines() { grep -cE '^ *url: "[^"]*",$' "$manifest" || true; }
checksum_lines() { grep -cE '^ *checksum: "[0-9a-f]{64}"$' "$manifest" || true; }
[ "$(url_lines)" = 1 ] && [ "$(checksum_lines)" = 1 ] || {
  echo "$manifest must have one line 'url: \"...\",' and one line 'checksum: \"<64 hex digits>\"'" >&2
  exit 1
}
sed -i.orig -E \
  -e "s|^( *url: )\"[^\"]*\",$|\\1\"$url\",|" \
  -e "s|^( *checksum: )\"[0-9a-f]{64}\"$|\\1\"$checksum\"|" \
  "$manifest"
rm "$manifest.orig"
grep -qF "url: \"$url\"," "$manifest" && grep -qF "checksum: \"$checksum\"" "$manifest" || {
  echo "$manifest was not updated" >&2
  exit 1
}
