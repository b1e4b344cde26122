import Foundation
import Testing
@testable import NavCommands
@testable import NavSchema
@testable import NavTestSupport

/// `navgen import` end to end in-process: what it writes where, its exit
/// codes, and that it never touches a Swift file or an existing file.
@Suite("Import: the command")
struct ImportCommandTests {
  static let feature = """
    import ComposableArchitecture

    @Reducer
    struct Lista {
      @Reducer
      enum Destination {
        case detalle(Detalle)
      }
    }

    extension Lista.Destination.State: Equatable {}
    """

  static let expectedSchema = """
    {
      "version": 1,
      "features": [
        {
          "name": "Lista",
          "destination": {
            "cases": [
              "Detalle"
            ],
            "stateConformances": ["Equatable"]
          }
        }
      ]
    }

    """

  /// Runs `navgen` in-process; relative paths in `arguments` are made absolute in `directory`.
  private func run(_ arguments: [String], in directory: TemporaryDirectory) -> (code: Int32, out: String, err: String) {
    let output = CapturedOutput()
    let absolute = arguments.map { argument in
      argument.hasPrefix("-") || ["import", "check", "generate"].contains(argument) ? argument : directory.path(argument)
    }
    let code = output.run(absolute)
    return (code, output.standardOutput, output.standardError.replacingOccurrences(of: directory.url.path + "/", with: ""))
  }

