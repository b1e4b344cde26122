import Foundation
import Testing
@testable import NavCommands
@testable import NavTestSupport

/// `navgen adopt`'s errors and notes, one test each: inputs it cannot read,
/// a schemas folder it cannot write (no Swift file changed then), and enums
/// it leaves in Swift always with a warning that says why.
@Suite("Adopt: errors and notes")
struct AdoptCommandTests {
  static let feature = """
    import ComposableArchitecture

    struct Lista {}

    extension Lista {
      @Reducer
      enum Destination {
        case detalle(Detalle)
      }
    }

    """

  func adopt(
    _ directory: TemporaryDirectory, _ inputs: [String] = ["Sources"], schemas: String = "Navigation", write: Bool = false
  ) -> ReviewCommandResult {
    AdoptCommand.run(
      inputs: inputs, schemasDirectory: schemas, write: write,
      reader: SchemaSourceReader(currentDirectory: directory.path))
  }

  @Test func aMissingInputIsAnUnreadableInput() throws {
    let directory = try TemporaryDirectory()
    let result = adopt(directory, ["Nowhere"])
    #expect(result.exitCode == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.contains("Nowhere") == true, "\(result.errors)")
  }

  @Test func aSchemaIsNotASwiftInput() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App.navgen.json", "{ \"version\": 1 }\n")
    let result = adopt(directory, ["App.navgen.json"])
    #expect(result.exitCode == 2)
    #expect(result.errors == ["'App.navgen.json' is not a Swift file or a folder"])
  }

  @Test func anUnwritableSchemasFolderChangesNoSwiftFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Lista.swift", Self.feature)
    // A file where the schemas folder should be.
    try directory.write("Navigation", "not a folder\n")
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 2)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.hasPrefix("cannot write '\(directory.path("Navigation/Lista.navgen.json"))'") == true, "\(result.errors)")
    #expect(result.errors.first?.hasSuffix("; no Swift file was changed") == true, "\(result.errors)")
    #expect(try directory.read("Sources/Lista.swift") == Self.feature)
  }

  @Test func onlyEnumsThatStayIsSaid() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Lista.swift", Self.feature.replacingOccurrences(
      of: "case detalle(Detalle)", with: "case detalle(Detalle)\n    var count: Int { 0 }"))
    let result = adopt(directory)
    #expect(result.exitCode == 1)
    #expect(result.output.isEmpty)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.location.file == "Sources/Lista.swift")
    #expect(result.notes == ["nothing to adopt: every @Reducer enum found stays in Swift (see the warnings)"])
  }

  /// The reader reads bytes that are not UTF-8 as U+FFFD, so adopt could
  /// not place its edit exactly: the file's enums stay, and it says so.
  @Test func anExtensionInAFileThatIsNotUTF8KeepsItsEnumWithAWarning() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Lista.swift", Self.feature)
    let bytes = Array("// caf".utf8) + [0xE9] + Array("\nextension Lista.Destination.State: Equatable {}\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: directory.path("Sources/Conformances.swift")))
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 1)
    #expect(result.diagnostics.map(\.description) == [
      "Sources/Conformances.swift:1:1: warning: adopt leaves 'Lista.Destination' in Swift: its extension's file is not valid UTF-8"
    ])
    #expect(try directory.read("Sources/Lista.swift") == Self.feature)
    #expect(!FileManager.default.fileExists(atPath: directory.path("Navigation")))
  }

  @Test func aFileThatIsNotUTF8KeepsItsEnumsWithAWarning() throws {
    let directory = try TemporaryDirectory()
    var bytes = Array(Self.feature.utf8)
    bytes.insert(contentsOf: Array("// caf".utf8) + [0xE9] + Array("\n".utf8), at: 0)
    try FileManager.default.createDirectory(atPath: directory.path("Sources"), withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: directory.path("Sources/Lista.swift")))
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 1)
    #expect(result.diagnostics.map(\.description) == [
      "Sources/Lista.swift:1:1: warning: adopt leaves 'Lista.Destination' in Swift: the file is not valid UTF-8, so its edit could not be placed exactly"
    ])
    #expect(try Data(contentsOf: URL(fileURLWithPath: directory.path("Sources/Lista.swift"))) == Data(bytes))
  }

  /// An extension the schema would not write the same way stays, and so
  /// does its enum: removing one without the other would change what
  /// compiles. Import's warning says why; adopt adds none of its own.
  @Test func anExtensionTheSchemaCannotWriteKeepsItsEnumWithImportsWarning() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Lista.swift", Self.feature + "public extension Lista.Destination.State: Equatable {}\n")
    let result = adopt(directory)
    #expect(result.exitCode == 1)
    #expect(result.output.isEmpty)
    #expect(result.diagnostics.map(\.description) == [
      "Sources/Lista.swift:11:1: warning: the schema writes the extension of 'Lista.Destination.State' with the enum's '@available' attributes only, and no modifiers"
    ])
    #expect(result.notes == ["nothing to adopt: every @Reducer enum found stays in Swift (see the warnings)"])
  }

  /// However the paths were given, the patch names files below the current
  /// folder, as `git apply` takes them (it refuses `./`, `..` and `/`).
  @Test(.requires(.git)) func thePatchNamesFilesAsGitApplyTakesThem() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Lista.swift", Self.feature)
    for (inputs, schemas) in [(["./Sources/"], "./Navigation/"), ([directory.path("Sources")], directory.path("Navigation"))] {
      let result = adopt(directory, inputs, schemas: schemas)
      #expect(result.exitCode == 0, "\(result.standardError)")
      #expect(result.notes.count == 1)
      let names = result.output.split(separator: "\n").filter { $0.hasPrefix("--- ") || $0.hasPrefix("+++ ") }
      #expect(names == ["--- /dev/null", "+++ b/Navigation/Lista.navgen.json", "--- a/Sources/Lista.swift", "+++ b/Sources/Lista.swift"])
      try directory.write("adopt.patch", result.output)
      #expect(try directory.git("apply", "--check", "adopt.patch") == 0)
    }
  }

  @Test func aPatchNamingFilesOutsideTheCurrentFolderSaysGitApplyWillNotTakeIt() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Sources/Lista.swift", Self.feature)
    try FileManager.default.createDirectory(atPath: directory.path("Tools"), withIntermediateDirectories: true)
    let result = AdoptCommand.run(
      inputs: ["../App/Sources"], schemasDirectory: "Navigation",
      reader: SchemaSourceReader(currentDirectory: directory.path("Tools")))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.output.contains("--- a/\(directory.path("App/Sources/Lista.swift"))\n"))
    #expect(result.notes.last == "The patch names '\(directory.path("App/Sources/Lista.swift"))', outside the current folder, which 'git apply' does not take; run adopt from a folder that holds the sources and the schemas folder for a patch it takes.")
  }
}
