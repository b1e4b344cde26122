#!/usr/bin/env python3
"""What compiling NavGenPlugin itself costs a consumer's clean build.

SwiftPM compiles a build-tool plugin before it can plan the build, in every clean build, with
one compiler process per source file. This compiles the plugin's sources the way SwiftPM does
(the toolchain's PackagePlugin, `-g`, the 6.0 PackagePlugin API, linked into an executable) and
prints the median wall time of each form, the forms alternated run for run:

  plugin      Plugins/NavGenPlugin as it is;
  one-file    the same sources joined into one file;
  empty       a plugin that declares no command (what any plugin costs);
  at <rev>    with --baseline REV, the plugin's sources at that revision.

    python3 Benchmarks/plugin-compile.py [--runs 5] [--baseline ec3c190]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from speed import ROOT, baseline_worktree

PLUGIN = os.path.join("Plugins", "NavGenPlugin")
# A plugin that declares no command, which Benchmarks/consumer-builds.py builds with too.
EMPTY = os.path.join(ROOT, "Benchmarks", "EmptyPlugin", "Plugins", "EmptyPlugin")


def plugin_api():
    """`<toolchain>/usr/lib/swift/pm/PluginAPI`, where SwiftPM finds PackagePlugin."""
    info = json.loads(subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True).stdout)
    return os.path.join(info["paths"]["runtimeResourcePath"], "pm", "PluginAPI")


def sources(folder):
    return sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".swift"))


def joined(files):
    """One file's text: every file's imports first (those inside `#if` stay where they are)."""
    imports, bodies = [], []
    for path in files:
        with open(path) as f:
            lines = f.read().split("\n")
        body = []
        for line in lines:
            if line.startswith("import ") and not body:
                if line not in imports:
                    imports.append(line)
            elif line.strip() or body:
                body.append(line)
        bodies.append("\n".join(body))
    return "\n".join(imports) + "\n\n" + "\n\n".join(bodies)


def write(folder, name, text):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "w") as f:
        f.write(text)
    return folder


def compile_seconds(folder, api, work):
    """Seconds `swiftc` takes to build the plugin in `folder` into an executable."""
    output = os.path.join(work, "out")
    os.makedirs(output, exist_ok=True)
    command = ["swiftc", "-g", "-swift-version", "6", "-package-description-version", "6.0.0",
               "-parse-as-library", "-module-name", "Plugin", "-I", api, "-L", api, "-lPackagePlugin",
               "-Xlinker", "-rpath", "-Xlinker", api, "-emit-module-path", os.path.join(output, "Plugin.swiftmodule"),
               *sources(folder), "-o", os.path.join(output, "plugin")]
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"compiling {folder} failed:\n{result.stderr[-4000:]}")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--baseline", help="also compile the plugin's sources at this git revision")
    arguments = parser.parse_args()
    api = plugin_api()
    with tempfile.TemporaryDirectory(prefix="navgen-plugin-compile-") as work, \
            baseline_worktree(arguments.baseline, work) as baseline:
        plugin = os.path.join(ROOT, PLUGIN)
        forms = {
            "plugin": plugin,
            "one-file": write(os.path.join(work, "one-file"), "Plugin.swift", joined(sources(plugin))),
            "empty": EMPTY,
        }
        if baseline:
            forms[f"at {arguments.baseline}"] = os.path.join(baseline, PLUGIN)
        files = {name: len(sources(folder)) for name, folder in forms.items()}
        times = {name: [] for name in forms}
        for _ in range(arguments.runs):
            for name, folder in forms.items():
                times[name].append(compile_seconds(folder, api, os.path.join(work, "build")))
    print(f"Compiling the plugin as SwiftPM does (median of {arguments.runs}, {os.cpu_count()} cores):\n")
    current = statistics.median(times["plugin"])
    for name, values in times.items():
        median = statistics.median(values)
        print(f"- {name}: {files[name]} files, {median:.2f} s ({median - current:+.2f} s against the plugin as it is)")


if __name__ == "__main__":
    main()
