import Foundation

/// Compiles Swift sources against the TCA stand-in package (Tests/TCAStandIn): the modules
/// `ComposableArchitecture` and `CasePaths` with the signatures of one TCA release and a small
/// runtime.
///
/// Each release's stand-in is a copy of the package presenting it (`StandInPackage`), built
/// once per test process, with its copy and scratch directory under the system temporary
/// folder (never inside the repository). Releases with the same API share one build. Use
/// `StandInToolchain.shared(presenting:)`, or `shared()` for the release the checked-in package
/// presents (the newest); `shared(presenting:traits:)` for a release built with some of the
/// package traits it declares enabled (TCA's `ComposableArchitecture2Deprecations`, ...), one
/// build per release API and set of traits.
///
/// The stand-in declares `@CasePathable`, `@Reducer`, `@ObservableState`, `@ReducerCaseEphemeral`
/// and `@ReducerCaseIgnored` as the real modules do; like them it is built with its macro plugin
/// (`StandInMacroPlugin`), and sources that use the macros are compiled with it
/// (`expandingMacros: true`). Sources compiled without it must not use them.
final class StandInToolchain: Sendable {
  /// The oldest release with this build's API; the copy presents it.
  let release: String
  /// The package traits this build enabled, in the manifest's order; none by default, as in TCA.
  let traits: [String]
  /// The compilation conditions the copy was built with (`TCA_1_14_0`, ...). Sources compiled
  /// against it see them too, so hand-written expansions can follow the release.
  let conditions: [String]
  /// Directory holding `ComposableArchitecture.swiftmodule` and `CasePaths.swiftmodule`.
  let modulesDirectory: URL
  /// Directory holding the stand-in's dynamic library, `libTCAStandIn`.
  let libraryDirectory: URL
  /// How long the one-time `swift build` of this stand-in took.
  let buildDuration: Duration
  /// The plugin the stand-in's macros expand with.
  let macroPlugin: StandInMacroPlugin

  private static let builds = OnceCache<String, StandInToolchain>()
  /// Compiles (and programs) asked for again with the same inputs, run once.
  private static let repeats = RepeatedCompiles()

  /// The toolchain for the release the checked-in package presents; the first call builds it.
  static func shared() async throws -> StandInToolchain {
    try await shared(presenting: StandInPackage.load().presentedRelease)
  }

  /// The toolchain for `release` (`1.14.0`, `main`) built with `traits` enabled (package traits
  /// `release` declares; any other is an error naming those it does); the first call for its
  /// API and traits builds it.
  static func shared(presenting release: String, traits: some Collection<String> = [String]()) async throws
    -> StandInToolchain
  {
    let package = try StandInPackage.load()
    let first = try package.firstReleaseWithSameAPI(as: release)
    let enabled = try package.enabledTraits(traits, presenting: release)
    let variant = ([first] + enabled).joined(separator: "+")
    return try await builds.value(for: variant) { try await build(package, presenting: first, traits: enabled) }
  }

  private init(
    release: String, traits: [String], conditions: [String], modulesDirectory: URL, libraryDirectory: URL,
    buildDuration: Duration, macroPlugin: StandInMacroPlugin
  ) {
    self.release = release
    self.traits = traits
    self.conditions = conditions
    self.modulesDirectory = modulesDirectory
    self.libraryDirectory = libraryDirectory
    self.buildDuration = buildDuration
    self.macroPlugin = macroPlugin
  }

  /// Type-checks `files` together as one module that imports the stand-in. `defines` are
  /// compilation conditions set with `-D` (e.g. `DEBUG`) besides the release's `conditions`;
  /// `expandingMacros` loads the macro plugin, for sources that use the stand-in's macros;
  /// `reducerRelease` names the TCA release its `@Reducer` expands for (the hand-written form).
  func typecheck(
    files: [URL], languageMode: SwiftLanguageMode = .swift6, defines: [String] = [], expandingMacros: Bool = false,
    reducerRelease: String? = nil
  ) async throws -> CompilerResult {
    var arguments = try swiftcArguments(
      languageMode: languageMode, defines: defines, expandingMacros: expandingMacros, reducerRelease: reducerRelease)
    // One frontend for all files: without `-wmo` the driver starts one per file, each parsing
    // every file again (about 3x slower for many generated files).
    arguments += ["-typecheck", "-wmo"]
    let command = arguments + files.map(\.path)
    return try await Self.repeats.outcome(arguments: arguments, files: files) {
      RepeatedCompiles.Outcome(compilation: CompilerResult(try await ProcessRunner.run(command)), paths: files.map(\.path))
    }.compilation
  }

