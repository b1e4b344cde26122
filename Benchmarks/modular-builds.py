#!/usr/bin/env python3
"""What NavGenPlugin costs the builds of a modular app, and what an edit to one target rebuilds.

Writes a consumer package of N feature targets (default 30) over the project's TCA stand-in
(Tests/TCAStandIn), in layers: Detail targets at the bottom (they depend on no feature target),
Flow targets over them, Section targets over those, and AppFeature on top; each target of a
layer depends on up to three targets of the layer below (AppFeature on every Section), and every
target is depended on. Each target holds one schema with E navigation enums (default 5):

  its main feature (`Detail07`, module `Detail07Feature`) with a `Path` that pushes the main
  feature of each target it depends on (a linked case, `detail07/{id: Int}`, whose reducer lives
  in that module), a linked screen of its own (`item/{id: Int}`) and an unlinked one, and a
  `Destination` that presents its panels (linked), the first dependency's feature again
  (linked), an unlinked sheet and an alert; E - 2 panel features (`Detail07Panel1`, …), each with
  a `Destination` (a linked screen, an unlinked sheet, an alert) or, every second one, a `Path`
  (a linked and an unlinked screen). With E = 1 the main feature has only its `Destination`,
  which then also presents the dependencies' features.

The features and screens around the enums are hand-written without macros, as the fixtures'
are (Tests/ModularConsumer). Every link chains across the targets, from AppFeature down to a
Detail target's screens. The package is built in each of these forms:

  source        NavGenPlugin from this checkout on every feature target (a path dependency on
                the repository): the clean build compiles navgen-generate, then runs it once per
                target with the schemas of the targets it depends on as context;
  checked-in    no plugin: each target's generated Swift written before the build by
                `navgen generate <schema> --module <M> --context <Dep>=<schema>... --per-enum
                --expand-macros --output-dir Sources/<M>/Generated`, the schemas kept outside
                the targets (Schemas/<M>/); an edit's figure includes its navgen runs;
  empty-plugin  the checked-in form with Benchmarks/EmptyPlugin (a build-tool plugin that
                declares no command) on every target: the floor of any build-tool plugin;
  binary        BinaryPlugin (the same plugin over the prebuilt artifact bundle that
                Scripts/build-artifact-bundle.sh makes, built first and untimed unless
                --bundle gives one).

and times a clean build (an empty scratch folder), no-op rebuilds (median of --runs), and
--runs rebuilds after each of three edits to one schema: a case added to (then removed from,
then added to, …) the linked `Path` of the main feature of a leaf target (a Detail target, which
others depend on), of a Flow target, and of AppFeature (which nothing depends on). No
hand-written code needs a change for any of them. The first rebuild after a clean build is not
timed: SwiftPM plans the build again then. The forms' builds alternate build for build, so that
a machine getting busier or quieter during the run slows every form alike.

For each build it reads, from llbuild's build database (the log drops lines, see "Reading a
build" below), which navgen commands ran (`Generating <prefix>+*.swift from <schema>`) and which
modules' compiler driver ran; from modification times, which object files, module interfaces and
generated files the build rewrote; and from the log, the modules its `Compiling`/`Emitting
module` lines name. It checks that a clean build compiled every target, that a no-op build ran
nothing, and that an edit ran navgen for exactly the edited target and the targets that depend on
it (directly or not: their commands read its schema) and compiled the edited target and no
target that does not depend on it; it says which dependents compiled again, and whether because
their generated code changed or only because a module they import did. Last, it checks that the
plugin's generated files equal, byte for byte, those the checked-in form holds.

Prints a Markdown table, the ratios to the checked-in form (is the plugin's no-op within 5%?)
and what each edit rebuilt; --json <file> writes every timed build.

    python3 Benchmarks/modular-builds.py [--targets 30] [--enums 5] [--runs 3] [--noop-runs N] [--clean-runs 1]
        [--config debug|release] [--forms source,checked-in,empty-plugin,binary]
        [--bundle <NavGenBinary.artifactbundle>] [--json <file>] [--keep]

The default forms are source,checked-in,empty-plugin; `--targets 6 --enums 2 --runs 1` proves
the script in a few minutes. The machine's load shows in every figure; compare forms measured
in the same run. Each build's CPU seconds (user and system, of swift build and all it ran) are
kept beside its wall-clock seconds: on a busy machine they move far less. A no-op build of the
30 targets costs about 0.4 CPU seconds, so a 5% question needs many no-op builds
(`--noop-runs 15`) on a quiet machine.
"""
import argparse
import glob
import json
import os
import re
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAND_IN = os.path.join(ROOT, "Tests", "TCAStandIn")
EMPTY_PLUGIN = os.path.join(ROOT, "Benchmarks", "EmptyPlugin")
LAYER_NAMES = ["Detail", "Flow", "Section"]  # bottom up; AppFeature is the top layer
FANOUT = 3  # feature targets a target depends on in the layer below
PREFIX = "shop://"


# --- The app: targets in layers -------------------------------------------------------------

