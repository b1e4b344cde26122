/// The macro's `static var body`: one `ifCaseLet` per child-feature case
/// chained on an `EmptyReducer`, or a bare `EmptyReducer` when there is none.
struct ReducerBodyEmitter {
  let expansions: [ReducerCaseExpansion]
  /// `public ` / `package ` or empty.
  let modifier: String

  func write(into writer: inout SwiftWriter) {
    let empty = "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>"
    let runs = expansions.filter { $0.reducerType != nil }.runs { $0 }
    writer.line("@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>")
    guard !runs.isEmpty else {
      writer.block("\(modifier)static var body: \(empty)") { $0.line("\(empty)()") }
      return
    }
    writer.block("\(modifier)static var body: Reduce<Self.State, Self.Action>") { body in
      body.line("ComposableArchitecture.Reduce(")
      body.indented { chain in
        chain.line("\(empty)()")
        chain.writeRuns(runs) { expansion, lines in
          guard let reducer = expansion.reducerExpression else { return }
          let name = expansion.name
          lines.block(".ifCaseLet(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name))") {
            $0.line(reducer)
          }
        }
      }
      body.line(")")
    }
  }
}
