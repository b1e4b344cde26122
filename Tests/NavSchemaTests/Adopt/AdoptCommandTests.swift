import Foundation
import Testing
@testable import NavAdopt
@testable import NavCommands
@testable import NavImport
@testable import NavReview
@testable import NavSchema

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

  func adopt(_ directory: TemporaryDirectory, _ inputs: [String] = ["Sources"], write: Bool = false) -> ReviewCommandResult {
    AdoptCommand.run(
      inputs: inputs, schemasDirectory: "Navigation", write: write,
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
}
