import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The SwiftUI glue of every example that has one, generated for each release that declares
/// TCA's package traits with each combination of them switched on (`--tca-traits`), type-checks
/// against the stand-in built with those traits, with no warning in the generated file (the
/// support files, written by hand, may use what a trait deprecates) and no error anywhere, with
/// and without `-D DEBUG`. Without traits, every release is `ExampleCompileTests`' job. The glue
/// is the same in both forms, so the expanded form, which needs no macro plugin, is compiled.
/// Where the glue leaves a case to the app (an alert the `Bindable` modifiers reach only through
/// deprecated calls), the loader's warnings at those cases are the only diagnostics.
@Suite("Glue compiles with TCA's traits")
struct TraitCompileTests {
  /// One release (each stand-in API that declares traits) and one non-empty set of its traits.
  struct Configuration: Sendable, CustomTestStringConvertible {
    var release: TCARelease
    var traits: [TCATrait]

    var testDescription: String { "\(release) with \(traits.map(\.rawValue).joined(separator: " and "))" }
  }

  static let configurations: [Configuration] = CompileReleases.everyAPI.flatMap { release in
    let declared = TCATrait.declared(by: release)
    return (1..<(1 << declared.count)).map { mask in
      Configuration(release: release, traits: declared.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
    }
  }

  /// The examples whose schemas ask for glue.
  static let glueExamples = ExampleSources.exampleNames.filter { name in
    (try? String(contentsOf: Repository.url("Schemas/examples/\(name).navgen.json"), encoding: .utf8))?
      .contains("\"swiftUI\"") == true
  }

  @Test func everyConfigurationThatDeclaresTraitsIsCovered() {
    #expect(Set(Self.configurations.map(\.release.version)).isSuperset(of: ["1.25.0", "1.25.3", "1.25.5", "main"]))
    #expect(Self.configurations.contains { $0.release.version == "main" && $0.traits == TCATrait.allCases })
    #expect(Self.glueExamples.count >= 5, "\(Self.glueExamples)")
  }

  @Test(arguments: configurations)
  func glueTypeChecksWithoutWarnings(configuration: Configuration) async throws {
    let toolchain = try await StandInToolchain.shared(
      presenting: configuration.release.version, traits: configuration.traits.map(\.rawValue))
    let choice = ReleaseChoice(tcaTraits: Set(configuration.traits))
    for example in Self.glueExamples {
      let schemaURL = Repository.url("Schemas/examples/\(example).navgen.json")
      let loaded = SchemaLoader.load(
        contents: try Repository.bytes(schemaURL), fileName: "\(example).navgen.json", tcaOverride: configuration.release,
        casePaths: choice)
      let context = "\(example) for TCA \(configuration.testDescription)"
      guard let schema = loaded.schema else {
        #expect(CompileReleases.refusal(loaded, release: configuration.release) != nil, "\(context): \(loaded.diagnostics)")
        continue
      }
      // The only thing the loader may say: a case the `Bindable` modifiers leave to the app.
      #expect(
        loaded.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("only through deprecated calls") },
        "\(context): \(loaded.diagnostics)")
      let sources = try ExampleSources(example: example, release: configuration.release, form: .expanded)
      let generated = try sources.directory.write(
        "\(example).traits.generated.swift", SwiftGenerator.generate(schema, expandMacros: true))
      for defines in sources.conditionSets {
        let result = try await toolchain.typecheck(
          files: [URL(fileURLWithPath: generated)] + sources.supportFiles, defines: defines)
        let problems = CompilerOutput(result.diagnostics).problemsByFile()
        #expect(result.succeeded, "\(context) (defines \(defines)) does not compile:\n\(result.diagnostics)")
        #expect(problems[generated] == nil, "\(context) (defines \(defines)) warns:\n\(problems[generated] ?? [])")
      }
    }
  }
}
