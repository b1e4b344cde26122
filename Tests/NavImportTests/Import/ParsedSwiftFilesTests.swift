import Testing
@testable import NavImport

/// Parses made ahead (while dump-package reads a folder's manifests) are taken by the import
/// only for the same bytes under the same name; anything else is parsed then, in order.
@Suite struct ParsedSwiftFilesTests {
  static let feature = SwiftSource(fileName: "Feature.swift", contents: Array("@Reducer enum Destination { case a(A) }\n".utf8))
  static let other = SwiftSource(fileName: "Other.swift", contents: Array("struct Other {}\n".utf8))

  @Test func aParseMadeAheadIsTakenForTheSameBytesOnly() {
    let ahead = ParsedSwiftFiles(parsing: [Self.feature, Self.other])
    let edited = SwiftSource(fileName: "Feature.swift", contents: Array("enum Plain {}\n".utf8))
    let sources = [Self.other, edited, Self.feature, SwiftSource(fileName: "New.swift", contents: Array("struct New {}\n".utf8))]
    let parses = ahead.parses(of: sources)
    #expect(parses == sources.map { DeclarationParser.parse($0.contents) })
    #expect(ParsedSwiftFiles().parses(of: sources) == parses)
  }

  @Test func anImportFromParsesMadeAheadIsTheImportFromTheFiles() {
    let sources = [Self.feature, Self.other]
    let ahead = SwiftImporter.importSchema(sources, schemaFileName: "App.navgen.json", parsed: ParsedSwiftFiles(parsing: sources))
    let direct = SwiftImporter.importSchema(sources, schemaFileName: "App.navgen.json")
    #expect(ahead.json == direct.json && !ahead.schema.enums.isEmpty)
    #expect(ahead.diagnostics == direct.diagnostics)
  }

  /// Told to stop (the dumps have ended), it parses nothing more; the import parses the rest.
  @Test func aStoppedParseLeavesTheRestToTheImport() {
    let sources = (0..<40).map { SwiftSource(fileName: "File\($0).swift", contents: Array("struct S\($0) {}\n".utf8)) }
    let stopped = ParsedSwiftFiles(parsing: sources, until: { true })
    #expect(stopped.files.isEmpty)
    #expect(ParsedSwiftFiles(parsing: sources).files.count == 40)
    #expect(stopped.parses(of: sources) == sources.map { DeclarationParser.parse($0.contents) })
  }

  @Test func addingKeepsTheFirstParseOfAName() {
    var parsed = ParsedSwiftFiles(parsing: [Self.feature])
    parsed.add(ParsedSwiftFiles(parsing: [SwiftSource(fileName: "Feature.swift", contents: Array("struct X {}\n".utf8))]))
    #expect(parsed.parses(of: [Self.feature]) == [DeclarationParser.parse(Self.feature.contents)])
  }
}
