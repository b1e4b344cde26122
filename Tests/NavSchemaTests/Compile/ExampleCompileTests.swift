import Foundation
import Testing

/// The expanded form of every example schema type-checks against the TCA stand-in, together
/// with the hand-written features it names, in Swift 6 mode, with no error and no warning, with
/// and without `-D DEBUG` (the Showcase has a `#if DEBUG` case).
@Suite("Examples compile")
struct ExampleCompileTests {
  @Test("every example has its support folder")
  func everyExampleHasSupport() throws {
    #expect(ExampleSources.exampleNames.count >= 5)
    for name in ExampleSources.exampleNames {
      _ = try ExampleSources(example: name)
    }
  }

  @Test("expanded form type-checks cleanly", arguments: ExampleSources.exampleNames, [[], ["DEBUG"]])
  func expandedFormTypeChecks(example: String, defines: [String]) throws {
    let sources = try ExampleSources(example: example)
    let result = try StandInToolchain.shared().typecheck(
      files: [sources.generatedFile] + sources.supportFiles, languageMode: .swift6, defines: defines)
    #expect(result.succeeded, "\(example) does not compile (defines \(defines)):\n\(result.diagnostics)")
    #expect(!result.diagnostics.contains("error:"), "\(result.diagnostics)")
    #expect(!result.diagnostics.contains("warning:"), "\(example) compiles with warnings:\n\(result.diagnostics)")
  }
}
