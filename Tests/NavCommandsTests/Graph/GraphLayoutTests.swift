import Foundation
import Testing
@testable import NavCommands
@testable import NavImportTestSupport
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen graph --layout lr|tb|auto`, leaves staggered over ranks, and
/// nodes grouped by module when the graph comes from Swift sources.
@Suite("Graph: layout and modules")
struct GraphLayoutTests {
  typealias L = LoaderTestSupport

  static func example(_ name: String) throws -> NavigationGraph {
    let path = "Schemas/examples/\(name).navgen.json"
    let loaded = SchemaLoader.load(contents: Array(try Data(contentsOf: Repository.url(path))), fileName: path)
    return NavigationGraph(schema: try #require(loaded.schema))
  }

  /// 40 features, each presenting 1 to 6 cases (later features, alerts,
  /// ignored values, cases without payload), and an `App` whose path shows
  /// every fifth one: a big app's graph, the same for every run.
  static var fortyFeatureApp: NavigationSchema {
    get throws {
      var random = SplitMix64(seed: 40)
      var features: [String] = []
      for index in 0..<40 {
        var cases: [String] = []
        for position in 0..<random.int(in: 1...6) {
          let roll = random.below(100)
          if roll < 45 && index < 39 {
            let target = random.int(in: (index + 1)...39)
            cases.append(#"{"name": "f\#(target)c\#(position)", "reducer": "Pantalla\#(target)"}"#)
          } else if roll < 65 {
            cases.append(#"{"name": "aviso\#(position)", "alert": "Never"}"#)
          } else if roll < 85 {
            cases.append(#"{"name": "web\#(position)", "ignored": "URL"}"#)
          } else {
            cases.append(#"{"name": "cerrado\#(position)"}"#)
          }
        }
        features.append(#"{"name": "Pantalla\#(index)", "destination": {"cases": [\#(cases.joined(separator: ", "))]}}"#)
      }
      let roots = stride(from: 0, to: 40, by: 5).map { #""Pantalla\#($0)""# }.joined(separator: ", ")
      features.insert(#"{"name": "App", "path": {"cases": [\#(roots)]}}"#, at: 0)
      return try L.schema(#"{"version": 1, "features": [\#(features.joined(separator: ",\n"))]}"#)
    }
  }

  // MARK: Choosing the direction

  @Test func anExplicitLayoutIsKept() throws {
    let graph = try Self.example("Showcase")
    #expect(LayoutPlan(graph, layout: .lr).direction == .leftToRight)
    #expect(LayoutPlan(graph, layout: .tb).direction == .topToBottom)
    #expect(DOTRenderer().render(graph, title: "t", layout: .lr).contains("  rankdir=LR;\n"))
    #expect(DOTRenderer().render(graph, title: "t", layout: .tb).contains("  rankdir=TB;\n"))
    #expect(MermaidRenderer().render(graph, title: "t", layout: .lr).contains("\n---\nflowchart LR\n"))
    #expect(MermaidRenderer().render(graph, title: "t", layout: .tb).contains("\n---\nflowchart TD\n"))
  }

  /// Showcase is a forest of shallow trees: a ribbon top to bottom (3,558 × 119 pt before).
  @Test func aWideShallowGraphRunsLeftToRight() throws {
    #expect(LayoutPlan(try Self.example("Showcase"), layout: .auto).direction == .leftToRight)
  }

  @Test func aDeepNarrowGraphRunsTopToBottom() throws {
    let chain = (0..<12).map { #"{"name": "F\#($0)", "destination": {"cases": ["F\#($0 + 1)"]}}"# }
    let schema = try L.schema(#"{"version": 1, "features": [\#(chain.joined(separator: ", "))]}"#)
    #expect(LayoutPlan(NavigationGraph(schema: schema), layout: .auto).direction == .topToBottom)
  }

  @Test func theSameGraphGetsTheSamePlan() throws {
    let graph = NavigationGraph(schema: try Self.fortyFeatureApp)
    #expect(LayoutPlan(graph, layout: .auto) == LayoutPlan(graph, layout: .auto))
  }

  // MARK: Staggered leaves

  /// Thirty alerts of one feature: a column left to right (what `auto`
  /// picks), folded over ranks top to bottom.
  @Test func manyLeavesAreSpreadOverRanksTopToBottom() throws {
    let cases = (0..<30).map { #"{"name": "aviso\#($0)", "alert": "Never"}"# }.joined(separator: ", ")
    let schema = try L.schema(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [\#(cases)]}}]}"#)
    let graph = NavigationGraph(schema: schema)
    let plan = LayoutPlan(graph, layout: .tb)
    #expect(plan.stagger > 1)
    #expect(Set(plan.edgeLengths) == Set(1...plan.stagger))
    let dot = DOTRenderer().render(graph, title: "t", layout: .tb)
    #expect(dot.contains(", minlen=2];"))
    let mermaid = MermaidRenderer().render(graph, title: "t", layout: .tb)
    #expect(mermaid.contains(" --->|"))
    let column = LayoutPlan(direction: .leftToRight, stagger: 1, edgeLengths: Array(repeating: 1, count: 30))
    #expect(LayoutPlan(graph, layout: .auto) == column)
  }

  /// Left to right, dot puts every label in the column after the source however
  /// long the edge, so staggering would only widen the picture.
  @Test func leftToRightIsNeverStaggered() throws {
    let graph = NavigationGraph(schema: try Self.fortyFeatureApp)
    #expect(LayoutPlan(graph, layout: .lr).edgeLengths.allSatisfy { $0 == 1 })
  }

  /// A small graph keeps the picture navgen always drew: staggering its few
  /// leaves would make it bigger, not easier to read.
  @Test(arguments: ["Articulo", "Inventario", "Lista", "Tienda"])
  func aSmallGraphIsDrawnAsBefore(name: String) throws {
    let plan = LayoutPlan(try Self.example(name), layout: .auto)
    #expect(plan.direction == .topToBottom && plan.stagger == 1)
  }

  @Test func edgesBetweenFeaturesAreNotStaggered() throws {
    let graph = NavigationGraph(schema: try Self.fortyFeatureApp)
    let plan = LayoutPlan(graph, layout: .tb)
    try #require(plan.stagger > 1)
    let sources = Set(graph.edges.map(\.from))
    for (edge, length) in zip(graph.edges, plan.edgeLengths) where sources.contains(edge.to) {
      #expect(length == 1, "\(edge.label)")
    }
  }

  @Test func longerMermaidArrowsKeepTheirStyle() throws {
    var graph = NavigationGraph(schema: try L.schema(
      #"{"version": 1, "features": [{"name": "F", "destination": {"cases": [\#((0..<30).map { #""c\#($0)""# }.joined(separator: ", "))]}}]}"#))
    let staggered = zip(graph.edges.indices, LayoutPlan(graph, layout: .tb).edgeLengths).filter { $0.1 == 2 }.map(\.0)
    try #require(staggered.count >= 2)
    graph.edges[staggered[0]].change = .added
    graph.edges[staggered[1]].change = .removed
    let mermaid = MermaidRenderer().render(graph, title: "t", layout: .tb)
    #expect(mermaid.contains(" ===>|"))
    #expect(mermaid.contains(" -..->|"))
  }

  // MARK: Modules

  @Test(arguments: [
    ("App/Sources/TiendaFeature/Camino.swift", "TiendaFeature"), ("Sources/Perfil/Sub/Perfil.swift", "Perfil"),
    ("main:Sources/Tienda/Tienda.swift", "Tienda"),
  ])
  func aFileIsInTheTargetFolderUnderSources(path: String, module: String) {
    #expect(SourceModule.name(ofFile: path) == module)
  }

  @Test(arguments: ["Camino.swift", "App/Camino.swift", "Sources/Camino.swift", "App.navgen.json", "Tests/AppTests/A.swift"])
  func aFileOutsideATargetFolderIsInNone(path: String) {
    #expect(SourceModule.name(ofFile: path) == nil)
  }

  @Test func swiftSourcesAreGroupedByModule() throws {
    let folder = try TemporaryDirectory()
    try folder.write("Sources/TiendaFeature/Tienda.swift", """
      extension Tienda {
        @Reducer
        enum Camino {
          case producto(Producto)
          case perfil(Perfil)
          case alerta(AlertState<Alerta>)
        }
      }
      """)
    try folder.write("Sources/PerfilFeature/Perfil.swift", """
      extension Perfil {
        @Reducer
        enum Destination {
          case ajustes(Ajustes)
        }
      }
      """)
    let dot = GraphCommand.run(schemaSpec: folder.url.path, format: .dot)
    #expect(dot.exitCode == 0, "\(dot.standardError)")
    #expect(dot.output.contains("""
        subgraph "cluster_TiendaFeature" {
          label="TiendaFeature";
          fontname="Helvetica";
          style="rounded,dashed";
          color="#7f849c";
          "n_Tienda" [label="Tienda", shape=box, fillcolor="#89b4fa", style="filled"];
          "n_Tienda_Camino_alerta" [label="AlertState<Alerta>", shape=hexagon];
        }
      """))
    #expect(dot.output.contains("  subgraph \"cluster_PerfilFeature\" {\n"))
    // A reducer the sources do not declare is in no module.
    #expect(dot.output.contains("\n  \"n_Producto\" [label=\"Producto\""))
    let mermaid = GraphCommand.run(schemaSpec: folder.url.path, format: .mermaid)
    #expect(mermaid.output.contains("""
        subgraph mn_TiendaFeature ["TiendaFeature"]
          n_Tienda["Tienda"]
          n_Tienda_Camino_alerta{{"AlertState&lt;Alerta&gt;"}}
        end
      """))
  }

  @Test func schemasHaveNoModules() throws {
    let output = GraphFormat.dot.render(try Self.example("Showcase"), title: "t")
    #expect(!output.contains("subgraph"))
  }

  // MARK: The big app

  /// Tests/ImportFixtures/BigApp: 26 enums in six targets, as Swift sources.
  static var bigApp: String { ImportFixtures.url("BigApp").path }

  @Test(arguments: [(GraphFormat.mermaid, "graph/big-app.mmd"), (GraphFormat.dot, "graph/big-app.dot")])
  func theBigAppMatchesGolden(format: GraphFormat, golden: String) throws {
    let result = GraphCommand.run(schemaSpec: Self.bigApp, format: format)
    #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result.standardError)")
    try DiffGraphSupport.Golden.check(result.output, golden)
  }

  @Test func theBigAppTopToBottomIsStaggered() throws {
    let result = GraphCommand.run(schemaSpec: Self.bigApp, format: .dot, layout: .tb)
    #expect(result.output.contains("  rankdir=TB;\n"))
    #expect(result.output.contains(", minlen=2];"))
    #expect(result.output.contains("  subgraph \"cluster_CartFeature\" {\n"))
  }

  // MARK: Pictures

  /// Width and height in inches of the picture Graphviz's `dot` draws.
  static func picture(_ source: String) throws -> (width: Double, height: Double) {
    let dot = try #require(OutsideTool.executable(named: "dot"))
    let result = try ProcessRunner.run(dot, ["-Tplain"], standardInput: source)
    #expect(result.status == 0, "\(result.standardError)")
    // `graph <scale> <width> <height>`, in inches.
    let header = result.standardOutput.prefix { $0 != "\n" }.split(separator: " ")
    try #require(header.count == 4)
    return (try #require(Double(header[2])), try #require(Double(header[3])))
  }

  /// The short side of the smallest √2:1 page that holds the picture, as `LayoutPlan` scores.
  static func pageSide(_ picture: (width: Double, height: Double)) -> Double {
    LayoutPlan.pageSide(PictureEstimate(width: picture.width, height: picture.height))
  }

  /// Every example, the big app and a random 40-feature app, laid out
  /// automatically and drawn by Graphviz: never more than 4 times as wide as
  /// high nor the other way round, and never printed smaller on a page than
  /// the plain top-to-bottom picture navgen drew before `--layout`.
  @Test(.requires(.graphviz), arguments: [
    "Articulo", "HandWritten", "Inventario", "Lista", "Showcase", "Tienda", "BigApp", "40 features",
  ])
  func thePictureFitsAPageBetter(name: String) throws {
    let graph: NavigationGraph
    switch name {
    case "BigApp":
      let loaded = InputLoader().load(Self.bigApp)
      graph = NavigationGraph(schema: try #require(loaded.schema), groupingByModule: true)
    case "40 features": graph = NavigationGraph(schema: try Self.fortyFeatureApp)
    default: graph = try Self.example(name)
    }
    let before = LayoutPlan(direction: .topToBottom, stagger: 1, edgeLengths: graph.edges.map { _ in 1 })
    let old = try Self.picture(DOTRenderer().render(graph, title: name, plan: before))
    let new = try Self.picture(DOTRenderer().render(graph, title: name))
    #expect(new.width / new.height <= 4 && new.height / new.width <= 4, "\(name): \(new.width) × \(new.height) in")
    #expect(Self.pageSide(new) <= Self.pageSide(old), "\(name): \(new) against \(old) before")
  }
}
