import Foundation
import Testing
@testable import NavCommands
@testable import NavGenerate
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// A folder read whole by `graph`, `links`, `diff`, `import` and `adopt`, on disk and at a git
/// revision: an Xcode project's sources beside a placeholder `Package.swift` (`targets: []`, as
/// TCA's `Examples/` has), a nested package whose targets its manifest appends inside `if`, from
/// a `let` array and with `+=` (dump-package reads them all), a test target there, and a nested
/// package whose manifest dump-package cannot read, beside the rest.
@Suite("Review: a folder is read whole")
struct WholeFolderReviewTests {
  static let placeholder = """
    // swift-tools-version:6.0
    import PackageDescription

    // Only here so that Xcode lists the folder; it builds nothing.
    let package = Package(name: "Tienda", products: [], targets: [])
    """
  static let features = """
    // swift-tools-version:6.0
    import PackageDescription

    var package = Package(name: "Features", targets: [])

    let features: [Target] = [
      .target(name: "Carrito", path: "Sources/Carrito")
    ]
    if !features.isEmpty {
      package.targets.append(contentsOf: features)
    }
    package.targets += [
      .target(name: "Catalogo", dependencies: ["Carrito"]),
      .testTarget(name: "CatalogoTests", dependencies: ["Catalogo"]),
    ]
    """
  static let broken = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(name: "Ajustes", targets: [oops])
    """
  static let links = #""links": { "prefixes": ["tienda://"] },"#
  /// The Xcode app's own sources: a stack in Swift and a sheet in a schema.
  static let app = """
    import ComposableArchitecture

    extension Tienda {
      @Reducer
      enum Path {
        case catalogo(Catalogo)
        case perfil(Perfil)
      }
    }
    """
  static let perfil = """
    { "version": 1, \(links) "features": [{ "name": "Perfil", "destination": { "cases": [
      { "name": "ajustes", "reducer": "Ajustes", "link": "ajustes" }] } }] }
    """
  static let carrito = """
    { "version": 1, \(links) "features": [{ "name": "Carrito", "destination": { "cases": [
      { "name": "pago", "reducer": "Pago", "link": "pago/{id: Int}" }, "Cupon"] } }] }
    """
  static let catalogo = """
    extension Catalogo {
      @Reducer
      enum Path {
        case carrito(Carrito)
        case producto(Producto)
      }
    }
    """
  static let prueba = """
    extension Prueba {
      @Reducer
      enum Destination {
        case paso(Paso)
      }
    }
    """
  static let ajustes = """
    extension Ajustes {
      @Reducer
      enum Destination {
        case idioma(Idioma)
      }
    }
    """

  static let tree = [
    "Package.swift": placeholder,
    "Tienda.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
    "Tienda/TiendaApp.swift": app,
    "Tienda/Perfil.navgen.json": perfil,
    "Packages/Features/Package.swift": features,
    "Packages/Features/Sources/Carrito/Carrito.navgen.json": carrito,
    "Packages/Features/Sources/Catalogo/Catalogo.swift": catalogo,
    "Packages/Features/Tests/CatalogoTests/Prueba.swift": prueba,
    "Broken/Package.swift": broken,
    "Broken/Sources/Ajustes/Ajustes.swift": ajustes,
  ]

  static func folder() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for (name, text) in tree { try directory.write(name, text) }
    return directory
  }

  private func environment(_ directory: TemporaryDirectory) -> ReviewEnvironment {
    ReviewEnvironment(reader: SchemaSourceReader(currentDirectory: directory.path))
  }

  /// The warning at the manifest dump-package cannot read, at its error.
  static func brokenWarning(_ manifest: String) -> String {
    "\(manifest):4:50: warning: 'swift package dump-package' cannot read this manifest (error: cannot find 'oops' in "
      + "scope), so its targets are unknown; the Swift files and schemas of 'Broken' are read as sources outside any target"
  }

  @Test(arguments: [(GraphFormat.mermaid, "Tests/Golden/graph/whole-folder.mmd"), (GraphFormat.dot, "Tests/Golden/graph/whole-folder.dot")])
  func wholeFolderGraphGroupsEveryPart(format: GraphFormat, golden: String) throws {
    let directory = try Self.folder()
    let result = GraphCommand.run(schemaSpec: ".", format: format, environment: environment(directory))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError == Self.brokenWarning("Broken/Package.swift") + "\n", "\(result.standardError)")
    try GoldenFile.assertMatches(result.output, golden: golden)
    // The test target's enum is no part of the app.
    #expect(!result.output.contains("Prueba"))
  }

  @Test func linksNameEachStepsPart() throws {
    let directory = try Self.folder()
    let result = LinksCommand.run(inputs: ["."], environment: environment(directory))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.output == """
      Prefixes: tienda:// (links print with the first); at most 16 screens a link.

