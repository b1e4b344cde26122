/// Items in output order, with runs of adjacent items that share a `#if`
/// condition gathered into one block, as a developer writes them. Every
/// emitter writes `#if` blocks through `SwiftWriter.writeRuns`.
public struct ConditionalRun<Item> {
  /// `nil` for items outside any `#if`; otherwise the `#if` condition.
  public var condition: String?
  public var items: [Item]

  public init(condition: String?, items: [Item]) {
    self.condition = condition
    self.items = items
  }

  static func runs(_ items: [Item], condition: (Item) -> String?) -> [ConditionalRun<Item>] {
    var result: [ConditionalRun<Item>] = []
    for item in items {
      let itemCondition = condition(item)
      if let last = result.last, last.condition == itemCondition {
        result[result.count - 1].items.append(item)
      } else {
        result.append(ConditionalRun(condition: itemCondition, items: [item]))
      }
    }
    return result
  }

  func map<T>(_ transform: (Item) -> T) -> ConditionalRun<T> {
    ConditionalRun<T>(condition: condition, items: items.map(transform))
  }
}

extension ConditionalRun: Equatable where Item: Equatable {}
extension ConditionalRun: Hashable where Item: Hashable {}
extension ConditionalRun: Sendable where Item: Sendable {}

extension ConditionalRun {
  /// The run with the items `transform` turns into nothing left out; the run
  /// itself stays, so an emptied `#if` block can still be written or pruned.
  func compactMap<T>(_ transform: (Item) -> T?) -> ConditionalRun<T> {
    ConditionalRun<T>(condition: condition, items: items.compactMap(transform))
  }
}

extension Array {
  /// True when writing the runs writes no line at all: no item, and no `#if`
  /// block that is written even when empty. The macros test exactly this to
  /// choose between their "no cases" and "some cases" spellings.
  func writesNoLines<Item>(emptyClauses: ExpansionFamily.EmptyClauses = .kept) -> Bool
  where Element == ConditionalRun<Item> {
    allSatisfy { $0.items.isEmpty && ($0.condition == nil || emptyClauses == .pruned) }
  }
}

extension SwiftWriter {
  /// Writes each run, wrapping conditional ones in `#if` ... `#endif` at the
  /// current depth. A conditional block whose items all render to nothing is
  /// written empty (as a developer, swift-case-paths and `@ObservableState`
  /// do) or left out entirely (as `@Reducer` does from 1.25.1), as
  /// `emptyClauses` says.
  mutating func writeRuns<Item>(
    _ runs: [ConditionalRun<Item>],
    emptyClauses: ExpansionFamily.EmptyClauses = .kept,
    _ render: (Item, inout SwiftWriter) -> Void
  ) {
    for run in runs {
      var body = fork()
      for item in run.items { render(item, &body) }
      guard let condition = run.condition else {
        append(body)
        continue
      }
      if body.isEmpty && emptyClauses == .pruned { continue }
      line("#if \(condition)")
      append(body)
      line("#endif")
    }
  }
}
