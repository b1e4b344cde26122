/// A path enum's glue, static members of the enum (inside its body):
///
/// - `view(_:)` switches over `store.case` and builds each screen's view, so
///   `NavigationStack(path: ...) { ... } destination: { Tienda.Camino.view($0) }`;
///   cases it has no view for go to an `other` closure the caller supplies;
/// - when the parent is known, `navigationStack(_:root:)` builds the whole
///   `NavigationStack` over the parent's stack property, once per store wrapper.
struct PathViewEmitter {
  let context: GlueContext

  private var glue: SwiftUIGlue { context.glue }
  package var enumName: String { context.navigationEnum.qualifiedName }

  /// True when some case is left to the caller's `other` closure.
  private var takesOther: Bool {
    context.navigationEnum.cases.contains { context.navigationEnum.glueItem(of: $0, in: .path) == .leftToApp }
  }

  /// The functions, as members of the enum (which gives them its `@available`).
  func write(into body: inout SwiftWriter) {
    let enumAvailability = context.navigationEnum.availabilityAttributes
    let availability = context.availability(namingCases: context.navigationEnum.placedCases).filter {
      !enumAvailability.contains($0)
    }
    writeViewFunction(availability: availability, into: &body)
    guard glue.hasStackFunction, let parent = glue.parent else { return }
    for binding in StoreBinding.all(for: glue.observation) {
      body.line()
      writeStackFunction(binding: binding, parent: parent, availability: availability, into: &body)
    }
  }

  /// The iOS 16 glue's `view(_:)` calls `WithPerceptionTracking`, which swift-perception
  /// deprecates where SwiftUI observes by itself: the function (and the `Binding` stack function
  /// that calls it) is deprecated there in turn, which keeps the call from warning and tells an
  /// app that calls it to leave `perception` out. (Functions taking `Perception.Bindable` are
  /// obsoleted there already.)
  private var trackingDeprecation: [String] {
    glue.observation == .perception ? TCASwiftUIAPI.withPerceptionTrackingDeprecation : []
  }

  private var otherParameter: String {
    "@SwiftUI.ViewBuilder other: @escaping (\(enumName).CaseScope) -> Other"
  }

  private func writeViewFunction(availability: [String], into writer: inout SwiftWriter) {
    writer.line("/// The view of one screen of the stack, for the `destination:` of `NavigationStack(path:root:destination:)`.")
    context.writeAttributes(availability + trackingDeprecation + ["@MainActor", "@SwiftUI.ViewBuilder"], into: &writer)
    let store = "_ store: ComposableArchitecture.StoreOf<\(enumName)>"
    let opening: String
    if takesOther {
      writer.line("\(context.modifier)static func \(glue.functionName)<Other: SwiftUI.View>(")
      writer.indented {
        $0.line("\(store),")
        $0.line(otherParameter)
      }
      opening = ") -> some SwiftUI.View"
    } else {
      opening = "\(context.modifier)static func \(glue.functionName)(\(store)) -> some SwiftUI.View"
    }
    writer.block(opening) { body in
      switch glue.observation {
      case .swiftUI:
        writeSwitch(into: &body)
      case .perception:
        // `store.case` reads state: before iOS 17 only a tracking view observes it.
        body.block("WithPerceptionTracking") { writeSwitch(into: &$0) }
      }
    }
  }

  /// `switch store.case { case let .producto(store): ProductoView(store: store) ... }`.
  ///
  /// A view builder cannot hold a `switch` without cases, so an enum without cases shows
  /// `EmptyView()`, and so does one whose every case is under `#if` in builds where none is.
  private func writeSwitch(into writer: inout SwiftWriter) {
    let placed = context.navigationEnum.placedCases
    guard !placed.isEmpty else {
      writer.line("SwiftUI.EmptyView()")
      return
    }
    var conditions: [String] = []
    for placedCase in placed {
      guard let condition = placedCase.condition else {
        writeCaseSwitch(into: &writer)
        return
      }
      if !conditions.contains(condition) { conditions.append(condition) }
    }
    let anyCase = conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " || ")
    writer.line("#if \(anyCase)")
    writeCaseSwitch(into: &writer)
    writer.line("#else")
    writer.line("SwiftUI.EmptyView()")
    writer.line("#endif")
  }

  private func writeCaseSwitch(into writer: inout SwiftWriter) {
    if takesOther { writer.line("let caseScope = store.case") }
    let subject = takesOther ? "caseScope" : "store.case"
    // `case` lines sit at the `switch`'s own depth, as Swift style has it.
    writer.line("switch \(subject) {")
    writer.writeConditionals(context.tree { _ in true }) { entry, lines in
      let name = entry.navigationCase.name
      switch entry.item {
      case .pushed(let view):
        lines.line("case let .\(name)(store):")
        lines.indented { $0.line("\(view)(store: store)") }
      default:
        lines.line("case .\(name):")
        lines.indented { $0.line("other(caseScope)") }
      }
    }
    writer.line("}")
  }

  private func writeStackFunction(
    binding: StoreBinding, parent: TypeRef, availability: [String], into writer: inout SwiftWriter
  ) {
    writer.line("/// A `NavigationStack` over `\(parent).State.\(glue.stateProperty)` showing each screen with `\(glue.functionName)(_:)`.")
    let deprecation = binding == .perceptionBindable ? [] : trackingDeprecation
    context.writeAttributes(
      binding.attributes(calling: TCASwiftUIAPI.navigationStacks, in: context.api) + availability + deprecation
        + ["@MainActor"],
      into: &writer)
    let generics = takesOther ? "<Root: SwiftUI.View, Other: SwiftUI.View>" : "<Root: SwiftUI.View>"
    writer.line("\(context.modifier)static func \(glue.stackFunctionName)\(generics)(")
    writer.indented { parameters in
      parameters.line("_ store: \(binding.parameterType(storeOf: parent)),")
      parameters.line("@SwiftUI.ViewBuilder root: () -> Root" + (takesOther ? "," : ""))
      if takesOther { parameters.line(otherParameter) }
    }
    writer.block(") -> some SwiftUI.View") { body in
      let path = context.api.scope("store", state: glue.stateProperty, action: glue.actionCase)
      body.line("SwiftUI.NavigationStack(path: \(path), root: root) { store in")
      body.indented { $0.line(takesOther ? "\(glue.functionName)(store, other: other)" : "\(glue.functionName)(store)") }
      body.line("}")
    }
  }
}
