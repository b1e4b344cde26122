import Foundation
import Testing
@testable import NavAdopt
@testable import NavCommands
@testable import NavTestSupport

/// `navgen adopt <package folder>` on packages whose manifests declare targets as real apps'
/// do: appended to `var package` in a `let` array and inside an `if` with `+=`, in the clauses
/// of an `#if`, with a loop after them that sets `plugins`. Each target's schemas are written,
/// the manifest gains the plugin where each target is declared, and what the proof refuses
/// keeps its enums, with the warning at its declaration. dump-package reads every manifest.
@Suite("Adopt: a package whose manifest appends its targets")
struct PackageAdoptShapesTests {
  typealias Tienda = PackageAdoptCommandTests
  static let usage = Tienda.usage

  static let manifest = """
    // swift-tools-version:6.0
    import Foundation
    import PackageDescription

    var package = Package(
      name: "Tienda",
      dependencies: [
        .package(url: "https://example.com/Lint.git", from: "1.0.0"),
      ],
      targets: [
        .target(name: "Catalogo"),
      ]
    )

    let compras: [Target] = [
      .target(name: "Carrito", dependencies: ["Catalogo"]),
    ]
    package.targets.append(contentsOf: compras)

    if ProcessInfo.processInfo.environment["TIENDA_SIN_PAGO"] == nil {
      package.targets += [
        .target(name: "Pago", dependencies: [.target(name: "Carrito")]),
        .testTarget(name: "PagoTests", dependencies: ["Pago"]),
      ]
    }

    // Every target of the payment is linted.
    for target in package.targets where target.name.hasPrefix("Pago") {
      target.plugins = [.plugin(name: "Lint", package: "Lint")]
    }

    """

  static let pago = """
    import ComposableArchitecture

    struct Pago {}

    extension Pago {
      @Reducer
      enum Destination {
        case recibo(Recibo)
      }
    }

    """

