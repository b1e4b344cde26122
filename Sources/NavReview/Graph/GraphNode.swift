import NavSchema

/// A box in the navigation graph: a feature, a reducer type, an enum that is
/// its own owner, a leaf for what a non-reducer case presents, or, in the picture of a
/// change, unchanged neighbours folded into one.
public struct GraphNode: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// A `Feature` of the schema.
    case feature
    /// A reducer type a case presents that the schema does not declare as a feature.
    case reducer
    /// A top-level enum whose scope is not a feature: it is its own owner node.
    case enumeration
    /// Leaves, one per case, for the non-reducer payload kinds.
    case alert
    case dialog
    case ephemeral
    case ignored
    /// A case without payload; named so it never reads as `Optional.none`.
    case noPayload = "none"
    /// Unchanged neighbours of a changed node, drawn as one node ("+14 unchanged") in the
    /// picture of a change (`ChangedNeighbourhood`).
    case folded
  }

  /// Identity across graphs (what `--diff` matches on): `type:<name>` for
  /// features, reducers and enums, `leaf:<enum>.<case>:<kind>:<label>` for leaves.
  public var key: String
  public var label: String
  public var kind: Kind
  /// The readable base of the node's id in Mermaid and DOT, e.g. `Articulo.Destination.web`.
  public var idHint: String
  /// A feature or enum that no other node reaches: an entry point of the app's navigation.
  public var isRoot: Bool
  public var change: GraphChange
  /// The module (SwiftPM target) whose sources declare it, when the graph is
  /// drawn from Swift sources; renderers group a module's nodes together.
  public var module: String?

  public init(
    key: String, label: String, kind: Kind, idHint: String, isRoot: Bool = false,
    change: GraphChange = .unchanged, module: String? = nil
  ) {
    self.key = key
    self.label = label
    self.kind = kind
    self.idHint = idHint
    self.isRoot = isRoot
    self.change = change
    self.module = module
  }
}

/// How `navgen graph --diff <old>` styles a node or an edge.
public enum GraphChange: String, Hashable, Sendable {
  case unchanged
  /// Only in the new schema.
  case added
  /// Only in the old schema; drawn so reviewers see what disappears.
  case removed
  /// In both, with a change of the diff on it (a case's condition, payload, markers; an
  /// enum's conformances, glue, links): what the neighbourhood picture marks, whatever the kind.
  case changed

  /// The styles a picture of changes explains in its legend, in the legend's order.
  public static let marked: [GraphChange] = [.added, .removed, .changed]
}
