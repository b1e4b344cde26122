#!/usr/bin/env python3
"""How long a generated deep link takes to open, and how that grows with the linked cases.

Writes a schema of five features F0…F4, each with a path of N/5 linked cases
(`f<k>s<i>/{v: Int}`; F<k>'s cases push F<k+1>, F4's a plain Child), generates its expanded form
with navgen, builds it in release mode in a package that depends on the TCA stand-in
(Tests/TCAStandIn), and times, from a fresh F0 state, `navigate(to:)` of a 10-segment link that
pushes one screen in each feature (cases spread over each path: first, last and in between),
the same states built by hand, and `link` printing it back. Matching is the difference of the
first two. The states share one ObservableStateID: TCA's draws a random UUID per state (several
µs on Linux, paid per screen however it is made), which would bury the link's own cost. Prints the median of several rounds, in microseconds per call.

    python3 Benchmarks/links.py [--cases 20,1000] [--calls 20000] [--rounds 7] [--keep DIR]

With several sizes (`--cases 20,1000`, the default), each is built and timed in turn, and the
last line gives how matching grows from the first size to the last: the matcher looks the first
segment up in a table, so a link should cost about the same at 1,000 cases as at 20. The
issue's figure is 1,000 cases; `--cases 20` alone proves the script in a minute. `--keep DIR`
leaves the generated packages in DIR (one folder per size) for a profiler. (One enum of 1,000
cases does not build: the expanded `scope(_:)` switch of TCA's @Reducer enum is more than the
compiler checks for exhaustiveness, hence five features.)
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAND_IN = os.path.join(ROOT, "Tests", "TCAStandIn")
FEATURES = 5

MANIFEST = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LinkBench",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "TCAStandIn", path: "%s")],
  targets: [
    .executableTarget(
      name: "LinkBench", dependencies: [.product(name: "ComposableArchitecture", package: "TCAStandIn")],
      swiftSettings: [.swiftLanguageMode(.v5)])
  ]
)
"""

# Feature F<k> with its path, and the one child reducer, written without macros as the compile
# tests' features are.
FEATURE = """struct F%(k)d: Reducer {
  struct State: Equatable, ObservableState {
    var v = 0
    var path = StackState<Path.State>()

    var _$id: ComposableArchitecture.ObservableStateID { benchStateID }
    mutating func _$willModify() {}
  }

  enum Action {
    case path(StackActionOf<Path>)

    struct AllCasePaths: Sendable {
      var path: AnyCasePath<Action, StackActionOf<Path>> {
        AnyCasePath(embed: { .path($0) }, extract: { if case let .path(action) = $0 { action } else { nil } })
      }
    }

    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }.forEach(\\.path, action: \\.path)
  }
}

extension F%(k)d.Action: CasePathable {}

"""

CHILD = """// One identity for every state: ObservableStateID() draws a random UUID (several µs on Linux),
// which an app pays per screen however the screen is made; shared, it leaves the link's own cost.
let benchStateID = ObservableStateID()

struct Child: Reducer {
  struct State: Equatable, ObservableState {
    var v: Int

    var _$id: ComposableArchitecture.ObservableStateID { benchStateID }
    mutating func _$willModify() {}
  }

  enum Action: Equatable { case tap }

  var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}
"""

MAIN = """import ComposableArchitecture
import Foundation

let link = URL(string: "bench://%(path)s")!
let calls = %(calls)d
var medians: [(open: Double, byHand: Double, print: Double)] = []
for _ in 0..<%(rounds)d {
  let clock = ContinuousClock()
  var opened = F0.State()
  let openTime = clock.measure {
    for _ in 0..<calls {
      var state = F0.State()
      if !state.navigate(to: link) { fatalError("the link does not open") }
      opened = state
    }
  }
  var built = F0.State()
  let byHandTime = clock.measure {
    for _ in 0..<calls {
      built = F0.State()
      built.path = %(byHand)s
    }
  }
  guard built.link == link else { fatalError("the states built by hand are not the link's") }
  var printed: URL?
  let printTime = clock.measure {
    for _ in 0..<calls { printed = opened.link }
  }
  guard printed == link else { fatalError("printed \\\\(String(describing: printed))") }
  func micros(_ duration: Duration) -> Double {
    (Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12) / Double(calls)
  }
  medians.append((micros(openTime), micros(byHandTime), micros(printTime)))
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
let (open, byHand) = (median(medians.map(\\.open)), median(medians.map(\\.byHand)))
print(String(format: "navigate(to:) %%.2f µs, the same states by hand %%.2f µs, matching %%.2f µs; link %%.2f µs per call",
  open, byHand, open - byHand, median(medians.map(\\.print))))
"""


