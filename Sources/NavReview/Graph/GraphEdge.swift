import NavSchema

/// One case of a destination, path or top-level enum: an arrow from the
/// enum's owner to what the case presents.
public struct GraphEdge: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// A reducer case of a feature's destination or of a top-level enum.
    case destination
    /// A reducer case of a feature's path (a navigation stack).
    case path
    case alert
    case dialog
    case ephemeral
    case ignored
    /// A case without payload.
    case noPayload = "none"
    /// The unchanged cases between a changed node and a `folded` node, drawn as one edge.
    case folded
  }

  /// Node keys.
  public var from: String
  public var to: String
  public var caseName: String
  /// The qualified name of the enum the case belongs to.
  public var enumName: String
  public var kind: Kind
  /// The `#if` clauses the case sits in, outermost first: `#if DEBUG`,
  /// `#elseif os(iOS)`, `#else`.
  public var clauses: [String]
  /// Names the enum in the label when its owner may have several of the same
  /// kind (a top-level enum nested in a feature, e.g. `Sheet`).
  public var qualifier: String?
  /// How the enum's SwiftUI glue presents the case (`sheet`, `navigationDestination`, `alert`,
  /// ...); nil without glue, for path cases and for cases the glue leaves out.
  public var presentation: Presentation?
  public var change: GraphChange
  /// The case's old name when the diff found it renamed: one changed edge is drawn
  /// (`autor → author (sheet)`) where the graphs differ by a removed and an added one.
  public var renamedFrom: String?

  public init(
    from: String, to: String, caseName: String, enumName: String, kind: Kind,
    clauses: [String] = [], qualifier: String? = nil, presentation: Presentation? = nil,
    change: GraphChange = .unchanged
  ) {
    self.from = from
    self.to = to
    self.caseName = caseName
    self.enumName = enumName
    self.kind = kind
    self.clauses = clauses
    self.qualifier = qualifier
    self.presentation = presentation
    self.change = change
  }

  /// `autor (destination)`, `beta (destination, #if DEBUG)`,
  /// `phone (destination, #elseif os(iOS))`, `Sheet.ajustes (destination)`; with SwiftUI glue,
  /// the presentation: `autor (navigationDestination)`; renamed, `autor → author (sheet)`.
  /// A folded edge has none: its node says what it stands for.
  public var label: String {
    guard kind != .folded else { return "" }
    let name = qualifier.map { "\($0).\(caseName)" } ?? caseName
    let details = [presentation?.rawValue ?? kind.rawValue] + clauses
    let renamed = renamedFrom.map { "\(qualifier.map { "\($0)." } ?? "")\($0) → " } ?? ""
    return "\(renamed)\(name) (\(details.joined(separator: ", ")))"
  }

  /// Identity across graphs (what `--diff` matches on); the clauses are
  /// part of the label, not of the identity.
  public var key: String {
    [from, enumName, caseName, kind.rawValue, to].joined(separator: "\u{1F}")
  }
}
