import NavSchema

/// What a change does to an enum's SwiftUI glue, whose callers are the app's views: renaming or
/// removing a generated function, changing the store it takes or making a path's view functions
/// take (or stop taking) the `other` closure breaks them; the rest (how a case is presented, which
/// view shows it, which parent property the glue reads) changes only generated bodies.
struct SwiftUIGlueChanges {
  var old: NavigationEnum
  var new: NavigationEnum
  var context: EnumContext

  var changes: [SchemaChange] {
    switch (old.swiftUI, new.swiftUI) {
    case (nil, nil):
      return []
    case (nil, let glue?):
      return [
        context.change(
          .swiftUIAdded, .compatible, new: Self.functions(glue).map(\.signature).joined(separator: ", "),
          reason: "New SwiftUI glue for `\(context.enumName)`; no existing code calls it.")
      ]
    case (let glue?, nil):
      return [
        context.change(
          .swiftUIRemoved, .breaking, old: Self.functions(glue).map(\.signature).joined(separator: ", "),
          reason:
            "The SwiftUI glue of `\(context.enumName)` is no longer generated: views that call \(Self.list(Self.functions(glue))) stop compiling."
        )
      ]
    case (let before?, let after?):
      return functionChanges(before, after) + signatureChanges(before, after) + otherChanges(before, after)
        + caseChanges(before, after)
    }
  }

  // MARK: Functions

  /// One generated function: what it is for and its name.
  struct Function: Equatable {
    enum Purpose: String {
      case modifier, view, stack
    }

    var purpose: Purpose
    var name: String

    /// `.destination(_:)`, `Tienda.Camino.view(_:)`-style, for reports.
    var signature: String {
      switch purpose {
      case .modifier: return ".\(name)(_:)"
      case .view: return "\(name)(_:)"
      case .stack: return "\(name)(_:root:)"
      }
    }
  }

  static func functions(_ glue: SwiftUIGlue) -> [Function] {
    switch glue.role {
    case .destination:
      return [Function(purpose: .modifier, name: glue.functionName)]
    case .path:
      return [Function(purpose: .view, name: glue.functionName)]
        + (glue.hasStackFunction ? [Function(purpose: .stack, name: glue.stackFunctionName)] : [])
    }
  }

  private static func list(_ functions: [Function]) -> String {
    functions.map { "`\($0.signature)`" }.joined(separator: " or ")
  }

  private func functionChanges(_ before: SwiftUIGlue, _ after: SwiftUIGlue) -> [SchemaChange] {
    let oldFunctions = Self.functions(before)
    let newFunctions = Self.functions(after)
    var changes: [SchemaChange] = []
    for function in oldFunctions {
      guard let renamed = newFunctions.first(where: { $0.purpose == function.purpose }) else {
        changes.append(
          context.change(
            .swiftUIFunctionRemoved, .breaking, old: function.signature,
            reason: "`\(function.signature)` is no longer generated: views that call it stop compiling."))
        continue
      }
      if renamed.name != function.name {
        changes.append(
          context.change(
            .swiftUIFunctionRenamed, .breaking, old: function.signature, new: renamed.signature,
            reason: "`\(function.signature)` is now `\(renamed.signature)`: views that call the old name stop compiling."))
      }
    }
    for function in newFunctions where !oldFunctions.contains(where: { $0.purpose == function.purpose }) {
      changes.append(
        context.change(
          .swiftUIFunctionAdded, .compatible, new: function.signature,
          reason: "New `\(function.signature)`; no existing code calls it."))
    }
    return changes
  }

  // MARK: Signatures and bodies

  private func signatureChanges(_ before: SwiftUIGlue, _ after: SwiftUIGlue) -> [SchemaChange] {
    var changes: [SchemaChange] = []
    // The modifier or the stack function: the one function that takes the parent's store.
    let takers = Self.list(Self.functions(after).filter { $0.purpose != .view })
    if before.parent != after.parent, let oldParent = before.parent, let newParent = after.parent {
      changes.append(
        context.change(
          .swiftUIParentChanged, .breaking, old: oldParent.description, new: newParent.description,
          reason:
            "\(takers) takes a store of `\(newParent)` instead of `\(oldParent)`: views that pass the old store stop compiling."
        ))
    }
    if before.observation != after.observation, !takers.isEmpty {
      let wrapper = { (glue: SwiftUIGlue) in StoreBinding.all(for: glue.observation)[0].wrapper }
      let attribute = before.observation == .swiftUI ? "@Bindable" : "@Perception.Bindable"
      changes.append(
        context.change(
          .swiftUIBindableChanged, .breaking, old: wrapper(before), new: wrapper(after),
          reason:
            "\(takers) takes `\(wrapper(after))` instead of `\(wrapper(before))`: views that pass `$store` from `\(attribute) var store` stop compiling (a `Binding` still works)."
        ))
    }
    let oldState = "\(before.stateProperty), \(before.actionCase)"
    let newState = "\(after.stateProperty), \(after.actionCase)"
    if oldState != newState {
      changes.append(
        context.change(
          .swiftUIStateChanged, .compatible, old: oldState, new: newState,
          reason:
            "The glue reads the parent's `\(after.stateProperty)` and sends through `.\(after.actionCase)` (was `\(before.stateProperty)`, `.\(before.actionCase)`); callers are unchanged, the parent must have them."
        ))
    }
    if before.access != after.access {
      let (old, new) = (before.access.rawValue, after.access.rawValue)
      changes.append(
        after.access > before.access
          ? context.change(
            .swiftUIAccessRaised, .compatible, old: old, new: new,
            reason: "The SwiftUI glue becomes `\(new)` (was `\(old)`): more code may call it.")
          : context.change(
            .swiftUIAccessLowered, .breaking, old: old, new: new,
            reason: "The SwiftUI glue becomes `\(new)` (was `\(old)`): views outside \(after.access == .internal ? "the module" : "the package") that call it stop compiling."
          ))
    }
    return changes
  }

