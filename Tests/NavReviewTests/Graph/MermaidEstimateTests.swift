import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// The size Mermaid draws a picture of a change at, known before it draws it: the figures below
/// were measured with mermaid.js 11.16.0 in Chromium (`PictureRenderingTests` measures them
/// again wherever a browser is installed, `theEstimateIsWhatMermaidDraws`).
@Suite("Pictures: the size Mermaid draws, estimated")
struct MermaidEstimateTests {
  typealias Size = MermaidMetrics.Size

  static func changedPart(_ name: String) throws -> NavigationGraph {
    let change = try #require(DiffGraphSupport.GeneratedApps.all.first { $0.name == name })
    return ChangedNeighbourhood(
      old: NavigationGraph(schema: change.old, groupingByModule: change.groupedByModule),
      new: NavigationGraph(schema: change.new, groupingByModule: change.groupedByModule),
      diff: SchemaDiff(old: change.old, new: change.new)
    ).graph
  }

  static func estimate(_ graph: NavigationGraph, _ direction: LayoutPlan.Direction) -> Size {
    let estimate = MermaidEstimate(
      graph, edgeLengths: LayoutPlan.edgeLengths(graph, stagger: 1), direction: direction)
    return Size(width: estimate.width, height: estimate.height)
  }

  static func isClose(_ size: Size, _ drawn: Size) -> Bool {
    abs(size.width - drawn.width) <= 2 && abs(size.height - drawn.height) <= 2
  }

  /// Text in Arial's widths and pairs: `Perfil` as Chromium measures it, `ToastState<…>` closer
  /// by two `To` pairs.
  @Test func textIsMeasuredWithArialsWidthsAndKerning() {
    #expect(MermaidMetrics.textWidth("Perfil") == 36.453125)
    #expect(MermaidMetrics.textWidth("ToastState<ToastAction>") == 177)
  }

  /// Past 200 px an edge's label breaks at its spaces into a box 200 px wide; a word that does
  /// not fit stays whole; a bundle's lines stack.
  @Test func labelsWrapAtTwoHundredPixels() {
    #expect(MermaidMetrics.label(["premios (destination)"]).height == 24)
    #expect(MermaidMetrics.label(["perfil → cuenta (destination)"]) == Size(width: 200, height: 48))
    let word = MermaidMetrics.label(["ConfirmationDialogState<CompartirAccion>"])
    #expect(word.width > 300 && word.height == 24)
    #expect(MermaidMetrics.label(["a (sheet)", "b (alert)"]).height == 48)
  }

  /// Each shape's padding, as drawn around `Perfil` (36.45 px of text).
  @Test(arguments: [
    (GraphNode.Kind.feature, Size(width: 96.453125, height: 54)), (.reducer, Size(width: 66.453125, height: 54)),
    (.enumeration, Size(width: 67.453125, height: 39)), (.alert, Size(width: 70.953125, height: 39)),
    (.dialog, Size(width: 90.453125, height: 39)), (.ephemeral, Size(width: 61.203125, height: 39)),
  ])
  func nodesAreTheirTextAndTheirShapesPadding(kind: GraphNode.Kind, drawn: Size) {
    let size = MermaidMetrics.node(GraphNode(key: "k", label: "Perfil", kind: kind, idHint: "k"))
    #expect(abs(size.width - drawn.width) < 0.1 && size.height == drawn.height)
  }

  /// Both directions of the changed parts of generated apps, against the sizes drawn.
  @Test(arguments: [
    ("wide-root-three-features", LayoutPlan.Direction.topToBottom, Size(width: 916, height: 350)),
    ("wide-root-three-features", .leftToRight, Size(width: 882, height: 471)),
    ("chain-step-inserted", .topToBottom, Size(width: 812, height: 582)),
    ("chain-step-inserted", .leftToRight, Size(width: 1549, height: 352)),
    ("modules-changed", .topToBottom, Size(width: 1143, height: 579)),
    ("wide-root-five-changes", .topToBottom, Size(width: 1179, height: 350)),
    ("wide-root-five-changes", .leftToRight, Size(width: 859, height: 616)),
    ("nine-step-chain-two-features", .topToBottom, Size(width: 1092, height: 582)),
  ])
  func changedPartsAreTheSizeMermaidDraws(name: String, direction: LayoutPlan.Direction, drawn: Size) throws {
    let size = Self.estimate(try Self.changedPart(name), direction)
    #expect(Self.isClose(size, drawn), "\(name): \(size)")
  }

