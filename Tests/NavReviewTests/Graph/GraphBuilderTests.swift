import Testing
@testable import NavImport
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

private typealias B = DiffGraphSupport.Builders

@Suite("Graph: nodes, edges and roots from the model")
struct GraphBuilderTests {
  private let graph = NavigationGraph(schema: DiffGraphSupport.Reference.v1)

  private func kind(_ key: String) -> GraphNode.Kind? { graph.node(key)?.kind }

  @Test func featuresComeFirstInSchemaOrder() {
    #expect(graph.nodes.prefix(3).map(\.label) == ["Tienda", "Producto", "Articulo"])
    #expect(graph.nodes.prefix(3).allSatisfy { $0.kind == .feature })
  }

  @Test func reducerCasesPointToFeaturesOrReducerNodes() {
    #expect(kind("type:Producto") == .feature)
    #expect(kind("type:Autor") == .reducer)
    let articulo = graph.edges.first { $0.caseName == "articulo" }
    #expect(articulo?.from == "type:Producto")
    #expect(articulo?.to == "type:Articulo")
    #expect(articulo?.kind == .destination)
    #expect(graph.edges.filter { $0.enumName == "Tienda.Camino" }.allSatisfy { $0.kind == .path })
  }

  @Test func everyCaseIsOneEdge() {
    let caseCount = DiffGraphSupport.Reference.v1.enums.map(\.cases.count).reduce(0, +)
    #expect(graph.edges.count == caseCount)
  }

  @Test func nonReducerCasesGetLeavesOfTheirOwnShape() {
    let leaves = graph.edges.filter { $0.enumName == "Articulo.Destination" && $0.kind != .destination }
    #expect(leaves.map(\.kind) == [.alert, .dialog, .ignored, .noPayload])
    #expect(
      leaves.map { graph.node($0.to)?.label } == [
        "AlertState<Alerta>", "ConfirmationDialogState<Compartir>", "URL", "no payload",
      ])
    #expect(leaves.map { graph.node($0.to)?.kind } == [.alert, .dialog, .ignored, .noPayload])
    #expect(graph.edges.first { $0.caseName == "toast" }.flatMap { graph.node($0.to)?.kind } == .ephemeral)
  }

  @Test func labelsNameTheCaseKindAndCondition() {
    #expect(graph.edges.first { $0.caseName == "articulo" }?.label == "articulo (destination)")
    #expect(graph.edges.first { $0.caseName == "producto" }?.label == "producto (path)")
    #expect(graph.edges.first { $0.caseName == "toast" }?.label == "toast (ephemeral)")
  }

  /// With SwiftUI glue an edge names how the case is presented (Articulo's destination has glue
  /// in the reference schemas); cases the glue does not present keep their kind.
  @Test func labelsNameThePresentationWithSwiftUIGlue() {
    #expect(graph.edges.first { $0.caseName == "beta" }?.label == "beta (sheet, #if DEBUG)")
    #expect(graph.edges.first { $0.caseName == "confirmarBorrado" }?.label == "confirmarBorrado (alert)")
    #expect(graph.edges.first { $0.caseName == "compartir" }?.label == "compartir (confirmationDialog)")
    #expect(graph.edges.first { $0.caseName == "web" }?.label == "web (ignored)")
    let v2 = NavigationGraph(schema: DiffGraphSupport.Reference.v2)
    #expect(v2.edges.first { $0.caseName == "author" }?.label == "author (navigationDestination)")
    #expect(v2.edges.first { $0.caseName == "edicion" }?.label == "edicion (fullScreenCover)")
  }

  @Test func topLevelEnumsOwnTheirNodeUnlessTheirScopeIsAFeature() {
    #expect(kind("type:AppRoute") == .enumeration)
    #expect(kind("type:Path.Settings") == .enumeration)
    let schema = B.schema(
      features: ["Articulo"],
      enums: [B.standalone("Articulo.Sheet", [B.reducer("ajustes", "Ajustes")])])
    let edge = NavigationGraph(schema: schema).edges.first
    #expect(edge?.from == "type:Articulo")
    #expect(edge?.label == "Sheet.ajustes (destination)")
  }

  @Test func rootsAreWhatNothingElseReaches() {
    #expect(graph.nodes.filter(\.isRoot).map(\.label) == ["Tienda", "AppRoute", "Path.Settings"])
  }

  @Test func aFeaturePresentingItselfIsStillARoot() {
    let schema = B.schema(features: ["Lista"], enums: [B.path("Lista", [B.reducer("detalle", "Lista")])])
    let graph = NavigationGraph(schema: schema)
    #expect(graph.nodes.map(\.label) == ["Lista"])
    #expect(graph.nodes.first?.isRoot == true)
  }

  @Test func typesResolveLikeSwiftLookupFromInsideTheEnum() {
    let schema = B.schema(
      features: ["App", "App.Settings", "Settings"],
      enums: [
        B.destination("App", [B.reducer("settings", "Settings")]),
        B.destination("Settings", [B.reducer("nested", "Path.Settings")]),
        B.standalone("Path.Settings", [B.reducer("general", "General")]),
      ])
    let graph = NavigationGraph(schema: schema)
    #expect(graph.edges.first { $0.caseName == "settings" }?.to == "type:App.Settings")
    #expect(graph.edges.first { $0.caseName == "nested" }?.to == "type:Path.Settings")
    // `Settings` is a root: `App`'s `settings(Settings)` means `App.Settings`.
    #expect(graph.nodes.filter(\.isRoot).map(\.label) == ["App", "Settings"])
  }

  @Test func enumReducersPointToTheFeatureThatDrawsThem() {
    let schema = B.schema(
      features: ["Articles", "Feed"],
      enums: [
        B.standalone("Articles.Body", [B.reducer("lista", "Lista")]),
        B.destination("Feed", [B.reducer("body", "Articles.Body"), B.reducer("menu", "Menu.Destination")]),
        B.destination("Menu", [B.reducer("ajustes", "Ajustes")]),
      ])
    let graph = NavigationGraph(schema: schema)
    #expect(graph.edges.first { $0.caseName == "body" }?.to == "type:Articles")
    #expect(graph.edges.first { $0.caseName == "menu" }?.to == "type:Menu")
    #expect(graph.nodes.filter(\.isRoot).map(\.label) == ["Feed"])
  }

  @Test func diffMarksAddedAndRemovedNodesAndEdges() {
    let marked = NavigationGraph(schema: DiffGraphSupport.Reference.v2).marked(against: graph)
    let added = Set(marked.edges.filter { $0.change == .added }.map(\.caseName))
    let removed = Set(marked.edges.filter { $0.change == .removed }.map(\.caseName))
    #expect(added == ["carrito", "author", "compartir", "web", "lista"])
    #expect(removed == ["autor", "compartir", "web", "cerrado", "general"])
    #expect(marked.node("type:Inventario")?.change == .added)
    #expect(marked.node("type:Path.Settings")?.change == .removed)
    #expect(marked.node("type:Path.Settings")?.isRoot == false)
    #expect(marked.node("type:Autor")?.change == .unchanged)
    let unchangedGraph = graph.marked(against: graph)
    #expect(unchangedGraph == graph)
  }
}
