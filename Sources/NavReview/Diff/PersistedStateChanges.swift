import NavSchema

/// What a change does to navigation state already saved on users' devices,
/// for an enum whose `State` or `Action` is coded (`Codable`, `Decodable` or
/// `Encodable`) on either side. Swift's synthesized coding finds a case by
/// its name and each value by its label (`_0` when unlabelled), so a saved
/// value stops decoding when its case is renamed or removed, when a value it
/// needs gets another label or type, or when the case is compiled out. A
/// reorder changes nothing; a new case keeps old values decodable.
struct PersistedStateChanges {
  var old: NavigationEnum
  var new: NavigationEnum
  var context: EnumContext
  /// The navigation cases paired across the versions, with likely renames.
  var matching: CaseMatching

  var changes: [SchemaChange] {
    ["State", "Action"].flatMap { member -> [SchemaChange] in
      guard old.isCoded(member) || new.isCoded(member) else { return [] }
      return changes(CodingShape(member, of: old), CodingShape(member, of: new))
    }
  }

  private func changes(_ before: CodingShape, _ after: CodingShape) -> [SchemaChange] {
    let type = "\(context.enumName).\(before.member)"
    let renamedTo = Dictionary(
      matching.renamed.map { ($0.old.name, $0.new.name) }, uniquingKeysWith: { first, _ in first })
    var changes: [SchemaChange] = []
    for newCase in after.cases {
      let oldName = before.case(named: newCase.name) == nil
        ? renamedTo.first { $0.value == newCase.name }?.key : newCase.name
      guard let oldName, let oldCase = before.case(named: oldName) else {
        changes.append(added(newCase, type: type))
        continue
      }
      if oldName != newCase.name {
        changes.append(
          context.change(
            .persistedCaseRenamed, .persistedState, case: newCase.name, old: oldName, new: newCase.name,
            reason:
              "Saved `\(type).\(oldName)` values will fail to decode: synthesized `Codable` stores the case's name, and `.\(oldName)` is now `.\(newCase.name)`. Keep the old name, or decode it by hand (a custom `init(from:)` that maps `\(oldName)`)."
          ))
      }
      if let change = valueChange(oldCase, newCase, type: type) { changes.append(change) }
      if let change = conditionChange(oldCase, newCase, type: type) { changes.append(change) }
    }
    let renamedOld = Set(renamedTo.keys.filter { name in after.case(named: renamedTo[name]!) != nil })
    for oldCase in before.cases where after.case(named: oldCase.name) == nil && !renamedOld.contains(oldCase.name) {
      changes.append(
        context.change(
          .persistedCaseRemoved, .persistedState, case: oldCase.name, old: Self.summary(oldCase),
          reason:
            "Saved `\(type).\(oldCase.name)` values will fail to decode: the case is gone, and synthesized `Codable` has nothing to decode its name into. Migrate saved data or decode it by hand."
        ))
    }
    return changes
  }

  private func added(_ newCase: CodingShape.Case, type: String) -> SchemaChange {
    context.change(
      .persistedCaseAdded, .compatible, case: newCase.name, new: Self.summary(newCase),
      reason:
        "Saved `\(type)` values still decode: synthesized `Codable` finds cases by name, so a new case breaks no old data. Values saved with `.\(newCase.name)` do not decode in app versions without it."
    )
  }

  /// Old values decode when the new case reads only keys they have, each with the same type.
  private func valueChange(_ oldCase: CodingShape.Case, _ newCase: CodingShape.Case, type: String) -> SchemaChange? {
    guard oldCase.values != newCase.values else { return nil }
    let saved = Dictionary(oldCase.values.map { ($0.key, $0.type) }, uniquingKeysWith: { first, _ in first })
    let missing = newCase.values.filter { saved[$0.key] == nil }
    let retyped = newCase.values.filter { value in saved[value.key].map { $0 != value.type } ?? false }
    let before = Self.values(oldCase)
    let after = Self.values(newCase)
    guard missing.isEmpty && retyped.isEmpty else {
      var problems: [String] = []
      if !missing.isEmpty {
        problems.append("they have no \(Self.list(missing.map { "`\($0.key)`" })) to decode")
      }
      for value in retyped {
        problems.append("`\(value.key)` was saved as `\(saved[value.key]!)` and is now read as `\(value.type)`")
      }
      return context.change(
        .persistedPayloadChanged, .persistedState, case: newCase.name, old: before, new: after,
        reason:
          "Saved `\(type).\(newCase.name)` values will fail to decode: \(problems.joined(separator: "; ")) (synthesized `Codable` keys each value by its label, `_0` when unlabelled)."
      )
    }
    return context.change(
      .persistedPayloadChanged, .compatible, case: newCase.name, old: before, new: after,
      reason:
        "Saved `\(type).\(newCase.name)` values still decode: every value the case now reads is saved under the same key with the same type; the others are ignored."
    )
  }

  private func conditionChange(_ oldCase: CodingShape.Case, _ newCase: CodingShape.Case, type: String) -> SchemaChange? {
    guard let condition = newCase.condition, condition != oldCase.condition else { return nil }
    return context.change(
      .persistedConditionChanged, .persistedState, case: newCase.name, old: oldCase.condition, new: condition,
      reason:
        "Saved `\(type).\(newCase.name)` values will fail to decode in builds where `\(condition)` does not hold: the case is compiled out there."
    )
  }

  /// `producto(_0: Producto.State)`, `cerrado`.
  private static func summary(_ codingCase: CodingShape.Case) -> String {
    codingCase.values.isEmpty ? codingCase.name : "\(codingCase.name)\(values(codingCase))"
  }

  /// `(_0: Producto.State)`, `()` for none.
  private static func values(_ codingCase: CodingShape.Case) -> String {
    "(" + codingCase.values.map { "\($0.key): \($0.type)" }.joined(separator: ", ") + ")"
  }

  private static func list(_ items: [String]) -> String {
    items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
  }
}