class Target:
    def __init__(self, feature, layer, dependencies):
        self.feature, self.layer, self.dependencies = feature, layer, dependencies
        self.module = f"{feature}Feature"


class App:
    """The targets bottom layer first, each with the targets it depends on directly."""

    def __init__(self, count, enums):
        if count < 4:
            sys.exit("--targets must be at least 4 (a Detail, a Flow, a Section and AppFeature)")
        if enums < 1:
            sys.exit("--enums must be at least 1")
        self.enums = enums
        rest = count - 1
        top = max(1, round(rest / 6))
        middle = max(1, round(rest * 2 / 6))
        sizes = [rest - top - middle, middle, top]
        self.layers = []
        for layer, (name, size) in enumerate(zip(LAYER_NAMES, sizes)):
            width = len(str(size))
            below = self.layers[-1] if self.layers else []
            targets = []
            for index in range(size):
                start = round(index * len(below) / size) if below else 0
                dependencies = [below[(start + k) % len(below)] for k in range(min(FANOUT, len(below)))]
                targets.append(Target(f"{name}{index + 1:0{width}d}", layer, dependencies))
            self.layers.append(targets)
        self.layers.append([Target("App", len(self.layers), list(self.layers[-1]))])
        self.targets = [target for layer in self.layers for target in layer]
        for target in self.targets[:-1]:
            assert self.dependents(target), f"{target.module} has no dependent"

    def closure(self, target):
        """The targets `target` depends on, directly or not, in package order."""
        found = set()
        stack = list(target.dependencies)
        while stack:
            other = stack.pop()
            if other.module not in found:
                found.add(other.module)
                stack.extend(other.dependencies)
        return [t for t in self.targets if t.module in found]

    def dependents(self, target):
        """The targets that depend on `target`, directly or not: those whose navgen reads its schema."""
        return [t for t in self.targets if target in self.closure(t)]

    def typical(self, layer):
        """The target of `layer` with the median number of dependents (ties: the first)."""
        ranked = sorted(self.layers[layer], key=lambda t: len(self.dependents(t)))
        return ranked[(len(ranked) - 1) // 2]


def lower_first(name):
    return name[0].lower() + name[1:]


def linked(name, reducer, link):
    return {"name": name, "reducer": reducer, "link": link}


def alert(name, actions):
    return {"name": name, "alert": {"name": "Alert", "actions": actions}}


EXTRA_CASE_NAME = "extra"


def schema(app, target, extra_case):
    """The target's schema: its main feature and E - 2 panels (see the module's docstring)."""
    main = target.feature
    panels = [f"{main}Panel{k}" for k in range(1, app.enums - 1)]
    dependency_cases = [linked(lower_first(d.feature), d.feature, f"{d.feature.lower()}/{{id: Int}}")
                        for d in target.dependencies]
    destination = [linked(f"panel{k}", panel, f"panel{k}") for k, panel in enumerate(panels, 1)]
    if target.dependencies and app.enums > 1:
        first = target.dependencies[0].feature
        destination.append(linked(f"quick{first}", first, f"quick-{first.lower()}/{{id: Int}}"))
    destination += [{"name": "editor", "reducer": f"{main}Editor"}, alert("confirm", ["confirmed", "cancelled"])]
    extra = [linked(EXTRA_CASE_NAME, f"{main}Item", f"{EXTRA_CASE_NAME}/{{id: Int}}")] if extra_case else []
    feature = {"name": main}
    if app.enums == 1:
        feature["destination"] = {"cases": dependency_cases + extra + destination, "stateConformances": ["Equatable"]}
    else:
        feature["destination"] = {"cases": destination, "stateConformances": ["Equatable"]}
        feature["path"] = {
            "cases": dependency_cases + [linked("item", f"{main}Item", "item/{id: Int}"),
                                         {"name": "info", "reducer": f"{main}Info"}] + extra,
            "stateConformances": ["Equatable"]}
    features = [feature]
    for k, panel in enumerate(panels, 1):
        if k % 2:
            cases = [linked("detail", f"{main}Item", "detail/{id: Int}"), {"name": "editor", "reducer": f"{main}Editor"},
                     alert("discard", ["discardConfirmed"])]
            features.append({"name": panel, "destination": {"cases": cases, "stateConformances": ["Equatable"]}})
        else:
            cases = [linked("detail", f"{main}Item", "detail/{id: Int}"), {"name": "info", "reducer": f"{main}Info"}]
            features.append({"name": panel, "path": {"cases": cases, "stateConformances": ["Equatable"]}})
    return {"version": 1, "access": "public", "imports": ["ComposableArchitecture"],
            "links": {"prefixes": [PREFIX], "maxDepth": 16}, "features": features}


# --- The hand-written Swift around the enums (macro-free, as @Reducer and @ObservableState expand) ---

OBSERVABLE = """
    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    public var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    public mutating func _$willModify() { _$observationRegistrar._$willModify() }
"""


def screen(name, fields):
    """A leaf screen, `@Reducer struct` with `@ObservableState` state and two actions, expanded."""
    properties = "".join(f"    public var {field}: {kind}\n" for field, kind, _ in fields)
    parameters = ", ".join(f"{field}: {kind} = {default}" for field, kind, default in fields)
    assignments = "".join(f"      self.{field} = {field}\n" for field, _, _ in fields)
    actions = ["tapped", "dismissTapped"]
    subscripts = "".join(f"        if root.is(\\.{a}) {{\n          return \\.{a}\n        }}\n" for a in actions)
    paths = "".join(f"""      public var {a}: CasePaths.AnyCasePath<Action, Void> {{
        ._$embed({{ Action.{a} }}) {{
          guard case .{a} = $0 else {{
            return nil
          }}
          return ()
        }}
      }}
""" for a in actions)
    appends = "".join(f"        allCasePaths.append(\\.{a})\n" for a in actions)
    return f"""public struct {name}: Reducer {{
  public struct State: Equatable, ObservableState {{
{properties}
    public init({parameters}) {{
{assignments}    }}
{OBSERVABLE}  }}

  public enum Action {{
{"".join(f"    case {a}{chr(10)}" for a in actions)}
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {{
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {{
{subscripts}        return \\.never
      }}
{paths}      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {{
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
{appends}        return allCasePaths.makeIterator()
      }}
    }}

    public static var allCasePaths: AllCasePaths {{
      AllCasePaths()
    }}
  }}

  public init() {{}}

  public var body: some ReducerOf<Self> {{
    Reduce {{ state, action in
      switch action {{
      case .tapped:
        return .none
      case .dismissTapped:
        return .none
      }}
    }}
  }}
}}

extension {name}.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {{}}
"""


def feature(name, has_id, enums):
    """A feature holding generated enums (`Destination` in `destination`, `Path` in `path`)."""
    stored = ([("id", "Int", "0")] if has_id else []) + [
        ("path", "StackState<Path.State>", "StackState()") if e == "Path"
        else ("destination", "Destination.State?", "nil") for e in enums]
    properties = "".join(
        f"    {'@PresentationState ' if field == 'destination' else ''}public var {field}: {kind}\n"
        for field, kind, _ in stored)
    parameters = ", ".join(f"{field}: {kind} = {default}" for field, kind, default in stored)
    assignments = "".join(f"      self.{field} = {field}\n" for field, _, _ in stored)
    actions = [("path", "StackActionOf<Path>") if e == "Path" else ("destination", "PresentationAction<Destination.Action>")
               for e in enums]
    paths = "".join(f"""      public var {case}: AnyCasePath<Action, {kind}> {{
        AnyCasePath(
          embed: {{ .{case}($0) }},
          extract: {{ if case let .{case}(action) = $0 {{ action }} else {{ nil }} }}
        )
      }}
""" for case, kind in actions)
    scopes = "".join("\n      .forEach(\\.path, action: \\.path)" if e == "Path"
                     else "\n      .ifLet(\\.$destination, action: \\.destination)" for e in enums)
    return f"""public struct {name}: Reducer {{
  public struct State: Equatable, ObservableState {{
{properties}
    public init({parameters}) {{
{assignments}    }}
{OBSERVABLE}  }}

  public enum Action {{
{"".join(f"    case {case}({kind}){chr(10)}" for case, kind in actions)}
    public struct AllCasePaths: Sendable {{
{paths}    }}

    public static var allCasePaths: AllCasePaths {{ AllCasePaths() }}
  }}

  public init() {{}}

  public var body: some ReducerOf<Self> {{
    Reduce {{ _, _ in .none }}{scopes}
  }}
}}

extension {name}.Action: CasePathable {{}}
"""


def swift_files(app, target):
    """The target's hand-written files, by name."""
    main = target.feature
    header = "import ComposableArchitecture\n\n"
    files = {"Screens.swift": header + "\n".join([
        screen(f"{main}Item", [("id", "Int", "0"), ("title", "String", '""')]),
        screen(f"{main}Editor", [("text", "String", '""')]),
        screen(f"{main}Info", [("expanded", "Bool", "false")])])}
    files[f"{main}.swift"] = header + feature(main, True, ["Destination"] if app.enums == 1 else ["Destination", "Path"])
    for k in range(1, app.enums - 1):
        files[f"{main}Panel{k}.swift"] = header + feature(f"{main}Panel{k}", False, ["Destination" if k % 2 else "Path"])
    return files


# --- The forms --------------------------------------------------------------------------------

PLUGINS = {"source": ("NavGen", "NavGenPlugin"), "binary": ("BinaryPlugin", "NavGenPlugin"),
           "empty-plugin": ("EmptyPlugin", "EmptyPlugin")}
CHECKED_IN_FORMS = ("checked-in", "empty-plugin")
FORMS = ("source", "checked-in", "empty-plugin", "binary")


def manifest(app, form, plugin_path):
    dependencies = [f'.package(name: "TCAStandIn", path: "{STAND_IN}")']
    plugins = ""
    if form in PLUGINS:
        package, plugin = PLUGINS[form]
        dependencies.insert(0, f'.package(name: "{package}", path: "{plugin_path}")')
        plugins = f',\n      plugins: [.plugin(name: "{plugin}", package: "{package}")]'
    targets = "".join(
        f"""    .target(
      name: "{t.module}",
      dependencies: [{"".join(f'"{d.module}", ' for d in t.dependencies)}.product(name: "TCAStandIn", package: "TCAStandIn")]{plugins}),
""" for t in app.targets)
    return f"""// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v14)],
  dependencies: [{", ".join(dependencies)}],
  targets: [
{targets}  ]
)
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def write_if_changed(path, text):
    """Writes only a changed text, so an edit touches one schema file."""
    if not os.path.exists(path) or open(path).read() != text:
        write(path, text)


class Consumer:
    def __init__(self, folder, form, app, config, plugin_path, navgen):
        self.folder, self.form, self.app, self.config, self.navgen = folder, form, app, config, navgen
        self.package = os.path.join(folder, "Consumer")
        self.scratch = os.path.join(folder, "build")
        self.checked_in = form in CHECKED_IN_FORMS
        self.extra = set()  # modules whose main feature has the extra case
        write(os.path.join(self.package, "Package.swift"), manifest(app, form, plugin_path))
        for target in app.targets:
            for name, text in swift_files(app, target).items():
                write(os.path.join(self.package, "Sources", target.module, name), text)
        for target in app.targets:
            self.write_schema(target)
        if self.checked_in:
            self.generate(app.targets)

    def schema_path(self, target):
        folder = "Schemas" if self.checked_in else "Sources"
        return os.path.join(self.package, folder, target.module, f"{target.feature}.navgen.json")

    def write_schema(self, target):
        text = json.dumps(schema(self.app, target, target.module in self.extra), indent=2) + "\n"
        write_if_changed(self.schema_path(target), text)

    def generate(self, targets):
        """Checked-in code: `navgen generate` for each of `targets`, with its dependencies' schemas as
        context, as NavGenPlugin runs it. Its Timer."""
        with Timer() as timer:
            self.run_navgen(targets)
        return timer

    def run_navgen(self, targets):
        for target in targets:
            context = [argument for d in self.app.closure(target)
                       for argument in ("--context", f"{d.module}={self.schema_path(d)}")]
            result = subprocess.run(
                [self.navgen, "generate", self.schema_path(target), "--module", target.module, *context,
                 "--per-enum", "--expand-macros", "--output-dir",
                 os.path.join(self.package, "Sources", target.module, "Generated")],
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if result.returncode != 0 or result.stdout:
                sys.exit(f"navgen generate for {target.module} said:\n{result.stdout.decode(errors='replace')}")

    def generated_folder(self, target):
        if self.checked_in:
            return os.path.join(self.package, "Sources", target.module, "Generated")
        matches = glob.glob(os.path.join(self.scratch, "plugins", "outputs", "*", target.module, "destination", "NavGenPlugin"))
        return matches[0] if matches else None

    def object_folder(self, target):
        return os.path.join(self.scratch, self.config, f"{target.module}.build")

    def edit(self, target):
        """Toggles the extra case of `target`'s main feature; for checked-in code, regenerates the
        target and the targets that read its schema (what the plugin reruns). The Timer of the
        navgen runs (None without), and the targets regenerated."""
        self.extra ^= {target.module}
        self.write_schema(target)
        if not self.checked_in:
            return None, []
        regenerated = [target] + self.app.dependents(target)
        return self.generate(regenerated), regenerated

    def clean(self):
        shutil.rmtree(self.scratch, ignore_errors=True)

    def build(self):
        """One `swift build`: its seconds, the CPU seconds of it and all it ran, and its log."""
        with Timer() as timer:
            result = subprocess.run(
                ["swift", "build", "--package-path", self.package, "--scratch-path", self.scratch, "-c", self.config],
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                env=dict(os.environ, TMPDIR=os.path.join(self.folder, "tmp")))
        log = result.stdout.decode(errors="replace")
        if result.returncode != 0:
            sys.exit(f"build of the {self.form} consumer failed:\n{log[-6000:]}")
        return timer.seconds, timer.cpu, log


class Timer:
    """Wall-clock seconds and CPU seconds (user and system, of the child processes waited for)
    of a block. On a busy machine the CPU seconds move far less than the wall-clock ones."""

    def __enter__(self):
        self.start, self.start_cpu = time.perf_counter(), self.children_cpu()
        return self

    def __exit__(self, *exception):
        self.seconds = time.perf_counter() - self.start
        self.cpu = self.children_cpu() - self.start_cpu

    @staticmethod
    def children_cpu():
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime


# --- Reading a build --------------------------------------------------------------------------
#
# SwiftPM's log is not a full record: it throttles its progress lines (ThrottledProgressAnimation),
# so a module whose compile jobs finish close to others' may show no `Compiling <Module>` line at
# all (a clean build of six targets here named only five). What ran is read from the build
# database instead: llbuild
# keeps, in <scratch>/build.db, the iteration each command last ran in, so the commands of the
# last build are those whose `built_at` is the database's iteration (`C.<Module>-….module`, the
# compiler driver of a module; `Generating …`, a navgen command). The object files each module's
# driver rewrote show how much of it compiled again.

LOG_LINE = re.compile(r"\] (?:Compiling|Emitting module) (?!plugin )(\S+)")
GENERATING = re.compile(r"Generating (\S+)\+\*\.swift from ")


def commands_run(scratch):
    """The keys of the commands the last build ran, from llbuild's database."""
    database = os.path.join(scratch, "build.db")
    if not os.path.exists(database):
        return []
    connection = sqlite3.connect(database)
    try:
        iteration = connection.execute("select iteration from info").fetchone()[0]
        rows = connection.execute(
            "select k.key from rule_results r join key_names k on k.id = r.key_id where r.built_at = ?", (iteration,))
        return [key.decode(errors="replace") if isinstance(key, bytes) else key for (key,) in rows]
    finally:
        connection.close()


def file_times(folder, suffix):
    """{name: modification time in ns} of the files in `folder` ending in `suffix`."""
    if not folder or not os.path.isdir(folder):
        return {}
    return {name: os.stat(os.path.join(folder, name)).st_mtime_ns for name in os.listdir(folder) if name.endswith(suffix)}


def changed(before, after):
    return sorted(name for name in set(before) | set(after) if before.get(name) != after.get(name))


class Snapshot:
    """A consumer's generated files and object files before a build, to see what the build rewrote."""

    def __init__(self, consumer):
        self.generated = {t.module: file_times(consumer.generated_folder(t), ".swift") for t in consumer.app.targets}
        self.objects = {t.module: file_times(consumer.object_folder(t), ".o") for t in consumer.app.targets}
        self.interfaces = file_times(os.path.join(consumer.scratch, consumer.config, "Modules"), ".swiftmodule")


def observe(consumer, before, seconds, cpu, log, navgen=None, regenerated=()):
    """One timed build as the JSON output keeps it: its seconds (with those of the navgen runs
    before it), and what it ran and rewrote."""
    after = Snapshot(consumer)
    modules = [t.module for t in consumer.app.targets]
    by_prefix = {t.feature: t.module for t in consumer.app.targets}
    keys = commands_run(consumer.scratch)
    in_log = {m for m in LOG_LINE.findall(log) if m in modules}
    objects = {}
    for module in modules:
        rewritten = changed(before.objects[module], after.objects[module])
        if rewritten:
            objects[module] = f"{len(rewritten)}/{len(after.objects[module])}"
    commands = []
    for key in keys:
        match = GENERATING.match(key, 1)
        if key.startswith("C") and match:
            commands.append(by_prefix.get(match.group(1), match.group(1)))
    navgen_seconds, navgen_cpu = (navgen.seconds, navgen.cpu) if navgen else (0.0, 0.0)
    return {
        "seconds": seconds + navgen_seconds, "cpu_seconds": cpu + navgen_cpu,
        "build_seconds": seconds, "build_cpu_seconds": cpu, "navgen_seconds": navgen_seconds, "navgen_cpu_seconds": navgen_cpu,
        # A module whose compiler driver ran (it may have found nothing to compile).
        "compiled": sorted(m for m in modules if any(k.startswith(f"CC.{m}-") and k.endswith(".module") for k in keys)),
        "objects_rewritten": objects,
        "in_log": sorted(in_log),
        "navgen_in_log": sorted(by_prefix.get(p, p) for p in set(GENERATING.findall(log))),
        "navgen_ran": sorted(commands) if not consumer.checked_in else sorted(t.module for t in regenerated),
        "generated_rewritten": sorted(m for m in modules if changed(before.generated[m], after.generated[m])),
        # The modules whose interface (.swiftmodule) the build rewrote: their importers compile again.
        "interfaces_rewritten": sorted(m for m in modules if f"{m}.swiftmodule" in changed(before.interfaces, after.interfaces)),
        "replanned": "Planning build" in log,
    }


# --- Tools --------------------------------------------------------------------------------------

def quiet(command):
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)


