/// The macro's `static var body`, which runs each child feature's reducer on
/// its case, written the way the family's `BodyDispatch` says.
struct ReducerBodyEmitter {
  /// The child features in the cases' `#if` blocks, pruned as the family prunes them.
  let children: SpotItems<ReducerCaseExpansion.ChildReducer>
  let family: ExpansionFamily
  /// `public ` / `package ` or empty.
  let modifier: String

  private static let empty = "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>"

  func write(into writer: inout SwiftWriter) {
    writer.line("@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>")
    switch family.body {
    case .scopes: writeScopes(into: &writer)
    case .ifCaseLetChain: writeIfCaseLetChain(into: &writer)
    }
  }

  private func writeEmpty(into writer: inout SwiftWriter) {
    writer.block({ $0.write(modifier, "static var body: ", Self.empty) }) { $0.line { $0.write(Self.empty, "()") } }
  }

  /// 1.12–1.24: the builder's exact type, unless any `#if` block (even one
  /// without a child feature) makes the macro erase it to `Reduce`.
  private func writeScopes(into writer: inout SwiftWriter) {
    if children.hasBlock {
      writer.block({ $0.write(modifier, "static var body: Reduce<Self.State, Self.Action>") }) { body in
        body.line("ComposableArchitecture.Reduce(")
        body.indented { combined in
          combined.block("ComposableArchitecture.CombineReducers") { scopes in
            children.write(into: &scopes) { child, lines in writeScope(child, into: &lines) }
          }
        }
        body.line(")")
      }
      return
    }
    let list = children.items
    guard !list.isEmpty else { return writeEmpty(into: &writer) }
    writer.block({
      $0.write(modifier, "static var body: ")
      writeBuilderType(of: list, to: &$0)
    }) { body in
      for child in list { writeScope(child, into: &body) }
    }
  }

  /// The builder's type for `children`: the first one's `Scope`, each next
  /// one sequenced after what comes before it. Written in one pass, not
  /// nested call by call: an enum may have tens of thousands of children.
  private func writeBuilderType(of children: [ReducerCaseExpansion.ChildReducer], to text: inout LineText) {
    for _ in children.dropFirst() {
      text.write("ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<")
    }
    for (index, child) in children.enumerated() {
      if index > 0 { text.write(", ") }
      writeScopeType(child, to: &text)
      if index > 0 { text.write(">") }
    }
  }

  private func writeScopeType(_ child: ReducerCaseExpansion.ChildReducer, to text: inout LineText) {
    text.write("ComposableArchitecture.Scope<Self.State, Self.Action, ")
    text.write(child.type)
    text.write(">")
  }

  private func writeScope(_ child: ReducerCaseExpansion.ChildReducer, into writer: inout SwiftWriter) {
    let name = child.name
    writer.block {
      $0.write("ComposableArchitecture.Scope(state: \\Self.State.Cases.")
      $0.write(name)
      $0.write(", action: \\Self.Action.Cases.")
      $0.write(name)
      $0.write(")")
    } body: {
      $0.line { child.writeExpression(to: &$0) }
    }
  }

  /// 1.25 on: `ifCaseLet` chained on an `EmptyReducer`, or the bare
  /// `EmptyReducer` when the chain would have no link and no `#if` block.
  private func writeIfCaseLetChain(into writer: inout SwiftWriter) {
    guard !children.isEmpty else { return writeEmpty(into: &writer) }
    writer.block({ $0.write(modifier, "static var body: Reduce<Self.State, Self.Action>") }) { body in
      body.line("ComposableArchitecture.Reduce(")
      body.indented { chain in
        chain.line { $0.write(Self.empty, "()") }
        children.write(into: &chain) { child, lines in
          let name = child.name
          lines.block {
            $0.write(".ifCaseLet(\\Self.State.Cases.")
            $0.write(name)
            $0.write(", action: \\Self.Action.Cases.")
            $0.write(name)
            $0.write(")")
          } body: {
            $0.line { child.writeExpression(to: &$0) }
          }
        }
      }
      body.line(")")
    }
  }
}
