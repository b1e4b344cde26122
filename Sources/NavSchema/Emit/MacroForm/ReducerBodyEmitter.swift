/// The macro's `static var body`, which runs each child feature's reducer on
/// its case, written the way the family's `BodyDispatch` says.
struct ReducerBodyEmitter {
  /// The child features in the cases' `#if` blocks, pruned as the family prunes them.
  let children: [Conditional<ReducerCaseExpansion.ChildReducer>]
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
    writer.block("\(modifier)static var body: \(Self.empty)") { $0.line("\(Self.empty)()") }
  }

  /// 1.12–1.24: the builder's exact type, unless any `#if` block (even one
  /// without a child feature) makes the macro erase it to `Reduce`.
  private func writeScopes(into writer: inout SwiftWriter) {
    if children.contains(where: \.isBlock) {
      writer.block("\(modifier)static var body: Reduce<Self.State, Self.Action>") { body in
        body.line("ComposableArchitecture.Reduce(")
        body.indented { combined in
          combined.block("ComposableArchitecture.CombineReducers") { scopes in
            scopes.writeConditionals(children) { child, lines in writeScope(child, into: &lines) }
          }
        }
        body.line(")")
      }
      return
    }
    let list = children.conditionalItems()
    guard let first = list.first else { return writeEmpty(into: &writer) }
    let type = list.dropFirst().reduce(scopeType(first)) {
      "ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<\($0), \(scopeType($1))>"
    }
    writer.block("\(modifier)static var body: \(type)") { body in
      for child in list { writeScope(child, into: &body) }
    }
  }

  private func scopeType(_ child: ReducerCaseExpansion.ChildReducer) -> String {
    "ComposableArchitecture.Scope<Self.State, Self.Action, \(child.type)>"
  }

  private func writeScope(_ child: ReducerCaseExpansion.ChildReducer, into writer: inout SwiftWriter) {
    let name = child.name
    writer.block {
      $0.write("ComposableArchitecture.Scope(state: \\Self.State.Cases.", name, ", action: \\Self.Action.Cases.", name, ")")
    } body: {
      $0.line(child.expression)
    }
  }

  /// 1.25 on: `ifCaseLet` chained on an `EmptyReducer`, or the bare
  /// `EmptyReducer` when the chain would have no link and no `#if` block.
  private func writeIfCaseLetChain(into writer: inout SwiftWriter) {
    guard !children.isEmpty else { return writeEmpty(into: &writer) }
    writer.block("\(modifier)static var body: Reduce<Self.State, Self.Action>") { body in
      body.line("ComposableArchitecture.Reduce(")
      body.indented { chain in
        chain.line("\(Self.empty)()")
        chain.writeConditionals(children) { child, lines in
          let name = child.name
          lines.block {
            $0.write(".ifCaseLet(\\Self.State.Cases.", name, ", action: \\Self.Action.Cases.", name, ")")
          } body: {
            $0.line(child.expression)
          }
        }
      }
      body.line(")")
    }
  }
}
