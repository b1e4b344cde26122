import Testing
@testable import NavPackage

/// How a folder's files divide into the parts of an app (`FolderLayout`), from manifests as
/// dump-package reads them: which target owns a file, what is outside any target and how it is
/// grouped, what is left out, and which manifests need reading at all.
@Suite("A folder's layout: targets, nested packages, sources outside any target")
struct FolderLayoutTests {
  static func layout(_ files: [String], _ packages: [FolderLayout.Package]) -> FolderLayout {
    let listing = files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var folders: Set<String> = []
    for file in listing {
      var components = file.split(separator: "/").dropLast()
      while !components.isEmpty {
        folders.insert(components.joined(separator: "/"))
        components = components.dropLast()
      }
    }
    return FolderLayout(files: listing, folders: folders, packages: packages)
  }

  /// Each part's name, kind and files, as a reviewer would list them.
  static func summary(_ layout: FolderLayout) -> [String] {
    layout.parts.map { part in
      let kind: String
      switch part.kind {
      case .target(let module, let package): kind = "target \(module.name) of '\(package)' needing \(module.dependencies)"
      case .outsideTargets(let package): kind = "outside, below \(package.map { "'\($0)'" } ?? "no package")"
      }
      return "\(part.name) [\(kind)]: " + part.files.joined(separator: " ")
    }
  }

