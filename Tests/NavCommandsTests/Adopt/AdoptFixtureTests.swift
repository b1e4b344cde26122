import Foundation
import Testing
@testable import NavCommands
@testable import NavTestSupport

/// `navgen adopt` on apps written as real ones are: the patch it prints is
/// a golden, `git apply` takes it and gives what `--write` writes, a second
/// run finds nothing to do, and a file changed underneath is not written.
@Suite("Adopt: fixture apps")
struct AdoptFixtureTests {
  typealias F = AdoptFixtures

  @Test(arguments: F.apps)
  func thePatchAndTheNotesAreTheGoldens(_ app: String) throws {
    let directory = try F.copy(app)
    let result = F.adopt(directory)
    // Both apps have something reported (an extension's members, an enum that stays).
    #expect(result.exitCode == 1, "\(result.standardError)")
    #expect(result.errors.isEmpty)
    try GoldenFile.assertMatches(result.output, golden: "Tests/Golden/adopt/\(app).patch")
    try GoldenFile.assertMatches(result.standardError, golden: "Tests/Golden/adopt/\(app).stderr.txt")
    // Nothing was written.
    #expect(!FileManager.default.fileExists(atPath: directory.path(F.schemas)))
    #expect(try F.swiftFiles(in: directory.url) == F.swiftFiles(in: F.root(app)))
  }

