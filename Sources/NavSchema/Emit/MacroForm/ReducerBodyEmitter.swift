/// The macro's `static var body`: one `ifCaseLet` per child-feature case
/// chained on an `EmptyReducer`, or a bare `EmptyReducer` when there is none.
struct ReducerBodyEmitter {
  /// One `ifCaseLet`: the case and the reducer expression it runs.
  struct Reducer {
    var name: String
    var expression: String

    init?(_ expansion: ReducerCaseExpansion) {
      guard let expression = expansion.reducerExpression else { return nil }
      self.name = expansion.name
      self.expression = expression
    }
  }

  let reducers: [Conditional<Reducer>]
  /// `public ` / `package ` or empty.
  let modifier: String

  func write(into writer: inout SwiftWriter) {
    let empty = "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>"
    writer.line("@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>")
    guard !reducers.isEmpty else {
      writer.block("\(modifier)static var body: \(empty)") { $0.line("\(empty)()") }
      return
    }
    writer.block("\(modifier)static var body: Reduce<Self.State, Self.Action>") { body in
      body.line("ComposableArchitecture.Reduce(")
      body.indented { chain in
        chain.line("\(empty)()")
        chain.writeConditionals(reducers) { reducer, lines in
          let name = reducer.name
          lines.block(".ifCaseLet(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name))") {
            $0.line(reducer.expression)
          }
        }
      }
      body.line(")")
    }
  }
}
