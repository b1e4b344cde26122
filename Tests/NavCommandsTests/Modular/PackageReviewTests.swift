import Foundation
import Testing
@testable import NavCommands
@testable import NavGenerate
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen links`, `graph` and `diff` given a package's folder: every regular and executable
/// target's schemas and Swift sources read as one app (its manifest through `swift package
/// dump-package`, on disk and at a git revision), grouped by target, with the checks each
/// target's generation makes.
@Suite("Review: a package is one app")
struct PackageReviewTests {
  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Tienda",
      targets: [
        .target(name: "Carrito", path: "Features/Carrito"),
        .target(name: "Catalogo", dependencies: ["Carrito"]),
        .testTarget(name: "CatalogoTests", dependencies: ["Catalogo"]),
      ]
    )
    """
  static let links = #""links": { "prefixes": ["tienda://"] },"#
  static let carrito = """
    { "version": 1, \(links) "features": [{ "name": "Carrito", "destination": { "cases": [
      { "name": "pago", "reducer": "Pago", "link": "pago/{id: Int}" }, "Cupon"] } }] }
    """
  static let catalogo = """
    { "version": 1, \(links) "features": [{ "name": "Catalogo", "path": { "cases": [
      { "name": "carrito", "reducer": "Carrito", "link": "carrito" },
      { "name": "producto", "reducer": "Producto", "link": "producto/{id: Int}" }] } }] }
    """
  /// A feature the Catalogo target still declares in Swift.
  static let perfil = """
    extension Perfil {
      @Reducer
      enum Destination {
        case ajustes(Ajustes)
      }
    }
    """

  /// The package in a fresh folder; `manifest` and `files` replace parts of it.
  static func package(manifest: String = manifest, _ files: [String: String] = [:]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let defaults = [
      "Package.swift": manifest, "Features/Carrito/Carrito.navgen.json": carrito,
      "Sources/Catalogo/Catalogo.navgen.json": catalogo, "Sources/Catalogo/Perfil.swift": perfil,
      // A test target's schema is no part of the app.
      "Tests/CatalogoTests/Prueba.navgen.json": #"{ "version": 1, "features": [{ "name": "Prueba", "path": { "cases": ["Paso"] } }] }"#,
    ]
    for (name, text) in defaults.merging(files, uniquingKeysWith: { $1 }) where !text.isEmpty {
      try directory.write(name, text)
    }
    return directory
  }

  private func environment(_ directory: TemporaryDirectory) -> ReviewEnvironment {
    ReviewEnvironment(reader: SchemaSourceReader(currentDirectory: directory.path))
  }

  @Test func linksNameTheTargetOfEachStep() throws {
    let directory = try Self.package()
    let result = LinksCommand.run(inputs: ["."], environment: environment(directory))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.output == """
      Prefixes: tienda:// (links print with the first); at most 16 screens a link.

      tienda://carrito
        [Catalogo] Catalogo pushes Path.carrito (Carrito)

      tienda://producto/{id: Int}
        [Catalogo] Catalogo pushes Path.producto (Producto) with id: Int

      tienda://carrito/pago/{id: Int}
        [Catalogo] Catalogo pushes Path.carrito (Carrito)
        [Carrito] Carrito presents Destination.pago (Pago) with id: Int

      """)
    let json = LinksCommand.run(inputs: ["."], format: .json, environment: environment(directory))
    #expect(json.output.contains(#""target": "Carrito""#) && json.output.contains(#""target": "Catalogo""#), "\(json.output)")
    let resolved = LinksCommand.run(inputs: ["."], resolve: "tienda://carrito/pago/7", environment: environment(directory))
    #expect(resolved.exitCode == 0)
    #expect(resolved.output.contains("2. [Carrito] Carrito presents Destination.pago (Pago), segments 2-3: id = 7"), "\(resolved.output)")
  }

  @Test func graphDrawsTargetsAsGroups() throws {
    let directory = try Self.package()
    let mermaid = GraphCommand.run(schemaSpec: ".", environment: environment(directory))
    #expect(mermaid.exitCode == 0, "\(mermaid.standardError)")
    for group in [#"subgraph mn_Carrito ["Carrito"]"#, #"subgraph mn_Catalogo ["Catalogo"]"#] {
      #expect(mermaid.output.contains(group), "\(mermaid.output)")
    }
    // The feature the target's Swift still declares is in its group too; the test target's is nowhere.
    let catalogo = try #require(mermaid.output.components(separatedBy: #"subgraph mn_Catalogo ["Catalogo"]"#).last)
    #expect(try #require(catalogo.components(separatedBy: "\n  end").first).contains("n_Perfil["), "\(mermaid.output)")
    #expect(!mermaid.output.contains("Prueba"))
    let dot = GraphCommand.run(schemaSpec: ".", format: .dot, environment: environment(directory))
    for cluster in [#"subgraph "cluster_Carrito" {"#, #"subgraph "cluster_Catalogo" {"#] {
      #expect(dot.output.contains(cluster), "\(dot.output)")
    }
  }

  @Test(.requires(.git)) func diffSaysTheTargetOfEachChangeAndALinkBrokenAcrossTargets() throws {
    let directory = try Self.package()
    try #require(try directory.git("init", "-q") == 0)
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "one") == 0)
    let same = DiffCommand.run(oldSpec: "HEAD:.", newSpec: ".", environment: environment(directory))
    #expect(same.output == "No navigation changes.\n", "\(same.output)\(same.standardError)")
    // A change in Carrito breaks the link that Catalogo's chain reaches it by.
    try directory.write("Features/Carrito/Carrito.navgen.json", Self.carrito.replacingOccurrences(of: "\"pago/{id", with: "\"pagar/{id"))
    let result = DiffCommand.run(oldSpec: "HEAD:.", newSpec: ".", environment: environment(directory))
    #expect(result.exitCode == 4, "\(result.output)\(result.standardError)")
    #expect(result.output.contains("[breaks links] Carrito.Destination.pago (in Carrito):"), "\(result.output)")
    #expect(result.output.contains("`tienda://carrito/pago/{id: Int}` no longer opens `Carrito.Destination.pago`"), "\(result.output)")
    let json = DiffCommand.run(oldSpec: "HEAD:.", newSpec: ".", format: .json, environment: environment(directory))
    #expect(json.output.contains(#""target": "Carrito""#), "\(json.output)")
  }

  @Test func aLinkIntoATargetNotDependedOnIsAnErrorThatNamesTheDependency() throws {
    let directory = try Self.package(manifest: Self.manifest.replacingOccurrences(of: #", dependencies: ["Carrito"]"#, with: ""))
    let result = LinksCommand.run(inputs: ["."], environment: environment(directory))
    #expect(result.exitCode == 2)
    #expect(result.standardError == """
      Sources/Catalogo/Catalogo.navgen.json:2:3: error: 'Carrito' is declared in target 'Carrito' \
      (Features/Carrito/Carrito.navgen.json:1:70), which target 'Catalogo' does not depend on, so a link cannot go on \
      into it; add .target(name: "Carrito") to the dependencies of 'Catalogo' in Package.swift

      """)
  }

  @Test func aFeatureDeclaredInTwoTargetsIsAnErrorAtBoth() throws {
    let twice = #"{ "version": 1, "features": [{ "name": "Carrito", "path": { "cases": ["Resumen"] } }] }"#
    let directory = try Self.package(["Sources/Catalogo/Otro.navgen.json": twice])
    let result = GraphCommand.run(schemaSpec: ".", environment: environment(directory))
    #expect(result.exitCode != 0)
    let errors = result.standardError.split(separator: "\n").filter { $0.contains("is declared in the schemas of two targets") }
    #expect(errors.map { String($0.prefix(while: { $0 != " " })) } == [
      "Features/Carrito/Carrito.navgen.json:1:70:", "Sources/Catalogo/Otro.navgen.json:1:30:",
    ], "\(result.standardError)")
  }

  /// The folder is still read, without targets: its files are sources outside any target,
  /// grouped by SwiftPM's folders (so a test target's schema is read too).
  @Test func aManifestDumpPackageCannotReadIsAWarningAndTheFolderIsStillRead() throws {
    let directory = try Self.package(manifest: Self.manifest.replacingOccurrences(of: "targets: [", with: "targets: [oops,"))
    let result = LinksCommand.run(inputs: ["."], environment: environment(directory))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError == """
      Package.swift:6:13: warning: 'swift package dump-package' cannot read this manifest (error: cannot find 'oops' in \
      scope), so its targets are unknown; the Swift files and schemas of the folder are read as sources outside any target

      """)
    #expect(result.output.contains("[Sources/Catalogo/] Catalogo pushes Path.carrito (Carrito)\n"), "\(result.output)")
    #expect(result.output.contains("[Features/] Carrito presents Destination.pago (Pago) with id: Int\n"), "\(result.output)")
  }
}
