#!/usr/bin/env python3
"""Compares two runs of Benchmarks/consumer-builds.py --json, form by form.

    python3 Benchmarks/compare-consumer-builds.py <old.json> <new.json> [--reference <form>]

Prints what each run measured (NavGen commit, toolchain, macro tags, machine) and a Markdown
table of every median both runs have: old, new, new/old. Runs on different machines or under
different load differ in their absolute figures; what carries over is each form against another
form of the same run, so with --reference (default: reducer-macro when both runs have it, else
checked-in) the table also gives each form's ratio to that form in each run.
"""
import argparse
import json
import sys


def load(path):
    with open(path) as f:
        run = json.load(f)
    medians = {(m["size"], m["config"], m["kind"], m["form"]): m["seconds"] for m in run["medians"]}
    return run, medians


def describe(name, run):
    machine = run["machine"]
    others = [b["others_cores"] for b in run["builds"] if b.get("others_cores") is not None]
    busy = f", others' cores busy: median {sorted(others)[len(others) // 2]:.2f}" if others else ""
    tags = run["macro_tags"]
    return (f"- {name}: NavGen {run['navgen_commit'][:10]}{' (modified)' if run['navgen_tree_modified'] else ''}, "
            f"{run['toolchain']}, TCA {tags['swift-composable-architecture']} and swift-case-paths "
            f"{tags['swift-case-paths']} ({run['macros']} macros), {machine['cores']} cores, load "
            f"{machine['load_average_before'][0]:.2f} before{busy}; {run['started']}, {run['minutes']} min")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--reference", help="the form every other is divided by within each run")
    arguments = parser.parse_args()
    (old_run, old), (new_run, new) = load(arguments.old), load(arguments.new)
    print(describe("old", old_run))
    print(describe("new", new_run))
    if old_run["macro_tags"] != new_run["macro_tags"] or old_run["macros"] != new_run["macros"]:
        print("\nThe runs resolved different releases or macros: their forms compiled different code.")
    forms = {key[3] for key in old} & {key[3] for key in new}
    reference = arguments.reference or next((f for f in ("reducer-macro", "checked-in") if f in forms), None)
    if reference and reference not in forms:
        sys.exit(f"not both runs measured {reference}")
    shared = sorted(set(old) & set(new), key=lambda k: (k[0], k[1], ("clean", "edit", "generate", "noop").index(k[2]), k[3]))
    if not shared:
        sys.exit("the runs have no size, configuration, build and form in common")
    columns = "old | new | new/old" + (f" | old vs {reference} | new vs {reference}" if reference else "")
    print(f"\n| enums | config | build | form | {columns} |")
    print("|---|---|---|---|---|---|---|" + ("---|---|" if reference else ""))
    for key in shared:
        size, config, kind, form = key
        cells = [f"{old[key]:.2f}", f"{new[key]:.2f}", f"{new[key] / old[key]:.2f}x" if old[key] else "—"]
        if reference:
            for medians in (old, new):
                base = medians.get((size, config, kind, reference))
                cells.append(f"{medians[key] / base:.2f}x" if base else "—")
        print(f"| {size} | {config} | {kind} | {form} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
