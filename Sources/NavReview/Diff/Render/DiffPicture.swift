import NavSchema

/// What `navgen diff --format markdown` draws after its table: the changed part of the graph,
/// and the name its Mermaid comment gives the graph (the new side's file).
public struct DiffPicture: Hashable, Sendable {
  public var neighbourhood: ChangedNeighbourhood
  public var title: String

  public init(_ neighbourhood: ChangedNeighbourhood, title: String) {
    self.neighbourhood = neighbourhood
    self.title = title
  }
}