def build_navgen(work):
    print("building navgen for the checked-in forms (untimed)...", file=sys.stderr)
    scratch = os.path.join(work, "navgen-build")
    quiet(["swift", "build", "--package-path", ROOT, "--scratch-path", scratch, "--product", "navgen"])
    return os.path.join(scratch, "debug", "navgen")


def binary_plugin_package(work, bundle):
    """A copy of BinaryPlugin whose binary target is the bundle (its zip when there is one, which
    SwiftPM extracts in every clean build as it does a release's download)."""
    if not bundle:
        print("building the artifact bundle (untimed)...", file=sys.stderr)
        out = os.path.join(work, "bundle")
        quiet([os.path.join(ROOT, "Scripts", "build-artifact-bundle.sh"), out,
               "--scratch-path", os.path.join(work, "bundle-build")])
        bundle = os.path.join(out, "NavGenBinary.artifactbundle")
    package = os.path.join(work, "BinaryPlugin")
    shutil.copytree(os.path.join(ROOT, "BinaryPlugin"), package, symlinks=False)
    archive = bundle + ".zip"
    name = os.path.basename(archive if os.path.exists(archive) else bundle)
    if os.path.exists(archive):
        shutil.copy(archive, os.path.join(package, name))
    else:
        shutil.copytree(bundle, os.path.join(package, name))
    path = os.path.join(package, "Package.swift")
    text = open(path).read()
    replaced = re.sub(r'url: "[^"]*",\s*checksum: "[0-9a-f]{64}"', f'path: "{name}"', text)
    if replaced == text:
        sys.exit("BinaryPlugin/Package.swift has no url:/checksum: pair to replace")
    write(path, replaced)
    return package


