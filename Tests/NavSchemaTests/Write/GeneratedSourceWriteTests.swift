import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `OutputWriter` with a generated file in pieces (`GeneratedSource`, what
/// `navgen generate -o` writes): the pieces go to the file one after another,
/// and an existing file is compared with them a chunk at a time, so the
/// unchanged file is still left untouched and any difference is found.
@Suite("Write: generated files in pieces")
struct GeneratedSourceWriteTests {
  static let header = SwiftGenerator.header(forSchemaNamed: "App.navgen.json")

  /// Three pieces, the last two over a mebibyte each: they cross the chunks
  /// the file is read and written in.
  static func source(changingByteAt position: (piece: Int, offset: Int)? = nil) -> GeneratedSource {
    let texts = [header, String(repeating: "a", count: 1_300_000), String(repeating: "b", count: 1_100_000)]
    return GeneratedSource(texts.enumerated().map { index, text in
      var line = text
      if let position, position.piece == index {
        var bytes = Array(line.utf8)
        bytes[position.offset] = UInt8(ascii: "x")
        line = String(decoding: bytes, as: UTF8.self)
      }
      var writer = SwiftWriter()
      writer.line(line)
      return writer
    })
  }

  static func modificationDate(of path: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  }

  @Test func thePiecesAreWrittenOneAfterAnother() throws {
    let folder = try TemporaryDirectory()
    let source = Self.source()
    #expect(try OutputWriter().write(source, toPath: folder.path("App.swift")) == .written)
    let written = try folder.read("App.swift")
    #expect(written == source.text)
    #expect(written.utf8.count == source.utf8Count)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["App.swift"])
  }

  @Test func anUnchangedFileIsLeftUntouched() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("App.swift")
    try OutputWriter().write(Self.source(), toPath: path)
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
    #expect(try OutputWriter().write(Self.source(), toPath: path) == .unchanged)
    #expect(try Self.modificationDate(of: path) == past)
  }

  /// A file of the same size with one byte changed, anywhere: in the first
  /// piece (after the header's prefix), past the first read chunk, in the
  /// last byte.
  @Test(arguments: [(0, 40), (1, 0), (1, 1_200_000), (2, 1_048_577), (2, 1_099_999)])
  func aFileDifferingInOneByteIsReplaced(piece: Int, offset: Int) throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("App.swift")
    try OutputWriter().write(Self.source(changingByteAt: (piece, offset)), toPath: path)
    #expect(try OutputWriter().write(Self.source(), toPath: path) == .written)
    #expect(try folder.read("App.swift") == Self.source().text)
  }

  @Test func aFileThatIsLongerOrShorterIsReplaced() throws {
    let folder = try TemporaryDirectory()
    let text = Self.source().text
    for existing in [text + "\n", String(text.dropLast())] {
      try folder.write("App.swift", existing)
      #expect(try OutputWriter().write(Self.source(), toPath: folder.path("App.swift")) == .written)
      #expect(try folder.read("App.swift") == text)
    }
  }

  /// Same size, other bytes, and no header: not NavGen's, so never replaced.
  @Test func aFileWithoutTheHeaderIsRefused() throws {
    let folder = try TemporaryDirectory()
    let existing = String(repeating: "/", count: Self.source().utf8Count)
    try folder.write("App.swift", existing)
    #expect(throws: OutputWriter.Failure.self) {
      try OutputWriter().write(Self.source(), toPath: folder.path("App.swift"))
    }
    #expect(try folder.read("App.swift") == existing)
  }

  /// What the CLI writes from the pieces is what `generate` returns, for a
  /// schema large enough to be written in several pieces.
  @Test func theFileIsTheGeneratedText() throws {
    let features = (0..<300).map { #"{"name": "Feature\#($0)", "destination": {"cases": ["A\#($0)", "B\#($0)"]}}"# }
    let schema = try LoaderTestSupport.schema(#"{"version": 1, "features": [\#(features.joined(separator: ", "))]}"#)
    let folder = try TemporaryDirectory()
    try OutputWriter().write(SwiftGenerator.generateSource(schema), toPath: folder.path("App.swift"))
    #expect(try folder.read("App.swift") == SwiftGenerator.generate(schema))
  }
}