  /// Compiles `files` (plus `mainSource` as `main.swift`, if given) into an executable linked
  /// with the stand-in, runs it and returns what it printed. Throws if compilation fails.
  func buildAndRun(
    files: [URL], mainSource: String? = nil, languageMode: SwiftLanguageMode = .swift6,
    defines: [String] = [], expandingMacros: Bool = false, reducerRelease: String? = nil
  ) async throws -> ProgramResult {
    let workDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-standin-run-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: workDirectory) }

    var sources = files
    if let mainSource {
      let mainFile = workDirectory.appendingPathComponent("main.swift")
      try Data(mainSource.utf8).write(to: mainFile)
      sources.append(mainFile)
    }
    let executable = workDirectory.appendingPathComponent("probe")
    var arguments = try swiftcArguments(
      languageMode: languageMode, defines: defines, expandingMacros: expandingMacros, reducerRelease: reducerRelease)
    arguments += ["-L", libraryDirectory.path, "-l\(Self.libraryName)"]
    arguments += ["-Xlinker", "-rpath", "-Xlinker", libraryDirectory.path]
    // One frontend, as in `typecheck`: the driver's default batch mode starts one per core,
    // each type-checking what the other needs again (about twice the CPU time per program).
    arguments += ["-wmo"]
    let paths = sources.map(\.path)
    let command = arguments + paths + ["-o", executable.path]
    let outcome = try await Self.repeats.outcome(arguments: arguments, files: sources) {
      let compilation = CompilerResult(try await ProcessRunner.run(command))
      let program = compilation.succeeded ? ProgramResult(try await ProcessRunner.run([executable.path])) : nil
      return RepeatedCompiles.Outcome(compilation: compilation, program: program, paths: paths)
    }
    guard let program = outcome.program else {
      throw StandInToolchainError.compilationFailed(outcome.compilation.diagnostics)
    }
    return program
  }

  /// One module of a program `buildAndRun(modules:mainSource:)` builds: its name and files.
  struct ModuleSources: Sendable {
    var name: String
    var files: [URL]
  }

  /// Compiles each of `modules` in order into a library of its own, each with a package name
  /// of its own (as separate SwiftPM packages: only `public` declarations cross), every later
  /// one importing the earlier ones; then `mainSource` into an executable linked with all of
  /// them, runs it and returns what it printed. Throws with the compiler's output if a module
  /// does not compile.
  func buildAndRun(modules: [ModuleSources], mainSource: String) async throws -> ProgramResult {
    let workDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-standin-modules-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: workDirectory) }
    let linking = ["-L", libraryDirectory.path, "-l\(Self.libraryName)", "-Xlinker", "-rpath", "-Xlinker", libraryDirectory.path]
      + ["-I", workDirectory.path, "-L", workDirectory.path, "-Xlinker", "-rpath", "-Xlinker", workDirectory.path]
    var built: [String] = []
    for module in modules {
      let arguments = try swiftcArguments(
        languageMode: .swift6, defines: [], expandingMacros: false, reducerRelease: nil, moduleName: module.name,
        packageName: module.name + "Package")
      let library = workDirectory.appendingPathComponent("lib\(module.name).so").path
      let command = arguments + linking + built.map { "-l\($0)" } + [
        "-parse-as-library", "-wmo", "-emit-library", "-emit-module",
        "-emit-module-path", workDirectory.appendingPathComponent("\(module.name).swiftmodule").path,
      ] + module.files.map(\.path) + ["-o", library]
      let compilation = CompilerResult(try await ProcessRunner.run(command))
      guard compilation.succeeded else { throw StandInToolchainError.compilationFailed(compilation.diagnostics) }
      built.append(module.name)
    }
    let mainFile = workDirectory.appendingPathComponent("main.swift")
    try Data(mainSource.utf8).write(to: mainFile)
    let executable = workDirectory.appendingPathComponent("probe")
    let arguments = try swiftcArguments(
      languageMode: .swift6, defines: [], expandingMacros: false, reducerRelease: nil, packageName: "NavGenProbeMain")
    let compilation = CompilerResult(try await ProcessRunner.run(
      arguments + linking + built.map { "-l\($0)" } + [mainFile.path, "-o", executable.path]))
    guard compilation.succeeded else { throw StandInToolchainError.compilationFailed(compilation.diagnostics) }
    return ProgramResult(try await ProcessRunner.run([executable.path]))
  }

  private func swiftcArguments(
    languageMode: SwiftLanguageMode, defines: [String], expandingMacros: Bool, reducerRelease: String?,
    moduleName: String = StandInToolchain.probeModuleName, packageName: String = "NavGenProbe"
  ) throws -> [String] {
    try [
      "swiftc", "-swift-version", languageMode.rawValue,
      // A package name, so generated `package` enums compile as they do in a SwiftPM package.
      "-module-name", moduleName, "-package-name", packageName,
      "-I", modulesDirectory.path,
    ] + (conditions + defines).flatMap { ["-D", $0] }
      + (expandingMacros ? macroPlugin.compilerArguments(reducerRelease: reducerRelease) : [])
  }

  // MARK: - Building the stand-in

  /// Module name of the sources under test; distinct from any type name they may declare.
  private static let probeModuleName = "NavGenStandInProbe"
  private static let libraryName = "TCAStandIn"

  private static func build(
    _ package: StandInPackage, presenting release: String, traits: [String]
  ) async throws -> StandInToolchain {
    let checkoutFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-standin-\(StableHash.of(StandInPackage.directory.path))", isDirectory: true)
    let folder = checkoutFolder.appendingPathComponent(([release] + traits).joined(separator: "+"), isDirectory: true)
    let copy = folder.appendingPathComponent("package", isDirectory: true)
    let scratch = folder.appendingPathComponent("build", isDirectory: true)
    try package.copy(presenting: release, to: copy)
    KeptBuildFolders.keep(checkoutFolder, prefix: "navgen-standin-")
    // TCA's modules are built with their macro plugin; without it, each macro declaration
    // warns that its plugin module is not found.
    let macroPlugin = try await StandInMacroPlugin.shared()
    // Traits as SwiftPM enables them for a package that depends on TCA with `traits: [...]`.
    let swiftBuild = ["swift", "build", "--package-path", copy.path, "--scratch-path", scratch.path]
      + TestBuildOptions.swiftPM
      + (traits.isEmpty ? [] : ["--traits", traits.joined(separator: ",")])
      + macroPlugin.compilerArguments.flatMap { ["-Xswiftc", $0] }

    let start = ContinuousClock.now
    let build = try await ProcessRunner.run(swiftBuild)
    guard build.status == 0 else {
      let name = ([release] + traits).joined(separator: " with ")
      throw StandInToolchainError.standInBuildFailed(name, build.standardOutput + build.standardError)
    }
    let duration = ContinuousClock.now - start

    let binPath = try await ProcessRunner.run(swiftBuild + ["--show-bin-path"])
    let bin = URL(
      fileURLWithPath: binPath.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines),
      isDirectory: true
    )
    // SwiftPM 6 puts modules in `Modules/`; older releases next to the products.
    let modules = [bin.appendingPathComponent("Modules", isDirectory: true), bin].first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("ComposableArchitecture.swiftmodule").path
      )
    }
    guard let modules else { throw StandInToolchainError.modulesNotFound(bin.path) }
    return StandInToolchain(
      release: release, traits: traits, conditions: try package.conditions(presenting: release),
      modulesDirectory: modules, libraryDirectory: bin, buildDuration: duration, macroPlugin: macroPlugin)
  }
}