# --- Measuring ----------------------------------------------------------------------------------

EDITS = ("leaf", "middle", "root")


def measure(consumers, app, runs, noop_runs, clean_runs, edited, logs):
    """Every timed build, the forms alternating build for build. Each build's log is kept in `logs`."""
    builds = []

    def each_form(kind, run, step):
        for form, consumer in consumers.items():
            print(f"  {kind} build {run + 1} of {form}...", file=sys.stderr)
            before = Snapshot(consumer)
            seconds, cpu, log, extra = step(consumer)
            write(os.path.join(logs, f"{form}-{kind}-{run + 1}.log"), log)
            record = observe(consumer, before, seconds, cpu, log, *extra)
            record.update(form=form, build=kind, run=run + 1)
            builds.append(record)
            yield consumer, record

    def clean(consumer):
        consumer.clean()
        return (*consumer.build(), ())

    def noop(consumer):
        return (*consumer.build(), ())

    for run in range(clean_runs):
        for _ in each_form("clean", run, clean):
            pass
    for consumer in consumers.values():
        consumer.build()  # SwiftPM plans the build again after a clean build: not timed
    for run in range(noop_runs):
        for _ in each_form("noop", run, noop):
            pass
    for kind in EDITS:
        target = edited[kind]
        expected = sorted([target.module] + [t.module for t in app.dependents(target)])

        def edit(consumer):
            navgen, regenerated = consumer.edit(target)
            return (*consumer.build(), (navgen, regenerated))

        for run in range(runs):
            for consumer, record in each_form(f"edit-{kind}", run, edit):
                record.update(edited=target.module, expected=expected, added_case=target.module in consumer.extra)
    return builds


