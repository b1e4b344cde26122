import Foundation
import Testing
@testable import NavCommands
@testable import NavReview
@testable import NavTestSupport

/// The picture at the end of `navgen diff --format markdown`, through the command: from
/// schema files, git revisions and Swift sources, and turned off with `--no-picture`.
@Suite("Diff: the picture, through the command")
struct DiffPictureCommandTests {
  static let inputs = "Tests/Golden/diff/inputs/"

  static func persisted(picture: Bool = true) -> ReviewCommandResult {
    DiffCommand.run(
      oldSpec: Repository.url(inputs + "Persisted-v1.navgen.json").path,
      newSpec: Repository.url(inputs + "Persisted-v2.navgen.json").path, format: .markdown, picture: picture)
  }

  @Test func persistedStateChangesAreDrawn() throws {
    let result = Self.persisted()
    #expect(result.exitCode == 3)
    try DiffGraphSupport.Golden.check(result.output, "diff/picture-persisted-state.md")
  }

  @Test func noPictureLeavesTheTableAlone() throws {
    let result = Self.persisted(picture: false)
    #expect(result.exitCode == 3)
    #expect(result.output == DiffGraphSupport.Golden.contents("diff/persisted-state.md"))
  }

  @Test func onlyMarkdownHasAPicture() {
    for format in [DiffFormat.text, .json] {
      let result = DiffCommand.run(
        oldSpec: Repository.url(Self.inputs + "Persisted-v1.navgen.json").path,
        newSpec: Repository.url(Self.inputs + "Persisted-v2.navgen.json").path, format: format)
      #expect(!result.output.contains("flowchart"), "\(format)")
    }
  }

  @Test(.requires(.git)) func aRevisionAgainstTheWorkingFile() throws {
    let directory = try DiffGraphSupport.repositoryWithV2Uncommitted(at: "App/App.navgen.json")
    defer { directory.remove() }
    let result = DiffCommand.run(
      oldSpec: "HEAD:App/App.navgen.json", newSpec: "App/App.navgen.json", format: .markdown,
      environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 1)
    try DiffGraphSupport.Golden.check(result.output, "diff/picture-reference.md")
  }

  /// Swift sources group the picture's nodes by module, as `navgen graph` does.
  @Test func swiftSourcesAreGroupedByModule() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    let v1 = """
      import ComposableArchitecture
      @Reducer struct Tienda {}
      extension Tienda {
        @Reducer enum Destination {
          case producto(Producto)
        }
      }
      """
    try directory.write(v1, to: "old/Sources/TiendaFeature/Tienda.swift")
    try directory.write(
      v1.replacingOccurrences(of: "case producto(Producto)", with: "case producto(Producto)\n    case carrito(Carrito)"),
      to: "new/Sources/TiendaFeature/Tienda.swift")
    let result = DiffCommand.run(
      oldSpec: directory.path + "/old", newSpec: directory.path + "/new", format: .markdown)
    #expect(result.exitCode == 1, "\(result.standardError)")
    let picture = try #require(MermaidChecker.mermaidBlocks(inMarkdown: result.output).first)
    #expect(MermaidChecker.problems(in: picture) == [])
    #expect(picture.contains("  subgraph mn_TiendaFeature [\"TiendaFeature\"]"))
    #expect(picture.contains("==>|\"carrito (destination)\"| n_Carrito"))
  }
}
