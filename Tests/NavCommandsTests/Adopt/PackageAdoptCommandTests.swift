import Foundation
import Testing
@testable import NavAdopt
@testable import NavCommands
@testable import NavTestSupport

/// `navgen adopt <package folder>`: each target's schemas beside its Swift files, Package.swift
/// given the plugin, one patch, `--write`, a second run, and each error and warning, on a small
/// package of two feature targets and a test target (which adopt leaves alone). dump-package
/// reads every manifest, as it does for a user.
@Suite("Adopt: a package")
struct PackageAdoptCommandTests {
  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Tienda",
      targets: [
        .target(name: "Catalogo"),
        .target(name: "Carrito", dependencies: ["Catalogo"]),
        .testTarget(name: "CatalogoTests", dependencies: ["Catalogo"]),
      ]
    )

    """

  static let catalogo = """
    import ComposableArchitecture

    public struct Catalogo {}

    extension Catalogo {
      @Reducer
      public enum Destination {
        case detalle(Detalle)
      }
    }

    """

  static let carrito = """
    import ComposableArchitecture

    struct Carrito {}

    extension Carrito {
      @Reducer
      enum Path {
        case pago(Pago)
      }
    }

    """

  /// A test target's enum: not part of the app, never adopted.
  static let test = """
    extension Prueba {
      @Reducer
      enum Destination {
        case otra(Otra)
      }
    }

    """

  static let usage = #".plugin(name: "NavGenPlugin", package: "NavGen")"#

  static let adoptedManifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Tienda",
      dependencies: [
        .package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0"),
      ],
      targets: [
        .target(name: "Catalogo", plugins: [\(usage)]),
        .target(name: "Carrito", dependencies: ["Catalogo"], plugins: [\(usage)]),
        .testTarget(name: "CatalogoTests", dependencies: ["Catalogo"]),
      ]
    )

    """

  func package(manifest: String = Self.manifest) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("Tienda/Package.swift", manifest)
    try directory.write("Tienda/Sources/Catalogo/Catalogo.swift", Self.catalogo)
    try directory.write("Tienda/Sources/Carrito/Carrito.swift", Self.carrito)
    try directory.write("Tienda/Tests/CatalogoTests/Prueba.swift", Self.test)
    return directory
  }

  func adopt(_ directory: TemporaryDirectory, _ root: String = "Tienda", write: Bool = false) -> ReviewCommandResult {
    PackageAdoptCommand.run(package: root, write: write, reader: SchemaSourceReader(currentDirectory: directory.url.path))
  }

  /// Every file below the package's folder with its contents.
  func files(_ directory: TemporaryDirectory) throws -> [String: String] {
    let root = directory.url.appendingPathComponent("Tienda")
    var files: [String: String] = [:]
    for case let file as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) ?? .init() {
      guard !file.hasDirectoryPath else { continue }
      let relative = String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      files[relative] = try String(contentsOf: file, encoding: .utf8)
    }
    return files
  }

  @Test func theDryRunPrintsOnePatchWithPackageSwiftAndWritesNothing() throws {
    let directory = try package()
    let before = try files(directory)
    let result = adopt(directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.diagnostics.isEmpty)
    let names = result.output.split(separator: "\n").filter { $0.hasPrefix("+++ ") }
    #expect(names == [
      "+++ b/Tienda/Sources/Catalogo/Catalogo.navgen.json", "+++ b/Tienda/Sources/Carrito/Carrito.navgen.json",
      "+++ b/Tienda/Sources/Catalogo/Catalogo.swift", "+++ b/Tienda/Sources/Carrito/Carrito.swift",
      "+++ b/Tienda/Package.swift",
    ])
    #expect(result.output.hasSuffix("""
      --- a/Tienda/Package.swift
      +++ b/Tienda/Package.swift
      @@ -3,9 +3,12 @@
       
       let package = Package(
         name: "Tienda",
      +  dependencies: [
      +    .package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0"),
      +  ],
         targets: [
      -    .target(name: "Catalogo"),
      -    .target(name: "Carrito", dependencies: ["Catalogo"]),
      +    .target(name: "Catalogo", plugins: [\(Self.usage)]),
      +    .target(name: "Carrito", dependencies: ["Catalogo"], plugins: [\(Self.usage)]),
           .testTarget(name: "CatalogoTests", dependencies: ["Catalogo"]),
         ]
       )
      
      """), "\(result.output)")
    #expect(result.notes == [
      "adopt would move 2 @Reducer enums of 2 targets into 2 schemas beside their Swift files, remove them from 2 Swift "
        + "files and give NavGenPlugin to Catalogo, Carrito in Package.swift (with the package dependency on NavGen); "
        + "nothing was written. Read the patch above (it applies with 'git apply'), then run again with --write."
    ])
    #expect(try files(directory) == before)
  }

  @Test(.requires(.git)) func gitApplyTakesThePatchAndGivesWhatWriteWrites() throws {
    let applied = try package()
    try applied.write("adopt.patch", adopt(applied).output)
    #expect(try applied.git("apply", "adopt.patch") == 0)
    let written = try package()
    #expect(adopt(written, write: true).exitCode == 0)
    #expect(try files(applied) == files(written))
  }

  @Test func writeAdoptsEveryTargetAndASecondRunFindsNothingToDo() throws {
    let directory = try package()
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.output == """
      Adopted 2 @Reducer enums of 2 targets into 2 schemas beside their Swift files, removed them from 2 Swift files and \
      gave NavGenPlugin to Catalogo, Carrito in Package.swift (with the package dependency on NavGen).
      What is left to do: build; NavGenPlugin generates the enums from the schemas.

      """)
    let adopted = try files(directory)
    #expect(adopted["Package.swift"] == Self.adoptedManifest)
    #expect(adopted["Sources/Catalogo/Catalogo.swift"] == "import ComposableArchitecture\n\npublic struct Catalogo {}\n")
    #expect(adopted["Sources/Carrito/Carrito.swift"] == "import ComposableArchitecture\n\nstruct Carrito {}\n")
    #expect(adopted["Tests/CatalogoTests/Prueba.swift"] == Self.test)
    #expect(adopted["Sources/Catalogo/Catalogo.navgen.json"]?.contains(#""name": "Catalogo""#) == true)
    #expect(adopted["Sources/Carrito/Carrito.navgen.json"]?.contains(#""name": "Carrito""#) == true)
    #expect(adopted.count == 6)

    let again = adopt(directory)
    #expect(again.exitCode == 0)
    #expect(again.output.isEmpty)
    #expect(again.notes == ["nothing to adopt: no @Reducer enum in the targets of 'Tienda'"])
    #expect(try files(directory) == adopted)
  }

  /// The original package and the adopted one are the same app to `navgen diff`.
  @Test func diffOfTheOriginalAndTheAdoptedPackageFindsNoChange() throws {
    let original = try package()
    let adopted = try package()
    #expect(adopt(adopted, write: true).exitCode == 0)
    let diff = DiffCommand.run(
      oldSpec: original.path("Tienda"), newSpec: adopted.path("Tienda"), format: .text, colour: false,
      environment: ReviewEnvironment())
    #expect(diff.exitCode == 0, "\(diff.standardError)")
    #expect(diff.output == "No navigation changes.\n")
  }

  /// The package depends on NavGen at a path: `--navgen-package <path>` writes it by name.
  @Test func aPathDependencyIsWrittenByName() throws {
    let directory = try package()
    let result = PackageAdoptCommand.run(
      package: "Tienda", navgen: NavGenPackageReference(.path("../NavGen")), write: true,
      reader: SchemaSourceReader(currentDirectory: directory.url.path))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(try directory.read("Tienda/Package.swift") == Self.adoptedManifest.replacingOccurrences(
      of: #".package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0")"#, with: #".package(name: "NavGen", path: "../NavGen")"#))
  }

  /// A target made by a function keeps its enums in Swift, with the warning and the line to
  /// add; the other target is adopted.
  @Test func aTargetAdoptCannotEditKeepsItsEnums() throws {
    let directory = try package(manifest: Self.manifest.replacingOccurrences(
      of: #"    .target(name: "Carrito", dependencies: ["Catalogo"]),"#, with: #"    feature("Carrito"),"#)
      + "\nfunc feature(_ name: String) -> Target { .target(name: name, dependencies: [\"Catalogo\"]) }\n")
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 1)
    #expect(result.diagnostics.map(\.description) == [
      "Tienda/Package.swift:1:1: warning: adopt leaves target 'Carrito' as it is: Package.swift has no "
        + "`.target(name: \"Carrito\", …)` that declares it (a function, a loop or a variable makes it), so its "
        + "@Reducer enums stay in Swift; add `plugins: [\(Self.usage)]` to its declaration, then run adopt again"
    ])
    #expect(result.output.hasPrefix("Adopted 1 @Reducer enum of 1 target into 1 schema"), "\(result.output)")
    #expect(result.output.contains("1 @Reducer enum(s) stay in Swift, as reported above: Carrito.Path."))
    let adopted = try files(directory)
    #expect(adopted["Sources/Carrito/Carrito.swift"] == Self.carrito)
    #expect(adopted["Sources/Carrito/Carrito.navgen.json"] == nil)
    #expect(adopted["Sources/Catalogo/Catalogo.navgen.json"] != nil)
    #expect(adopted["Package.swift"]?.contains(#".target(name: "Catalogo", plugins: [\#(Self.usage)]),"#) == true)
  }

  /// No target can be given the plugin: nothing moves, nothing is written.
  @Test func whenNoTargetCanGetThePluginNothingMoves() throws {
    let directory = try package(manifest: Self.manifest
      .replacingOccurrences(of: "let package", with: "let common: [Package.Dependency] = []\n\nlet package")
      .replacingOccurrences(of: "  targets: [", with: "  dependencies: common,\n  targets: ["))
    let before = try files(directory)
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 1)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.message.hasPrefix("adopt cannot add the package dependency on NavGen") == true)
    #expect(result.notes == ["nothing to adopt: every @Reducer enum found stays in Swift (see the warnings)"])
    #expect(try files(directory) == before)
  }

  /// A schema name taken by a file gets a number: adopt never overwrites a file.
  @Test func aTakenSchemaNameGetsANumber() throws {
    let directory = try package()
    try directory.write("Tienda/Sources/Catalogo/Catalogo.navgen.json", "{ \"version\": 1, \"features\": [] }\n")
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let adopted = try files(directory)
    #expect(adopted["Sources/Catalogo/Catalogo.navgen.json"] == "{ \"version\": 1, \"features\": [] }\n")
    #expect(adopted["Sources/Catalogo/Catalogo_2.navgen.json"]?.contains(#""name": "Catalogo""#) == true)
  }

  // MARK: Errors

  /// A manifest dump-package cannot read stops adopt with its error, located; nothing is written.
  @Test func aManifestDumpPackageCannotReadStopsAdopt() throws {
    let directory = try package(manifest: Self.manifest.replacingOccurrences(of: #"name: "Tienda","#, with: #"name: Tienda,"#))
    let before = try files(directory)
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.contains("'swift package dump-package' cannot read its manifest:\nTienda/Package.swift:5:9: error: ") == true, "\(result.errors)")
    #expect(result.errors.first?.hasSuffix("; nothing was written") == true)
    #expect(try files(directory) == before)
  }

  @Test func aFolderWithoutPackageSwiftIsNoPackage() throws {
    let directory = try package()
    let result = adopt(directory, "Tienda/Sources")
    #expect(result.exitCode == 2)
    #expect(result.errors == [
      "'Tienda/Sources' is not a package's folder (it holds no Package.swift); give one, or Swift files and folders with '--schemas <dir>'"
    ])
  }

  /// A manifest whose meaning changes with its own text: the proof sees the edit change more
  /// than the plugin, and nothing is written.
  @Test func theProofOfTheManifestEditStopsAnEditThatChangesMore() throws {
    let directory = try package(manifest: Self.manifest.replacingOccurrences(
      of: #"name: "Tienda","#, with: #"name: "Tienda\((try? String(contentsOfFile: #filePath, encoding: .utf8))?.count ?? 0)","#)
      .replacingOccurrences(of: "import PackageDescription\n", with: "import Foundation\nimport PackageDescription\n"))
    let before = try files(directory)
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 1)
    #expect(result.errors == [
      "adopt could not prove its edit of Tienda/Package.swift, so nothing was written: the edited manifest declares more "
        + "than NavGenPlugin and its package differently"
    ])
    #expect(try files(directory) == before)
  }

  /// A tools version without build-tool plugins: dump-package cannot read the edited manifest,
  /// so the proof fails with its error, and nothing is written.
  @Test func aToolsVersionWithoutPluginsFailsTheProof() throws {
    let directory = try package(manifest: Self.manifest.replacingOccurrences(of: "swift-tools-version:6.0", with: "swift-tools-version:5.4"))
    let before = try files(directory)
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 1)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.hasPrefix(
      "adopt could not prove its edit of Tienda/Package.swift, so nothing was written: dump-package cannot read the edited manifest: "
        + "'swift package dump-package' cannot read its manifest:\nTienda/Package.swift:") == true, "\(result.errors)")
    #expect(try files(directory) == before)
  }

  /// Package.swift changed on disk after adopt read it: no Swift file and no manifest is written.
  @Test func aManifestChangedUnderneathIsNotWritten() throws {
    let directory = try package()
    let result = PackageAdoptCommand.run(
      package: "Tienda", write: true, reader: SchemaSourceReader(currentDirectory: directory.url.path),
      beforeWritingSources: { _ = try? directory.write("Tienda/Package.swift", Self.manifest + "// edited\n") })
    #expect(result.exitCode == 1)
    #expect(result.errors == [
      "'Tienda/Package.swift' changed on disk since adopt read it; no Swift file was changed (the schemas were written; run adopt again)"
    ])
    #expect(try directory.read("Tienda/Sources/Catalogo/Catalogo.swift") == Self.catalogo)
    #expect(try directory.read("Tienda/Package.swift") == Self.manifest + "// edited\n")
  }

  /// Version-specific manifests adopt does not edit: nothing moves, and the warning says where.
  @Test func aVersionSpecificManifestLeavesThePackageAlone() throws {
    let directory = try package()
    try directory.write("Tienda/Package@swift-5.10.swift", Self.manifest.replacingOccurrences(of: "6.0", with: "5.10"))
    let result = adopt(directory)
    #expect(result.exitCode == 1)
    #expect(result.output.isEmpty)
    #expect(result.diagnostics.map(\.location.description) == ["Tienda/Package@swift-5.10.swift:1:1"])
    #expect(result.diagnostics.first?.message.hasPrefix(
      "adopt edits Tienda/Package.swift alone, and SwiftPM reads Tienda/Package@swift-5.10.swift instead with some toolchains") == true)
  }
}