def picks(count):
    """The case each feature's step of the link pushes: first, last and in between."""
    per = count // FEATURES
    return [0, per - 1, per // 2, per // 3, (2 * per) // 3]


def schema(count):
    """Five features of count/5 linked cases each, `f<k>s<i>/{v: Int}`, each pushing the next feature."""
    per = count // FEATURES
    features = []
    for k in range(FEATURES):
        child = f"F{k + 1}" if k + 1 < FEATURES else "Child"
        features.append({
            "name": f"F{k}",
            "path": {
                "cases": [{"name": f"c{i}", "reducer": child, "link": f"f{k}s{i}/{{v: Int}}"} for i in range(per)],
                "stateConformances": ["Equatable"],
            },
        })
    return {"version": 1, "links": {"prefixes": ["bench://"]}, "features": features}


def link_path(count):
    """One push in each feature: ten segments."""
    return "/".join(f"f{k}s{i}/{k + 1}" for k, i in enumerate(picks(count)))


def by_hand(count):
    """`StackState([.c<i>(F1.State(v: 1, path: StackState([…])))])`: the states the link opens."""
    expression = None
    for k, i in reversed(list(enumerate(picks(count)))):
        child = f"Child.State(v: {k + 1})" if expression is None else f"F{k + 1}.State(v: {k + 1}, path: {expression})"
        expression = f"StackState([.c{i}({child})])"
    return expression


def measure(navgen, folder, count, calls, rounds):
    """Writes, builds (release) and runs the package of `count` cases in `folder`; returns its output line."""
    sources = os.path.join(folder, "Sources", "LinkBench")
    os.makedirs(sources, exist_ok=True)
    with open(os.path.join(folder, "Package.swift"), "w") as f:
        f.write(MANIFEST % STAND_IN)
    with open(os.path.join(folder, "Bench.navgen.json"), "w") as f:
        json.dump(schema(count), f)
    with open(os.path.join(sources, "Features.swift"), "w") as f:
        f.write("import ComposableArchitecture\n\n" + "".join(FEATURE % {"k": k} for k in range(FEATURES)) + CHILD)
    with open(os.path.join(sources, "main.swift"), "w") as f:
        f.write(MAIN % {"path": link_path(count), "calls": calls, "rounds": rounds, "byHand": by_hand(count)})
    subprocess.run([navgen, "generate", os.path.join(folder, "Bench.navgen.json"), "--expand-macros",
                    "-o", os.path.join(sources, "Bench.swift")], check=True)
    print(f"building the benchmark (release, {count} linked cases)...", file=sys.stderr)
    build = subprocess.run(["swift", "build", "-c", "release"], cwd=folder, capture_output=True, text=True)
    if build.returncode != 0:
        sys.exit(f"the benchmark does not build:\n{build.stdout}{build.stderr}")
    result = subprocess.run(["swift", "run", "-c", "release", "LinkBench"], cwd=folder, check=True,
                            capture_output=True, text=True)
    return result.stdout.strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", default="20,1000", help="linked cases in all, comma-separated sizes (default: 20,1000)")
    parser.add_argument("--calls", type=int, default=20000, help="calls per round (default: 20000)")
    parser.add_argument("--rounds", type=int, default=7, help="rounds; the median is printed (default: 7)")
    parser.add_argument("--keep", help="write the generated packages under this folder and keep them")
    arguments = parser.parse_args()
    counts = [int(size) for size in arguments.cases.split(",")]
    if any(count < 3 * FEATURES for count in counts):
        sys.exit(f"--cases: at least {3 * FEATURES} (three per feature)")

    print("building navgen...", file=sys.stderr)
    subprocess.run(["swift", "build", "--product", "navgen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                            text=True).stdout.strip()
    navgen = os.path.join(binary, "navgen")

    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f} (1, 5, 15 min)")
    matching = {}
    with tempfile.TemporaryDirectory(prefix="navgen-links-") as scratch:
        for count in counts:
            folder = os.path.join(arguments.keep or scratch, f"cases-{count}")
            output = measure(navgen, folder, count, arguments.calls, arguments.rounds)
            matching[count] = float(re.search(r"matching (-?[0-9.]+)", output).group(1))
            print(f"{count} linked cases, a 10-segment link ({link_path(count)}): {output}", flush=True)
    if len(counts) > 1:
        first, last = counts[0], counts[-1]
        print(f"matching at {last} cases / at {first} cases: {matching[last] / matching[first]:.2f}x "
              f"({last / first:g}x the cases)")


if __name__ == "__main__":
    main()
