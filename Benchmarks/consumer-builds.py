#!/usr/bin/env python3
"""What NavGen costs a consumer's build, for each way of using it.

Writes a consumer package with N navigation enums (one `Destination` of 8 cases per parent
feature, every enum over the same 8 hand-expanded child features, the project's TCA stand-in
as TCA) in several forms:

  source      NavGenPlugin from this checkout: the build compiles navgen-generate, then runs it
              on one schema holding all N enums (one generated file per enum);
  binary      BinaryPlugin (the same plugin over the prebuilt artifact bundle that
              Scripts/build-artifact-bundle.sh makes), used through `binaryTarget(path:)`;
  checked-in  the generated Swift written by `navgen generate --per-enum`, one file per
              enum, no plugin;
  empty-plugin  the checked-in files with a build-tool plugin that declares no command: what
              any build-tool plugin costs a build, the floor of the plugin forms.

The schema asks for the macro-free form (`"expandMacros": true`, the plugin's default). With
--real-macros, every module is compiled with the REAL macros of TCA and swift-case-paths
(`-load-plugin-library`), which makes two more kinds of form possible:

  reducer-macro  no NavGen: each `Destination` hand-written as `@Reducer public enum` with its
              cases, expanded by TCA's real `@Reducer` (the stand-in declares it as TCA does),
              whose `@CasePathable` and `@ObservableState` the real macros expand;
  <form>-attributes  any form above with `"expandMacros": false`: the attribute form, whose
              nested macros the real macros expand (e.g. binary-attributes, checked-in-attributes).

Every form is then also compared with reducer-macro.

The releases. The consumer's builds resolve TCA and swift-case-paths to the tags the macros were
built from (--macro-tags; without --real-macros, the TCA release the stand-in presents and the
swift-case-paths release it mirrors): a copy of the stand-in presents that TCA release, and a
Package.resolved pins both, which the plugin reads, as it reads an app's. SwiftPM deletes a root
Package.resolved that pins nothing (the stand-in is a path dependency), so it lies one folder
above the consumer, where the plugin's search finds it next. `navgen generate` writes the
checked-in forms for the same releases (--tca, --case-paths). A build log with a warning stops
the run: nothing is measured over code the plugin generated for other releases.

The stand-in is built as TCA is, with its macros: with --real-macros the real libraries, otherwise
the stand-in's own plugin (Tests/CompileSupport/StandInMacros, built once, untimed), passed to
every module of the stand-in and of the consumer (Tests/TCAStandIn/README.md, "Macros").

The builds. For each size and configuration: clean builds (empty scratch folder, and manifests
compiled again, as on a fresh CI machine: the manifest cache lives in the scratch folder), no-op
rebuilds, and rebuilds after editing one enum (a case added to or removed from the first
feature's destination: in the schema for the plugins; in its schema and then `navgen generate`
for checked-in code, whose run is part of the edit's time and reported on its own too; in the
Swift file for reducer-macro). The first rebuild after a clean build is not timed: SwiftPM
re-plans then. Builds go in rounds, each round building every form once; the order rotates from
round to round, so no form always builds first after a pause or right after a given other form.
`navgen generate` is the release-built CLI of the bundle (NavGenCLI.artifactbundle), as a team
that checks code in installs it.

Prints a Markdown table, the ratios between the forms, the clean builds round by round, where
each plugin form's clean build goes (read from the build's own files and llbuild's database:
bundle extraction, plugin compile, plugin run, the tool's run) against the empty-plugin floor, the
files each form's edit recompiled (from the build log), and what the machine's other processes
used meanwhile. --json writes every timed build and the medians; compare-consumer-builds.py
compares two such files.

    python3 Benchmarks/consumer-builds.py [--sizes 10,50,200] [--configs debug,release] [--runs 3]
        [--clean-runs <runs>] [--forms source,binary,checked-in,empty-plugin]
        [--bundle <NavGenBinary.artifactbundle>] [--baseline-rev <rev>] [--json <file>]
        [--quiet-below <cores> [--quiet-max-wait <seconds>]]
        [--real-macros <libCasePathsMacros.so> <libComposableArchitectureMacros.so>
         --macro-tags <swift-case-paths tag> <TCA tag>]

--real-macros takes compiler plugin libraries already built (module names CasePathsMacros and
ComposableArchitectureMacros), e.g. by Benchmarks/build-real-macros.sh; the script never builds
fetched code. --macro-tags says which tags they were built from: the consumer resolves those
(and a `macro-tags` file beside the libraries, which build-real-macros.sh writes, must agree).
Without --forms it then measures
reducer-macro,binary,binary-attributes,checked-in,checked-in-attributes,empty-plugin.

--quiet-below waits before each timed build until the machine's busy cores over the last 2 s
(from /proc/stat; nothing of this script runs then) fall below <cores>, at most --quiet-max-wait
seconds (300) per build; the one-minute load average, which still counts this script's last build
for minutes after it, is recorded for each build but not waited on.
--bundle reuses a built artifact bundle (otherwise the script builds one first, untimed); the
consumer uses its zip (`<bundle>.zip`, next to it) when there is one, which SwiftPM extracts in
each clean build as it does a release's download.
--baseline-rev adds `source@<rev>`: the source-built plugin of another revision of this
repository (from `git archive`), e.g. the commit before a change meant to make builds cheaper.
"""
import argparse
import json
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "Tests", "PluginConsumer")
EMPTY_PLUGIN = os.path.join(ROOT, "Benchmarks", "EmptyPlugin")  # a plugin that declares no command
STAND_IN = os.path.join(ROOT, "Tests", "TCAStandIn")
CHILDREN = 8
# The swift-case-paths release whose API the stand-in's CasePaths module mirrors (its README).
STAND_IN_CASE_PATHS = "1.9.1"
MACRO_MODULES = "CasePathsMacros,ComposableArchitectureMacros"