      tienda://pago/{id: Int}
        [Packages/Features/Carrito] Carrito presents Destination.pago (Pago) with id: Int

      tienda://ajustes
        [Tienda/] Perfil presents Destination.ajustes (Ajustes)

      """)
    #expect(result.standardError == Self.brokenWarning("Broken/Package.swift") + "\n")
  }

  @Test(.requires(.git)) func diffSaysThePartOfEachChangeAtARevisionToo() throws {
    let directory = try Self.folder()
    try #require(try directory.git("init", "-q") == 0)
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "one") == 0)
    let same = DiffCommand.run(oldSpec: "HEAD:.", newSpec: ".", environment: environment(directory))
    #expect(same.output == "No navigation changes.\n", "\(same.output)\(same.standardError)")
    #expect(same.standardError == Self.brokenWarning("HEAD:./Broken/Package.swift") + "\n" + Self.brokenWarning("Broken/Package.swift") + "\n")
    // One change in each kind of part: the Xcode app's Swift, a nested package's target, the unread package's folder.
    try directory.write("Tienda/TiendaApp.swift", Self.app.replacingOccurrences(of: "    case perfil(Perfil)\n", with: ""))
    try directory.write(
      "Packages/Features/Sources/Catalogo/Catalogo.swift", Self.catalogo.replacingOccurrences(of: "producto(Producto)", with: "producto(Ficha)"))
    try directory.write("Broken/Sources/Ajustes/Ajustes.swift", Self.ajustes.replacingOccurrences(of: "idioma", with: "lengua"))
    let result = DiffCommand.run(oldSpec: "HEAD:.", newSpec: ".", environment: environment(directory))
    #expect(result.exitCode == 1, "\(result.output)\(result.standardError)")
    for line in [
      "[breaking] Catalogo.Path.producto (in Packages/Features/Catalogo): payload type changed (Producto -> Ficha)",
      "[breaking] Ajustes.Destination.lengua (in Broken/Sources/Ajustes/): case renamed (idioma -> lengua)",
      "[breaking] Tienda.Path.perfil (in Tienda/): case removed (perfil(Perfil))",
    ] {
      #expect(result.output.contains(line + "\n"), "\(result.output)")
    }
    let json = DiffCommand.run(oldSpec: "HEAD:.", newSpec: ".", format: .json, environment: environment(directory))
    for target in [#""target": "Tienda/""#, #""target": "Packages/Features/Catalogo""#, #""target": "Broken/Sources/Ajustes/""#] {
      #expect(json.output.contains(target), "\(json.output)")
    }
  }

  @Test func importReadsTheAppsSourcesAndNamesWhatItLeavesOut() throws {
    let directory = try Self.folder()
    let result = ImportCommand.run(inputs: ["."], destination: .standardOutput, reader: SchemaSourceReader(currentDirectory: directory.path))
    #expect(result.exitCode == 1, "\(result.standardError)")
    for name in ["Tienda", "Catalogo", "Ajustes"] {
      #expect(result.output.contains(#""name": "\#(name)""#), "\(result.output)")
    }
    #expect(!result.output.contains("Prueba"))
    #expect(result.standardError == Self.brokenWarning("Broken/Package.swift") + "\n"
      + "left out of '.' as no part of an app, although they write @Reducer: target Packages/Features/CatalogoTests (test)\n")
  }

  @Test func adoptOfThePlaceholderSaysWhatItLeavesToOtherRuns() throws {
    let directory = try Self.folder()
    let result = PackageAdoptCommand.run(package: ".", reader: SchemaSourceReader(currentDirectory: directory.path))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError == """
      nothing to adopt: no @Reducer enum in the targets of '.'
      'Packages/Features' is a package of its own, which this run leaves as it is: adopt it with 'navgen adopt Packages/Features'
      'Broken' is a package of its own, which this run leaves as it is: adopt it with 'navgen adopt Broken'
      1 Swift file(s) outside any target of the package write @Reducer and stay as they are (Tienda): \
      adopt them with 'navgen adopt <files or folders> --schemas <dir>'

