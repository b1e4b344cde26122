/// A destination enum's view modifier: an extension of `SwiftUI.View` taking
/// the parent's store and attaching one presentation per case, as the lessons
/// write them by hand:
///
///     .sheet(item: store.scope(state: \.destination?.edicion, action: \.destination.edicion)) { store in
///       EdicionView(store: store)
///     }
///     .alert(store.scope(state: \.destination?.confirmarBorrado, action: \.destination.confirmarBorrado))
///
/// It comes once per store wrapper (`Bindable`, `Binding`) with the same body.
struct DestinationModifierEmitter {
  let context: GlueContext

  private var glue: SwiftUIGlue { context.glue }

  func write(into writer: inout SwiftWriter) {
    // A destination's glue always has a parent (the decoder requires one).
    guard let parent = glue.parent else { return }
    let presented = context.navigationEnum.placedCases.filter {
      if case .presented = $0.navigationCase.glueItem(in: .destination) { return true }
      return false
    }
    let availability = context.availability(namingCases: presented)
    writer.block("extension SwiftUI.View") { body in
      for (index, binding) in StoreBinding.all(for: glue.observation).enumerated() {
        if index > 0 { body.line() }
        body.line("/// Presents `\(context.navigationEnum.qualifiedName)` from `\(parent).State.\(glue.stateProperty)`, one presentation per case.")
        context.writeAttributes(binding.availability + availability + ["@MainActor"], into: &body)
        body.block(
          "\(context.modifier)func \(glue.functionName)(_ store: \(binding.parameterType(storeOf: parent))) -> some SwiftUI.View"
        ) { function in
          writeChain(into: &function)
        }
      }
    }
  }

  /// `self` followed by one modifier per presented case, `#if` blocks kept.
  private func writeChain(into writer: inout SwiftWriter) {
    writer.line("self")
    let presented = context.tree {
      if case .presented = $0 { return true }
      return false
    }
    writer.indented { chain in
      chain.writeConditionals(presented) { entry, lines in
        guard case .presented(let presentation, let view) = entry.item else { return }
        writePresentation(presentation, view: view, of: entry.navigationCase.name, into: &lines)
      }
    }
  }

  private func writePresentation(
    _ presentation: Presentation, view: TypeRef?, of caseName: String, into writer: inout SwiftWriter
  ) {
    let scope = context.api.scope(
      "store", state: "\(glue.stateProperty)?.\(caseName)", action: "\(glue.actionCase).\(caseName)")
    guard presentation.showsView, let view else {
      writer.line(".\(presentation.rawValue)(\(scope))")
      return
    }
    GlueContext.viewClosure(".\(presentation.rawValue)(item: \(scope))", view: view, into: &writer)
  }
}
