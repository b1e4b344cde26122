/// How a graph is drawn: the direction of its ranks and, per edge, the
/// fewest ranks it spans. Top to bottom, the leaves that hang from one rank
/// (alerts, ignored cases, reducers with nothing below them) may be
/// staggered over `stagger` ranks, as Graphviz's `unflatten -l` does, so a
/// node with thirty cases does not become a thirty-box ribbon.
///
/// The plan is chosen from an estimate of the picture: among the directions
/// allowed by the layout and staggers of 1 to `maximumStagger`, the one that
/// prints largest on a page (√2:1, either way up; `PictureEstimate`, after
/// Graphviz), so a ribbon is folded but a picture that already fits is not made
/// bigger; or, for a pull-request comment, the one that best fits `commentBox`
/// as Mermaid draws it (`MermaidEstimate`).
/// Deterministic: the graph alone decides.
public struct LayoutPlan: Hashable, Sendable {
  public enum Direction: Hashable, Sendable {
    case leftToRight
    case topToBottom
  }

  /// Where the picture is read.
  public enum Goal: Hashable, Sendable {
    /// The whole graph, printed or opened on its own: the page that holds it.
    case page
    /// The picture of a change in a pull-request comment (`ChangedNeighbourhood`): `commentBox`.
    case comment
  }

  public var direction: Direction
  /// Over how many ranks the leaves of one node are spread (1: not staggered).
  public var stagger: Int
  /// For each edge of the graph, in order: the fewest ranks it spans (DOT's
  /// `minlen`, the number of dashes in a Mermaid arrow).
  public var edgeLengths: [Int]

  static let maximumStagger = 6
  /// A page's width over its height (A4 landscape); its inverse counts as well.
  static let pageAspect = 2.0.squareRoot()
  /// What a picture of a change may take in a comment about 860 px wide, in CSS pixels:
  /// 1,228 px shows at 0.7×, and past 1,200 px a reviewer scrolls.
  static let commentBox = (width: 1228.0, height: 1200.0)

  public init(_ graph: NavigationGraph, layout: GraphLayout, goal: Goal = .page) {
    let directions: [Direction]
    switch layout {
    case .lr: directions = [.leftToRight]
    case .tb: directions = [.topToBottom]
    case .auto: directions = [.topToBottom, .leftToRight]
    }
    var best: (plan: LayoutPlan, score: Double)?
    // Mermaid keeps its node spacing beside every long arrow at every rank it passes, so
    // staggering widened the pictures of changes it was tried on (the links golden: 903 px
    // unstaggered, 1,220 staggered): a comment gets none.
    for stagger in 1...(goal == .page ? Self.maximumStagger : 1) {
      let lengths = Self.edgeLengths(graph, stagger: stagger)
      // Left to right, dot stacks every edge's label in the column after its
      // source whatever the edge's length, so staggering only widens the picture.
      for direction in directions where stagger == 1 || direction == .topToBottom {
        let score: Double
        switch goal {
        case .page: score = Self.pageSide(PictureEstimate(graph, edgeLengths: lengths, direction: direction))
        case .comment: score = Self.commentOverflow(graph, edgeLengths: lengths, direction: direction)
        }
        // Clearly better only (by 10 %, the estimate being rough): fewer
        // staggers and top-to-bottom win the rest.
        if best == nil || score < best!.score * 0.9 {
          best = (LayoutPlan(direction: direction, stagger: stagger, edgeLengths: lengths), score)
        }
      }
    }
    self = best!.plan
  }

  init(direction: Direction, stagger: Int, edgeLengths: [Int]) {
    self.direction = direction
    self.stagger = stagger
    self.edgeLengths = edgeLengths
  }

  /// The short side of the smallest page, landscape or portrait, that holds
  /// the picture: the smaller it is, the larger the picture prints on a page.
  static func pageSide(_ estimate: PictureEstimate) -> Double {
    let landscape = max(estimate.width / pageAspect, estimate.height)
    let portrait = max(estimate.width, estimate.height / pageAspect)
    return min(landscape, portrait)
  }

  /// How many times Mermaid's picture would overflow the comment's box on its tighter side
  /// (at most 1: it fits).
  static func commentOverflow(_ graph: NavigationGraph, edgeLengths: [Int], direction: Direction) -> Double {
    let estimate = MermaidEstimate(graph, edgeLengths: edgeLengths, direction: direction)
    return max(estimate.width / commentBox.width, estimate.height / commentBox.height)
  }

  /// The overflow of the plan chosen for a comment.
  static func commentOverflow(_ graph: NavigationGraph) -> Double {
    let plan = LayoutPlan(graph, layout: .auto, goal: .comment)
    return commentOverflow(graph, edgeLengths: plan.edgeLengths, direction: plan.direction)
  }

  /// Edges to leaves take lengths 1, 2, ... `stagger`, 1, ... in turn among
  /// all the leaves hanging from one rank (ranks as drawn unstaggered), so
  /// each of the next `stagger` ranks gets its share of them.
  static func edgeLengths(_ graph: NavigationGraph, stagger: Int) -> [Int] {
    let unstaggered = Array(repeating: 1, count: graph.edges.count)
    guard stagger > 1 else { return unstaggered }
    let ranks = PictureEstimate.ranks(graph, edgeLengths: unstaggered)
    let sources = Set(graph.edges.filter { $0.from != $0.to }.map(\.from))
    var leafCount: [Int: Int] = [:]
    return graph.edges.map { edge in
      guard edge.from != edge.to, !sources.contains(edge.to) else { return 1 }
      let rank = ranks[edge.from] ?? 0
      let index = leafCount[rank, default: 0]
      leafCount[rank] = index + 1
      return 1 + index % stagger
    }
  }
}