def same_generated_files(consumers):
    """Whether each plugin form wrote the checked-in form's generated files, byte for byte."""
    if "checked-in" not in consumers:
        return {}
    reference = consumers["checked-in"]
    answers = {}
    for form, consumer in consumers.items():
        if consumer.checked_in:
            continue
        differences = []
        for target in consumer.app.targets:
            mine, theirs = consumer.generated_folder(target), reference.generated_folder(target)
            names = sorted(os.listdir(mine)) if mine else []
            if names != sorted(os.listdir(theirs)):
                differences.append(f"{target.module}: files {names} vs {sorted(os.listdir(theirs))}")
                continue
            for name in names:
                if open(os.path.join(mine, name), "rb").read() != open(os.path.join(theirs, name), "rb").read():
                    differences.append(f"{target.module}/{name}")
        answers[form] = differences
    return answers


# --- Report ---------------------------------------------------------------------------------------

def median(builds, form, kind, measure="seconds"):
    return statistics.median(b[measure] for b in builds if b["form"] == form and b["build"] == kind)


def names(modules):
    return ", ".join(m.removesuffix("Feature") for m in modules) or "none"


PLUGIN_FORMS = ("source", "binary")


def problems_of(build, app):
    """What a build did that it should not have (empty when all is as expected)."""
    everything = sorted(t.module for t in app.targets)
    plugin = build["form"] in PLUGIN_FORMS
    found = []
    if build["build"] == "clean":
        if build["compiled"] != everything:
            found.append(f"compiled {len(build['compiled'])} of {len(everything)} targets")
        if plugin and build["navgen_ran"] != everything:
            found.append(f"ran navgen for {len(build['navgen_ran'])} of {len(everything)} targets")
        return found
    if build["replanned"]:
        found.append("SwiftPM planned the build again")
    if build["build"] == "noop":
        if build["compiled"] or build["navgen_ran"] or build["objects_rewritten"]:
            found.append(f"compiled {names(build['compiled'])}, ran navgen for {names(build['navgen_ran'])}")
        return found
    expected = build["expected"]
    if build["navgen_ran"] != expected:
        found.append(f"ran navgen for {names(build['navgen_ran'])}, not {names(expected)}")
    outside = [m for m in set(build["compiled"]) | set(build["objects_rewritten"]) if m not in expected]
    if outside:
        found.append(f"compiled {names(sorted(outside))}, which do not depend on {build['edited']}")
    if build["edited"] not in build["objects_rewritten"]:
        found.append(f"did not compile {build['edited']}")
    return found


