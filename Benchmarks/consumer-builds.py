#!/usr/bin/env python3
"""What NavGen costs a consumer's build, for each way of using it.

Writes a consumer package with N navigation enums (one `Destination` of 8 cases per parent
feature, every enum over the same 8 hand-expanded child features, the project's TCA stand-in
as TCA) in three forms:

  source      NavGenPlugin from this checkout: the build compiles navgen-generate, then runs it
              on one schema holding all N enums (one generated file per enum);
  binary      BinaryPlugin (the same plugin over the prebuilt artifact bundle that
              Scripts/build-artifact-bundle.sh makes), used through `binaryTarget(path:)`;
  checked-in  the generated Swift written by `navgen generate --per-enum`, one file per
              enum, no plugin;
  empty-plugin  the checked-in files with a build-tool plugin that declares no command (not
              measured unless asked): what any build-tool plugin costs a build, its floor.

The schema asks for the macro-free form (`"expandMacros": true`, the plugin's default). With
--real-macros, every consumer is compiled with the REAL macros of TCA and swift-case-paths
(`-load-plugin-library`), which makes two more kinds of form possible:

  reducer-macro  no NavGen: each `Destination` hand-written as `@Reducer public enum` with its
              cases, expanded by TCA's real `@Reducer` (declared as TCA declares it, over the
              stand-in's API), whose `@CasePathable` and `@ObservableState` the real macros expand;
  <form>-attributes  any form above with `"expandMacros": false`: the attribute form, whose
              nested macros the real macros expand (e.g. binary-attributes, checked-in-attributes).

Every form is then also compared with reducer-macro.

and times, for each size and configuration, a clean build (empty scratch folder), the median
no-op rebuild, and the median rebuild after editing one enum (a case added to or removed from
the first feature's destination: in the schema for the plugins; in its schema and then
regenerated with navgen for checked-in code). The first rebuild after a clean build is not
timed: SwiftPM re-plans then. The forms' builds alternate, build for build (clean A, clean B,
…, clean A, …), so that a machine getting busier or quieter during the run does not favour the
form measured first. Prints a Markdown table, the ratios between the forms, and the
files each form's incremental build compiled (from the build log).

    python3 Benchmarks/consumer-builds.py [--sizes 10,50,200] [--configs debug,release] [--runs 3]
        [--clean-runs 1] [--forms source,binary,checked-in,empty-plugin] [--bundle <NavGenBinary.artifactbundle>] [--baseline-rev <rev>]
        [--real-macros <libCasePathsMacros.so> <libComposableArchitectureMacros.so>
         --macro-tags <swift-case-paths tag> <TCA tag>]

--real-macros takes compiler plugin libraries already built (module names CasePathsMacros and
ComposableArchitectureMacros, each macro type as the tag names it); the script never builds
them, and prints the tags --macro-tags says they were built from. Without --forms it then
measures reducer-macro,binary,binary-attributes,checked-in,checked-in-attributes.

--bundle reuses a built artifact bundle (otherwise the script builds one first, untimed); the
consumer uses its zip (`<bundle>.zip`, next to it) when there is one, which SwiftPM extracts in
each clean build as it does a release's download.
--baseline-rev adds `source@<rev>`: the source-built plugin of another revision of this
repository (from `git archive`), e.g. the commit before a change meant to make builds cheaper.
The machine's load shows in every figure; compare forms measured in the same run.
"""
import argparse
import json
import os
import re
import shutil
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


# TCA's `@Reducer` as its Sources/ComposableArchitecture/Macros.swift declares it (the stand-in
# declares only the macros NavGen's attribute form keeps), for the reducer-macro form.
REDUCER_MACRO = """import ComposableArchitecture

@attached(member, names: named(State), named(Action), named(init), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")
"""


def reducer_macro_destination(index, extra_case):
    return (f"import ComposableArchitecture\n\nextension Feature{index} {{\n  @Reducer\n"
            f"  public enum Destination {{\n{destination_cases(extra_case)}  }}\n}}\n")


# The plugin each form builds with, as (package, plugin); checked-in code has none.
PLUGINS = {"source": ("NavGen", "NavGenPlugin"), "binary": ("BinaryPlugin", "NavGenPlugin"),
           "empty-plugin": ("EmptyPlugin", "EmptyPlugin")}