  @Test(.requires(.git), arguments: F.apps)
  func gitApplyTakesThePatchAndGivesWhatWriteWrites(_ app: String) throws {
    let applied = try F.copy(app)
    let patch = F.adopt(applied).output
    try applied.write("adopt.patch", patch)
    #expect(try applied.git("apply", "--check", "adopt.patch") == 0)
    #expect(try applied.git("apply", "adopt.patch") == 0)
    try FileManager.default.removeItem(atPath: applied.path("adopt.patch"))

    let written = try F.copy(app)
    let result = F.adopt(written, write: true)
    #expect(result.errors.isEmpty, "\(result.standardError)")
    if app == "Library" {
      #expect(result.output.hasPrefix(
        "Adopted 6 @Reducer enums into 3 schema(s) in 'Sources/Navigation' and removed them from 4 Swift files.\nWhat is left to do:\n"))
    }
    #expect(result.output.contains("What is left to do:"))
    #expect(result.output.contains(#"plugins: [.plugin(name: "NavGenPlugin", package: "NavGen")]"#))
    #expect(try F.swiftFiles(in: applied.url) == F.swiftFiles(in: written.url))
    let schemas = try FileManager.default.contentsOfDirectory(atPath: written.path(F.schemas)).sorted()
    #expect(try FileManager.default.contentsOfDirectory(atPath: applied.path(F.schemas)).sorted() == schemas)
    for schema in schemas {
      #expect(try applied.read("\(F.schemas)/\(schema)") == written.read("\(F.schemas)/\(schema)"))
    }
  }

  @Test(arguments: F.apps)
  func adoptingItsOwnOutputFindsNothingToDo(_ app: String) throws {
    let directory = try F.copy(app)
    #expect(F.adopt(directory, write: true).errors.isEmpty)
    let afterFirst = try F.swiftFiles(in: directory.url)
    let again = F.adopt(directory)
    #expect(again.output.isEmpty)
    #expect(again.notes.first?.hasPrefix("nothing to adopt") == true, "\(again.standardError)")
    // Library has nothing left to report; Kept and Stays keep their reported enums.
    #expect(again.exitCode == (app == "Library" ? 0 : 1))
    if app != "Library" {
      #expect(again.notes == ["nothing to adopt: every @Reducer enum found stays in Swift (see the warnings)"])
    }
    #expect(F.adopt(directory, write: true).exitCode == again.exitCode)
    #expect(try F.swiftFiles(in: directory.url) == afterFirst)
  }

  /// The fixtures hold what they are there to test; a checkout that
  /// changed their line endings or byte order mark would test less.
  @Test func theLibraryHoldsCRLFFilesAFileWithAByteOrderMarkAndTabs() throws {
    let files = try F.swiftFiles(in: F.root("Library"))
    for crlf in ["Sources/Library/Conformances.swift", "Sources/Library/Reader/ReaderFeature.swift"] {
      #expect(try F.lineEndings(#require(files[crlf])) == ["\r\n"], "\(crlf)")
    }
    let debug = try #require(files["Sources/Library/Debug.swift"])
    #expect(Array(debug.prefix(3)) == [0xEF, 0xBB, 0xBF])
    #expect(F.lineEndings(debug) == ["\n"])
    #expect(try #require(files["Sources/Library/LibraryFeature+Navigation.swift"]).contains(UInt8(ascii: "\t")))
  }

  /// What --write leaves keeps each file's line endings, byte order mark and tabs.
  @Test func writingKeepsLineEndingsAndTheByteOrderMark() throws {
    let directory = try F.copy("Library")
    #expect(F.adopt(directory, write: true).errors.isEmpty)
    let files = try F.swiftFiles(in: directory.url)
    for crlf in ["Sources/Library/Conformances.swift", "Sources/Library/Reader/ReaderFeature.swift"] {
      #expect(try F.lineEndings(#require(files[crlf])) == ["\r\n"], "\(crlf)")
    }
    #expect(files["Sources/Library/Debug.swift"] == Data([0xEF, 0xBB, 0xBF] + Array("import ComposableArchitecture\n".utf8)))
    #expect(try directory.read("Sources/Library/LibraryFeature+Navigation.swift").contains("\tstatic let title"))
  }

  @Test func aFileChangedSinceItWasReadIsNotWritten() throws {
    let directory = try F.copy("Library")
    let debug = directory.path("Sources/Library/Debug.swift")
    let result = F.adopt(directory, write: true) {
      let handle = FileHandle(forWritingAtPath: debug)
      handle?.seekToEndOfFile()
      handle?.write(Data("// edited while adopt ran\n".utf8))
      try? handle?.close()
    }
    #expect(result.exitCode == 1)
    #expect(result.errors == [
      "'Sources/Library/Debug.swift' changed on disk since adopt read it; no Swift file was changed (the schemas were written; run adopt again)"
    ])
    // The schemas came first and are there; no Swift file was touched.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path(F.schemas)).count == 3)
    var original = try F.swiftFiles(in: F.root("Library"))
    original["Sources/Library/Debug.swift"]?.append(Data("// edited while adopt ran\n".utf8))
    #expect(try F.swiftFiles(in: directory.url) == original)
    // Run again on what is there now: it adopts, the schemas it wrote being the same.
    let again = F.adopt(directory, write: true)
    #expect(again.errors.isEmpty, "\(again.standardError)")
    #expect(try directory.read("Sources/Library/Debug.swift").hasSuffix("// edited while adopt ran\n"))
  }

  @Test func twoFilesChangedSinceTheyWereReadAreNamedAndNothingIsWritten() throws {
    let directory = try F.copy("Library")
    let changed = ["Sources/Library/Conformances.swift", "Sources/Library/Debug.swift"]
    let result = F.adopt(directory, write: true) {
      for file in changed { try? Data("// replaced\n".utf8).write(to: directory.url.appendingPathComponent(file)) }
    }
    #expect(result.exitCode == 1)
    #expect(result.errors == [
      "'Sources/Library/Conformances.swift', 'Sources/Library/Debug.swift' changed on disk since adopt read them; no Swift file was changed (the schemas were written; run adopt again)"
    ])
    var expected = try F.swiftFiles(in: F.root("Library"))
    for file in changed { expected[file] = Data("// replaced\n".utf8) }
    #expect(try F.swiftFiles(in: directory.url) == expected)
  }

  @Test func aSchemaInTheWayIsNeverOverwritten() throws {
    let directory = try F.copy("Kept")
    try directory.write("\(F.schemas)/Settings.navgen.json", "{ \"version\": 1 }\n")
    let result = F.adopt(directory, write: true)
    #expect(result.exitCode == 2)
    #expect(result.errors == [
      "'Sources/Navigation/Settings.navgen.json' exists with other contents; adopt never overwrites a schema (move it away or choose another --schemas folder)"
    ])
    #expect(try F.swiftFiles(in: directory.url) == F.swiftFiles(in: F.root("Kept")))
  }

  /// What import reports as not imported, adopt leaves in Swift, with the
  /// same sentence; what it moves is the one enum nothing hides.
  @Test func whatAGeneratedFileCannotReachStaysInSwiftAsImportSays() throws {
    let directory = try F.copy("Stays")
    let imported = ImportCommand.run(
      inputs: ["Sources"], destination: .standardOutput, reader: SchemaSourceReader(currentDirectory: directory.path))
    #expect(imported.exitCode == 1)
    let adopted = F.adopt(directory, write: true)
    #expect(adopted.errors.isEmpty, "\(adopted.standardError)")
    #expect(adopted.output.hasPrefix("Adopted 1 @Reducer enum into 1 schema(s) in 'Sources/Navigation' and removed them from 1 Swift file.\n"))
    let importSays = imported.diagnostics.map(\.description)
    #expect(importSays.count == 8)
    #expect(Set(importSays).isSubset(of: Set(adopted.diagnostics.map(\.description))))
    for line in importSays where line.hasSuffix("it was not imported (keep it in Swift)") {
      let name = try #require(line.split(separator: "'").dropFirst().first)
      #expect(adopted.output.contains(", \(name)") || adopted.output.contains(": \(name)"), "\(name)")
    }
    // Only the file of the enum that moved was edited.
    var expected = try F.swiftFiles(in: F.root("Stays"))
    expected["Sources/Stays/PrivateNesting.swift"] = nil
    var written = try F.swiftFiles(in: directory.url)
    #expect(written.removeValue(forKey: "Sources/Stays/PrivateNesting.swift") != nil)
    #expect(written == expected)
  }

  /// The command adopt prints for checking generated code in writes one file per enum.
  @Test func thePrintedGenerateCommandWritesOneFilePerEnum() throws {
    let directory = try F.copy("Library")
    let result = F.adopt(directory, write: true)
    let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("    navgen generate ") })
    #expect(line.hasSuffix(" --output-dir <folder of generated Swift> --per-enum"))
    let arguments = line.split(separator: " ").dropFirst().map { argument -> String in
      if argument == "<folder" { return directory.path("Generated") }
      return argument.hasSuffix(".navgen.json") ? directory.path(String(argument)) : String(argument)
    }.filter { !["of", "generated", "Swift>"].contains($0) }
    let output = CapturedOutput()
    #expect(output.run(arguments) == 0, "\(arguments)\n\(output.standardError)")
    let generated = try FileManager.default.contentsOfDirectory(atPath: directory.path("Generated")).sorted()
    #expect(generated == [
      "Debug+LibraryFeature.Debug.swift", "LibraryFeature+Navigation+LibraryFeature.Destination.swift",
      "LibraryFeature+Navigation+LibraryFeature.Path.swift", "ReaderFeature+ReaderFeature.Destination.swift",
      "ReaderFeature+ReaderFeature.Inspector.swift",
    ])
  }

  @Test func nothingToAdoptIsSaid() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Plain.swift", "struct Plain {}\n")
    let result = F.adopt(directory)
    #expect(result.exitCode == 0)
    #expect(result.output.isEmpty)
    #expect(result.standardError == "nothing to adopt: no @Reducer enum in 'Sources'\n")
  }
}