def describe_edits(edits, edited, dependents, plugin):
    """One form's runs of one edit, in a sentence or three."""
    expected = sorted([edited] + dependents)
    navgen = {tuple(b["navgen_ran"]) for b in edits}
    if navgen == {tuple(expected)}:
        ran = f"navgen {'ran' if plugin else 'was run before the build'} for {edited.removesuffix('Feature')} and its {len(dependents)} dependents"
    else:
        ran = "navgen ran for " + "; ".join(f"run {b['run']}: {names(b['navgen_ran'])}" for b in edits)
    compiled = [m for m in expected if any(m in b["objects_rewritten"] for b in edits)]
    def objects(module):
        counts = [b["objects_rewritten"].get(module, "0") for b in edits]
        return counts[0] + (" each run" if len(counts) > 1 else "") if len(set(counts)) == 1 else ", ".join(counts)
    counts = "; ".join(f"{m.removesuffix('Feature')} {objects(m)}" for m in compiled)
    untouched = [m for m in dependents if m not in compiled]
    generated = sorted({m for b in edits for m in b["generated_rewritten"]})
    interfaces = sorted({m for b in edits for m in b["interfaces_rewritten"]})
    recompiled_dependents = [m for m in compiled if m != edited]
    why = ""
    if recompiled_dependents:
        rewritten = [m for m in recompiled_dependents if m in generated]
        why = (f" {names(recompiled_dependents)} compiled again "
               + (f"because their generated code changed ({names(rewritten)})" if rewritten
                  else "only because a module they import changed: their generated files were not rewritten") + ".")
    logged = sorted({m for b in edits for m in b["in_log"]})
    if plugin:
        shown = [len(b["navgen_in_log"]) for b in edits]
        ran += f" (the log's `Generating` lines show {', '.join(map(str, shown))} of them, run by run)"
    return (f"{ran}; compiled {counts or 'nothing'}"
            + (f"; not compiled: {names(untouched)} (the interfaces of the modules they import did not change)"
               if untouched else "")
            + f". Generated files rewritten in {names(generated)}; module interfaces rewritten: {names(interfaces)}."
            + why + f" The log's `Compiling`/`Emitting module` lines name {names(logged)}.")


