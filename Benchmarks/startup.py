#!/usr/bin/env python3
"""What starting navgen costs: the commands that do almost nothing else.

Builds navgen in release mode and runs `navgen --version` and `navgen check`
of an example schema many times each, taking the median (and quartiles,
minimum and maximum, since start-up times on a busy machine spread), both as
wall time and as the CPU time (user + system) the process used. Also prints
the shared libraries each binary loads (from `ldd`, where there is one).

With `--baseline REV`, it also builds REV in a temporary git worktree and
runs the same commands with that binary, alternating the two run for run, and
prints the ratios baseline / current (above 1: the current tree starts faster).

    python3 Benchmarks/startup.py [--baseline main] [--runs 31]
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

COMMANDS = [["--version"], ["check", "Schemas/examples/Articulo.navgen.json"]]


def measure(command):
    """Wall and CPU seconds of one run of `command`, in the repository root."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(command)} failed ({os.waitstatus_to_exitcode(status)})")
    return elapsed, usage.ru_utime + usage.ru_stime


def summary(seconds):
    """`median (p25-p75, min-max)` in milliseconds."""
    q1, _, q3 = statistics.quantiles(seconds, n=4)
    ms = [value * 1000 for value in (statistics.median(seconds), q1, q3, min(seconds), max(seconds))]
    return f"{ms[0]:6.2f} ms ({ms[1]:.2f}-{ms[2]:.2f}, {ms[3]:.2f}-{ms[4]:.2f})"


def libraries(binary):
    """The shared libraries `binary` loads, by file name."""
    if not shutil.which("ldd"):
        return []
    lines = subprocess.run(["ldd", binary], check=True, stdout=subprocess.PIPE, text=True).stdout.splitlines()
    return [os.path.basename(line.split()[0]) for line in lines if line.strip() and "vdso" not in line]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--baseline", help="git revision to compare with, built in a temporary worktree")
    parser.add_argument("--runs", type=int, default=31)
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="navgen-startup-") as folder:
        print("building navgen (release) from the working tree...", file=sys.stderr)
        binaries = {"current": build(ROOT)}
        with baseline_worktree(arguments.baseline, folder) as worktree:
            if worktree:
                binaries = {"baseline": build(worktree, os.path.join(folder, "baseline-build")), **binaries}
            for name, binary in binaries.items():
                loaded = libraries(binary)
                print(f"{name}: {len(loaded)} shared libraries: {' '.join(loaded)}")
            samples = {(name, index): [] for name in binaries for index in range(len(COMMANDS))}
            for _ in range(arguments.runs):
                for index, command in enumerate(COMMANDS):
                    for name, binary in binaries.items():
                        samples[(name, index)].append(measure([binary] + command))
            print(f"\nmedian of {arguments.runs} runs (p25-p75, min-max); wall time includes starting the process")
            for index, command in enumerate(COMMANDS):
                print(f"navgen {' '.join(command)}")
                for name in binaries:
                    runs = samples[(name, index)]
                    print(f"  {name:8}  wall {summary([run[0] for run in runs])}   cpu {summary([run[1] for run in runs])}")
                if "baseline" in binaries:
                    ratio = [statistics.median(run[kind] for run in samples[(name, index)]) for name in ("baseline", "current") for kind in (0, 1)]
                    print(f"  ratio     wall {ratio[0] / ratio[2]:.2f}   cpu {ratio[1] / ratio[3]:.2f}  (baseline / current)")


if __name__ == "__main__":
    main()
