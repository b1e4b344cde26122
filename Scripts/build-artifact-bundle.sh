#!/usr/bin/env bash
# Builds NavGen's prebuilt tools and packages them as SwiftPM artifact bundles: NavGenBinary,
# which holds only `navgen-generate` and is what BinaryPlugin/Package.swift's `NavGenBinary`
# target points at, and NavGenCLI, which holds `navgen`. They are two because SwiftPM extracts a
# binary target's whole zip into the build folder in every clean build of a consumer: the
# plugin's bundle carries nothing the plugin does not run.
#
#   Scripts/build-artifact-bundle.sh variant <dir> [--arch <arch>] [--scratch-path <dir>]
#                                              [--configuration release|debug]
#       Builds `navgen-generate` (the build-tool plugin's tool) and `navgen` (the CLI) in
#       release (or the configuration given) into <dir>. On Linux for this machine's
#       architecture, with the Swift runtime linked in (--static-swift-stdlib) so they run
#       without a toolchain; with --arch for the other one (x86_64 or aarch64) through the
#       Static Linux Swift SDK, which must be installed (`swift sdk list`). On macOS as
#       universal binaries (arm64 and x86_64, joined with lipo).
#       <dir>/triples lists the triples the variant runs on, <dir>/name its folder in the bundle.
#   Scripts/build-artifact-bundle.sh assemble <output dir> <variant dir>...
#       Lays the variants out as <output dir>/NavGenBinary.artifactbundle and
#       <output dir>/NavGenCLI.artifactbundle (each an info.json with its one `executable`
#       artifact) and zips each deterministically (sorted entries, fixed time stamps and modes)
#       into <name>.artifactbundle.zip, so `swift package compute-checksum` gives the same
#       checksum for the same binaries. Prints, for each bundle (NavGenBinary first), its zip's
#       path and then its checksum.
#   Scripts/build-artifact-bundle.sh [<output dir>] [--scratch-path <dir>] [--configuration release|debug]
#       Both, with every variant this machine can build: on Linux its own architecture, and the
#       other Linux architecture when the Static Linux SDK is installed; on macOS the universal
#       variant. Says on standard error which variants it built and which it could not
#       (default output: .build/artifactbundle).
#
# Releases are built in release. `--configuration debug` builds the same bundles in a quarter of
# the CPU time; the test suite uses it, as it checks their layout, linking and use, not their speed.
#
# The release workflow (.github/workflows/release.yml) runs `variant` on Linux x86_64 and
# aarch64 and macOS runners, then `assemble` on their results.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
# Each bundle and the one tool it holds, the plugin's first; a variant builds every bundle's tool.
BUNDLES=(NavGenBinary:navgen-generate NavGenCLI:navgen)
TOOLS=("${BUNDLES[@]#*:}")
export LC_ALL=C

usage() { sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2; exit 2; }

# The Static Linux SDK's ID, if one is installed: it builds for x86_64 and aarch64 alike.
static_linux_sdk() { swift sdk list 2>/dev/null | grep -m 1 'static-linux' || true; }

# variant <dir> [--arch <arch>] [--scratch-path <dir>]
build_variant() {
  local out="$1" scratch="$ROOT/.build/artifactbundle-scratch" arch="" configuration=release
  shift
  while (($#)); do
    case "$1" in
      --scratch-path) scratch="$2"; shift 2 ;;
      --arch) arch="$2"; shift 2 ;;
      --configuration)
        case "${2:-}" in release | debug) configuration="$2" ;; *) usage ;; esac
        shift 2 ;;
      *) usage ;;
    esac
  done
  mkdir -p "$out"
  case "$(uname -s)" in
    Linux)
      local options=(--static-swift-stdlib) bin
      if [ -z "$arch" ] || [ "$arch" = "$(uname -m)" ]; then
        arch="$(uname -m)"
      else
        [ -n "$(static_linux_sdk)" ] || {
          echo "building for $arch on $(uname -m) needs the Static Linux Swift SDK; swift sdk list shows none" >&2
          exit 1
        }
        # Linked statically against musl, so the tools run on any Linux of that architecture.
        options=(--swift-sdk "$arch-swift-linux-musl")
      fi
      bin="$(swift build --package-path "$ROOT" --scratch-path "$scratch" -c "$configuration" "${options[@]}" --show-bin-path)"
      for tool in "${TOOLS[@]}"; do
        swift build --package-path "$ROOT" --scratch-path "$scratch" -c "$configuration" "${options[@]}" --product "$tool" >&2
        install -m 755 "$bin/$tool" "$out/$tool"
      done
      # A tool built for this machine says its version; a cross-built one cannot run here.
      [ "$arch" != "$(uname -m)" ] || "$out/navgen" --version | sed -n '1s/^navgen //p' >"$out/version"
      # The triple SwiftPM compares with the host's when it picks a variant.
      echo "$arch-unknown-linux-gnu" >"$out/triples"
      echo "navgen-linux-$arch" >"$out/name"
      ;;
    Darwin)
      [ -z "$arch" ] || usage
      # The Swift runtime ships with macOS (13 and later, the package's minimum), so nothing to link in.
      for arch in arm64 x86_64; do
        for tool in "${TOOLS[@]}"; do
          swift build --package-path "$ROOT" --scratch-path "$scratch/$arch" -c "$configuration" \
            --triple "$arch-apple-macosx" --product "$tool" >&2
        done
      done
      for tool in "${TOOLS[@]}"; do
        lipo -create -output "$out/$tool" \
          "$scratch/arm64/arm64-apple-macosx/$configuration/$tool" \
          "$scratch/x86_64/x86_64-apple-macosx/$configuration/$tool"
        chmod 755 "$out/$tool"
      done
      "$out/navgen" --version | sed -n '1s/^navgen //p' >"$out/version"
      printf '%s\n' arm64-apple-macosx x86_64-apple-macosx >"$out/triples"
      echo "navgen-macos" >"$out/name"
      ;;
    *) echo "unsupported system $(uname -s)" >&2; exit 2 ;;
  esac
}

