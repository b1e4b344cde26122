#!/usr/bin/env python3
"""How navgen's cost grows with the schema.

Generates synthetic schemas of 10, 100, 1,000 and 10,000 enums with 10 cases
each (every case kind), builds navgen in release mode, and times `navgen check`
and `navgen generate` on each (median of several runs), once per TCA release
given (`--tca`; by default the oldest and the newest release family, 1.12.0 and
main, whose expansions differ the most). Prints time, output size, throughput,
and the time per enum relative to the smallest size, so a reader can see
whether cost grows linearly (the ratio column stays near 1).

    python3 Benchmarks/scaling.py [--sizes 10,100,1000,10000] [--runs 5] [--tca 1.12.0,main]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def case(index):
    kind = index % 10
    name = f"c{index}"
    if kind == 0:
        return f"Feature{index}"
    if kind == 1:
        return {"name": name, "reducer": f"Feature{index}", "initializer": f"Feature{index}(mode: .full)"}
    if kind == 2:
        return {"name": name, "alert": {"name": f"Alert{index}", "actions": ["confirm", "cancel"]}}
    if kind == 3:
        return {"name": name, "confirmationDialog": f"Dialog{index}"}
    if kind == 4:
        return {"name": name, "ignored": "URL"}
    if kind == 5:
        return {"name": name, "ignored": ["Meeting", "syncUp: SyncUp"]}
    if kind == 6:
        return {"name": name}
    if kind == 7:
        return {"name": name, "reducer": f"Feature{index}", "if": "DEBUG"}
    if kind == 8:
        return {"name": name, "ephemeral": f"ToastState<Toast{index}>"}
    return {"name": name, "reducer": "Shared", "attributes": ["@available(iOS 17, *)"]}


def schema(enum_count):
    features = []
    for index in range(enum_count):
        features.append({
            "name": f"Feature{index}",
            "destination": {
                "cases": [case(c) for c in range(10)],
                "stateConformances": ["Equatable"],
            },
        })
    return {"version": 1, "features": features}


def timed(command, runs):
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        samples.append(time.perf_counter() - start)
        if result.returncode != 0:
            sys.exit(f"{' '.join(command)} failed: {result.stderr.decode()[:2000]}")
    return statistics.median(samples), result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10,100,1000,10000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tca", default="1.12.0,main",
                        help="comma-separated TCA releases to measure (default: oldest and newest family)")
    arguments = parser.parse_args()
    sizes = [int(size) for size in arguments.sizes.split(",")]
    releases = arguments.tca.split(",")

    print("building navgen (release)...", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--product", "navgen"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            stdout=subprocess.PIPE).stdout.decode().strip() + "/navgen"

    header = (f"{'enums':>7} {'schema':>10} {'check s':>9} {'gen s':>9} {'output':>11} "
              f"{'MB/s out':>9} {'gen us/enum':>12} {'gen growth':>11}")
    with tempfile.TemporaryDirectory() as folder:
        paths = {}
        for size in sizes:
            paths[size] = os.path.join(folder, f"Synthetic{size}.navgen.json")
            with open(paths[size], "w") as file:
                json.dump(schema(size), file, indent=2)
        for release in releases:
            print(f"\nTCA {release} (navgen --tca {release})")
            print(header)
            print("-" * len(header))
            previous = None
            for size in sizes:
                path = paths[size]
                check_time, _ = timed([binary, "check", "--tca", release, path], arguments.runs)
                generate_time, output = timed([binary, "generate", "--tca", release, path], arguments.runs)
                per_enum = generate_time / size
                growth = "" if previous is None else f"x{generate_time / previous[1]:.1f} / x{size / previous[0]:g}"
                previous = (size, generate_time)
                print(f"{size:>7} {os.path.getsize(path):>10,} {check_time:>9.3f} {generate_time:>9.3f} "
                      f"{len(output):>11,} {len(output) / generate_time / 1e6:>9.1f} {per_enum * 1e6:>12.1f} "
                      f"{growth:>11}")
    print("\n'gen growth' compares generate time with the previous size: 'x8.1 / x10' means ten times the"
          " enums took 8.1 times as long. Linear cost keeps the first number at or below the second"
          " (below it while process start-up still dominates).")


if __name__ == "__main__":
    main()
