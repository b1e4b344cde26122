#!/usr/bin/env python3
"""How fast navgen checks and generates, and how that grows with the schema.

Builds navgen in release mode and runs `navgen check` and `navgen generate -o`
on synthetic schemas of 10 to 10,000 enums (features with a destination of 8
reducer cases by default; `--kind mixed` gives every case kind), several times
each, taking the median. Prints per size: the time of each command, what it
reads or writes per second, the peak memory (RSS) of the process, and how the
time grows against the previous size.

With `--baseline REV`, it also builds REV in a temporary git worktree and runs
the same commands with that binary in the same run, alternating the two, and
prints the ratios baseline / current (above 1: the current tree is faster).

Last, `navgen-stages` (Benchmarks/Stages) times the stages of the current
tree inside one process on the same schemas: parse and validate, emit (with
its CPU time, since it runs on every core) and write.

    python3 Benchmarks/speed.py [--baseline 941bac8] [--sizes 10,100,1000,10000] [--runs 5] [--kind reducer|mixed]
"""
import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from scaling import case as mixed_case  # every case kind, as scaling.py measures them

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def reducer_case(index, feature):
    """Eight reducer cases: shorthands and objects, one with a default value."""
    if index % 2 == 0:
        return f"Child{feature}x{index}"
    case = {"name": f"child{index}", "reducer": f"Child{feature}x{index}"}
    if index == 7:
        case["initializer"] = f"Child{feature}x{index}(mode: .full)"
    return case


def schema(enum_count, kind):
    cases = {"reducer": (8, reducer_case), "mixed": (10, lambda index, _: mixed_case(index))}[kind]
    features = []
    for feature in range(enum_count):
        features.append({
            "name": f"Feature{feature}",
            "destination": {
                "cases": [cases[1](index, feature) for index in range(cases[0])],
                "stateConformances": ["Equatable"],
            },
        })
    return {"version": 1, "features": features}


def build(package, scratch=None, product="navgen"):
    command = ["swift", "build", "-c", "release", "--product", product, "--package-path", package]
    if scratch:
        command += ["--scratch-path", scratch]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(command + ["--show-bin-path"], check=True, stdout=subprocess.PIPE)
    return os.path.join(bin_path.stdout.decode().strip(), product)


def measure(command, cleanup=None):
    """Wall time and peak RSS (bytes) of one run of `command`."""
    if cleanup:
        cleanup()
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    errors = process.stderr.read()
    process.stderr.close()
    if process.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({process.returncode}): {errors.decode()[:2000]}")
    return elapsed, usage.ru_maxrss * 1024


def median_runs(binaries, command_of, runs, cleanup=None):
    """For each binary: (median seconds, max peak RSS); runs alternate between the binaries."""
    samples = {name: [] for name in binaries}
    for _ in range(runs):
        for name, binary in binaries.items():
            samples[name].append(measure(command_of(binary), cleanup))
    return {name: (statistics.median(s[0] for s in runs_), max(s[1] for s in runs_)) for name, runs_ in samples.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--baseline", help="git revision to compare with, built in a temporary worktree")
    parser.add_argument("--sizes", default="10,100,1000,10000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--kind", choices=["reducer", "mixed"], default="reducer")
    arguments = parser.parse_args()
    sizes = [int(size) for size in arguments.sizes.split(",")]

    with tempfile.TemporaryDirectory(prefix="navgen-bench-") as folder:
        print("building navgen (release) from the working tree...", file=sys.stderr)
        binaries = {"current": build(ROOT)}
        stages = build(ROOT, product="navgen-stages")
        with baseline_worktree(arguments.baseline, folder) as worktree:
            if worktree:
                binaries = {"baseline": build(worktree, os.path.join(folder, "baseline-build")), **binaries}
            schemas = report(binaries, sizes, arguments, folder)
            print("\nstages of the current tree, timed inside one process (navgen-stages):", flush=True)
            subprocess.run([stages, "--runs", str(arguments.runs)] + schemas, check=True)


@contextlib.contextmanager
def baseline_worktree(revision, folder):
    """A git worktree of `revision` in `folder`, removed afterwards; None when no revision is given."""
    if not revision:
        yield None
        return
    worktree = os.path.join(folder, "baseline")
    print(f"checking out {revision} in {worktree}...", file=sys.stderr)
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-q", worktree, revision], check=True)
    try:
        yield worktree
    finally:
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", worktree], check=True)


def report(binaries, sizes, arguments, folder):
    names = list(binaries)
    print(f"\nschemas: features with a destination of {'8 reducer' if arguments.kind == 'reducer' else '10 mixed'} cases;"
          f" median of {arguments.runs} runs; MB = 10^6 bytes; RSS = peak resident memory")
    columns = ["enums", "schema MB", "output MB"]
    for name in names:
        columns += [f"{name}: check s", "check MB/s", "generate s", "out MB/s", "peak RSS MB", "gen growth"]
    if "baseline" in binaries:
        columns += ["check ratio", "generate ratio"]
    widths = [max(len(column), 9) for column in columns]
    print("  ".join(column.rjust(width) for column, width in zip(columns, widths)))
    previous = {}
    schemas = []
    for size in sizes:
        path = os.path.join(folder, f"Synthetic{size}.navgen.json")
        schemas.append(path)
        with open(path, "w") as file:
            json.dump(schema(size, arguments.kind), file, indent=2)
        schema_bytes = os.path.getsize(path)
        output = os.path.join(folder, "out", "Synthetic.swift")
        os.makedirs(os.path.dirname(output), exist_ok=True)

        def remove_output():
            if os.path.exists(output):
                os.remove(output)

        checks = median_runs(binaries, lambda binary: [binary, "check", path], arguments.runs)
        generates = median_runs(binaries, lambda binary: [binary, "generate", path, "-o", output], arguments.runs, remove_output)
        output_bytes = os.path.getsize(output)
        row = [f"{size:,}", f"{schema_bytes / 1e6:.2f}", f"{output_bytes / 1e6:.2f}"]
        for name in names:
            check_time, _ = checks[name]
            generate_time, generate_rss = generates[name]
            growth = ""
            if name in previous:
                growth = f"x{generate_time / previous[name][1]:.1f}/x{size / previous[name][0]:g}"
            previous[name] = (size, generate_time)
            row += [f"{check_time:.4f}", f"{schema_bytes / check_time / 1e6:.1f}", f"{generate_time:.4f}",
                    f"{output_bytes / generate_time / 1e6:.1f}", f"{generate_rss / 1e6:.1f}", growth]
        if "baseline" in binaries:
            row += [f"{checks['baseline'][0] / checks['current'][0]:.2f}",
                    f"{generates['baseline'][0] / generates['current'][0]:.2f}"]
        print("  ".join(cell.rjust(width) for cell, width in zip(row, widths)), flush=True)
    print("\nratio = baseline time / current time (2.00: twice as fast). 'gen growth' x8.1/x10: ten times the"
          " enums took 8.1 times as long; linear cost keeps the first number at or below the second.")
    return schemas


if __name__ == "__main__":
    main()