# Every variant this machine can build, into <work>/<name>; prints their folders.
build_all_variants() {
  local work="$1"
  shift
  case "$(uname -s)" in
    Linux)
      local native other
      native="$(uname -m)"
      build_variant "$work/$native" "$@"
      echo "built navgen-linux-$native ($native-unknown-linux-gnu)" >&2
      echo "$work/$native"
      for other in x86_64 aarch64; do
        [ "$other" != "$native" ] || continue
        if [ -n "$(static_linux_sdk)" ]; then
          build_variant "$work/$other" --arch "$other" "$@"
          echo "built navgen-linux-$other ($other-unknown-linux-gnu, with $(static_linux_sdk))" >&2
          echo "$work/$other"
        else
          echo "not built: navgen-linux-$other (no Static Linux Swift SDK installed; see swift sdk list)" >&2
        fi
      done
      echo "not built: navgen-macos (needs macOS; the release workflow builds it)" >&2
      ;;
    Darwin)
      build_variant "$work/macos" "$@"
      echo "built navgen-macos (arm64-apple-macosx, x86_64-apple-macosx)" >&2
      echo "$work/macos"
      echo "not built: navgen-linux-* (needs Linux; the release workflow builds them)" >&2
      ;;
    *) echo "unsupported system $(uname -s)" >&2; exit 2 ;;
  esac
}

# assemble <output dir> <variant dir>...
assemble() {
  local out="$1"
  shift
  (($#)) || usage
  local said="" version variant entry
  # SwiftPM requires each artifact's version: the release's tag (NAVGEN_VERSION), which must be
  # the version the tools say (`navgen --version`) when a variant could say it.
  for variant in "$@"; do
    if [ -s "$variant/version" ]; then said+="$(cat "$variant/version")"$'\n'; fi
  done
  version="$(printf '%s' "$said" | sort -u)"
  if [ "$(printf '%s' "$version" | grep -c .)" -gt 1 ]; then
    echo "the variants say different versions: $(echo $version)" >&2; exit 1
  fi
  if [ -n "${NAVGEN_VERSION:-}" ]; then
    [ -z "$version" ] || [ "$version" = "$NAVGEN_VERSION" ] || {
      echo "NAVGEN_VERSION is $NAVGEN_VERSION but navgen --version says $version" >&2; exit 1
    }
    version="$NAVGEN_VERSION"
  fi
  [ -n "$version" ] || { echo "no version: set NAVGEN_VERSION or include a variant built on its own machine" >&2; exit 1; }

  for entry in "${BUNDLES[@]}"; do
    assemble_bundle "$out" "${entry%%:*}" "${entry#*:}" "$version" "$@"
  done
}

# assemble_bundle <output dir> <bundle name> <tool> <version> <variant dir>...
assemble_bundle() {
  local out="$1" name="$2" tool="$3" version="$4"
  shift 4
  local bundle="$out/$name.artifactbundle" variant
  rm -rf "$bundle" "$bundle.zip"
  mkdir -p "$bundle"
  for variant in "$@"; do
    local folder
    folder="$(cat "$variant/name")"
    [ ! -e "$bundle/$folder" ] || { echo "two variants named $folder" >&2; exit 2; }
    mkdir -p "$bundle/$folder/bin"
    install -m 755 "$variant/$tool" "$bundle/$folder/bin/$tool"
    cp "$variant/triples" "$bundle/$folder/triples"
  done
  python3 - "$bundle" "$version" "$tool" <<'PY'
import json, os, sys
bundle, version, tool = sys.argv[1:]
variants = sorted(d for d in os.listdir(bundle) if os.path.isdir(os.path.join(bundle, d)))
triples = {}
for name in variants:
    path = os.path.join(bundle, name, "triples")
    with open(path) as f:
        triples[name] = [line.strip() for line in f if line.strip()]
    os.remove(path)
info = {
    "schemaVersion": "1.0",
    "artifacts": {
        tool: {
            "type": "executable",
            "version": version,
            "variants": [
                {"path": f"{name}/bin/{tool}", "supportedTriples": triples[name]} for name in variants
            ],
        }
    },
}
with open(os.path.join(bundle, "info.json"), "w") as f:
    json.dump(info, f, indent=2, sort_keys=True)
    f.write("\n")
PY
  python3 "$ROOT/Scripts/deterministic-zip.py" "$bundle" "$bundle.zip"
  echo "$bundle.zip"
  # Outside any package, so no package's build folder (and its lock) is involved.
  (cd "$out" && swift package compute-checksum "$name.artifactbundle.zip")
}

case "${1:-}" in
  variant) shift; (($#)) || usage; build_variant "$@" ;;
  assemble) shift; assemble "$@" ;;
  -h|--help) usage ;;
  *)
    out="$ROOT/.build/artifactbundle"
    if (($#)) && [[ "$1" != --* ]]; then out="$1"; shift; fi
    work="$(mktemp -d "${TMPDIR:-/tmp}/navgen-variant.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    variants="$(build_all_variants "$work" "$@")"
    variant_dirs=()
    while IFS= read -r dir; do variant_dirs+=("$dir"); done <<<"$variants"
    assemble "$out" "${variant_dirs[@]}"
    ;;
esac