enum SwiftLanguageMode: String, Sendable {
  case swift5 = "5"
  case swift6 = "6"
}

/// What the compiler said about a set of files.
struct CompilerResult: Sendable {
  let exitStatus: Int32
  /// Everything the compiler printed; its diagnostics go to standard error.
  var diagnostics: String

  var succeeded: Bool { exitStatus == 0 }

  init(_ output: ProcessResult) {
    self.exitStatus = output.status
    self.diagnostics = output.standardOutput + output.standardError
  }
}

/// What a program built by `buildAndRun` printed, and how it ended.
struct ProgramResult: Sendable {
  /// The exit status, or the signal's number when `killedBySignal`.
  let exitStatus: Int32
  let killedBySignal: Bool
  var standardOutput: String
  var standardError: String

  fileprivate init(_ output: ProcessResult) {
    self.exitStatus = output.status
    self.killedBySignal = output.killedBySignal
    self.standardOutput = output.standardOutput
    self.standardError = output.standardError
  }
}

enum StandInToolchainError: Error, CustomStringConvertible {
  case standInBuildFailed(String, String)
  case modulesNotFound(String)
  case compilationFailed(String)

  var description: String {
    switch self {
    case .standInBuildFailed(let release, let log): "Building the stand-in presenting TCA \(release) failed:\n\(log)"
    case .modulesNotFound(let path): "No ComposableArchitecture.swiftmodule under \(path)"
    case .compilationFailed(let diagnostics): "Compilation failed:\n\(diagnostics)"
    }
  }
}
