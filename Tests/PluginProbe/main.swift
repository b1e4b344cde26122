import Foundation

// Test driver for NavGenPlugin's logic without PackagePlugin: compiled by
// Tests/NavCommandsTests/Plugin/PluginProbe.swift together with every plugin
// source that does not import PackagePlugin. It looks up the TCA release the
// way the plugin does and prints, as JSON, the lookup and the commands the
// plugin would declare for the given schema files.
//
//     probe package|dependency|xcode:<ProjectName> <start folder> [<file>...]
//           [--module <name>] [--dependency <module>=<schema>]... [--other <module>=<schema>]...
//     probe releases [<TCA release>...]
//     probe traits <Package.swift>
//
// `package` is a root package's target, `dependency` a target of a package
// the root depends on, `xcode:App` a target of App.xcodeproj. `--module`,
// `--dependency` and `--other` place the target in its package as the plugin
// reads it from SwiftPM (`TargetModules`). `releases` prints the releases the
// plugin knows navgen supports, and which of the given TCA releases it takes
// as older than those; `traits` the traits of TCA a manifest switches on as
// the plugin reads them (`ManifestTraits`). A package's target reads the
// traits from `<start folder>/Package.swift`, as the plugin does.

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "releases" {
  let known: [String: Any] = [
    "tca": KnownReleases.tca, "casePaths": KnownReleases.casePaths,
    "olderThanTCA": arguments.dropFirst().filter(KnownReleases.isOlderThanTCA),
    "tcaTraits": KnownReleases.tcaTraits.map { [$0.0, $0.1] },
  ]
  FileHandle.standardOutput.write(try JSONSerialization.data(withJSONObject: known, options: [.sortedKeys]))
  exit(0)
}
if arguments.first == "traits", arguments.count == 2 {
  let read = ManifestTraits.read(URL(fileURLWithPath: arguments[arguments.startIndex + 1]))
  let found: [String: Any] = [
    "declaresTCA": read != nil,
    "names": (read?.names ?? []).map { ["text": $0.text, "line": $0.line, "column": $0.column] as [String: Any] },
    "unreadable": read?.unreadable.map { ["line": $0.line, "column": $0.column] } ?? NSNull(),
  ]
  FileHandle.standardOutput.write(try JSONSerialization.data(withJSONObject: found, options: [.sortedKeys]))
  exit(0)
}
guard arguments.count >= 2, let kind = arguments.first else {
  FileHandle.standardError.write(Data("usage: probe package|dependency|xcode:<name> <folder> [<file>...]\n".utf8))
  exit(2)
}
let start = URL(fileURLWithPath: arguments[arguments.startIndex + 1], isDirectory: true)
let layout: ResolvedFileSearch.Layout
switch kind {
case "package": layout = .package(skipsOwnFile: false)
case "dependency": layout = .package(skipsOwnFile: true)
default: layout = .xcodeProject(projectName: String(kind.dropFirst("xcode:".count)))
}
var files: [URL] = []
var modules = TargetModules()
var rest = Array(arguments.dropFirst(2))[...]
while let argument = rest.popFirst() {
  guard argument.hasPrefix("--") else {
    files.append(URL(fileURLWithPath: argument))
    continue
  }
  guard let value = rest.popFirst() else { exit(2) }
  if argument == "--module" {
    modules.module = value
    continue
  }
  let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
  guard parts.count == 2 else { exit(2) }
  let schema = URL(fileURLWithPath: parts[1])
  let list = argument == "--dependency" ? \TargetModules.dependencies : \TargetModules.others
  if let index = modules[keyPath: list].firstIndex(where: { $0.module == parts[0] }) {
    modules[keyPath: list][index].schemas.append(schema)
  } else {
    modules[keyPath: list].append(ModuleSchemas(module: parts[0], schemas: [schema]))
  }
}
let lookup = TCAReleaseLookup.lookUp(ResolvedFileSearch(start: start, layout: layout))
let plan = SchemaCommands.plan(
  forFiles: files, under: start,
  navgen: URL(fileURLWithPath: "/bin/navgen"), workDirectory: URL(fileURLWithPath: "/work", isDirectory: true),
  tca: lookup, modules: modules, traits: kind.hasPrefix("xcode:") ? nil : TraitsLookup.lookUp(in: start))
// Keys as PluginProbe.Report in the tests decodes them; null for what is missing.
let report: [String: Any] = [
  "release": lookup.release ?? NSNull(),
  "casePathsRelease": lookup.casePathsRelease ?? NSNull(),
  "resolvedFile": lookup.resolvedFile?.path ?? NSNull(),
  "warning": lookup.warning ?? NSNull(),
  "targetWarning": plan.warning ?? NSNull(),
  "manifestWarnings": plan.manifestWarnings.map { ["line": $0.line, "message": $0.message] as [String: Any] },
  "commands": plan.commands.map {
    [
      "displayName": $0.displayName, "arguments": $0.arguments,
      "inputFiles": $0.inputFiles.map(\.path), "outputFiles": $0.outputFiles.map(\.path),
    ]
  },
]
FileHandle.standardOutput.write(try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]))
