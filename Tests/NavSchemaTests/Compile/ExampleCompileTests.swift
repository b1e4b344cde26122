import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Both forms of every example schema, for every TCA release family, type-check against the
/// stand-in of that release together with the hand-written features they name, in Swift 6
/// mode, with no error and no warning, with and without `-D DEBUG` when they have `#if` blocks
/// (`ExampleSources.conditionSets`). The expanded form compiles without any macro plugin; the
/// macro form with the stand-in's (`StandInMacroPlugin`), which expands `@CasePathable` and
/// `@ObservableState` as the expanded form writes them. The releases are
/// `CompileReleases.everyAPI`: each family against every stand-in API its releases span.
@Suite("Examples compile")
struct ExampleCompileTests {
  @Test("every example has its support folder")
  func everyExampleHasSupport() throws {
    #expect(ExampleSources.exampleNames.count >= 5)
    for name in ExampleSources.exampleNames {
      _ = try ExampleSources(example: name)
    }
  }

  @Test func everyFamilyAndEveryStandInAPIIsCovered() throws {
    #expect(CompileReleases.representatives.count == ExpansionFamily.all.count)
    #expect(Set(CompileReleases.representatives).isSubset(of: Set(CompileReleases.everyAPI)))
    let package = try StandInPackage.load()
    let apis = try Set(CompileReleases.everyAPI.map { try package.firstReleaseWithSameAPI(as: $0.version) })
    #expect(apis == Set(package.releasesWithDistinctAPIs), "every stand-in API is compiled against")
  }

  @Test("expanded form type-checks cleanly", arguments: ExampleSources.exampleNames, CompileReleases.everyAPI)
  func expandedFormTypeChecks(example: String, release: TCARelease) async throws {
    try await Self.expectCleanTypecheck(example, release: release, form: .expanded)
  }

  @Test("macro form type-checks cleanly", arguments: ExampleSources.exampleNames, CompileReleases.everyAPI)
  func macroFormTypeChecks(example: String, release: TCARelease) async throws {
    try await Self.expectCleanTypecheck(example, release: release, form: .macro)
  }

  /// The plugin's fallback for a TCA release navgen does not know, against the stand-in of the
  /// newest release navgen knows (whose glue the form writes), whose plugin expands `@Reducer` as
  /// that release's macro form is written. The enums do not depend on the release, so one is enough.
  static let handWrittenExamples = ["Articulo", "Inventario", "Lista", "Recetario", "Tienda"]

  /// HandWritten and Showcase are not among `handWrittenExamples`: type-checking their
  /// hand-written form with their features crashes swift-frontend 6.3.1 (signal 11 in
  /// `TypeCheckPrimaryFileRequest`). The smallest input found: HandWritten's `Lector.Destination`
  /// with `LectorFeature.swift`, `Ventana` (whose `case cerrada` gets `@ReducerCaseIgnored` from
  /// `@Reducer`'s member-attribute role, as TCA's does; an alert case's `@ReducerCaseEphemeral`
  /// does the same) and `Hoja` (a `State` written with `@ObservableState`); without either
  /// attribute it type-checks. The macro form, which writes the markers in the source, compiles.
  @Test func theHandWrittenExamplesAreExamples() {
    #expect(Set(Self.handWrittenExamples).isSubset(of: Set(ExampleSources.exampleNames)))
  }

  /// The examples left out of `handWrittenExamples`, each still crashing the compiler: when a
  /// toolchain no longer crashes on one, this fails and it belongs in `handWrittenExamples`.
  static var compilerCrashExamples: [String] {
    ExampleSources.exampleNames.filter { !handWrittenExamples.contains($0) }
  }

  @Test("the hand-written form of each example left out still crashes the compiler", arguments: compilerCrashExamples)
  func handWrittenFormStillCrashesTheCompiler(example: String) async throws {
    let sources = try ExampleSources(example: example, release: .newestKnown, form: .handWritten)
    let toolchain = try await StandInToolchain.shared(presenting: TCARelease.newestKnown.version)
    let result = try await toolchain.typecheck(
      files: [sources.generatedFile] + sources.supportFiles, languageMode: .swift6,
      defines: sources.conditionSets[0], expandingMacros: true, reducerRelease: sources.reducerRelease)
    #expect(
      !result.succeeded && result.diagnostics.contains("Stack dump"),
      "\(example)'s hand-written form no longer crashes swift-frontend; add it to handWrittenExamples:\n\(result.diagnostics)")
  }

  @Test("hand-written form type-checks", arguments: handWrittenExamples)
  func handWrittenFormTypeChecks(example: String) async throws {
    try await Self.expectCleanTypecheck(example, release: .newestKnown, form: .handWritten)
  }

  @Test(
    "expanded form type-checks for every swift-case-paths family",
    arguments: ExampleSources.exampleNames, CompileReleases.olderCasePaths)
  func expandedFormTypeChecksPerCasePathsFamily(example: String, casePaths: CasePathsRelease) async throws {
    try await Self.expectCleanTypecheck(example, release: .latest, form: .expanded, casePaths: casePaths)
  }

  static func expectCleanTypecheck(
    _ example: String, release: TCARelease, form: OutputForm, casePaths: CasePathsRelease = .latest
  ) async throws {
    let loaded = try ExampleSources.load(example, release: release, casePaths: casePaths)
    guard loaded.schema != nil else {
      // A shape this release's macro cannot expand; its refusal is a golden (ExampleGoldenTests).
      #expect(
        CompileReleases.refusal(loaded, release: release) != nil,
        "\(example) does not load for TCA \(release): \(loaded.diagnostics)")
      return
    }
    let sources = try ExampleSources(example: example, release: release, form: form, casePaths: casePaths)
    let toolchain = try await StandInToolchain.shared(presenting: release.version)
    for defines in sources.conditionSets {
      let result = try await toolchain.typecheck(
        files: [sources.generatedFile] + sources.supportFiles, languageMode: .swift6, defines: defines,
        expandingMacros: form.needsMacroPlugin, reducerRelease: sources.reducerRelease)
      let context = "\(example), \(form), for TCA \(release) (defines \(defines))"
      #expect(result.succeeded, "\(context) does not compile:\n\(result.diagnostics)")
      #expect(!result.diagnostics.contains("error:"), "\(result.diagnostics)")
      // TCA deprecates `@Reducer(state:action:)` (reducerArguments), and says so to an app that writes it.
      let warnings = result.diagnostics.split(separator: "\n").filter {
        $0.contains("warning:") && !(form == .handWritten && $0.contains("Define your conformance using an extension"))
      }
      #expect(warnings.isEmpty, "\(context) compiles with warnings:\n\(result.diagnostics)")
    }
  }
}
