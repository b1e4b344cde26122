#!/usr/bin/env python3
"""How long navgen takes to write and check an apple-app-site-association file, how large the
file is, and how many links fit in Apple's 128 KB.

Writes a schema of five features F0…F4, each with a path of N/5 linked cases (`f<k>s<i>/{v: Int}`;
F<k>'s cases push F<k+1>), the shape Benchmarks/links.py times, under the prefixes `bench://` and
`https://bench.example/app/`, builds navgen (release by default), and times (median of several
runs of the whole process, wall clock and CPU time: on a machine shared with other builds
the CPU time is the figure to compare)

  navgen links <schema> --format apple-app-site-association --app-id <id> -o <file>
  navgen links <schema> --check <file> --app-id <id>

printing the file's size and what navgen collapsed to keep it under 128 KB. Then it finds, by
halving, the most first screens a file holds before each collapse, for two shapes: first screens
that open nothing further (`seccion-<i>/{id: Int}`, presented) and first screens that push
(`seccion-<i>/{id: Int}` on a stack, each followed by any of them).

    python3 Benchmarks/universal-links.py [--cases 1000] [--runs 5] [--configuration release|debug]
                                          [--navgen <path>] [--no-fit]
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FEATURES = 5
APP_ID = "ABCDE12345.com.example.bench"
PREFIXES = ["bench://", "https://bench.example/app/"]
LIMIT = 128 * 1024


def chain_schema(count):
    """Five features of count/5 linked cases each, each pushing the next feature."""
    per = count // FEATURES
    features = []
    for k in range(FEATURES):
        child = f"F{k + 1}" if k + 1 < FEATURES else "Child"
        features.append({
            "name": f"F{k}",
            "path": {"cases": [{"name": f"c{i}", "reducer": child, "link": f"f{k}s{i}/{{v: Int}}"} for i in range(per)]},
        })
    return {"version": 1, "links": {"prefixes": PREFIXES}, "features": features}


def first_screens_schema(count, enum):
    """One feature with `count` linked cases in its destination (leaves) or its path (pushes)."""
    cases = [{"name": f"c{i}", "reducer": "Hoja", "link": f"seccion-{i}/{{id: Int}}"} for i in range(count)]
    return {"version": 1, "links": {"prefixes": PREFIXES}, "features": [{"name": "Raiz", enum: {"cases": cases}}]}


def write(folder, name, schema):
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        json.dump(schema, f)
    return path


def cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(navgen, arguments):
    """The wall-clock and CPU seconds of one run, and its result."""
    start, cpu = time.perf_counter(), cpu_of_children()
    result = subprocess.run([navgen] + arguments, capture_output=True, text=True)
    return (time.perf_counter() - start, cpu_of_children() - cpu), result


def site_file(navgen, schema, output):
    return run(navgen, ["links", schema, "--format", "apple-app-site-association", "--app-id", APP_ID, "-o", output])


def collapse(stderr):
    """What navgen's warning says it gave up, or 'none'."""
    for line in stderr.splitlines():
        if "to stay under Apple's" in line:
            if "leaves out its comments" in line:
                return "comments left out"
            if "first screens" in line:
                return "first screens collapsed: " + line.split("matches everything after ")[1].split(" first screens")[0]
            return "whole prefixes"
    return "none"


def most_that_fit(navgen, folder, enum, level):
    """The most first screens whose file stays at `level` of detail or better: doubled until
    the file collapses, then halved."""
    acceptable = {"none": ["none"], "comments": ["none", "comments left out"]}[level]

    def fits(count):
        schema = write(folder, "Fit.navgen.json", first_screens_schema(count, enum))
        _, result = site_file(navgen, schema, os.path.join(folder, f"fit-{count}"))
        if result.returncode != 0:
            sys.exit(result.stderr)
        return collapse(result.stderr) in acceptable

    low, high = 0, 16
    while fits(high):
        low, high = high, high * 2
    while high - low > 1:
        middle = (low + high) // 2
        if fits(middle):
            low = middle
        else:
            high = middle
    return low


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--configuration", choices=["release", "debug"], default="release")
    parser.add_argument("--navgen", help="a built navgen to time instead of building one")
    parser.add_argument("--no-fit", action="store_true", help="skip finding how many first screens fit")
    options = parser.parse_args()

    navgen = options.navgen
    if navgen is None:
        subprocess.run(["swift", "build", "-c", options.configuration, "--product", "navgen"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        bin_path = subprocess.run(["swift", "build", "-c", options.configuration, "--show-bin-path"], cwd=ROOT,
                                  check=True, capture_output=True, text=True).stdout.strip()
        navgen = os.path.join(bin_path, "navgen")

    with tempfile.TemporaryDirectory() as folder:
        schema = write(folder, "Bench.navgen.json", chain_schema(options.cases))
        output = os.path.join(folder, "apple-app-site-association")
        writes, checks = [], []
        for _ in range(options.runs):
            if os.path.exists(output):
                os.remove(output)
            elapsed, result = site_file(navgen, schema, output)
            if result.returncode != 0:
                sys.exit(result.stderr)
            writes.append(elapsed)
            elapsed, checked = run(navgen, ["links", schema, "--check", output, "--app-id", APP_ID])
            if checked.returncode != 0:
                sys.exit(checked.stdout + checked.stderr)
            checks.append(elapsed)
        size = os.path.getsize(output)
        print(f"{options.cases} linked cases in {FEATURES} features ({options.configuration} navgen, median of {options.runs}):")
        def seconds(runs):
            wall = statistics.median(run[0] for run in runs)
            cpu = statistics.median(run[1] for run in runs)
            return f"{wall:.3f} s wall, {cpu:.3f} s CPU"
        print(f"  write the file   {seconds(writes)}   ({size:,} bytes; collapsed: {collapse(result.stderr)})")
        print(f"  check the file   {seconds(checks)}   ({checked.stdout.strip().split(': ')[-1]})")
        if options.no_fit:
            return
        print(f"First screens a file holds within {LIMIT:,} bytes (seccion-<i>/{{id: Int}}):")
        for enum, shape in [("destination", "presented, opening nothing further"), ("path", "pushed, each followed by any")]:
            full = most_that_fit(navgen, folder, enum, "none")
            bare = most_that_fit(navgen, folder, enum, "comments")
            print(f"  {shape}: {full:,} as written, {bare:,} without comments; more are collapsed")


if __name__ == "__main__":
    main()
