import NavSchema

/// Compares one case that exists in both schemas (under the same name, or
/// paired as a likely rename): payload, initializer, explicit action,
/// `#if` condition and attributes.
struct CaseComparison {
  var context: EnumContext
  var old: PlacedCase
  var new: PlacedCase

  var changes: [SchemaChange] {
    payloadChanges + conditionChanges + attributeChanges + markerChanges
  }

  private var caseReference: String { "`.\(new.name)`" }

  private var payloadChanges: [SchemaChange] {
    guard old.payload.kindName == new.payload.kindName else {
      return [
        context.change(
          .payloadKindChanged, .breaking, case: new.name,
          old: "\(old.payload.kindName) \(old.payload.typeSummary)",
          new: "\(new.payload.kindName) \(new.payload.typeSummary)",
          reason:
            "\(caseReference) was \(old.payload.kindPhrase) and is now \(new.payload.kindPhrase): its payloads in `State`, `Action` and `store.case` change, so code that builds or matches it stops compiling."
        )
      ]
    }
    var changes: [SchemaChange] = []
    if !old.navigationCase.hasSameValue(as: new.navigationCase) {
      let before = old.navigationCase.valueSummary
      let after = new.navigationCase.valueSummary
      changes.append(
        context.change(
          .payloadTypeChanged, .breaking, case: new.name, old: before, new: after,
          reason:
            "The payload of \(caseReference) changes from `\(before)` to `\(after)`: code that builds or matches it with the old type stops compiling."
        ))
    }
    if case .reducer(_, let oldInitializer) = old.payload, case .reducer(let type, let newInitializer) = new.payload,
      oldInitializer != newInitializer
    {
      let defaultInitializer = "\(type)()"
      changes.append(
        context.change(
          .initializerChanged, .compatible, case: new.name,
          old: oldInitializer ?? defaultInitializer, new: newInitializer ?? defaultInitializer,
          reason:
            "The reducer that runs for \(caseReference) is built with `\(newInitializer ?? defaultInitializer)` instead of `\(oldInitializer ?? defaultInitializer)`. The generated types are unchanged; behaviour may differ."
        ))
    }
    if let explicitAction = explicitActionChange { changes.append(explicitAction) }
    return changes
  }

  /// An explicit action makes `Action.\(name)` inhabited and turns the
  /// `store.case` payload from the value into a `Store`; both directions break callers.
  private var explicitActionChange: SchemaChange? {
    let before = old.navigationCase.explicitActionType?.description
    let after = new.navigationCase.explicitActionType?.description
    guard before != after else { return nil }
    switch (before, after) {
    case (nil, let after?):
      return context.change(
        .explicitActionAdded, .breaking, case: new.name, new: after,
        reason:
          "`\(context.enumName).Action.\(new.name)` now carries `\(after)` (was `Swift.Never`) and `store.case` gives a `Store` for \(caseReference) instead of its value: exhaustive switches over `Action` must handle it and code that matches the old `store.case` payload stops compiling."
      )
    case (let before?, nil):
      return context.change(
        .explicitActionRemoved, .breaking, case: new.name, old: before,
        reason:
          "`\(context.enumName).Action.\(new.name)` no longer carries `\(before)`: code that sends or matches that action, or scopes a store to \(caseReference), stops compiling."
      )
    default:
      return context.change(
        .explicitActionChanged, .breaking, case: new.name, old: before, new: after,
        reason:
          "`\(context.enumName).Action.\(new.name)` carries `\(after ?? "")` instead of `\(before ?? "")`: code that sends or matches the old action stops compiling."
      )
    }
  }

  private var conditionChanges: [SchemaChange] {
    switch (old.condition, new.condition) {
    case (nil, let condition?):
      return [
        context.change(
          .conditionAdded, .breaking, case: new.name, new: condition,
          reason:
            "\(caseReference) now exists only when `\(condition)` holds: in other builds, code that names it stops compiling."
        )
      ]
    case (let condition?, nil):
      return [
        context.change(
          .conditionRemoved, .exhaustiveness, case: new.name, old: condition,
          reason:
            "\(caseReference) now exists in every build: where `\(condition)` did not hold, exhaustive switches over \(context.switchTargets(for: new.payload)) must handle it."
        )
      ]
    case (let before?, let after?) where before != after:
      return [
        context.change(
          .conditionChanged, .breaking, case: new.name, old: before, new: after,
          reason:
            "\(caseReference) moves from `#if \(before)` to `#if \(after)`: builds where `\(before)` holds but `\(after)` does not lose the case, and code that names it there stops compiling."
        )
      ]
    default:
      return []
    }
  }

  /// Markers written by hand where the macro reads the case the same way
  /// (the kind did not change, which validation guarantees) change no API.
  private var markerChanges: [SchemaChange] {
    let before = old.declaration.writtenMarkers
    let after = new.declaration.writtenMarkers
    guard before != after, old.payload.kindName == new.payload.kindName else { return [] }
    let spell = { (markers: [CaseMarker]) in markers.isEmpty ? "none" : markers.map(\.attribute).joined(separator: " ") }
    return [
      context.change(
        .markersChanged, .compatible, case: new.name, old: spell(before), new: spell(after),
        reason:
          "Only the markers written before \(caseReference) change; the macro reads and expands it the same way, so the generated API is unchanged."
      )
    ]
  }

  private var attributeChanges: [SchemaChange] {
    AttributeChanges(old: old.attributes, new: new.attributes).changes(
      context: context, caseName: new.name, subject: caseReference)
  }
}