def report(app, builds, forms, runs, noop_runs, clean_runs, edited, identical, loads):
    layer_names = LAYER_NAMES + ["App"]
    print(f"\nModular builds: {len(app.targets)} feature targets of {app.enums} navigation enums each "
          f"(layers bottom up: {', '.join(f'{len(l)} {n}' for n, l in zip(layer_names, app.layers))}), "
          f"{os.cpu_count()} cores, load average {loads[0]:.2f} before and {loads[1]:.2f} after\n")
    labels = {"clean": f"clean (median of {clean_runs})", "noop": f"no-op (median of {noop_runs})"}
    for kind in EDITS:
        target = edited[kind]
        labels[f"edit-{kind}"] = (f"edit {kind}: {target.module} ({len(app.dependents(target))} dependents; "
                                  f"median of {runs})")
    for measure, title in (("seconds", "seconds"), ("cpu_seconds", "CPU seconds: user and system, of swift build and all it ran")):
        print(f"| build ({title}) | " + " | ".join(forms) + " |")
        print("|---|" + "---|" * len(forms))
        for kind, label in labels.items():
            print(f"| {label} | " + " | ".join(f"{median(builds, form, kind, measure):.2f}" for form in forms) + " |")
        print()
    if "checked-in" in forms:
        print("Against checked-in code (ratio of the medians, difference; CPU in brackets):\n")
        for form in forms:
            if form == "checked-in":
                continue
            parts = []
            for kind in labels:
                a, b = median(builds, form, kind), median(builds, "checked-in", kind)
                c, d = median(builds, form, kind, "cpu_seconds"), median(builds, "checked-in", kind, "cpu_seconds")
                parts.append(f"{kind} {a / b:.3f}x ({a - b:+.2f} s) [{c / d:.3f}x]")
            noop = median(builds, form, "noop") / median(builds, "checked-in", "noop")
            noop_cpu = median(builds, form, "noop", "cpu_seconds") / median(builds, "checked-in", "noop", "cpu_seconds")
            print(f"- {form}: " + ", ".join(parts) + f"; no-op within 5%: {'yes' if noop <= 1.05 else 'NO'} "
                  f"(CPU: {'yes' if noop_cpu <= 1.05 else 'NO'})")
        navgen = [b["navgen_seconds"] for b in builds if b["form"] == "checked-in" and b["build"].startswith("edit-")]
        if navgen:
            print(f"- the checked-in edits include their navgen runs, {min(navgen):.2f} to {max(navgen):.2f} s")
    for form in forms:
        noops = [b for b in builds if b["form"] == form and b["build"] == "noop"]
        print(f"- {form} no-op builds one by one: " + ", ".join(f"{b['seconds']:.2f} s ({b['cpu_seconds']:.2f} CPU)" for b in noops))
    for form, differences in identical.items():
        print(f"\nThe {form} plugin's generated files (after the last build) equal the checked-in form's: "
              + ("yes, byte for byte" if not differences else "NO: " + "; ".join(differences[:10])))

    print("\nWhat each edit rebuilt (modules without `Feature`; n/m: objects the build rewrote of the module's):")
    for kind in EDITS:
        target = edited[kind]
        importers = [t.module for t in app.targets if target in t.dependencies]
        dependents = [t.module for t in app.dependents(target)]
        enum = "Path" if app.enums > 1 else "Destination"
        print(f"\n{kind}: a linked case added to `{target.feature}.{enum}` of {target.module}, removed in the next "
              f"run, and so on; imported by {names(importers)}; {len(dependents)} targets depend on it directly or "
              f"not: {names(dependents)}\n")
        for form in forms:
            edits = [b for b in builds if b["form"] == form and b["build"] == f"edit-{kind}"]
            print(f"- {form}: " + describe_edits(edits, target.module, dependents, form in PLUGIN_FORMS))
    problems = [f"{b['form']} {b['build']} {b['run']}: {p}" for b in builds for p in problems_of(b, app)]
    print("\nChecks: " + ("every clean build compiled every target (and the plugin ran navgen for each); every no-op "
                          "build compiled nothing and ran no navgen; every edit ran navgen for exactly the edited "
                          "target and the targets that depend on it, and compiled the edited target and no target "
                          "that does not depend on it" if not problems else "\n- " + "\n- ".join(problems)))
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--targets", type=int, default=30, help="feature targets (at least 4)")
    parser.add_argument("--enums", type=int, default=5, help="navigation enums per target")
    parser.add_argument("--runs", type=int, default=3, help="builds of each edit, and no-op builds (median)")
    parser.add_argument("--noop-runs", type=int, help="no-op builds (median; default: --runs)")
    parser.add_argument("--clean-runs", type=int, default=1, help="clean builds (median)")
    parser.add_argument("--config", default="debug", choices=["debug", "release"])
    parser.add_argument("--forms", default="source,checked-in,empty-plugin", help=f"of {','.join(FORMS)}")
    parser.add_argument("--bundle", help="an existing NavGenBinary.artifactbundle for the binary form")
    parser.add_argument("--json", help="write every timed build to this file")
    parser.add_argument("--keep", action="store_true", help="keep the work folder (printed)")
    arguments = parser.parse_args()
    forms = arguments.forms.split(",")
    unknown = [f for f in forms if f not in FORMS]
    if unknown or not forms:
        sys.exit(f"unknown form {', '.join(unknown)}; the forms are {', '.join(FORMS)}")
    noop_runs = arguments.runs if arguments.noop_runs is None else arguments.noop_runs
    if min(arguments.runs, noop_runs, arguments.clean_runs) < 1:
        sys.exit("--runs, --noop-runs and --clean-runs must be at least 1")
    app = App(arguments.targets, arguments.enums)
    edited = {"leaf": app.typical(0), "middle": app.typical(1), "root": app.targets[-1]}
    loads = [os.getloadavg()[0]]
    started = time.time()

    work = tempfile.mkdtemp(prefix="navgen-modular-builds.")
    try:
        os.makedirs(os.path.join(work, "tmp"))
        os.environ["TMPDIR"] = os.path.join(work, "tmp")
        navgen = build_navgen(work)
        plugin_paths = {"source": ROOT, "empty-plugin": EMPTY_PLUGIN}
        if "binary" in forms:
            plugin_paths["binary"] = binary_plugin_package(work, arguments.bundle and os.path.abspath(arguments.bundle))
        consumers = {}
        for form in forms:
            folder = os.path.join(work, form)
            os.makedirs(os.path.join(folder, "tmp"))
            consumers[form] = Consumer(folder, form, app, arguments.config, plugin_paths.get(form), navgen)
        print(f"measuring {', '.join(forms)}: {len(app.targets)} targets, {app.enums} enums each, "
              f"{arguments.config}...", file=sys.stderr)
        logs = os.path.join(work, "logs")
        builds = measure(consumers, app, arguments.runs, noop_runs, arguments.clean_runs, edited, logs)
        # Every form made the same edits, so the plugin's files after the last build are the
        # checked-in form's after its last navgen runs.
        identical = same_generated_files(consumers)
        loads.append(os.getloadavg()[0])
        problems = report(app, builds, forms, arguments.runs, noop_runs, arguments.clean_runs, edited, identical, loads)
        print(f"\n(the run took {(time.time() - started) / 60:.1f} minutes)")
        if arguments.json:
            with open(arguments.json, "w") as f:
                json.dump({
                    "targets": len(app.targets), "enums": app.enums, "config": arguments.config, "forms": forms,
                    "runs": arguments.runs, "noop_runs": noop_runs, "clean_runs": arguments.clean_runs,
                    "cores": os.cpu_count(),
                    "load_average": {"before": loads[0], "after": loads[1]},
                    "layers": [[{"module": t.module, "dependencies": [d.module for d in t.dependencies]} for t in layer]
                               for layer in app.layers],
                    "edited": {kind: {"module": t.module, "dependents": [d.module for d in app.dependents(t)]}
                               for kind, t in edited.items()},
                    "plugin_output_differences": identical, "problems": problems, "builds": builds,
                }, f, indent=2)
                f.write("\n")
        if problems:
            sys.exit(1)
    finally:
        if arguments.keep:
            print(f"work folder: {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
