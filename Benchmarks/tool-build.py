#!/usr/bin/env python3
"""What the build-tool plugin's tool costs a consumer's clean build.

SwiftPM compiles the plugin's tool, and every module it depends on, before it
generates anything. This builds that tool from an empty scratch folder, in
debug and in release, and with `--baseline REV` also builds the tool the
plugin used at REV (`navgen` there, unless `--baseline-product` says
otherwise), alternating the two run for run so that a busy machine slows both
alike. It prints the median wall time of each and the ratio current / baseline
(below 1: the plugin's tool builds faster).

With `--slow-bodies MS`, it also prints the function bodies and expressions of
the tool's sources that take the type checker longer than MS milliseconds
(`-warn-long-function-bodies`, `-warn-long-expression-type-checking`), the
worst first.

    python3 Benchmarks/tool-build.py [--baseline 2850f55~1] [--runs 3] [--configs debug,release] [--slow-bodies 50]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

from speed import ROOT, baseline_worktree

TOOL = "navgen-generate"


def clean_build(package, product, configuration, scratch, extra=()):
    """Seconds `swift build --product` takes from an empty scratch folder, and its output."""
    command = ["swift", "build", "-c", configuration, "--product", product, "--package-path", package,
               "--scratch-path", scratch, *extra]
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    elapsed = time.perf_counter() - start
    subprocess.run(["rm", "-rf", scratch], check=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stdout[-4000:]}")
    return elapsed, result.stdout


def slow_bodies(milliseconds, folder):
    """The type checker's warnings above `milliseconds`, worst first, as (ms, location, what)."""
    flags = ["-Xswiftc", "-Xfrontend", "-Xswiftc", f"-warn-long-function-bodies={milliseconds}",
             "-Xswiftc", "-Xfrontend", "-Xswiftc", f"-warn-long-expression-type-checking={milliseconds}"]
    _, output = clean_build(ROOT, TOOL, "debug", os.path.join(folder, "slow"), flags)
    found = set()
    for line in output.splitlines():
        match = re.match(r"(/\S+?):(\d+):\d+: warning: (.*?) took (\d+)ms to type-check", line)
        if match:
            path, line_number, what, ms = match.groups()
            found.add((int(ms), f"{os.path.relpath(path, ROOT)}:{line_number}", what))
    return sorted(found, reverse=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--baseline", help="git revision whose plugin tool to compare with")
    parser.add_argument("--baseline-product", default="navgen", help="the plugin's tool at the baseline")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--configs", default="debug,release")
    parser.add_argument("--slow-bodies", type=int, metavar="MS")
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="navgen-tool-build-") as folder:
        with baseline_worktree(arguments.baseline, folder) as baseline:
            trees = {"current": (ROOT, TOOL)}
            if baseline:
                trees["baseline"] = (baseline, arguments.baseline_product)
            times = {(name, config): [] for name in trees for config in arguments.configs.split(",")}
            for run in range(arguments.runs):
                for config in arguments.configs.split(","):
                    for name, (package, product) in trees.items():
                        seconds, _ = clean_build(package, product, config, os.path.join(folder, f"scratch-{name}"))
                        times[(name, config)].append(seconds)
                        print(f"run {run + 1}: {name} {product} {config}: {seconds:.1f} s", file=sys.stderr)

            print(f"\nclean build of the plugin's tool from an empty scratch folder; median of {arguments.runs}")
            print(f"{'config':8} {'tree':9} {'product':16} {'median s':>9} {'runs':>24}")
            for (name, config), seconds in times.items():
                product = trees[name][1]
                runs = ", ".join(f"{value:.1f}" for value in seconds)
                print(f"{config:8} {name:9} {product:16} {statistics.median(seconds):9.1f} {runs:>24}")
            if baseline:
                for config in arguments.configs.split(","):
                    ratio = statistics.median(times[("current", config)]) / statistics.median(times[("baseline", config)])
                    print(f"{config}: current / baseline = {ratio:.2f}")

        if arguments.slow_bodies is not None:
            print(f"\ntype-checking above {arguments.slow_bodies} ms in the tool's sources (debug):")
            for ms, location, what in slow_bodies(arguments.slow_bodies, folder):
                print(f"{ms:6} ms  {location}  {what}")


if __name__ == "__main__":
    main()
