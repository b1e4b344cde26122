import Foundation
import Testing
@testable import NavAdopt
@testable import NavImport
@testable import NavTestSupport

/// Adopt's proof catches an edit that is wrong, before anything is written:
/// the Library app's plan, spoiled one way at a time.
@Suite("Adopt: the proof of the edit")
struct AdoptProofTests {
  let sources: [SwiftSource]
  let plan: AdoptPlan

  init() throws {
    sources = try Self.swiftSources(in: Repository.url("Tests/AdoptFixtures/Library"))
    plan = Adopter.plan(sources, schemaPaths: { _ in [:] })
  }

  /// The fixture app's Swift files by path below `folder`, in path order.
  static func swiftSources(in folder: URL) throws -> [SwiftSource] {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return try files.map { file in
      let relative = file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)
      return SwiftSource(fileName: String(relative), contents: Array(try Data(contentsOf: file)))
    }.sorted { $0.fileName < $1.fileName }
  }

  func check(_ spoiled: AdoptPlan) -> String? {
    AdoptProof.check(spoiled, original: sources, importer: SwiftImporter(sources, tca: nil), tca: nil)
  }

  func undoingTheEdit(of fileName: String) -> AdoptPlan {
    var spoiled = plan
    for index in spoiled.files.indices where spoiled.files[index].fileName == fileName {
      spoiled.files[index].rewritten = spoiled.files[index].original
    }
    return spoiled
  }

  @Test func theFixturesPlanIsProved() {
    #expect(plan.failure == nil)
    #expect(check(plan) == nil)
  }

  @Test func anEnumLeftInTheSourcesFailsIt() {
    #expect(check(undoingTheEdit(of: "Sources/Library/LibraryFeature+Navigation.swift"))
      == "the rewritten Sources/Library/LibraryFeature+Navigation.swift still declares 'LibraryFeature.Path'")
  }

  @Test func aConformanceLeftInTheSourcesFailsIt() {
    #expect(check(undoingTheEdit(of: "Sources/Library/Conformances.swift"))
      == "the rewritten sources still declare the conformance 'Equatable' of 'LibraryFeature.Destination.State' at Sources/Library/Conformances.swift:3:1, which the schema writes")
  }

  @Test func aSchemaMissingFailsIt() throws {
    var spoiled = plan
    spoiled.schemas.removeAll { $0.path.hasSuffix("Debug.swift.navgen.json") }
    #expect(spoiled.schemas.count == plan.schemas.count - 1)
    let failure = try #require(check(spoiled))
    #expect(failure.hasPrefix("navgen diff of the original sources against the new schemas reports 1 change(s), first: "), "\(failure)")
  }

  @Test func twoSchemasDeclaringOneEnumFailIt() throws {
    var spoiled = plan
    spoiled.schemas.append(try #require(plan.schemas.first))
    let failure = try #require(check(spoiled))
    #expect(failure.hasPrefix("the new schemas and the rewritten sources do not read as one app: "), "\(failure)")
  }
}