  @Test func folderToStandardOutputExactlyImportedExitsZero() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Lista/Lista.swift", Self.feature)
    let result = ImportCommand.run(inputs: [directory.path("Sources")], destination: .standardOutput)
    #expect(result.exitCode == 0)
    #expect(result.output == Self.expectedSchema)
    #expect(result.standardError.isEmpty)
  }

  @Test func writesOneSchemaAndNeverOverwritesAnotherFile() throws {
    let directory = try TemporaryDirectory()
    let swiftPath = try directory.write("Lista.swift", Self.feature)
    let swiftBefore = try Data(contentsOf: URL(fileURLWithPath: swiftPath))
    let target = directory.path("Lista.navgen.json")
    #expect(ImportCommand.run(inputs: [swiftPath], destination: .file(target)).exitCode == 0)
    #expect(try directory.read("Lista.navgen.json") == Self.expectedSchema)
    // The same content again: left as it is.
    #expect(ImportCommand.run(inputs: [swiftPath], destination: .file(target)).exitCode == 0)
    // A schema someone edited is never replaced.
    try directory.write("Lista.navgen.json", "{ \"version\": 1 }\n")
    let refused = ImportCommand.run(inputs: [swiftPath], destination: .file(target))
    #expect(refused.exitCode == 2)
    #expect(refused.errors.first?.contains("import never overwrites a file") == true)
    #expect(try directory.read("Lista.navgen.json") == "{ \"version\": 1 }\n")
    // Nor is a Swift file ever written.
    let swiftTarget = ImportCommand.run(inputs: [swiftPath], destination: .file(directory.path("Out.swift")))
    #expect(swiftTarget.exitCode == 2)
    #expect(!FileManager.default.fileExists(atPath: directory.path("Out.swift")))
    #expect(try Data(contentsOf: URL(fileURLWithPath: swiftPath)) == swiftBefore)
  }

  @Test func outputDirectoryWritesOneSchemaPerSwiftFileWithEnums() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Lista/Feature.swift", Self.feature)
    try directory.write(
      "App/Tienda/Feature.swift", "extension Tienda { @Reducer enum Path { case producto(Producto) } }")
    try directory.write("App/Views/ListaView.swift", "import SwiftUI\nstruct ListaView: View { var body: some View { EmptyView() } }")
    let result = ImportCommand.run(inputs: [directory.path("App")], destination: .directory(directory.path("Schemas")))
    #expect(result.exitCode == 0, "\(result.standardError)")
    let written = try FileManager.default.contentsOfDirectory(atPath: directory.path("Schemas")).sorted()
    #expect(written == ["Lista_Feature.navgen.json", "Tienda_Feature.navgen.json"])
    #expect(try directory.read("Schemas/Lista_Feature.navgen.json") == Self.expectedSchema)
    #expect(try directory.read("Schemas/Tienda_Feature.navgen.json").contains("\"name\": \"Tienda\""))
  }

  @Test func buildProductsAndHiddenFoldersAreSkipped() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Lista.swift", Self.feature)
    for skipped in [".build/A.swift", ".swiftpm/B.swift", "DerivedData/C.swift", ".hidden/D.swift", "Sources/.E.swift"] {
      try directory.write("Sources/" + skipped, "extension X { @Reducer enum Skipped { case a(A) } }")
    }
    let result = ImportCommand.run(inputs: [directory.path("Sources")], destination: .standardOutput)
    #expect(result.output == Self.expectedSchema)
  }

  @Test func warningsAreLocatedAndExitOne() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("F.swift", "@Reducer enum E {\n  case a(A)\n  func helper() {}\n}\n")
    let result = ImportCommand.run(inputs: [path], destination: .standardOutput)
    #expect(result.exitCode == 1)
    #expect(result.standardError == "\(path):3:3: warning: function 'helper' inside 'E' cannot be held by the schema; "
      + "move it into an `extension E { }` of your own, where it keeps working\n")
    #expect(result.output.contains("\"name\": \"E\""))
  }

  @Test func nothingFoundIsReported() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("View.swift", "struct V {}")
    let result = ImportCommand.run(inputs: [path], destination: .standardOutput)
    #expect(result.exitCode == 1)
    #expect(result.standardError == "navgen: warning: no @Reducer enum found in '\(path)'\n")
    #expect(result.output == "{\n  \"version\": 1\n}\n")
  }

  @Test func unreadableInputsExitTwo() throws {
    let directory = try TemporaryDirectory()
    let schema = try directory.write("A.navgen.json", "{}")
    try directory.write("Empty/readme.md", "")
    for input in [directory.path("missing.swift"), directory.path("missing"), schema, directory.path("Empty")] {
      let result = ImportCommand.run(inputs: [input], destination: .standardOutput)
      #expect(result.exitCode == 2, "\(input)")
      #expect(result.errors.count == 1)
      #expect(result.output.isEmpty)
    }
  }

  @Test func theReleaseIsWrittenWhenGiven() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Lista.swift", Self.feature)
    let pinned = run(["import", "Lista.swift", "--tca=" + TCARelease.latest.version], in: directory)
    #expect(pinned.code == 0)
    #expect(pinned.out.contains("\"tca\": \"\(TCARelease.latest.version)\""))
    let unsupported = run(["import", "Lista.swift", "--tca=0.9.0"], in: directory)
    #expect(unsupported.code == 2)
    #expect(unsupported.err.hasPrefix("navgen: error: '--tca': unsupported TCA release '0.9.0'; supported: "))
  }

  @Test func commandLine() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Lista.swift", Self.feature)
    #expect(run(["import", "Lista.swift", "--output=" + directory.path("Lista.navgen.json")], in: directory).code == 0)
    #expect(try directory.read("Lista.navgen.json") == Self.expectedSchema)
    #expect(run(["import", "Lista.swift", "-o", "a.json", "--output-dir", "d"], in: directory).code == 2)
    #expect(run(["import"], in: directory).err.contains("no Swift file or folder given"))
    #expect(run(["import", "-"], in: directory).code == 2)
    #expect(run(["import", "--help"], in: directory).out.contains("usage: navgen import"))
  }

  @Test func generateAndCheckTakeSchemasOnly() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Lista.swift", Self.feature)
    let check = run(["check", "Lista.swift"], in: directory)
    #expect(check.code == 2)
    #expect(check.err == "navgen: error: cannot read 'Lista.swift': is a Swift file, not a schema "
      + "(a schema is made from Swift sources with 'navgen import')\n")
    #expect(run(["generate", "."], in: directory).code == 2)
  }

  @Test func outputNamesAvoidCollisions() {
    let names = OutputNames.schemaFileNames(
      for: ["App/A/Feature.swift", "App/B/Feature.swift", "App/B/feature.swift", "App/Solo.swift"],
      roots: ["App/A/Feature.swift": "App", "App/B/Feature.swift": "App", "App/B/feature.swift": "App", "App/Solo.swift": "App"])
    #expect(names == [
      "App/A/Feature.swift": "A_Feature.navgen.json", "App/B/Feature.swift": "B_Feature.navgen.json",
      "App/B/feature.swift": "B_feature_2.navgen.json", "App/Solo.swift": "Solo.navgen.json",
    ])
  }
}