  @Test func targetsOwnTheirFoldersAndTheRestIsGroupedByFolder() {
    let manifest = PackageManifest(name: "App", targets: [
      PackageTarget(name: "Carrito", kind: .regular, path: "Features/Carrito"),
      PackageTarget(name: "Catalogo", kind: .regular, dependencies: [.byName("Carrito")]),
      PackageTarget(name: "CatalogoTests", kind: .test, dependencies: [.target("Catalogo")]),
    ])
    let layout = Self.layout(
      [
        "Package.swift", "Features/Carrito/Carrito.navgen.json", "Sources/Catalogo/Catalogo.swift",
        "Sources/Catalogo/Sub/Perfil.swift", "Tests/CatalogoTests/Prueba.swift", "Xcode/App/AppView.swift",
        "Xcode/App/Deep/More.swift", "Scripts/tool.swift", "loose.swift", "Sources/Otro/Otro.swift",
      ], [FolderLayout.Package(folder: "", manifest: manifest)])
    #expect(Self.summary(layout) == [
      "Carrito [target Carrito of '' needing []]: Features/Carrito/Carrito.navgen.json",
      "Catalogo [target Catalogo of '' needing [\"Carrito\"]]: Sources/Catalogo/Catalogo.swift Sources/Catalogo/Sub/Perfil.swift",
      "Scripts/ [outside, below '']: Scripts/tool.swift",
      "Sources/Otro/ [outside, below '']: Sources/Otro/Otro.swift",
      "Xcode/ [outside, below '']: Xcode/App/AppView.swift Xcode/App/Deep/More.swift",
      "./ [outside, below '']: loose.swift",
    ])
    #expect(layout.leftOut == [
      FolderLayout.LeftOut(name: "CatalogoTests", reason: .target(.test), files: ["Tests/CatalogoTests/Prueba.swift"])
    ])
  }

  /// TCA's `Examples/`: a manifest with `targets: []` beside Xcode projects' sources, and a
  /// package of its own nested below it.
  @Test func aPlaceholderPackageHidesNothingAndANestedPackageIsItsOwn() {
    let nested = PackageManifest(name: "tic-tac-toe", targets: [
      PackageTarget(name: "AppCore", kind: .regular, dependencies: [.byName("LoginCore")]),
      PackageTarget(name: "LoginCore", kind: .regular),
    ])
    let layout = Self.layout(
      [
        "Package.swift", "CaseStudies/SwiftUI/Navigation.swift", "SyncUps/SyncUps/AppFeature.swift",
        "TicTacToe/App/RootView.swift", "TicTacToe/tic-tac-toe/Package.swift",
        "TicTacToe/tic-tac-toe/Sources/AppCore/AppCore.swift", "TicTacToe/tic-tac-toe/Sources/LoginCore/LoginCore.swift",
      ],
      [
        FolderLayout.Package(folder: "", manifest: PackageManifest(name: "Examples", targets: [])),
        FolderLayout.Package(folder: "TicTacToe/tic-tac-toe", manifest: nested),
      ])
    #expect(Self.summary(layout) == [
      "TicTacToe/tic-tac-toe/AppCore [target AppCore of 'TicTacToe/tic-tac-toe' needing [\"LoginCore\"]]: "
        + "TicTacToe/tic-tac-toe/Sources/AppCore/AppCore.swift",
      "TicTacToe/tic-tac-toe/LoginCore [target LoginCore of 'TicTacToe/tic-tac-toe' needing []]: "
        + "TicTacToe/tic-tac-toe/Sources/LoginCore/LoginCore.swift",
      "CaseStudies/ [outside, below '']: CaseStudies/SwiftUI/Navigation.swift",
      "SyncUps/ [outside, below '']: SyncUps/SyncUps/AppFeature.swift",
      "TicTacToe/ [outside, below '']: TicTacToe/App/RootView.swift",
    ])
  }

  @Test func aManifestNotReadLeavesItsFilesOutsideAnyTargetByTheirSwiftPMFolders() {
    let layout = Self.layout(
      ["App/Main.swift", "Broken/Package.swift", "Broken/Sources/Ajustes/Ajustes.swift", "Broken/Tests/AjustesTests/T.swift"],
      [FolderLayout.Package(folder: "Broken", manifest: nil)])
    #expect(Self.summary(layout) == [
      "App/ [outside, below no package]: App/Main.swift",
      "Broken/Sources/Ajustes/ [outside, below 'Broken']: Broken/Sources/Ajustes/Ajustes.swift",
      "Broken/Tests/AjustesTests/ [outside, below 'Broken']: Broken/Tests/AjustesTests/T.swift",
    ])
  }

  @Test func theDeepestTargetFolderWinsAndAPackageAtDotOwnsAllButNestedPackages() {
    let manifest = PackageManifest(name: "Flat", targets: [
      PackageTarget(name: "Everything", kind: .executable, path: "."),
      PackageTarget(name: "Inner", kind: .regular, path: "./Inner/"),
    ])
    let inner = PackageManifest(name: "Sub", targets: [PackageTarget(name: "Sub", kind: .regular, path: "Code")])
    let layout = Self.layout(
      ["Package.swift", "main.swift", "Inner/Inner.swift", "Sub/Package.swift", "Sub/Code/Sub.swift", "Sub/Other.swift"],
      [FolderLayout.Package(folder: "", manifest: manifest), FolderLayout.Package(folder: "Sub", manifest: inner)])
    #expect(Self.summary(layout) == [
      "Everything [target Everything of '' needing []]: main.swift",
      "Inner [target Inner of '' needing []]: Inner/Inner.swift",
      "Sub/Sub [target Sub of 'Sub' needing []]: Sub/Code/Sub.swift",
      "Sub/ [outside, below 'Sub']: Sub/Other.swift",
    ])
  }

  @Test func swiftInADocCCatalogIsNoPartOfTheApp() {
    let manifest = PackageManifest(name: "Lib", targets: [PackageTarget(name: "Lib", kind: .regular)])
    let layout = Self.layout(
      ["Package.swift", "Sources/Lib/Lib.swift", "Sources/Lib/Lib.docc/Tutorials/Step-01.swift", "Docs.docc/Code.swift"],
      [FolderLayout.Package(folder: "", manifest: manifest)])
    #expect(Self.summary(layout) == ["Lib [target Lib of '' needing []]: Sources/Lib/Lib.swift"])
    #expect(layout.leftOut == [
      FolderLayout.LeftOut(name: "Docs.docc", reason: .documentation, files: ["Docs.docc/Code.swift"]),
      FolderLayout.LeftOut(
        name: "Sources/Lib/Lib.docc", reason: .documentation, files: ["Sources/Lib/Lib.docc/Tutorials/Step-01.swift"]),
    ])
  }

  @Test func onlyPackagesThatOwnAFileAreRead() {
    let files = ["A/Package.swift", "A/x.swift", "Package.swift", "Sources/App/App.swift", "Z/Package.swift", "Z/Assets/a.png"]
    let folders = FolderLayout.packageFolders(in: files)
    #expect(folders == ["", "A", "Z"])
    #expect(FolderLayout.packagesOwningFiles(["A/x.swift", "Sources/App/App.swift"], among: folders) == ["", "A"])
    #expect(FolderLayout.packagesOwningFiles(["A/x.swift"], among: folders) == ["A"])
  }

  @Test func theToolsVersionAManifestDeclares() {
    let cases: [(String, String?)] = [
      ("// swift-tools-version:5.9\nimport PackageDescription", "5.9.0"),
      ("// swift-tools-version: 6.0.2\n", "6.0.2"),
      ("// swift-tools-version:6\n", "6.0.0"),
      ("// swift-tools-version:5.9;(xcode)\n", "5.9.0"),
      ("import PackageDescription\n// swift-tools-version:5.9", nil),
      ("// swift-tools-version:next\n", nil),
    ]
    for (text, version) in cases {
      #expect(PackageManifestFiles.toolsVersion(declaredIn: Array(text.utf8)) == version, "\(text)")
    }
    #expect(PackageManifestFiles.isVersionSpecific("Package@swift-5.9.swift"))
    #expect(!PackageManifestFiles.isVersionSpecific("Package.swift"))
    #expect(!PackageManifestFiles.isVersionSpecific("Package@swift-.swift"))
  }
}
