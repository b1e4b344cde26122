/// A destination enum's view modifier: an extension of `SwiftUI.View` taking
/// the parent's store and attaching one presentation per case, as TCA's 1.25
/// migration guide writes them by hand ("Enum scopes"; one scope per case before 1.25):
///
///     let edicionItem = store.scope(state: \.$destination, action: \.destination).edicion
///     let confirmarBorradoItem = store.scope(state: \.$destination.confirmarBorrado, action: ...)
///     return self
///       .sheet(item: edicionItem) { store in
///         EdicionView(store: store)
///       }
///       .alert(confirmarBorradoItem)
///
/// It comes once per store wrapper (`Bindable`, `Binding`), each presenting the cases the
/// wrapper has a scope to that the release and its traits do not deprecate
/// (`TCASwiftUIAPI.scopes(heldAsStore:through:)`).
struct DestinationModifierEmitter {
  let context: GlueContext

  private var glue: SwiftUIGlue { context.glue }

  func write(into writer: inout SwiftWriter) {
    // A destination's glue always has a parent (the decoder requires one).
    guard let parent = glue.parent else { return }
    writer.block("extension SwiftUI.View") { body in
      for (index, binding) in StoreBinding.all(for: glue.observation).enumerated() {
        if index > 0 { body.line() }
        let presented = context.navigationEnum.placedCases.filter { context.presents($0.navigationCase, through: binding) }
        let needs = presented.reduce(TCASwiftUIAPI.iOS13Floor) { needs, placed in
          guard case .presented(let presentation, _) = context.navigationEnum.glueItem(of: placed.navigationCase, in: .destination)
          else { return needs }
          return needs.union(context.api.requirement(of: presentation))
        }
        body.line("/// Presents `\(context.navigationEnum.qualifiedName)` from `\(parent).State.\(glue.stateProperty)`, one presentation per case.")
        context.writeAttributes(
          binding.attributes(calling: needs, in: context.api) + context.availability(namingCases: presented)
            + Self.unavailability(presenting: presented, in: context) + ["@MainActor"],
          into: &body)
        body.block(
          "\(context.modifier)func \(glue.functionName)(_ store: \(binding.parameterType(storeOf: parent))) -> some SwiftUI.View"
        ) { function in
          writeChain(through: binding, into: &function)
        }
      }
    }
  }

  /// One binding per presented case, then `self` followed by one modifier per presented case,
  /// `#if` blocks kept. The lessons write the scope inside each modifier; the generated code
  /// names it first because with the scopes inline the type checker solves the whole chain at
  /// once, which for a dozen cases takes minutes or gives up ("unable to type-check this
  /// expression in reasonable time").
  private func writeChain(through binding: StoreBinding, into writer: inout SwiftWriter) {
    let presented = context.tree { context.presents($0.navigationCase, through: binding) }
    guard !presented.isEmpty else {
      writer.line("self")
      return
    }
    writer.writeConditionals(presented) { entry, lines in
      let name = entry.navigationCase.name
      let scope = context.api.presentedCaseScope(
        "store", property: glue.stateProperty, actionCase: glue.actionCase, caseName: name,
        enumName: context.navigationEnum.qualifiedName, heldAsStore: context.isHeldAsStore(entry.navigationCase))
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

  /// `@available(macOS, unavailable)` for each platform where SwiftUI lacks a presentation the
  /// modifier makes (`TCASwiftUIAPI.platformsWithout(_:)`); for a case under `#if`, inside the
  /// same condition, so that a case kept to `os(iOS)` leaves the modifier available elsewhere.
  static func unavailability(presenting cases: [PlacedCase], in context: GlueContext) -> [String] {
    var always: [String] = []
    var conditional: [(condition: String, platform: String)] = []
    for placed in cases {
      guard case .presented(let presentation, _) = context.navigationEnum.glueItem(of: placed.navigationCase, in: .destination)
      else { continue }
      for platform in TCASwiftUIAPI.platformsWithout(presentation) {
        if let condition = placed.condition {
          if !conditional.contains(where: { $0 == (condition, platform) }) { conditional.append((condition, platform)) }
        } else if !always.contains(platform) {
          always.append(platform)
        }
      }
    }
    var lines = always.map { "@available(\($0), unavailable)" }
    let kept = conditional.filter { !always.contains($0.platform) }
    for condition in kept.map(\.condition).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
      lines += ["#if \(condition)"] + kept.filter { $0.condition == condition }.map { "@available(\($0.platform), unavailable)" }
        + ["#endif"]
    }
    return lines
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
