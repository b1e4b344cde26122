#!/usr/bin/env python3
"""What reading a whole folder costs: `navgen graph <folder>` (and, with `--commands`, `links`,
`import` and `diff <folder> <folder>`) on folders you give, such as clones of real apps.

Builds navgen in release mode from the working tree and, with `--baseline REV`, from REV in a
temporary git worktree, then runs each command on each folder with both binaries, alternating
run for run (so a busy machine slows both alike), and prints the median wall time with its
quartiles, the median CPU time (user and system, dump-package's included), the ratios baseline /
current of both (above 1: the current tree is faster), and how many times one run started
`swift package dump-package`, counted by a `swift` put first on PATH that logs its arguments and
hands them to the real one. The machine's load average is printed before and after: on a shared
machine compare within a run, trust CPU time over wall time, and repeat.

    python3 Benchmarks/folder-reading.py --baseline main [--runs 7] [--commands graph,import] <folder>...

`--baseline-navgen <path>` compares with a navgen already built (to repeat a run without
building the baseline again).

`--cache kept` (the default) gives each binary a manifest cache of its own (`NAVGEN_CACHE_DIR`)
and runs each command once untimed first, so the timed runs find dump-package's answers kept, as
a folder read again does; `--cache none` times the first reading of a folder (navgen's cache off,
SwiftPM's own manifest cache warm). navgen before the cache ignores the variable.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from speed import ROOT, baseline_worktree, build

COMMANDS = {
    "graph": lambda folder: ["graph", folder],
    "links": lambda folder: ["links", folder],
    "import": lambda folder: ["import", folder],
    "diff": lambda folder: ["diff", folder, folder],
}


def counting_swift(folder):
    """A folder holding `swift`, which appends its arguments to a log and runs the real one."""
    real = shutil.which("swift")
    if not real:
        sys.exit("swift is not on PATH")
    shim = os.path.join(folder, "swift")
    with open(shim, "w") as file:
        file.write(f'#!/bin/sh\nprintf "%s\\n" "$*" >> "$NAVGEN_BENCH_SWIFT_LOG"\nexec "{real}" "$@"\n')
    os.chmod(shim, 0o755)
    return folder


def run(command, environment, log):
    """Wall and CPU seconds of one run (the CPU of the processes it waited for included) and the
    dump-package runs it started. Exit codes 0 and 1 (something reported) are both a reading of
    the folder; 2 and above stop the benchmark."""
    open(log, "w").close()
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) > 1:
            errors.seek(0)
            sys.exit(f"{' '.join(command)} failed ({os.waitstatus_to_exitcode(status)}): {errors.read().decode()[:2000]}")
    with open(log) as file:
        dumps = sum(1 for line in file if "dump-package" in line)
    return elapsed, usage.ru_utime + usage.ru_stime, dumps


def manifests(folder):
    """The `Package.swift` files below `folder`, outside build products and hidden folders."""
    found = 0
    for directory, folders, files in os.walk(folder):
        folders[:] = [name for name in folders if not name.startswith(".") and name not in (".build", "DerivedData")]
        found += "Package.swift" in files
    return found


def summary(seconds):
    """`median (p25-p75)` in seconds."""
    if len(seconds) < 2:
        return f"{seconds[0]:7.3f} s"
    q1, _, q3 = statistics.quantiles(seconds, n=4)
    return f"{statistics.median(seconds):7.3f} s ({q1:.3f}-{q3:.3f})"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folders", nargs="+", help="folders to read (absolute, or relative to the current folder)")
    parser.add_argument("--baseline", help="git revision to compare with, built in a temporary worktree")
    parser.add_argument("--baseline-navgen", help="a navgen binary to compare with instead of building --baseline")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--commands", default="graph", help=f"comma-separated, of {', '.join(COMMANDS)}")
    parser.add_argument("--cache", choices=["kept", "none"], default="kept", help="navgen's manifest cache")
    arguments = parser.parse_args()
    commands = arguments.commands.split(",")
    if unknown := [name for name in commands if name not in COMMANDS]:
        sys.exit(f"unknown command(s): {', '.join(unknown)}")
    folders = [os.path.abspath(folder) for folder in arguments.folders]

    with tempfile.TemporaryDirectory(prefix="navgen-folder-reading-") as scratch:
        print("building navgen (release) from the working tree...", file=sys.stderr)
        binaries = {"current": build(ROOT)}
        if arguments.baseline_navgen:
            binaries = {"baseline": os.path.abspath(arguments.baseline_navgen), **binaries}
        with baseline_worktree(None if arguments.baseline_navgen else arguments.baseline, scratch) as worktree:
            if worktree:
                print(f"building navgen (release) at {arguments.baseline}...", file=sys.stderr)
                binaries = {"baseline": build(worktree, os.path.join(scratch, "baseline-build")), **binaries}
            log = os.path.join(scratch, "swift.log")
            environment = dict(os.environ, NAVGEN_BENCH_SWIFT_LOG=log, LC_ALL="C")
            shims = os.path.join(scratch, "bin")
            os.makedirs(shims)
            environment["PATH"] = counting_swift(shims) + os.pathsep + environment["PATH"]
            print(f"load average before: {' '.join(f'{value:.2f}' for value in os.getloadavg())}")
            results = {}
            for folder in folders:
                for name in commands:
                    command = COMMANDS[name](folder)
                    samples = {binary: [] for binary in binaries}
                    cpu = {binary: [] for binary in binaries}
                    dumps = {binary: set() for binary in binaries}
                    caches = {binary: dict(environment, NAVGEN_CACHE_DIR=(
                        os.path.join(scratch, f"cache-{binary}") if arguments.cache == "kept" else "none"))
                        for binary in binaries}
                    if arguments.cache == "kept":
                        for binary, path in binaries.items():
                            run([path] + command, caches[binary], log)
                    for _ in range(arguments.runs):
                        for binary, path in binaries.items():
                            seconds, processor, count = run([path] + command, caches[binary], log)
                            samples[binary].append(seconds)
                            cpu[binary].append(processor)
                            dumps[binary].add(count)
                    results[(folder, name)] = (samples, cpu, dumps)
            print(f"load average after:  {' '.join(f'{value:.2f}' for value in os.getloadavg())}")
            print(f"\nmedian wall time of {arguments.runs} runs (p25-p75), median CPU time; "
                  f"dumps: swift package dump-package runs per run; navgen's manifest cache: {arguments.cache}")
            for folder in folders:
                print(f"\n{folder} ({manifests(folder)} Package.swift)")
                for name in commands:
                    samples, cpu, dumps = results[(folder, name)]
                    line = [f"  navgen {name:6}"]
                    for binary in binaries:
                        counts = "/".join(str(count) for count in sorted(dumps[binary]))
                        line.append(f"{binary}: {summary(samples[binary])}, CPU {statistics.median(cpu[binary]):.3f} s, dumps {counts}")
                    if "baseline" in binaries:
                        wall = statistics.median(samples["baseline"]) / statistics.median(samples["current"])
                        processor = statistics.median(cpu["baseline"]) / statistics.median(cpu["current"])
                        line.append(f"ratios: wall {wall:.2f}, CPU {processor:.2f}")
                    print("  ".join(line))


if __name__ == "__main__":
    main()