# Forms whose generated Swift navgen writes into the target before the build.
CHECKED_IN_FORMS = ("checked-in", "empty-plugin")


def manifest(form, plugin_path, macro_libraries=None):
    dependencies = [f'.package(name: "TCAStandIn", path: "{STAND_IN}")']
    settings = ""
    if macro_libraries:
        flags = ", ".join(f'"-load-plugin-library", "{path}"' for path in macro_libraries)
        settings = f", swiftSettings: [.unsafeFlags([{flags}])]"
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
      dependencies: [.product(name: "TCAStandIn", package: "TCAStandIn")]{settings}{plugins}),
  ]
)
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


ATTRIBUTES = "-attributes"


class Consumer:
    def __init__(self, folder, form, size, config, plugin_path, navgen, macro_libraries=None):
        # `binary-attributes` is `binary` with `"expandMacros": false`.
        self.expand = not form.endswith(ATTRIBUTES)
        form = form[:-len(ATTRIBUTES)] if not self.expand else form
        self.folder, self.form, self.size, self.config, self.navgen = folder, form, size, config, navgen
        self.package = os.path.join(folder, "Consumer")
        self.scratch = os.path.join(folder, "build")
        self.sources = os.path.join(self.package, "Sources", "Navigation")
        self.extra_case = False
        write(os.path.join(self.package, "Package.swift"), manifest(form, plugin_path, macro_libraries))
        if form == "reducer-macro":
            write(os.path.join(self.sources, "Reducer.swift"), REDUCER_MACRO)
        for index in range(CHILDREN):
            write(os.path.join(self.sources, "Children", f"Child{index}.swift"), child_feature(index))
        write(os.path.join(self.sources, "Parents.swift"),
              "".join(f"public enum Feature{index} {{}}\n" for index in range(size)))
        self.write_schemas()

    def write_schemas(self):
        if self.form == "reducer-macro":
            # Rewritten only when its text changes, as navgen does, so an edit touches one file.
            for index in range(self.size):
                path = os.path.join(self.sources, "Destinations", f"Feature{index}.swift")
                text = reducer_macro_destination(index, self.extra_case and index == 0)
                if not os.path.exists(path) or open(path).read() != text:
                    write(path, text)
            return
        whole = json.dumps(schema(self.size, self.extra_case, self.expand), indent=2) + "\n"
        if self.form not in CHECKED_IN_FORMS:
            write(os.path.join(self.sources, "App.navgen.json"), whole)
            return
        # Checked-in code: the schema kept outside the target, its Swift written by navgen, one
        # file per enum; navgen rewrites only the files whose text changed.
        path = os.path.join(self.folder, "schemas", "App.navgen.json")
        write(path, whole)
        subprocess.run([self.navgen, "generate", path, "--output-dir", os.path.join(self.sources, "Generated"),
                        "--per-enum"], check=True)

    def edit_one_enum(self):
        self.extra_case = not self.extra_case
        self.write_schemas()

    def clean(self):
        shutil.rmtree(self.scratch, ignore_errors=True)

    def build(self):
        """Seconds one `swift build` takes, and its log."""
        start = time.perf_counter()
        result = subprocess.run(
            ["swift", "build", "--package-path", self.package, "--scratch-path", self.scratch,
             "-c", self.config], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            env=dict(os.environ, TMPDIR=os.path.join(self.folder, "tmp")))
        seconds = time.perf_counter() - start
        log = result.stdout.decode(errors="replace")
        if result.returncode != 0:
            sys.exit(f"build of the {self.form} consumer failed:\n{log[-4000:]}")
        return seconds, log


def compiled_files(log):
    """`Module: file, file` for every module the build log shows compiling."""
    modules = {}
    for line in log.splitlines():
        match = re.search(r"Compiling (\S+) (.+)$", line)
        if match:
            modules.setdefault(match.group(1), []).extend(f.strip() for f in match.group(2).split(","))
    return "; ".join(f"{m}: {', '.join(sorted(set(files)))}" for m, files in sorted(modules.items())) or "nothing"


# --- Builds of the tools ----------------------------------------------------------------------

def run(command, **options):
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, **options)


