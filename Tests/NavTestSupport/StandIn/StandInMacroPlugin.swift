import Foundation

/// The macro plugin of the TCA stand-in (Tests/CompileSupport/StandInMacros): one executable
/// implementing `CasePathsMacros` and `ComposableArchitectureMacros`, whose `@CasePathable` and
/// `@ObservableState` expand with NavSchema's own expanded-form code. With it, NavGen's macro
/// form compiles against the stand-in.
///
/// It is built from NavSchema's sources (a module of its own, `import NavSchema` as any client)
/// and the plugin's, with `swiftc`, into a folder under the system temporary folder (never the
/// repository). The build is kept for the same sources and toolchain, so it runs once per
/// change, at most once per test process.
struct StandInMacroPlugin: Sendable {
  let executable: URL
  /// How long building it took in this process; nil when a build of the same sources was reused.
  let buildDuration: Duration?

  /// The modules of the stand-in's `#externalMacro` declarations.
  static let modules = ["CasePathsMacros", "ComposableArchitectureMacros"]

  /// What swiftc needs to expand the stand-in's macros with it.
  var compilerArguments: [String] {
    Self.arguments(loading: executable)
  }

  /// `compilerArguments`, with `@Reducer` expanded for `reducerRelease` when given (the
  /// hand-written form). The compiler starts a plugin with no arguments and an environment of
  /// its own, so the release is in the path the plugin is started by: a hard link to it named
  /// `tca-<release>/StandInMacros` beside it (`StandInMacros.reducerRelease`; the compiler
  /// resolves a symbolic link before starting it).
  func compilerArguments(reducerRelease: String?) throws -> [String] {
    guard let reducerRelease else { return compilerArguments }
    let folder = executable.deletingLastPathComponent().appendingPathComponent("tca-\(reducerRelease)", isDirectory: true)
    let link = folder.appendingPathComponent(executable.lastPathComponent)
    if !FileManager.default.isExecutableFile(atPath: link.path) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // Made aside and renamed over: another test process may be making the same link.
      let partial = folder.appendingPathComponent("link-\(UUID().uuidString)")
      try FileManager.default.linkItem(atPath: executable.path, toPath: partial.path)
      guard rename(partial.path, link.path) == 0 else {
        throw StandInMacroPluginError("cannot move the link to the plugin to \(link.path): errno \(errno)")
      }
    }
    return Self.arguments(loading: link)
  }

  private static func arguments(loading executable: URL) -> [String] {
    ["-load-plugin-executable", "\(executable.path)#\(modules.joined(separator: ","))"]
  }

  private static let builds = OnceCache<String, StandInMacroPlugin>()

  /// The plugin for the checkout's current sources; the first call builds it if needed.
  static func shared() async throws -> StandInMacroPlugin {
    try await builds.value(for: "plugin") { try await build() }
  }

  private static func build() async throws -> StandInMacroPlugin {
    let navSchema = try swiftFiles(in: "Sources/NavSchema")
    // `NestedMacroExpansion` reads Swift with the import's reader.
    let navImport = try swiftFiles(in: "Sources/NavImport")
    let plugin = try swiftFiles(in: "Tests/CompileSupport/MacroPluginProtocol")
      + swiftFiles(in: "Tests/CompileSupport/StandInMacros")
    let version = try await ProcessRunner.run(["swiftc", "--version"])
    var fingerprint = Array(version.standardOutput.utf8)
    for file in navSchema + navImport + plugin {
      let relativePath = file.path.dropFirst(Repository.root.path.count)
      fingerprint += Array(relativePath.utf8) + [0] + (try Repository.bytes(file)) + [0]
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-macro-plugin-\(StableHash.of(fingerprint))", isDirectory: true)
    let executable = folder.appendingPathComponent("StandInMacros")
    if FileManager.default.isExecutableFile(atPath: executable.path) {
      KeptBuildFolders.keep(folder, prefix: "navgen-macro-plugin-")
      return StandInMacroPlugin(executable: executable, buildDuration: nil)
    }

    // Built aside, then moved into place whole: another process may be building the same.
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-macro-plugin-build-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let start = ContinuousClock.now
    for (module, files) in [("NavSchema", navSchema), ("NavImport", navImport)] {
      try await run([
        "swiftc", "-swift-version", "6", "-parse-as-library", "-wmo", "-module-name", module, "-package-name", "NavGen",
        "-I", work.path,
        "-emit-module", "-emit-module-path", work.appendingPathComponent("\(module).swiftmodule").path,
        "-c", "-o", work.appendingPathComponent("\(module).o").path,
      ] + files.map(\.path))
    }
    try await run([
      "swiftc", "-swift-version", "6", "-I", work.path,
      work.appendingPathComponent("NavSchema.o").path, work.appendingPathComponent("NavImport.o").path,
      "-o", work.appendingPathComponent("StandInMacros").path,
    ] + plugin.map(\.path))
    let duration = ContinuousClock.now - start
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // rename(2) replaces atomically; a process that got there first left the same bytes.
    guard rename(work.appendingPathComponent("StandInMacros").path, executable.path) == 0 else {
      throw StandInMacroPluginError("cannot move the plugin to \(executable.path): errno \(errno)")
    }
    KeptBuildFolders.keep(folder, prefix: "navgen-macro-plugin-")
    return StandInMacroPlugin(executable: executable, buildDuration: duration)
  }

  private static func run(_ command: [String]) async throws {
    let result = try await ProcessRunner.run(command)
    guard result.status == 0 else {
      throw StandInMacroPluginError("building the stand-in's macro plugin failed:\n\(result.standardError)")
    }
  }

  /// The Swift files under `folder` of the checkout, sorted by path.
  private static func swiftFiles(in folder: String) throws -> [URL] {
    let root = Repository.url(folder)
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
      throw StandInMacroPluginError("no folder \(root.path)")
    }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }
}

struct StandInMacroPluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
