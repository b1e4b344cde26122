import Testing
@testable import NavSchema
@testable import NavTestSupport

/// What a generation's context says of its schemas (`GenerationContext`): the checks across
/// modules, with each diagnostic's exact text and place, the imports of other modules, and how
/// a linked case's child goes on (`LinkChildren`).
@Suite("Generation context: checks, imports and link children across modules")
struct GenerationContextTests {
  static let links = #""links": { "prefixes": ["recetario://"] },"#

  /// A schema file `name` with `features` on line 4, after the `links` on line 3 when `linked`.
  static func schema(_ name: String, linked: Bool = true, _ features: String) throws -> NavigationSchema {
    let text = "{\n  \"version\": 1,\n  \(linked ? links : "\"access\": \"public\",")\n  \"features\": [\(features)]\n}\n"
    let loaded = SchemaLoader.load(contents: Array(text.utf8), fileName: name)
    return try #require(loaded.schema, "\(loaded.diagnostics)")
  }

  static func app() throws -> NavigationSchema {
    try schema(
      "Sources/AppFeature/Recetario.navgen.json",
      #"{ "name": "Recetario", "path": { "cases": [{ "name": "receta", "reducer": "Receta", "link": "receta/{id: Int}" }, "Historial"] } }"#)
  }

  static func receta(linked: Bool = true, name: String = "Receta") throws -> NavigationSchema {
    try schema(
      "Sources/RecetaFeature/\(name).navgen.json", linked: linked,
      #"{ "name": "\#(name)", "destination": { "cases": ["Comentarios"] } }"#)
  }

  static func describe(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.description) }

  @Test func aFeatureOfAnImportedModuleGoesOnByItsLinksAndIsImported() throws {
    let app = try Self.app()
    let context = GenerationContext(module: "AppFeature", visible: [try Self.receta().inModule("RecetaFeature")])
    #expect(context.diagnostics(for: app).isEmpty)
    #expect(context.imports(for: app) == [ModuleImport(module: "RecetaFeature")])
    #expect(LinkChildren(schema: app, context: context).kind(of: .nominal([.init(name: "Receta")])) == .goesOn)
    #expect(LinkChildren(schema: app, context: context).kind(of: .nominal([.init(name: "Historial")])) == .leaf)
    #expect(LinkChildren(schema: app, context: .none).kind(of: .nominal([.init(name: "Receta")])) == .leaf)
  }

  @Test func noImportWithinAModuleOrWhatTheSchemaImports() throws {
    var app = try Self.app()
    let receta = try Self.receta()
    #expect(GenerationContext(module: "AppFeature", visible: [receta.inModule("AppFeature")]).imports(for: app).isEmpty)
    // Modules unknown (a schema given alone, or no Sources/<Module> folder): no import.
    #expect(GenerationContext(visible: [receta.inModule("RecetaFeature")]).imports(for: app).isEmpty)
    #expect(GenerationContext(module: "AppFeature", visible: [receta]).imports(for: app).isEmpty)
    app.imports.append(ModuleImport(module: "RecetaFeature", attributes: ["@preconcurrency"]))
    #expect(GenerationContext(module: "AppFeature", visible: [receta.inModule("RecetaFeature")]).imports(for: app).isEmpty)
  }

  @Test func aFeatureWhoseSchemaHasNoLinksStopsTheLinkWithAWarning() throws {
    let app = try Self.app()
    let context = GenerationContext(module: "AppFeature", visible: [try Self.receta(linked: false).inModule("RecetaFeature")])
    #expect(LinkChildren(schema: app, context: context).kind(of: .nominal([.init(name: "Receta")])) == .stops)
    #expect(Self.describe(context.diagnostics(for: app)) == [
      "Sources/AppFeature/Recetario.navgen.json:4:59: warning: 'Receta' shows 'Receta.Destination' but its schema "
        + "Sources/RecetaFeature/Receta.navgen.json declares no \"links\": a link opens Receta and goes no further, and "
        + "'link' is nil while it is shown; add \"links\" to Sources/RecetaFeature/Receta.navgen.json"
    ])
  }

  @Test func aLinkIntoATargetNotDependedOnIsAnErrorThatNamesTheDependency() throws {
    let app = try Self.app()
    let context = GenerationContext(module: "AppFeature", notImported: [try Self.receta().inModule("RecetaFeature")])
    #expect(LinkChildren(schema: app, context: context).kind(of: .nominal([.init(name: "Receta")])) == .leaf)
    #expect(Self.describe(context.diagnostics(for: app)) == [
      "Sources/AppFeature/Recetario.navgen.json:4:59: error: 'Receta' is declared in target 'RecetaFeature' "
        + "(Sources/RecetaFeature/Receta.navgen.json:4:16), which target 'AppFeature' does not depend on, so a link "
        + "cannot go on into it; add .target(name: \"RecetaFeature\") to the dependencies of 'AppFeature' in Package.swift"
    ])
  }

  @Test func aFeatureOfASchemaTheRunDoesNotReadStopsTheLinkWithAWarning() throws {
    let app = try Self.app()
    let context = GenerationContext(module: "AppFeature", unread: [try Self.receta().inModule("RecetaFeature")])
    #expect(LinkChildren(schema: app, context: context).kind(of: .nominal([.init(name: "Receta")])) == .stops)
    #expect(context.imports(for: app).isEmpty)
    #expect(Self.describe(context.diagnostics(for: app)) == [
      "Sources/AppFeature/Recetario.navgen.json:4:59: warning: 'Receta' is declared in Sources/RecetaFeature/Receta.navgen.json, "
        + "which this run does not read, so a link opens Receta and goes no further, and 'link' is nil while it is shown; "
        + "give the schemas of the targets this one depends on with --context (NavGenPlugin does)"
    ])
    // What the run reads wins: the same feature in its context goes on, without a word.
    let read = GenerationContext(module: "AppFeature", visible: [try Self.receta().inModule("RecetaFeature")], unread: context.unread)
    #expect(LinkChildren(schema: app, context: read).kind(of: .nominal([.init(name: "Receta")])) == .goesOn)
    #expect(read.diagnostics(for: app).isEmpty)
  }

  @Test func aFeatureDeclaredInTwoTargetsIsAnErrorAtBoth() throws {
    let mine = try Self.receta(name: "Receta")
    let theirs = try Self.receta(linked: false, name: "Receta").inModule("OtraFeature")
    var renamed = theirs
    renamed.fileName = "Sources/OtraFeature/Receta.navgen.json"
    for index in renamed.features.indices { renamed.features[index].location.file = renamed.fileName }
    let expected = [
      "Sources/RecetaFeature/Receta.navgen.json:4:16: error: 'Receta' is declared in the schemas of two targets, "
        + "RecetaFeature and OtraFeature (Sources/OtraFeature/Receta.navgen.json:4:16); declare a feature's navigation "
        + "in the target that declares the feature",
      "Sources/OtraFeature/Receta.navgen.json:4:16: error: 'Receta' is declared in the schemas of two targets, "
        + "OtraFeature and RecetaFeature (Sources/RecetaFeature/Receta.navgen.json:4:16); declare a feature's navigation "
        + "in the target that declares the feature",
    ]
    #expect(Self.describe(GenerationContext(module: "RecetaFeature", visible: [renamed]).diagnostics(for: mine)) == expected)
    #expect(Self.describe(GenerationContext(module: "RecetaFeature", notImported: [renamed]).diagnostics(for: mine)) == expected)
  }

  @Test func aFeatureOfTwoLinkedSchemasOfOneModuleIsAnErrorAtBoth() throws {
    let destination = try Self.receta()
    var path = try Self.schema("Sources/RecetaFeature/Camino.navgen.json", #"{ "name": "Receta", "path": { "cases": ["Paso"] } }"#)
    #expect(Self.describe(GenerationContext(module: "RecetaFeature", visible: [path]).diagnostics(for: destination)) == [
      "Sources/RecetaFeature/Receta.navgen.json:4:16: error: 'Receta' is also declared at "
        + "Sources/RecetaFeature/Camino.navgen.json:4:16, and both schemas declare \"links\", so both would write its "
        + "link steps; declare its destination and path in one schema",
      "Sources/RecetaFeature/Camino.navgen.json:4:16: error: 'Receta' is also declared at "
        + "Sources/RecetaFeature/Receta.navgen.json:4:16, and both schemas declare \"links\", so both would write its "
        + "link steps; declare its destination and path in one schema",
    ])
    // Without links in one of them, only one writes link code: nothing to report.
    path.links = nil
    #expect(GenerationContext(module: "RecetaFeature", visible: [path]).diagnostics(for: destination).isEmpty)
  }
}