# --- The consumer package -------------------------------------------------------------------

def child_feature(index):
    """Child feature `Child<index>`: the fixture's hand-expanded Counter, renamed."""
    with open(os.path.join(FIXTURE, "Sources", "Navigation", "Features", "Counter.swift")) as f:
        return re.sub(r"\bCounter\b", f"Child{index}", f.read())


def schema(size, extra_case, expand=True):
    features = []
    for index in range(size):
        cases = [f"Child{c}" for c in range(CHILDREN)]
        if index == 0 and extra_case:
            cases.append({"name": "extra", "reducer": "Child0"})
        features.append({"name": f"Feature{index}", "destination": {"cases": cases}})
    return {"version": 1, "access": "public", "imports": ["ComposableArchitecture"],
            "expandMacros": expand, "features": features}


def destination_cases(extra_case):
    """The cases NavGen writes for a feature's `Destination`, as Swift."""
    cases = [f"child{c}(Child{c})" for c in range(CHILDREN)] + (["extra(Child0)"] if extra_case else [])
    return "".join(f"    case {case}\n" for case in cases)


def reducer_macro_destination(index, extra_case):
    # `@Reducer` is the stand-in's, declared as TCA's Sources/ComposableArchitecture/Macros.swift does.
    return (f"import ComposableArchitecture\n\nextension Feature{index} {{\n  @Reducer\n"
            f"  public enum Destination {{\n{destination_cases(extra_case)}  }}\n}}\n")


# The plugin each form builds with, as (package, plugin); checked-in code has none.
PLUGINS = {"source": ("NavGen", "NavGenPlugin"), "binary": ("BinaryPlugin", "NavGenPlugin"),
           "empty-plugin": ("EmptyPlugin", "EmptyPlugin")}
# Forms whose generated Swift navgen writes into the target before the build.
CHECKED_IN_FORMS = ("checked-in", "empty-plugin")


def swift_list(strings):
    return ", ".join(json.dumps(s) for s in strings)


def manifest(form, plugin_path, stand_in, macro_flags):
    dependencies = [f'.package(name: "TCAStandIn", path: "{stand_in}")']
    plugins = ""
    if form in PLUGINS:
        package, plugin = PLUGINS[form]
        dependencies.insert(0, f'.package(name: "{package}", path: "{plugin_path}")')
        plugins = f', plugins: [.plugin(name: "{plugin}", package: "{package}")]'
    return f"""// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v14)],
  dependencies: [{", ".join(dependencies)}],
  targets: [
    .target(
      name: "Navigation",
      dependencies: [.product(name: "TCAStandIn", package: "TCAStandIn")],
      swiftSettings: [.unsafeFlags([{swift_list(macro_flags)}])]{plugins}),
  ]
)
"""


def package_resolved(tags):
    """A Package.resolved (format 3) pinning swift-case-paths and TCA to `tags`' releases."""
    pins = [{"identity": name, "kind": "remoteSourceControl",
             "location": f"https://github.com/pointfreeco/{name}", "state": {"version": version}}
            for name, version in sorted(tags.items())]
    return json.dumps({"originHash": "0" * 64, "pins": pins, "version": 3}, indent=2) + "\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


ATTRIBUTES = "-attributes"


