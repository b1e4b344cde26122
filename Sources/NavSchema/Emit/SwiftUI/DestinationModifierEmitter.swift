/// A destination enum's view modifier: an extension of `SwiftUI.View` taking
/// the parent's store and attaching one presentation per case, as the lessons
/// write them by hand:
///
///     let edicionItem = store.scope(state: \.destination?.edicion, action: \.destination.edicion)
///     let confirmarBorradoItem = store.scope(state: \.destination?.confirmarBorrado, action: ...)
///     return self
///       .sheet(item: edicionItem) { store in
///         EdicionView(store: store)
///       }
///       .alert(confirmarBorradoItem)
///
/// It comes once per store wrapper (`Bindable`, `Binding`) with the same body.
struct DestinationModifierEmitter {
  let context: GlueContext

  private var glue: SwiftUIGlue { context.glue }

  func write(into writer: inout SwiftWriter) {
    // A destination's glue always has a parent (the decoder requires one).
    guard let parent = glue.parent else { return }
    let presented = context.navigationEnum.placedCases.filter {
      if case .presented = context.navigationEnum.glueItem(of: $0.navigationCase, in: .destination) { return true }
      return false
    }
    let availability = context.availability(namingCases: presented)
    let needs = presented.reduce(TCASwiftUIAPI.iOS13Floor) { needs, placed in
      guard case .presented(let presentation, _) = context.navigationEnum.glueItem(of: placed.navigationCase, in: .destination)
      else { return needs }
      return needs.union(context.api.requirement(of: presentation))
    }
    writer.block("extension SwiftUI.View") { body in
      for (index, binding) in StoreBinding.all(for: glue.observation).enumerated() {
        if index > 0 { body.line() }
        body.line("/// Presents `\(context.navigationEnum.qualifiedName)` from `\(parent).State.\(glue.stateProperty)`, one presentation per case.")
        context.writeAttributes(
          binding.attributes(calling: needs, in: context.api) + availability + ["@MainActor"], into: &body)
        body.block(
          "\(context.modifier)func \(glue.functionName)(_ store: \(binding.parameterType(storeOf: parent))) -> some SwiftUI.View"
        ) { function in
          writeChain(into: &function)
        }
      }
    }
  }

  /// One binding per presented case, then `self` followed by one modifier per presented case,
  /// `#if` blocks kept. The lessons write the scope inside each modifier; the generated code
  /// names it first because with the scopes inline the type checker solves the whole chain at
  /// once, which for a dozen cases takes minutes or gives up ("unable to type-check this
  /// expression in reasonable time").
  private func writeChain(into writer: inout SwiftWriter) {
    let presented = context.tree {
      if case .presented = $0 { return true }
      return false
    }
    guard !presented.isEmpty else {
      writer.line("self")
      return
    }
    writer.writeConditionals(presented) { entry, lines in
      let name = entry.navigationCase.name
      let scope = context.api.presentedCaseScope(
        "store", property: glue.stateProperty, actionCase: glue.actionCase, caseName: name,
        enumName: context.navigationEnum.qualifiedName)
      lines.line("let \(Self.binding(of: name)) = \(scope)")
    }
    writer.line("return self")
    writer.indented { chain in
      chain.writeConditionals(presented) { entry, lines in
        guard case .presented(let presentation, let view) = entry.item else { return }
        writePresentation(presentation, view: view, of: entry.navigationCase.name, into: &lines)
      }
    }
  }

  /// `edicionItem`: the binding a case's modifier presents from. A suffix keeps it apart from
  /// `store`, `self` and every other case's.
  static func binding(of caseName: String) -> String {
    "\(caseName)Item"
  }

  private func writePresentation(
    _ presentation: Presentation, view: TypeRef?, of caseName: String, into writer: inout SwiftWriter
  ) {
    let binding = Self.binding(of: caseName)
    guard presentation.showsView, let view else {
      writer.line(".\(presentation.rawValue)(\(binding))")
      return
    }
    GlueContext.viewClosure(".\(presentation.rawValue)(item: \(binding))", view: view, into: &writer)
  }
}
