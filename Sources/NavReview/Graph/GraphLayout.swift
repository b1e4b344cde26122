/// The `--layout` values of `navgen graph`: which way the graph's ranks run.
public enum GraphLayout: String, Hashable, Sendable, CaseIterable {
  /// Left to right: `rankdir=LR`, `flowchart LR`.
  case lr
  /// Top to bottom: `rankdir=TB`, `flowchart TD`.
  case tb
  /// Whichever of the two prints larger on a page, judged from the graph's
  /// width and depth (`LayoutPlan`); small graphs stay top to bottom.
  case auto
}
