import Foundation

// Test driver for NavGenPlugin's logic without PackagePlugin: compiled by
// Tests/NavSchemaTests/Plugin/PluginProbe.swift together with every plugin
// source that does not import PackagePlugin. It looks up the TCA release the
// way the plugin does and prints, as JSON, the lookup and the commands the
// plugin would declare for the given schema files.
//
//     probe package|dependency|xcode:<ProjectName> <start folder> [<file>...]
//
// `package` is a root package's target, `dependency` a target of a package
// the root depends on, `xcode:App` a target of App.xcodeproj.

struct Report: Encodable {
  struct Command: Encodable {
    var displayName: String
    var arguments: [String]
    var inputFiles: [String]
    var outputFiles: [String]
  }

  var release: String?
  var resolvedFile: String?
  var warning: String?
  var commands: [Command]
}

let arguments = CommandLine.arguments.dropFirst()
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
let lookup = TCAReleaseLookup.lookUp(ResolvedFileSearch(start: start, layout: layout))
let plans = SchemaCommands.plans(
  forFiles: arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }, under: start,
  navgen: URL(fileURLWithPath: "/bin/navgen"), workDirectory: URL(fileURLWithPath: "/work", isDirectory: true),
  tca: lookup)
let report = Report(
  release: lookup.release, resolvedFile: lookup.resolvedFile?.path, warning: lookup.warning,
  commands: plans.map {
    Report.Command(
      displayName: $0.displayName, arguments: $0.arguments, inputFiles: $0.inputFiles.map(\.path),
      outputFiles: $0.outputFiles.map(\.path))
  })
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
FileHandle.standardOutput.write(try encoder.encode(report))
