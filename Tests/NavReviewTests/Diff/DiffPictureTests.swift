import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

private typealias B = DiffGraphSupport.Builders
private let v1 = DiffGraphSupport.Reference.v1

/// `navgen diff --format markdown`'s picture: the changed part of the graph as Mermaid.
@Suite("Diff: the picture of the changed part of the graph")
struct DiffPictureTests {
  static func markdown(
    _ old: NavigationSchema, _ new: NavigationSchema, nodeLimit: Int = 40, groupedByModule: Bool = false
  ) -> String {
    let diff = SchemaDiff(old: old, new: new)
    let neighbourhood = ChangedNeighbourhood(
      old: NavigationGraph(schema: old, groupingByModule: groupedByModule),
      new: NavigationGraph(schema: new, groupingByModule: groupedByModule), diff: diff, nodeLimit: nodeLimit)
    return DiffFormat.markdown.render(diff, colour: false, picture: DiffPicture(neighbourhood, title: new.fileName))
  }

  /// v1 with its `Articulo.Destination` cases (`autor`, `edicion`, …, `beta`) edited.
  static func articulo(_ edit: (inout [CaseEntry]) -> Void) -> NavigationSchema {
    var schema = v1
    edit(&schema.enums[2].entries)
    return schema
  }

  static let scenarios: [(golden: String, new: NavigationSchema)] = [
    ("picture-reference", DiffGraphSupport.Reference.v2),
    ("picture-added", articulo { $0.append(B.reducer("carrito", "Carrito")) }),
    ("picture-removed", articulo { $0.remove(at: 4) }),
    ("picture-renamed", articulo { $0[0].name = "author" }),
    ("picture-moved-under-if", articulo { $0[1].condition = "DEBUG" }),
  ]

  @Test(arguments: scenarios.map(\.golden))
  func matchesGolden(golden: String) throws {
    let new = try #require(Self.scenarios.first { $0.golden == golden }).new
    try DiffGraphSupport.Golden.check(Self.markdown(v1, new), "diff/\(golden).md")
  }

  /// Deep-link changes (issue 27's kinds) are drawn as changed cases like any other change:
  /// the Recetario link scenario of `LinkDiffTests`.
  @Test func linkChangesMatchGolden() throws {
    let old = try DiffGraphSupport.Golden.diffInput("Links-v1")
    let new = try DiffGraphSupport.Golden.diffInput("Links-v2")
    let text = Self.markdown(old, new)
    #expect(text.contains("```mermaid"))
    try DiffGraphSupport.Golden.check(text, "diff/picture-links.md")
  }

  @Test func sameInputSameBytes() {
    let new = DiffGraphSupport.Reference.v2
    #expect(Array(Self.markdown(v1, new).utf8) == Array(Self.markdown(v1, new).utf8))
  }

  @Test func noChangeNoPicture() throws {
    let text = Self.markdown(v1, v1)
    #expect(!text.contains("```mermaid"))
    try DiffGraphSupport.Golden.check(text, "diff/no-changes.md")
  }

  @Test func fileWideChangesDrawNothing() {
    var new = v1
    new.imports.append("Models")
    let text = Self.markdown(v1, new)
    #expect(text.contains("import added"))
    #expect(!text.contains("```mermaid"))
  }

  @Test func theTableComesFirstAndThePictureLast() throws {
    let text = Self.markdown(v1, DiffGraphSupport.Reference.v2)
    let table = try #require(text.range(of: "| Change | Enum | Case | Class | Why |"))
    let picture = try #require(text.range(of: "```mermaid"))
    #expect(table.upperBound < picture.lowerBound)
    #expect(text.hasSuffix("```\n\n\(DiffMarkdownRenderer.legend)\n"))
  }

  @Test func withoutAPictureTheMarkdownIsAsBefore() {
    let diff = SchemaDiff(old: v1, new: DiffGraphSupport.Reference.v2)
    #expect(DiffFormat.markdown.render(diff, colour: false, picture: nil) == DiffFormat.markdown.render(diff, colour: false))
  }
}

/// Which nodes and edges the neighbourhood keeps, and how it marks them.
@Suite("Diff: the changed neighbourhood")
struct DiffNeighbourhoodTests {
  static func neighbourhood(_ old: NavigationSchema, _ new: NavigationSchema, nodeLimit: Int = 40) -> ChangedNeighbourhood {
    ChangedNeighbourhood(
      old: NavigationGraph(schema: old), new: NavigationGraph(schema: new), diff: SchemaDiff(old: old, new: new),
      nodeLimit: nodeLimit)
  }

