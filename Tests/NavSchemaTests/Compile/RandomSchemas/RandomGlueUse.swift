@testable import NavSchema
@testable import NavTestSupport

/// Code that calls a random enum's SwiftUI glue the way app views do, so that the generated
/// functions type-check at their call sites too: the modifier from `Bindable` (SwiftUI's or
/// Perception's) and from `Binding`; the path's view function, as `NavigationStack`'s
/// `destination:` too, and its stack function, with an `other` closure when some case has no view.
struct RandomGlueUse {
  let navigationEnum: RandomEnum
  let glue: RandomGlue
  /// `R3Glue2`: the prefix of every declaration written here.
  let name: String

  /// True when some case is left to the caller (no view for it).
  private var takesOther: Bool {
    navigationEnum.cases.contains { navigationCase in
      guard case .reducer = navigationCase.payload else { return true }
      if case .omitted = navigationCase.view { return true }
      return false
    }
  }

  private var bindable: String { glue.perception ? "@Perception.Bindable" : "@SwiftUI.Bindable" }

  func write(into writer: inout SwiftWriter) {
    switch glue.role {
    case .destination: writeDestinationUse(into: &writer)
    case .path: writePathUse(into: &writer)
    }
  }

  private func writeDestinationUse(into writer: inout SwiftWriter) {
    guard let parent = glue.parent else { return }
    writeView("\(name)View", parent: parent, into: &writer) { $0.line("Text(\"\(name)\").\(glue.function)($store)") }
    writer.line()
    writer.line("@MainActor")
    writer.block("func \(name.lowercased())Binding(_ store: Binding<StoreOf<\(parent)>>) -> some View") {
      $0.line("Text(\"\(name)\").\(glue.function)(store)")
    }
  }

  private func writePathUse(into writer: inout SwiftWriter) {
    let enumName = navigationEnum.qualifiedName
    let other = takesOther ? " other: { _ in Text(\"other\") }" : ""
    writer.line("@MainActor")
    writer.block("func \(name.lowercased())Screen(_ store: StoreOf<\(enumName)>) -> some View") {
      $0.line(takesOther ? "\(enumName).\(glue.function)(store) { _ in Text(\"other\") }" : "\(enumName).\(glue.function)(store)")
    }
    guard let parent = glue.parent else { return }
    writer.line()
    writeView("\(name)Stack", parent: parent, into: &writer) {
      $0.line("\(enumName).\(glue.stackFunction)($store) { Text(\"root\") }\(other)")
    }
    writer.line()
    writeView("\(name)Destination", parent: parent, into: &writer) { body in
      body.line("NavigationStack(path: $store.scope(state: \\.\(glue.property), action: \\.\(glue.action))) {")
      body.indented { $0.line("Text(\"root\")") }
      let screen = takesOther ? "\(enumName).\(glue.function)($0) { _ in Text(\"other\") }" : "\(enumName).\(glue.function)($0)"
      body.line("} destination: { \(screen) }")
    }
  }

  /// `struct <name>: View` holding the parent's store in the glue's `Bindable`.
  private func writeView(
    _ viewName: String, parent: String, into writer: inout SwiftWriter, _ content: (inout SwiftWriter) -> Void
  ) {
    writer.block("struct \(viewName): View") { body in
      body.line("\(bindable) var store: StoreOf<\(parent)>")
      body.line()
      body.block("var body: some View") { view in
        if glue.perception {
          view.block("WithPerceptionTracking", content)
        } else {
          content(&view)
        }
      }
    }
  }
}