  func package(manifest: String = Self.manifest) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("Tienda/Package.swift", manifest)
    try directory.write("Tienda/Sources/Catalogo/Catalogo.swift", Tienda.catalogo)
    try directory.write("Tienda/Sources/Carrito/Carrito.swift", Tienda.carrito)
    try directory.write("Tienda/Sources/Pago/Pago.swift", Self.pago)
    return directory
  }

  func adopt(_ directory: TemporaryDirectory, write: Bool = false) -> ReviewCommandResult {
    PackageAdoptCommand.run(package: "Tienda", write: write, reader: SchemaSourceReader(currentDirectory: directory.url.path))
  }

  /// Catalogo in `Package(targets:)` and Carrito in the `let` array gain the plugin; Pago,
  /// appended with `+=` inside the `if`, would too, but the loop after it sets its plugins, so
  /// the proof refuses it: it keeps its enum, and the warning points at its declaration.
  @Test func everyLiteralDeclarationIsEditedAndWhatTheProofRefusesStays() throws {
    let directory = try package()
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 1, "\(result.standardError)")
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.diagnostics.map(\.description) == [
      "Tienda/Package.swift:22:5: warning: adopt leaves target 'Pago' as it is: dump-package of the edited manifest says "
        + "it did not gain exactly \(Self.usage) (code after its declaration changes the target: a loop that sets "
        + "`plugins`, say), so its @Reducer enums stay in Swift; give it `\(Self.usage)` where Package.swift sets its "
        + "plugins, then run adopt again"
    ])
    #expect(result.output == """
      Adopted 2 @Reducer enums of 2 targets into 2 schemas beside their Swift files, removed them from 2 Swift files and \
      gave NavGenPlugin to Catalogo, Carrito in Package.swift (with the package dependency on NavGen).
      1 @Reducer enum(s) stay in Swift, as reported above: Pago.Destination.
      What is left to do: build; NavGenPlugin generates the enums from the schemas.

      """)
    #expect(try directory.read("Tienda/Package.swift") == Self.manifest
      .replacingOccurrences(of: "Lint.git\", from: \"1.0.0\"),\n", with: """
        Lint.git", from: "1.0.0"),
            .package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0"),

        """)
      .replacingOccurrences(of: #".target(name: "Catalogo"),"#, with: #".target(name: "Catalogo", plugins: [\#(Self.usage)]),"#)
      .replacingOccurrences(of: #"dependencies: ["Catalogo"]),"#, with: #"dependencies: ["Catalogo"], plugins: [\#(Self.usage)]),"#))
    #expect(try directory.read("Tienda/Sources/Pago/Pago.swift") == Self.pago)
    #expect(FileManager.default.fileExists(atPath: directory.path("Tienda/Sources/Carrito/Carrito.navgen.json")))
    #expect(!FileManager.default.fileExists(atPath: directory.path("Tienda/Sources/Pago/Pago.navgen.json")))

    // Again: Pago is still refused, and nothing else is left to do.
    let manifest = try directory.read("Tienda/Package.swift")
    let again = adopt(directory, write: true)
    #expect(again.exitCode == 1)
    #expect(again.diagnostics.map(\.location.description) == ["Tienda/Package.swift:23:5"])
    #expect(again.notes == ["nothing to adopt: every @Reducer enum found stays in Swift (see the warnings)"])
    #expect(try directory.read("Tienda/Package.swift") == manifest)
  }

  /// A target declared in each clause of an `#if` gains the plugin in each, in the patch and
  /// written.
  @Test func aTargetInTheClausesOfAnIfGainsThePluginInEach() throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(name: "Tienda", targets: [.target(name: "Catalogo")])

      #if os(Linux)
      package.targets.append(.target(name: "Carrito", dependencies: ["Catalogo"]))
      #else
      package.targets.append(.target(name: "Carrito", dependencies: ["Catalogo"], swiftSettings: [.define("APPLE")]))
      #endif

      """
    let directory = try package(manifest: manifest)
    try FileManager.default.removeItem(atPath: directory.path("Tienda/Sources/Pago"))
    let dryRun = adopt(directory)
    #expect(dryRun.exitCode == 0, "\(dryRun.standardError)")
    #expect(dryRun.output.hasSuffix("""
      @@ -1,10 +1,10 @@
       // swift-tools-version:6.0
       import PackageDescription
       
      -let package = Package(name: "Tienda", targets: [.target(name: "Catalogo")])
      +let package = Package(name: "Tienda", dependencies: [.package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0")], targets: [.target(name: "Catalogo", plugins: [\(Self.usage)])])
       
       #if os(Linux)
      -package.targets.append(.target(name: "Carrito", dependencies: ["Catalogo"]))
      +package.targets.append(.target(name: "Carrito", dependencies: ["Catalogo"], plugins: [\(Self.usage)]))
       #else
      -package.targets.append(.target(name: "Carrito", dependencies: ["Catalogo"], swiftSettings: [.define("APPLE")]))
      +package.targets.append(.target(name: "Carrito", dependencies: ["Catalogo"], swiftSettings: [.define("APPLE")], plugins: [\(Self.usage)]))
       #endif

      """), "\(dryRun.output)")
    let written = adopt(directory, write: true)
    #expect(written.exitCode == 0, "\(written.standardError)")
    #expect(written.output.hasPrefix("Adopted 2 @Reducer enums of 2 targets"), "\(written.output)")
  }

  /// A manifest dump-package cannot read, in an appended block, still stops adopt with its
  /// located error, and nothing is written.
  @Test func aManifestDumpPackageCannotReadStillStopsAdopt() throws {
    let directory = try package(manifest: Self.manifest.replacingOccurrences(of: "(contentsOf: compras)", with: "(contentsOf: compra)"))
    let before = try directory.read("Tienda/Package.swift")
    let result = adopt(directory, write: true)
    #expect(result.exitCode == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.contains("'swift package dump-package' cannot read its manifest:\nTienda/Package.swift:18:36: error: ") == true, "\(result.errors)")
    #expect(result.errors.first?.hasSuffix("; nothing was written") == true)
    #expect(try directory.read("Tienda/Package.swift") == before)
    #expect(!FileManager.default.fileExists(atPath: directory.path("Tienda/Sources/Catalogo/Catalogo.navgen.json")))
  }
}
