/// Items in output order, with runs of adjacent items that share a `#if`
/// condition gathered into one block, as a developer writes them.
struct ConditionalRun<Item> {
  var condition: String?
  var items: [Item]

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
}

extension SwiftWriter {
  /// Writes each run, wrapping conditional ones in `#if` ... `#endif`. Like
  /// the macro, a conditional block whose items all render to nothing is
  /// left out entirely.
  mutating func writeRuns<Item>(
    _ runs: [ConditionalRun<Item>], _ render: (Item, inout SwiftWriter) -> Void
  ) {
    for run in runs {
      var body = fork()
      for item in run.items { render(item, &body) }
      guard let condition = run.condition else {
        append(body)
        continue
      }
      guard !body.isEmpty else { continue }
      line("#if \(condition)")
      append(body)
      line("#endif")
    }
  }
}