  /// A self-loop is drawn through two 10 px nodes of Mermaid's own below its node, its label
  /// between them: two layers of nodes and their labels' below the one node.
  @Test func aSelfLoopTakesTwoSmallNodes() {
    let node = GraphNode(key: "a", label: "Carpeta", kind: .feature, idHint: "Carpeta")
    let loop = GraphEdge(from: "a", to: "a", caseName: "subcarpeta", enumName: "Destination", kind: .destination)
    let dagre = DagreGraph(NavigationGraph(nodes: [node], edges: [loop]), edgeLengths: [1], direction: .topToBottom)
    #expect(dagre.elements.filter { $0.kind == .node }.map(\.breadth) == [MermaidMetrics.node(node).width, 10, 10])
    #expect(dagre.layerCount == 5)
  }

  /// An edge that closes a cycle is turned around, so both nodes keep their layers.
  @Test func anEdgeBackIsTurnedAround() {
    let nodes = ["a", "b"].map { GraphNode(key: $0, label: $0, kind: .feature, idHint: $0) }
    let edges = [
      GraphEdge(from: "a", to: "b", caseName: "ir", enumName: "Destination", kind: .destination),
      GraphEdge(from: "b", to: "a", caseName: "volver", enumName: "Destination", kind: .destination),
    ]
    let dagre = DagreGraph(NavigationGraph(nodes: nodes, edges: edges), edgeLengths: [1, 1], direction: .topToBottom)
    #expect(dagre.elements[0].layer == 0 && dagre.elements[1].layer == 2)
    #expect(dagre.elements.filter { $0.kind == .edge }.map(\.layer) == [1, 1])
  }

  /// A module's box takes a layer above its nodes and one below them, and a border at each side
  /// of every layer it spans.
  @Test func aModuleTakesALayerAboveAndBelow() {
    let nodes = ["a", "b"].map { GraphNode(key: $0, label: $0, kind: .feature, idHint: $0, module: "AppFeature") }
    let edge = GraphEdge(from: "a", to: "b", caseName: "b", enumName: "Destination", kind: .destination)
    var dagre = DagreGraph(NavigationGraph(nodes: nodes, edges: [edge]), edgeLengths: [1], direction: .topToBottom)
    #expect(dagre.layerCount == 5)
    #expect(dagre.clusterSpans.map { [$0.first, $0.last] } == [[0, 4]])
    let layers = dagre.orderedLayers()
    #expect(layers.allSatisfy { dagre.elements[$0.first!].kind == .leftBorder })
    #expect(layers.allSatisfy { dagre.elements[$0.last!].kind == .rightBorder })
  }

  /// The plan for a comment is chosen by these sizes: the app in four modules top to bottom
  /// (1,143 × 579 px drawn) rather than left to right (1,158 × 691); five changes around a root
  /// with 22 children left to right (859 × 616, 0.70 of the box's width) rather than top to
  /// bottom (1,179 × 350, 0.96), which the estimate before took for 951 px wide.
  @Test(arguments: [
    ("modules-changed", LayoutPlan.Direction.topToBottom), ("wide-root-five-changes", .leftToRight),
  ])
  func theCommentsPlanFollowsTheEstimate(name: String, direction: LayoutPlan.Direction) throws {
    let graph = try Self.changedPart(name)
    #expect(LayoutPlan(graph, layout: .auto, goal: .comment).direction == direction)
    #expect(LayoutPlan.commentOverflow(graph) < 1)
  }
}
