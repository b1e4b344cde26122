import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

private typealias Apps = DiffGraphSupport.GeneratedApps

/// The pictures of changes in apps of the shapes that outgrew a pull-request comment (a root
/// with 22 children, long flows, modules): what they fold, merge and keep.
@Suite("Diff: pictures of changes in generated apps")
struct GeneratedAppDiffPictureTests {
  static func change(_ name: String) throws -> DiffGraphSupport.GeneratedApps.Change {
    try #require(Apps.all.first { $0.name == name })
  }

  static func neighbourhood(_ change: DiffGraphSupport.GeneratedApps.Change) -> ChangedNeighbourhood {
    ChangedNeighbourhood(
      old: NavigationGraph(schema: change.old, groupingByModule: change.groupedByModule),
      new: NavigationGraph(schema: change.new, groupingByModule: change.groupedByModule),
      diff: SchemaDiff(old: change.old, new: change.new))
  }

  @Test(arguments: Apps.all.map(\.name))
  func matchesGolden(name: String) throws {
    let change = try Self.change(name)
    let text = DiffPictureTests.markdown(change.old, change.new, groupedByModule: change.groupedByModule)
    try DiffGraphSupport.Golden.check(text, "diff/picture-\(name).md")
  }

  /// The changed part of the app in modules as DOT, module clusters and all.
  @Test func modulesAsDOTMatchGolden() throws {
    let text = DOTRenderer().render(Self.neighbourhood(try Self.change("modules-changed")), title: "App")
    try DiffGraphSupport.Golden.check(text, "graph/modules-changed.dot")
  }

  /// A case renamed among 22: the root, the renamed case as one edge to its screen, the 21
  /// others folded into one node, and the screen's own two cases.
  @Test func aRenameAmongManyChildrenDrawsFiveNodes() throws {
    let picture = Self.neighbourhood(try Self.change("wide-root-renamed")).graph
    #expect(picture.nodes.map(\.label) == ["Inicio", "Perfil", "+21 unchanged", "AlertState<Alerta>", "DetallePerfil"])
    let renamed = picture.edges.filter { $0.change != .unchanged }
    #expect(renamed.map(\.label) == ["perfil → cuenta (destination)"])
    #expect(renamed.first?.change == .changed)
  }

  /// Five changes around the root: the renamed case, the one under `#if` (its link dropped: a
  /// link must open in every build) and the two added are each one edge from `Inicio`, which is
  /// changed itself (a link gone); the 20 cases left are folded.
  @Test func fiveChangesAroundTheRootDrawFiveEdgesFromIt() throws {
    let picture = Self.neighbourhood(try Self.change("wide-root-five-changes")).graph
    let fromRoot = picture.edges.filter { $0.from == "type:Inicio" }
    #expect(fromRoot.map(\.label) == [
      "perfil → cuenta (destination)", "ajustes (destination, #if DEBUG)", "", "premios (destination)",
      "eventos (destination)",
    ])
    #expect(fromRoot.map(\.change) == [.changed, .changed, .unchanged, .added, .added])
    #expect(picture.node("type:Inicio")?.change == .changed)
    #expect(picture.nodes.filter { $0.kind == .folded }.map(\.label) == ["+20 unchanged"])
  }

  /// A step of a chain of nine skipped: the edge to the step it skipped is removed and the one to
  /// the step after added, next to the alert the skipped step gains.
  @Test func aSkippedStepIsOneEdgeRemovedAndOneAdded() throws {
    let picture = Self.neighbourhood(try Self.change("nine-step-chain-two-features")).graph
    let changed = picture.edges.filter { $0.change != .unchanged }.map { "\($0.from) \($0.change) \($0.label)" }
    #expect(changed == [
      "type:Paso4 added siguiente (destination)", "type:Paso5 added aviso (alert)",
      "type:Paso4 removed siguiente (destination)",
    ])
  }

  /// A step added to a flow of nine: the flow's owner, the new step and the other nine folded.
  @Test func aStepAddedToALongFlowFoldsTheOthers() throws {
    let picture = Self.neighbourhood(try Self.change("sign-up-step-added")).graph
    #expect(picture.nodes.map(\.label) == ["Alta", "+9 unchanged", "Verificacion"])
  }

  /// Folded at three neighbours, the picture would not fit a comment: two fold too.
  @Test func aPictureTooBigFoldsTwoNeighbours() throws {
    let picture = Self.neighbourhood(try Self.change("modules-changed")).graph
    #expect(
      picture.nodes.filter { $0.kind == .folded }.map(\.label)
        == ["+3 unchanged", "+2 unchanged", "+2 unchanged", "+2 unchanged"])
    #expect(LayoutPlan.commentOverflow(picture) <= 1)
  }

  /// A folded node is in the module of the nodes it stands for when they share one: `Pago`'s
  /// alert and ignored value are both in CartFeature; `Carrito`'s address screen (a reducer
  /// the sources do not declare) and coupon value are not.
  @Test func foldedNodesKeepASharedModule() throws {
    let picture = Self.neighbourhood(try Self.change("modules-changed")).graph
    let folded = Dictionary(
      picture.nodes.filter { $0.kind == .folded }.map { ($0.key, $0.module) }, uniquingKeysWith: { first, _ in first })
    #expect(folded["folded:children:type:Pago"] == "CartFeature")
    #expect(folded["folded:children:type:Carrito"] == .some(nil))
  }
}
