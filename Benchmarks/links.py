#!/usr/bin/env python3
"""How long a generated deep link takes to open.

Writes a schema whose feature `Root` has a path of N linked cases (`s<i>/{v: Int}`, one child
reducer for all), generates its expanded form with navgen, builds it in release mode in a
package that depends on the TCA stand-in (Tests/TCAStandIn), and times `navigate(to:)` of a
10-segment link (five pushes, cases spread over the switch) from a fresh root state, and of
`link` printing it back. Prints the median of several rounds, in microseconds per call.

    python3 Benchmarks/links.py [--cases 1000] [--calls 20000] [--rounds 7]

The issue's figure is `--cases 1000`; a small `--cases 20` proves the script in a minute.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAND_IN = os.path.join(ROOT, "Tests", "TCAStandIn")

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

# Root and its one child reducer, written without macros as the compile tests' features are.
FEATURES = """import ComposableArchitecture

struct Root: Reducer {
  struct State: Equatable, ObservableState {
    var path = StackState<Path.State>()

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
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

extension Root.Action: CasePathable {}

struct Child: Reducer {
  struct State: Equatable, ObservableState {
    var v: Int

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable { case tap }

  var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}
"""

MAIN = """import Foundation

let link = URL(string: "bench://%s")!
let calls = %d
var medians: [(open: Double, print: Double)] = []
for _ in 0..<%d {
  let clock = ContinuousClock()
  var opened = Root.State()
  let openTime = clock.measure {
    for _ in 0..<calls {
      var state = Root.State()
      if !state.navigate(to: link) { fatalError("the link does not open") }
      opened = state
    }
  }
  var printed: URL?
  let printTime = clock.measure {
    for _ in 0..<calls { printed = opened.link }
  }
  guard printed == link else { fatalError("printed \\\\(String(describing: printed))") }
  func micros(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
  }
  medians.append((micros(openTime) / Double(calls), micros(printTime) / Double(calls)))
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
print(String(format: "navigate(to:) %%.2f µs, link %%.2f µs per call", median(medians.map(\\.open)), median(medians.map(\\.print))))
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=1000, help="linked cases in the path (default: 1000)")
    parser.add_argument("--calls", type=int, default=20000, help="calls per round (default: 20000)")
    parser.add_argument("--rounds", type=int, default=7, help="rounds; the median is printed (default: 7)")
    arguments = parser.parse_args()
    count = arguments.cases

    print("building navgen...", file=sys.stderr)
    subprocess.run(["swift", "build", "--product", "navgen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                            text=True).stdout.strip()
    navgen = os.path.join(binary, "navgen")

    schema = {
        "version": 1,
        "links": {"prefixes": ["bench://"]},
        "features": [{
            "name": "Root",
            "path": {
                "cases": [{"name": f"c{i}", "reducer": "Child", "link": f"s{i}/{{v: Int}}"} for i in range(count)],
                "stateConformances": ["Equatable"],
            },
        }],
    }
    # Five pushes spread over the switch: first, last and in between.
    picks = [0, count - 1, count // 2, count // 3, (2 * count) // 3]
    path = "/".join(f"s{i}/{n + 1}" for n, i in enumerate(picks))

    with tempfile.TemporaryDirectory(prefix="navgen-links-") as folder:
        sources = os.path.join(folder, "Sources", "LinkBench")
        os.makedirs(sources)
        with open(os.path.join(folder, "Package.swift"), "w") as f:
            f.write(MANIFEST % STAND_IN)
        with open(os.path.join(folder, "Bench.navgen.json"), "w") as f:
            json.dump(schema, f)
        with open(os.path.join(sources, "Features.swift"), "w") as f:
            f.write(FEATURES)
        with open(os.path.join(sources, "main.swift"), "w") as f:
            f.write(MAIN % (path, arguments.calls, arguments.rounds))
        subprocess.run([navgen, "generate", os.path.join(folder, "Bench.navgen.json"), "--expand-macros",
                        "-o", os.path.join(sources, "Bench.swift")], check=True)
        print(f"building the benchmark (release, {count} linked cases)...", file=sys.stderr)
        build = subprocess.run(["swift", "build", "-c", "release"], cwd=folder, capture_output=True, text=True)
        if build.returncode != 0:
            sys.exit(f"the benchmark does not build:\n{build.stdout}{build.stderr}")
        result = subprocess.run(["swift", "run", "-c", "release", "LinkBench"], cwd=folder, check=True,
                                capture_output=True, text=True)
        print(f"{count} linked cases, a 10-segment link ({path}): {result.stdout.strip()}")


if __name__ == "__main__":
    main()
