import Foundation
import Testing
@testable import NavGenerate
@testable import NavSchema
@testable import NavTestSupport

/// What code written against Foundation reports where NavGen builds on
/// FoundationEssentials, through that code (`OutputWriter`).
@Suite("System: Foundation spellings on FoundationEssentials")
struct FoundationEssentialsGapsTests {
  @Test func aFolderThatCannotBeCreatedSaysWhy() throws {
    let folder = try TemporaryDirectory()
    let file = try folder.write("file", "not a folder")
    #expect {
      try OutputWriter().write("// x\n", toPath: file + "/inner/App.swift")
    } throws: { error in
      guard let failure = error as? OutputWriter.Failure else { return false }
      #if canImport(FoundationEssentials)
      return failure.reason == "its folder cannot be created (Not a directory)"
      #else
      return failure.reason.hasPrefix("its folder cannot be created (")
      #endif
    }
  }

  @Test func aDirectoryIsToldFromAFile() throws {
    let folder = try TemporaryDirectory()
    #expect(throws: OutputWriter.Failure(path: folder.url.path, reason: "it is a directory")) {
      try OutputWriter().write("// x\n", toPath: folder.url.path)
    }
    let file = try folder.write("App.json", "{}")
    #expect(
      SchemaFile.read(atPath: folder.url.path)
        == .failure(SchemaReadError(source: .file(path: folder.url.path), message: "is a directory")))
    #expect(SchemaFile.read(atPath: file) == .success(Array("{}".utf8)))
  }
}
