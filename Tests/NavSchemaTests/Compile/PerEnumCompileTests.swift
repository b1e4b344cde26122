import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The per-enum files of every example, written by `PerEnumFiles`, type-check together
/// against the stand-in with the example's hand-written features, in Swift 6 mode, with no
/// error and no warning (with and without `-D DEBUG`): each file carries the imports it needs,
/// and no enum's file needs another's. The oldest and the newest family, both forms.
@Suite("Per-enum files compile")
struct PerEnumCompileTests {
  static let releases = [CompileReleases.representatives.first!, CompileReleases.representatives.last!]

  @Test(arguments: ExampleSources.exampleNames, releases)
  func perEnumFilesTypeCheckTogether(example: String, release: TCARelease) async throws {
    let loaded = try ExampleSources.load(example, release: release)
    // A shape this release's macro cannot expand; its refusal is a golden.
    guard let schema = loaded.schema else { return }
    for form in OutputForm.allCases {
      let sources = try ExampleSources(example: example, release: release, form: form)
      let folder = try TemporaryDirectory()
      let files = PerEnumFiles.generate(schema, prefix: example, expandMacros: form.expandsMacros)
      #expect(files.count == schema.enums.count)
      let urls = try files.map { URL(fileURLWithPath: try folder.write($0.fileName, $0.source.text)) }
      let toolchain = try await StandInToolchain.shared(presenting: release.version)
      for defines in sources.conditionSets {
        let result = try await toolchain.typecheck(
          files: urls + sources.supportFiles, languageMode: .swift6, defines: defines,
          expandingMacros: form.needsMacroPlugin)
        let context = "\(example), \(form), per enum, for TCA \(release) (defines \(defines))"
        #expect(result.succeeded, "\(context) does not compile:\n\(result.diagnostics)")
        #expect(!result.diagnostics.contains("warning:"), "\(context) compiles with warnings:\n\(result.diagnostics)")
      }
    }
  }
}