  /// A path's cases without a view go to the caller's `other` closure, a parameter of the view
  /// and stack functions that exists only while some case needs it.
  private func otherChanges(_ before: SwiftUIGlue, _ after: SwiftUIGlue) -> [SchemaChange] {
    guard before.role == .path, after.role == .path else { return [] }
    let oldCases = Self.casesForOther(old, role: .path)
    let newCases = Self.casesForOther(new, role: .path)
    let functions = Self.list(Self.functions(after))
    switch (oldCases.isEmpty, newCases.isEmpty) {
    case (true, false):
      let names = newCases.map { "`.\($0)`" }.joined(separator: ", ")
      return [
        context.change(
          .swiftUIOtherAdded, .breaking, new: newCases.joined(separator: ", "),
          reason: "\(functions) now take an `other` closure for \(names), which the glue has no view for: callers must pass it.")
      ]
    case (false, true):
      return [
        context.change(
          .swiftUIOtherRemoved, .breaking, old: oldCases.joined(separator: ", "),
          reason: "Every case now has a view, so \(functions) no longer take `other`: callers that pass it stop compiling.")
      ]
    default:
      return []
    }
  }

  private static func casesForOther(_ navigationEnum: NavigationEnum, role: SwiftUIGlue.Role) -> [String] {
    navigationEnum.cases.filter { navigationEnum.glueItem(of: $0, in: role) == .leftToApp }.map(\.name)
  }

  // MARK: Cases

  private func caseChanges(_ before: SwiftUIGlue, _ after: SwiftUIGlue) -> [SchemaChange] {
    guard before.role == after.role else { return [] }
    // A path case that starts or stops going to `other` while `other` itself comes or goes is
    // already named by that change.
    let otherChanged = !otherChanges(before, after).isEmpty
    var changes: [SchemaChange] = []
    for (oldPlaced, newPlaced) in CaseMatching(old: old.placedCases, new: new.placedCases).matched {
      let (oldCase, newCase) = (oldPlaced.navigationCase, newPlaced.navigationCase)
      let (was, now) = (old.glueItem(of: oldCase, in: before.role), new.glueItem(of: newCase, in: after.role))
      guard was != now else { continue }
      let reference = "`.\(newCase.name)`"
      if otherChanged, was == .leftToApp || now == .leftToApp { continue }
      if Self.presentation(was) != Self.presentation(now) {
        changes.append(
          context.change(
            .presentationChanged, .compatible, case: newCase.name, old: Self.presentation(was), new: Self.presentation(now),
            reason:
              "\(reference) is \(Self.describe(now)) (was \(Self.describe(was))); the generated modifier changes, its callers do not."
          ))
      }
      if let oldView = Self.view(was), let newView = Self.view(now), oldView != newView {
        changes.append(
          context.change(
            .caseViewChanged, .compatible, case: newCase.name, old: oldView.description, new: newView.description,
            reason: "\(reference) is shown by `\(newView)` (was `\(oldView)`), initialised with `store:`; callers are unchanged."))
      }
    }
    return changes
  }

  /// `sheet`, `alert`, `push` or `none`.
  private static func presentation(_ item: CaseGlueItem) -> String {
    switch item {
    case .presented(let presentation, _): return presentation.rawValue
    case .pushed: return "push"
    case .leftToApp: return "none"
    }
  }

  private static func describe(_ item: CaseGlueItem) -> String {
    switch item {
    case .presented(let presentation, _): return "presented with `\(presentation.rawValue)`"
    case .pushed: return "pushed with its view"
    case .leftToApp: return "left out of the glue"
    }
  }

  private static func view(_ item: CaseGlueItem) -> TypeRef? {
    switch item {
    case .presented(_, let view): return view
    case .pushed(let view): return view
    case .leftToApp: return nil
    }
  }
}