      """)
  }

  /// A placeholder package over Swift that writes no `@Reducer` (isowords' `App/`): not dumped, and said.
  @Test func aFolderWithoutNavigationSaysSo() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Package.swift", Self.placeholder)
    try directory.write("iOS/App.swift", "import SwiftUI\n")
    let result = GraphCommand.run(schemaSpec: ".", environment: environment(directory))
    #expect(result.exitCode == 0)
    #expect(result.standardError == """
      navgen: warning: no schema and no @Reducer enum navgen can read in '.' (1 Swift file, 0 schemas); none writes @Reducer

      """)
    let imported = ImportCommand.run(inputs: ["."], destination: .standardOutput, reader: SchemaSourceReader(currentDirectory: directory.path))
    #expect(imported.exitCode == 1)
    #expect(imported.standardError == "navgen: warning: no @Reducer enum found in '.'\n")
  }

  /// `Package.swift` and `Package@swift-6.swift` beside it: this toolchain's dump-package reads
  /// the second, on disk and at a revision, and the first is named as not read.
  @Test(.requires(.git)) func aManifestThisToolchainDoesNotReadIsNamed() throws {
    let directory = try TemporaryDirectory()
    let manifest = { (version: String, target: String) in
      "// swift-tools-version:\(version)\nimport PackageDescription\n"
        + "let package = Package(name: \"P\", targets: [.target(name: \"\(target)\", path: \"Sources/Catalogo\")])\n"
    }
    try directory.write("Package.swift", manifest("5.9", "Viejo"))
    try directory.write("Package@swift-6.swift", manifest("6.0", "Nuevo"))
    try directory.write("Sources/Catalogo/Catalogo.swift", Self.catalogo)
    try #require(try directory.git("init", "-q") == 0)
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "one") == 0)
    for (input, prefix) in [(".", ""), ("HEAD:.", "HEAD:./")] {
      let result = GraphCommand.run(schemaSpec: input, environment: environment(directory))
      #expect(result.output.contains(#"subgraph mn_Nuevo ["Nuevo"]"#), "\(result.output)")
      #expect(result.standardError == """
        \(prefix)Package.swift:1:1: warning: not read: 'swift package dump-package' of this toolchain reads \
        Package@swift-6.swift (tools version 6.0.0); the targets only this manifest declares are not read

        """)
    }
  }

  /// A package whose only `@Reducer` is in a test target gives an empty graph, and says why.
  @Test func anEmptyResultSaysWhatItRead() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Package.swift", Self.features.replacingOccurrences(of: #""Sources/Carrito""#, with: #""Carrito""#))
    try directory.write("Sources/Catalogo/Catalogo.swift", "struct Catalogo {}\n")
    try directory.write("Tests/CatalogoTests/Prueba.swift", Self.prueba)
    let result = GraphCommand.run(schemaSpec: ".", environment: environment(directory))
    #expect(result.exitCode == 0)
    #expect(result.standardError == """
      navgen: warning: no schema and no @Reducer enum navgen can read in '.' (2 Swift files, 0 schemas); 1 writing \
      @Reducer; read: 1 file in 1 target and 0 folders outside any target; 1 file left out as no part of an app: \
      CatalogoTests (test)

      """)
  }
}