def build_navgen(work):
    scratch = os.path.join(work, "navgen-build")
    print("building navgen for the checked-in form (untimed)...", file=sys.stderr)
    run(["swift", "build", "--package-path", ROOT, "--scratch-path", scratch, "--product", "navgen"])
    return os.path.join(scratch, "debug", "navgen")


def build_bundle(work):
    print("building the artifact bundle (untimed)...", file=sys.stderr)
    out = os.path.join(work, "bundle")
    run([os.path.join(ROOT, "Scripts", "build-artifact-bundle.sh"), out,
         "--scratch-path", os.path.join(work, "bundle-build")])
    return os.path.join(out, "NavGenBinary.artifactbundle")


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


# --- Measuring --------------------------------------------------------------------------------

def measure(consumers, runs, clean_runs):
    """Each form's figures, its builds alternated with the other forms' build for build, so that
    the machine's drift (a busy neighbour, a warming cache) slows every form alike."""
    def each_form(step):
        return {form: step(consumer) for form, consumer in consumers.items()}

    def rounds(count, step):
        timed = [each_form(step) for _ in range(count)]
        return {form: [figures[form] for figures in timed] for form in consumers}

    def clean_build(consumer):
        consumer.clean()
        return consumer.build()[0]

    def edited_build(consumer):
        consumer.edit_one_enum()
        return consumer.build()

    cleans = rounds(clean_runs, clean_build)
    each_form(Consumer.build)  # the re-planning rebuild after a clean build
    noops = rounds(runs, lambda consumer: consumer.build()[0])
    edits = rounds(runs, edited_build)
    return {form: {"clean": statistics.median(cleans[form]), "cleans": cleans[form],
                   "incremental": statistics.median(seconds for seconds, _ in edits[form]),
                   "noop": statistics.median(noops[form]),
                   "recompiled": compiled_files(edits[form][-1][1])}
            for form in consumers}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10,50,200")
    parser.add_argument("--configs", default="debug,release")
    parser.add_argument("--runs", type=int, default=3, help="no-op and incremental builds per cell (median)")
    parser.add_argument("--clean-runs", type=int, default=1, help="clean builds per cell (median)")
    parser.add_argument("--forms", help="default: source,binary,checked-in; with --real-macros "
                        "reducer-macro,binary,binary-attributes,checked-in,checked-in-attributes")
    parser.add_argument("--bundle", help="an existing NavGenBinary.artifactbundle to use")
    parser.add_argument("--baseline-rev", help="also measure the source-built plugin of this revision")
    parser.add_argument("--keep", action="store_true", help="keep the work folder (printed)")
    parser.add_argument("--real-macros", nargs=2, metavar=("CASE_PATHS_LIBRARY", "TCA_LIBRARY"),
                        help="built compiler plugin libraries CasePathsMacros and ComposableArchitectureMacros")
    parser.add_argument("--macro-tags", nargs=2, metavar=("CASE_PATHS_TAG", "TCA_TAG"),
                        help="the tags the --real-macros libraries were built from (printed)")
    arguments = parser.parse_args()
    sizes = [int(s) for s in arguments.sizes.split(",")]
    configs = arguments.configs.split(",")
    macro_libraries = None
    if arguments.real_macros:
        if not arguments.macro_tags:
            sys.exit("--real-macros needs --macro-tags <swift-case-paths tag> <TCA tag>")
        macro_libraries = [os.path.abspath(path) for path in arguments.real_macros]
        for path in macro_libraries:
            if not os.path.isfile(path):
                sys.exit(f"no compiler plugin library at {path}")
        print(f"real macros: swift-case-paths {arguments.macro_tags[0]} ({macro_libraries[0]}), "
              f"TCA {arguments.macro_tags[1]} ({macro_libraries[1]})")
    default_forms = ("reducer-macro,binary,binary-attributes,checked-in,checked-in-attributes" if macro_libraries
                     else "source,binary,checked-in")
    forms = (arguments.forms or default_forms).split(",")
    needing_macros = [f for f in forms if f == "reducer-macro" or f.endswith(ATTRIBUTES)]
    if needing_macros and not macro_libraries:
        sys.exit(f"{', '.join(needing_macros)} need the real macros: --real-macros ... --macro-tags ...")

    work = tempfile.mkdtemp(prefix="navgen-consumer-builds.")
    try:
        os.makedirs(os.path.join(work, "tmp"))
        os.environ["TMPDIR"] = os.path.join(work, "tmp")
        navgen = build_navgen(work)
        plugin_paths = {"source": ROOT, "checked-in": None, "empty-plugin": EMPTY_PLUGIN, "reducer-macro": None}
        if any(form.removesuffix(ATTRIBUTES) == "binary" for form in forms):
            bundle = os.path.abspath(arguments.bundle) if arguments.bundle else build_bundle(work)
            plugin_paths["binary"] = binary_plugin_package(work, bundle)
        if arguments.baseline_rev:
            name = f"source@{arguments.baseline_rev}"
            forms.append(name)
            plugin_paths[name] = baseline_checkout(work, arguments.baseline_rev)

        results = {}
        for size in sizes:
            for config in configs:
                print(f"measuring {', '.join(forms)}, {size} enums, {config}...", file=sys.stderr)
                consumers = {}
                for form in forms:
                    folder = os.path.join(work, f"{form.replace('/', '_')}-{size}-{config}")
                    os.makedirs(os.path.join(folder, "tmp"))
                    kind = "source" if form.startswith("source@") else form
                    consumers[form] = Consumer(folder, kind, size, config, plugin_paths[form.removesuffix(ATTRIBUTES)],
                                               navgen, macro_libraries)
                for form, figures in measure(consumers, arguments.runs, arguments.clean_runs).items():
                    results[(size, config, form)] = figures
                for consumer in consumers.values():
                    shutil.rmtree(consumer.scratch, ignore_errors=True)
        report(results, sizes, configs, forms, arguments.runs, arguments.clean_runs)
    finally:
        if arguments.keep:
            print(f"work folder: {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)


def report(results, sizes, configs, forms, runs, clean_runs):
    print(f"\nConsumer builds (seconds; clean: median of {clean_runs}; no-op and incremental: median of {runs}; "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the end)\n")
    print("| enums | config | build | " + " | ".join(forms) + " |")
    print("|---|---|---|" + "---|" * len(forms))
    for size in sizes:
        for config in configs:
            for build in ("clean", "incremental", "noop"):
                label = {"clean": "clean", "incremental": "edit one enum", "noop": "no-op"}[build]
                cells = [f"{results[(size, config, form)][build]:.2f}" for form in forms]
                print(f"| {size} | {config} | {label} | " + " | ".join(cells) + " |")

    pairs = [(a, "reducer-macro") for a in forms if a != "reducer-macro" and "reducer-macro" in forms]
    pairs += [(a, "checked-in") for a in forms if a not in ("checked-in", "reducer-macro") and "checked-in" in forms]
    if "binary" in forms and "source" in forms:
        pairs.append(("binary", "source"))
    if "binary" in forms and "empty-plugin" in forms:
        pairs.append(("binary", "empty-plugin"))
    if pairs:
        print("\nRatios (and differences):\n")
        for size in sizes:
            for config in configs:
                for a, b in pairs:
                    parts = []
                    for build in ("clean", "incremental", "noop"):
                        x, y = results[(size, config, a)][build], results[(size, config, b)][build]
                        parts.append(f"{build} {x / y:.2f}x ({x - y:+.2f} s)")
                    print(f"- {size} enums, {config}, {a} vs {b}: " + ", ".join(parts))

    if clean_runs > 1 and pairs:
        # Each round builds every form once, one after the other: the difference within a round
        # is the least disturbed by the machine's drift, and its median the steadiest figure.
        print("\nClean builds round by round, and the median of the differences within a round:\n")
        for size in sizes:
            for config in configs:
                for form in forms:
                    times = ", ".join(f"{t:.2f}" for t in results[(size, config, form)]["cleans"])
                    print(f"- {size} enums, {config}, {form}: {times}")
                for a, b in pairs:
                    differences = [x - y for x, y in zip(results[(size, config, a)]["cleans"],
                                                         results[(size, config, b)]["cleans"])]
                    print(f"- {size} enums, {config}, {a} - {b}: median {statistics.median(differences):+.2f} s")

    print("\nFiles the incremental build compiled (last edit):\n")
    for size in sizes:
        for config in configs:
            for form in forms:
                print(f"- {size} enums, {config}, {form}: {results[(size, config, form)]['recompiled']}")


if __name__ == "__main__":
    main()