class Consumer:
    def __init__(self, folder, form, size, config, plugin_path, tools):
        # `binary-attributes` is `binary` with `"expandMacros": false`.
        self.expand = not form.endswith(ATTRIBUTES)
        form = form[:-len(ATTRIBUTES)] if not self.expand else form
        self.folder, self.form, self.size, self.config, self.tools = folder, form, size, config, tools
        self.package = os.path.join(folder, "Consumer")
        self.scratch = os.path.join(folder, "build")
        self.sources = os.path.join(self.package, "Sources", "Navigation")
        self.extra_case = False
        self.plugin = PLUGINS[form][1] if form in PLUGINS else None
        # Where the plugin finds the releases: the nearest Package.resolved above the package.
        write(os.path.join(folder, "Package.resolved"), package_resolved(tools.tags))
        write(os.path.join(self.package, "Package.swift"),
              manifest(form, plugin_path, tools.stand_in, tools.macro_flags))
        for index in range(CHILDREN):
            write(os.path.join(self.sources, "Children", f"Child{index}.swift"), child_feature(index))
        write(os.path.join(self.sources, "Parents.swift"),
              "".join(f"public enum Feature{index} {{}}\n" for index in range(size)))
        self.write_schemas()

    def write_schemas(self):
        """Writes the sources an edit changes; returns the seconds `navgen generate` took, if it ran."""
        if self.form == "reducer-macro":
            # Rewritten only when its text changes, as navgen does, so an edit touches one file.
            for index in range(self.size):
                path = os.path.join(self.sources, "Destinations", f"Feature{index}.swift")
                text = reducer_macro_destination(index, self.extra_case and index == 0)
                if not os.path.exists(path) or open(path).read() != text:
                    write(path, text)
            return None
        whole = json.dumps(schema(self.size, self.extra_case, self.expand), indent=2) + "\n"
        if self.form not in CHECKED_IN_FORMS:
            write(os.path.join(self.sources, "App.navgen.json"), whole)
            return None
        # Checked-in code: the schema kept outside the target, its Swift written by navgen, one
        # file per enum, for the releases the build resolves; navgen rewrites only the files
        # whose text changed.
        path = os.path.join(self.folder, "schemas", "App.navgen.json")
        write(path, whole)
        start = time.perf_counter()
        result = subprocess.run(
            [self.tools.navgen, "generate", path, "--output-dir", os.path.join(self.sources, "Generated"),
             "--per-enum", "--tca", self.tools.tags["swift-composable-architecture"],
             "--case-paths", self.tools.tags["swift-case-paths"]], capture_output=True, text=True)
        seconds = time.perf_counter() - start
        if result.returncode != 0 or result.stderr.strip():
            sys.exit(f"navgen generate for the {self.form} consumer said:\n{result.stderr}")
        return seconds

    def edit_one_enum(self):
        self.extra_case = not self.extra_case
        return self.write_schemas()

    def clean(self):
        shutil.rmtree(self.scratch, ignore_errors=True)

    def build(self):
        """Seconds one `swift build` takes, and its log."""
        start = time.perf_counter()
        result = subprocess.run(
            ["swift", "build", "--package-path", self.package, "--scratch-path", self.scratch,
             "-c", self.config, "--manifest-cache", "local"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            env=dict(os.environ, TMPDIR=os.path.join(self.folder, "tmp")))
        seconds = time.perf_counter() - start
        log = result.stdout.decode(errors="replace")
        if result.returncode != 0:
            sys.exit(f"build of the {self.form} consumer failed:\n{log[-4000:]}")
        warnings = [line for line in log.splitlines() if "warning:" in line]
        if warnings:
            sys.exit(f"the {self.form} consumer's build log has {len(warnings)} warning lines; the first:\n"
                     + "\n".join(warnings[:10]))
        return seconds, log


def compiled_files(log):
    """`Module: file, file` for every module the build log shows compiling."""
    modules = {}
    for line in log.splitlines():
        match = re.search(r"Compiling (\S+) (.+)$", line)
        if match:
            modules.setdefault(match.group(1), []).extend(f.strip() for f in match.group(2).split(","))
    return "; ".join(f"{m}: {', '.join(sorted(set(files)))}" for m, files in sorted(modules.items())) or "nothing"


# --- Where a clean build's time goes ----------------------------------------------------------

def file_times(paths):
    """{path: (birth, modification)} in seconds since the epoch, from stat(1) (Python's os.stat
    gives no birth time on Linux); a birth time the file system does not keep is None."""
    paths = [p for p in paths if os.path.exists(p)]
    if not paths:
        return {}
    result = subprocess.run(["stat", "-c", "%.9W %.9Y", *paths], capture_output=True, text=True)
    if result.returncode != 0:
        return {}
    times = {}
    for path, line in zip(paths, result.stdout.splitlines()):
        birth, modified = (float(x) for x in line.split())
        times[path] = (birth or None, modified)
    return times


def llbuild_rules(scratch):
    """(key, start, end) of every command llbuild ran, from its database (build.db), in its clock
    (CLOCK_MONOTONIC, which time.monotonic() reads too)."""
    import sqlite3
    database = os.path.join(scratch, "build.db")
    if not os.path.exists(database):
        return []
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        return connection.execute(
            "SELECT k.key, r.start, r.end FROM rule_results r JOIN key_names k ON k.id = r.key_id "
            "WHERE r.start > 0 ORDER BY r.start").fetchall()
    except sqlite3.Error:
        return []
    finally:
        connection.close()


PHASES = ("before the plugin", "extraction", "plugin compile", "plugin run and planning",
          "commands", "tool run", "after the commands")


def clean_phases(consumer, wall_start, monotonic_start, wall_end):
    """Where a clean build's seconds went, read from what the build itself recorded: the birth and
    modification times of the files SwiftPM writes (the bundle extracted into artifacts/, the
    plugin executable in plugins/cache/, the llbuild manifest <config>.yaml once the plugins ran)
    and llbuild's own start and end of each command (build.db).

    - before the plugin: from `swift build` to the plugin's compile (manifests, resolution, the
      bundle's extraction); for a form without a plugin, to the llbuild manifest;
    - extraction: from SwiftPM's extract folder to the last file of the bundle written;
    - plugin compile: from plugins/cache to the plugin executable;
    - plugin run and planning: from the plugin executable to the llbuild manifest;
    - commands: from the llbuild manifest to llbuild's last command's end, of which
    - tool run: the plugin's build commands (`Generating ...`), start to end;
    - after the commands: to `swift build`'s exit."""
    scratch = consumer.scratch
    yaml = os.path.join(scratch, f"{consumer.config}.yaml")
    cache = os.path.join(scratch, "plugins", "cache")
    executables = []
    if consumer.plugin and os.path.isdir(cache):
        executables = [os.path.join(cache, consumer.plugin)]
    extract = os.path.join(scratch, "artifacts", "extract")
    artifacts = []
    for folder, _, names in os.walk(os.path.join(scratch, "artifacts")):
        if not folder.startswith(extract):
            artifacts += [os.path.join(folder, name) for name in names]
    times = file_times([yaml, cache, extract] + executables + artifacts)
    if yaml not in times:
        return None
    to_wall = wall_start - monotonic_start
    rules = llbuild_rules(scratch)
    planned = times[yaml][1]
    phases = dict.fromkeys(PHASES, 0.0)
    if executables and executables[0] in times and times[cache][0]:
        compile_start, compiled = times[cache][0], times[executables[0]][1]
        phases["before the plugin"] = compile_start - wall_start
        phases["plugin compile"] = compiled - compile_start
        phases["plugin run and planning"] = planned - compiled
    else:
        phases["before the plugin"] = planned - wall_start
    if extract in times and times[extract][0] and any(p in times for p in artifacts):
        phases["extraction"] = max(times[p][1] for p in artifacts if p in times) - times[extract][0]
    last_end = max((end for _, _, end in rules), default=None)
    if last_end is not None:
        phases["commands"] = last_end + to_wall - planned
        phases["after the commands"] = wall_end - (last_end + to_wall)
        phases["tool run"] = sum(end - start for key, start, end in rules if key.startswith("CGenerating "))
    else:
        phases["after the commands"] = wall_end - planned
    return {name: round(seconds, 3) for name, seconds in phases.items()}


# --- The machine --------------------------------------------------------------------------------

TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def busy_ticks():
    """CPU ticks every core spent busy since boot (/proc/stat); None where there is no /proc."""
    try:
        with open("/proc/stat") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
    except OSError:
        return None
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle and iowait
    return sum(fields[:8]) - idle  # user nice system idle iowait irq softirq steal (guest is in user)


def own_cpu_seconds():
    """CPU seconds of this process and every child it has waited for (the builds and their compilers)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def busy_cores(window):
    """Cores busy on average over the next `window` seconds, while this script only sleeps."""
    before = busy_ticks()
    time.sleep(window)
    after = busy_ticks()
    return None if before is None else (after - before) / TICKS / window


class Machine:
    """Samples what the rest of the machine does around each timed build."""

    def __init__(self, quiet_below, quiet_max_wait):
        self.quiet_below, self.quiet_max_wait = quiet_below, quiet_max_wait

    def wait_for_quiet(self):
        """Seconds waited for fewer than `quiet_below` busy cores, and whether the cap cut it short."""
        if self.quiet_below is None:
            return 0.0, False
        start = time.perf_counter()
        while True:
            busy = busy_cores(2.0)
            waited = time.perf_counter() - start
            if busy is None or busy < self.quiet_below:
                return round(waited, 1), False
            if waited >= self.quiet_max_wait:
                return round(waited, 1), True

    def timed(self, action):
        """Runs `action` and returns its value with what the machine looked like around it: the
        one-minute load average just before, and the cores the other processes kept busy during it
        (all busy ticks minus the CPU time of this script and its builds)."""
        waited, timed_out = self.wait_for_quiet()
        load = os.getloadavg()[0]
        ticks, own, start = busy_ticks(), own_cpu_seconds(), time.perf_counter()
        value = action()
        elapsed = time.perf_counter() - start
        others = None
        if ticks is not None:
            others = max(0.0, ((busy_ticks() - ticks) / TICKS - (own_cpu_seconds() - own)) / elapsed)
        return value, {"load1": round(load, 2), "others_cores": None if others is None else round(others, 2),
                       "quiet_wait": waited, "quiet_timed_out": timed_out}


# --- Builds of the tools ----------------------------------------------------------------------

def run(command, **options):
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, **options)


def build_bundle(work):
    print("building the artifact bundles (untimed)...", file=sys.stderr)
    out = os.path.join(work, "bundle")
    run([os.path.join(ROOT, "Scripts", "build-artifact-bundle.sh"), out,
         "--scratch-path", os.path.join(work, "bundle-build")])
    return os.path.join(out, "NavGenBinary.artifactbundle")


def bundle_tool(bundle, tool):
    """The path of `tool` in an artifact bundle's variant for this machine, or None."""
    try:
        with open(os.path.join(bundle, "info.json")) as f:
            info = json.load(f)
    except OSError:
        return None
    machine = platform.machine()
    for variant in info.get("artifacts", {}).get(tool, {}).get("variants", []):
        if any(triple.startswith(machine) for triple in variant.get("supportedTriples", [])):
            return os.path.join(bundle, variant["path"])
    return None


def release_navgen(work, bundle):
    """The release-built `navgen` a team installs: the CLI bundle's beside the plugin's, or built."""
    if bundle:
        navgen = bundle_tool(os.path.join(os.path.dirname(bundle), "NavGenCLI.artifactbundle"), "navgen")
        if navgen and os.path.exists(navgen):
            return navgen
    scratch = os.path.join(work, "navgen-build")
    print("building navgen in release for the checked-in forms (untimed)...", file=sys.stderr)
    run(["swift", "build", "--package-path", ROOT, "--scratch-path", scratch, "-c", "release", "--product", "navgen"])
    return os.path.join(scratch, "release", "navgen")


def stand_in_macro_plugin(work, release):
    """The stand-in's macro plugin (Tests/CompileSupport/StandInMacros), built as the tests build
    it (StandInMacroPlugin), at `tca-<release>/StandInMacros`: the path names the release its
    `@Reducer` expands for."""
    print("building the stand-in's macro plugin (untimed)...", file=sys.stderr)
    build = os.path.join(work, "stand-in-macros-build")
    os.makedirs(build)

    def swift_files(folder):
        return sorted(os.path.join(d, n) for d, _, names in os.walk(os.path.join(ROOT, folder))
                      for n in names if n.endswith(".swift"))
    for module in ("NavSchema", "NavImport"):
        run(["swiftc", "-swift-version", "6", "-parse-as-library", "-wmo", "-module-name", module,
             "-package-name", "NavGen", "-I", build, "-emit-module",
             "-emit-module-path", os.path.join(build, f"{module}.swiftmodule"),
             "-c", "-o", os.path.join(build, f"{module}.o"), *swift_files(f"Sources/{module}")])
    executable = os.path.join(work, "stand-in-macros", f"tca-{release}", "StandInMacros")
    os.makedirs(os.path.dirname(executable))
    run(["swiftc", "-swift-version", "6", "-I", build, os.path.join(build, "NavSchema.o"),
         os.path.join(build, "NavImport.o"), "-o", executable,
         *swift_files("Tests/CompileSupport/MacroPluginProtocol"), *swift_files("Tests/CompileSupport/StandInMacros")])
    return executable


def stand_in_copy(work, release, macro_flags):
    """A copy of the stand-in presenting `release`, every module built with `macro_flags` (its
    README: TCA's modules are built with their macro target)."""
    copy = os.path.join(work, "TCAStandIn")
    shutil.copytree(os.path.join(STAND_IN, "Sources"), os.path.join(copy, "Sources"))
    text = open(os.path.join(STAND_IN, "Package.swift")).read()
    text, count = re.subn(r'^let presentedRelease = "[^"]*"$', f'let presentedRelease = "{release}"', text, flags=re.M)
    if count != 1:
        sys.exit("Tests/TCAStandIn/Package.swift has no `let presentedRelease = \"...\"` line")
    text += f"""
// Added by Benchmarks/consumer-builds.py: the macros' plugin, as SwiftPM passes TCA's to its modules.
for target in package.targets where target.type == .regular {{
  target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags([{swift_list(macro_flags)}])]
}}
"""
    write(os.path.join(copy, "Package.swift"), text)
    return copy


def stand_in_releases():
    text = open(os.path.join(STAND_IN, "Package.swift")).read()
    presented = re.search(r'^let presentedRelease = "([^"]*)"$', text, re.M).group(1)
    listed = re.search(r"^let releases = \[(.*?)\]", text, re.M | re.S).group(1)
    return presented, re.findall(r'"([^"]+)"', listed)


def binary_plugin_package(work, bundle):
    """A copy of BinaryPlugin whose binary target is the local bundle."""
    package = os.path.join(work, "BinaryPlugin")
    shutil.copytree(os.path.join(ROOT, "BinaryPlugin"), package, symlinks=False)
    path = os.path.join(package, "Package.swift")
    text = open(path).read()
    # SwiftPM takes a binary target's path only inside the package, and not through a link. The
    # zip when there is one: SwiftPM then extracts it in every clean build, as it does a
    # release's download (cached outside the build folder, extracted into it).
    archive = bundle + ".zip"
    if os.path.exists(archive):
        name = os.path.basename(archive)
        shutil.copy(archive, os.path.join(package, name))
    else:
        name = os.path.basename(bundle)
        shutil.copytree(bundle, os.path.join(package, name))
    replaced = re.sub(r'url: "[^"]*",\s*checksum: "[0-9a-f]{64}"', f'path: "{name}"', text)
    if replaced == text:
        sys.exit("BinaryPlugin/Package.swift has no url:/checksum: pair to replace")
    write(path, replaced)
    return package


def baseline_checkout(work, revision):
    folder = os.path.join(work, f"baseline-{revision.replace('/', '_')}")
    os.makedirs(folder)
    archive = subprocess.run(["git", "-C", ROOT, "archive", revision], check=True, stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
    return folder


class Tools:
    """What every consumer shares: the releases it resolves, the stand-in copy, the macros' flags, navgen."""

    def __init__(self, tags, stand_in, macro_flags, navgen):
        self.tags, self.stand_in, self.macro_flags, self.navgen = tags, stand_in, macro_flags, navgen


# --- Measuring --------------------------------------------------------------------------------

def rotated(forms, round_index, rounds):
    """The forms in round `round_index` of `rounds`: rotated so that each round starts elsewhere,
    spread over the whole order when there are fewer rounds than forms."""
    count = len(forms)
    offset = round_index % count if rounds >= count else (round_index * count) // rounds
    return forms[offset:] + forms[:offset]


def measure(consumers, runs, clean_runs, machine, records, cell):
    """Times clean, no-op and edit builds of every form in rounds; appends one record per timed
    build to `records` and returns the last edit's log of each form."""
    forms = list(consumers)

    def record(form, kind, seconds, round_index, position, sample, **extra):
        records.append(dict(cell, form=form, kind=kind, seconds=round(seconds, 3), round=round_index,
                            position=position, **sample, **extra))
        if kind != "generate":
            waited = f", after waiting {sample['quiet_wait']:.0f} s" if sample["quiet_wait"] >= 3 else ""
            print(f"  round {round_index + 1}, {form}, {kind}: {seconds:.2f} s (others took "
                  f"{sample['others_cores']} cores{waited})", file=sys.stderr)

    def clean(form, round_index, position):
        consumer = consumers[form]
        consumer.clean()

        def cleaned():
            wall, monotonic = time.time(), time.monotonic()
            seconds, _ = consumer.build()
            return seconds, wall, monotonic, time.time()
        (seconds, wall, monotonic, end), sample = machine.timed(cleaned)
        record(form, "clean", seconds, round_index, position, sample,
               phases=clean_phases(consumer, wall, monotonic, end))

    def noop(form, round_index, position):
        (seconds, _), sample = machine.timed(consumers[form].build)
        record(form, "noop", seconds, round_index, position, sample)

    last_logs = {}

    def edit(form, round_index, position):
        consumer = consumers[form]

        def edited():
            start = time.perf_counter()
            generate = consumer.edit_one_enum()
            _, log = consumer.build()
            return time.perf_counter() - start, generate, log
        (seconds, generate, log), sample = machine.timed(edited)
        last_logs[form] = log
        record(form, "edit", seconds, round_index, position, sample, compiled=compiled_files(log))
        if generate is not None:
            record(form, "generate", generate, round_index, position, sample)

    for step, count in ((clean, clean_runs), (None, 1 if runs else 0), (noop, runs), (edit, runs)):
        for round_index in range(count):
            for position, form in enumerate(rotated(forms, round_index, count)):
                if step is None:
                    consumers[form].build()  # the re-planning rebuild after a clean build, untimed
                else:
                    step(form, round_index, position)
    return last_logs


def medians(records):
    groups = {}
    for r in records:
        groups.setdefault((r["size"], r["config"], r["form"], r["kind"]), []).append(r["seconds"])
    return [{"size": size, "config": config, "form": form, "kind": kind,
             "seconds": round(statistics.median(values), 3), "runs": len(values)}
            for (size, config, form, kind), values in groups.items()]


def git_commit():
    def git(*arguments):
        return subprocess.run(["git", "-C", ROOT, *arguments], capture_output=True, text=True).stdout.strip()
    return git("rev-parse", "HEAD"), bool(git("status", "--porcelain", "--untracked-files=no"))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10,50,200")
    parser.add_argument("--configs", default="debug,release")
    parser.add_argument("--runs", type=int, default=3, help="no-op and edit builds per cell (median; 0: clean builds only)")
    parser.add_argument("--clean-runs", type=int, help="clean builds per cell (median; default: --runs)")
    parser.add_argument("--forms", help="default: source,binary,checked-in,empty-plugin; with --real-macros "
                        "reducer-macro,binary,binary-attributes,checked-in,checked-in-attributes,empty-plugin")
    parser.add_argument("--bundle", help="an existing NavGenBinary.artifactbundle to use")
    parser.add_argument("--baseline-rev", help="also measure the source-built plugin of this revision")
    parser.add_argument("--json", help="write every timed build and the medians to this file")
    parser.add_argument("--quiet-below", type=float, metavar="CORES",
                        help="before each timed build, wait until fewer cores than this are busy")
    parser.add_argument("--quiet-max-wait", type=float, default=300, metavar="SECONDS",
                        help="the longest wait for a quiet machine before one build (300)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder (printed)")
    parser.add_argument("--real-macros", nargs=2, metavar=("CASE_PATHS_LIBRARY", "TCA_LIBRARY"),
                        help="built compiler plugin libraries CasePathsMacros and ComposableArchitectureMacros")
    parser.add_argument("--macro-tags", nargs=2, metavar=("CASE_PATHS_TAG", "TCA_TAG"),
                        help="the tags the --real-macros libraries were built from: the releases the consumer resolves")
    arguments = parser.parse_args()
    sizes = [int(s) for s in arguments.sizes.split(",")]
    configs = arguments.configs.split(",")
    clean_runs = arguments.clean_runs if arguments.clean_runs is not None else arguments.runs
    presented, releases = stand_in_releases()
    macro_libraries = None
    if arguments.real_macros:
        if not arguments.macro_tags:
            sys.exit("--real-macros needs --macro-tags <swift-case-paths tag> <TCA tag>")
        macro_libraries = [os.path.abspath(path) for path in arguments.real_macros]
        for path in macro_libraries:
            if not os.path.isfile(path):
                sys.exit(f"no compiler plugin library at {path}")
        case_paths_tag, tca_tag = arguments.macro_tags
        # Benchmarks/build-real-macros.sh writes the tags it built from beside the libraries.
        built_from = os.path.join(os.path.dirname(macro_libraries[1]), "macro-tags")
        if os.path.exists(built_from) and open(built_from).read().split() != [case_paths_tag, tca_tag]:
            sys.exit(f"--macro-tags {case_paths_tag} {tca_tag}, but {built_from} says the libraries were built "
                     f"from {open(built_from).read().strip()}")
        if tca_tag not in releases:
            sys.exit(f"TCA {tca_tag} is not a release the stand-in can present ({', '.join(releases)})")
    elif arguments.macro_tags:
        sys.exit("--macro-tags says what --real-macros were built from; without them the stand-in's "
                 f"releases are used (TCA {presented}, swift-case-paths {STAND_IN_CASE_PATHS})")
    else:
        case_paths_tag, tca_tag = STAND_IN_CASE_PATHS, presented
    tags = {"swift-case-paths": case_paths_tag, "swift-composable-architecture": tca_tag}
    default_forms = ("reducer-macro,binary,binary-attributes,checked-in,checked-in-attributes,empty-plugin"
                     if macro_libraries else "source,binary,checked-in,empty-plugin")
    forms = (arguments.forms or default_forms).split(",")
    needing_macros = [f for f in forms if f == "reducer-macro" or f.endswith(ATTRIBUTES)]
    if needing_macros and not macro_libraries:
        sys.exit(f"{', '.join(needing_macros)} need the real macros: --real-macros ... --macro-tags ...")
    print(f"releases resolved: TCA {tca_tag}, swift-case-paths {case_paths_tag} "
          f"({'the real macros: ' + ', '.join(macro_libraries) if macro_libraries else 'the stand-in macros'})",
          file=sys.stderr)
    commit, dirty = git_commit()
    toolchain = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    machine = Machine(arguments.quiet_below, arguments.quiet_max_wait)
    load_before = os.getloadavg()

    work = tempfile.mkdtemp(prefix="navgen-consumer-builds.")
    # Stopped with kill: still remove the work folder (below).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("stopped"))
    try:
        os.makedirs(os.path.join(work, "tmp"))
        os.environ["TMPDIR"] = os.path.join(work, "tmp")
        plugin_paths = {"source": ROOT, "checked-in": None, "empty-plugin": EMPTY_PLUGIN, "reducer-macro": None}
        bundle = os.path.abspath(arguments.bundle) if arguments.bundle else None
        if any(form.removesuffix(ATTRIBUTES) == "binary" for form in forms):
            bundle = bundle or build_bundle(work)
            plugin_paths["binary"] = binary_plugin_package(work, bundle)
        navgen = release_navgen(work, bundle)
        if macro_libraries:
            macro_flags = [flag for path in macro_libraries for flag in ("-load-plugin-library", path)]
        else:
            macro_flags = ["-load-plugin-executable", f"{stand_in_macro_plugin(work, tca_tag)}#{MACRO_MODULES}"]
        tools = Tools(tags, stand_in_copy(work, tca_tag, macro_flags), macro_flags, navgen)
        if arguments.baseline_rev:
            name = f"source@{arguments.baseline_rev}"
            forms.append(name)
            plugin_paths[name] = baseline_checkout(work, arguments.baseline_rev)

        records, edit_logs = [], {}
        started = time.time()
        for size in sizes:
            for config in configs:
                print(f"measuring {', '.join(forms)}, {size} enums, {config}...", file=sys.stderr)
                consumers = {}
                for form in forms:
                    folder = os.path.join(work, f"{form.replace('/', '_')}-{size}-{config}")
                    os.makedirs(os.path.join(folder, "tmp"))
                    kind = "source" if form.startswith("source@") else form
                    consumers[form] = Consumer(folder, kind, size, config, plugin_paths[form.removesuffix(ATTRIBUTES)],
                                               tools)
                cell = {"size": size, "config": config}
                for form, log in measure(consumers, arguments.runs, clean_runs, machine, records, cell).items():
                    edit_logs[(size, config, form)] = log
                for consumer in consumers.values():
                    shutil.rmtree(consumer.scratch, ignore_errors=True)
        summary = {
            "navgen_commit": commit, "navgen_tree_modified": dirty, "toolchain": toolchain,
            "macros": "real" if macro_libraries else "stand-in", "macro_tags": tags,
            "machine": {"system": platform.platform(), "cores": os.cpu_count(),
                        "load_average_before": [round(x, 2) for x in load_before]},
            "arguments": {"sizes": sizes, "configs": configs, "runs": arguments.runs, "clean_runs": clean_runs,
                          "forms": forms, "quiet_below": arguments.quiet_below,
                          "quiet_max_wait": arguments.quiet_max_wait},
            "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(started)),
            "minutes": round((time.time() - started) / 60, 1),
            "medians": medians(records), "builds": records,
        }
        if arguments.json:
            write(os.path.abspath(arguments.json), json.dumps(summary, indent=1) + "\n")
            print(f"wrote {arguments.json}", file=sys.stderr)
        report(summary, sizes, configs, forms)
    finally:
        if arguments.keep:
            print(f"work folder: {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)


# --- The report -------------------------------------------------------------------------------

def report(summary, sizes, configs, forms):
    records = summary["builds"]
    median = {(m["size"], m["config"], m["form"], m["kind"]): m["seconds"] for m in summary["medians"]}
    arguments = summary["arguments"]
    others = [r["others_cores"] for r in records if r["others_cores"] is not None]
    waits = [r["quiet_wait"] for r in records]
    print(f"\nConsumer builds, NavGen {summary['navgen_commit'][:10]}"
          f"{' (modified)' if summary['navgen_tree_modified'] else ''}, {summary['toolchain']}, "
          f"TCA {summary['macro_tags']['swift-composable-architecture']} and swift-case-paths "
          f"{summary['macro_tags']['swift-case-paths']} with the {summary['macros']} macros "
          f"(seconds; median of {arguments['clean_runs']} clean and {arguments['runs']} no-op and edit builds)\n")
    print("| enums | config | build | " + " | ".join(forms) + " |")
    print("|---|---|---|" + "---|" * len(forms))
    labels = {"clean": "clean", "edit": "edit one enum", "generate": "of which navgen generate", "noop": "no-op"}
    for size in sizes:
        for config in configs:
            for kind in ("clean", "edit", "generate", "noop"):
                cells = [median.get((size, config, form, kind)) for form in forms]
                if all(c is None for c in cells):
                    continue
                text = ["—" if c is None else f"{c:.2f}" for c in cells]
                print(f"| {size} | {config} | {labels[kind]} | " + " | ".join(text) + " |")

    pairs = [(a, "reducer-macro") for a in forms if a != "reducer-macro" and "reducer-macro" in forms]
    pairs += [(a, "checked-in") for a in forms if a not in ("checked-in", "reducer-macro") and "checked-in" in forms]
    pairs += [(a, "empty-plugin") for a in ("binary", "source") if a in forms and "empty-plugin" in forms]
    if "binary" in forms and "source" in forms:
        pairs.append(("binary", "source"))
    if pairs:
        print("\nRatios (and differences) of the medians:\n")
        for size in sizes:
            for config in configs:
                for a, b in pairs:
                    parts = []
                    for kind in ("clean", "edit", "noop"):
                        x, y = median.get((size, config, a, kind)), median.get((size, config, b, kind))
                        if x is not None and y is not None:
                            parts.append(f"{kind} {x / y:.2f}x ({x - y:+.2f} s)")
                    print(f"- {size} enums, {config}, {a} vs {b}: " + ", ".join(parts))

    def seconds_of(size, config, form, kind):
        return [r["seconds"] for r in sorted(records, key=lambda r: r["round"])
                if (r["size"], r["config"], r["form"], r["kind"]) == (size, config, form, kind)]
    if arguments["clean_runs"] > 1 and pairs:
        # Each round builds every form once: the difference within a round is the least disturbed
        # by the machine's drift, and its median the steadiest figure.
        print("\nClean builds round by round, and the median of the differences within a round:\n")
        for size in sizes:
            for config in configs:
                for form in forms:
                    times = ", ".join(f"{t:.2f}" for t in seconds_of(size, config, form, "clean"))
                    print(f"- {size} enums, {config}, {form}: {times}")
                for a, b in pairs:
                    differences = [x - y for x, y in zip(seconds_of(size, config, a, "clean"),
                                                         seconds_of(size, config, b, "clean"))]
                    print(f"- {size} enums, {config}, {a} - {b}: median {statistics.median(differences):+.2f} s")

    report_phases(records, sizes, configs, forms)

    last = {}
    for r in records:
        if r["kind"] == "edit":
            last[(r["size"], r["config"], r["form"])] = r["compiled"]
    if last:
        print("\nFiles the edit compiled (last edit):\n")
        for size in sizes:
            for config in configs:
                for form in forms:
                    print(f"- {size} enums, {config}, {form}: {last[(size, config, form)]}")

    print(f"\nThe machine: {summary['machine']['cores']} cores; load average {summary['machine']['load_average_before'][0]:.2f} "
          f"before the first build; the other processes kept {statistics.median(others) if others else 0:.2f} cores "
          f"busy during a timed build (median; at most {max(others) if others else 0:.2f})"
          + (f"; waited {sum(waits) / 60:.1f} min for a quiet machine, "
             f"{sum(r['quiet_timed_out'] for r in records)} times up to the cap" if arguments["quiet_below"] else "")
          + f"; {summary['minutes']} min in all.")


def report_phases(records, sizes, configs, forms):
    """Where each form's clean build went (medians), and each plugin form against the empty-plugin floor."""
    cleans = [r for r in records if r["kind"] == "clean" and r.get("phases")]
    if not cleans:
        return
    print("\nWhere a clean build goes (medians, seconds; from the build's own files and llbuild's database):\n")
    print("| enums | config | form | " + " | ".join(PHASES) + " | total |")
    print("|---|---|---|" + "---|" * (len(PHASES) + 1))
    table = {}
    for size in sizes:
        for config in configs:
            for form in forms:
                mine = [r for r in cleans if (r["size"], r["config"], r["form"]) == (size, config, form)]
                if not mine:
                    continue
                row = {p: statistics.median(r["phases"][p] for r in mine) for p in PHASES}
                row["total"] = statistics.median(r["seconds"] for r in mine)
                table[(size, config, form)] = row
                print(f"| {size} | {config} | {form} | " + " | ".join(f"{row[p]:.2f}" for p in PHASES)
                      + f" | {row['total']:.2f} |")
    floor_form = "empty-plugin"
    for size in sizes:
        for config in configs:
            floor = table.get((size, config, floor_form))
            if not floor:
                continue
            for form in forms:
                row = table.get((size, config, form))
                if not row or form in (floor_form, "checked-in", "reducer-macro") or not form.startswith(("binary", "source")):
                    continue
                target = floor["total"] + row["tool run"]
                parts = ", ".join(f"{p} {row[p] - floor[p]:+.2f}" for p in PHASES if p != "tool run")
                print(f"\n- {size} enums, {config}, {form} against {floor_form}: clean {row['total']:.2f} s against "
                      f"{floor['total']:.2f} s, the floor plus its tool's run ({row['tool run']:.2f} s) "
                      f"{target:.2f} s: {100 * (row['total'] / target - 1):+.1f}%; by phase: {parts}")


if __name__ == "__main__":
    main()