  @Test func aChangedCaseBringsItsOwnerItsTargetAndTheirParentsAndChildren() {
    let picture = Self.neighbourhood(v1, DiffPictureTests.articulo { $0[1].condition = "DEBUG" })
    let edge = picture.graph.edges.first { $0.caseName == "edicion" }
    #expect(edge?.change == .changed)
    // Articulo's six other cases are its children, folded into one node; Producto presents
    // Articulo (a parent).
    #expect(picture.graph.nodes.map(\.label) == ["Producto", "Articulo", "+6 unchanged", "Edicion"])
    #expect(picture.graph.nodes.filter { $0.kind == .folded }.map(\.label) == ["+6 unchanged"])
    // Tienda only reaches Producto, which is context: its edges are not about the change.
    #expect(!picture.graph.nodes.contains { $0.label == "Tienda" })
    #expect(!picture.graph.edges.contains { $0.caseName == "toast" })
    #expect(picture.graph.nodes.allSatisfy { $0.change == .unchanged })
    #expect(picture.leftOut == 0)
  }

  @Test func anyChangeKindOnACaseDrawsItChanged() {
    // A kind the graph knows nothing about, as later kinds (links) will be.
    let graph = NavigationGraph(schema: v1)
    for kind in ChangeKind.allCases {
      let change = SchemaChange(
        kind, .compatible, feature: "Articulo", enumName: "Articulo.Destination", caseName: "web", reason: "r")
      let picture = ChangedNeighbourhood(graph.marked(against: graph).marked(with: SchemaDiff(changes: [change])))
      #expect(picture.graph.edges.filter { $0.change == .changed }.map(\.caseName) == ["web"], "\(kind)")
    }
  }

  @Test func anEnumChangeMarksTheNodeItIsDrawnFrom() {
    let change = SchemaChange(.stateConformanceAdded, .compatible, enumName: "AppRoute", reason: "r")
    let graph = NavigationGraph(schema: v1)
    let picture = ChangedNeighbourhood(graph.marked(against: graph).marked(with: SchemaDiff(changes: [change])))
    #expect(picture.graph.nodes.filter { $0.change == .changed }.map(\.label) == ["AppRoute"])
    #expect(picture.graph.nodes.map(\.label) == ["AppRoute", "Inicio", "Ajustes"])
  }

  @Test func aCaseInsideACaseFallsBackToItsEnum() {
    let change = SchemaChange(
      .nestedEnumCaseAdded, .exhaustiveness, feature: "Articulo", enumName: "Articulo.Destination",
      caseName: "otra", reason: "r")
    let graph = NavigationGraph(schema: v1)
    let picture = ChangedNeighbourhood(graph.marked(against: graph).marked(with: SchemaDiff(changes: [change])))
    #expect(picture.graph.nodes.filter { $0.change == .changed }.map(\.label) == ["Articulo"])
  }

  /// Up to three unchanged neighbours on a side of a changed node are drawn as they are.
  @Test func fewNeighboursAreNotFolded() {
    var new = v1
    new.enums[3].entries.append(B.reducer("tienda", "Tienda"))
    let picture = Self.neighbourhood(v1, new)
    // AppRoute's two other cases, and Tienda's three.
    #expect(
      Set(picture.graph.nodes.map(\.label))
        == ["AppRoute", "Inicio", "Ajustes", "Tienda", "Producto", "Resena", "Perfil"])
    #expect(!picture.graph.nodes.contains { $0.kind == .folded })
  }

  /// Fourteen features under a root, each with an alert and a detail screen, every detail
  /// moved under `#if DEBUG`: 28 changed nodes, and with the root and the alerts (each one on
  /// its side, not folded) 43 nodes, over the limit of 40, so the 15 context nodes are left out.
  @Test func aboveTheLimitContextIsLeftOutAndCounted() throws {
    let hubs = (0..<14).map { "Hub\($0)" }
    var enums = [B.destination("Raiz", hubs.map { B.reducer($0.lowercased(), $0) })]
    enums += hubs.map {
      B.destination($0, [B.alert("aviso", generated: "Alerta", actions: ["ok"]), B.reducer("detalle", "Detalle\($0)")])
    }
    let old = B.schema(features: ["Raiz"] + hubs, enums: enums)
    var new = old
    for index in 1...14 { new.enums[index].entries[1].condition = "DEBUG" }
    let picture = Self.neighbourhood(old, new)
    #expect(picture.graph.nodes.count == 28)
    #expect(picture.leftOut == 15)
    let text = DiffPictureTests.markdown(old, new)
    #expect(text.contains("15 nodes of context left out to keep the picture legible"))
    #expect(text.contains("  %% 15 nodes of context left out"))
    let wide = Self.neighbourhood(old, new, nodeLimit: 100)
    #expect(wide.graph.nodes.count == 43 && wide.leftOut == 0)
    try DiffGraphSupport.Golden.check(text, "diff/picture-truncated.md")
  }

  @Test func changedNodesAreKeptEvenAboveTheLimit() {
    let cases = (0..<45).map { B.reducer("pantalla\($0)", "Pantalla\($0)") }
    let old = B.schema(features: ["Hub"], enums: [B.destination("Hub", [])])
    let new = B.schema(features: ["Hub"], enums: [B.destination("Hub", cases)])
    let picture = Self.neighbourhood(old, new)
    #expect(picture.graph.nodes.count == 46)
    #expect(picture.graph.edges.allSatisfy { $0.change == .added })
  }
}
